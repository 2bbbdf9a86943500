import { FieldType } from '../../../../shared/enums'
import { badRequest } from '../../../http/errors'
import { RuntimeCode } from './add.validate'
import { cardFieldModels, type PartDefinition } from './part'

/** The board view's filters of a column, checked against the board (400 naming the parameter). */

export type DueFilter = 'overdue' | 'dueSoon' | 'none'

export interface ColumnFilterQuery {
  search?: string
  field?: string[]
  assignee?: string
  tag?: string
  due?: DueFilter
  /** Swimlanes: `assignee` or `field:<key>`, with `lane` the lane's value or `none`. */
  laneBy?: string
  lane?: string
}

/** One swimlane of the board: items with this field value or subject, or without one (null). */
export type LaneFilter =
  | { kind: 'field'; table: string; column: string; optionKey: string | null }
  | { kind: 'assignee'; subject: { subjectType: 0 | 1; subjectId: string } | null }

/** One Select field's wanted option keys; the column is the field's own storage column. */
export interface FieldFilter {
  table: string
  column: string
  optionKeys: string[]
}

export interface ColumnFilters {
  search: string | null
  fields: FieldFilter[]
  assignee: { subjectType: 0 | 1; subjectId: string } | null
  tag: string | null
  due: DueFilter | null
  lane: LaneFilter | null
}

/** Open items due within this many hours count as due soon. */
export const dueSoonHours = 72

const invalid = (message: string, parameter: string) => badRequest(RuntimeCode.invalid, message, parameter)

function parseFields(raw: readonly string[], part: PartDefinition): FieldFilter[] {
  const byKey = new Map<string, FieldFilter>()
  const fields = cardFieldModels(part)
  for (const entry of raw) {
    const at = entry.indexOf(':')
    if (at <= 0 || at === entry.length - 1) throw invalid(`"${entry}" is not a field filter; use fieldKey:optionKey.`, 'field')
    const key = entry.slice(0, at)
    const optionKey = entry.slice(at + 1)
    const field = fields.find((candidate) => candidate.Key.toLowerCase() === key.toLowerCase())
    if (!field) throw invalid(`The board has no field "${key}".`, 'field')
    if (field.FieldType !== FieldType.Select || field.AllowMultiple || !field.storage.column) {
      throw invalid(`The field "${field.Key}" cannot be filtered: only single-value Select fields can.`, 'field')
    }
    const option = field.Options.find((candidate) => candidate.Key.toLowerCase() === optionKey.toLowerCase())
    if (!option) throw invalid(`The field "${field.Key}" has no option "${optionKey}".`, 'field')
    const filter = byKey.get(field.Key) ?? { table: part.model.primaryTable.qualifiedName, column: field.storage.column, optionKeys: [] }
    if (!filter.optionKeys.includes(option.Key)) filter.optionKeys.push(option.Key)
    byKey.set(field.Key, filter)
  }
  return [...byKey.values()]
}

function parseAssignee(raw: string, parameter = 'assignee'): ColumnFilters['assignee'] {
  const match = /^(user|group):(.+)$/.exec(raw)
  if (!match) throw invalid(`"${raw}" is not an assignee; use user:<id> or group:<id>.`, parameter)
  return { subjectType: match[1] === 'user' ? 0 : 1, subjectId: match[2]! }
}

/** The Select field items can be grouped by (the same rule as a field filter). */
function laneField(key: string, part: PartDefinition) {
  const field = cardFieldModels(part).find((candidate) => candidate.Key.toLowerCase() === key.toLowerCase())
  if (!field) throw invalid(`The board has no field "${key}".`, 'laneBy')
  if (field.FieldType !== FieldType.Select || field.AllowMultiple || !field.storage.column) {
    throw invalid(`The board cannot be grouped by "${field.Key}": only by single-value Select fields.`, 'laneBy')
  }
  return { field, column: field.storage.column }
}

function parseLane(laneBy: string | undefined, lane: string | undefined, part: PartDefinition): LaneFilter | null {
  if (!laneBy && lane === undefined) return null
  if (!laneBy) throw invalid('lane needs laneBy.', 'laneBy')
  if (lane === undefined || lane === '') throw invalid('laneBy needs lane: a value or none.', 'lane')
  if (laneBy === 'assignee') return { kind: 'assignee', subject: lane === 'none' ? null : parseAssignee(lane, 'lane') }
  if (!laneBy.startsWith('field:')) throw invalid(`"${laneBy}" is no grouping; use assignee or field:<fieldKey>.`, 'laneBy')
  const { field, column } = laneField(laneBy.slice('field:'.length), part)
  const table = part.model.primaryTable.qualifiedName
  if (lane === 'none') return { kind: 'field', table, column, optionKey: null }
  const option = field.Options.find((candidate) => candidate.Key.toLowerCase() === lane.toLowerCase())
  if (!option) throw invalid(`The field "${field.Key}" has no option "${lane}".`, 'lane')
  return { kind: 'field', table, column, optionKey: option.Key }
}

/** The filters of the query; empty text counts as no filter. */
export function parseColumnFilters(query: ColumnFilterQuery, part: PartDefinition): ColumnFilters {
  const search = query.search?.trim() || null
  const tag = query.tag?.trim() || null
  const assignee = query.assignee?.trim() ? parseAssignee(query.assignee.trim()) : null
  const lane = parseLane(query.laneBy?.trim() || undefined, query.lane?.trim(), part)
  return { search, fields: parseFields(query.field ?? [], part), assignee, tag, due: query.due ?? null, lane }
}

export function hasColumnFilters(filters: ColumnFilters): boolean {
  return !!(filters.search || filters.fields.length || filters.assignee || filters.tag || filters.due || filters.lane)
}
