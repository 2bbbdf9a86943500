import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import type { ExpressionValidationResult } from './expressions'
import { entitiesKeys } from './queryKeys'

/** Reference Eligibility rules of a reference field: validated, impact-checked, stored disabled. */

export type EligibilityRule = Complete<Schemas['ReferenceEligibilityRule']>
export type EligibilityImpact = Complete<Schemas['ReferenceEligibilityImpact']>
export type EligibilityRuleCreateRequest = Schemas['ReferenceEligibilityRuleCreateRequest']
export type EligibilityRuleUpdateRequest = Schemas['ReferenceEligibilityRuleUpdateRequest']

const RULES = '/api/workspace/admin/entity-fields/{fieldId}/reference-eligibility'
const RULE = '/api/workspace/admin/reference-eligibility-rules/{ruleId}'

export function useEligibilityRules(fieldId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.eligibility(toValue(fieldId) ?? '')),
    enabled: computed(() => toValue(fieldId) !== null),
    queryFn: ({ signal }) => unwrap(apiClient.GET(RULES, { params: { path: { fieldId: toValue(fieldId)! } }, signal })) as Promise<EligibilityRule[]>,
  })
}

export function validateEligibility(fieldId: string, expression: string, signal?: AbortSignal): Promise<ExpressionValidationResult> {
  return unwrap(apiClient.POST(`${RULES}/validate`, { params: { path: { fieldId } }, body: { Expression: expression }, signal }))
}

export function checkEligibilityImpact(fieldId: string, expression: string): Promise<EligibilityImpact> {
  return unwrap(apiClient.POST(`${RULES}/impact`, { params: { path: { fieldId } }, body: { Expression: expression } })) as Promise<EligibilityImpact>
}

/** Rule writes read the field's rules again. */
function useRuleMutation<TInput, TResult>(fieldId: () => string, mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: entitiesKeys.eligibility(fieldId()) }) })
}

export function useSaveEligibilityRule(fieldId: () => string) {
  return useRuleMutation(fieldId, (input: { id: string | null; body: EligibilityRuleCreateRequest | EligibilityRuleUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(RULE, { params: { path: { ruleId: input.id } }, body: input.body as EligibilityRuleUpdateRequest }))
      : unwrap(apiClient.POST(RULES, { params: { path: { fieldId: fieldId() } }, body: input.body as EligibilityRuleCreateRequest }))) as Promise<EligibilityRule>,
  )
}

export function useDeleteEligibilityRule(fieldId: () => string) {
  return useRuleMutation(fieldId, (rule: Pick<EligibilityRule, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(RULE, { params: { path: { ruleId: rule.Id }, query: { rowVersion: rule.RowVersion } } })),
  )
}
