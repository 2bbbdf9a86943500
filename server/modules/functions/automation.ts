import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import type { RecordMutationEvent } from '../../platform/appEvents'
import {
  findEnabledBindings,
  insertSurfaceActionIfMissing,
  insertTriggerBindingIfMissing,
  listTriggerBindingRecords,
} from './bindings.repo'
import { ensureFunctionCatalog, findFunction, functionIdOf } from './catalog'
import { definitionOf } from './entityDefinitions'
import { seedDemoPublications } from './publications/demoPublications'
import { ActionTargetScope, ExecutionSource } from './model'
import { enqueueJob } from './queue/jobs.repo'
import type { FunctionRuntime } from './runtime'
import { nextSlot } from './schedules'
import { insertScheduleIfMissing, readWorkspaceTimeZone } from './schedules.repo'

/** Trigger bindings (record events → jobs) and the demo automation (schedules, bindings, entity UI actions). */

export interface FunctionTriggerBinding {
  Id: string
  EntityDefinitionId: string | null
  EntityDefinitionName: string
  EntityDefinitionDisplayName: string
  Operation: string
  FunctionId: string
  FunctionDisplayName: string
  IsEnabled: boolean
}

export async function listTriggerBindings(db: Db): Promise<FunctionTriggerBinding[]> {
  const bindings = await listTriggerBindingRecords(db)
  const result: FunctionTriggerBinding[] = []
  for (const binding of bindings) {
    const definition = await definitionOf(db, binding.entityDefinitionName)
    result.push({
      Id: binding.id,
      EntityDefinitionId: definition?.Id ?? null,
      EntityDefinitionName: binding.entityDefinitionName,
      EntityDefinitionDisplayName: definition?.DisplayNamePlural ?? binding.entityDefinitionName,
      Operation: binding.operation,
      FunctionId: binding.functionId,
      FunctionDisplayName: binding.functionDisplayName,
      IsEnabled: binding.isEnabled,
    })
  }
  return result
}

/** Subscribes the host to the application's record events: every enabled binding enqueues a job (one active job per binding and record). */
export function subscribeTriggers(db: Db, runtime: FunctionRuntime): () => void {
  return appContextOf(db).events.on('record.mutated', async (event: RecordMutationEvent) => {
    const definition = await definitionOf(db, event.EntityDefinitionId)
    if (!definition) return
    const bindings = await findEnabledBindings(db, definition.Name, event.Operation)
    for (const binding of bindings) {
      // A function's own writes never start it again (its trigger would only loop).
      if (binding.functionId === event.ByFunctionId) continue
      const fn = await findFunction(db, 'id', binding.functionId)
      if (!fn?.isEnabled) continue
      await enqueueJob(db, {
        fn,
        source: ExecutionSource.Trigger,
        arguments: { EntityDefinitionId: event.EntityDefinitionId, InstanceIds: [event.InstanceId], Operation: event.Operation },
        deduplicationKey: `trigger:${binding.id}:${event.InstanceId}`,
        triggerBindingId: binding.id,
        entityDefinitionId: event.EntityDefinitionId,
        entityInstanceId: event.InstanceId,
        operation: event.Operation,
        actorUserId: event.ActorUserId,
        selectedEntityIds: [event.InstanceId],
      }, runtime.clock())
    }
    if (bindings.length > 0) runtime.wake()
  })
}

/** Demo schedules, trigger bindings and entity UI actions (only seeded into an empty workspace). */
export async function seedFunctionAutomation(db: Db, now: Date): Promise<void> {
  await ensureFunctionCatalog(db, now)
  await seedDemoPublications(db, now)
  const schedules: Array<[string, string, string, string, string | null, boolean, Record<string, unknown>]> = [
    ['sch-cleanup', 'Token cleanup every minute', 'nightly-cleanup', '* * * * *', null, true, {}],
    // Half a minute of work: a Running run to watch (and cancel) most of the time.
    ['sch-export', 'Revenue report every 2 minutes', 'export-report', '*/2 * * * *', 'America/New_York', true, { steps: 10, stepMs: 3000 }],
    ['sch-ledger', 'Ledger sync every 5 minutes', 'sync-ledger', '*/5 * * * *', null, true, { batches: 3, batchMs: 400 }],
    ['sch-recalculate', 'Nightly contract totals', 'recalculate-contract-totals', '0 2 * * *', 'Europe/Berlin', true, {}],
    ['sch-legacy-import', 'Legacy order import', 'import-legacy-orders', '0 */6 * * *', null, false, {}],
    ['sch-file-trash', 'Purge the file trash', 'purge-file-trash', '0 * * * *', null, true, {}],
    ['sch-entitlements', 'Advance entitlements', 'advance-entitlements', '*/5 * * * *', null, true, {}],
  ]
  const workspaceZone = await readWorkspaceTimeZone(db)
  for (const [id, name, key, cron, zone, enabled, args] of schedules) {
    await insertScheduleIfMissing(db, {
      id,
      name,
      functionId: functionIdOf(key),
      cronExpression: cron,
      timeZone: zone,
      isEnabled: enabled,
      arguments: args,
      nextRunAt: enabled ? nextSlot(cron, zone ?? workspaceZone ?? 'UTC', now) : null,
    }, now)
  }
  const bindings: Array<[string, string, string, string, boolean]> = [
    ['trg-contracts-create', 'contracts', 'create', 'recalculate-contract-totals', true],
    ['trg-contracts-patch', 'contracts', 'patch', 'recalculate-contract-totals', true],
    ['trg-customers-create', 'customers', 'create', 'validate-customer-data', false],
  ]
  for (const [id, entity, operation, key, enabled] of bindings) {
    await insertTriggerBindingIfMissing(db, { id, entityDefinitionName: entity, operation, functionId: functionIdOf(key), isEnabled: enabled }, now)
  }
  const actions: Array<[string, string, string, string, string, number]> = [
    ['act-contracts-recalculate', 'contracts', 'recalculate-totals', 'Recalculate totals', 'recalculate-contract-totals', ActionTargetScope.MultipleRecords],
    ['act-contracts-export', 'contracts', 'export', 'Export contracts report', 'export-report', ActionTargetScope.NoRecord],
    ['act-customers-validate', 'customers', 'validate', 'Validate customer', 'validate-customer-data', ActionTargetScope.SingleRecord],
  ]
  for (const [id, entity, key, label, fnKey, scope] of actions) {
    await insertSurfaceActionIfMissing(db, { id, entityDefinitionName: entity, actionKey: key, label, functionId: functionIdOf(fnKey), targetScope: scope }, now)
  }
}
