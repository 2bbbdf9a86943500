import type { Db } from '../../../db'
import { JobStatus } from '../model'
import type { FunctionJob, FunctionRun } from '../types'
import { jobsByIds, retryingCondition } from './jobQueries'
import { listRuns } from './runQueries'

/** The operations overview: queue counts, the latest runs, and jobs that failed or wait for a retry. */

export const overviewRecentRuns = 10
export const overviewJobLimit = 20

/** A type alias, not an interface: the contract describes it as an open object. */
export type FunctionOperationsOverview = {
  /** Queued counts every Queued job; Retrying the Queued ones after a failed attempt; Failed every Failed job. */
  QueueCounts: { Queued: number; Leased: number; Retrying: number; Failed: number }
  RecentRuns: FunctionRun[]
  /** Retrying jobs (next attempt first), then the latest failed ones. */
  FailedOrRetryingJobs: FunctionJob[]
}

export async function getOverview(db: Db): Promise<FunctionOperationsOverview> {
  const [[counts], recentRuns, retrying, failed] = await Promise.all([
    db.query<{ queued: number; leased: number; retrying: number; failed: number }>(
      // Each count from an index of its own (status index, partial index of Queued jobs).
      `SELECT (SELECT count(*) FROM function_jobs WHERE status = ${JobStatus.Queued})::int AS queued,
         (SELECT count(*) FROM function_jobs WHERE status = ${JobStatus.Leased})::int AS leased,
         (SELECT count(*) FROM function_jobs j WHERE ${retryingCondition('j')})::int AS retrying,
         (SELECT count(*) FROM function_jobs WHERE status = ${JobStatus.Failed})::int AS failed`,
    ),
    listRuns(db, {}, overviewRecentRuns),
    db.query<{ id: string }>(
      `SELECT id FROM function_jobs j WHERE ${retryingCondition('j')} ORDER BY next_attempt_at, id LIMIT ${overviewJobLimit}`,
    ),
    db.query<{ id: string }>(
      `SELECT id FROM function_jobs WHERE status = ${JobStatus.Failed} ORDER BY completed_at DESC, id DESC LIMIT ${overviewJobLimit}`,
    ),
  ])
  const jobIds = [...retrying, ...failed].slice(0, overviewJobLimit).map((row) => row.id)
  return {
    QueueCounts: { Queued: counts?.queued ?? 0, Leased: counts?.leased ?? 0, Retrying: counts?.retrying ?? 0, Failed: counts?.failed ?? 0 },
    RecentRuns: recentRuns,
    FailedOrRetryingJobs: await jobsByIds(db, jobIds),
  }
}
