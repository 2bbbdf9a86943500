import type { Db } from '../../../db'
import { JobStatus, RunStatus } from '../model'

/** The run history as a purge sees it: runs it may delete, and the jobs that lose their latest run. */

/** Runs a purge may delete ($1 = cutoff): terminal, started strictly before the cutoff, not kept by an active job. */
const deletableRuns = `
  FROM function_runs r
  WHERE r.status <> ${RunStatus.Running} AND r.started_at < $1
    AND NOT EXISTS (SELECT 1 FROM function_jobs j WHERE j.id = r.job_id AND j.status IN (${JobStatus.Queued}, ${JobStatus.Leased}))`

export async function countRunsDeletableBefore(db: Db, cutoff: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${deletableRuns}`, [cutoff])
  return row?.count ?? 0
}

/**
 * Deletes the oldest deletable runs, at most `batchSize`, and answers how many. A job whose latest
 * run goes loses the link and records when, so that its detail shows no run and recovery keeps its status.
 */
export async function deleteRunBatch(db: Db, cutoff: Date, now: Date, batchSize: number): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `WITH doomed AS (
       SELECT r.id ${deletableRuns}
       ORDER BY r.started_at LIMIT ${batchSize} FOR UPDATE OF r SKIP LOCKED
     ), deleted AS (
       DELETE FROM function_runs r USING doomed d WHERE r.id = d.id RETURNING r.id
     ), unlinked AS (
       UPDATE function_jobs j SET latest_run_id = NULL, latest_run_purged_at = $2 FROM deleted d WHERE j.latest_run_id = d.id RETURNING j.id
     )
     SELECT count(*)::int AS deleted FROM deleted`,
    [cutoff, now],
  )
  return row?.deleted ?? 0
}
