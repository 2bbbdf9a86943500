import type { Db } from '../../db'
import { loadDefinitionModel, type DefinitionModel } from './model'
import { dropTable } from './storage/ddl'
import { notifyDefinitionDrop } from './definitionDrops'

/**
 * Drops a definition's data tables (side tables, child tables, primary) and its metadata; the files
 * of its records go to the trash.
 */
export async function dropDefinition(db: Db, model: DefinitionModel, now: Date): Promise<void> {
  await notifyDefinitionDrop(db, model.definition.Id, now)
  const tables = [...model.tables].reverse()
  for (const table of tables) {
    for (const field of table.Fields) if (field.storage.sideTable) await dropTable(db, field.storage.sideTable)
  }
  for (const table of tables) await dropTable(db, table.PhysicalTableName)
  const fieldIds = [...model.fieldsById.keys()]
  await db.query('UPDATE entity_fields SET paired_reference_field_id = NULL WHERE paired_reference_field_id = ANY($1)', [fieldIds])
  await db.query('UPDATE entity_fields SET semantic_role_scope_field_id = NULL WHERE semantic_role_scope_field_id = ANY($1)', [fieldIds])
  await db.query('DELETE FROM entity_definitions WHERE id = $1', [model.definition.Id])
}

/** Purges every definition whose PurgeAfterUtc has passed (on list reads and on server start). */
export async function purgeExpiredDefinitions(db: Db, now: Date): Promise<string[]> {
  const due = await db.query<{ id: string }>(
    'SELECT id FROM entity_definitions WHERE is_pending_deletion AND purge_after_utc <= $1',
    [now],
  )
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const model = await loadDefinitionModel(tx, id)
      if (model) await dropDefinition(tx, model, now)
    })
  }
  return due.map((row) => row.id)
}
