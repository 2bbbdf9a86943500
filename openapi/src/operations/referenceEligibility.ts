import { arr, ref, str, uuid } from '../s'
import { queryParam, type OperationSpec } from './spec'

/** Reference Eligibility administration (assumed; configuration scope item 13). */

const ADMIN = '/api/workspace/admin'
const base = { document: 'config', contract: 'assumed', tag: 'ReferenceEligibility' } as const
const WRITE = [200, 400, 401, 403, 404, 409]
const fieldParam = { fieldId: 'Id of the reference field.' }
const rules = `${ADMIN}/entity-fields/{fieldId}/reference-eligibility`

export const referenceEligibilityOperations: OperationSpec[] = [
  {
    ...base,
    method: 'get',
    path: rules,
    operationId: 'ReferenceEligibility_List',
    summary: 'Lists the Reference Eligibility rules of a reference field.',
    pathParams: fieldParam,
    envelope: 'ReferenceEligibilityRuleArray',
    data: arr(ref('ReferenceEligibilityRule')),
    statuses: [200, 401, 403, 404],
  },
  {
    ...base,
    method: 'post',
    path: rules,
    operationId: 'ReferenceEligibility_Create',
    summary: 'Stores a rule, disabled; Enabled = true is refused.',
    pathParams: fieldParam,
    body: ref('ReferenceEligibilityRuleCreateRequest'),
    envelope: 'ReferenceEligibilityRule',
    data: ref('ReferenceEligibilityRule'),
    statuses: WRITE,
  },
  {
    ...base,
    method: 'post',
    path: `${rules}/validate`,
    operationId: 'ReferenceEligibility_Validate',
    summary: 'Checks a rule\'s expression over Current and Candidate without saving anything.',
    pathParams: fieldParam,
    body: ref('ReferenceEligibilityCheckRequest'),
    envelope: 'ExpressionValidationResult',
    data: ref('ExpressionValidationResult'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...base,
    method: 'post',
    path: `${rules}/impact`,
    operationId: 'ReferenceEligibility_Impact',
    summary: 'How many existing references the rule would find ineligible, with samples.',
    pathParams: fieldParam,
    body: ref('ReferenceEligibilityCheckRequest'),
    envelope: 'ReferenceEligibilityImpact',
    data: ref('ReferenceEligibilityImpact'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...base,
    method: 'put',
    path: `${ADMIN}/reference-eligibility-rules/{ruleId}`,
    operationId: 'ReferenceEligibility_Update',
    summary: 'Updates a rule; it stays disabled.',
    pathParams: { ruleId: 'Id of the rule.' },
    body: ref('ReferenceEligibilityRuleUpdateRequest'),
    envelope: 'ReferenceEligibilityRule',
    data: ref('ReferenceEligibilityRule'),
    statuses: WRITE,
  },
  {
    ...base,
    method: 'delete',
    path: `${ADMIN}/reference-eligibility-rules/{ruleId}`,
    operationId: 'ReferenceEligibility_Delete',
    summary: 'Deletes a rule; Data is its id.',
    pathParams: { ruleId: 'Id of the rule.' },
    query: [queryParam('rowVersion', uuid(), 'Expected row version; when given and stale the call answers 409.')],
    envelope: 'String',
    data: str(),
    statuses: WRITE,
  },
]
