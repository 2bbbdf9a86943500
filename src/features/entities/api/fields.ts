import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap } from '@/api'
import { entitiesKeys } from './queryKeys'
import type { ClassifierCatalog, EntityField, FieldCreateRequest, FieldUpdateRequest, SchemaChangePlan } from './entities.types'
import { refreshDefinition } from './definitions'

/** SchemaChangePlan request kinds of a field (the plan endpoint's `Change`). */
export const FieldChange = { Update: 0, Delete: 1 } as const

export function createField(tableId: string, body: FieldCreateRequest): Promise<EntityField> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-definition-tables/{entityDefinitionTableId}/fields', {
      params: { path: { entityDefinitionTableId: tableId } },
      body,
    }),
  ) as Promise<EntityField>
}

export function updateField(fieldId: string, body: FieldUpdateRequest): Promise<EntityField> {
  return unwrap(
    apiClient.PUT('/api/workspace/admin/entity-fields/{fieldId}', { params: { path: { fieldId } }, body }),
  ) as Promise<EntityField>
}

export function deleteField(fieldId: string, token: string | null): Promise<string> {
  return unwrap(
    apiClient.DELETE('/api/workspace/admin/entity-fields/{fieldId}', {
      params: { path: { fieldId }, query: token ? { schemaChangeConfirmationToken: token } : {} },
    }),
  )
}

export function planFieldUpdate(fieldId: string, update: FieldUpdateRequest): Promise<SchemaChangePlan> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-fields/{fieldId}/schema-change-plan', {
      params: { path: { fieldId } },
      body: { Change: FieldChange.Update, Update: update },
    }),
  ) as Promise<SchemaChangePlan>
}

export function planFieldDelete(fieldId: string): Promise<SchemaChangePlan> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-fields/{fieldId}/schema-change-plan', {
      params: { path: { fieldId } },
      body: { Change: FieldChange.Delete },
    }),
  ) as Promise<SchemaChangePlan>
}

export function saveFieldOrder(tableId: string, fieldIds: string[]): Promise<unknown> {
  return unwrap(
    apiClient.PUT('/api/workspace/admin/entity-definition-tables/{entityDefinitionTableId}/field-order', {
      params: { path: { entityDefinitionTableId: tableId } },
      body: { FieldIds: fieldIds },
    }),
  )
}

export function listClassifierCatalogs(): Promise<ClassifierCatalog[]> {
  return unwrap(apiClient.GET('/api/workspace/admin/classifier-catalogs')) as Promise<ClassifierCatalog[]>
}

export function useClassifierCatalogs() {
  // Built-in catalogs change only with a release.
  return useQuery({ queryKey: entitiesKeys.classifierCatalogs, queryFn: listClassifierCatalogs, staleTime: 5 * 60_000 })
}

/** Field writes answer the field only: the definition (other fields, tables, counts) is read again. */
function useFieldMutation<TInput, TResult>(entityDefinitionId: () => string, mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => refreshDefinition(client, entityDefinitionId()),
  })
}

export function useCreateField(entityDefinitionId: () => string) {
  return useFieldMutation(entityDefinitionId, (input: { tableId: string; body: FieldCreateRequest }) =>
    createField(input.tableId, input.body),
  )
}

export function useUpdateField(entityDefinitionId: () => string) {
  return useFieldMutation(entityDefinitionId, (input: { fieldId: string; body: FieldUpdateRequest }) =>
    updateField(input.fieldId, input.body),
  )
}

export function useDeleteField(entityDefinitionId: () => string) {
  return useFieldMutation(entityDefinitionId, (input: { fieldId: string; token: string | null }) =>
    deleteField(input.fieldId, input.token),
  )
}

export function useSaveFieldOrder(entityDefinitionId: () => string) {
  return useFieldMutation(entityDefinitionId, (input: { tableId: string; fieldIds: string[] }) =>
    saveFieldOrder(input.tableId, input.fieldIds),
  )
}
