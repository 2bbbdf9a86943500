import type { LimitFamily } from '../../../../shared/enums'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { Paging } from '../../../platform/paging'
import type { LedgerEntryPayload } from '../detail/detail.types'
import { ledgerEntryColumns, toLedgerEntry, type LedgerEntryRow } from '../detail/ledgerEntry'
import { fromDecimalString, toDecimalString, type Micros } from '../shared/amount'
import type { PeriodClock, PeriodStatus } from '../runtime/states'
import type { EntryFacts } from './command'

/** The quantity ledger (entitlement_ledger_entries) and the limits it moves (entitlement_limits with their periods). */

/** A limit of an entitlement with exact amounts and its period's clock. */
export interface LimitWithPeriod {
  id: string
  key: string
  displayName: string
  limitFamily: number
  granted: Micros | null
  consumed: Micros
  rowVersion: string
  period: PeriodClock
}

/** Every limit of the entitlement, in period order, then the plan's order. */
export async function limitsWithPeriods(db: Db, entitlementId: string): Promise<LimitWithPeriod[]> {
  const rows = await db.query<{
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
    [entitlementId],
  )
  return rows.map((row) => ({
    id: row.id,
    key: row.plan_limit_key,
    displayName: row.display_name,
    limitFamily: row.limit_family,
    granted: row.granted_amount === null ? null : fromDecimalString(row.granted_amount),
    consumed: fromDecimalString(row.consumed_amount),
    rowVersion: row.row_version,
    period: { startsAt: row.starts_at, endsAt: row.ends_at, graceUntil: row.grace_until, closedStatus: row.closed_status },
  }))
}

