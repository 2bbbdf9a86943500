import type { Db } from '../../../db'
import { JobStatus, RunStatus } from '../../functions'
import type { ProjectKind } from '../projectKind'
import { BuildStatus } from './buildModel'

/** SQL of builds together with their jobs and runs on the function host (function_jobs, function_runs). */

export interface RunJob {
  jobId: string | null
  workerId: string | null
  /** Null when the run has no job (any more). */
  attemptCount: number | null
  maxAttempts: number | null
}

/** The job of a run and the attempt it is; undefined when there is no such run. */
export async function findRunJob(db: Db, runId: string): Promise<RunJob | undefined> {
  const [row] = await db.query<{ job_id: string | null; worker_id: string | null; attempt_count: number | null; max_attempts: number | null }>(
    `SELECT r.job_id, r.worker_id, j.attempt_count, j.max_attempts FROM function_runs r
     LEFT JOIN function_jobs j ON j.id = r.job_id WHERE r.id = $1`,
    [runId],
  )
  return row && { jobId: row.job_id, workerId: row.worker_id, attemptCount: row.attempt_count, maxAttempts: row.max_attempts }
}

export interface FollowingBuild {
  id: string
  status: number
  /** A run of the job is Running. */
  executing: boolean
  /** Status of the job's latest run: PermissionFailure means the function never ran for its actor. */
  lastRunStatus: number | null
}

/** The builds of a job that are still Queued or Running. */
export async function findBuildsFollowingJob(db: Db, jobId: string): Promise<FollowingBuild[]> {
  const rows = await db.query<{ id: string; status: number; executing: boolean; last_run_status: number | null }>(
    `SELECT b.id, b.status,
       EXISTS (SELECT 1 FROM function_runs r WHERE r.job_id = b.job_id AND r.status = ${RunStatus.Running}) AS executing,
       (SELECT r.status FROM function_runs r JOIN function_jobs j ON j.latest_run_id = r.id WHERE j.id = b.job_id) AS last_run_status
     FROM ui_project_builds b WHERE b.job_id = $1 AND b.status IN (${BuildStatus.Queued}, ${BuildStatus.Running})`,
    [jobId],
  )
  return rows.map((row) => ({ id: row.id, status: row.status, executing: row.executing, lastRunStatus: row.last_run_status }))
}

/** Builds still Queued or Running whose job has ended and has no Running run left. */
export async function findLostBuilds(db: Db, kind: ProjectKind): Promise<Array<{ id: string; jobStatus: number }>> {
  const rows = await db.query<{ id: string; job_status: number }>(
    `SELECT b.id, j.status AS job_status FROM ui_project_builds b JOIN function_jobs j ON j.id = b.job_id
     WHERE b.project_id = $1 AND b.status IN (${BuildStatus.Queued}, ${BuildStatus.Running})
       AND j.status IN (${JobStatus.Completed}, ${JobStatus.Failed}, ${JobStatus.Cancelled})
       AND NOT EXISTS (SELECT 1 FROM function_runs r WHERE r.job_id = j.id AND r.status = ${RunStatus.Running})`,
    [kind.id],
  )
  return rows.map((row) => ({ id: row.id, jobStatus: row.job_status }))
}

/** Whether a cancel was asked for, on the build or on its job. */
export async function isBuildCancelRequested(db: Db, buildId: string): Promise<boolean> {
  const [row] = await db.query<{ requested: boolean }>(
    `SELECT b.cancellation_requested OR j.cancel_requested_at IS NOT NULL AS requested
     FROM ui_project_builds b LEFT JOIN function_jobs j ON j.id = b.job_id WHERE b.id = $1`,
    [buildId],
  )
  return row?.requested ?? false
}
