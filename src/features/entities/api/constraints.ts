import { useMutation, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap } from '@/api'
import type { EntityConstraint } from './entities.types'
import { refreshDefinition } from './definitions'

export type ConstraintKind = 'unique' | 'index'

export interface ConstraintInput {
  EntityDefinitionTableId: string
  /** Ordered. */
  FieldIds: string[]
}

function createConstraint(kind: ConstraintKind, entityDefinitionId: string, body: ConstraintInput): Promise<EntityConstraint> {
  const params = { path: { entityDefinitionId } }
  const call =
    kind === 'unique'
      ? apiClient.POST('/api/workspace/admin/entity-definitions/{entityDefinitionId}/unique-constraints', { params, body })
      : apiClient.POST('/api/workspace/admin/entity-definitions/{entityDefinitionId}/indexes', { params, body })
  return unwrap(call) as Promise<EntityConstraint>
}

function deleteConstraint(kind: ConstraintKind, id: string): Promise<unknown> {
  return unwrap(
    kind === 'unique'
      ? apiClient.DELETE('/api/workspace/admin/unique-constraints/{constraintId}', { params: { path: { constraintId: id } } })
      : apiClient.DELETE('/api/workspace/admin/indexes/{indexId}', { params: { path: { indexId: id } } }),
  )
}

export function useCreateConstraint(entityDefinitionId: () => string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { kind: ConstraintKind; body: ConstraintInput }) =>
      createConstraint(input.kind, entityDefinitionId(), input.body),
    onSuccess: () => refreshDefinition(client, entityDefinitionId()),
  })
}

export function useDeleteConstraint(entityDefinitionId: () => string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { kind: ConstraintKind; id: string }) => deleteConstraint(input.kind, input.id),
    onSettled: () => refreshDefinition(client, entityDefinitionId()),
  })
}