export async function isLimitOf(db: Db, entitlementId: string, limitId: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM entitlement_limits WHERE id = $1 AND entitlement_id = $2', [limitId, entitlementId])
  return found.length > 0
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

/** An entry as a reversal reads it; the quantity left to reverse is decimal text (null = not reversible). */
export interface ReversibleEntry {
  id: string
  limitId: string
  operation: number
  reversibleQuantity: string | null
}

export async function findEntryOf(db: Db, entitlementId: string, entryId: string): Promise<ReversibleEntry | null> {
  const [entry] = await db.query<{ id: string; limit_id: string; operation: number; reversible_quantity: string | null }>(
    'SELECT id, limit_id, operation, reversible_quantity::text FROM entitlement_ledger_entries WHERE id = $1 AND entitlement_id = $2',
    [entryId, entitlementId],
  )
  return entry ? { id: entry.id, limitId: entry.limit_id, operation: entry.operation, reversibleQuantity: entry.reversible_quantity } : null
}

/** The entry keeps nothing left to reverse. */
export async function markReversed(db: Db, entryId: string): Promise<void> {
  await db.query("UPDATE entitlement_ledger_entries SET reversible_quantity = 0 WHERE id = $1", [entryId])
}

/** One page of the entitlement's entries, newest first, optionally of one limit, with their total. */
export async function listEntries(db: Db, entitlementId: string, limitId: string | null, at: Paging): Promise<{ items: LedgerEntryPayload[]; total: number }> {
  const { pageSize, offset } = at
  const where = limitId === null ? 'entitlement_id = $1' : 'entitlement_id = $1 AND limit_id = $2'
  const params = limitId === null ? [entitlementId] : [entitlementId, limitId]
  const [entries, counted] = await Promise.all([
    db.query<LedgerEntryRow>(
      `SELECT ${ledgerEntryColumns} FROM entitlement_ledger_entries WHERE ${where}
       ORDER BY seq DESC LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM entitlement_ledger_entries WHERE ${where}`, params),
  ])
  return { items: entries.map(toLedgerEntry), total: counted[0]?.count ?? 0 }
}

/** A limit with the balance after the last entry written at or before an instant (decimal text; null without one). */
export interface BalanceAt {
  id: string
  key: string
  displayName: string
  limitFamily: LimitFamily
  periodNumber: number
  grantedAmount: string | null
  balanceAfter: string | null
  entryId: string | null
}

/** The limits whose period (with its grace) covers the instant, in period order, then the plan's order. */
export async function balancesAt(db: Db, entitlementId: string, asOf: Date): Promise<BalanceAt[]> {
  const rows = await db.query<{
    id: string
    plan_limit_key: string
    display_name: string
    limit_family: LimitFamily
    period_number: number
    granted_amount: string | null
    balance_after: string | null
    entry_id: string | null
  }>(
    `SELECT l.id, l.plan_limit_key, l.display_name, l.limit_family, p.period_number, l.granted_amount::text,
       last.balance_after::text, last.id AS entry_id
     FROM entitlement_limits l
     JOIN entitlement_periods p ON p.id = l.period_id
     LEFT JOIN LATERAL (
       SELECT x.id, x.balance_after FROM entitlement_ledger_entries x
       WHERE x.limit_id = l.id AND x.occurred_at <= $2 ORDER BY x.seq DESC LIMIT 1
     ) last ON true
     WHERE l.entitlement_id = $1 AND p.starts_at <= $2 AND (COALESCE(p.grace_until, p.ends_at) IS NULL OR $2 < COALESCE(p.grace_until, p.ends_at))
     ORDER BY p.period_number, l.sort_order`,
    [entitlementId, asOf],
  )
  return rows.map((row) => ({
    id: row.id,
    key: row.plan_limit_key,
    displayName: row.display_name,
    limitFamily: row.limit_family,
    periodNumber: row.period_number,
    grantedAmount: row.granted_amount,
    balanceAfter: row.balance_after,
    entryId: row.entry_id,
  }))
}

/** The granted amount (decimal text) of a limit of the entitlement, with its period's start and end. */
export async function findLimitPeriod(db: Db, entitlementId: string, limitId: string): Promise<{ grantedAmount: string | null; startsAt: Date; endsAt: Date | null } | null> {
  const [limit] = await db.query<{ granted_amount: string | null; starts_at: Date; ends_at: Date | null }>(
    `SELECT l.granted_amount::text, p.starts_at, p.ends_at FROM entitlement_limits l JOIN entitlement_periods p ON p.id = l.period_id
     WHERE l.id = $1 AND l.entitlement_id = $2`,
    [limitId, entitlementId],
  )
  return limit ? { grantedAmount: limit.granted_amount, startsAt: limit.starts_at, endsAt: limit.ends_at } : null
}

/** The balance (decimal text) after the limit's last entry written at or before the instant; null without one. */
export async function balanceOfLimitAt(db: Db, limitId: string, at: Date): Promise<string | null> {
  const [last] = await db.query<{ balance_after: string | null }>(
    'SELECT balance_after::text FROM entitlement_ledger_entries WHERE limit_id = $1 AND occurred_at <= $2 ORDER BY seq DESC LIMIT 1',
    [limitId, at],
  )
  return last?.balance_after ?? null
}

/** Calendar buckets of the burndown, finest first. */
export const burndownBuckets = ['day', 'week', 'month', 'year'] as const
export type BurndownBucket = (typeof burndownBuckets)[number]

/** How many distinct buckets of each size (UTC) the limit's entries in (from, to] fall into. */
export async function bucketCounts(db: Db, limitId: string, from: Date, to: Date): Promise<Record<BurndownBucket, number> | undefined> {
  const [counts] = await db.query<Record<BurndownBucket, number>>(
    `SELECT ${burndownBuckets.map((bucket) => `count(DISTINCT date_trunc('${bucket}', occurred_at AT TIME ZONE 'UTC'))::int AS ${bucket}`).join(', ')}
     FROM entitlement_ledger_entries WHERE limit_id = $1 AND occurred_at > $2 AND occurred_at <= $3`,
    [limitId, from, to],
  )
  return counts
}

/** The limit's last entry of each bucket in (from, to], in time order; balances as decimal text. */
export async function lastEntryPerBucket(db: Db, limitId: string, bucket: BurndownBucket, from: Date, to: Date): Promise<Array<{ occurredAt: Date; balanceAfter: string | null }>> {
  const rows = await db.query<{ occurred_at: Date; balance_after: string | null }>(
    `SELECT DISTINCT ON (date_trunc('${bucket}', occurred_at AT TIME ZONE 'UTC')) occurred_at, balance_after::text
     FROM entitlement_ledger_entries WHERE limit_id = $1 AND occurred_at > $2 AND occurred_at <= $3
     ORDER BY date_trunc('${bucket}', occurred_at AT TIME ZONE 'UTC'), seq DESC`,
    [limitId, from, to],
  )
  return rows.map((row) => ({ occurredAt: row.occurred_at, balanceAfter: row.balance_after }))
}
