import type { Db } from '../../db'
import { conflict, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { listRecentAuditEntries, writeFunctionAudit, type FunctionAuditEntry } from './audit.repo'
import { FunctionCodes, JobStatus, RunStatus } from './model'
import { writeJobCancelRequested } from './queue/jobRequests.repo'
import { applyJobDecision, findJob, lockJob } from './queue/jobs.repo'
import { findRun, lockRunStatus, lockRunToCancel, runSupportsCancellation, writeRunCancelled, writeRunCancelRequested } from './runs/runs.repo'
import type { FunctionRuntime } from './runtime'
import { canCancelRun, cancelJobDecision } from './stateMachine'
import type { FunctionJob, FunctionRun } from './types'

/** Cancel run and cancel job (spec tables); both are written to function_audit_log with the actor. */

export { writeFunctionAudit }

/** Asks an execution in this process to stop; the function honours it between its steps. */
function signalCancellation(runtime: FunctionRuntime, runId: string): boolean {
  const execution = runtime.executions.get(runId)
  if (!execution) return false
  execution.cancelReason = 'cancel'
  execution.controller.abort()
  return true
}

export async function cancelRun(db: Db, runtime: FunctionRuntime, auth: AuthContext, runId: string, now: Date): Promise<FunctionRun> {
  await db.transaction(async (tx) => {
    const run = await lockRunToCancel(tx, runId)
    if (!run) throw notFound(`Run "${runId}" does not exist.`, runId)
    if (!canCancelRun(run.status, run.supportsCancellation)) {
      const message = run.status !== RunStatus.Running
        ? 'Only a running run can be cancelled; this run has already ended.'
        : `${run.functionDisplayName} does not support manual cancellation; the run continues.`
      throw conflict(FunctionCodes.runNotCancellable, message, undefined, await findRun(tx, runId))
    }
    await writeRunCancelled(tx, runId, `Cancelled by ${auth.userName}.`, now)
    let jobCancelled = false
    if (run.jobId) {
      const job = await lockJob(tx, run.jobId)
      if (job && (job.status === JobStatus.Queued || job.status === JobStatus.Leased)) {
        await applyJobDecision(tx, run.jobId, { status: JobStatus.Cancelled }, now)
        await writeJobCancelRequested(tx, run.jobId, now)
        jobCancelled = true
      }
    }
    await writeFunctionAudit(tx, auth.userId, 'RunCancelled', 'Run', runId, { jobId: run.jobId, jobCancelled }, now)
  })
  signalCancellation(runtime, runId)
  return (await findRun(db, runId))!
}

export async function cancelJob(db: Db, runtime: FunctionRuntime, auth: AuthContext, jobId: string, now: Date): Promise<FunctionJob> {
  const runToSignal = await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId)
    if (!job) throw notFound(`Job "${jobId}" does not exist.`, jobId)
    const decision = cancelJobDecision(job)
    if (!decision.allowed) {
      throw conflict(FunctionCodes.jobNotCancellable, 'The job has already ended and cannot be cancelled.', undefined, await findJob(tx, jobId))
    }
    await applyJobDecision(tx, jobId, { status: JobStatus.Cancelled }, now)
    await writeJobCancelRequested(tx, jobId, now)
    let runId: string | null = null
    if (decision.requestExecutionCancel && job.latestRunId) {
      if ((await lockRunStatus(tx, job.latestRunId)) === RunStatus.Running) {
        await writeRunCancelRequested(tx, job.latestRunId, now)
        runId = job.latestRunId
      }
    }
    await writeFunctionAudit(tx, auth.userId, decision.requestExecutionCancel ? 'JobCancellationRequested' : 'JobCancelled', 'Job', jobId, {
      previousStatus: job.status,
      runId,
    }, now)
    return runId
  })
  // A function without manual cancellation runs to its end; its outcome no longer moves the job.
  if (runToSignal && (await runSupportsCancellation(db, runToSignal))) signalCancellation(runtime, runToSignal)
  return (await findJob(db, jobId))!
}

export async function listAuditLog(db: Db, targetId: string | undefined, limit: number): Promise<FunctionAuditEntry[]> {
  return listRecentAuditEntries(db, targetId ?? null, Math.min(500, Math.max(1, limit)))
}
