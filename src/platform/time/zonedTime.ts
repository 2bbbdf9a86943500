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

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** The zone a user's times are shown and entered in (see above). */
export function effectiveTimeZone(profileZone: string | null | undefined): string {
  return validTimeZone(profileZone) ?? browserTimeZone()
}

const partFormats = new Map<string, Intl.DateTimeFormat>()
function partFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partFormats.set(zone, format)
  }
  return format
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function wallClockAt(ms: number, zone: string): WallClock {
  const parts: Record<string, number> = {}
  for (const part of partFormat(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! }
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(ms: number, zone: string): number {
  const wall = wallClockAt(ms, zone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000)
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0')

/** An instant (ISO 8601) as the "YYYY-MM-DDTHH:mm[:ss]" a datetime-local input shows for that zone; '' when empty or invalid. */
export function wallClockText(iso: string | null | undefined, zone: string, withSeconds = false): string {
  if (!iso) return ''
  const ms = new Date(iso).getTime()
  if (Number.isNaN(ms)) return ''
  const wall = wallClockAt(ms, zone)
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
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second)
  if (Number.isNaN(asUtc)) return null
  // The offset at a first guess, then at the instant it gives: right on both sides of a clock change.
  const guess = asUtc - offsetMinutes(asUtc, zone) * 60_000
  const instant = asUtc - offsetMinutes(guess, zone) * 60_000
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
