import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { functionIdOf, JobStatus, RunStatus, type JobDecision } from '../../functions'
import { BuildStatus, buildFunctionKey } from './buildModel'
import { cancelledEnd, endBuild, permissionDeniedEnd, requeueBuild, workerLostEnd } from './buildSettle'

/**
 * A build follows its job. The builtin settles the build itself whenever its code gets to run to
 * an end; what it cannot see is decided here:
 * - the host's job decisions (queue/jobs.repo.ts `onJobDecision`, inside the deciding transaction):
 *   a retry puts a Running build back to Queued; a cancel ends a build nobody executes at once and
 *   flags one that is executing (CancellationRequested; the execution ends it as Cancelled); a job
 *   that ends Failed or Completed without the builtin having settled its build (lease expiry with
 *   no attempts left, a worker that was lost) fails it with uiProject.build.workerLost (or
 *   uiProject.build.permissionDenied when the requester lost uiproject.build before it ran);
 * - on every read of builds (`settleLostBuilds`): a build still Queued or Running whose job has
 *   ended and has no Running run left, e.g. a job cancelled while its worker process died.
 */

interface FollowingBuild {
  id: string
  status: number
  executing: boolean
  /** Status of the job's latest run: PermissionFailure means the function never ran for its actor. */
  last_run_status: number | null
}

async function buildsOfJob(db: Db, jobId: string): Promise<FollowingBuild[]> {
  return db.query<FollowingBuild>(
    `SELECT b.id, b.status,
       EXISTS (SELECT 1 FROM function_runs r WHERE r.job_id = b.job_id AND r.status = ${RunStatus.Running}) AS executing,
       (SELECT r.status FROM function_runs r JOIN function_jobs j ON j.latest_run_id = r.id WHERE j.id = b.job_id) AS last_run_status
     FROM ui_project_builds b WHERE b.job_id = $1 AND b.status IN (${BuildStatus.Queued}, ${BuildStatus.Running})`,
    [jobId],
  )
}

export async function followJobDecision(db: Db, job: { id: string; functionId: string }, decision: JobDecision, now: Date): Promise<void> {
  // Every job decision of the host comes here: other functions' jobs cost nothing.
  if (job.functionId !== functionIdOf(buildFunctionKey)) return
  for (const build of await buildsOfJob(db, job.id)) {
    if (decision.status === JobStatus.Queued) {
      if (!build.executing) await requeueBuild(db, build.id)
    } else if (decision.status === JobStatus.Cancelled) {
      if (build.executing) await db.query('UPDATE ui_project_builds SET cancellation_requested = true, row_version = $2 WHERE id = $1', [build.id, randomUUID()])
      else await endBuild(db, build.id, cancelledEnd, now)
    } else if (!build.executing) {
      await endBuild(db, build.id, build.last_run_status === RunStatus.PermissionFailure ? permissionDeniedEnd : workerLostEnd, now)
    }
  }
}

/** Ends the builds whose job ended without settling them (see above); cheap when there are none. */
export async function settleLostBuilds(db: Db, now: Date): Promise<void> {
  const lost = await db.query<{ id: string; job_status: number }>(
    `SELECT b.id, j.status AS job_status FROM ui_project_builds b JOIN function_jobs j ON j.id = b.job_id
     WHERE b.status IN (${BuildStatus.Queued}, ${BuildStatus.Running})
       AND j.status IN (${JobStatus.Completed}, ${JobStatus.Failed}, ${JobStatus.Cancelled})
       AND NOT EXISTS (SELECT 1 FROM function_runs r WHERE r.job_id = j.id AND r.status = ${RunStatus.Running})`,
  )
  for (const build of lost) {
    await endBuild(db, build.id, build.job_status === JobStatus.Cancelled ? cancelledEnd : workerLostEnd, now)
  }
}
