import { automationActorId } from '../mappers'
import { ExecutionSource } from '../model'
import { parseSearch, timeRange, type Search, type TimeRange } from './listQuery'
import { SqlConditions } from './sqlConditions'

/** The filters of the run list and run page (contract query members). */
export interface RunFilterQuery {
  Status?: number
  Statuses?: number[]
  ActionTargetScope?: number
  FunctionId?: string
  Source?: number
  TriggerBindingId?: string
  ScheduleId?: string
  FromUtc?: string
  ToUtc?: string
  SurfaceActionId?: string
  EntityDefinitionId?: string
  EntityInstanceId?: string
  FunctionVersionId?: string
  ActorUserId?: string
  OriginalUserId?: string
  Search?: string
  FailureClusterKey?: string
}

/** Every filter member, in the order the contract lists them. */
export const runFilterKeys = [
  'Status', 'Statuses', 'ActionTargetScope', 'FunctionId', 'Source', 'TriggerBindingId', 'ScheduleId', 'FromUtc', 'ToUtc', 'SurfaceActionId',
  'EntityDefinitionId', 'EntityInstanceId', 'FunctionVersionId', 'ActorUserId', 'OriginalUserId', 'Search', 'FailureClusterKey',
] as const satisfies ReadonlyArray<keyof RunFilterQuery>

/** The filters after validation, shared by the SQL and the labels. */
export interface RunFilters {
  query: RunFilterQuery
  range: TimeRange
  search: Search | null
}

export function parseRunFilters(query: RunFilterQuery): RunFilters {
  return { query, range: timeRange(query), search: parseSearch(query.Search) }
}

/** The statuses a run may have under Status and Statuses together (null: any). */
export function wantedStatuses(query: Pick<RunFilterQuery, 'Status' | 'Statuses'>): number[] | null {
  const listed = query.Statuses && query.Statuses.length > 0 ? [...new Set(query.Statuses)] : null
  if (query.Status === undefined) return listed
  return listed ? listed.filter((status) => status === query.Status) : [query.Status]
}

/** Runs started by schedules and triggers without a user are shown with the automation actor. */
const automatedSources = `(${ExecutionSource.Trigger}, ${ExecutionSource.Schedule})`

/** Filters that runs and jobs both carry, in columns of the same name. */
const carriedColumns = {
  FunctionId: 'function_id',
  Source: 'source',
  TriggerBindingId: 'trigger_binding_id',
  ScheduleId: 'schedule_id',
  SurfaceActionId: 'surface_action_id',
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
export function runConditions(filters: RunFilters): SqlConditions {
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
