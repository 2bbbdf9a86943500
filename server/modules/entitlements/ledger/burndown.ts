import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { PublicSchemas } from '../../../http/contractOperations'
import type { AuthContext } from '../../../http/operation'
import { iso, isoOrNull } from '../../../platform/values'
import { readableEntitlement } from '../detail/detail'
import { columnToDouble, fromDecimalString, toDouble, type Micros } from '../shared/amount'
import { balanceOfLimitAt, bucketCounts, burndownBuckets, findLimitPeriod, lastEntryPerBucket, type BurndownBucket } from './ledger.repo'

/**
 * Burndown of one limit (assumed): its consumption over its period, for a chart. The period's start,
 * then the balance after the last entry of each day that has entries, then the balance now (or at
 * the period's end). Long histories are coarsened (weeks, months, years) to stay within maxPoints.
 */

export const maxBurndownPoints = 400

export type LimitBurndown = PublicSchemas['EntitlementLimitBurndown']

export type BurndownPoint = LimitBurndown['Points'][number]

/** The finest bucket whose count leaves room for the start and final points. */
async function bucketFor(db: Db, limitId: string, from: Date, to: Date): Promise<BurndownBucket> {
  const counts = await bucketCounts(db, limitId, from, to)
  return burndownBuckets.find((bucket) => (counts?.[bucket] ?? 0) <= maxBurndownPoints - 2) ?? 'year'
}

export async function limitBurndown(db: Db, entitlementId: string, limitId: string, auth: AuthContext, now: Date): Promise<LimitBurndown> {
  const { row } = await readableEntitlement(db, entitlementId, auth)
  const limit = await findLimitPeriod(db, row.id, limitId)
  if (!limit) throw notFound('The limit does not exist.', 'limitId')
  const granted = limit.grantedAmount === null ? null : fromDecimalString(limit.grantedAmount)
  const point = (at: Date, consumed: Micros): BurndownPoint => ({
    AtUtc: iso(at),
    ConsumedAmount: toDouble(consumed),
    AvailableAmount: granted === null ? null : toDouble(granted > consumed ? granted - consumed : 0n),
  })
  const start = limit.startsAt
  const end = limit.endsAt !== null && limit.endsAt < now ? limit.endsAt : now
  const balanceAt = async (at: Date): Promise<Micros> => {
    const balance = await balanceOfLimitAt(db, limitId, at)
    return balance ? fromDecimalString(balance) : 0n
  }
  const base = {
    EntitlementLimitId: limitId,
    GrantedAmount: columnToDouble(limit.grantedAmount),
    StartsAtUtc: iso(limit.startsAt),
    EndsAtUtc: isoOrNull(limit.endsAt),
  }
  // A period that has not started yet has nothing to burn down.
  if (end <= start) return { ...base, Points: [point(start, await balanceAt(start))] }
  const bucket = await bucketFor(db, limitId, start, end)
  const daily = await lastEntryPerBucket(db, limitId, bucket, start, end)
  const points = [point(start, await balanceAt(start))]
  for (const entry of daily) points.push(point(entry.occurredAt, entry.balanceAfter === null ? 0n : fromDecimalString(entry.balanceAfter)))
  points.push(point(end, await balanceAt(end)))
  return { ...base, Points: points }
}
