import { FunctionCodes } from '../functions'

/** Issue codes of entity UI actions. */
export const ActionCodes = {
  invalid: 'workspace.validation.invalid',
  required: 'workspace.validation.required',
  duplicateKey: 'workspace.functions.actions.duplicateKey',
  invalidCondition: 'workspace.functions.actions.invalidCondition',
  unknownFunction: FunctionCodes.unknownFunction,
  unknownVersion: 'workspace.functions.actions.unknownVersion',
  unknownAction: FunctionCodes.unknownAction,
  selectionOutsideMode: FunctionCodes.actionTargetMismatch,
  actionDisabled: 'workspace.functions.actions.disabled',
  functionDisabled: 'workspace.functions.actions.functionDisabled',
  functionUnavailable: 'workspace.functions.actions.functionUnavailable',
  noEligibleRecords: 'workspace.functions.actions.noEligibleRecords',
} as const
