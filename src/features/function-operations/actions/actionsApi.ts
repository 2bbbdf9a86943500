import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { functionOperationsKeys } from '../api/queryKeys'

/** Entity UI action design (Admin or Configurator): the actions, their writes, and the preview on a record. */

export type FunctionAction = Complete<Schemas['FunctionAction']>
export type FunctionActionCreateRequest = Schemas['FunctionActionCreateRequest']
export type FunctionActionReplaceRequest = Schemas['FunctionActionReplaceRequest']
export type FunctionActionPreviewRequest = Schemas['FunctionActionPreviewRequest']
export type FunctionActionPreview = Complete<Schemas['FunctionActionPreview']>

const ROOT = '/api/workspace/admin/function-actions'
const ITEM = '/api/workspace/admin/function-actions/{actionId}'

export function useFunctionActions(entityDefinitionId: MaybeRefOrGetter<string | null> = null) {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.actions.list(toValue(entityDefinitionId))),
    queryFn: ({ signal }) => {
      const entity = toValue(entityDefinitionId)
      return unwrap(apiClient.GET(ROOT, { params: { query: entity ? { entityDefinitionId: entity } : {} }, signal })) as Promise<FunctionAction[]>
    },
  })
}

/** Action writes read the lists again (the runtime surfaces ask the server whenever they show). */
function useActionMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: functionOperationsKeys.actions.all }) })
}

export function useSaveAction() {
  return useActionMutation((input: { id: string | null; body: FunctionActionCreateRequest | FunctionActionReplaceRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(ITEM, { params: { path: { actionId: input.id } }, body: input.body as FunctionActionReplaceRequest }))
      : unwrap(apiClient.POST(ROOT, { body: input.body as FunctionActionCreateRequest }))) as Promise<FunctionAction>,
  )
}

export function useDeleteAction() {
  return useActionMutation((action: Pick<FunctionAction, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(ITEM, { params: { path: { actionId: action.Id }, query: { rowVersion: action.RowVersion } } })),
  )
}

/** The draft's condition evaluated on one record by the server; off until a record is picked. */
export function useActionPreview(request: MaybeRefOrGetter<FunctionActionPreviewRequest | null>) {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.actions.preview(toValue(request) ?? {})),
    queryFn: ({ signal }) => unwrap(apiClient.POST(`${ROOT}/preview`, { body: toValue(request)!, signal })) as Promise<FunctionActionPreview>,
    enabled: computed(() => toValue(request) !== null),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
