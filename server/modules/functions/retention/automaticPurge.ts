import type { Db } from '../../../db'
import { automationActorId } from '../mappers'
import { track, type FunctionRuntime } from '../runtime'
import { endPurge, isPurging, purgeWithSavedSettings, tryBeginPurge } from './purge'
import { readRetentionSettings, RunRetentionMode } from './settings.repo'
import { failureDetails } from '../../../http/failureLog'

/** The host's scheduled purge: in mode Days, when `schedule.ts` says it is due, in the background of a tick. */

/**
 * Starts the scheduled purge when it is due, as the automation actor; returns at once. The work
 * is tracked by the runtime (idle() waits for it) and stops between batches when `signal` aborts.
 */
export function startDueRunHistoryPurge(db: Db, runtime: FunctionRuntime, now: Date, signal: AbortSignal): void {
  if (signal.aborted || isPurging(db)) return
  const work = (async () => {
    const settings = await readRetentionSettings(db, now)
    if (settings.Mode !== RunRetentionMode.Days || settings.NextPurgeAt === null || Date.parse(settings.NextPurgeAt) > now.getTime()) return
    // Taken only once the purge is due, so that a manual purge is never refused for a mere check.
    if (!tryBeginPurge(db)) return
    try {
      await purgeWithSavedSettings(db, automationActorId, 'Scheduled', now, signal)
    } finally {
      endPurge(db)
    }
  })()
  track(runtime, work).catch((error: unknown) => {
    if (!signal.aborted) console.error('scheduled run-history purge failed', failureDetails(error))
  })
}
