import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import type { RecordPage } from '../data/records.types'
import { refreshDefinition } from './definitions'
import { entitiesKeys } from './queryKeys'

/** Entity security administration: responsibilities, permission assignments, explanations and the list as another user. */

export type EntitySecurity = Complete<Schemas['EntitySecurity']>
export type EntityResponsibility = Complete<Schemas['EntityResponsibility']>
export type PermissionAssignment = Complete<Schemas['EntityPermissionAssignment']>
export type RecordOperation = Schemas['EntityRecordOperation']
export type AccessExplanation = Complete<Schemas['EntityAccessExplanation']>
export type AccessDecision = Complete<Schemas['EntityAccessDecision']>
export type ResponsibilityCreateRequest = Schemas['EntityResponsibilityCreateRequest']
export type ResponsibilityUpdateRequest = Schemas['EntityResponsibilityUpdateRequest']
export type PermissionAssignmentCreateRequest = Schemas['EntityPermissionAssignmentCreateRequest']
export type PermissionAssignmentUpdateRequest = Schemas['EntityPermissionAssignmentUpdateRequest']

const ADMIN = '/api/workspace/admin'

export function useEntitySecurity(entityDefinitionId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.definitions.security(toValue(entityDefinitionId))),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET(`${ADMIN}/entity-definitions/{entityDefinitionId}/security`, { params: { path: { entityDefinitionId: toValue(entityDefinitionId) } }, signal })) as Promise<EntitySecurity>,
  })
}

/** Security writes renew the definition (its RowVersion, the records' permissions): all of it is read again. */
function useSecurityMutation<TInput, TResult>(entityDefinitionId: () => string, mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: entitiesKeys.records.all(entityDefinitionId()) })
      return refreshDefinition(client, entityDefinitionId())
    },
  })
}

export function useSaveResponsibility(entityDefinitionId: () => string) {
  return useSecurityMutation(entityDefinitionId, (input: { id: string | null; body: ResponsibilityCreateRequest | ResponsibilityUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(`${ADMIN}/entity-responsibilities/{responsibilityId}`, { params: { path: { responsibilityId: input.id } }, body: input.body as ResponsibilityUpdateRequest }))
      : unwrap(apiClient.POST(`${ADMIN}/entity-definitions/{entityDefinitionId}/responsibilities`, { params: { path: { entityDefinitionId: entityDefinitionId() } }, body: input.body as ResponsibilityCreateRequest }))) as Promise<EntityResponsibility>,
  )
}

export function useDeleteResponsibility(entityDefinitionId: () => string) {
  return useSecurityMutation(entityDefinitionId, (item: Pick<EntityResponsibility, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(`${ADMIN}/entity-responsibilities/{responsibilityId}`, { params: { path: { responsibilityId: item.Id }, query: { rowVersion: item.RowVersion } } })),
  )
}

export function useSavePermissionAssignment(entityDefinitionId: () => string) {
  return useSecurityMutation(entityDefinitionId, (input: { id: string | null; body: PermissionAssignmentCreateRequest | PermissionAssignmentUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(`${ADMIN}/entity-permission-assignments/{permissionAssignmentId}`, { params: { path: { permissionAssignmentId: input.id } }, body: input.body as PermissionAssignmentUpdateRequest }))
      : unwrap(apiClient.POST(`${ADMIN}/entity-definitions/{entityDefinitionId}/permission-assignments`, { params: { path: { entityDefinitionId: entityDefinitionId() } }, body: input.body }))) as Promise<PermissionAssignment>,
  )
}

export function useDeletePermissionAssignment(entityDefinitionId: () => string) {
  return useSecurityMutation(entityDefinitionId, (item: Pick<PermissionAssignment, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(`${ADMIN}/entity-permission-assignments/{permissionAssignmentId}`, { params: { path: { permissionAssignmentId: item.Id }, query: { rowVersion: item.RowVersion } } })),
  )
}

/** Why a user may or may not do each operation on a record (null: Create only). */
export function useAccessExplanation(entityDefinitionId: () => string, userId: () => string | null, instanceId: () => string | null) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.definitions.explanation(entityDefinitionId(), userId() ?? '', instanceId())),
    enabled: computed(() => userId() !== null),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.POST(`${ADMIN}/entity-definitions/{entityDefinitionId}/security/explain`, {
          params: { path: { entityDefinitionId: entityDefinitionId() } },
          body: { UserId: userId()!, InstanceId: instanceId() },
          signal,
        }),
      ) as Promise<AccessExplanation>,
  })
}

/** The records a user sees, one page: with the stored permission assignments, or with a draft of them (null: stored). */
export function useListAsUser(entityDefinitionId: () => string, userId: () => string | null, draft: () => PermissionAssignmentCreateRequest[] | null = () => null) {
  return useQuery({
    queryKey: computed(() => [...entitiesKeys.definitions.preview(entityDefinitionId(), userId() ?? '', 1), draft()] as const),
    enabled: computed(() => userId() !== null),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.POST(`${ADMIN}/entity-definitions/{entityDefinitionId}/security/preview`, {
          params: { path: { entityDefinitionId: entityDefinitionId() } },
          body: { UserId: userId()!, Page: 1, PageSize: 10, Assignments: draft() },
          signal,
        }),
      ) as Promise<RecordPage>,
  })
}
