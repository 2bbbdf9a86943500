import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { cachedRecordModel, readableInstances, type AccessCaller } from '../entities'
import type { FunctionActor, FunctionRecord } from '../functions'
import { securityFacts } from '../principals'

/** FunctionContext.readRecords: the records as the run's actor may read them (automation: all). */
export async function readFunctionRecords(db: Db, actor: FunctionActor, entityIdOrName: string, ids: readonly string[]): Promise<FunctionRecord[]> {
  const definition = await cachedRecordModel(db, entityIdOrName)
  if (!definition) return []
  let caller: AccessCaller | null = null
  if (!actor.isAutomation && actor.userId) {
    const facts = await securityFacts(db, actor.userId)
    caller = { userId: actor.userId, roles: facts?.roleNames ?? [] }
  }
  const records = await readableInstances(db, definition, caller, [...new Set(ids)], appContextOf(db).clock())
  return [...records.values()].map((instance) => ({ Id: instance.Id, DisplayName: instance.DisplayName, Fields: instance.Fields }))
}
