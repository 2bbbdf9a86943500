import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap } from '@/api'
import { entitiesKeys } from './queryKeys'
import type { ValidationRule, ValidationRuleCreateRequest, ValidationRuleUpdateRequest } from '../rules/rules.types'
import { refreshDefinition } from './definitions'

const LIST = '/api/workspace/admin/entity-definitions/{entityDefinitionId}/validation-rules'
const ITEM = '/api/workspace/admin/entity-validation-rules/{ruleId}'

export function listValidationRules(entityDefinitionId: string, signal?: AbortSignal): Promise<ValidationRule[]> {
  return unwrap(apiClient.GET(LIST, { params: { path: { entityDefinitionId } }, signal })) as Promise<ValidationRule[]>
}

export function createValidationRule(entityDefinitionId: string, body: ValidationRuleCreateRequest): Promise<ValidationRule> {
  return unwrap(apiClient.POST(LIST, { params: { path: { entityDefinitionId } }, body })) as Promise<ValidationRule>
}

export function updateValidationRule(ruleId: string, body: ValidationRuleUpdateRequest): Promise<ValidationRule> {
  return unwrap(apiClient.PUT(ITEM, { params: { path: { ruleId } }, body })) as Promise<ValidationRule>
}

export function deleteValidationRule(ruleId: string, rowVersion: string): Promise<string> {
  return unwrap(apiClient.DELETE(ITEM, { params: { path: { ruleId }, query: { rowVersion } } }))
}

/** Sets the check order; `ruleIds` lists every rule of the definition once. Answers the ordered list. */
export function orderValidationRules(entityDefinitionId: string, ruleIds: string[]): Promise<ValidationRule[]> {
  return unwrap(
    apiClient.PUT('/api/workspace/admin/entity-definitions/{entityDefinitionId}/validation-rules/order', {
      params: { path: { entityDefinitionId } },
      body: { RuleIds: ruleIds },
    }),
  ) as Promise<ValidationRule[]>
}

/** The rules of a definition in check order. */
export function useValidationRules(entityDefinitionId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.definitions.validationRules(toValue(entityDefinitionId))),
    queryFn: ({ signal }) => listValidationRules(toValue(entityDefinitionId), signal),
    select: (rules) => [...rules].sort((a, b) => a.SortOrder - b.SortOrder),
  })
}

/**
 * Rule writes change the definition (its RowVersion and ModifiedAt): the saved rule goes into the
 * list at once, then the definition and its lists are read again.
 */
function useRuleMutation<TInput, TResult>(
  entityDefinitionId: () => string,
  mutationFn: (input: TInput) => Promise<TResult>,
  store: (list: ValidationRule[], result: TResult) => ValidationRule[],
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (result) =>
      client.setQueryData<ValidationRule[]>(entitiesKeys.definitions.validationRules(entityDefinitionId()), (list) => list && store(list, result)),
    onSettled: () => refreshDefinition(client, entityDefinitionId()),
  })
}

const replace = (list: ValidationRule[], saved: ValidationRule) => list.map((rule) => (rule.Id === saved.Id ? saved : rule))

export function useCreateValidationRule(entityDefinitionId: () => string) {
  return useRuleMutation(
    entityDefinitionId,
    (body: ValidationRuleCreateRequest) => createValidationRule(entityDefinitionId(), body),
    (list, saved) => [...list, saved],
  )
}

export function useUpdateValidationRule(entityDefinitionId: () => string) {
  return useRuleMutation(
    entityDefinitionId,
    (input: { ruleId: string; body: ValidationRuleUpdateRequest }) => updateValidationRule(input.ruleId, input.body),
    replace,
  )
}

export function useDeleteValidationRule(entityDefinitionId: () => string) {
  return useRuleMutation(
    entityDefinitionId,
    (rule: Pick<ValidationRule, 'Id' | 'RowVersion'>) => deleteValidationRule(rule.Id, rule.RowVersion),
    (list, id) => list.filter((rule) => rule.Id !== id),
  )
}

export function useOrderValidationRules(entityDefinitionId: () => string) {
  return useRuleMutation(entityDefinitionId, (ruleIds: string[]) => orderValidationRules(entityDefinitionId(), ruleIds), (_list, ordered) => ordered)
}
