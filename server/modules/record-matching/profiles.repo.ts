import type { Db } from '../../db'
import { iso } from '../../platform/values'

/** record_matching_profiles (migration 0027): profiles as rows, their ordered rules as JSONB. */

/** A criterion as stored: the field by id (its key and label are read from the definition). */
export interface StoredCriterion {
  fieldId: string
  normalizers: number
  comparisonMode: number
  characterCount: number | null
  fuzzyAlgorithm: number | null
  diacriticMode: number
  tokenOrderMode: number
  threshold: number | null
  weight: number
}

export interface StoredRule {
  id: string
  key: string
  label: string
  score: number
  criteria: StoredCriterion[]
}

export interface StoredProfile {
  id: string
  key: string
  displayName: string
  description: string | null
  entityDefinitionName: string
  targetKind: number
  /** WithinReference: the reference field (by id) records must share (migration 0031). */
  scopeFieldId: string | null
  actionMode: number
  archiveMode: number
  isEnabled: boolean
  rules: StoredRule[]
  createdAt: string
  modifiedAt: string
  rowVersion: string
}

export type ProfileWrite = Omit<StoredProfile, 'createdAt' | 'modifiedAt'>

interface ProfileRow {
  id: string
  profile_key: string
  display_name: string
  description: string | null
  entity_definition_name: string
  target_kind: number
  scope_field_id: string | null
  action_mode: number
  archive_mode: number
  is_enabled: boolean
  rules: StoredRule[]
  created_at: Date | string
  modified_at: Date | string
  row_version: string
}

const toProfile = (row: ProfileRow): StoredProfile => ({
  id: row.id,
  key: row.profile_key,
  displayName: row.display_name,
  description: row.description,
  entityDefinitionName: row.entity_definition_name,
  targetKind: row.target_kind,
  scopeFieldId: row.scope_field_id,
  actionMode: row.action_mode,
  archiveMode: row.archive_mode,
  isEnabled: row.is_enabled,
  rules: row.rules,
  createdAt: iso(row.created_at),
  modifiedAt: iso(row.modified_at),
  rowVersion: row.row_version,
})

export async function listProfileRows(db: Db): Promise<StoredProfile[]> {
  const rows = await db.query<ProfileRow>('SELECT * FROM record_matching_profiles ORDER BY display_name, profile_key')
  return rows.map(toProfile)
}

export async function findProfileRow(db: Db, id: string, options: { lock?: boolean } = {}): Promise<StoredProfile | null> {
  const [row] = await db.query<ProfileRow>(`SELECT * FROM record_matching_profiles WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id])
  return row ? toProfile(row) : null
}

export async function findProfileIdByKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM record_matching_profiles WHERE profile_key = $1', [key])
  return row?.id ?? null
}

const writeValues = (profile: ProfileWrite) => [
  profile.id, profile.key, profile.displayName, profile.description, profile.entityDefinitionName, profile.targetKind,
  profile.actionMode, profile.archiveMode, profile.isEnabled, JSON.stringify(profile.rules), profile.rowVersion, profile.scopeFieldId,
]

export async function insertProfileRow(db: Db, profile: ProfileWrite, userId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO record_matching_profiles (id, profile_key, display_name, description, entity_definition_name, target_kind, action_mode,
       archive_mode, is_enabled, rules, row_version, scope_field_id, created_at, modified_at, modified_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $13, $14)`,
    [...writeValues(profile), now, userId],
  )
}

export async function updateProfileRow(db: Db, profile: ProfileWrite, userId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE record_matching_profiles SET profile_key = $2, display_name = $3, description = $4, entity_definition_name = $5,
       target_kind = $6, action_mode = $7, archive_mode = $8, is_enabled = $9, rules = $10::jsonb, row_version = $11,
       scope_field_id = $12, modified_at = $13, modified_by_user_id = $14
     WHERE id = $1`,
    [...writeValues(profile), now, userId],
  )
}

export async function deleteProfileRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM record_matching_profiles WHERE id = $1', [id])
}
