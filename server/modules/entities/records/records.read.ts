import type { Db } from '../../../db'
import { FieldType, type RecordField, type RecordTable } from './recordModel'
import { selectChildRows, selectSideValues } from './records.repo'
import { readColumnValue, type StoredRow } from './values.read'

export { displayExpression, lookupItems, type LookupItem } from './records.repo'

/** One stored row with its runtime field values (child rows and side-table values included). */
export interface ReadRow {
  row: StoredRow
  fields: Record<string, unknown>
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

async function sideValues(db: Db, sideTable: string, recordIds: string[]): Promise<Map<string, string[]>> {
  const byRecord = new Map<string, string[]>()
  for (const row of await selectSideValues(db, sideTable, recordIds)) byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), row.value])
  return byRecord
}

async function childRows(db: Db, table: RecordTable, parentIds: string[], references: ReferenceIds): Promise<Map<string, ReadRow[]>> {
  const rows = await selectChildRows(db, table, parentIds)
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
      const values = ids.length > 0 ? await sideValues(db, field.sideTable, ids) : new Map<string, string[]>()
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
