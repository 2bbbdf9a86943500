import type { Db } from '../../db'

/** The demo's entity UI actions, which run a function from an entity definition's screens (by its name). */

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
