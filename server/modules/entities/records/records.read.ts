import type { Db } from '../../../db'
import { displayNameField, FieldType, type RecordDefinition, type RecordField, type RecordTable } from './recordModel'
import { readColumnValue, selectColumns, type StoredRow } from './values.read'

/** One stored row with its runtime field values (child rows and side-table values included). */
export interface ReadRow {
  row: StoredRow
  fields: Record<string, unknown>
}

export interface LookupItem {
  Id: string
  Number: string
  DisplayName: string
}

/** Referenced instance ids per target definition, collected while reading. */
export type ReferenceIds = Map<string, Set<string>>

function collectReference(references: ReferenceIds, field: RecordField, value: unknown): void {
  if (field.fieldType !== FieldType.Reference || !field.referenceTo || value === null) return
  let ids = references.get(field.referenceTo)
  if (!ids) {
    ids = new Set()
    references.set(field.referenceTo, ids)
  }
  for (const id of Array.isArray(value) ? value : [value]) ids.add(String(id))
}

async function sideValues(db: Db, field: RecordField, recordIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db.query<{ record_id: string; value: string }>(
    `SELECT record_id, value FROM ${field.sideTable} WHERE record_id = ANY($1::text[]) ORDER BY record_id, sort_order`,
    [recordIds],
  )
  const byRecord = new Map<string, string[]>()
  for (const row of rows) byRecord.set(row.record_id, [...(byRecord.get(row.record_id) ?? []), row.value])
  return byRecord
}

async function childRows(db: Db, table: RecordTable, parentIds: string[], references: ReferenceIds): Promise<Map<string, ReadRow[]>> {
  const rows = await db.query<StoredRow & { parent_id: string }>(
    `SELECT ${selectColumns(table, 't', false)}, t.parent_id FROM ${table.qualifiedName} t
     WHERE t.parent_id = ANY($1::text[]) ORDER BY t.parent_id, t.sort_order`,
    [parentIds],
  )
  const read = await readRows(db, table, rows, references)
  const byParent = new Map<string, ReadRow[]>()
  read.forEach((item, index) => {
    const parentId = (rows[index] as { parent_id: string }).parent_id
    byParent.set(parentId, [...(byParent.get(parentId) ?? []), item])
  })
  return byParent
}

/** The runtime values of stored rows of one table, reading side tables and child tables in batches. */
export async function readRows(db: Db, table: RecordTable, rows: StoredRow[], references: ReferenceIds): Promise<ReadRow[]> {
  const ids = rows.map((row) => row.id)
  const result: ReadRow[] = rows.map((row) => ({ row, fields: {} }))
  for (const [index, field] of table.fields.entries()) {
    if (field.column) {
      for (const item of result) item.fields[field.key] = readColumnValue(field, item.row, index)
    } else if (field.sideTable) {
      const values = ids.length > 0 ? await sideValues(db, field, ids) : new Map<string, string[]>()
      for (const item of result) item.fields[field.key] = values.get(item.row.id) ?? []
    } else if (field.childTable) {
      const children = ids.length > 0 ? await childRows(db, field.childTable, ids, references) : new Map<string, ReadRow[]>()
      for (const item of result) {
        item.fields[field.key] = (children.get(item.row.id) ?? []).map((child) => ({
          Id: child.row.id,
          RowVersion: child.row.row_version,
          Fields: child.fields,
        }))
      }
    }
    for (const item of result) collectReference(references, field, item.fields[field.key] ?? null)
  }
  return result
}

/** SQL for a record's display text: the display field, else the Number. */
export function displayExpression(definition: RecordDefinition, alias: string): string {
  const field = displayNameField(definition.primary)
  return field?.column ? `COALESCE(NULLIF(${alias}.${field.column}::text, ''), ${alias}.number)` : `${alias}.number`
}

/** Number and DisplayName of the given instances of one definition. */
export async function lookupItems(db: Db, definition: RecordDefinition, ids: string[]): Promise<LookupItem[]> {
  if (ids.length === 0) return []
  return db.query<LookupItem>(
    `SELECT t.id AS "Id", t.number AS "Number", ${displayExpression(definition, 't')} AS "DisplayName"
     FROM ${definition.primary.qualifiedName} t WHERE t.id = ANY($1::text[])`,
    [ids],
  )
}
