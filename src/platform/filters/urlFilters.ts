import type { LocationQuery } from 'vue-router'

/**
 * The query-string side of a list's filters, shared by every list that keeps its filters in the URL:
 * each feature maps its filters to parameters (`model=…&state=InGrace`) and reads them back.
 */

/** The first non-empty value of a query parameter, or null. */
export function queryValue(query: LocationQuery, name: string): string | null {
  const value = query[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && first !== '' ? first : null
}

/** `query` with `params` applied (null removes one) and the page reset: other filters mean other pages. */
export function withParams(query: LocationQuery, params: Record<string, string | null>): LocationQuery {
  const next: LocationQuery = { ...query }
  for (const [name, value] of Object.entries(params)) {
    if (value === null) delete next[name]
    else next[name] = value
  }
  delete next.page
  return next
}

/** `query` without the parameters `names`, page reset (what else the list keeps in the URL stays). */
export function withoutParams(query: LocationQuery, names: readonly string[]): LocationQuery {
  const next: LocationQuery = { ...query }
  for (const name of names) delete next[name]
  delete next.page
  return next
}
