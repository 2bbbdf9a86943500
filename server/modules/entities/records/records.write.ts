import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../../db'
import { badRequest, conflict, staleRowVersion } from '../../../http/errors'
import type { RecordField, RecordTable, RecordUniqueConstraint } from './recordModel'
import type { PreparedChildRow, PreparedRow } from './records.prepare'

export interface RowAudit {
  actorUserId: string
  now: Date
}

/** Extra system columns of the row: number of a primary row, parent and order of a child row. */
export type RowExtras = Array<[column: string, value: SqlValue]>

async function insertRow(db: Db, table: RecordTable, id: string, prepared: PreparedRow, audit: RowAudit, extras: RowExtras): Promise<void> {
  const columns: Array<[string, SqlValue]> = [
    ['id', id],
    ['row_version', randomUUID()],
    ['created_at', audit.now],
    ['created_by', audit.actorUserId],
    ['modified_at', audit.now],
    ['modified_by', audit.actorUserId],
    ...extras,
    ...prepared.columns,
  ]
  await db.query(
    `INSERT INTO ${table.qualifiedName} (${columns.map(([column]) => column).join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    columns.map(([, value]) => value),
  )
}

async function updateRow(db: Db, table: RecordTable, id: string, prepared: PreparedRow, audit: RowAudit, extras: RowExtras): Promise<void> {
  const columns: Array<[string, SqlValue]> = [
    ['row_version', randomUUID()],
    ['modified_at', audit.now],
    ['modified_by', audit.actorUserId],
    ...extras,
    ...prepared.columns,
  ]
  await db.query(
    `UPDATE ${table.qualifiedName} SET ${columns.map(([column], index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`,
    [id, ...columns.map(([, value]) => value)],
  )
}

async function replaceSideValues(db: Db, field: RecordField, recordId: string, values: string[]): Promise<void> {
  await db.query(`DELETE FROM ${field.sideTable} WHERE record_id = $1`, [recordId])
  if (values.length === 0) return
  await db.query(
    `INSERT INTO ${field.sideTable} (record_id, value, sort_order)
     SELECT $1, value, ordinality - 1 FROM unnest($2::text[]) WITH ORDINALITY AS item(value, ordinality)`,
    [recordId, values],
  )
}

async function writeChildRows(db: Db, field: RecordField, parentId: string, rows: PreparedChildRow[], audit: RowAudit): Promise<void> {
  const table = field.childTable as RecordTable
  const existing = await db.query<{ id: string; row_version: string }>(
    `SELECT id, row_version::text AS row_version FROM ${table.qualifiedName} WHERE parent_id = $1`,
    [parentId],
  )
  const versions = new Map(existing.map((row) => [row.id, row.row_version]))
  for (const [index, row] of rows.entries()) {
    if (row.id === null) continue
    if (!versions.has(row.id)) {
      throw badRequest('workspace.validation.invalid', `${field.displayName}: row "${row.id}" does not belong to this record.`, `Fields.${field.key}[${index}].Id`)
    }
    if (row.rowVersion !== null && row.rowVersion !== versions.get(row.id)) throw staleRowVersion(null)
  }
  const kept = new Set(rows.map((row) => row.id).filter((id): id is string => id !== null))
  const removed = [...versions.keys()].filter((id) => !kept.has(id))
  if (removed.length > 0) await db.query(`DELETE FROM ${table.qualifiedName} WHERE id = ANY($1::text[])`, [removed])
  for (const [index, row] of rows.entries()) {
    const id = row.id ?? randomUUID()
    if (row.id === null) await insertRow(db, table, id, row.row, audit, [['parent_id', parentId], ['sort_order', index]])
    else await updateRow(db, table, id, row.row, audit, [['sort_order', index]])
    await writeRelated(db, id, row.row, audit)
  }
}

/** Side-table values and child rows of a row that was just inserted or updated. */
async function writeRelated(db: Db, rowId: string, prepared: PreparedRow, audit: RowAudit): Promise<void> {
  for (const { field, values } of prepared.multi) await replaceSideValues(db, field, rowId, values)
  for (const { field, rows } of prepared.tables) await writeChildRows(db, field, rowId, rows, audit)
}

export async function insertRecordRow(db: Db, table: RecordTable, id: string, prepared: PreparedRow, audit: RowAudit, extras: RowExtras): Promise<void> {
  await insertRow(db, table, id, prepared, audit, extras)
  await writeRelated(db, id, prepared, audit)
}

export async function updateRecordRow(db: Db, table: RecordTable, id: string, prepared: PreparedRow, audit: RowAudit): Promise<void> {
  await updateRow(db, table, id, prepared, audit, [])
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
    let values = fields.map((field) => given.get(field.column as string) ?? null)
    if (!isNew) {
      const [current] = await db.query<Record<string, SqlValue>>(
        `SELECT ${fields.map((field, index) => `${field.column} AS u${index}`).join(', ')} FROM ${table.qualifiedName} WHERE id = $1`,
        [rowId],
      )
      values = fields.map((field, index) => (given.has(field.column as string) ? (values[index] ?? null) : (current?.[`u${index}`] ?? null)))
    }
    if (values.some((value) => value === null)) continue
    const [taken] = await db.query<{ id: string }>(
      `SELECT id FROM ${table.qualifiedName} WHERE ${fields.map((field, index) => `${field.column} = $${index + 2}`).join(' AND ')} AND id <> $1 LIMIT 1`,
      [rowId, ...values],
    )
    if (taken) {
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
