import { parseSearch, timeRange, type Search, type TimeRange } from './listQuery'

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
  PublicationId?: string
  HttpEndpointId?: string
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
  'Status', 'Statuses', 'ActionTargetScope', 'FunctionId', 'Source', 'TriggerBindingId', 'ScheduleId', 'FromUtc', 'ToUtc', 'SurfaceActionId', 'PublicationId', 'HttpEndpointId',
  'EntityDefinitionId', 'EntityInstanceId', 'FunctionVersionId', 'ActorUserId', 'OriginalUserId', 'Search', 'FailureClusterKey',
] as const satisfies ReadonlyArray<keyof RunFilterQuery>

/** The filters after validation, shared by the SQL (runLists.repo.ts) and the labels. */
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
