import type { Schema } from '../types'
import { arr, bool, filled, int32, nullable, ref, request, str, uuid } from '../s'

/**
 * Reference Eligibility (configuration scope item 13): rules on a reference field comparing Current
 * source values with Candidate target values. The API validates, impact-checks and stores them
 * disabled; Enabled = true is unavailable until runtime candidate and mutation consumers are released.
 */

const NOTE = 'Reference Eligibility as the spec names it (validate, impact, store disabled); the shapes are designed in its conventions.'
const ruleBody = {
  Name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'Stable technical key, unique per field.' } as Schema,
  DisplayName: { type: 'string', minLength: 1, maxLength: 200 } as Schema,
  Expression: str('A condition over Current.<field of this record> and Candidate.<field of the referenced record>.'),
  Enabled: bool('Must be false: enabling is unavailable until runtime candidate and mutation consumers are released.'),
}

export const referenceEligibilitySchemas: Record<string, Schema> = {
  ReferenceEligibilityRule: filled(
    { Id: str(), EntityDefinitionId: str(), FieldId: str(), ...ruleBody, SortOrder: int32(), RowVersion: uuid() },
    'A stored, disabled Reference Eligibility rule of a reference field.',
  ),
  ReferenceEligibilityRuleCreateRequest: request(ruleBody, ['Name', 'DisplayName', 'Expression'], NOTE),
  ReferenceEligibilityRuleUpdateRequest: request(
    { DisplayName: ruleBody.DisplayName, Expression: ruleBody.Expression, Enabled: ruleBody.Enabled, RowVersion: uuid('The rule\'s RowVersion.') },
    ['DisplayName', 'Expression', 'RowVersion'],
    NOTE,
  ),
  ReferenceEligibilityCheckRequest: request({ Expression: str() }, ['Expression'], NOTE),
  ReferenceEligibilitySample: filled(
    {
      InstanceId: str(),
      Number: str(),
      DisplayName: str(),
      CandidateId: str(),
      CandidateNumber: str(),
      CandidateDisplayName: str(),
    },
    'An existing reference the rule would find ineligible.',
  ),
  ReferenceEligibilityImpact: filled(
    {
      Validation: ref('ExpressionValidationResult'),
      CheckedReferenceCount: int32('Existing references of active records checked.'),
      IneligibleCount: nullable(int32('How many of them the rule would find ineligible; null when the expression is not valid.')),
      Samples: arr(ref('ReferenceEligibilitySample'), 'Up to 10 ineligible references.'),
    },
    'What a rule would say about the references that exist now.',
  ),
}
