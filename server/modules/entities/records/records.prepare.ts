import type { SqlValue } from '../../../db'
import { localDate } from '../details/timeContext'
import { DefaultValueKind } from '../types'
import { FieldType, type RecordField, type RecordTable } from './recordModel'
import { checkValue, ValueIssues, type ValueLookups } from './values.check'

/** Who writes, when, and how values are looked up. */
export interface WriteContext {
  lookups: ValueLookups
  issues: ValueIssues
  actorUserId: string
  actorUserName: string
  now: Date
  timeZone: string
}

/** A child-table row as the caller sent it. */
export interface PreparedChildRow {
  id: string | null
  rowVersion: string | null
  row: PreparedRow
}

/** What one row write changes: its columns, side-table values and child rows. */
export interface PreparedRow {
  columns: Array<[column: string, value: SqlValue]>
  multi: Array<{ field: RecordField; values: string[] }>
  tables: Array<{ field: RecordField; rows: PreparedChildRow[] }>
}

const rowMembers = new Set(['Id', 'RowVersion', 'Fields'])

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

function dynamicDefault(field: RecordField, context: WriteContext): unknown {
  switch (field.defaultValue.dynamicKey) {
    case 'today':
      return field.fieldType === FieldType.DateTime ? context.now.toISOString() : localDate(context.now, context.timeZone)
    case 'now':
      return field.fieldType === FieldType.Date ? localDate(context.now, context.timeZone) : context.now.toISOString()
    case 'currentUser':
      return field.fieldType === FieldType.Reference ? null : context.actorUserName
    default:
      return null
  }
}

/** The DefaultValue of a field for a new row, or undefined when it has none. */
function defaultFor(field: RecordField, context: WriteContext): unknown {
  if (field.defaultValue.kind === DefaultValueKind.Constant) return field.defaultValue.value ?? undefined
  if (field.defaultValue.kind === DefaultValueKind.Dynamic) return dynamicDefault(field, context) ?? undefined
  return undefined
}

/**
 * Checks the Fields of one row against its table. A new row takes defaults for absent fields and
 * must carry every required field; read-only fields are skipped. Issues go to context.issues.
 */
export async function prepareRow(
  table: RecordTable,
  input: unknown,
  path: string,
  isNew: boolean,
  context: WriteContext,
): Promise<PreparedRow> {
  const prepared: PreparedRow = { columns: [], multi: [], tables: [] }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    context.issues.add('workspace.validation.invalid', 'Fields must be an object of field values.', path)
    return prepared
  }
  const given = input as Record<string, unknown>
  const byKey = new Map(table.fields.map((field) => [field.key, field]))
  for (const key of Object.keys(given)) {
    if (!byKey.has(key)) context.issues.add('workspace.entities.records.unknownField', `There is no field "${key}".`, `${path}.${key}`)
  }
  for (const field of table.fields) {
    const fieldPath = `${path}.${field.key}`
    if (field.isReadOnly || field.isCalculated) continue
    let raw = Object.hasOwn(given, field.key) ? given[field.key] : undefined
    if (raw === undefined && isNew) raw = defaultFor(field, context)
    if (raw === undefined) {
      if (isNew && field.isRequired) context.issues.add('workspace.validation.required', `${field.displayName} is required.`, fieldPath)
      continue
    }
    const checked = await checkValue(field, raw, fieldPath, context.issues, context.lookups)
    if (!checked) continue
    if (checked.kind === 'columns') {
      if (field.isRequired && checked.values[0]?.[1] === null) {
        context.issues.add('workspace.validation.required', `${field.displayName} is required.`, fieldPath)
      }
      prepared.columns.push(...checked.values)
    } else if (checked.kind === 'multi') {
      if (field.isRequired && checked.values.length === 0) {
        context.issues.add('workspace.validation.required', `${field.displayName} is required.`, fieldPath)
      }
      prepared.multi.push({ field, values: checked.values })
    } else {
      if (field.isRequired && isEmpty(checked.rows)) {
        context.issues.add('workspace.validation.required', `${field.displayName} needs at least one row.`, fieldPath)
      }
      prepared.tables.push({ field, rows: await prepareChildRows(field, checked.rows, fieldPath, context) })
    }
  }
  return prepared
}

async function prepareChildRows(field: RecordField, rows: unknown[], path: string, context: WriteContext): Promise<PreparedChildRow[]> {
  const table = field.childTable as RecordTable
  const result: PreparedChildRow[] = []
  for (const [index, raw] of rows.entries()) {
    const rowPath = `${path}[${index}]`
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      context.issues.add('workspace.validation.invalid', `${field.displayName}: a row must be {Id?, RowVersion?, Fields}.`, rowPath)
      continue
    }
    const row = raw as Record<string, unknown>
    const unknown = Object.keys(row).filter((key) => !rowMembers.has(key))
    if (unknown.length > 0) {
      context.issues.add('workspace.validation.unknownMember', `${field.displayName}: unknown row member ${unknown.join(', ')}.`, `${rowPath}.${unknown[0]}`)
      continue
    }
    const id = row.Id ?? null
    const rowVersion = row.RowVersion ?? null
    if (id !== null && typeof id !== 'string') {
      context.issues.add('workspace.validation.invalid', `${field.displayName}: Id must be text.`, `${rowPath}.Id`)
      continue
    }
    if (rowVersion !== null && typeof rowVersion !== 'string') {
      context.issues.add('workspace.validation.invalid', `${field.displayName}: RowVersion must be text.`, `${rowPath}.RowVersion`)
      continue
    }
    const prepared = await prepareRow(table, row.Fields ?? {}, `${rowPath}.Fields`, id === null, context)
    result.push({ id, rowVersion, row: prepared })
  }
  return result
}
