import { useSessionStore } from '@/app/session'
import { formatWithPattern } from './formatPattern'

export interface Formatter {
  formatDateTime(iso: string | null | undefined): string
  /** Like formatDateTime, with seconds (for events seconds apart, such as a function run's). */
  formatDateTimeSeconds(iso: string | null | undefined): string
  formatDate(iso: string | null | undefined): string
  formatRelative(iso: string | null | undefined, now?: Date): string
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

// Checked once per zone: constructing an Intl.DateTimeFormat is costly, and lists format many times.
const checkedTimeZones = new Map<string, boolean>()

function validTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined
  let valid = checkedTimeZones.get(timeZone)
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone })
      valid = true
    } catch {
      valid = false
    }
    checkedTimeZones.set(timeZone, valid)
  }
  return valid ? timeZone : undefined
}

/** Intl formats by locale, zone and the only options this file passes (dateStyle, timeStyle). */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    dateTimeFormats.set(key, format)
  }
  return format
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** The profile's date-time pattern with seconds after its minutes (`h:mm a` → `h:mm:ss a`). */
function withSeconds(pattern: string | undefined): string | undefined {
  if (!pattern || pattern.includes('ss')) return pattern
  return pattern.includes('mm') ? pattern.replace('mm', 'mm:ss') : pattern
}

/** Formats ISO timestamps with the profile's locale, time zone and date formats. */
export function useFormat(): Formatter {
  const session = useSessionStore()

  const locale = (): string => session.profile?.Locale || navigator.language || 'en'
  const timeZone = (): string | undefined => validTimeZone(session.profile?.TimeZone)

  function formatWith(iso: string | null | undefined, pattern: string | undefined, options: Intl.DateTimeFormatOptions) {
    const date = parse(iso)
    if (!date) return ''
    const fromPattern = pattern ? formatWithPattern(date, pattern, timeZone()) : null
    if (fromPattern) return fromPattern
    try {
      return dateTimeFormat(locale(), options, timeZone()).format(date)
    } catch {
      return date.toISOString()
    }
  }

  return {
    formatDateTime: (iso) =>
      formatWith(iso, session.profile?.DateTimeFormat, { dateStyle: 'medium', timeStyle: 'short' }),
    formatDateTimeSeconds: (iso) =>
      formatWith(iso, withSeconds(session.profile?.DateTimeFormat), { dateStyle: 'medium', timeStyle: 'medium' }),
    formatDate: (iso) => formatWith(iso, session.profile?.DateFormat, { dateStyle: 'medium' }),
    formatRelative(iso, now = new Date()) {
      const date = parse(iso)
      if (!date) return ''
      const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
      const [unit, size] = relativeSteps.find(([, step]) => Math.abs(seconds) >= step) ?? ['second', 1]
      return new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' }).format(Math.round(seconds / size), unit)
    },
  }
}
