import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../../db'
import type { RecordTable } from './recordModel'

/** SQL writing records: rows of a definition's data tables (ws_data), their side-table values and child rows. */

export interface RowAudit {
  actorUserId: string
  now: Date
}

/** Column values of a row, by column name (quoted where needed). */
export type RowColumns = Array<[column: string, value: SqlValue]>

/** Inserts a row with a new RowVersion, created and modified by the actor; `columns` after the system columns. */
export async function insertRow(db: Db, table: RecordTable, id: string, columns: RowColumns, audit: RowAudit): Promise<void> {
  const all: RowColumns = [
    ['id', id],
    ['row_version', randomUUID()],
    ['created_at', audit.now],
    ['created_by', audit.actorUserId],
    ['modified_at', audit.now],
    ['modified_by', audit.actorUserId],
    ...columns,
  ]
  await db.query(
    `INSERT INTO ${table.qualifiedName} (${all.map(([column]) => column).join(', ')})
     VALUES (${all.map((_, index) => `$${index + 1}`).join(', ')})`,
    all.map(([, value]) => value),
  )
}

/** Writes the columns of a row with a new RowVersion, modified by the actor. */
export async function updateRow(db: Db, table: RecordTable, id: string, columns: RowColumns, audit: RowAudit): Promise<void> {
  const all: RowColumns = [['row_version', randomUUID()], ['modified_at', audit.now], ['modified_by', audit.actorUserId], ...columns]
  await db.query(
    `UPDATE ${table.qualifiedName} SET ${all.map(([column], index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`,
    [id, ...all.map(([, value]) => value)],
  )
}

/** Replaces a record's values in a (qualified) side table, keeping their order. */
export async function replaceSideValues(db: Db, sideTable: string, recordId: string, values: string[]): Promise<void> {
  await db.query(`DELETE FROM ${sideTable} WHERE record_id = $1`, [recordId])
  if (values.length === 0) return
  await db.query(
    `INSERT INTO ${sideTable} (record_id, value, sort_order)
     SELECT $1, value, ordinality - 1 FROM unnest($2::text[]) WITH ORDINALITY AS item(value, ordinality)`,
    [recordId, values],
  )
}

/** The parent's child rows: id → RowVersion. */
export async function childRowVersions(db: Db, table: RecordTable, parentId: string): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; row_version: string }>(
    `SELECT id, row_version::text AS row_version FROM ${table.qualifiedName} WHERE parent_id = $1`,
    [parentId],
  )
  return new Map(rows.map((row) => [row.id, row.row_version]))
}

export async function deleteRows(db: Db, table: RecordTable, ids: string[]): Promise<void> {
  await db.query(`DELETE FROM ${table.qualifiedName} WHERE id = ANY($1::text[])`, [ids])
}

/** A row's stored values of the (quoted) columns, in their order; null when the row is not there. */
export async function storedColumnValues(db: Db, table: RecordTable, id: string, columns: string[]): Promise<SqlValue[] | null> {
  const [row] = await db.query<Record<string, SqlValue>>(
    `SELECT ${columns.map((column, index) => `${column} AS u${index}`).join(', ')} FROM ${table.qualifiedName} WHERE id = $1`,
    [id],
  )
  return row ? columns.map((_, index) => row[`u${index}`] ?? null) : null
}

/** Another row (not `exceptId`) that holds exactly these values in the (quoted) columns; null when there is none. */
export async function findRowWithValues(db: Db, table: RecordTable, columns: string[], values: SqlValue[], exceptId: string): Promise<string | null> {
  const [taken] = await db.query<{ id: string }>(
    `SELECT id FROM ${table.qualifiedName} WHERE ${columns.map((column, index) => `${column} = $${index + 2}`).join(' AND ')} AND id <> $1 LIMIT 1`,
    [exceptId, ...values],
  )
  return taken?.id ?? null
}

/** Sets or clears the archive state of a primary row, with a new RowVersion, modified by the actor. */
export async function setRowArchived(db: Db, table: RecordTable, id: string, archivedAt: Date | null, archivedBy: string | null, audit: RowAudit): Promise<void> {
  await db.query(
    `UPDATE ${table.qualifiedName}
     SET archived_at = $2, archived_by = $3, row_version = $4, modified_at = $5, modified_by = $6 WHERE id = $1`,
    [id, archivedAt, archivedBy, randomUUID(), audit.now, audit.actorUserId],
  )
}

/** Sets or clears the archive state of the parents' child rows in a table; answers their ids. */
export async function setChildRowsArchived(db: Db, table: RecordTable, parentIds: string[], archivedAt: Date | null, archivedBy: string | null): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE ${table.qualifiedName} SET archived_at = $2, archived_by = $3, row_version = $4
     WHERE parent_id = ANY($1::text[]) RETURNING id`,
    [parentIds, archivedAt, archivedBy, randomUUID()],
  )
  return rows.map((row) => row.id)
}

/** Deletes a primary row; its child rows and side-table values go with it. */
export async function deleteRecordRow(db: Db, table: RecordTable, id: string): Promise<void> {
  await db.query(`DELETE FROM ${table.qualifiedName} WHERE id = $1`, [id])
}
