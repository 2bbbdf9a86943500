import { useQuery } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import { entitiesKeys } from '../queryKeys'

export type ExpressionValidationRequest = Schemas['ExpressionValidationRequest']
export type ExpressionValidationResult = Schemas['ExpressionValidationResult']
export type ExpressionEvaluationRequest = Schemas['ExpressionEvaluationRequest']
export type ExpressionEvaluationResult = Schemas['ExpressionEvaluationResult']
export type ExpressionLanguage = Schemas['ExpressionLanguage']
export type FieldCalculationResult = Schemas['FieldCalculationResult']

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

/** The function library and keywords; they change only with a release of the installation. */
export function useExpressionLanguage() {
  return useQuery({
    queryKey: entitiesKeys.expressions.language,
    queryFn: ({ signal }) => getExpressionLanguage(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}
