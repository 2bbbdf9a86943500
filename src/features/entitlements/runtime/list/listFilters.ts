import type { LocationQuery } from 'vue-router'
import { EntitlementEffectiveState, EntitlementSortField, EntitlementStatus, enumName } from '@/api'

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
] as const

export type ListFilterKey = (typeof fields)[number]['key']

export interface EntitlementListFilters {
  OwnerEntityInstanceId?: string
  EntitlementModelId?: string
  EntitlementPlanId?: string
  Status?: EntitlementStatus
  EffectiveState?: EntitlementEffectiveState
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

function single(query: LocationQuery, name: string): string | null {
  const value = query[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && first !== '' ? first : null
}

/** Reads the filters from a route query; unknown enumeration names are left out. */
export function parseListFilters(query: LocationQuery): EntitlementListFilters {
  const filters: Record<string, string | number> = {}
  for (const field of fields) {
    const raw = single(query, field.param)
    if (raw === null) continue
    if (!field.members) filters[field.key] = raw
    else {
      const value = (field.members as Record<string, number>)[raw]
      if (value !== undefined) filters[field.key] = value
    }
  }
  return filters as EntitlementListFilters
}

function formatValue(field: (typeof fields)[number], value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  if (!field.members) return String(value)
  return enumName(field.members as Record<string, number>, value) ?? null
}

/**
 * `query` with `changes` applied (null removes a filter) and the page reset. Another model drops the
 * plan filter: a plan belongs to one model.
 */
export function withFilterChanges(query: LocationQuery, changes: ListFilterChanges): LocationQuery {
  const next: LocationQuery = { ...query }
  const all: ListFilterChanges = { ...changes }
  if ('EntitlementModelId' in changes && !('EntitlementPlanId' in changes)) {
    const current = parseListFilters(query)
    if (current.EntitlementModelId !== (changes.EntitlementModelId ?? undefined)) all.EntitlementPlanId = null
  }
  for (const field of fields) {
    if (!(field.key in all)) continue
    const formatted = formatValue(field, all[field.key])
    if (formatted === null) delete next[field.param]
    else next[field.param] = formatted
  }
  delete next.page
  return next
}

/** `query` without any filter (search, sort and page size stay). */
export function withoutFilters(query: LocationQuery): LocationQuery {
  const next: LocationQuery = { ...query }
  for (const field of fields) delete next[field.param]
  delete next.page
  return next
}
