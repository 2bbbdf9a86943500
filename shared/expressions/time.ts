/** Calendar arithmetic in a given time zone (Intl only: no time-zone data of our own). */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    formatters.set(timeZone, found)
  }
  return found
}

/** The wall-clock parts of an instant in `timeZone`. */
export function wallClock(epochMs: number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** The calendar day of an instant in `timeZone` (`yyyy-mm-dd`). */
export function localDate(epochMs: number, timeZone: string): string {
  const wall = wallClock(epochMs, timeZone)
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`
}

function offsetMs(epochMs: number, timeZone: string): number {
  const wall = wallClock(epochMs, timeZone)
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(epochMs / 1000) * 1000
}

/** The instant a wall-clock time has in `timeZone` (in a gap the later offset, as clocks do). */
export function instantOf(year: number, month: number, day: number, hour: number, minute: number, second: number, millisecond: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  let guess = asUtc - offsetMs(asUtc, timeZone)
  guess = asUtc - offsetMs(guess, timeZone)
  return guess
}

/** Days since 1970-01-01 of a calendar day, and back. */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000)
}

export function dateOfDayNumber(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10)
}

/** A calendar day moved by months, the day clamped to the month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = index - targetYear * 12
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate()
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`
}

/** An instant moved by whole days of the wall clock in `timeZone` (a day across a DST change is 23 or 25 hours). */
export function addLocalDays(epochMs: number, days: number, timeZone: string): number {
  const wall = wallClock(epochMs, timeZone)
  const target = dateOfDayNumber(dayNumber(`${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`) + days)
  const [year, month, day] = target.split('-').map(Number) as [number, number, number]
  return instantOf(year, month, day, wall.hour, wall.minute, wall.second, epochMs % 1000, timeZone)
}

export function isValidDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  return dateOfDayNumber(dayNumber(text)) === text
}
