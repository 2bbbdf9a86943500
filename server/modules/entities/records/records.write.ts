import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../../db'
import { badRequest, conflict, staleRowVersion } from '../../../http/errors'
import type { RecordField, RecordTable, RecordUniqueConstraint } from './recordModel'
import type { PreparedChildRow, PreparedRow } from './records.prepare'
import {
  childRowVersions, deleteRows, findRowWithValues, insertRow, replaceSideValues, storedColumnValues, updateRow, type RowAudit,
} from './recordWrites.repo'

export type { RowAudit } from './recordWrites.repo'

/** Extra system columns of the row: number of a primary row, parent and order of a child row. */
export type RowExtras = Array<[column: string, value: SqlValue]>

async function writeChildRows(db: Db, field: RecordField, parentId: string, rows: PreparedChildRow[], audit: RowAudit): Promise<void> {
  const table = field.childTable as RecordTable
  const versions = await childRowVersions(db, table, parentId)
  for (const [index, row] of rows.entries()) {
    if (row.id === null) continue
    if (!versions.has(row.id)) {
      throw badRequest('workspace.validation.invalid', `${field.displayName}: row "${row.id}" does not belong to this record.`, `Fields.${field.key}[${index}].Id`)
    }
    if (row.rowVersion !== null && row.rowVersion !== versions.get(row.id)) throw staleRowVersion(null)
  }
  const kept = new Set(rows.map((row) => row.id).filter((id): id is string => id !== null))
  const removed = [...versions.keys()].filter((id) => !kept.has(id))
  if (removed.length > 0) await deleteRows(db, table, removed)
  for (const [index, row] of rows.entries()) {
    const id = row.id ?? randomUUID()
    if (row.id === null) await insertRow(db, table, id, [['parent_id', parentId], ['sort_order', index], ...row.row.columns], audit)
    else await updateRow(db, table, id, [['sort_order', index], ...row.row.columns], audit)
    await writeRelated(db, id, row.row, audit)
  }
}

/** Side-table values and child rows of a row that was just inserted or updated. */
async function writeRelated(db: Db, rowId: string, prepared: PreparedRow, audit: RowAudit): Promise<void> {
  for (const { field, values } of prepared.multi) await replaceSideValues(db, field.sideTable!, rowId, values)
  for (const { field, rows } of prepared.tables) await writeChildRows(db, field, rowId, rows, audit)
}

export async function insertRecordRow(db: Db, table: RecordTable, id: string, prepared: PreparedRow, audit: RowAudit, extras: RowExtras): Promise<void> {
  await insertRow(db, table, id, [...extras, ...prepared.columns], audit)
  await writeRelated(db, id, prepared, audit)
}

export async function updateRecordRow(db: Db, table: RecordTable, id: string, prepared: PreparedRow, audit: RowAudit): Promise<void> {
  await updateRow(db, table, id, prepared.columns, audit)
  await writeRelated(db, id, prepared, audit)
}

/**
 * Refuses a row whose values of a unique constraint are already taken by another row
 * (409 naming the first field); rows with an empty constraint field never collide.
 */
export async function assertUnique(
  db: Db,
  table: RecordTable,
  constraints: RecordUniqueConstraint[],
  rowId: string,
  prepared: PreparedRow,
  isNew: boolean,
): Promise<void> {
  const given = new Map(prepared.columns)
  for (const constraint of constraints.filter((item) => item.tableId === table.id)) {
    const fields = constraint.fieldIds.map((id) => table.fields.find((field) => field.id === id)).filter((field): field is RecordField => !!field?.column)
    if (fields.length === 0 || !fields.some((field) => given.has(field.column as string))) continue
    const columns = fields.map((field) => field.column as string)
    let values = columns.map((column) => given.get(column) ?? null)
    if (!isNew) {
      const current = await storedColumnValues(db, table, rowId, columns)
      values = columns.map((column, index) => (given.has(column) ? (values[index] ?? null) : (current?.[index] ?? null)))
    }
    if (values.some((value) => value === null)) continue
    if ((await findRowWithValues(db, table, columns, values, rowId)) !== null) {
      const names = fields.map((field) => field.displayName).join(', ')
      const error = conflict(
        'workspace.entities.records.duplicate',
        `Another record already has this ${names}.`,
        `Fields.${(fields[0] as RecordField).key}`,
      )
      for (const found of error.issues) found.Metadata = { fields: fields.map((field) => field.key).join(','), constraintId: constraint.id }
      throw error
    }
  }
}
