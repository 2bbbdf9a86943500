import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { accessFor, cachedRecordModel, selectPrimaryRows, toInstances, type AccessCaller, type EntityInstance, type RecordDefinition } from '../entities'
import type { FunctionActor, FunctionRecord } from '../functions'
import { securityFacts } from '../principals'

/**
 * The records an action acts on, as its caller sees them. A record the caller may not read is
 * treated exactly as one that does not exist: it is never named, counted apart or shown.
 */

/** The records among `ids` that exist and the caller may read, by id. */
export async function readableRecords(
  db: Db,
  definition: RecordDefinition,
  caller: AccessCaller | null,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, EntityInstance>> {
  if (ids.length === 0) return new Map()
  const rows = await selectPrimaryRows(db, definition, [...ids])
  const access = caller ? await accessFor(db, definition, caller, now) : undefined
  const instances = await toInstances(db, definition, rows, access)
  return new Map(instances.filter((instance) => instance.Permissions.CanRead).map((instance) => [instance.Id, instance]))
}

/** FunctionContext.readRecords: the records as the run's actor may read them (automation: all). */
export async function readFunctionRecords(db: Db, actor: FunctionActor, entityIdOrName: string, ids: readonly string[]): Promise<FunctionRecord[]> {
  const definition = await cachedRecordModel(db, entityIdOrName)
  if (!definition) return []
  let caller: AccessCaller | null = null
  if (!actor.isAutomation && actor.userId) {
    const facts = await securityFacts(db, actor.userId)
    caller = { userId: actor.userId, roles: facts?.roleNames ?? [] }
  }
  const records = await readableRecords(db, definition, caller, [...new Set(ids)], appContextOf(db).clock())
  return [...records.values()].map((instance) => ({ Id: instance.Id, DisplayName: instance.DisplayName, Fields: instance.Fields }))
}
