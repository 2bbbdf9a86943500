import type { LocationQuery } from 'vue-router'
import type { ApiPaths } from '@/api'
import { ActionTargetScope, FunctionExecutionSource, FunctionRunStatus } from '@/api/enums'
import { queryValue, withoutParams, withParams } from '@/platform/filters/urlFilters'

/**
 * The run list's filters: contract query parameter, the short name it has in the app's URL, and
 * how its value reads there (enumerations by member name, so links stay readable).
 */
export const runFilterFields = [
  { key: 'FunctionId', param: 'function', kind: 'text' },
  // Several statuses at once: member names separated by commas (`status=Timeout,RuntimeException`).
  { key: 'Statuses', param: 'status', kind: 'enumList', members: FunctionRunStatus },
  { key: 'Source', param: 'source', kind: 'enum', members: FunctionExecutionSource },
  { key: 'TriggerBindingId', param: 'binding', kind: 'text' },
  { key: 'ScheduleId', param: 'schedule', kind: 'text' },
  { key: 'FromUtc', param: 'from', kind: 'dateTime' },
  { key: 'ToUtc', param: 'to', kind: 'dateTime' },
  { key: 'SurfaceActionId', param: 'action', kind: 'text' },
  { key: 'PublicationId', param: 'publication', kind: 'text' },
  { key: 'HttpEndpointId', param: 'endpoint', kind: 'text' },
  { key: 'EntityDefinitionId', param: 'entity', kind: 'text' },
  { key: 'EntityInstanceId', param: 'instance', kind: 'text' },
  { key: 'FunctionVersionId', param: 'version', kind: 'text' },
  { key: 'ActorUserId', param: 'actor', kind: 'text' },
  { key: 'OriginalUserId', param: 'originalUser', kind: 'text' },
  { key: 'ActionTargetScope', param: 'scope', kind: 'enum', members: ActionTargetScope },
  { key: 'FailureClusterKey', param: 'cluster', kind: 'text' },
] as const

export type RunFilterField = (typeof runFilterFields)[number]
export type RunFilterKey = RunFilterField['key']

/** The run page operation's query members. */
export type RunPageQuery = NonNullable<ApiPaths['/api/workspace/admin/function-operations/runs/page']['get']['parameters']['query']>

/** Active filters as the contract's query members (enumerations as numbers, times as ISO strings). */
export type RunFilters = Pick<RunPageQuery, RunFilterKey>

/** The run filters a job carries too: the job list offers these (same names and URL form). */
export const JOB_FILTER_KEYS = ['FunctionId', 'Source', 'FromUtc', 'ToUtc', 'ScheduleId', 'ActorUserId', 'PublicationId'] as const satisfies readonly RunFilterKey[]
export type JobFilters = Pick<RunFilters, (typeof JOB_FILTER_KEYS)[number]>

/** A filter's value as the panel sets it (null removes the filter). */
export type RunFilterValue = string | number | number[] | null
export type RunFilterChanges = Partial<Record<RunFilterKey, RunFilterValue>>

/** URL name of the free-text search (shared with useUrlState). */
export const SEARCH_PARAM = 'q'

function isoOrNull(raw: string): string | null {
  const time = Date.parse(raw)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Reads the filters from a route query; unknown or malformed values are left out. */
export function parseRunFilters(query: LocationQuery): RunFilters {
  const filters: Record<string, string | number | number[]> = {}
  for (const field of runFilterFields) {
    const raw = queryValue(query, field.param)
    if (raw === null) continue
    if (field.kind === 'enumList') {
      const members = field.members as Record<string, number>
      const values = [...new Set(raw.split(',').map((name) => members[name.trim()]).filter((value) => value !== undefined))]
      if (values.length > 0) filters[field.key] = values
    } else if (field.kind === 'enum') {
      const members = field.members as Record<string, number>
      const value = members[raw]
      if (value !== undefined) filters[field.key] = value
    } else if (field.kind === 'dateTime') {
      const iso = isoOrNull(raw)
      if (iso) filters[field.key] = iso
    } else {
      filters[field.key] = raw
    }
  }
  return filters as RunFilters
}

function enumMember(members: Record<string, number>, value: number): string | undefined {
  return Object.keys(members).find((name) => members[name] === value)
}

/** The URL form of one filter value, or null to leave it out. */
export function formatRunFilterValue(key: RunFilterKey, value: RunFilterValue | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const field = runFilterFields.find((candidate) => candidate.key === key)
  if (!field) return null
  if (field.kind === 'enumList') {
    const names = (Array.isArray(value) ? value : [value]).map((item) => enumMember(field.members as Record<string, number>, Number(item)))
    const known = names.filter((name): name is string => name !== undefined)
    return known.length > 0 ? known.join(',') : null
  }
  if (Array.isArray(value)) return null
  if (field.kind === 'enum') return typeof value === 'number' ? (enumMember(field.members as Record<string, number>, value) ?? null) : null
  return String(value)
}

/** The query-string members of `filters` (only the active ones). */
export function formatRunFilters(filters: RunFilters): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of runFilterFields) {
    const formatted = formatRunFilterValue(field.key, filters[field.key])
    if (formatted !== null) out[field.param] = formatted
  }
  return out
}

/** `query` with `changes` applied (null removes a filter) and the page reset: other filters mean other pages. */
export function withFilterChanges(query: LocationQuery, changes: RunFilterChanges): LocationQuery {
  const params: Record<string, string | null> = {}
  for (const key of Object.keys(changes) as RunFilterKey[]) {
    const field = runFilterFields.find((candidate) => candidate.key === key)
    if (field) params[field.param] = formatRunFilterValue(key, changes[key])
  }
  return withParams(query, params)
}

/** `query` without any filter or search (paging size and sort stay). */
export function withoutFilters(query: LocationQuery): LocationQuery {
  return withoutParams(query, [...runFilterFields.map((field) => field.param), SEARCH_PARAM])
}

export function activeFilterKeys(filters: RunFilters): RunFilterKey[] {
  return runFilterFields.filter((field) => filters[field.key] !== undefined).map((field) => field.key)
}
