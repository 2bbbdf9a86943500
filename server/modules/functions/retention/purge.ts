import type { Db } from '../../../db'
import { writeFunctionAudit } from '../cancel'
import { countRunsDeletableBefore, deleteRunBatch } from './runHistory.repo'
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

/** Runs the purge would delete before `cutoff`; none without one (mode Forever). */
export async function countDeletableRuns(db: Db, cutoff: Date | null): Promise<number> {
  if (!cutoff) return 0
  return countRunsDeletableBefore(db, cutoff)
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
    const deleted = await db.transaction((tx) => deleteRunBatch(tx, cutoff, now, batchSize))
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
