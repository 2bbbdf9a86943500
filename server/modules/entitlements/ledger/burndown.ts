import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { PublicSchemas } from '../../../http/contractOperations'
import type { AuthContext } from '../../../http/operation'
import { iso, isoOrNull } from '../../../platform/values'
import { readableEntitlement } from '../detail/detail'
import { columnToDouble, fromDecimalString, toDouble, type Micros } from '../shared/amount'

/**
 * Burndown of one limit (assumed): its consumption over its period, for a chart. The period's start,
 * then the balance after the last entry of each day that has entries, then the balance now (or at
 * the period's end). Long histories are coarsened (weeks, months, years) to stay within maxPoints.
 */

export const maxBurndownPoints = 400

export type LimitBurndown = PublicSchemas['EntitlementLimitBurndown']

export type BurndownPoint = LimitBurndown['Points'][number]

const buckets = ['day', 'week', 'month', 'year'] as const
type Bucket = (typeof buckets)[number]

/** The finest bucket whose count leaves room for the start and final points. */
async function bucketFor(db: Db, limitId: string, from: Date, to: Date): Promise<Bucket> {
  const [counts] = await db.query<Record<Bucket, number>>(
    `SELECT ${buckets.map((bucket) => `count(DISTINCT date_trunc('${bucket}', occurred_at AT TIME ZONE 'UTC'))::int AS ${bucket}`).join(', ')}
     FROM entitlement_ledger_entries WHERE limit_id = $1 AND occurred_at > $2 AND occurred_at <= $3`,
    [limitId, from, to],
  )
  return buckets.find((bucket) => (counts?.[bucket] ?? 0) <= maxBurndownPoints - 2) ?? 'year'
}

export async function limitBurndown(db: Db, entitlementId: string, limitId: string, auth: AuthContext, now: Date): Promise<LimitBurndown> {
  const { row } = await readableEntitlement(db, entitlementId, auth)
  const [limit] = await db.query<{ granted_amount: string | null; starts_at: Date; ends_at: Date | null }>(
    `SELECT l.granted_amount::text, p.starts_at, p.ends_at FROM entitlement_limits l JOIN entitlement_periods p ON p.id = l.period_id
     WHERE l.id = $1 AND l.entitlement_id = $2`,
    [limitId, row.id],
  )
  if (!limit) throw notFound('The limit does not exist.', 'limitId')
  const granted = limit.granted_amount === null ? null : fromDecimalString(limit.granted_amount)
  const point = (at: Date, consumed: Micros): BurndownPoint => ({
    AtUtc: iso(at),
    ConsumedAmount: toDouble(consumed),
    AvailableAmount: granted === null ? null : toDouble(granted > consumed ? granted - consumed : 0n),
  })
  const start = limit.starts_at
  const end = limit.ends_at !== null && limit.ends_at < now ? limit.ends_at : now
  const balanceAt = async (at: Date): Promise<Micros> => {
    const [last] = await db.query<{ balance_after: string | null }>(
      'SELECT balance_after::text FROM entitlement_ledger_entries WHERE limit_id = $1 AND occurred_at <= $2 ORDER BY seq DESC LIMIT 1',
      [limitId, at],
    )
    return last?.balance_after ? fromDecimalString(last.balance_after) : 0n
  }
  const base = {
    EntitlementLimitId: limitId,
    GrantedAmount: columnToDouble(limit.granted_amount),
    StartsAtUtc: iso(limit.starts_at),
    EndsAtUtc: isoOrNull(limit.ends_at),
  }
  // A period that has not started yet has nothing to burn down.
  if (end <= start) return { ...base, Points: [point(start, await balanceAt(start))] }
  const bucket = await bucketFor(db, limitId, start, end)
  const daily = await db.query<{ occurred_at: Date; balance_after: string | null }>(
    `SELECT DISTINCT ON (date_trunc('${bucket}', occurred_at AT TIME ZONE 'UTC')) occurred_at, balance_after::text
     FROM entitlement_ledger_entries WHERE limit_id = $1 AND occurred_at > $2 AND occurred_at <= $3
     ORDER BY date_trunc('${bucket}', occurred_at AT TIME ZONE 'UTC'), seq DESC`,
    [limitId, start, end],
  )
  const points = [point(start, await balanceAt(start))]
  for (const entry of daily) points.push(point(entry.occurred_at, entry.balance_after === null ? 0n : fromDecimalString(entry.balance_after)))
  points.push(point(end, await balanceAt(end)))
  return { ...base, Points: points }
}
