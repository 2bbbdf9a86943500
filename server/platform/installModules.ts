import type { FastifyInstance } from 'fastify'
import { servedOperations, type ServedOperations } from '../http/operation'
import type { UniqueConflict, UniqueConflicts } from '../http/reply'
import type { AppContext } from './appContext'
import { moduleSwitchOperations, switchedOperations } from './moduleSwitch'
import type { ServerModule } from './serverModule'

/**
 * Builds the application from its modules: subscribes the listeners, sets up request parsing,
 * runs the startup hooks, and answers every module's operations (guarded by the module's switch).
 * Closing the server unsubscribes and runs the shutdown hooks. Answers the operations and the
 * modules' unique constraints.
 */
export async function installModules(
  server: FastifyInstance,
  app: AppContext,
  modules: readonly ServerModule[],
): Promise<{ handlers: ServedOperations; conflicts: UniqueConflicts }> {
  const handlers: ServedOperations = {}
  const conflicts = new Map<string, UniqueConflict>()
  const unsubscribes: (() => void)[] = []
  server.addHook('onClose', async () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
    for (const module of modules) await module.shutdown?.(app)
  })
  for (const module of modules) {
    for (const listener of module.listeners ?? []) unsubscribes.push(listener.subscribe(app))
    module.http?.(server)
    const operations = servedOperations(module.operations ?? {})
    const served = module.moduleSwitch
      ? { ...switchedOperations(module.moduleSwitch, operations), ...moduleSwitchOperations(module.moduleSwitch) }
      : operations
    for (const operationId of Object.keys(served)) {
      if (operationId in handlers) throw new Error(`${module.name}: operation ${operationId} is served by another module too.`)
    }
    Object.assign(handlers, served)
    for (const [constraint, conflict] of Object.entries(module.uniqueConstraints ?? {})) {
      if (conflicts.has(constraint)) throw new Error(`${module.name}: unique constraint ${constraint} is declared by another module too.`)
      conflicts.set(constraint, conflict)
    }
  }
  for (const module of modules) await module.startup?.(app)
  return { handlers, conflicts }
}
