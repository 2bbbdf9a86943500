import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap } from '@/api'
import { entitiesKeys } from './queryKeys'
import type { EntityStatement, StatementCreateRequest, StatementUpdateRequest } from '../rules/rules.types'
import { refreshDefinition } from './definitions'

const LIST = '/api/workspace/admin/entity-definitions/{entityDefinitionId}/statements'
const ITEM = '/api/workspace/admin/entity-statements/{statementId}'

export function listStatements(entityDefinitionId: string, signal?: AbortSignal): Promise<EntityStatement[]> {
  return unwrap(apiClient.GET(LIST, { params: { path: { entityDefinitionId } }, signal })) as Promise<EntityStatement[]>
}

export function createStatement(entityDefinitionId: string, body: StatementCreateRequest): Promise<EntityStatement> {
  return unwrap(apiClient.POST(LIST, { params: { path: { entityDefinitionId } }, body })) as Promise<EntityStatement>
}

export function updateStatement(statementId: string, body: StatementUpdateRequest): Promise<EntityStatement> {
  return unwrap(apiClient.PUT(ITEM, { params: { path: { statementId } }, body })) as Promise<EntityStatement>
}

export function deleteStatement(statementId: string, rowVersion: string): Promise<string> {
  return unwrap(apiClient.DELETE(ITEM, { params: { path: { statementId }, query: { rowVersion } } }))
}

export function useStatements(entityDefinitionId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.definitions.statements(toValue(entityDefinitionId))),
    queryFn: ({ signal }) => listStatements(toValue(entityDefinitionId), signal),
    select: (statements) => [...statements].sort((a, b) => a.SortOrder - b.SortOrder),
  })
}

/** Statement writes change the definition too: the list takes the result at once, then both are read again. */
function useStatementMutation<TInput, TResult>(
  entityDefinitionId: () => string,
  mutationFn: (input: TInput) => Promise<TResult>,
  store: (list: EntityStatement[], result: TResult) => EntityStatement[],
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (result) =>
      client.setQueryData<EntityStatement[]>(entitiesKeys.definitions.statements(entityDefinitionId()), (list) => list && store(list, result)),
    onSettled: () => refreshDefinition(client, entityDefinitionId()),
  })
}

export function useCreateStatement(entityDefinitionId: () => string) {
  return useStatementMutation(
    entityDefinitionId,
    (body: StatementCreateRequest) => createStatement(entityDefinitionId(), body),
    (list, saved) => [...list, saved],
  )
}

export function useUpdateStatement(entityDefinitionId: () => string) {
  return useStatementMutation(
    entityDefinitionId,
    (input: { statementId: string; body: StatementUpdateRequest }) => updateStatement(input.statementId, input.body),
    (list, saved) => list.map((statement) => (statement.Id === saved.Id ? saved : statement)),
  )
}

export function useDeleteStatement(entityDefinitionId: () => string) {
  return useStatementMutation(
    entityDefinitionId,
    (statement: Pick<EntityStatement, 'Id' | 'RowVersion'>) => deleteStatement(statement.Id, statement.RowVersion),
    (list, id) => list.filter((statement) => statement.Id !== id),
  )
}
