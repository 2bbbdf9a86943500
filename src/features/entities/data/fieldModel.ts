import { toRaw } from 'vue'
import { FieldType } from '@/api'
import type { EntityDefinition, EntityField, EntityTable, FieldValue, FieldValues, TableRowValue } from './records.types'

/** The fields of a table that records carry, in the designer's order. */
export function activeFields(table: EntityTable | undefined): EntityField[] {
  return (table?.Fields ?? []).filter((field) => !field.IsDeleted).sort((a, b) => (a.SortOrder ?? 0) - (b.SortOrder ?? 0))
}

export function primaryTable(definition: EntityDefinition | undefined): EntityTable | undefined {
  return definition?.Tables?.find((table) => table.IsPrimary && !table.IsDeleted)
}

/** The child table that holds the rows of a Table field. */
export function childTableOf(definition: EntityDefinition | undefined, field: EntityField): EntityTable | undefined {
  return definition?.Tables?.find(
    (table) => !table.IsDeleted && (table.Id === field.ChildTableId || table.OwnerFieldId === field.Id),
  )
}

/** The value an input starts with when the record has none. */
export function emptyValue(field: EntityField): FieldValue {
  if (field.FieldType === FieldType.Table) return []
  if (field.AllowMultiple && isMultiCapable(field)) return []
  if (field.FieldType === FieldType.Boolean) return false
  return null
}

/** Field types whose AllowMultiple turns the value into an array. */
export function isMultiCapable(field: EntityField): boolean {
  return (
    field.FieldType === FieldType.Select ||
    field.FieldType === FieldType.Reference ||
    field.FieldType === FieldType.Classifier ||
    field.FieldType === FieldType.Text
  )
}

/** Every field of a table with the record's value or the empty one. */
export function valuesFor(fields: EntityField[], source: FieldValues | undefined): FieldValues {
  const values: FieldValues = {}
  for (const field of fields) {
    const key = field.Key ?? ''
    const value = source?.[key]
    values[key] = value === undefined ? emptyValue(field) : value
  }
  return values
}

/**
 * Server issues name fields as `Fields.<key>` (and deeper paths inside table rows); each input
 * shows the messages of its own key and of everything below it.
 */
export function errorsForField(fieldErrors: Record<string, string[]>, key: string): string[] {
  return Object.entries(fieldErrors).flatMap(([path, messages]) => (isPathOf(path, key) ? messages : []))
}

function isPathOf(path: string, key: string): boolean {
  const own = `Fields.${key}`.toLowerCase()
  const lower = path.toLowerCase()
  return lower === own || lower.startsWith(`${own}.`) || lower.startsWith(`${own}[`)
}

/** The server issues without those about `key` (once its value changed they no longer apply). */
export function withoutErrorsOf(fieldErrors: Record<string, string[]>, key: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([path]) => !isPathOf(path, key)))
}

/** Server issues that no input shows (kept for the form's summary). */
export function unplacedErrors(fieldErrors: Record<string, string[]>, keys: string[]): string[] {
  return Object.entries(fieldErrors).flatMap(([path, messages]) =>
    keys.some((key) => errorsForField({ [path]: messages }, key).length > 0) ? [] : messages,
  )
}

/** Where the server names a cell of a table row: `Fields.<tableKey>[<index>].Fields.<key>`. */
export function cellPath(tableKey: string, index: number, key: string): string {
  return `Fields.${tableKey}[${index}].Fields.${key}`
}

/** The server's messages about `path` and everything below it (paths compare case-insensitively). */
export function errorsAt(fieldErrors: Record<string, string[]>, path: string): string[] {
  const own = path.toLowerCase()
  return Object.entries(fieldErrors).flatMap(([item, messages]) => {
    const lower = item.toLowerCase()
    return lower === own || lower.startsWith(`${own}.`) || lower.startsWith(`${own}[`) ? messages : []
  })
}

interface RowPath {
  index: number
  /** What follows the row (`.Fields.qty`), empty for the row itself. */
  rest: string
}

const ROW_PATH = /^Fields\.([^.[\]]+)\[(\d+)\](.*)$/i

/** A path into row `index` of the Table field `tableKey`; null for any other path (also the table's own). */
function rowPathOf(path: string, tableKey: string): RowPath | null {
  const match = ROW_PATH.exec(path)
  if (!match || match[1]!.toLowerCase() !== tableKey.toLowerCase()) return null
  return { index: Number(match[2]), rest: match[3]! }
}

