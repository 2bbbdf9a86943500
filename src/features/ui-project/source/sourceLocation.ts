import type { LocationQuery, LocationQueryRaw } from 'vue-router'

/**
 * The source editor's address: `/ui-project/source?path=src/App.vue&line=12&column=5` opens the file
 * at that place (the Builds screens link each diagnostic so). A line or column that is not a whole
 * number from 1 is left out; a column without a line means nothing.
 */
export interface SourceLocation {
  path: string | null
  line: number | null
  column: number | null
}

function single(query: LocationQuery, name: string): string | null {
  const value = query[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : null
}

function positive(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null
  const value = Number(raw.trim())
  return value >= 1 ? value : null
}

export function parseSourceLocation(query: LocationQuery): SourceLocation {
  // Diagnostics name files relative to the project root; `./src/x.ts` and `/src/x.ts` mean the same.
  const path = single(query, 'path')?.trim().replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '') || null
  const line = path ? positive(single(query, 'line')) : null
  const column = line === null ? null : positive(single(query, 'column'))
  return { path, line, column }
}

/** The query of a location (what `parseSourceLocation` reads back). */
export function sourceLocationQuery(location: Partial<SourceLocation>): LocationQueryRaw {
  const query: LocationQueryRaw = {}
  if (location.path) query.path = location.path
  if (location.path && location.line) {
    query.line = String(location.line)
    if (location.column) query.column = String(location.column)
  }
  return query
}
