import type { Db } from '../../../db'
import { toFunctionJob, type FunctionJobRow } from '../mappers'
import { JobStatus } from '../model'
import { functionJobSelect } from '../queue/jobs.repo'
import type { FunctionJob } from '../types'
import type { JobListQuery } from './jobQueries'
import { orderClause, type Search, type TimeRange } from './listQuery'
import { addCarriedConditions, runSearchCondition } from './runLists.repo'
import { SqlConditions } from './sqlConditions'

/** The job list, the job page and the overview's queue on the database. */

/** The job filters after validation. */
export interface JobFilters {
  query: JobListQuery
  range: TimeRange
  search: Search | null
}

/** A job waits for a retry: Queued again after a failed attempt (what `IsRetrying` shows). */
const retryingCondition = (alias: string) => `${alias}.status = ${JobStatus.Queued} AND ${alias}.attempt_count > 0`

/**
 * Conditions on `function_jobs j`: the run filters that a job carries, FromUtc/ToUtc on its
 * creation time, the search over the job's id and deduplication key, its function and its runs,
 * and FailureClusterKey for jobs with a run in that cluster.
 */
function jobConditions(filters: JobFilters): SqlConditions {
  const { query, range, search } = filters
  const conditions = new SqlConditions()
  conditions.equals('j.status', query.Status)
  if (query.RetryingOnly) conditions.add(retryingCondition('j'))
  addCarriedConditions(conditions, 'j', 'created_at', query, range)
  if (search) {
    const alternatives = [`j.id IN (SELECT r.job_id FROM function_runs r WHERE ${runSearchCondition(conditions, search)})`]
    if (search.prefixQuery) {
      alternatives.push(`j.function_id IN (SELECT f.id FROM functions f
        WHERE to_tsvector('simple', f.key || ' ' || f.display_name) @@ to_tsquery('simple', ${conditions.param(search.prefixQuery)}))`)
    }
    if (search.exactId) {
      const id = conditions.param(search.exactId)
      alternatives.push(`j.id = ${id}`, `j.deduplication_key = ${id}`)
    }
    conditions.add(`(${alternatives.join(' OR ')})`)
  }
  if (query.FailureClusterKey !== undefined) {
    conditions.add(`j.id IN (SELECT r.job_id FROM function_runs r WHERE r.failure_cluster_key = ${conditions.param(query.FailureClusterKey)})`)
  }
  return conditions
}

/**
 * FunctionJobSortField → column; ties by creation time, then id, in the same direction.
 * NextAttemptAt sorts what the job shows: only a Queued job has one, the others sort as the largest.
 */
const jobSortColumns: Record<number, string> = {
  0: 'j.created_at',
  1: `(CASE WHEN j.status = ${JobStatus.Queued} THEN j.next_attempt_at END)`,
  2: 'j.attempt_count',
  3: 'j.status',
}

export function jobOrder(sortField: number, direction: 'ASC' | 'DESC'): string {
  return orderClause(jobSortColumns[sortField]!, 'j.created_at', 'j.id', direction)
}

export const newestJobsFirst = 'j.created_at DESC, j.id DESC'

/** The jobs with these ids, in the order of `ids`. */
export async function jobsByIds(db: Db, ids: string[]): Promise<FunctionJob[]> {
  if (ids.length === 0) return []
  const rows = await db.query<FunctionJobRow>(`${functionJobSelect} WHERE j.id = ANY($1::text[])`, [ids])
  const byId = new Map(rows.map((row) => [row.id, toFunctionJob(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Ids of one page first, then those jobs with their references. */
export async function findJobsPage(db: Db, filters: JobFilters, order: string, limit: number, offset: number): Promise<FunctionJob[]> {
  const conditions = jobConditions(filters)
  const ids = await db.query<{ id: string }>(`SELECT j.id FROM function_jobs j ${conditions.where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, conditions.params)
  return jobsByIds(db, ids.map((row) => row.id))
}

export async function countJobs(db: Db, filters: JobFilters): Promise<number> {
  const conditions = jobConditions(filters)
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM function_jobs j ${conditions.where}`, conditions.params)
  return count?.total ?? 0
}

export interface QueueCounts {
  queued: number
  leased: number
  retrying: number
  failed: number
}

/** The jobs Queued, Leased, waiting for a retry (also Queued) and Failed. */
export async function countQueue(db: Db): Promise<QueueCounts> {
  const [counts] = await db.query<QueueCounts>(
    // Each count from an index of its own (status index, partial index of Queued jobs).
    `SELECT (SELECT count(*) FROM function_jobs WHERE status = ${JobStatus.Queued})::int AS queued,
       (SELECT count(*) FROM function_jobs WHERE status = ${JobStatus.Leased})::int AS leased,
       (SELECT count(*) FROM function_jobs j WHERE ${retryingCondition('j')})::int AS retrying,
       (SELECT count(*) FROM function_jobs WHERE status = ${JobStatus.Failed})::int AS failed`,
  )
  return { queued: counts?.queued ?? 0, leased: counts?.leased ?? 0, retrying: counts?.retrying ?? 0, failed: counts?.failed ?? 0 }
}

/** Ids of the jobs waiting for a retry, next attempt first. */
export async function retryingJobIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM function_jobs j WHERE ${retryingCondition('j')} ORDER BY next_attempt_at, id LIMIT ${limit}`,
  )
  return rows.map((row) => row.id)
}

/** Ids of the failed jobs, latest completion first. */
export async function latestFailedJobIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM function_jobs WHERE status = ${JobStatus.Failed} ORDER BY completed_at DESC, id DESC LIMIT ${limit}`,
  )
  return rows.map((row) => row.id)
}
