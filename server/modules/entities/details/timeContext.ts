/** Local dates and midnights in an IANA time zone, correct across daylight-saving changes. */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

interface LocalParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function localParts(instant: number, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
    second: parts.second as number,
  }
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const local = localParts(instant, timeZone)
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

export function isTimeZone(value: string | null | undefined): value is string {
  if (!value) return false
  try {
    formatterFor(value)
    return true
  } catch {
    return false
  }
}

/** The local calendar date (YYYY-MM-DD) of an instant. */
export function localDate(instant: Date, timeZone: string): string {
  const local = localParts(instant.getTime(), timeZone)
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`
}

/**
 * The first instant of the next local day. Where midnight falls into a daylight-saving gap the day
 * starts at the end of the gap; where midnight happens twice, at its first occurrence.
 */
export function nextLocalMidnight(instant: Date, timeZone: string): Date {
  const today = localParts(instant.getTime(), timeZone)
  const midnightAsUtc = Date.UTC(today.year, today.month - 1, today.day + 1)
  const next = new Date(midnightAsUtc)
  const nextDate = `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
  // The offset before and after a change around midnight gives the two possible instants.
  const candidates = [
    midnightAsUtc - offsetAt(midnightAsUtc - 12 * 3_600_000, timeZone),
    midnightAsUtc - offsetAt(midnightAsUtc + 12 * 3_600_000, timeZone),
  ].sort((a, b) => a - b)
  const start = candidates.find((candidate) => localDate(new Date(candidate), timeZone) === nextDate)
  return new Date(start ?? (candidates[1] as number))
}
