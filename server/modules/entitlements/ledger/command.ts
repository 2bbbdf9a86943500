import { badRequest } from '../../../http/errors'
import { fromDouble, type Micros } from '../shared/amount'
import type { PublicSchemas } from '../../../http/contractOperations'
export { LedgerOperation } from '../../../../shared/enums'

/** What adjust and reverse share: their codes and the checks of the reason, source and idempotency members. */

export const LedgerCode = {
  amountInvalid: 'serviceEntitlements.validation.amountInvalid',
  reasonInvalid: 'serviceEntitlements.validation.reasonInvalid',
  idempotencyKeyInvalid: 'serviceEntitlements.validation.idempotencyKeyInvalid',
  idempotencyKeyReused: 'serviceEntitlements.runtime.idempotencyKeyReused',
  notAdjustable: 'serviceEntitlements.runtime.notAdjustable',
  limitUnknown: 'serviceEntitlements.runtime.limitUnknown',
  limitFamilyMismatch: 'serviceEntitlements.runtime.limitFamilyMismatch',
  noActiveLimit: 'serviceEntitlements.runtime.noActiveLimit',
  limitRequired: 'serviceEntitlements.runtime.limitRequired',
  noChange: 'serviceEntitlements.runtime.noChange',
  overLimit: 'serviceEntitlements.runtime.overLimit',
  entryUnknown: 'serviceEntitlements.runtime.ledgerEntryUnknown',
  notReversible: 'serviceEntitlements.runtime.notReversible',
  alreadyReversed: 'serviceEntitlements.runtime.alreadyReversed',
  negativeBalance: 'serviceEntitlements.runtime.negativeBalance',
} as const

/** LedgerOperation (openapi enums). */

export const maxIdempotencyKeyLength = 200
const maxReasonTextLength = 500
const maxReasonCodeLength = 100
const reasonCodePattern = /^[a-z0-9][a-z0-9._-]*$/

/** Members every ledger command body has (EntitlementQuantityAdjustRequest, EntitlementLedgerReverseRequest); an adjustment may leave SourceType out. */
export type LedgerCommandBody = Pick<
  PublicSchemas['EntitlementQuantityAdjustRequest'],
  'RowVersion' | 'ReasonCode' | 'ReasonText' | 'IdempotencyKey' | 'SourceType' | 'SourceData'
>

/** The reason and source a ledger entry records, normalised. */
export interface EntryFacts {
  reasonCode: string | null
  reasonText: string | null
  /** Missing only where the contract lets an adjustment leave it out. */
  sourceType: number | undefined
  sourceData: string | null
}

/** The IdempotencyKey as sent (null = none); blank and overlong keys are refused. */
export function idempotencyKeyOf(body: LedgerCommandBody): string | null {
  const key = body.IdempotencyKey ?? null
  if (key === null) return null
  if (key.trim() === '' || key.length > maxIdempotencyKeyLength) {
    throw badRequest(LedgerCode.idempotencyKeyInvalid, `An IdempotencyKey has 1 to ${maxIdempotencyKeyLength} characters.`, 'IdempotencyKey')
  }
  return key
}

export function entryFactsOf(body: LedgerCommandBody): EntryFacts {
  const reasonCode = body.ReasonCode?.trim().toLowerCase() || null
  if (reasonCode !== null && (reasonCode.length > maxReasonCodeLength || !reasonCodePattern.test(reasonCode))) {
    throw badRequest(
      LedgerCode.reasonInvalid,
      `A reason code has at most ${maxReasonCodeLength} lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit.`,
      'ReasonCode',
    )
  }
  const reasonText = body.ReasonText?.trim() || null
  if (reasonText !== null && reasonText.length > maxReasonTextLength) {
    throw badRequest(LedgerCode.reasonInvalid, `A reason has at most ${maxReasonTextLength} characters.`, 'ReasonText')
  }
  return { reasonCode, reasonText, sourceType: body.SourceType, sourceData: body.SourceData ?? null }
}

/** A granted or consumed amount from the contract's double: finite, within range, not negative. */
export function amountOf(value: number | undefined, field: string): Micros {
  const amount = fromDouble(value)
  if (amount === null || amount < 0n) {
    throw badRequest(LedgerCode.amountInvalid, 'Enter an amount of at least 0 and at most 1,000,000,000,000.', field)
  }
  return amount
}

/** An amount for messages: grouped digits, up to six decimals ("1,200", "0.25"). */
export const formatAmount = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 6 })
