import type { LocationQuery } from 'vue-router'
import { EntitlementEffectiveState, EntitlementSortField, EntitlementStatus, enumName } from '@/api'
import { queryValue, withoutParams, withParams } from '@/platform/filters/urlFilters'

/** A yes-or-no filter reads `true` / `false` in the URL. */
const YES_NO = { false: 0, true: 1 } as const

/**
 * The entitlement list's filters: the contract's query member, its short name in the app's URL and
 * how the value reads there (enumerations by member name, so links stay readable:
 * `/entitlements?model=…&state=InGrace`).
 */
const fields = [
  { key: 'OwnerEntityInstanceId', param: 'owner', members: null },
  { key: 'EntitlementModelId', param: 'model', members: null },
  { key: 'EntitlementPlanId', param: 'plan', members: null },
  { key: 'Status', param: 'status', members: EntitlementStatus },
  { key: 'EffectiveState', param: 'state', members: EntitlementEffectiveState },
  { key: 'OverLimit', param: 'overLimit', members: YES_NO },
] as const

export type ListFilterKey = (typeof fields)[number]['key']

export interface EntitlementListFilters {
  OwnerEntityInstanceId?: string
  EntitlementModelId?: string
  EntitlementPlanId?: string
  Status?: EntitlementStatus
  EffectiveState?: EntitlementEffectiveState
  /** Only those with a limit of the running period used above its granted amount (true), or none (false). */
  OverLimit?: boolean
}

export type ListFilterChanges = { [K in ListFilterKey]?: EntitlementListFilters[K] | null }

/** Sort keys of the table (its column keys) and the contract's EntitlementSortField numbers. */
export const ENTITLEMENT_SORT_FIELDS = {
  EntitlementNumber: EntitlementSortField.Number,
  Owner: EntitlementSortField.Owner,
  StartsAtUtc: EntitlementSortField.StartsAt,
  EndsAtUtc: EntitlementSortField.EndsAt,
} as const
export const ENTITLEMENT_SORT_KEYS = Object.keys(ENTITLEMENT_SORT_FIELDS)

/** Reads the filters from a route query; unknown enumeration names are left out. */
export function parseListFilters(query: LocationQuery): EntitlementListFilters {
  const filters: Record<string, string | number | boolean> = {}
  for (const field of fields) {
    const raw = queryValue(query, field.param)
    if (raw === null) continue
    if (!field.members) filters[field.key] = raw
    else {
      const value = (field.members as Record<string, number>)[raw]
      if (value !== undefined) filters[field.key] = field.members === YES_NO ? value === 1 : value
    }
  }
  return filters as EntitlementListFilters
}

function formatValue(field: (typeof fields)[number], value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'boolean') return String(value)
  if (!field.members) return String(value)
  return enumName(field.members as Record<string, number>, value) ?? null
}

/**
 * `query` with `changes` applied (null removes a filter) and the page reset. Another model drops the
 * plan filter: a plan belongs to one model.
 */
export function withFilterChanges(query: LocationQuery, changes: ListFilterChanges): LocationQuery {
  const all: ListFilterChanges = { ...changes }
  if ('EntitlementModelId' in changes && !('EntitlementPlanId' in changes)) {
    const current = parseListFilters(query)
    if (current.EntitlementModelId !== (changes.EntitlementModelId ?? undefined)) all.EntitlementPlanId = null
  }
  const params: Record<string, string | null> = {}
  for (const field of fields) if (field.key in all) params[field.param] = formatValue(field, all[field.key])
  return withParams(query, params)
}

/** `query` without any filter (search, sort and page size stay). */
export function withoutFilters(query: LocationQuery): LocationQuery {
  return withoutParams(query, fields.map((field) => field.param))
}
