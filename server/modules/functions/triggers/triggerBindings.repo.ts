import type { Db } from '../../../db'
import { iso } from '../../../platform/values'

/** function_trigger_bindings (migrations 0004, 0033): a function version run when records of an entity change. */

export interface StoredTriggerBinding {
  id: string
  key: string
  description: string | null
  /** The entity definition by Name: a binding may name one before it exists. */
  entityDefinitionName: string
  /** create, patch, archive, restore or delete. */
  operation: string
  functionId: string
  functionVersionId: string | null
  isEnabled: boolean
  rowVersion: string
  createdAt: string
  modifiedAt: string
  modifiedByUserId: string | null
}

interface TriggerBindingRow {
  id: string
  binding_key: string
  description: string | null
  entity_definition_name: string
  operation: string
  function_id: string
  function_version_id: string | null
  is_enabled: boolean
  row_version: string
  created_at: Date | string
  modified_at: Date | string
  modified_by_user_id: string | null
}

const toBinding = (row: TriggerBindingRow): StoredTriggerBinding => ({
  id: row.id,
  key: row.binding_key,
  description: row.description,
  entityDefinitionName: row.entity_definition_name,
  operation: row.operation,
  functionId: row.function_id,
  functionVersionId: row.function_version_id,
  isEnabled: row.is_enabled,
  rowVersion: row.row_version,
  createdAt: iso(row.created_at),
  modifiedAt: iso(row.modified_at),
  modifiedByUserId: row.modified_by_user_id,
})

export async function listTriggerBindingRows(db: Db): Promise<StoredTriggerBinding[]> {
  const rows = await db.query<TriggerBindingRow>('SELECT * FROM function_trigger_bindings ORDER BY entity_definition_name, operation, binding_key')
  return rows.map(toBinding)
}

export async function findTriggerBindingRow(db: Db, where: 'id' | 'key', value: string, options: { lock?: boolean } = {}): Promise<StoredTriggerBinding | null> {
  const column = where === 'id' ? 'id' : 'binding_key'
  const [row] = await db.query<TriggerBindingRow>(`SELECT * FROM function_trigger_bindings WHERE ${column} = $1${options.lock ? ' FOR UPDATE' : ''}`, [value])
  return row ? toBinding(row) : null
}

/** The enabled bindings of one operation on one entity definition. */
export async function findEnabledTriggerBindings(db: Db, entityDefinitionName: string, operation: string): Promise<Array<{ id: string; functionId: string; functionVersionId: string | null }>> {
  const rows = await db.query<{ id: string; function_id: string; function_version_id: string | null }>(
    'SELECT id, function_id, function_version_id FROM function_trigger_bindings WHERE is_enabled AND entity_definition_name = $1 AND operation = $2',
    [entityDefinitionName, operation],
  )
  return rows.map((row) => ({ id: row.id, functionId: row.function_id, functionVersionId: row.function_version_id }))
}

export type TriggerBindingWrite = Omit<StoredTriggerBinding, 'createdAt' | 'modifiedAt'>

const writeValues = (row: TriggerBindingWrite) => [
  row.id, row.key, row.description, row.entityDefinitionName, row.operation, row.functionId, row.functionVersionId, row.isEnabled, row.rowVersion, row.modifiedByUserId,
]

/** Inserts the binding; one with its id already there is left as it is (the demo seeds by id). */
export async function insertTriggerBindingRow(db: Db, row: TriggerBindingWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_trigger_bindings (id, binding_key, description, entity_definition_name, operation, function_id, function_version_id,
       is_enabled, row_version, modified_by_user_id, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) ON CONFLICT (id) DO NOTHING`,
    [...writeValues(row), now],
  )
}

export async function updateTriggerBindingRow(db: Db, row: TriggerBindingWrite, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_trigger_bindings SET binding_key = $2, description = $3, entity_definition_name = $4, operation = $5, function_id = $6,
       function_version_id = $7, is_enabled = $8, row_version = $9, modified_by_user_id = $10, modified_at = $11
     WHERE id = $1`,
    [...writeValues(row), now],
  )
}

export async function deleteTriggerBindingRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM function_trigger_bindings WHERE id = $1', [id])
}
