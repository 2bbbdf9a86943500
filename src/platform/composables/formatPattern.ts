/** Date parts of one instant as seen in one time zone. */
interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a list of runs formats
// dozens of times per render), so there is one per time zone.
const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? ''
  let formatter = partsFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partsFormatters.set(key, formatter)
  }
  return formatter
}

export function zonedParts(date: Date, timeZone: string | undefined): ZonedParts {
  const formatter = partsFormatter(timeZone)
  const parts: Record<string, number> = {}
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0')

const tokens: Record<string, (p: ZonedParts) => string> = {
  yyyy: (p) => pad(p.year, 4),
  yy: (p) => pad(p.year % 100),
  MM: (p) => pad(p.month),
  M: (p) => String(p.month),
  dd: (p) => pad(p.day),
  d: (p) => String(p.day),
  HH: (p) => pad(p.hour),
  H: (p) => String(p.hour),
  hh: (p) => pad(p.hour % 12 || 12),
  h: (p) => String(p.hour % 12 || 12),
  mm: (p) => pad(p.minute),
  ss: (p) => pad(p.second),
  tt: (p) => (p.hour < 12 ? 'AM' : 'PM'),
  a: (p) => (p.hour < 12 ? 'AM' : 'PM'),
}

// Longest tokens first so `yyyy` wins over `yy`; quoted text is copied as is.
const tokenPattern = /'[^']*'|yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|ss|tt|a/g

/**
 * Formats with a .NET/Unicode-style pattern such as `dd.MM.yyyy HH:mm` (the profile's formats).
 * Month names (MMM) are not supported; such patterns return null so callers fall back to Intl.
 */
export function formatWithPattern(date: Date, pattern: string, timeZone: string | undefined): string | null {
  if (/MMM|ddd|EEE/.test(pattern)) return null
  const parts = zonedParts(date, timeZone)
  return pattern.replace(tokenPattern, (token) =>
    token.startsWith("'") ? token.slice(1, -1) : (tokens[token]?.(parts) ?? token),
  )
}
