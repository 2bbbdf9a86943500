import { useMutation, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { FunctionDefinition } from './functionOperations.types'
import { functionOperationsKeys } from './queryKeys'

/** Changes to the catalog: settings become a new version, a version made current again, enable/disable. */

export type FunctionSettingsUpdate = Schemas['FunctionSettingsUpdate']

const ITEM = '/api/workspace/admin/function-operations/functions/{functionId}'

/** Each change answers the whole function; the list is updated with it and read again. */
function useCatalogMutation<TInput>(mutationFn: (input: TInput) => Promise<FunctionDefinition>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (saved: FunctionDefinition) =>
      client.setQueryData<FunctionDefinition[]>(functionOperationsKeys.functions(), (list) => list?.map((fn) => (fn.Id === saved.Id ? saved : fn))),
    onSettled: () => client.invalidateQueries({ queryKey: functionOperationsKeys.functions() }),
  })
}

export function useUpdateFunctionSettings() {
  return useCatalogMutation((input: { functionId: string; body: FunctionSettingsUpdate }) =>
    unwrap(apiClient.PUT(ITEM, { params: { path: { functionId: input.functionId } }, body: input.body })) as Promise<FunctionDefinition>,
  )
}

export function useActivateVersion() {
  return useCatalogMutation((input: { functionId: string; versionId: string; rowVersion: string }) =>
    unwrap(
      apiClient.POST(`${ITEM}/versions/{versionId}/activate`, {
        params: { path: { functionId: input.functionId, versionId: input.versionId } },
        body: { RowVersion: input.rowVersion },
      }),
    ) as Promise<FunctionDefinition>,
  )
}

export function useSetFunctionEnabled() {
  return useCatalogMutation((input: { functionId: string; enabled: boolean; rowVersion: string }) =>
    unwrap(
      apiClient.PUT(`${ITEM}/enabled`, { params: { path: { functionId: input.functionId } }, body: { IsEnabled: input.enabled, RowVersion: input.rowVersion } }),
    ) as Promise<FunctionDefinition>,
  )
}
