import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { GrantSubjectType, type ModelOperation } from '../shared/access'

/** Grants of a model's operations (entitlement_model_grants) as the setup edits them, and the roles and users they name. */

export interface StoredGrant {
  operation: ModelOperation
  subjectType: GrantSubjectType
  subjectId: string
  /** The role's name or the user's display name; null when the subject is gone. */
  displayName: string | null
}

export interface GrantWrite {
  operation: string
  subjectType: number
  subjectId: string
}

export async function listModelGrants(db: Db, modelId: string): Promise<StoredGrant[]> {
  const rows = await db.query<{ operation: ModelOperation; subject_type: GrantSubjectType; subject_id: string; display_name: string | null }>(
    `SELECT g.operation, g.subject_type, g.subject_id,
            CASE WHEN g.subject_type = ${GrantSubjectType.Role} THEN r.name ELSE u.display_name END AS display_name
     FROM entitlement_model_grants g
     LEFT JOIN roles r ON g.subject_type = ${GrantSubjectType.Role} AND lower(r.name) = lower(g.subject_id)
     LEFT JOIN users u ON g.subject_type = ${GrantSubjectType.User} AND u.id = g.subject_id
     WHERE g.model_id = $1`,
    [modelId],
  )
  return rows.map((row) => ({ operation: row.operation, subjectType: row.subject_type, subjectId: row.subject_id, displayName: row.display_name }))
}

export async function insertModelGrant(db: Db, modelId: string, grant: GrantWrite): Promise<void> {
  await db.query(
    'INSERT INTO entitlement_model_grants (id, model_id, operation, subject_type, subject_id) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), modelId, grant.operation, grant.subjectType, grant.subjectId],
  )
}

export async function deleteModelGrants(db: Db, modelId: string): Promise<void> {
  await db.query('DELETE FROM entitlement_model_grants WHERE model_id = $1', [modelId])
}

/** The names of every role, in their own spelling. */
export async function listRoleNames(db: Db): Promise<string[]> {
  const roles = await db.query<{ name: string }>('SELECT name FROM roles')
  return roles.map((role) => role.name)
}

/** Those of the user ids that exist. */
export async function existingUserIds(db: Db, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return []
  const users = await db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[])', [userIds])
  return users.map((user) => user.id)
}
