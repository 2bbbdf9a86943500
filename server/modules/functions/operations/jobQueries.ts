import type { Db, SqlValue } from '../../../db'
import { functionJobSelect, toFunctionJob, type FunctionJobRow } from '../mappers'
import { JobStatus } from '../model'
import type { FunctionJob } from '../types'
import { paging } from '../../../platform/paging'
import { orderClause, parseSearch, sortDirection, timeRange } from './listQuery'
import { addCarriedConditions, runSearchCondition, type RunFilterQuery } from './runFilters'
import { SqlConditions } from './sqlConditions'

/** The job list (bounded, newest first) and the job page (filtered, sorted, paged). */

export const jobListLimit = 200

export interface JobListQuery extends Omit<RunFilterQuery, 'Status' | 'ActionTargetScope'> {
  Status?: number
  RetryingOnly?: boolean
}

export interface JobPageQuery extends JobListQuery {
  SortField?: number
  SortDirection?: number
  Page?: number
  PageSize?: number
}

/** A type alias, not an interface: the contract describes it as an open object. */
export type FunctionJobPage = {
  Items: FunctionJob[]
  TotalCount: number
  Page: number
  PageSize: number
}

/** A job waits for a retry: Queued again after a failed attempt (what `IsRetrying` shows). */
export const retryingCondition = (alias: string) => `${alias}.status = ${JobStatus.Queued} AND ${alias}.attempt_count > 0`

/**
 * Conditions on `function_jobs j`: the run filters that a job carries, FromUtc/ToUtc on its
 * creation time, the search over the job's id and deduplication key, its function and its runs,
 * and FailureClusterKey for jobs with a run in that cluster.
 */
function jobConditions(query: JobListQuery): SqlConditions {
  const range = timeRange(query)
  const search = parseSearch(query.Search)
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

function jobOrder(query: JobPageQuery): string {
  return orderClause(jobSortColumns[query.SortField ?? 0]!, 'j.created_at', 'j.id', sortDirection(query))
}

export async function jobsByIds(db: Db, ids: string[]): Promise<FunctionJob[]> {
  if (ids.length === 0) return []
  const rows = await db.query<FunctionJobRow>(`${functionJobSelect} WHERE j.id = ANY($1::text[])`, [ids])
  const byId = new Map(rows.map((row) => [row.id, toFunctionJob(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

async function pageOfJobs(db: Db, where: string, params: readonly SqlValue[], order: string, limit: number, offset: number) {
  const ids = await db.query<{ id: string }>(`SELECT j.id FROM function_jobs j ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params)
  return jobsByIds(db, ids.map((row) => row.id))
}

export async function listJobs(db: Db, query: JobListQuery): Promise<FunctionJob[]> {
  const conditions = jobConditions(query)
  return pageOfJobs(db, conditions.where, conditions.params, 'j.created_at DESC, j.id DESC', jobListLimit, 0)
}

export async function listJobsPage(db: Db, query: JobPageQuery): Promise<FunctionJobPage> {
  const conditions = jobConditions(query)
  const { page, pageSize, offset } = paging(query)
  const [items, [count]] = await Promise.all([
    pageOfJobs(db, conditions.where, conditions.params, jobOrder(query), pageSize, offset),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM function_jobs j ${conditions.where}`, conditions.params),
  ])
  return { Items: items, TotalCount: count?.total ?? 0, Page: page, PageSize: pageSize }
}
