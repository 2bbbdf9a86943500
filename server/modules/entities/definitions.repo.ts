import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { iso } from '../../platform/values'
import { qualified } from './storage/names'
import type { EntityDefinitionSummary } from './types'

/** SQL of entity definitions and their tables. */

export interface DefinitionRowWrite {
  id: string
  name: string
  displayNameSingular: string
  displayNamePlural: string
  description: string | null
  numberPrefix: string | null
  /** A board's own data model: hidden from the entity list, deleted only with its board. */
  ownerBoardId?: string | null
}

export async function insertDefinition(db: Db, row: DefinitionRowWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO entity_definitions (id, name, display_name_singular, display_name_plural, description, number_prefix,
       created_at, modified_at, row_version, owner_board_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)`,
    [row.id, row.name, row.displayNameSingular, row.displayNamePlural, row.description, row.numberPrefix, now, randomUUID(), row.ownerBoardId ?? null],
  )
}

export interface TableRowWrite {
  id: string
  definitionId: string
  name: string
  physicalTableName: string
  isPrimary: boolean
  ownerFieldId: string | null
}

export async function insertTable(db: Db, row: TableRowWrite, schemaName: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO entity_tables (id, entity_definition_id, name, schema_name, physical_table_name, is_primary, owner_field_id,
       created_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [row.id, row.definitionId, row.name, schemaName, row.physicalTableName, row.isPrimary, row.ownerFieldId, now, randomUUID()],
  )
}

/** Every schema change renews the definition's RowVersion, so plans made before it go stale. */
export async function touchDefinition(db: Db, id: string, now: Date): Promise<void> {
  await db.query('UPDATE entity_definitions SET modified_at = $2, row_version = $3 WHERE id = $1', [id, now, randomUUID()])
}

export async function touchTable(db: Db, id: string): Promise<void> {
  await db.query('UPDATE entity_tables SET row_version = $2 WHERE id = $1', [id, randomUUID()])
}

export async function isDefinitionNameTaken(db: Db, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM entity_definitions WHERE lower(name) = lower($1) AND ($2::text IS NULL OR id <> $2::text)', [
    name,
    exceptId,
  ])
  return rows.length > 0
}

export async function recordCount(db: Db, physicalTableName: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${qualified(physicalTableName)}`)
  return row?.n ?? 0
}

interface SummaryRow {
  id: string
  name: string
  display_name_singular: string
  display_name_plural: string
  description: string | null
  is_read_only: boolean
  is_pending_deletion: boolean
  purge_after_utc: Date | string | null
  modified_at: Date | string
  row_version: string
  field_count: number
  physical_table_name: string
}

/** Every definition with its field count and record count (read from the data tables); boards' own ones are left out. */
export async function listSummaries(db: Db): Promise<EntityDefinitionSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT d.id, d.name, d.display_name_singular, d.display_name_plural, d.description, d.is_read_only,
       d.is_pending_deletion, d.purge_after_utc, d.modified_at, d.row_version, t.physical_table_name,
       (SELECT count(*)::int FROM entity_fields f WHERE f.entity_definition_id = d.id) AS field_count
     FROM entity_definitions d JOIN entity_tables t ON t.entity_definition_id = d.id AND t.is_primary
     WHERE d.owner_board_id IS NULL`,
  )
  const counts = new Map<string, number>()
  if (rows.length > 0) {
    const union = rows.map((row, index) => `SELECT ${index} AS i, count(*)::int AS n FROM ${qualified(row.physical_table_name)}`).join(' UNION ALL ')
    for (const count of await db.query<{ i: number; n: number }>(union)) counts.set(rows[count.i]!.id, count.n)
  }
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    DisplayNameSingular: row.display_name_singular,
    DisplayNamePlural: row.display_name_plural,
    Description: row.description,
    FieldCount: row.field_count,
    RecordCount: counts.get(row.id) ?? 0,
    IsReadOnly: row.is_read_only,
    IsPendingDeletion: row.is_pending_deletion,
    PurgeAfterUtc: row.purge_after_utc === null ? null : iso(row.purge_after_utc),
    ModifiedAt: iso(row.modified_at),
    RowVersion: row.row_version,
  }))
}
