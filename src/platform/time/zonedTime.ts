import { instantOf, wallClock } from '@shared/expressions/time'

/**
 * The app's one rule for time zones: every date-time is shown and entered in the signed-in user's
 * time zone — their profile's (the workspace's unless they set their own), else the browser's when
 * the profile names none it knows. A place that uses another zone (a schedule's) says so.
 */

const checked = new Map<string, boolean>()

/** The zone when Intl knows it, else null. */
export function validTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null
  let valid = checked.get(zone)
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      valid = true
    } catch {
      valid = false
    }
    checked.set(zone, valid)
  }
  return valid ? zone : null
}

let browserZone: string | undefined

/** The browser's zone, asked once: building the Intl format that knows it costs more than a date's formatting. */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  return browserZone
}

/** The zone a user's times are shown and entered in (see above). */
export function effectiveTimeZone(profileZone: string | null | undefined): string {
  return validTimeZone(profileZone) ?? browserTimeZone()
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0')

/** An instant (ISO 8601) as the "YYYY-MM-DDTHH:mm[:ss]" a datetime-local input shows for that zone; '' when empty or invalid. */
export function wallClockText(iso: string | null | undefined, zone: string, withSeconds = false): string {
  if (!iso) return ''
  const ms = new Date(iso).getTime()
  if (Number.isNaN(ms)) return ''
  const wall = wallClock(ms, zone)
  const text = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`
  return withSeconds ? `${text}:${pad(wall.second)}` : text
}

/**
 * The instant a datetime-local text names in that zone, as ISO 8601 UTC without milliseconds; null
 * when empty or invalid. A time skipped by a clock change moves forward by the change, as clocks do.
 */
export function instantFromWallClock(text: string | null | undefined, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text ?? '')
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number]
  const instant = instantOf(year, month, day, hour, minute, second, 0, zone)
  if (Number.isNaN(instant)) return null
  return new Date(instant).toISOString().replace('.000Z', 'Z')
}

/** "GMT+1", "GMT-5", "UTC": the zone's offset at that instant, short enough to stand beside an input. */
export function shortZoneLabel(zone: string, at: Date = new Date()): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC'
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
    return part?.value ?? zone
  } catch {
    return zone
  }
}
