import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap } from '@/api'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { PICKER_PAGE_SIZE, toListQuery } from '@/features/principals/api/listQuery'
import { useServerList } from '@/platform/lists/useServerList'
import type { ListParams, Page } from '@/features/principals/principals.types'
import { entitiesKeys } from '../queryKeys'
import type {
  BaseUpdateRequest,
  DefinitionSortField,
  EntityDefinition,
  EntityDefinitionCreateRequest,
  EntityDefinitionOptionsRequest,
  EntityDefinitionSummary,
  SchemaChangePlan,
} from '../entities.types'

const BASE = '/api/workspace/admin/entity-definitions'
const ITEM = '/api/workspace/admin/entity-definitions/{entityDefinitionId}'

const path = (entityDefinitionId: string) => ({ path: { entityDefinitionId } })

export const DEFINITION_SORT_KEYS: readonly DefinitionSortField[] = ['Name', 'DisplayName', 'RecordCount', 'ModifiedAt']

export function listDefinitions(params: ListParams<DefinitionSortField>, signal?: AbortSignal): Promise<Page<EntityDefinitionSummary>> {
  return unwrap(apiClient.GET(BASE, { params: { query: toListQuery(params) }, signal })) as Promise<Page<EntityDefinitionSummary>>
}

export function getDefinition(entityDefinitionId: string, signal?: AbortSignal): Promise<EntityDefinition> {
  return unwrap(apiClient.GET(ITEM, { params: path(entityDefinitionId), signal })) as Promise<EntityDefinition>
}

export function createDefinition(body: EntityDefinitionCreateRequest): Promise<EntityDefinition> {
  return unwrap(apiClient.POST(BASE, { body })) as Promise<EntityDefinition>
}

export function updateBase(entityDefinitionId: string, body: BaseUpdateRequest): Promise<EntityDefinition> {
  return unwrap(apiClient.PUT('/api/workspace/admin/entity-definitions/{entityDefinitionId}/base', { params: path(entityDefinitionId), body })) as Promise<EntityDefinition>
}

/** What a base update would lose; the token it returns goes with the update. */
export function planBaseUpdate(entityDefinitionId: string, body: BaseUpdateRequest): Promise<SchemaChangePlan> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-definitions/{entityDefinitionId}/base/schema-change-plan', { params: path(entityDefinitionId), body }),
  ) as Promise<SchemaChangePlan>
}

export function updateOptions(entityDefinitionId: string, body: EntityDefinitionOptionsRequest): Promise<EntityDefinition> {
  return unwrap(apiClient.PUT('/api/workspace/admin/entity-definitions/{entityDefinitionId}/options', { params: path(entityDefinitionId), body })) as Promise<EntityDefinition>
}

export function requestDeletion(entityDefinitionId: string, rowVersion: string): Promise<EntityDefinition> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-definitions/{entityDefinitionId}/deletion-request', { params: path(entityDefinitionId), body: { RowVersion: rowVersion } }),
  ) as Promise<EntityDefinition>
}

export function cancelDeletion(entityDefinitionId: string, rowVersion: string): Promise<EntityDefinition> {
  return unwrap(
    apiClient.DELETE('/api/workspace/admin/entity-definitions/{entityDefinitionId}/deletion-request', {
      params: { path: { entityDefinitionId }, query: { rowVersion } },
    }),
  ) as Promise<EntityDefinition>
}

export function useEntityDefinitions(state: UrlListState) {
  return useServerList({ state, sortKeys: DEFINITION_SORT_KEYS, params: (base) => base, queryKey: entitiesKeys.definitions.list, fetchPage: listDefinitions })
}

/** Every definition (one large page), e.g. for the reference target picker. */
export function useDefinitionOptions() {
  return useQuery({
    queryKey: entitiesKeys.definitions.options(),
    queryFn: () =>
      listDefinitions({ page: 1, pageSize: PICKER_PAGE_SIZE, search: '', sortField: 'DisplayName', descending: false }),
    select: (page) => page.Items,
  })
}

export function useEntityDefinition(entityDefinitionId: MaybeRefOrGetter<string | null | undefined>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.definitions.detail(toValue(entityDefinitionId) ?? '')),
    queryFn: ({ signal }) => getDefinition(toValue(entityDefinitionId) ?? '', signal),
    enabled: computed(() => !!toValue(entityDefinitionId)),
  })
}

/** Puts a saved detail into the cache and marks every list as stale (names and counts show there). */
export function storeDefinition(client: QueryClient, saved: EntityDefinition | undefined): void {
  if (saved) client.setQueryData(entitiesKeys.definitions.detail(saved.Id), saved)
  void client.invalidateQueries({ queryKey: entitiesKeys.definitions.lists() })
  void client.invalidateQueries({ queryKey: entitiesKeys.definitions.options() })
}

/** Refetches one definition after a change that answers only a part of it (a field, a constraint). */
export function refreshDefinition(client: QueryClient, entityDefinitionId: string): Promise<void> {
  void client.invalidateQueries({ queryKey: entitiesKeys.definitions.lists() })
  return client.invalidateQueries({ queryKey: entitiesKeys.definitions.detail(entityDefinitionId) })
}

export function useCreateDefinition() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createDefinition, onSuccess: (saved) => storeDefinition(client, saved) })
}

export function useUpdateBase() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { entityDefinitionId: string; body: BaseUpdateRequest }) =>
      updateBase(input.entityDefinitionId, input.body),
    onSuccess: (saved) => storeDefinition(client, saved),
  })
}

export function useUpdateOptions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { entityDefinitionId: string; body: EntityDefinitionOptionsRequest }) =>
      updateOptions(input.entityDefinitionId, input.body),
    onSuccess: (saved) => storeDefinition(client, saved),
  })
}

export function useDeletionRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { definition: EntityDefinition; cancel: boolean }) =>
      input.cancel
        ? cancelDeletion(input.definition.Id, input.definition.RowVersion)
        : requestDeletion(input.definition.Id, input.definition.RowVersion),
    onSuccess: (saved) => storeDefinition(client, saved),
    onError: (_error, input) => void refreshDefinition(client, input.definition.Id),
  })
}