/** The cell a row path names (`.Fields.<key>` or deeper); null for the row itself or a member like `.Id`. */
function cellKeyOf(rest: string): string | null {
  return /^\.Fields\.([^.[\]]+)/i.exec(rest)?.[1] ?? null
}

/** What an edit of a Table field's rows did: where each row went, and which cells changed. */
export interface RowsEdit {
  /** Old index → new index of every row that is still there. */
  moves: Map<number, number>
  /** The cells whose value changed, at their new index. */
  changed: Array<{ index: number; key: string }>
}

/**
 * Compares the rows before and after an edit. The rows input keeps a row's object when it adds,
 * removes or moves rows, and replaces only the edited row (in place) when a cell changes.
 */
export function rowsEdit(before: readonly TableRowValue[], after: readonly TableRowValue[]): RowsEdit {
  const rawAfter = after.map((row) => toRaw(row))
  const rawBefore = new Set(before.map((row) => toRaw(row)))
  const moves = new Map<number, number>()
  const changed: Array<{ index: number; key: string }> = []
  for (const [index, row] of before.entries()) {
    const kept = rawAfter.indexOf(toRaw(row))
    if (kept >= 0) {
      moves.set(index, kept)
      continue
    }
    // A row replaced at its place (a cell edit) is the same row with other values.
    const replacement = before.length === after.length ? after[index] : undefined
    if (!replacement || rawBefore.has(toRaw(replacement))) continue
    moves.set(index, index)
    const keys = new Set([...Object.keys(row.Fields ?? {}), ...Object.keys(replacement.Fields ?? {})])
    for (const key of keys) {
      if (JSON.stringify(row.Fields?.[key] ?? null) !== JSON.stringify(replacement.Fields?.[key] ?? null)) changed.push({ index, key })
    }
  }
  return { moves, changed }
}

/** A path into the rows of `tableKey` moved with its row; null when the row was removed. Other paths stay as they are. */
function movedPath(path: string, tableKey: string, moves: ReadonlyMap<number, number>): string | null {
  const row = rowPathOf(path, tableKey)
  if (!row) return path
  const index = moves.get(row.index)
  return index === undefined ? null : `Fields.${tableKey}[${index}]${row.rest}`
}

/** Paths (of cells the form keeps track of) after an edit of the rows of `tableKey`. */
export function movePaths(paths: ReadonlySet<string>, tableKey: string, edit: RowsEdit): Set<string> {
  return new Set([...paths].map((path) => movedPath(path, tableKey, edit.moves)).filter((path): path is string => path !== null))
}

/**
 * The server's issues after an edit of the rows of `tableKey`: those about a row follow it, those
 * about a changed cell (or about the row as a whole, once one of its cells changed) and those about
 * the table itself go — they were about the value before. Issues of other fields stay.
 */
export function errorsAfterRowsEdit(fieldErrors: Record<string, string[]>, tableKey: string, edit: RowsEdit): Record<string, string[]> {
  const changedRows = new Set(edit.changed.map((cell) => cell.index))
  const changedCells = new Set(edit.changed.map((cell) => `${cell.index}\u0000${cell.key.toLowerCase()}`))
  const next: Record<string, string[]> = {}
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const row = rowPathOf(path, tableKey)
    if (!row) {
      if (errorsForField({ [path]: messages }, tableKey).length === 0) next[path] = messages
      continue
    }
    const index = edit.moves.get(row.index)
    if (index === undefined) continue
    const key = cellKeyOf(row.rest)
    if (key === null ? changedRows.has(index) : changedCells.has(`${index}\u0000${key.toLowerCase()}`)) continue
    const moved = `Fields.${tableKey}[${index}]${row.rest}`
    next[moved] = [...(next[moved] ?? []), ...messages]
  }
  return next
}

/**
 * The server's messages about a Table field that no cell shows: about the table itself, a row as a
 * whole, or a cell of a column or row the form does not have.
 */
export function tableLevelErrors(fieldErrors: Record<string, string[]>, tableKey: string, rowCount: number, columnKeys: readonly string[]): string[] {
  const columns = new Set(columnKeys.map((key) => key.toLowerCase()))
  return Object.entries(fieldErrors).flatMap(([path, messages]) => {
    if (errorsForField({ [path]: messages }, tableKey).length === 0) return []
    const row = rowPathOf(path, tableKey)
    const key = row ? cellKeyOf(row.rest) : null
    return row && key !== null && row.index < rowCount && columns.has(key.toLowerCase()) ? [] : messages
  })
}
