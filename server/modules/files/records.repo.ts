import type { Db } from '../../db'
import { displayExpression, type RecordDefinition } from '../entities'

/** SQL of the entity records files belong to: their definition's flags and the records themselves. */

interface DefinitionRow {
  row_version: string
  attachments_enabled: boolean
  is_read_only: boolean
  is_pending_deletion: boolean
  display_name_singular: string
}

/** What may change on a definition without a schema change, and its row version (which every schema change moves). */
export interface DefinitionFlags {
  rowVersion: string
  attachmentsEnabled: boolean
  isReadOnly: boolean
  isPendingDeletion: boolean
  displayNameSingular: string
}

export async function findDefinitionFlags(db: Db, definitionId: string): Promise<DefinitionFlags | undefined> {
  const [row] = await db.query<DefinitionRow>(
    'SELECT row_version, attachments_enabled, is_read_only, is_pending_deletion, display_name_singular FROM entity_definitions WHERE id = $1',
    [definitionId],
  )
  return row && {
    rowVersion: row.row_version,
    attachmentsEnabled: row.attachments_enabled,
    isReadOnly: row.is_read_only,
    isPendingDeletion: row.is_pending_deletion,
    displayNameSingular: row.display_name_singular,
  }
}

interface RecordRow {
  id: string
  number: string
  display_name: string
  archived: boolean
}

export interface RecordSummary {
  id: string
  number: string
  displayName: string
  archived: boolean
}

/** The records of the definition among `ids`, with their display name and whether they are archived. */
export async function findRecordSummaries(db: Db, definition: RecordDefinition, ids: readonly string[]): Promise<RecordSummary[]> {
  const rows = await db.query<RecordRow>(
    `SELECT t.id, t.number, ${displayExpression(definition, 't')} AS display_name, t.archived_at IS NOT NULL AS archived
     FROM ${definition.primary.qualifiedName} t WHERE t.id = ANY($1::text[])`,
    [[...ids]],
  )
  return rows.map((row) => ({ id: row.id, number: row.number, displayName: row.display_name, archived: row.archived }))
}
