import { computed } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { functionOperationsKeys } from './queryKeys'

/** Managed secrets: names, where they are used, versions; a value only ever goes to the server. */

export type FunctionSecret = Complete<Schemas['FunctionSecret']>
export type SecretCreateRequest = Schemas['FunctionSecretCreateRequest']
export type SecretUpdateRequest = Schemas['FunctionSecretUpdateRequest']

const ROOT = '/api/workspace/admin/function-secrets'
const ITEM = '/api/workspace/admin/function-secrets/{secretId}'

export function useSecrets() {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.secrets()),
    queryFn: ({ signal }) => unwrap(apiClient.GET(ROOT, { signal })) as Promise<FunctionSecret[]>,
  })
}

/** Secret writes read the list again (versions, dates and names show there). */
function useSecretMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: functionOperationsKeys.secrets() }) })
}

export function useSaveSecret() {
  return useSecretMutation((input: { id: string | null; body: SecretCreateRequest | SecretUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(ITEM, { params: { path: { secretId: input.id } }, body: input.body as SecretUpdateRequest }))
      : unwrap(apiClient.POST(ROOT, { body: input.body as SecretCreateRequest }))) as Promise<FunctionSecret>,
  )
}

export function useRotateSecret() {
  return useSecretMutation((input: { id: string; value: string; rowVersion: string }) =>
    unwrap(apiClient.POST(`${ITEM}/rotate`, { params: { path: { secretId: input.id } }, body: { Value: input.value, RowVersion: input.rowVersion } })) as Promise<FunctionSecret>,
  )
}

export function useDeleteSecret() {
  return useSecretMutation((secret: Pick<FunctionSecret, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(ITEM, { params: { path: { secretId: secret.Id }, query: { rowVersion: secret.RowVersion } } })),
  )
}
