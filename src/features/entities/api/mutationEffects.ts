import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { refreshDefinition } from './definitions'
import { entitiesKeys } from './queryKeys'

/** Mutation effects of a definition: what creating, changing or archiving a record sets off. */

export type MutationEffect = Complete<Schemas['EntityMutationEffect']>
export type MutationEffectCreateRequest = Schemas['EntityMutationEffectCreateRequest']
export type MutationEffectUpdateRequest = Schemas['EntityMutationEffectUpdateRequest']

const LIST = '/api/workspace/admin/entity-definitions/{entityDefinitionId}/mutation-effects'
const ITEM = '/api/workspace/admin/entity-mutation-effects/{mutationEffectId}'

export function useMutationEffects(entityDefinitionId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.definitions.mutationEffects(toValue(entityDefinitionId))),
    queryFn: ({ signal }) => unwrap(apiClient.GET(LIST, { params: { path: { entityDefinitionId: toValue(entityDefinitionId) } }, signal })) as Promise<MutationEffect[]>,
  })
}

/** Effect writes renew the definition: its detail (a prefix of the list's key) is read again. */
function useEffectMutation<TInput, TResult>(entityDefinitionId: () => string, mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => refreshDefinition(client, entityDefinitionId()) })
}

export function useSaveMutationEffect(entityDefinitionId: () => string) {
  return useEffectMutation(entityDefinitionId, (input: { id: string | null; body: MutationEffectCreateRequest | MutationEffectUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(ITEM, { params: { path: { mutationEffectId: input.id } }, body: input.body as MutationEffectUpdateRequest }))
      : unwrap(apiClient.POST(LIST, { params: { path: { entityDefinitionId: entityDefinitionId() } }, body: input.body as MutationEffectCreateRequest }))) as Promise<MutationEffect>,
  )
}

export function useDeleteMutationEffect(entityDefinitionId: () => string) {
  return useEffectMutation(entityDefinitionId, (effect: Pick<MutationEffect, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(ITEM, { params: { path: { mutationEffectId: effect.Id }, query: { rowVersion: effect.RowVersion } } })),
  )
}
