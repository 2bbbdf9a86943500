import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { EntityDefinition, EntityField } from './entities.types'
import { entitiesKeys } from './queryKeys'
import { getDefinition, refreshDefinition } from './definitions'

export type ExpressionValidationRequest = Schemas['ExpressionValidationRequest']
export type ExpressionValidationResult = Schemas['ExpressionValidationResult']
export type ExpressionEvaluationRequest = Schemas['ExpressionEvaluationRequest']
export type ExpressionEvaluationResult = Schemas['ExpressionEvaluationResult']
export type ExpressionLanguage = Schemas['ExpressionLanguage']
export type FieldCalculationResult = Schemas['FieldCalculationResult']
export type FieldCalculationSaveRequest = Schemas['FieldCalculationSaveRequest']

/** Checks an expression for its purpose; a mistake answers IsValid false with Diagnostics, not an error. */
export function validateExpression(body: ExpressionValidationRequest, signal?: AbortSignal): Promise<ExpressionValidationResult> {
  return unwrap(apiClient.POST('/api/workspace/admin/expressions/validate', { body, signal }))
}

/** Evaluates an expression against one stored record (the live preview); nothing is saved. */
export function evaluateExpression(body: ExpressionEvaluationRequest, signal?: AbortSignal): Promise<ExpressionEvaluationResult> {
  return unwrap(apiClient.POST('/api/workspace/admin/expressions/evaluate', { body, signal }))
}

export function getExpressionLanguage(signal?: AbortSignal): Promise<ExpressionLanguage> {
  return unwrap(apiClient.GET('/api/workspace/admin/expressions/language', { signal }))
}

/** Checks a calculation against its (saved) field: fit to the field's type and the records a save recomputes. */
export function validateCalculation(fieldId: string, expression: string, signal?: AbortSignal): Promise<FieldCalculationResult> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-fields/{fieldId}/calculation/validate', {
      params: { path: { fieldId } },
      body: { Expression: expression },
      signal,
    }),
  )
}

/** Saves (or with Expression null removes) a field's calculation with the field's RowVersion; answers the updated field and the recalculation job. */
export function saveCalculation(fieldId: string, body: FieldCalculationSaveRequest): Promise<FieldCalculationResult> {
  return unwrap(
    apiClient.PUT('/api/workspace/admin/entity-fields/{fieldId}/calculation', { params: { path: { fieldId } }, body }),
  )
}

/** Puts a field the server answered into its cached definition, so the designer shows it at once. */
export function storeField(client: QueryClient, entityDefinitionId: string, field: EntityField): void {
  client.setQueryData<EntityDefinition>(entitiesKeys.definitions.detail(entityDefinitionId), (definition) =>
    definition
      ? {
          ...definition,
          Tables: definition.Tables.map((table) =>
            table.Fields.some((item) => item.Id === field.Id)
              ? { ...table, Fields: table.Fields.map((item) => (item.Id === field.Id ? field : item)) }
              : table,
          ),
        }
      : definition,
  )
}

/**
 * Saving a calculation changes the field (new RowVersion), the definition (its RowVersion: read
 * again) and, through the recalculation job, the stored values of its records.
 */
export function useSaveCalculation(entityDefinitionId: () => string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { fieldId: string; body: FieldCalculationSaveRequest }) => saveCalculation(input.fieldId, input.body),
    onSuccess: (result) => {
      if (result.Field) storeField(client, entityDefinitionId(), result.Field as EntityField)
      void client.invalidateQueries({ queryKey: entitiesKeys.records.all(entityDefinitionId()) })
    },
    onSettled: () => refreshDefinition(client, entityDefinitionId()),
  })
}

/** The function library and keywords; they change only with a release of the installation. */
export function useExpressionLanguage() {
  return useQuery({
    queryKey: entitiesKeys.expressions.language,
    queryFn: ({ signal }) => getExpressionLanguage(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/**
 * A definition's detail for the expression editor following a path (`customer.country`): from the
 * query cache when there (the designer has its own definition loaded), fetched once otherwise; an
 * edit that invalidates the detail makes the next path fetch it again.
 */
export function fetchDefinitionForExpressions(client: QueryClient, entityDefinitionId: string): Promise<EntityDefinition> {
  return client.fetchQuery({
    queryKey: entitiesKeys.definitions.detail(entityDefinitionId),
    queryFn: ({ signal }) => getDefinition(entityDefinitionId, signal),
    staleTime: Infinity,
  })
}
