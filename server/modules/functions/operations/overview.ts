import type { Db } from '../../../db'
import type { FunctionJob, FunctionRun } from '../types'
import { countQueue, latestFailedJobIds, retryingJobIds } from './jobLists.repo'
import { jobsByIds } from './jobQueries'
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
  const [counts, recentRuns, retrying, failed] = await Promise.all([
    countQueue(db),
    listRuns(db, {}, overviewRecentRuns),
    retryingJobIds(db, overviewJobLimit),
    latestFailedJobIds(db, overviewJobLimit),
  ])
  const jobIds = [...retrying, ...failed].slice(0, overviewJobLimit)
  return {
    QueueCounts: { Queued: counts.queued, Leased: counts.leased, Retrying: counts.retrying, Failed: counts.failed },
    RecentRuns: recentRuns,
    FailedOrRetryingJobs: await jobsByIds(db, jobIds),
  }
}
