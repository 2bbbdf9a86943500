import { badRequest, conflict, type EnvelopeError } from '../../../http/errors'
import { FieldCheckCode, invalid, oneOf, optionalText, requiredText } from '../../../http/fieldChecks'
import { fromDouble, type Micros } from '../shared/amount'

/** Issue codes of the entitlement setup (docs/entitlements.md lists them with their meaning). */
export const AdminCode = {
  ...FieldCheckCode,
  keyInvalid: 'serviceEntitlements.admin.validation.keyInvalid',
  keyTaken: 'serviceEntitlements.admin.keyTaken',
  definitionInvalid: 'serviceEntitlements.admin.validation.definitionInvalid',
  surfaceKeyRequired: 'serviceEntitlements.admin.validation.surfaceKeyRequired',
  pathInvalid: 'serviceEntitlements.admin.validation.pathInvalid',
  subjectUnknown: 'serviceEntitlements.admin.validation.subjectUnknown',
  leadDaysInvalid: 'serviceEntitlements.admin.validation.leadDaysInvalid',
  externalKeyRequired: 'serviceEntitlements.admin.validation.externalKeyRequired',
  periodInvalid: 'serviceEntitlements.admin.validation.periodInvalid',
  tooManyPeriods: 'serviceEntitlements.admin.validation.tooManyPeriods',
  familyUnknown: 'serviceEntitlements.admin.validation.familyUnknown',
  policyUnknown: 'serviceEntitlements.admin.validation.policyUnknown',
  limitKeyDuplicate: 'serviceEntitlements.admin.validation.limitKeyDuplicate',
  amountInvalid: 'serviceEntitlements.validation.amountInvalid',
  modelHasPlans: 'serviceEntitlements.admin.modelHasPlans',
  rolesLocked: 'serviceEntitlements.admin.rolesLocked',
  familyInUse: 'serviceEntitlements.admin.familyInUse',
  policyInUse: 'serviceEntitlements.admin.policyInUse',
  planInUse: 'serviceEntitlements.admin.planInUse',
} as const

// The common field checks, kept importable from here for the module's services.
export { invalid, oneOf, optionalText, requiredText }

const keyPattern = /^[a-z][a-z0-9-]{0,39}$/

/** Trims and lower-cases a key; 400 on the named field when it is not a key. */
export function normaliseKey(value: string | null | undefined, field = 'Key'): string {
  const key = value?.trim().toLowerCase() ?? ''
  if (!keyPattern.test(key)) {
    throw badRequest(AdminCode.keyInvalid, 'A key starts with a letter and has at most 40 lower-case letters, digits and hyphens.', field)
  }
  return key
}

export function keyTaken(kind: string, key: string, data: unknown = null): EnvelopeError {
  return conflict(AdminCode.keyTaken, `The ${kind} key "${key}" is already taken.`, 'Key', data)
}

/** A non-negative amount in millionths, or null when the double is null (unlimited). */
export function grantedAmount(value: number | null | undefined, field: string): Micros | null {
  if (value === null || value === undefined) return null
  const micros = fromDouble(value)
  if (micros === null || micros < 0n) {
    throw badRequest(AdminCode.amountInvalid, `${field} must be a number from 0 to 1,000,000,000,000.`, field)
  }
  return micros
}

