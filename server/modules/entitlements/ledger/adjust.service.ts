import type { Db } from '../../../db'
import { WithWarnings, type Issue } from '../../../http/envelope'
import { badRequest, conflict, EnvelopeError, issue, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { assembleDetail, type EntitlementDetail } from '../detail/detail'
import { EntitlementStatus, statusName } from '../runtime/states'
import { toDouble, type Micros } from '../shared/amount'
import { amountOf, entryFactsOf, formatAmount, idempotencyKeyOf, LedgerCode, LedgerOperation } from './command'
import { replayOf, requestHash, storeAnswer } from './idempotency'
import { limitStates, lockAdjustable, writeEntry, type LimitState } from './ledger.write'
import type { EntitlementRow } from '../detail/detail.repo'
import type { PublicSchemas } from '../../../http/contractOperations'

/** The documented adjust: sets one limit's consumed amount to an absolute value, through one ledger entry. */

export type AdjustRequest = PublicSchemas['EntitlementQuantityAdjustRequest']

const familyNames = ['Quantity', 'Consumption', 'Seats', 'Monetary']
const familyName = (family: number | undefined): string => (family === undefined ? undefined : familyNames[family]) ?? `family ${family}`

/** The limit the request names, or the one active limit of its family. */
function selectLimit(limits: LimitState[], body: AdjustRequest): LimitState {
  if (body.EntitlementLimitId) {
    const named = limits.find((limit) => limit.id === body.EntitlementLimitId)
    if (!named) throw badRequest(LedgerCode.limitUnknown, 'The limit is not a limit of this entitlement.', 'EntitlementLimitId')
    if (named.limitFamily !== body.LimitFamily) {
      throw badRequest(
        LedgerCode.limitFamilyMismatch,
        `The limit “${named.displayName}” is a ${familyName(named.limitFamily)} limit, not a ${familyName(body.LimitFamily)} limit.`,
        'LimitFamily',
      )
    }
    return named
  }
  const active = limits.filter((limit) => limit.isActive && limit.limitFamily === body.LimitFamily)
  if (active.length === 0) {
    throw badRequest(LedgerCode.noActiveLimit, `This entitlement has no active ${familyName(body.LimitFamily)} limit.`, 'LimitFamily')
  }
  if (active.length > 1) {
    const refused = issue(
      LedgerCode.limitRequired,
      `This entitlement has ${active.length} active ${familyName(body.LimitFamily)} limits: name one with EntitlementLimitId.`,
      'EntitlementLimitId',
    )
    throw new EnvelopeError(400, [{ ...refused, Metadata: { limitIds: active.map((limit) => limit.id).join(',') } }])
  }
  return active[0]!
}

/** A consumption over the granted amount is recorded, and answered with a warning. */
export function overLimitWarnings(limit: LimitState, consumed: Micros, field?: string): Issue[] {
  if (limit.granted === null || consumed <= limit.granted) return []
  const message = `Consumption ${formatAmount(toDouble(consumed))} is over the granted ${formatAmount(toDouble(limit.granted))}.`
  return [{ ...issue(LedgerCode.overLimit, message, field), Severity: 1 }]
}

export const isTerminal = (status: number): boolean => status === EntitlementStatus.Cancelled || status === EntitlementStatus.Revoked

export const notAdjustableMessage = (row: EntitlementRow): string =>
  `The entitlement is ${statusName(row.status)}; its consumption can no longer change.`

/**
 * Answers the detail with its warnings: the EntitlementDetail itself when this call wrote the entry,
 * the stored JSON of the first answer when it replays an IdempotencyKey (alike on the wire).
 */
export async function adjustQuantity(db: Db, entitlementId: string, body: AdjustRequest, auth: AuthContext, now: Date): Promise<WithWarnings<EntitlementDetail>> {
  const key = idempotencyKeyOf(body)
  const hash = requestHash(body)
  return db.transaction(async (tx) => {
    const { row, access } = await lockAdjustable(tx, entitlementId, auth)
    const current = () => assembleDetail(tx, row, access, now)
    // A retry of a request that succeeded carries the RowVersion it changed: replay before comparing it.
    const replay = await replayOf(tx, row.id, key, hash, current)
    if (replay) return new WithWarnings(replay.Data, replay.Warnings)
    if (isTerminal(row.status)) throw conflict(LedgerCode.notAdjustable, notAdjustableMessage(row), 'Status', await current())
    const limit = selectLimit(await limitStates(tx, row, now), body)
    if (body.RowVersion && body.RowVersion !== limit.rowVersion) throw staleRowVersion(await current())
    const consumed = amountOf(body.NewConsumedAmount, 'NewConsumedAmount')
    if (consumed === limit.consumed) {
      throw badRequest(LedgerCode.noChange, `The consumed amount is already ${formatAmount(toDouble(consumed))}.`, 'NewConsumedAmount')
    }
    const facts = entryFactsOf(body)
    const change = consumed - limit.consumed
    const written = await writeEntry(tx, {
      entitlementId: row.id,
      limitId: limit.id,
      operation: LedgerOperation.Adjust,
      quantity: change,
      balanceAfter: consumed,
      reversesLedgerEntryId: null,
      reversibleQuantity: change,
      facts,
      actorUserId: auth.userId,
      now,
    })
    const detail = await assembleDetail(tx, { ...row, row_version: written.rowVersion }, access, now)
    const warnings = overLimitWarnings(limit, consumed, 'NewConsumedAmount')
    await storeAnswer(tx, row.id, key, hash, written.entryId, { Data: detail, Warnings: warnings }, now)
    return new WithWarnings(detail, warnings)
  })
}
