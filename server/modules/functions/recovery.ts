import type { Db } from '../../db'
import { JobStatus, RunStatus } from './model'
import { applyJobDecision, lockJob, releaseLostJob } from './queue/jobs.repo'
import { closeRun, toRunState } from './runs/runs.repo'
import type { FunctionRuntime } from './runtime'
import { closingStatus, recoverJob } from './stateMachine'

/** Worker heartbeats tell recovery whether the process behind a lease or a Running run is alive. */

export async function registerWorker(db: Db, workerId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_workers (id, started_at, heartbeat_at) VALUES ($1, $2, $2)
     ON CONFLICT (id) DO UPDATE SET heartbeat_at = $2, stopped_at = NULL`,
    [workerId, now],
  )
}

export async function heartbeat(db: Db, workerId: string, now: Date): Promise<void> {
  await db.query('UPDATE function_workers SET heartbeat_at = $2 WHERE id = $1', [workerId, now])
}

export async function stopWorker(db: Db, workerId: string, now: Date): Promise<void> {
  await db.query('UPDATE function_workers SET stopped_at = $2 WHERE id = $1', [workerId, now])
}

/** SQL condition: the worker in `column` is this one or is alive (heartbeat within staleMs, not stopped). */
const otherLiveWorker = (column: string) => `EXISTS (SELECT 1 FROM function_workers w WHERE w.id = ${column}
  AND w.id <> $1 AND w.stopped_at IS NULL AND w.heartbeat_at > $2)`

export interface RecoveryReport {
  closedRuns: number
  completedJobs: number
  failedJobs: number
  releasedJobs: number
}

/**
 * Recovery (spec rules 1 and 2 and the recovery rows of the job table):
 * - a run left Running by a process that is gone, or by this process but not executing here, is
 *   closed (Cancelled when its job was cancelled, else StoppedByWorkerRestart) — this includes
 *   runs whose job already became terminal (rule 1);
 * - a Leased job whose worker is gone is released (retried or failed);
 * - a Queued or Leased job whose latest run already succeeded durably is Completed without
 *   invoking the function again; a Completed job without its confirmation fails closed (a
 *   confirming run the retention purge deleted later is not missing: the job stays Completed).
 * Executions of another live worker and of this process are never touched (rule 2).
 */
export async function recover(db: Db, runtime: FunctionRuntime, now: Date): Promise<RecoveryReport> {
  const report: RecoveryReport = { closedRuns: 0, completedJobs: 0, failedJobs: 0, releasedJobs: 0 }
  const aliveSince = new Date(now.getTime() - 2 * runtime.leaseMs)
  const executing = new Set([...runtime.executions.keys()])

  const orphanRuns = await db.query<{ id: string; job_id: string | null; job_status: number | null }>(
    `SELECT r.id, r.job_id, j.status AS job_status FROM function_runs r LEFT JOIN function_jobs j ON j.id = r.job_id
     WHERE r.status = ${RunStatus.Running} AND NOT ${otherLiveWorker('r.worker_id')}`,
    [runtime.workerId, aliveSince],
  )
  for (const run of orphanRuns) {
    if (executing.has(run.id)) continue
    await db.transaction(async (tx) => {
      const job = run.job_id ? await lockJob(tx, run.job_id) : null
      await closeRun(tx, run.id, closingStatus(job?.status ?? null), 'The worker host restarted while the run was executing.', now)
      report.closedRuns += 1
      if (job && job.status === JobStatus.Leased && !runtime.registeredJobs.has(job.id) && job.latestRunId === run.id) {
        await releaseLostJob(tx, job, now, 'The worker host restarted while the run was executing.')
        report.releasedJobs += 1
      }
    })
  }

  const lostLeases = await db.query<{ id: string }>(
    `SELECT j.id FROM function_jobs j WHERE j.status = ${JobStatus.Leased} AND NOT ${otherLiveWorker('j.lease_owner')}`,
    [runtime.workerId, aliveSince],
  )
  for (const { id } of lostLeases) {
    if (runtime.registeredJobs.has(id)) continue
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, id)
      if (!job || job.status !== JobStatus.Leased) return
      if (job.leaseOwner === runtime.workerId && runtime.registeredJobs.has(id)) return
      await releaseLostJob(tx, { ...job, id }, now, 'The worker holding the lease is gone.')
      report.releasedJobs += 1
    })
  }

  const suspects = await db.query<{
    id: string; status: number; latest_run_id: string | null; run_id: string | null; run_status: number | null;
    completed_at: Date | string | null; duration_ms: number | string | null; result_summary: string | null
  }>(
    `SELECT j.id, j.status, j.latest_run_id, r.id AS run_id, r.status AS run_status, r.completed_at, r.duration_ms, r.result_summary
     FROM function_jobs j LEFT JOIN function_runs r ON r.id = j.latest_run_id
     WHERE (j.status IN (${JobStatus.Queued}, ${JobStatus.Leased}) AND r.status IN (${RunStatus.Success}, ${RunStatus.Skipped}))
        OR (j.status = ${JobStatus.Completed} AND j.latest_run_purged_at IS NULL
            AND (r.id IS NULL OR r.status NOT IN (${RunStatus.Success}, ${RunStatus.Skipped})
            OR r.completed_at IS NULL OR r.duration_ms IS NULL OR coalesce(btrim(r.result_summary), '') = ''))`,
  )
  for (const row of suspects) {
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, row.id)
      if (!job) return
      const run = row.run_id
        ? toRunState({ id: row.run_id, status: row.run_status!, completed_at: row.completed_at, duration_ms: row.duration_ms, result_summary: row.result_summary })
        : null
      const decision = recoverJob(job, run)
      if (!decision) return
      await applyJobDecision(tx, row.id, decision, now)
      if (decision.status === JobStatus.Completed) report.completedJobs += 1
      else report.failedJobs += 1
    })
  }
  return report
}
