import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { forbidden, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { findEntitlementRow, type EntitlementRow } from '../detail/detail.repo'
import { entitlementNotFoundMessage } from '../detail/detail'
import { missingGrantMessage } from '../detail/invariant'
import { modelAccess, type ModelAccess } from '../shared/access'
import { fromDecimalString, toDecimalString, type Micros } from '../shared/amount'
import { limitIsActive, periodStatusOf, type PeriodStatus } from '../runtime/states'
import type { EntryFacts } from './command'

/** The locked entitlement of a ledger command, readable and adjustable by the caller (404 / 403 otherwise). */
export async function lockAdjustable(db: Db, entitlementId: string, auth: AuthContext): Promise<{ row: EntitlementRow; access: ModelAccess }> {
  const row = await findEntitlementRow(db, entitlementId, true)
  const access = row ? (await modelAccess(db, auth, [row.model_id])).get(row.model_id) : undefined
  if (!row || !access?.read) throw notFound(entitlementNotFoundMessage, 'entitlementId')
  if (!access.adjust) throw forbidden(missingGrantMessage('adjust', row.model_display_name), {})
  return { row, access }
}

/** A limit of the entitlement as the ledger commands see it: exact amounts and whether it counts now. */
export interface LimitState {
  id: string
  key: string
  displayName: string
  limitFamily: number
  granted: Micros | null
  consumed: Micros
  rowVersion: string
  isActive: boolean
}

export async function limitStates(db: Db, row: EntitlementRow, now: Date): Promise<LimitState[]> {
  const limits = await db.query<{
    id: string
    plan_limit_key: string
    display_name: string
    limit_family: number
    granted_amount: string | null
    consumed_amount: string
    row_version: string
    starts_at: Date
    ends_at: Date | null
    grace_until: Date | null
    closed_status: PeriodStatus | null
  }>(
    `SELECT l.id, l.plan_limit_key, l.display_name, l.limit_family, l.granted_amount::text, l.consumed_amount::text, l.row_version,
       p.starts_at, p.ends_at, p.grace_until, p.closed_status
     FROM entitlement_limits l JOIN entitlement_periods p ON p.id = l.period_id
     WHERE l.entitlement_id = $1 ORDER BY p.period_number, l.sort_order`,
    [row.id],
  )
  const owner = { status: row.status, endsAt: row.ends_at, successorStartsAt: row.successor_starts_at }
  return limits.map((limit) => ({
    id: limit.id,
    key: limit.plan_limit_key,
    displayName: limit.display_name,
    limitFamily: limit.limit_family,
    granted: limit.granted_amount === null ? null : fromDecimalString(limit.granted_amount),
    consumed: fromDecimalString(limit.consumed_amount),
    rowVersion: limit.row_version,
    isActive: limitIsActive(
      periodStatusOf({ startsAt: limit.starts_at, endsAt: limit.ends_at, graceUntil: limit.grace_until, closedStatus: limit.closed_status }, owner, now),
      row.status,
    ),
  }))
}

export interface NewEntry {
  entitlementId: string
  limitId: string
  operation: number
  /** Signed change of the consumed amount. */
  quantity: Micros
  balanceAfter: Micros
  reversesLedgerEntryId: string | null
  reversibleQuantity: Micros | null
  facts: EntryFacts
  actorUserId: string
  now: Date
}

/**
 * Writes one ledger entry and moves the limit's consumed amount and both row versions with it, in
 * one statement. Returns the entry id and the entitlement's new RowVersion.
 */
export async function writeEntry(db: Db, entry: NewEntry): Promise<{ entryId: string; rowVersion: string }> {
  const entryId = randomUUID()
  const rowVersion = randomUUID()
  await db.query(
    `WITH moved_limit AS (
       UPDATE entitlement_limits SET consumed_amount = $6::numeric, row_version = $14 WHERE id = $3 AND entitlement_id = $2
     ), moved_entitlement AS (
       UPDATE entitlements SET row_version = $15 WHERE id = $2
     )
     INSERT INTO entitlement_ledger_entries (id, entitlement_id, limit_id, operation, quantity, balance_after,
       reverses_ledger_entry_id, reversible_quantity, reason_code, reason_text, source_type, source_data,
       actor_user_id, occurred_at, correlation_id)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8::numeric, $9, $10, $11, $12, $13, $16, $17)`,
    [
      entryId, entry.entitlementId, entry.limitId, entry.operation, toDecimalString(entry.quantity), toDecimalString(entry.balanceAfter),
      entry.reversesLedgerEntryId, entry.reversibleQuantity === null ? null : toDecimalString(entry.reversibleQuantity),
      entry.facts.reasonCode, entry.facts.reasonText, entry.facts.sourceType ?? null, entry.facts.sourceData, entry.actorUserId,
      randomUUID(), rowVersion, entry.now, randomUUID(),
    ],
  )
  return { entryId, rowVersion }
}
