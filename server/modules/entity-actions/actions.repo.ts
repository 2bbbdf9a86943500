import type { Db } from '../../db'
import { iso } from '../../platform/values'

/**
 * function_surface_actions: the entity UI actions, by entity definition Name and key, with the
 * function (and version) each runs. Migrations 0004 and 0026.
 */

export interface StoredAction {
  id: string
  entityDefinitionName: string
  key: string
  label: string
  labelTranslations: Record<string, string>
  icon: string | null
  placement: number
  confirmationText: string | null
  /** ActionTargetScope: 0 no record, 1 one record, 2 many records (up to maxSelection). */
  selectionMode: number
  maxSelection: number | null
  functionId: string
  functionKey: string
  functionDisplayName: string
  functionVersionId: string | null
  functionVersionNumber: number | null
  visibilityCondition: string | null
  isEnabled: boolean
  createdAt: string
  modifiedAt: string | null
  rowVersion: string
}

/** What a create or replace writes. */
export type ActionWrite = Omit<StoredAction, 'functionKey' | 'functionDisplayName' | 'functionVersionNumber' | 'createdAt' | 'modifiedAt'>

interface ActionRow {
  id: string
  entity_definition_name: string
  action_key: string
  label: string
  label_translations: Record<string, string> | null
  icon: string | null
  placement: number
  confirmation_text: string | null
  target_scope: number
  max_selection: number | null
  function_id: string
  function_key: string
  function_display_name: string
  function_version_id: string | null
  version_number: number | null
  visibility_condition: string | null
  is_enabled: boolean
  created_at: Date | string
  modified_at: Date | string | null
  row_version: string
}

const selectActions = `SELECT a.*, f.key AS function_key, f.display_name AS function_display_name, v.version_number
  FROM function_surface_actions a
  JOIN functions f ON f.id = a.function_id
  LEFT JOIN function_versions v ON v.id = a.function_version_id`

const toAction = (row: ActionRow): StoredAction => ({
  id: row.id,
  entityDefinitionName: row.entity_definition_name,
  key: row.action_key,
  label: row.label,
  labelTranslations: row.label_translations ?? {},
  icon: row.icon,
  placement: row.placement,
  confirmationText: row.confirmation_text,
  selectionMode: row.target_scope,
  maxSelection: row.max_selection,
  functionId: row.function_id,
  functionKey: row.function_key,
  functionDisplayName: row.function_display_name,
  functionVersionId: row.function_version_id,
  functionVersionNumber: row.version_number,
  visibilityCondition: row.visibility_condition,
  isEnabled: row.is_enabled,
  createdAt: iso(row.created_at),
  modifiedAt: row.modified_at === null ? null : iso(row.modified_at),
  rowVersion: row.row_version,
})

/** Every action, or those of one definition (by Name), by definition and label. */
export async function listActionRows(db: Db, entityDefinitionName: string | null): Promise<StoredAction[]> {
  const rows = await db.query<ActionRow>(
    `${selectActions} WHERE ($1::text IS NULL OR a.entity_definition_name = $1) ORDER BY a.entity_definition_name, a.label, a.action_key`,
    [entityDefinitionName],
  )
  return rows.map(toAction)
}

export async function findActionRow(db: Db, id: string, options: { lock?: boolean } = {}): Promise<StoredAction | null> {
  if (options.lock) await db.query('SELECT id FROM function_surface_actions WHERE id = $1 FOR UPDATE', [id])
  const [row] = await db.query<ActionRow>(`${selectActions} WHERE a.id = $1`, [id])
  return row ? toAction(row) : null
}

export async function findActionByKey(db: Db, entityDefinitionName: string, key: string): Promise<StoredAction | null> {
  const [row] = await db.query<ActionRow>(`${selectActions} WHERE a.entity_definition_name = $1 AND a.action_key = $2`, [entityDefinitionName, key])
  return row ? toAction(row) : null
}

const writeValues = (action: ActionWrite) => [
  action.id, action.entityDefinitionName, action.key, action.label, JSON.stringify(action.labelTranslations), action.icon, action.placement,
  action.confirmationText, action.selectionMode, action.maxSelection, action.functionId, action.functionVersionId, action.visibilityCondition,
  action.isEnabled, action.rowVersion,
]

export async function insertActionRow(db: Db, action: ActionWrite, userId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_surface_actions (id, entity_definition_name, action_key, label, label_translations, icon, placement,
       confirmation_text, target_scope, max_selection, function_id, function_version_id, visibility_condition, is_enabled, row_version,
       created_at, modified_at, modified_by_user_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17)`,
    [...writeValues(action), now, userId],
  )
}

export async function updateActionRow(db: Db, action: ActionWrite, userId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_surface_actions SET entity_definition_name = $2, action_key = $3, label = $4, label_translations = $5::jsonb, icon = $6,
       placement = $7, confirmation_text = $8, target_scope = $9, max_selection = $10, function_id = $11, function_version_id = $12,
       visibility_condition = $13, is_enabled = $14, row_version = $15, modified_at = $16, modified_by_user_id = $17
     WHERE id = $1`,
    [...writeValues(action), now, userId],
  )
}

export async function deleteActionRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM function_surface_actions WHERE id = $1', [id])
}

/** The function and version ids and their numbers, to check a version belongs to its function. */
export async function findVersionOwner(db: Db, versionId: string): Promise<{ functionId: string; versionNumber: number } | null> {
  const [row] = await db.query<{ function_id: string; version_number: number }>('SELECT function_id, version_number FROM function_versions WHERE id = $1', [versionId])
  return row ? { functionId: row.function_id, versionNumber: row.version_number } : null
}
