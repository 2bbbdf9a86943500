import type { Db } from '../../db'
import { JobStatus, RunStatus } from './model'
import { toRunState } from './runs/runs.repo'
import type { RunState } from './stateMachine'

/**
 * Worker heartbeats, and what recovery looks for by them: runs and leases whose worker is gone,
 * and jobs whose status their latest run contradicts.
 */

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

/** Running runs that no other worker alive since `aliveSince` executes, with their job. */
export async function findOrphanRuns(
  db: Db,
  workerId: string,
  aliveSince: Date,
): Promise<Array<{ id: string; jobId: string | null; jobStatus: number | null }>> {
  const rows = await db.query<{ id: string; job_id: string | null; job_status: number | null }>(
    `SELECT r.id, r.job_id, j.status AS job_status FROM function_runs r LEFT JOIN function_jobs j ON j.id = r.job_id
     WHERE r.status = ${RunStatus.Running} AND NOT ${otherLiveWorker('r.worker_id')}`,
    [workerId, aliveSince],
  )
  return rows.map((row) => ({ id: row.id, jobId: row.job_id, jobStatus: row.job_status }))
}

/** Ids of Leased jobs whose lease no other worker alive since `aliveSince` holds. */
export async function findLostLeases(db: Db, workerId: string, aliveSince: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT j.id FROM function_jobs j WHERE j.status = ${JobStatus.Leased} AND NOT ${otherLiveWorker('j.lease_owner')}`,
    [workerId, aliveSince],
  )
  return rows.map((row) => row.id)
}

/**
 * Jobs whose latest run contradicts them: Queued or Leased though that run succeeded, or Completed
 * without a successful, complete run to confirm it (unless the purge deleted that run).
 */
export async function findUnconfirmedJobs(db: Db): Promise<Array<{ id: string; status: number; latestRunId: string | null; run: RunState | null }>> {
  const rows = await db.query<{
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
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    latestRunId: row.latest_run_id,
    run: row.run_id
      ? toRunState({ id: row.run_id, status: row.run_status!, completed_at: row.completed_at, duration_ms: row.duration_ms, result_summary: row.result_summary })
      : null,
  }))
}
