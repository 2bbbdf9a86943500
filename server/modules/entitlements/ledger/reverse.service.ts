import type { Db } from '../../../db'
import { WithWarnings } from '../../../http/envelope'
import { badRequest, conflict, notFound, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { assembleDetail, type EntitlementDetail } from '../detail/detail'
import { fromDecimalString, toDouble } from '../shared/amount'
import { isTerminal, notAdjustableMessage, overLimitWarnings } from './adjust.service'
import { entryFactsOf, formatAmount, idempotencyKeyOf, LedgerCode, LedgerOperation } from './command'
import { replayOf, requestHash, storeAnswer } from './idempotency'
import { findEntryOf, markReversed } from './ledger.repo'
import { limitStates, lockAdjustable, writeEntry } from './ledger.write'
import type { PublicSchemas } from '../../../http/contractOperations'

/**
 * Reversal (assumed): undoes what is left of an Adjust, Consume or Release entry with a Reverse entry
 * that references it; the original keeps nothing left to reverse. Replay-safe like the adjust.
 */

export type ReverseRequest = PublicSchemas['EntitlementLedgerReverseRequest']

const reversibleOperations: readonly number[] = [LedgerOperation.Adjust, LedgerOperation.Consume, LedgerOperation.Release]

export async function reverseLedgerEntry(
  db: Db,
  entitlementId: string,
  ledgerEntryId: string,
  body: ReverseRequest,
  auth: AuthContext,
  now: Date,
): Promise<WithWarnings<EntitlementDetail>> {
  const key = idempotencyKeyOf(body)
  // The same body against another entry is another request.
  const hash = requestHash({ ...body, ReversesLedgerEntryId: ledgerEntryId })
  return db.transaction(async (tx) => {
    const { row, access } = await lockAdjustable(tx, entitlementId, auth)
    const current = () => assembleDetail(tx, row, access, now)
    const replay = await replayOf(tx, row.id, key, hash, current)
    if (replay) return new WithWarnings(replay.Data, replay.Warnings)
    if (isTerminal(row.status)) throw conflict(LedgerCode.notAdjustable, notAdjustableMessage(row), 'Status', await current())
    const entry = await findEntryOf(tx, row.id, ledgerEntryId)
    if (!entry) throw notFound('The ledger entry does not exist.', 'ledgerEntryId')
    if (!reversibleOperations.includes(entry.operation) || entry.reversibleQuantity === null) {
      throw badRequest(LedgerCode.notReversible, 'Only adjust, consume and release entries can be reversed.', 'ledgerEntryId')
    }
    const remaining = fromDecimalString(entry.reversibleQuantity)
    if (remaining === 0n) throw conflict(LedgerCode.alreadyReversed, 'This ledger entry has already been reversed.', 'ledgerEntryId', await current())
    const limit = (await limitStates(tx, row, now)).find((candidate) => candidate.id === entry.limitId)!
    if (body.RowVersion && body.RowVersion !== limit.rowVersion) throw staleRowVersion(await current())
    const consumed = limit.consumed - remaining
    if (consumed < 0n) {
      throw badRequest(
        LedgerCode.negativeBalance,
        `Reversing this entry would leave a consumed amount of ${formatAmount(toDouble(consumed))}; it cannot go below 0.`,
        'ledgerEntryId',
      )
    }
    const facts = entryFactsOf(body)
    const written = await writeEntry(tx, {
      entitlementId: row.id,
      limitId: limit.id,
      operation: LedgerOperation.Reverse,
      quantity: -remaining,
      balanceAfter: consumed,
      reversesLedgerEntryId: entry.id,
      reversibleQuantity: null,
      facts,
      actorUserId: auth.userId,
      now,
    })
    await markReversed(tx, entry.id)
    const detail = await assembleDetail(tx, { ...row, row_version: written.rowVersion }, access, now)
    const warnings = overLimitWarnings(limit, consumed)
    await storeAnswer(tx, row.id, key, hash, written.entryId, { Data: detail, Warnings: warnings }, now)
    return new WithWarnings(detail, warnings)
  })
}
