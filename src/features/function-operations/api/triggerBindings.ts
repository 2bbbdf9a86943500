import { useMutation, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { functionOperationsKeys } from './queryKeys'

/** Trigger bindings: a function (version) run when records of an entity are created, changed, archived, restored or deleted. */

export type TriggerBinding = Complete<Schemas['FunctionTriggerBinding']>
export type TriggerBindingCreateRequest = Schemas['FunctionTriggerBindingCreateRequest']
export type TriggerBindingUpdateRequest = Schemas['FunctionTriggerBindingUpdateRequest']

const ROOT = '/api/workspace/admin/function-operations/trigger-bindings'
const ITEM = '/api/workspace/admin/function-operations/trigger-bindings/{bindingId}'

/** Binding writes read the list again (the list is `useTriggerBindings`). */
function useBindingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: functionOperationsKeys.triggerBindings() }) })
}

export function useSaveTriggerBinding() {
  return useBindingMutation((input: { id: string | null; body: TriggerBindingCreateRequest | TriggerBindingUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(ITEM, { params: { path: { bindingId: input.id } }, body: input.body as TriggerBindingUpdateRequest }))
      : unwrap(apiClient.POST(ROOT, { body: input.body as TriggerBindingCreateRequest }))) as Promise<TriggerBinding>,
  )
}

export function useDeleteTriggerBinding() {
  return useBindingMutation((binding: Pick<TriggerBinding, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(ITEM, { params: { path: { bindingId: binding.Id }, query: { rowVersion: binding.RowVersion } } })),
  )
}
