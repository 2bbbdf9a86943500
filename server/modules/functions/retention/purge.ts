import type { Db } from '../../../db'
import { writeFunctionAudit } from '../cancel'
import { JobStatus, RunStatus } from '../model'
import { readRetentionSettings, recordPurge, RunRetentionMode, type RetentionPolicy } from './settings.repo'

/**
 * Run-history purge (spec rule 4): only terminal runs that started before the cutoff, never a run
 * of a Queued or Leased job; jobs, functions, versions, bindings and schedules stay. Age is the
 * run's StartedAt — always set, indexed, and what the run list sorts by — so a preview and the
 * purge that follows it agree. Deletes in batches, each its own short transaction.
 */

export const purgeBatchSize = 500
const dayMs = 86_400_000

export interface PurgeOutcome {
  DeletedCount: number
  Batches: number
}

export type PurgeTrigger = 'Manual' | 'Scheduled'

/** The oldest start time a run may have to be kept; null keeps every run (mode Forever). */
export function retentionCutoff(policy: RetentionPolicy, now: Date): Date | null {
  if (policy.mode !== RunRetentionMode.Days || policy.days === null) return null
  return new Date(now.getTime() - policy.days * dayMs)
}

/** Runs a purge may delete ($1 = cutoff): terminal, started strictly before the cutoff, not kept by an active job. */
const deletableRuns = `
  FROM function_runs r
  WHERE r.status <> ${RunStatus.Running} AND r.started_at < $1
    AND NOT EXISTS (SELECT 1 FROM function_jobs j WHERE j.id = r.job_id AND j.status IN (${JobStatus.Queued}, ${JobStatus.Leased}))`

export async function countDeletableRuns(db: Db, cutoff: Date | null): Promise<number> {
  if (!cutoff) return 0
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${deletableRuns}`, [cutoff])
  return row?.count ?? 0
}

/**
 * One batch: the oldest deletable runs, at most `batchSize`. A job whose latest run goes loses the
 * link and records when, so that its detail shows no run and recovery keeps its status.
 */
async function deleteBatch(db: Db, cutoff: Date, now: Date, batchSize: number): Promise<number> {
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

/** Deletes every deletable run before `cutoff`, batch by batch, until none is left or `signal` aborts. */
export async function deleteRunsBefore(
  db: Db,
  cutoff: Date,
  now: Date,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<PurgeOutcome> {
  const batchSize = options.batchSize ?? purgeBatchSize
  const outcome: PurgeOutcome = { DeletedCount: 0, Batches: 0 }
  while (!options.signal?.aborted) {
    const deleted = await db.transaction((tx) => deleteBatch(tx, cutoff, now, batchSize))
    if (deleted > 0) {
      outcome.DeletedCount += deleted
      outcome.Batches += 1
    }
    if (deleted < batchSize) break
  }
  return outcome
}

/** Purges under way, per database: a second purge of the same run history waits for none and is refused. */
const purging = new WeakSet<Db>()

export const isPurging = (db: Db): boolean => purging.has(db)

export function tryBeginPurge(db: Db): boolean {
  if (purging.has(db)) return false
  purging.add(db)
  return true
}

export function endPurge(db: Db): void {
  purging.delete(db)
}

/**
 * Purges with the saved settings (the caller holds tryBeginPurge), records it on the settings and
 * in the audit log: always when a person asked, and when the scheduled purge deleted anything.
 */
export async function purgeWithSavedSettings(
  db: Db,
  actorUserId: string,
  trigger: PurgeTrigger,
  now: Date,
  signal?: AbortSignal,
): Promise<PurgeOutcome> {
  const settings = await readRetentionSettings(db, now)
  const cutoff = retentionCutoff({ mode: settings.Mode, days: settings.Days }, now)
  const outcome = cutoff ? await deleteRunsBefore(db, cutoff, now, { signal }) : { DeletedCount: 0, Batches: 0 }
  await db.transaction(async (tx) => {
    await recordPurge(tx, now, outcome.DeletedCount)
    if (trigger === 'Manual' || outcome.DeletedCount > 0) {
      await writeFunctionAudit(tx, actorUserId, 'RunHistoryPurged', 'RunHistory', 'run-history', {
        Trigger: trigger,
        Mode: settings.Mode,
        Days: settings.Days,
        CutoffUtc: cutoff?.toISOString() ?? null,
        ...outcome,
      }, now)
    }
  })
  return outcome
}
