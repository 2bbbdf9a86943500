import type { Db, SqlValue } from '../../db'
import { iso } from '../../platform/values'
import type { ListPlan } from '../../platform/paging'
import type { ExtendedData, RoleRecord } from './types'

interface RoleRow {
  id: string
  name: string
  description: string | null
  is_system: boolean
  extended_data: ExtendedData
  created_at: Date | string
  modified_at: Date | string
  row_version: string
  permission_keys: string[]
  user_count: number
}

const selectRoles = `
  SELECT r.*,
    coalesce((SELECT array_agg(p.permission_key ORDER BY p.permission_key) FROM role_permissions p
              WHERE p.role_id = r.id), '{}'::text[]) AS permission_keys,
    (SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = r.id) AS user_count
  FROM roles r`

export const roleSortColumns = {
  Name: 'lower(r.name)',
  UserCount: '(SELECT count(*) FROM user_roles ur WHERE ur.role_id = r.id)',
  CreatedAt: 'r.created_at',
  ModifiedAt: 'r.modified_at',
}
export type RoleSortField = keyof typeof roleSortColumns

function toRole(row: RoleRow): RoleRecord {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    IsSystem: row.is_system,
    PermissionKeys: row.permission_keys,
    UserCount: row.user_count,
    ExtendedData: row.extended_data ?? {},
    CreatedAt: iso(row.created_at),
    ModifiedAt: iso(row.modified_at),
    RowVersion: row.row_version,
  }
}

export async function findRole(db: Db, id: string): Promise<RoleRecord | undefined> {
  const [row] = await db.query<RoleRow>(`${selectRoles} WHERE r.id = $1`, [id])
  return row && toRole(row)
}

/** Every role with its permissions (a workspace has few): what grant checks compare against. */
export async function listAllRoles(db: Db): Promise<RoleRecord[]> {
  return (await db.query<RoleRow>(selectRoles)).map(toRole)
}

export async function listRoles(db: Db, plan: ListPlan): Promise<{ items: RoleRecord[]; total: number }> {
  const params: SqlValue[] = []
  let where = ''
  if (plan.searchPattern) {
    params.push(plan.searchPattern)
    where = 'WHERE (r.name ILIKE $1 OR r.description ILIKE $1)'
  }
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM roles r ${where}`, params)
  const rows = await db.query<RoleRow>(
    `${selectRoles} ${where} ORDER BY ${plan.orderBy} LIMIT ${plan.pageSize} OFFSET ${plan.offset}`,
    params,
  )
  return { items: rows.map(toRole), total: count?.total ?? 0 }
}

/** Which of these roles exist. */
export async function findExistingRoleIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM roles WHERE id = ANY($1::text[])', [[...ids]])
  return rows.map((row) => row.id)
}

export async function isRoleNameTaken(db: Db, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM roles WHERE lower(name) = lower($1) AND ($2::text IS NULL OR id <> $2::text)',
    [name, exceptId],
  )
  return rows.length > 0
}

export interface RoleWrite {
  name: string
  description: string | null
  extendedData: ExtendedData
}

export async function insertRole(
  db: Db,
  role: RoleWrite & { id: string; isSystem?: boolean },
  now: Date,
  rowVersion: string,
): Promise<void> {
  await db.query(
    `INSERT INTO roles (id, name, description, is_system, extended_data, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [role.id, role.name, role.description, role.isSystem ?? false, role.extendedData, now, rowVersion],
  )
}

export async function updateRoleRow(db: Db, id: string, role: RoleWrite, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `UPDATE roles SET name = $2, description = $3, extended_data = $4, modified_at = $5, row_version = $6 WHERE id = $1`,
    [id, role.name, role.description, role.extendedData, now, rowVersion],
  )
}

/** Marks a role changed when only its permissions changed. */
export async function touchRole(db: Db, id: string, now: Date, rowVersion: string): Promise<void> {
  await db.query('UPDATE roles SET modified_at = $2, row_version = $3 WHERE id = $1', [id, now, rowVersion])
}

export async function deleteRoleRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM roles WHERE id = $1', [id])
}

export async function replaceRolePermissions(db: Db, roleId: string, keys: readonly string[]): Promise<void> {
  await db.query('DELETE FROM role_permissions WHERE role_id = $1', [roleId])
  for (const key of keys) await db.query('INSERT INTO role_permissions (role_id, permission_key) VALUES ($1, $2)', [roleId, key])
}
