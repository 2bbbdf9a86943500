/**
 * When the host purges the run history by itself (mode Days): at most once an hour, and never
 * within an hour of a settings change, so that a shorter retention saved by mistake can be changed
 * back before a single run is deleted. The app shows the time before it saves.
 */

export const automaticPurgeIntervalMs = 60 * 60_000
export const settingsChangeGraceMs = 60 * 60_000
const daysMode = 1

/** The earliest moment of the next scheduled purge (`now` when it is due), or null in mode Forever. */
export function nextScheduledPurgeAt(mode: number, lastPurgeAt: string | null, changedAt: string, now: Date): Date | null {
  if (mode !== daysMode) return null
  // A clock set back leaves these in the future: they must not hold the purge back until it comes round again.
  const holdUntil = (since: number, span: number) => (since <= now.getTime() ? since + span : null)
  const holds = [
    lastPurgeAt === null ? null : holdUntil(Date.parse(lastPurgeAt), automaticPurgeIntervalMs),
    holdUntil(Date.parse(changedAt), settingsChangeGraceMs),
  ].filter((until): until is number => until !== null)
  return new Date(Math.max(now.getTime(), ...holds))
}

/** The time the next scheduled purge would have if settings of `mode` were saved at `now`. */
export function nextPurgeAfterSaving(mode: number, lastPurgeAt: string | null, now: Date): Date | null {
  return nextScheduledPurgeAt(mode, lastPurgeAt, now.toISOString(), now)
}
