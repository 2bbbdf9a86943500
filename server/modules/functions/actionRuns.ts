import type { Db } from '../../db'
import type { CatalogFunction } from './catalog'
import { startJobExecution } from './executor'
import { ExecutionSource, isTerminalRun } from './model'
import { claimJob, enqueueJob } from './queue/jobs.repo'
import { listRecordOutcomes, writeSkippedRecords, type SkippedRecord, type StoredRecordOutcome } from './runs/recordOutcomes.repo'
import { findRun } from './runs/runs.repo'
import { runtimeFor } from './runtime'
import type { FunctionRun, FunctionTargetDisplay } from './types'

/**
 * Runs of entity UI actions as the host sees them: the module that designs the actions decides which
 * records a run acts on and which it skips (and why); the host runs the function on the rest and
 * keeps one outcome per selected record.
 */

export interface ActionRunRequest {
  /** The function at the version to run (functionAtVersion): the run captures it. */
  fn: CatalogFunction
  surfaceActionId: string
  /** `<definition name>:<action key>`. */
  actionTargetKey: string
  entityDefinitionId: string
  /** Every distinct record the caller selected, in their order. */
  selectedIds: readonly string[]
  /** The records the function is given (InstanceIds). */
  eligibleIds: readonly string[]
  skipped: readonly SkippedRecord[]
  actorUserId: string
  /** The entity, the action's label and a sample of the selection, named as the caller sees them. */
  targetDisplay: FunctionTargetDisplay
}

/**
 * A job for the action, leased by this process at once: its run is written (Running) before the
 * answer, with an outcome row per selected record, and the execution continues in the background.
 */
export async function startActionRun(db: Db, request: ActionRunRequest): Promise<{ RunId: string; JobId: string }> {
  const runtime = runtimeFor(db)
  const now = runtime.clock()
  const { jobId } = await enqueueJob(db, {
    fn: request.fn,
    source: ExecutionSource.Action,
    arguments: { EntityDefinitionId: request.entityDefinitionId, InstanceIds: [...request.eligibleIds] },
    surfaceActionId: request.surfaceActionId,
    actionTargetKey: request.actionTargetKey,
    selectedEntityIds: [...request.selectedIds],
    entityDefinitionId: request.entityDefinitionId,
    entityInstanceId: request.eligibleIds[0] ?? request.selectedIds[0] ?? null,
    actorUserId: request.actorUserId,
    targetDisplay: request.targetDisplay,
  }, now)
  await writeSkippedRecords(db, jobId, request.skipped)
  await claimJob(db, jobId, runtime.workerId, now, runtime.leaseMs)
  const started = await startJobExecution(db, runtime, jobId)
  if (!started) throw new Error('The action could not be started.')
  return { RunId: started.runId, JobId: jobId }
}

/** An action run with its record outcomes (Pending ones of a finished run read as NotReported); null for no run. */
export async function findActionRun(db: Db, runId: string): Promise<{ run: FunctionRun; outcomes: StoredRecordOutcome[] } | null> {
  const run = await findRun(db, runId)
  if (!run || run.ExecutionSource !== ExecutionSource.Action) return null
  const finished = isTerminalRun(run.Status)
  const outcomes = (await listRecordOutcomes(db, runId)).map((outcome): StoredRecordOutcome =>
    finished && outcome.status === 'Pending' ? { ...outcome, status: 'NotReported' } : outcome,
  )
  return { run, outcomes }
}
