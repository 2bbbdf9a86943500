import type { Db, SqlValue } from '../../../db'
import { functionRunSelect, toFunctionRun, type FunctionRunRow } from '../mappers'
import type { FunctionRun } from '../types'
import { runFilterLabels, type FilterLabel } from './filterLabels'
import { paging } from '../../../platform/paging'
import { orderClause, sortDirection } from './listQuery'
import { parseRunFilters, runConditions, runFilterKeys, wantedStatuses, type RunFilterQuery, type RunFilters } from './runFilters'
import type { SqlConditions } from './sqlConditions'

/** The run list (bounded, newest first) and the run page (filtered, sorted, paged, with filter labels). */

export const runListLimit = 200

export interface RunPageQuery extends RunFilterQuery {
  SortField?: number
  SortDirection?: number
  Page?: number
  PageSize?: number
}

/** A type alias, not an interface: the contract describes it as an open object. */
export type FunctionRunPage = {
  Items: FunctionRun[]
  TotalCount: number
  Page: number
  PageSize: number
  FilterLabels: FilterLabel[]
}

/**
 * FunctionRunSortField → column. Ties go by start time, then id, in the same direction, so paging
 * is stable; each order has an index read forwards or backwards (a run still Running has no
 * completion time or duration yet and sorts as the largest value).
 */
const runSortColumns: Record<number, string> = {
  0: 'r.started_at',
  1: 'r.completed_at',
  2: 'r.duration_ms',
  3: 'r.function_display_name',
  4: 'r.status',
}

function runOrder(query: RunPageQuery): string {
  return orderClause(runSortColumns[query.SortField ?? 0]!, 'r.started_at', 'r.id', sortDirection(query))
}

/** The runs with these ids, in the order of `ids`. */
async function runsByIds(db: Db, ids: string[]): Promise<FunctionRun[]> {
  if (ids.length === 0) return []
  const rows = await db.query<FunctionRunRow>(`${functionRunSelect} WHERE r.id = ANY($1::text[])`, [ids])
  const byId = new Map(rows.map((row) => [row.id, toFunctionRun(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Ids of one page first (from the indexes alone), then those runs with their references. */
async function pageOfRuns(db: Db, where: string, params: readonly SqlValue[], order: string, limit: number, offset: number) {
  const ids = await db.query<{ id: string }>(
    `SELECT r.id FROM function_runs r ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  )
  return runsByIds(db, ids.map((row) => row.id))
}

const newestFirst = 'r.started_at DESC, r.id DESC'

export async function listRuns(db: Db, query: RunFilterQuery, limit = runListLimit): Promise<FunctionRun[]> {
  const conditions = runConditions(parseRunFilters(query))
  return pageOfRuns(db, conditions.where, conditions.params, newestFirst, limit, 0)
}

/**
 * The number of matching runs. Without filters, or with statuses alone, it is read from the counts
 * the triggers of migration 0005 keep per status; otherwise counted with the page's conditions.
 */
async function countRuns(db: Db, filters: RunFilters, conditions: SqlConditions): Promise<number> {
  const active = runFilterKeys.filter((key) => filters.query[key] !== undefined)
  if (active.every((key) => key === 'Status' || key === 'Statuses')) {
    const statuses = wantedStatuses(filters.query)
    const byStatus = statuses === null ? '' : `WHERE status = ANY(ARRAY[${statuses.map((_, index) => `$${index + 1}`).join(', ')}]::int[])`
    const [row] = await db.query<{ total: number }>(`SELECT coalesce(sum(run_count), 0)::int AS total FROM function_run_counts ${byStatus}`, statuses ?? [])
    return row?.total ?? 0
  }
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM function_runs r ${conditions.where}`, conditions.params)
  return row?.total ?? 0
}

export async function listRunsPage(db: Db, query: RunPageQuery): Promise<FunctionRunPage> {
  const filters = parseRunFilters(query)
  const conditions = runConditions(filters)
  const { page, pageSize, offset } = paging(query)
  const [items, total, labels] = await Promise.all([
    pageOfRuns(db, conditions.where, conditions.params, runOrder(query), pageSize, offset),
    countRuns(db, filters, conditions),
    runFilterLabels(db, filters),
  ])
  return { Items: items, TotalCount: total, Page: page, PageSize: pageSize, FilterLabels: labels }
}
