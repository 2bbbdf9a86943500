import type { Db } from '../../db'
import type { AuthContext } from '../../http/operation'
import { accessFor, selectPrimaryRows, toInstances, type EntityInstance, type RecordDefinition } from '../entities'

/**
 * Records of the target definition as the caller may read them, through the entities module's record
 * security: a record the caller may not read is treated exactly as one that does not exist.
 */
export async function readableRecord(db: Db, definition: RecordDefinition, auth: AuthContext, id: string, now: Date): Promise<EntityInstance | null> {
  const rows = await selectPrimaryRows(db, definition, [id])
  if (rows.length === 0) return null
  const access = await accessFor(db, definition, { userId: auth.userId, roles: auth.roles }, now)
  const [instance] = await toInstances(db, definition, rows, access)
  return instance?.Permissions.CanRead ? instance : null
}
