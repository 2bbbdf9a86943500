import type { Db } from '../../../db'
import { automationActorId, toFunctionRun, type FunctionRunRow } from '../mappers'
import { ExecutionSource, type RunStatus } from '../model'
import { functionRunSelect } from '../runs/runs.repo'
import type { FunctionRun } from '../types'
import { orderClause, type Search, type TimeRange } from './listQuery'
import { runFilterKeys, wantedStatuses, type RunFilterQuery, type RunFilters } from './runFilters'
import { SqlConditions } from './sqlConditions'

/** The run list and run page on the database: the filters as SQL, pages and counts, and counts over time. */

/** Runs started by schedules and triggers without a user are shown with the automation actor. */
const automatedSources = `(${ExecutionSource.Trigger}, ${ExecutionSource.Schedule})`

/** Filters that runs and jobs both carry, in columns of the same name. */
const carriedColumns = {
  FunctionId: 'function_id',
  Source: 'source',
  TriggerBindingId: 'trigger_binding_id',
  ScheduleId: 'schedule_id',
  SurfaceActionId: 'surface_action_id',
  PublicationId: 'publication_id',
  HttpEndpointId: 'http_endpoint_id',
  EntityDefinitionId: 'entity_definition_id',
  EntityInstanceId: 'entity_instance_id',
  FunctionVersionId: 'function_version_id',
  OriginalUserId: 'original_user_id',
} as const

/**
 * The filters of runs (`r`, by start time) and jobs (`j`, by creation time) alike: the carried ids,
 * the range, and the actor (`automation` stands for schedules and triggers without a user).
 */
export function addCarriedConditions(conditions: SqlConditions, alias: string, timeColumn: string, query: RunFilterQuery, range: TimeRange): void {
  for (const [member, column] of Object.entries(carriedColumns) as Array<[keyof typeof carriedColumns, string]>) {
    conditions.equals(`${alias}.${column}`, query[member])
  }
  if (range.from) conditions.add(`${alias}.${timeColumn} >= ${conditions.param(range.from)}`)
  if (range.to) conditions.add(`${alias}.${timeColumn} < ${conditions.param(range.to)}`)
  if (query.ActorUserId === automationActorId) conditions.add(`${alias}.actor_user_id IS NULL AND ${alias}.source IN ${automatedSources}`)
  else conditions.equals(`${alias}.actor_user_id`, query.ActorUserId)
}

/**
 * Conditions on `function_runs r`. Each filter matches a column with an index (migration 0005);
 * ActionTargetScope reads the run's captured selection: 0 records, 1, or more than one.
 */
function runConditions(filters: RunFilters): SqlConditions {
  const { query, range, search } = filters
  const conditions = new SqlConditions()
  const statuses = wantedStatuses(query)
  if (statuses) conditions.add(statuses.length > 0 ? `r.status IN (${statuses.map((status) => conditions.param(status)).join(', ')})` : 'FALSE')
  if (query.ActionTargetScope !== undefined) {
    conditions.add(`r.surface_action_id IS NOT NULL AND least(r.selected_entity_id_count, 2) = ${conditions.param(query.ActionTargetScope)}`)
  }
  addCarriedConditions(conditions, 'r', 'started_at', query, range)
  if (search) conditions.add(runSearchCondition(conditions, search))
  conditions.equals('r.failure_cluster_key', query.FailureClusterKey)
  return conditions
}

/** Word prefixes in the run's search vector, or the text as a run, job or correlation id. */
export function runSearchCondition(conditions: SqlConditions, search: Search, alias = 'r'): string {
  const alternatives: string[] = []
  if (search.prefixQuery) alternatives.push(`${alias}.search_vector @@ to_tsquery('simple', ${conditions.param(search.prefixQuery)})`)
  if (search.exactId) {
    const id = conditions.param(search.exactId)
    alternatives.push(`${alias}.id = ${id}`, `${alias}.job_id = ${id}`, `${alias}.correlation_id = ${id}`)
  }
  return `(${alternatives.join(' OR ')})`
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

export function runOrder(sortField: number, direction: 'ASC' | 'DESC'): string {
  return orderClause(runSortColumns[sortField]!, 'r.started_at', 'r.id', direction)
}

export const newestRunsFirst = 'r.started_at DESC, r.id DESC'

/** The runs with these ids, in the order of `ids`. */
async function runsByIds(db: Db, ids: string[]): Promise<FunctionRun[]> {
  if (ids.length === 0) return []
  const rows = await db.query<FunctionRunRow>(`${functionRunSelect} WHERE r.id = ANY($1::text[])`, [ids])
  const byId = new Map(rows.map((row) => [row.id, toFunctionRun(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Ids of one page first (from the indexes alone), then those runs with their references. */
export async function findRunsPage(db: Db, filters: RunFilters, order: string, limit: number, offset: number): Promise<FunctionRun[]> {
  const conditions = runConditions(filters)
  const ids = await db.query<{ id: string }>(
    `SELECT r.id FROM function_runs r ${conditions.where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    conditions.params,
  )
  return runsByIds(db, ids.map((row) => row.id))
}

/**
 * The number of matching runs. Without filters, or with statuses alone, it is read from the counts
 * the triggers of migration 0005 keep per status; otherwise counted with the page's conditions.
 */
export async function countRuns(db: Db, filters: RunFilters): Promise<number> {
  const active = runFilterKeys.filter((key) => filters.query[key] !== undefined)
  if (active.every((key) => key === 'Status' || key === 'Statuses')) {
    const statuses = wantedStatuses(filters.query)
    const byStatus = statuses === null ? '' : `WHERE status = ANY(ARRAY[${statuses.map((_, index) => `$${index + 1}`).join(', ')}]::int[])`
    const [row] = await db.query<{ total: number }>(`SELECT coalesce(sum(run_count), 0)::int AS total FROM function_run_counts ${byStatus}`, statuses ?? [])
    return row?.total ?? 0
  }
  const conditions = runConditions(filters)
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM function_runs r ${conditions.where}`, conditions.params)
  return row?.total ?? 0
}

/** Runs started from `from` (inclusive) to `to` (exclusive) by bucket of `bucketMinutes` from `from`, and status. */
export async function countRunsByBucket(
  db: Db,
  from: Date,
  to: Date,
  bucketMinutes: number,
): Promise<Array<{ bucketStart: Date; status: RunStatus; count: number }>> {
  const rows = await db.query<{ bucket: Date | string; status: RunStatus; count: number }>(
    `SELECT date_bin(make_interval(mins => $3::int), started_at, $1::timestamptz) AS bucket, status, count(*)::int AS count
     FROM function_runs WHERE started_at >= $1 AND started_at < $2 GROUP BY 1, 2 ORDER BY 1, 2`,
    [from, to, bucketMinutes],
  )
  return rows.map((row) => ({ bucketStart: new Date(row.bucket), status: row.status, count: row.count }))
}
