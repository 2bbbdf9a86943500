import type { Db } from '../../db'
import { JobStatus } from './model'
import { applyJobDecision, lockJob, releaseLostJob } from './queue/jobs.repo'
import { closeRun } from './runs/runs.repo'
import type { FunctionRuntime } from './runtime'
import { closingStatus, recoverJob } from './stateMachine'
import { findLostLeases, findOrphanRuns, findUnconfirmedJobs } from './workers.repo'

/** Worker heartbeats tell recovery whether the process behind a lease or a Running run is alive. */

export { heartbeat, registerWorker, stopWorker } from './workers.repo'

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

  const orphanRuns = await findOrphanRuns(db, runtime.workerId, aliveSince)
  for (const run of orphanRuns) {
    if (executing.has(run.id)) continue
    await db.transaction(async (tx) => {
      const job = run.jobId ? await lockJob(tx, run.jobId) : null
      await closeRun(tx, run.id, closingStatus(job?.status ?? null), 'The worker host restarted while the run was executing.', now)
      report.closedRuns += 1
      if (job && job.status === JobStatus.Leased && !runtime.registeredJobs.has(job.id) && job.latestRunId === run.id) {
        await releaseLostJob(tx, job, now, 'The worker host restarted while the run was executing.')
        report.releasedJobs += 1
      }
    })
  }

  const lostLeases = await findLostLeases(db, runtime.workerId, aliveSince)
  for (const id of lostLeases) {
    if (runtime.registeredJobs.has(id)) continue
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, id)
      if (!job || job.status !== JobStatus.Leased) return
      if (job.leaseOwner === runtime.workerId && runtime.registeredJobs.has(id)) return
      await releaseLostJob(tx, { ...job, id }, now, 'The worker holding the lease is gone.')
      report.releasedJobs += 1
    })
  }

  const suspects = await findUnconfirmedJobs(db)
  for (const suspect of suspects) {
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, suspect.id)
      if (!job) return
      const decision = recoverJob(job, suspect.run)
      if (!decision) return
      await applyJobDecision(tx, suspect.id, decision, now)
      if (decision.status === JobStatus.Completed) report.completedJobs += 1
      else report.failedJobs += 1
    })
  }
  return report
}
