import { administratorRoles, type OperationHandlers } from '../../../http/operation'
import { createRule, deleteRule, listFieldRules, ruleImpact, updateRule, validateRule } from './eligibility.service'

/** Reference Eligibility administration: Admin or Configurator holding entities.configure. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

export const eligibilityOperations: OperationHandlers = {
  ReferenceEligibility_List: { ...configure, handle: ({ db, params }) => listFieldRules(db, params.fieldId) },
  ReferenceEligibility_Create: { ...configure, handle: ({ db, params, body, now }) => createRule(db, params.fieldId, body, now) },
  ReferenceEligibility_Validate: { ...configure, handle: ({ db, params, body }) => validateRule(db, params.fieldId, body.Expression) },
  ReferenceEligibility_Impact: { ...configure, handle: ({ db, params, body }) => ruleImpact(db, params.fieldId, body.Expression) },
  ReferenceEligibility_Update: { ...configure, handle: ({ db, params, body, now }) => updateRule(db, params.ruleId, body, now) },
  ReferenceEligibility_Delete: { ...configure, handle: ({ db, params, query, now }) => deleteRule(db, params.ruleId, query.rowVersion, now) },
}
