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

export interface DefinitionBaseWrite {
  name: string
  displayNameSingular: string
  displayNamePlural: string
  description: string | null
  isReadOnly: boolean
  disabledOperations: number
}

/** The base members; the physical table names stay as created. */
export async function updateDefinitionBase(db: Db, id: string, base: DefinitionBaseWrite): Promise<void> {
  await db.query(
    `UPDATE entity_definitions SET name = $2, display_name_singular = $3, display_name_plural = $4, description = $5,
       is_read_only = $6, disabled_operations = $7 WHERE id = $1`,
    [id, base.name, base.displayNameSingular, base.displayNamePlural, base.description, base.isReadOnly, base.disabledOperations],
  )
}

export interface DefinitionOptionsWrite {
  commentsEnabled: boolean
  attachmentsEnabled: boolean
  tagsEnabled: boolean
  auditTrailEnabled: boolean
  auditTrailRetentionMode: number
  auditTrailRetentionDays: number | null
  numberPrefix: string | null
}

export async function updateDefinitionOptions(db: Db, id: string, options: DefinitionOptionsWrite): Promise<void> {
  await db.query(
    `UPDATE entity_definitions SET comments_enabled = $2, attachments_enabled = $3, tags_enabled = $4, audit_trail_enabled = $5,
       audit_trail_retention_mode = $6, audit_trail_retention_days = $7, number_prefix = $8 WHERE id = $1`,
    [
      id,
      options.commentsEnabled,
      options.attachmentsEnabled,
      options.tagsEnabled,
      options.auditTrailEnabled,
      options.auditTrailRetentionMode,
      options.auditTrailRetentionDays,
      options.numberPrefix,
    ],
  )
}

export async function markDeletionRequested(db: Db, id: string, requestedAt: Date, purgeAfter: Date): Promise<void> {
  await db.query('UPDATE entity_definitions SET is_pending_deletion = true, deletion_requested_at = $2, purge_after_utc = $3 WHERE id = $1', [
    id,
    requestedAt,
    purgeAfter,
  ])
}

export async function clearDeletionRequest(db: Db, id: string): Promise<void> {
  await db.query('UPDATE entity_definitions SET is_pending_deletion = false, deletion_requested_at = NULL, purge_after_utc = NULL WHERE id = $1', [id])
}

/** The board whose own data model the definition is; null for an ordinary (or unknown) definition. */
export async function findOwnerBoardId(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ owner_board_id: string | null }>('SELECT owner_board_id FROM entity_definitions WHERE id = $1', [id])
  return row?.owner_board_id ?? null
}

/** Definitions pending deletion whose PurgeAfterUtc has passed. */
export async function listDefinitionsDueForPurge(db: Db, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM entity_definitions WHERE is_pending_deletion AND purge_after_utc <= $1', [now])
  return rows.map((row) => row.id)
}

/** Deletes the definition row; its tables, fields and other metadata rows go with it (ON DELETE CASCADE). */
export async function deleteDefinitionRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_definitions WHERE id = $1', [id])
}

/** Whether a definition exists and is pending deletion; null when it does not exist. */
export async function findDefinitionState(db: Db, id: string): Promise<{ isPendingDeletion: boolean } | null> {
  const [row] = await db.query<{ id: string; is_pending_deletion: boolean }>('SELECT id, is_pending_deletion FROM entity_definitions WHERE id = $1', [id])
  return row ? { isPendingDeletion: row.is_pending_deletion } : null
}

/** The current RowVersions of the given definitions (unknown ones are left out). */
export async function definitionRowVersions(db: Db, ids: string[]): Promise<Array<{ id: string; rowVersion: string }>> {
  const rows = await db.query<{ id: string; row_version: string }>(
    'SELECT id, row_version::text AS row_version FROM entity_definitions WHERE id = ANY($1::text[])',
    [ids],
  )
  return rows.map((row) => ({ id: row.id, rowVersion: row.row_version }))
}

/** The id and RowVersion of the definition with this id, or Name (case-insensitive); null when there is none. */
export async function findDefinitionVersion(db: Db, idOrName: string): Promise<{ id: string; rowVersion: string } | null> {
  const [row] = await db.query<{ id: string; row_version: string }>(
    'SELECT id, row_version::text AS row_version FROM entity_definitions WHERE id = $1 OR lower(name) = lower($1) ORDER BY (id = $1) DESC LIMIT 1',
    [idOrName],
  )
  return row ? { id: row.id, rowVersion: row.row_version } : null
}

/** Takes the definition's next record sequence value; null when the definition does not exist. */
export async function takeNextRecordNumber(db: Db, id: string): Promise<number | null> {
  const [row] = await db.query<{ last_number: string }>(
    'UPDATE entity_definitions SET last_number = last_number + 1 WHERE id = $1 RETURNING last_number::text',
    [id],
  )
  return row ? Number(row.last_number) : null
}

export async function findTableDefinitionId(db: Db, tableId: string): Promise<string | null> {
  const [row] = await db.query<{ entity_definition_id: string }>('SELECT entity_definition_id FROM entity_tables WHERE id = $1', [tableId])
  return row?.entity_definition_id ?? null
}

export async function findPrimaryTableName(db: Db, definitionId: string | null): Promise<string | null> {
  const [row] = await db.query<{ physical_table_name: string }>(
    'SELECT physical_table_name FROM entity_tables WHERE entity_definition_id = $1 AND is_primary',
    [definitionId],
  )
  return row?.physical_table_name ?? null
}

export async function deleteTableRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_tables WHERE id = $1', [id])
}

export async function isDefinitionNameTaken(db: Db, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM entity_definitions WHERE lower(name) = lower($1) AND ($2::text IS NULL OR id <> $2::text)', [
    name,
    exceptId,
  ])
  return rows.length > 0
}

/** The display names of every definition, lower-cased. */
export async function listDisplayNames(db: Db): Promise<Array<{ singular: string; plural: string }>> {
  return db.query<{ singular: string; plural: string }>(
    'SELECT lower(display_name_singular) AS singular, lower(display_name_plural) AS plural FROM entity_definitions',
  )
}

/** A definition by Name (case-insensitive, not by id). */
export async function findDefinitionIdByName(db: Db, name: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM entity_definitions WHERE lower(name) = lower($1)', [name])
  return row?.id ?? null
}

/** Every definition's Name by id. */
export async function listDefinitionNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM entity_definitions')
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The definitions a full export holds: not pending deletion, no board's own, by Name. */
export async function listExportableDefinitionIds(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM entity_definitions WHERE NOT is_pending_deletion AND owner_board_id IS NULL ORDER BY lower(name), id')
  return rows.map((row) => row.id)
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
