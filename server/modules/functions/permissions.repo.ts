import type { Db } from '../../db'

/** The permissions a user holds through its roles: what a run acting for the user may do. */
export async function findPermissionKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ permission_key: string }>(
    `SELECT DISTINCT rp.permission_key FROM user_roles ur JOIN role_permissions rp ON rp.role_id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  )
  return rows.map((row) => row.permission_key)
}
