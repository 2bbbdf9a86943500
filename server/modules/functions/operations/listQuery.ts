import { badRequest } from '../../../http/errors'

/**
 * What the run and job lists share: the time range, free-text search, paging and sort direction,
 * validated beyond what the contract's schema checks.
 */

export const OperationCodes = {
  invalidRange: 'workspace.functions.invalidRange',
  tooManyBuckets: 'workspace.functions.tooManyBuckets',
} as const

export interface TimeRange {
  from: Date | null
  to: Date | null
}

/** FromUtc (inclusive) and ToUtc (exclusive); FromUtc after ToUtc is a 400 naming FromUtc. */
export function timeRange(query: { FromUtc?: string; ToUtc?: string }): TimeRange {
  const from = query.FromUtc === undefined ? null : new Date(query.FromUtc)
  const to = query.ToUtc === undefined ? null : new Date(query.ToUtc)
  if (from && to && from.getTime() > to.getTime()) {
    throw badRequest(OperationCodes.invalidRange, 'FromUtc must not be after ToUtc.', 'FromUtc')
  }
  return { from, to }
}

/** A range with defaults: ToUtc now, FromUtc 24 hours before ToUtc. */
export function defaultedRange(query: { FromUtc?: string; ToUtc?: string }, now: Date): { from: Date; to: Date } {
  const range = timeRange(query)
  const to = range.to ?? (range.from && range.from.getTime() > now.getTime() ? range.from : now)
  const from = range.from ?? new Date(to.getTime() - 24 * 3_600_000)
  return { from, to }
}

export interface Search {
  /** The trimmed text, as the caller typed it. */
  text: string
  /** Every word as a prefix (a single letter as a whole word), all required (`tsquery` syntax; words are letters and digits only). */
  prefixQuery: string | null
  /** The text when it could be an id (runs, jobs and correlation ids are matched exactly). */
  exactId: string | null
}

const maxSearchWords = 8

/** Words of the search (split like the `simple` text-search parser splits), or null without any. */
export function parseSearch(raw: string | undefined): Search | null {
  const text = raw?.trim() ?? ''
  if (text === '') return null
  const words = [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0))].slice(0, maxSearchWords)
  const exactId = /^[\w-]{4,200}$/.test(text) ? text : null
  if (words.length === 0 && !exactId) return null
  // A single letter matches whole words only: as a prefix it would match nearly every run.
  const terms = words.map((word) => (word.length > 1 ? `${word}:*` : word))
  return { text, prefixQuery: terms.length > 0 ? terms.join(' & ') : null, exactId }
}

/** SortDirection 1 is Descending; without a sort field the list's default order applies (newest first). */
export function sortDirection(query: { SortField?: number; SortDirection?: number }): 'ASC' | 'DESC' {
  if (query.SortDirection === undefined) return query.SortField === undefined ? 'DESC' : 'ASC'
  return query.SortDirection === 1 ? 'DESC' : 'ASC'
}

/** `ORDER BY` body: the column, then the time and id as tie-breakers, all in one direction (stable pages). */
export function orderClause(column: string, timeColumn: string, idColumn: string, direction: 'ASC' | 'DESC'): string {
  const keys = column === timeColumn ? [column, idColumn] : [column, timeColumn, idColumn]
  return keys.map((key) => `${key} ${direction}`).join(', ')
}
