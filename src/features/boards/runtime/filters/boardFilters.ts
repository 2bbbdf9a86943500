import type { LocationQuery } from 'vue-router'
import { queryValue } from '@/platform/filters/urlFilters'
import type { ColumnFilterParams } from '../../api/runtime'

/**
 * The board view's filters in the query string: `q` (search), `field=priority:high,channel:x`,
 * `assignee=user:<id>` or `group:<id>`, `tag`, `due=overdue|dueSoon|none`.
 */

export const dueStates = ['overdue', 'dueSoon', 'none'] as const
export type DueState = (typeof dueStates)[number]

export interface FieldValue {
  fieldKey: string
  optionKey: string
}

export interface BoardFilters {
  search: string
  fields: FieldValue[]
  assignee: string | null
  tag: string | null
  due: DueState | null
}

/** Swimlanes: by the item-level subjects or by a single-value Select field (`groupBy=field:priority`). */
export type GroupBy = { kind: 'assignee' } | { kind: 'field'; fieldKey: string }

export function parseGroupBy(raw: string | null): GroupBy | null {
  if (raw === 'assignee') return { kind: 'assignee' }
  if (raw?.startsWith('field:') && raw.length > 'field:'.length) return { kind: 'field', fieldKey: raw.slice('field:'.length) }
  return null
}

export function formatGroupBy(groupBy: GroupBy | null): string | null {
  if (!groupBy) return null
  return groupBy.kind === 'assignee' ? 'assignee' : `field:${groupBy.fieldKey}`
}

/** The query parameters the filters own (besides `q`, which the URL state keeps). */
export const filterParamNames = ['field', 'assignee', 'tag', 'due'] as const

export function parseFieldValues(raw: string | null): FieldValue[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((entry) => {
      const at = entry.indexOf(':')
      return at > 0 && at < entry.length - 1 ? { fieldKey: entry.slice(0, at), optionKey: entry.slice(at + 1) } : null
    })
    .filter((value): value is FieldValue => value !== null)
}

export function formatFieldValues(values: readonly FieldValue[]): string | null {
  return values.length ? values.map((value) => `${value.fieldKey}:${value.optionKey}`).join(',') : null
}

export function parseBoardFilters(query: LocationQuery, search: string): BoardFilters {
  const due = queryValue(query, 'due')
  return {
    search,
    fields: parseFieldValues(queryValue(query, 'field')),
    assignee: queryValue(query, 'assignee'),
    tag: queryValue(query, 'tag'),
    due: dueStates.find((state) => state === due) ?? null,
  }
}

export function isFiltered(filters: BoardFilters): boolean {
  return !!(filters.search || filters.fields.length || filters.assignee || filters.tag || filters.due)
}

/** The column listing's parameters for the filters. */
export function columnFilterParams(filters: BoardFilters): ColumnFilterParams {
  const params: ColumnFilterParams = {}
  if (filters.search) params.search = filters.search
  if (filters.fields.length) params.field = filters.fields.map((value) => `${value.fieldKey}:${value.optionKey}`)
  if (filters.assignee) params.assignee = filters.assignee
  if (filters.tag) params.tag = filters.tag
  if (filters.due) params.due = filters.due
  return params
}

/** The key of one column's view: the filters' key, and the swimlane's when the column is in one. */
export function viewKey(filtersKey: string, laneKey: string | null | undefined): string {
  return laneKey ? `${filtersKey}|${laneKey}` : filtersKey
}

/** A stable text for the query key: the same filters give the same key. */
export function filterKey(filters: BoardFilters): string {
  return isFiltered(filters) ? JSON.stringify(columnFilterParams(filters)) : ''
}
