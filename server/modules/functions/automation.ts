import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import type { RecordMutationEvent } from '../../platform/appEvents'
import { randomUUID } from 'node:crypto'
import { insertSurfaceActionIfMissing } from './bindings.repo'
import { ensureFunctionCatalog, functionAtVersion, functionIdOf } from './catalog'
import { definitionOf } from './entityDefinitions'
import { seedDemoPublications } from './publications/demoPublications'
import { ActionTargetScope, ExecutionSource } from './model'
import { enqueueJob } from './queue/jobs.repo'
import type { FunctionRuntime } from './runtime'
import { nextSlot } from './schedules'
import { insertScheduleIfMissing, readWorkspaceTimeZone } from './schedules.repo'
import { findEnabledTriggerBindings, insertTriggerBindingRow } from './triggers/triggerBindings.repo'

/** Trigger bindings at work (record events → jobs) and the demo automation (schedules, bindings, entity UI actions). */

/** Subscribes the host to the application's record events: every enabled binding enqueues a job (one active job per binding and record). */
export function subscribeTriggers(db: Db, runtime: FunctionRuntime): () => void {
  return appContextOf(db).events.on('record.mutated', async (event: RecordMutationEvent) => {
    const definition = await definitionOf(db, event.EntityDefinitionId)
    if (!definition) return
    const bindings = await findEnabledTriggerBindings(db, definition.Name, event.Operation)
    for (const binding of bindings) {
      // A function's own writes never start it again (its trigger would only loop).
      if (binding.functionId === event.ByFunctionId) continue
      // A pinned version runs as it was; a version since deleted runs nothing.
      const fn = await functionAtVersion(db, binding.functionId, binding.functionVersionId)
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
  const bindings: Array<[string, string, string, string, string, boolean, string]> = [
    ['trg-contracts-create', 'contract-totals-on-create', 'contracts', 'create', 'recalculate-contract-totals', true, 'A new contract gets its totals.'],
    ['trg-contracts-patch', 'contract-totals-on-change', 'contracts', 'patch', 'recalculate-contract-totals', true, 'A changed contract gets its totals again.'],
    ['trg-customers-create', 'check-new-customer', 'customers', 'create', 'validate-customer-data', false, 'Checks the data of a new customer (switched off).'],
  ]
  for (const [id, key, entity, operation, fnKey, enabled, description] of bindings) {
    await insertTriggerBindingRow(db, {
      id, key, description, entityDefinitionName: entity, operation, functionId: functionIdOf(fnKey), functionVersionId: null,
      isEnabled: enabled, rowVersion: randomUUID(), modifiedByUserId: null,
    }, now)
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
