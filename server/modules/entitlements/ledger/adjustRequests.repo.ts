import type { Db } from '../../../db'
import type { StoredAnswer } from './idempotency'

/** Ledger commands by IdempotencyKey (entitlement_adjust_requests): the request's hash and the answer it got. */

export interface StoredRequest {
  requestHash: string
  response: StoredAnswer
}

export async function findAdjustRequest(db: Db, entitlementId: string, key: string): Promise<StoredRequest | null> {
  const [stored] = await db.query<{ request_hash: string; response: StoredAnswer }>(
    'SELECT request_hash, response FROM entitlement_adjust_requests WHERE entitlement_id = $1 AND idempotency_key = $2',
    [entitlementId, key],
  )
  return stored ? { requestHash: stored.request_hash, response: stored.response } : null
}

/** Stores the request's hash with its answer (as JSON). */
export async function insertAdjustRequest(
  db: Db,
  request: { entitlementId: string; key: string; hash: string; ledgerEntryId: string; answer: StoredAnswer; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO entitlement_adjust_requests (entitlement_id, idempotency_key, request_hash, ledger_entry_id, response, created_at)
     VALUES ($1, $2, $3, $4, $5::json, $6)`,
    [request.entitlementId, request.key, request.hash, request.ledgerEntryId, JSON.stringify(request.answer), request.now],
  )
}
