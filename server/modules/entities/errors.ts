import { EnvelopeError, badRequest, conflict } from '../../http/errors'
import type { Issue } from '../../http/envelope'

/** Issue codes of entity schema administration (docs/contract-entities.md lists them). */
export const EntityCode = {
  invalid: 'workspace.validation.invalid',
  required: 'workspace.validation.required',
  duplicateName: 'workspace.entities.duplicateName',
  duplicateKey: 'workspace.entities.duplicateKey',
  memberNotApplicable: 'workspace.entities.memberNotApplicable',
  unknownDefinition: 'workspace.entities.unknownDefinition',
  invalidPairedField: 'workspace.entities.invalidPairedField',
  unknownCatalog: 'workspace.entities.unknownCatalog',
  unknownCurrency: 'workspace.entities.unknownCurrency',
  invalidDefault: 'workspace.entities.invalidDefault',
  invalidOptions: 'workspace.entities.invalidOptions',
  nameTooLong: 'workspace.entities.nameTooLong',
  storageNameTaken: 'workspace.entities.storageNameTaken',
  pendingDeletion: 'workspace.entities.pendingDeletion',
  notPendingDeletion: 'workspace.entities.notPendingDeletion',
  purgeNotDue: 'workspace.entities.purgeNotDue',
  referencedByOtherDefinitions: 'workspace.entities.referencedByOtherDefinitions',
  protectedShape: 'workspace.entities.protectedShape',
  confirmationRequired: 'workspace.entities.confirmationRequired',
  confirmationMismatch: 'workspace.entities.confirmationMismatch',
  confirmationStale: 'workspace.entities.confirmationStale',
  fieldHasDependents: 'workspace.entities.fieldHasDependents',
  fieldReadByExpressions: 'workspace.entities.fieldReadByExpressions',
  uniqueViolation: 'workspace.entities.uniqueViolation',
  duplicateConstraint: 'workspace.entities.duplicateConstraint',
  fieldNotIndexable: 'workspace.entities.fieldNotIndexable',
  fieldOrderMismatch: 'workspace.entities.fieldOrderMismatch',
  duplicateStatement: 'workspace.entities.duplicateStatement',
  nestedTable: 'workspace.entities.nestedTable',
  ownedByBoard: 'workspace.entities.ownedByBoard',
} as const

export const invalid = (message: string, field?: string): EnvelopeError => badRequest(EntityCode.invalid, message, field)

export const required = (member: string, message = `${member} is required.`): EnvelopeError =>
  badRequest(EntityCode.required, message, member)

export function entityIssue(code: string, message: string, field?: string, metadata?: Record<string, string>): Issue {
  const item: Issue = { Code: code, Message: message }
  if (field !== undefined) item.Field = field
  if (metadata) item.Metadata = metadata
  return item
}

export function pendingDeletion(current: unknown = null): EnvelopeError {
  return conflict(
    EntityCode.pendingDeletion,
    'The entity definition is pending deletion and cannot be changed. Cancel the deletion request first.',
    undefined,
    current,
  )
}

export function protectedShape(member: string, current: unknown): EnvelopeError {
  return conflict(
    EntityCode.protectedShape,
    `The field is protected: its ${member} cannot be changed. Only DisplayName and the When conditions stay editable.`,
    member,
    current,
  )
}
