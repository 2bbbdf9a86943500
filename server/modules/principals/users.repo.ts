import type { Db, SqlValue } from '../../db'
import { avatarFor } from './avatar'
import { iso } from '../../platform/values'
import type { ListPlan } from '../../platform/paging'
import type { OnboardingStatus } from '../../../shared/enums'
import type { ExtendedData, UserRecord, UserType } from './types'

export interface UserRow {
  id: string
  user_name: string
  email: string | null
  first_name: string | null
  last_name: string | null
  display_name: string
  user_type: UserType
  is_active: boolean
  locale: string | null
  time_zone: string | null
  password_hash: string | null
  onboarding_status: OnboardingStatus
  extended_data: ExtendedData
  created_at: Date | string
  modified_at: Date | string
  row_version: string
  role_ids: string[]
  role_names: string[]
  group_ids: string[]
  has_api_key: boolean
}

const selectUsers = `
  SELECT u.*,
    coalesce((SELECT array_agg(r.id ORDER BY lower(r.name)) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
              WHERE ur.user_id = u.id), '{}'::text[]) AS role_ids,
    coalesce((SELECT array_agg(r.name ORDER BY lower(r.name)) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
              WHERE ur.user_id = u.id), '{}'::text[]) AS role_names,
    coalesce((SELECT array_agg(m.group_id ORDER BY m.group_id) FROM responsibility_group_members m
              WHERE m.user_id = u.id), '{}'::text[]) AS group_ids,
    EXISTS (SELECT 1 FROM api_keys k WHERE k.user_id = u.id) AS has_api_key
  FROM users u`

export const userSortColumns = {
  UserName: 'lower(u.user_name)',
  DisplayName: 'lower(u.display_name)',
  Email: 'lower(u.email)',
  UserType: 'u.user_type',
  CreatedAt: 'u.created_at',
  ModifiedAt: 'u.modified_at',
}
export type UserSortField = keyof typeof userSortColumns

export function toUser(row: UserRow): UserRecord {
  return {
    Id: row.id,
    UserName: row.user_name,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    DisplayName: row.display_name,
    UserType: row.user_type,
    IsActive: row.is_active,
    Locale: row.locale,
    TimeZone: row.time_zone,
    RoleIds: row.role_ids,
    Roles: row.role_names,
    ResponsibilityGroupIds: row.group_ids,
    HasPassword: row.password_hash !== null,
    HasApiKey: row.has_api_key,
    Avatar: avatarFor(row.id, row.display_name),
    ExtendedData: row.extended_data ?? {},
    CreatedAt: iso(row.created_at),
    ModifiedAt: iso(row.modified_at),
    RowVersion: row.row_version,
  }
}

export async function findUserRow(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`${selectUsers} WHERE u.id = $1`, [id])
  return row
}

/** Sign-in lookup: user name or email, case-insensitive. */
export async function findUserRowByLogin(db: Db, userNameOrEmail: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `${selectUsers} WHERE lower(u.user_name) = lower($1) OR lower(u.email) = lower($1) ORDER BY (lower(u.user_name) = lower($1)) DESC LIMIT 1`,
    [userNameOrEmail.trim()],
  )
  return row
}

export async function listUserRows(db: Db, plan: ListPlan, userType: number | undefined): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: string[] = []
  const params: SqlValue[] = []
  if (plan.searchPattern) {
    params.push(plan.searchPattern)
    const p = `$${params.length}`
    conditions.push(`(u.user_name ILIKE ${p} OR u.display_name ILIKE ${p} OR u.email ILIKE ${p})`)
  }
  if (userType !== undefined) {
    params.push(userType)
    conditions.push(`u.user_type = $${params.length}`)
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${where}`, params)
  const rows = await db.query<UserRow>(
    `${selectUsers} ${where} ORDER BY ${plan.orderBy} LIMIT ${plan.pageSize} OFFSET ${plan.offset}`,
    params,
  )
  return { rows, total: count?.total ?? 0 }
}

/** Which of these users exist. */
export async function findExistingUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[])', [[...ids]])
  return rows.map((row) => row.id)
}

export interface UserWrite {
  userName: string
  email: string | null
  firstName: string | null
  lastName: string | null
  displayName: string
  isActive: boolean
  locale: string | null
  timeZone: string | null
  extendedData: ExtendedData
}

export async function insertUser(
  db: Db,
  user: UserWrite & { id: string; userType: UserType; passwordHash: string | null; onboardingStatus?: OnboardingStatus },
  now: Date,
  rowVersion: string,
): Promise<void> {
  await db.query(
    `INSERT INTO users (id, user_name, email, first_name, last_name, display_name, user_type, is_active, locale,
       time_zone, password_hash, onboarding_status, extended_data, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)`,
    [user.id, user.userName, user.email, user.firstName, user.lastName, user.displayName, user.userType, user.isActive,
      user.locale, user.timeZone, user.passwordHash, user.onboardingStatus ?? 0, user.extendedData, now, rowVersion],
  )
}

export async function updateUserRow(db: Db, id: string, user: UserWrite, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `UPDATE users SET user_name = $2, email = $3, first_name = $4, last_name = $5, display_name = $6, is_active = $7,
       locale = $8, time_zone = $9, extended_data = $10, modified_at = $11, row_version = $12
     WHERE id = $1`,
    [id, user.userName, user.email, user.firstName, user.lastName, user.displayName, user.isActive, user.locale,
      user.timeZone, user.extendedData, now, rowVersion],
  )
}

export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id])
}

/** Signs a user out everywhere: its access tokens stop working at once. */
export async function deleteAccessTokensOf(db: Db, userId: string): Promise<void> {
  await db.query('DELETE FROM access_tokens WHERE user_id = $1', [userId])
}

export async function replaceUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM user_roles WHERE user_id = $1', [userId])
  for (const roleId of roleIds) await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [userId, roleId])
}

export async function replaceUserGroups(db: Db, userId: string, groupIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM responsibility_group_members WHERE user_id = $1', [userId])
  for (const groupId of groupIds) {
    await db.query('INSERT INTO responsibility_group_members (group_id, user_id) VALUES ($1, $2)', [groupId, userId])
  }
}

/** The first user (other than `exceptId`) already holding this user name or email, case-insensitive. */
export async function findNameClash(
  db: Db,
  userName: string,
  email: string | null,
  exceptId: string | null,
): Promise<'UserName' | 'Email' | null> {
  const rows = await db.query<{ user_name: string; email: string | null }>(
    `SELECT user_name, email FROM users
     WHERE (lower(user_name) = lower($1) OR ($2::text IS NOT NULL AND lower(email) = lower($2::text)))
       AND ($3::text IS NULL OR id <> $3::text)`,
    [userName, email, exceptId],
  )
  if (rows.some((row) => row.user_name.toLowerCase() === userName.toLowerCase())) return 'UserName'
  return rows.length > 0 ? 'Email' : null
}

/** The facts grant checks need of some users: their type and roles. */
export async function findUserGrantFacts(db: Db, ids: readonly string[]): Promise<Array<Pick<UserRecord, 'Id' | 'UserType' | 'RoleIds'>>> {
  if (ids.length === 0) return []
  const rows = await db.query<{ id: string; user_type: UserType; role_ids: string[] }>(
    `SELECT u.id, u.user_type,
       coalesce((SELECT array_agg(ur.role_id) FROM user_roles ur WHERE ur.user_id = u.id), '{}'::text[]) AS role_ids
     FROM users u WHERE u.id = ANY($1::text[])`,
    [[...ids]],
  )
  return rows.map((row) => ({ Id: row.id, UserType: row.user_type, RoleIds: row.role_ids }))
}
