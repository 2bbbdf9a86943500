import { randomUUID } from 'node:crypto'
import type { FunctionAuditAction } from '../../../shared/enums'
import type { Db } from '../../db'
import { conflict, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { FunctionCodes, JobStatus, RunStatus } from './model'
import { applyJobDecision, findJob, lockJob } from './queue/jobs.repo'
import { findRun } from './runs/runs.repo'
import type { FunctionRuntime } from './runtime'
import { canCancelRun, cancelJobDecision } from './stateMachine'
import type { FunctionJob, FunctionRun } from './types'

/** Cancel run and cancel job (spec tables); both are written to function_audit_log with the actor. */

/** One entry of function_audit_log: who did what to which run, job or setting. */
export async function writeFunctionAudit(db: Db, actorUserId: string, action: FunctionAuditAction, targetKind: string, targetId: string, detail: object, now: Date) {
  await db.query(
    `INSERT INTO function_audit_log (id, occurred_at, actor_user_id, action, target_kind, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [randomUUID(), now, actorUserId, action, targetKind, targetId, JSON.stringify(detail)],
  )
}

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
    const [run] = await tx.query<{ status: number; supports_cancellation: boolean; job_id: string | null; function_display_name: string }>(
      'SELECT status, supports_cancellation, job_id, function_display_name FROM function_runs WHERE id = $1 FOR UPDATE',
      [runId],
    )
    if (!run) throw notFound(`Run "${runId}" does not exist.`, runId)
    if (!canCancelRun(run.status, run.supports_cancellation)) {
      const message = run.status !== RunStatus.Running
        ? 'Only a running run can be cancelled; this run has already ended.'
        : `${run.function_display_name} does not support manual cancellation; the run continues.`
      throw conflict(FunctionCodes.runNotCancellable, message, undefined, await findRun(tx, runId))
    }
    await tx.query(
      `UPDATE function_runs SET status = ${RunStatus.Cancelled}, completed_at = $2, cancel_requested_at = $2,
         duration_ms = greatest(0, (extract(epoch FROM ($2::timestamptz - started_at)) * 1000)::bigint),
         result_summary = $3, error_summary = $3
       WHERE id = $1`,
      [runId, now, `Cancelled by ${auth.userName}.`],
    )
    let jobCancelled = false
    if (run.job_id) {
      const job = await lockJob(tx, run.job_id)
      if (job && (job.status === JobStatus.Queued || job.status === JobStatus.Leased)) {
        await applyJobDecision(tx, run.job_id, { status: JobStatus.Cancelled }, now)
        await tx.query('UPDATE function_jobs SET cancel_requested_at = $2 WHERE id = $1', [run.job_id, now])
        jobCancelled = true
      }
    }
    await writeFunctionAudit(tx, auth.userId, 'RunCancelled', 'Run', runId, { jobId: run.job_id, jobCancelled }, now)
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
    await tx.query('UPDATE function_jobs SET cancel_requested_at = $2 WHERE id = $1', [jobId, now])
    let runId: string | null = null
    if (decision.requestExecutionCancel && job.latestRunId) {
      const [run] = await tx.query<{ status: number }>('SELECT status FROM function_runs WHERE id = $1 FOR UPDATE', [job.latestRunId])
      if (run?.status === RunStatus.Running) {
        await tx.query('UPDATE function_runs SET cancel_requested_at = $2 WHERE id = $1', [job.latestRunId, now])
        runId = job.latestRunId
      }
    }
    await writeFunctionAudit(tx, auth.userId, decision.requestExecutionCancel ? 'JobCancellationRequested' : 'JobCancelled', 'Job', jobId, {
      previousStatus: job.status,
      runId,
    }, now)
    return runId
  })
  if (runToSignal) {
    const [run] = await db.query<{ supports_cancellation: boolean }>('SELECT supports_cancellation FROM function_runs WHERE id = $1', [runToSignal])
    // A function without manual cancellation runs to its end; its outcome no longer moves the job.
    if (run?.supports_cancellation) signalCancellation(runtime, runToSignal)
  }
  return (await findJob(db, jobId))!
}

export interface FunctionAuditEntry {
  Id: string
  OccurredAt: string
  ActorUserId: string | null
  Action: string
  TargetKind: string
  TargetId: string
  Detail: unknown
}

export async function listAuditLog(db: Db, targetId: string | undefined, limit: number): Promise<FunctionAuditEntry[]> {
  const rows = await db.query<{ id: string; occurred_at: Date | string; actor_user_id: string | null; action: string; target_kind: string; target_id: string; detail: unknown }>(
    `SELECT * FROM function_audit_log WHERE ($1::text IS NULL OR target_id = $1) ORDER BY occurred_at DESC, id LIMIT ${Math.min(500, Math.max(1, limit))}`,
    [targetId ?? null],
  )
  return rows.map((row) => ({
    Id: row.id,
    OccurredAt: new Date(row.occurred_at).toISOString(),
    ActorUserId: row.actor_user_id,
    Action: row.action,
    TargetKind: row.target_kind,
    TargetId: row.target_id,
    Detail: row.detail,
  }))
}
