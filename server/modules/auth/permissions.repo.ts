import type { Db } from '../../db'

/** The permission keys a user holds through its roles, sorted and without repeats. */
export async function findPermissionKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ permission_key: string }>(
    `SELECT DISTINCT p.permission_key FROM user_roles ur JOIN role_permissions p ON p.role_id = ur.role_id
     WHERE ur.user_id = $1 ORDER BY p.permission_key`,
    [userId],
  )
  return rows.map((row) => row.permission_key)
}
