/** Issue codes of record matching. */
export const MatchingCodes = {
  invalid: 'workspace.validation.invalid',
  required: 'workspace.validation.required',
  duplicateKey: 'workspace.recordMatching.duplicateKey',
  duplicateRuleKey: 'workspace.recordMatching.duplicateRuleKey',
  unknownDefinition: 'workspace.recordMatching.unknownDefinition',
  unknownField: 'workspace.recordMatching.unknownField',
  fieldUnsuitable: 'workspace.recordMatching.fieldUnsuitable',
  sideInvalid: 'workspace.recordMatching.pairSideInvalid',
} as const
