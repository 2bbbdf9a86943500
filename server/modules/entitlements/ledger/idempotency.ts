import { createHash } from 'node:crypto'
import type { Db } from '../../../db'
import type { Issue } from '../../../http/envelope'
import { conflict } from '../../../http/errors'
import { canonicalJson } from '../../entities'
import type { EntitlementDetail } from '../detail/detail.types'
import { findAdjustRequest, insertAdjustRequest } from './adjustRequests.repo'
import { LedgerCode } from './command'

/**
 * Replays of adjust and reverse by IdempotencyKey (entitlement_adjust_requests): the first result is
 * stored with the request's hash in the transaction that wrote the entry, and answered again as it
 * was. Callers hold the entitlement's row lock, so concurrent repeats wait and then find the row.
 */

/** What a ledger command answered: the detail (kept as JSON, which it survives unchanged) and its warnings. */
export interface StoredAnswer {
  Data: EntitlementDetail
  Warnings: Issue[]
}

export const requestHash = (request: unknown): string => createHash('sha256').update(canonicalJson(request)).digest('hex')

/**
 * The stored answer of an earlier request with this key: the same request gets it back; another
 * request under the same key is refused (409, Data = the current detail). Null when the key is new.
 */
export async function replayOf(
  db: Db,
  entitlementId: string,
  key: string | null,
  hash: string,
  currentDetail: () => Promise<EntitlementDetail>,
): Promise<StoredAnswer | null> {
  if (key === null) return null
  const stored = await findAdjustRequest(db, entitlementId, key)
  if (!stored) return null
  if (stored.requestHash !== hash) {
    throw conflict(
      LedgerCode.idempotencyKeyReused,
      'This IdempotencyKey was already used for another request; use a new key for a new change.',
      'IdempotencyKey',
      await currentDetail(),
    )
  }
  return stored.response
}

/** Keeps the answer for repeats, as JSON: on the wire a replay reads exactly like the first answer. */
export async function storeAnswer(
  db: Db,
  entitlementId: string,
  key: string | null,
  hash: string,
  ledgerEntryId: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  if (key === null) return
  await insertAdjustRequest(db, { entitlementId, key, hash, ledgerEntryId, answer, now })
}
