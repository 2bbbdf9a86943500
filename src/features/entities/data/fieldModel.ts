import { FieldType } from '@/api'
import type { EntityDefinition, EntityField, EntityTable, FieldValue, FieldValues } from './records.types'

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
