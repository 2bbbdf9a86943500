import type { Db } from '../../db'
import { notFound, badRequest } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { appContextOf } from '../../platform/appContext'
import type { RecordMutationEvent } from '../../platform/appEvents'
import {
  findEnabledBindings,
  findSurfaceAction,
  insertSurfaceActionIfMissing,
  insertTriggerBindingIfMissing,
  listTriggerBindingRecords,
} from './bindings.repo'
import { ensureFunctionCatalog, findFunction, functionIdOf } from './catalog'
import { definitionOf } from './entityDefinitions'
import { startJobExecution } from './executor'
import { ActionTargetScope, ExecutionSource, FunctionCodes } from './model'
import { claimJob, enqueueJob } from './queue/jobs.repo'
import type { FunctionRuntime } from './runtime'
import { nextSlot } from './schedules'
import { insertScheduleIfMissing, readWorkspaceTimeZone } from './schedules.repo'

/** Trigger bindings (record events → jobs), entity UI actions, and the demo automation. */

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
      if (!fn) continue
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

/**
 * Executes an entity UI action: a job is created and leased by this process at once, its run is
 * written (Running) before the answer, and the execution continues in the background.
 */
export async function executeAction(
  db: Db,
  runtime: FunctionRuntime,
  auth: AuthContext,
  entityIdOrKey: string,
  actionKey: string,
  instanceIds: string[],
): Promise<{ RunId: string; JobId: string }> {
  const definition = await definitionOf(db, entityIdOrKey)
  const name = definition?.Name ?? entityIdOrKey
  const action = await findSurfaceAction(db, name, actionKey)
  if (!action) {
    const error = notFound(`The entity "${entityIdOrKey}" has no action "${actionKey}".`, actionKey)
    error.issues[0]!.Code = FunctionCodes.unknownAction
    throw error
  }
  const ids = [...new Set(instanceIds)]
  const scopeOk = action.targetScope === ActionTargetScope.NoRecord ? ids.length === 0
    : action.targetScope === ActionTargetScope.SingleRecord ? ids.length === 1 : ids.length >= 1
  if (!scopeOk) {
    const expected = ['no record', 'exactly one record', 'one or more records'][action.targetScope]
    throw badRequest(FunctionCodes.actionTargetMismatch, `The action "${action.label}" applies to ${expected}.`, 'InstanceIds')
  }
  const fn = await findFunction(db, 'id', action.functionId)
  if (!fn) throw notFound(`The function of the action "${actionKey}" does not exist.`)
  const now = runtime.clock()
  const { jobId } = await enqueueJob(db, {
    fn,
    source: ExecutionSource.Action,
    arguments: { InstanceIds: ids },
    surfaceActionId: action.id,
    actionTargetKey: `${name}:${actionKey}`,
    selectedEntityIds: ids,
    entityDefinitionId: definition?.Id ?? null,
    entityInstanceId: ids[0] ?? null,
    actorUserId: auth.userId,
  }, now)
  await claimJob(db, jobId, runtime.workerId, now, runtime.leaseMs)
  const started = await startJobExecution(db, runtime, jobId)
  if (!started) throw new Error('The action could not be started.')
  return { RunId: started.runId, JobId: jobId }
}

/** Demo schedules, trigger bindings and entity UI actions (only seeded into an empty workspace). */
export async function seedFunctionAutomation(db: Db, now: Date): Promise<void> {
  await ensureFunctionCatalog(db, now)
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
