import type { Db } from '../../../db'
import { badRequest } from '../../../http/errors'
import { iso } from '../../../platform/values'
import type { RunStatus } from '../model'
import { defaultedRange, OperationCodes } from './listQuery'
import { countRunsByBucket } from './runLists.repo'

/** Run counts by status in time buckets (by start time), for the overview chart. */

export const maxBuckets = 2000

export interface RunStatsQuery {
  FromUtc?: string
  ToUtc?: string
  BucketMinutes?: number
}

export interface FunctionRunStats {
  /** Every bucket from FromUtc up to ToUtc, also empty ones; Counts lists only statuses that occur. */
  Buckets: Array<{ StartUtc: string; Counts: Array<{ Status: RunStatus; Count: number }> }>
}

export async function getRunStats(db: Db, query: RunStatsQuery, now: Date): Promise<FunctionRunStats> {
  const { from, to } = defaultedRange(query, now)
  const bucketMinutes = query.BucketMinutes ?? 60
  const bucketMs = bucketMinutes * 60_000
  const bucketCount = Math.ceil((to.getTime() - from.getTime()) / bucketMs)
  if (bucketCount > maxBuckets) {
    throw badRequest(OperationCodes.tooManyBuckets, `The range holds ${bucketCount} buckets; at most ${maxBuckets} are answered. Choose larger buckets or a shorter range.`, 'BucketMinutes')
  }
  const rows = await countRunsByBucket(db, from, to, bucketMinutes)
  const buckets: FunctionRunStats['Buckets'] = Array.from({ length: bucketCount }, (_, index) => ({
    StartUtc: iso(new Date(from.getTime() + index * bucketMs)),
    Counts: [],
  }))
  for (const row of rows) {
    const index = Math.round((row.bucketStart.getTime() - from.getTime()) / bucketMs)
    buckets[index]?.Counts.push({ Status: row.status, Count: row.count })
  }
  return { Buckets: buckets }
}
