import { ResponsibilitySubjectType } from '../../../shared/enums'
import type { Db } from '../../db'

/** Users, responsibility groups and roles as other modules name, look up and search them. */

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** Whether the user (User) or responsibility group (ResponsibilityGroup) with this id exists. */
export async function subjectExists(db: Db, type: ResponsibilitySubjectType, id: string): Promise<boolean> {
  const table = type === ResponsibilitySubjectType.User ? 'users' : 'responsibility_groups'
  return (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0
}

export async function userDisplayName(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.query<{ display_name: string }>('SELECT display_name FROM users WHERE id = $1', [userId])
  return user ? user.display_name : null
}

export async function groupName(db: Db, groupId: string): Promise<string | null> {
  const [group] = await db.query<{ name: string }>('SELECT name FROM responsibility_groups WHERE id = $1', [groupId])
  return group ? group.name : null
}

export interface RoleRef {
  id: string
  name: string
}

/** The role with this name (case-insensitive) or id. */
export async function findRoleByNameOrId(db: Db, nameOrId: string): Promise<RoleRef | null> {
  const [role] = await db.query<RoleRef>('SELECT id, name FROM roles WHERE lower(name) = lower($1) OR id = $1', [nameOrId])
  return role ?? null
}

/** The stored name of the role with this name (case-insensitive). */
export async function roleName(db: Db, name: string): Promise<string | null> {
  const [role] = await db.query<{ name: string }>('SELECT name FROM roles WHERE lower(name) = lower($1)', [name])
  return role ? role.name : null
}

export interface UserFacts {
  displayName: string | null
  groupIds: string[]
}

/** A user's display name and the responsibility groups they are a member of, or null for an unknown id. */
export async function userFacts(db: Db, userId: string): Promise<UserFacts | null> {
  const [row] = await db.query<{ display_name: string | null; group_ids: string[] | null }>(
    `SELECT u.display_name, (SELECT array_agg(m.group_id) FROM responsibility_group_members m WHERE m.user_id = u.id) AS group_ids
     FROM users u WHERE u.id = $1`,
    [userId],
  )
  return row ? { displayName: row.display_name, groupIds: row.group_ids ?? [] } : null
}

export interface UserMatch {
  id: string
  displayName: string
  userName: string
}

/** Active people (not service users) whose name, user name or email contains the text. */
export async function searchActiveUsers(db: Db, text: string, limit: number): Promise<UserMatch[]> {
  const rows = await db.query<{ id: string; display_name: string; user_name: string }>(
    `SELECT id, display_name, user_name FROM users
      WHERE is_active AND user_type = 0 AND (display_name ILIKE $1 OR user_name ILIKE $1 OR coalesce(email, '') ILIKE $1)
      ORDER BY lower(display_name), id LIMIT ${limit}`,
    [escapeLike(text)],
  )
  return rows.map((row) => ({ id: row.id, displayName: row.display_name, userName: row.user_name }))
}

export interface GroupMatch {
  id: string
  name: string
  key: string
}

/** Responsibility groups whose name or key contains the text. */
export async function searchGroups(db: Db, text: string, limit: number): Promise<GroupMatch[]> {
  return db.query<GroupMatch>(
    `SELECT id, name, key FROM responsibility_groups WHERE name ILIKE $1 OR key ILIKE $1 ORDER BY lower(name), id LIMIT ${limit}`,
    [escapeLike(text)],
  )
}

export interface SecurityFacts {
  displayName: string
  roleNames: string[]
  groupIds: string[]
  groupKeys: string[]
}

/** Who a user is to record security: their roles and responsibility groups; null for an unknown id. */
export async function securityFacts(db: Db, userId: string): Promise<SecurityFacts | null> {
  const [row] = await db.query<{ display_name: string; role_names: string[] | null; group_ids: string[] | null; group_keys: string[] | null }>(
    `SELECT u.display_name,
            (SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS role_names,
            (SELECT array_agg(g.id ORDER BY g.id) FROM responsibility_group_members m JOIN responsibility_groups g ON g.id = m.group_id WHERE m.user_id = u.id) AS group_ids,
            (SELECT array_agg(g.key ORDER BY g.id) FROM responsibility_group_members m JOIN responsibility_groups g ON g.id = m.group_id WHERE m.user_id = u.id) AS group_keys
       FROM users u WHERE u.id = $1`,
    [userId],
  )
  return row ? { displayName: row.display_name, roleNames: row.role_names ?? [], groupIds: row.group_ids ?? [], groupKeys: row.group_keys ?? [] } : null
}
