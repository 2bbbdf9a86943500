import type { Db } from '../../db'
import { loadDefinitionModel, type DefinitionModel } from './model'
import { dropTable } from './storage/ddl'
import { deleteDefinitionRow, listDefinitionsDueForPurge } from './definitions.repo'
import { clearScopesOfAny } from './fields.repo'
import { unpairFromAny } from './references.repo'
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
  await unpairFromAny(db, fieldIds)
  await clearScopesOfAny(db, fieldIds)
  await deleteDefinitionRow(db, model.definition.Id)
}

/** Purges every definition whose PurgeAfterUtc has passed (on list reads and on server start). */
export async function purgeExpiredDefinitions(db: Db, now: Date): Promise<string[]> {
  const due = await listDefinitionsDueForPurge(db, now)
  for (const id of due) {
    await db.transaction(async (tx) => {
      const model = await loadDefinitionModel(tx, id)
      if (model) await dropDefinition(tx, model, now)
    })
  }
  return due
}
