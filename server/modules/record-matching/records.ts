import type { Db } from '../../db'
import { accessFor, selectPrimaryRows, toInstances, type AccessCaller, type EntityInstance, type RecordDefinition } from '../entities'

/**
 * Records of the target definition as the caller may read them, through the entities module's record
 * security: a record the caller may not read is treated exactly as one that does not exist.
 */
export async function readableRecord(db: Db, definition: RecordDefinition, auth: AccessCaller, id: string, now: Date): Promise<EntityInstance | null> {
  const rows = await selectPrimaryRows(db, definition, [id])
  if (rows.length === 0) return null
  const access = await accessFor(db, definition, { userId: auth.userId, roles: auth.roles }, now)
  const [instance] = await toInstances(db, definition, rows, access)
  return instance?.Permissions.CanRead ? instance : null
}

/** Of these records, the ones the caller may read now, by id (a missing one is left out). */
export async function readableRecords(db: Db, definition: RecordDefinition, auth: AccessCaller, ids: readonly string[], now: Date): Promise<Map<string, EntityInstance>> {
  if (ids.length === 0) return new Map()
  const rows = await selectPrimaryRows(db, definition, [...new Set(ids)])
  const access = await accessFor(db, definition, { userId: auth.userId, roles: auth.roles }, now)
  const instances = await toInstances(db, definition, rows, access)
  return new Map(instances.filter((instance) => instance.Permissions.CanRead).map((instance) => [instance.Id, instance]))
}
