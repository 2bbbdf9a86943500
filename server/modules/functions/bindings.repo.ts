import type { Db } from '../../db'

/**
 * What binds a function to an entity definition (by its name): trigger bindings, which run it on
 * record events, and entity UI actions, which run it from the definition's screens.
 */

export interface TriggerBindingRecord {
  id: string
  entityDefinitionName: string
  operation: string
  functionId: string
  functionDisplayName: string
  isEnabled: boolean
}

/** Every binding, by entity, operation and function name. */
export async function listTriggerBindingRecords(db: Db): Promise<TriggerBindingRecord[]> {
  const rows = await db.query<{ id: string; entity_definition_name: string; operation: string; function_id: string; display_name: string; is_enabled: boolean }>(
    `SELECT b.*, f.display_name FROM function_trigger_bindings b JOIN functions f ON f.id = b.function_id
     ORDER BY b.entity_definition_name, b.operation, f.display_name`,
  )
  return rows.map((row) => ({
    id: row.id,
    entityDefinitionName: row.entity_definition_name,
    operation: row.operation,
    functionId: row.function_id,
    functionDisplayName: row.display_name,
    isEnabled: row.is_enabled,
  }))
}

/** The enabled bindings of one operation on one entity definition. */
export async function findEnabledBindings(db: Db, entityDefinitionName: string, operation: string): Promise<Array<{ id: string; functionId: string }>> {
  const rows = await db.query<{ id: string; function_id: string }>(
    'SELECT id, function_id FROM function_trigger_bindings WHERE is_enabled AND entity_definition_name = $1 AND operation = $2',
    [entityDefinitionName, operation],
  )
  return rows.map((row) => ({ id: row.id, functionId: row.function_id }))
}

export interface NewTriggerBinding {
  id: string
  entityDefinitionName: string
  operation: string
  functionId: string
  isEnabled: boolean
}

/** Inserts the binding unless one with its id exists (it is then left as it is). */
export async function insertTriggerBindingIfMissing(db: Db, binding: NewTriggerBinding, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_trigger_bindings (id, entity_definition_name, operation, function_id, is_enabled, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [binding.id, binding.entityDefinitionName, binding.operation, binding.functionId, binding.isEnabled, now],
  )
}

export interface SurfaceAction {
  id: string
  label: string
  functionId: string
  /** ActionTargetScope: no record, one record, or one or more. */
  targetScope: number
}

export interface NewSurfaceAction extends SurfaceAction {
  entityDefinitionName: string
  actionKey: string
}

/** Inserts the demo action unless one with its id exists (it is then left as it is); many records: up to 100. */
export async function insertSurfaceActionIfMissing(db: Db, action: NewSurfaceAction, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_surface_actions (id, entity_definition_name, action_key, label, function_id, target_scope, created_at, max_selection)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $6::smallint = 2 THEN 100 END) ON CONFLICT (id) DO NOTHING`,
    [action.id, action.entityDefinitionName, action.actionKey, action.label, action.functionId, action.targetScope, now],
  )
}
