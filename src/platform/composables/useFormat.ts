import { i18n } from '@/app/plugins/i18n'
import { useSessionStore } from '@/app/session'
import { languageFromLocale } from '@/locales'
import { effectiveTimeZone, validTimeZone } from '@/platform/time/zonedTime'
import { formatWithPattern } from './formatPattern'

export interface FormatOptions {
  /** Show the time in this zone instead of the profile's (e.g. a schedule's own zone). */
  timeZone?: string
}

export interface Formatter {
  formatDateTime(iso: string | null | undefined, options?: FormatOptions): string
  /** Like formatDateTime, with seconds (for events seconds apart, such as a function run's). */
  formatDateTimeSeconds(iso: string | null | undefined, options?: FormatOptions): string
  formatDate(iso: string | null | undefined): string
  /** "3 minutes ago", "in 2 hours" in the app's language. */
  formatRelative(iso: string | null | undefined, now?: Date): string
  /** Parts of a date only (chart axes: `{ weekday: 'short', hour: '2-digit' }`), in the app's language and the profile's zone. */
  formatParts(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string
  /** A number in the app's language (`1,234.5` / `1.234,5`); '' for null. */
  formatNumber(value: number | null | undefined, options?: Intl.NumberFormatOptions): string
  /** Whether the profile's date patterns are the ones shown (the app speaks the profile locale's language). */
  usesProfilePatterns(): boolean
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Intl formats by locale, zone and options: building one costs far more than formatting with it. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    dateTimeFormats.set(key, format)
  }
  return format
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relativeFormats.set(locale, format)
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

/**
 * Formats ISO timestamps: every date of the app goes through here, so each language shows one format.
 *
 * The app's language decides the format. The profile's patterns (DateTimeFormat, DateFormat) are
 * written for the profile's locale, so they apply only while the app shows that locale's language
 * (an `en-US` profile's `MM/dd/yyyy h:mm a` in the English app); otherwise, as when that user
 * switches the app to German, Intl formats in the app's language (`24.11.2026, 20:15`). Times are
 * shown in the profile's time zone unless a caller names another.
 */
export function useFormat(): Formatter {
  const session = useSessionStore()

  const language = (): string => i18n.global.locale.value
  const profileMatchesLanguage = (): boolean => {
    const profileLocale = session.profile?.Locale
    return !!profileLocale && languageFromLocale(profileLocale) === language()
  }
  /** The profile's locale when it speaks the app's language (keeps its region, `de-CH`), else the language. */
  const locale = (): string => (profileMatchesLanguage() ? (session.profile?.Locale ?? language()) : language())
  const pattern = (value: string | undefined): string | undefined => (profileMatchesLanguage() ? value : undefined)
  const timeZone = (options?: FormatOptions): string => validTimeZone(options?.timeZone) ?? effectiveTimeZone(session.profile?.TimeZone)

  function formatWith(
    iso: string | null | undefined,
    profilePattern: string | undefined,
    options: Intl.DateTimeFormatOptions,
    zone: string | undefined,
  ): string {
    const date = parse(iso)
    if (!date) return ''
    const fromPattern = profilePattern ? formatWithPattern(date, profilePattern, zone) : null
    if (fromPattern) return fromPattern
    try {
      return dateTimeFormat(locale(), options, zone).format(date)
    } catch {
      return date.toISOString()
    }
  }

  return {
    formatDateTime: (iso, options) =>
      formatWith(iso, pattern(session.profile?.DateTimeFormat), { dateStyle: 'medium', timeStyle: 'short' }, timeZone(options)),
    formatDateTimeSeconds: (iso, options) =>
      formatWith(iso, withSeconds(pattern(session.profile?.DateTimeFormat)), { dateStyle: 'medium', timeStyle: 'medium' }, timeZone(options)),
    formatDate: (iso) => formatWith(iso, pattern(session.profile?.DateFormat), { dateStyle: 'medium' }, timeZone()),
    formatParts: (iso, options) => formatWith(iso, undefined, options, timeZone()),
    usesProfilePatterns: profileMatchesLanguage,
    formatNumber: (value, options = {}) =>
      value === null || value === undefined || !Number.isFinite(value) ? '' : numberFormat(locale(), options).format(value),
    formatRelative(iso, now = new Date()) {
      const date = parse(iso)
      if (!date) return ''
      const exact = Math.round((date.getTime() - now.getTime()) / 1000)
      // `now` ticks coarsely (useNow) and clocks drift a little: what just happened is "now", not "in 5 seconds".
      const seconds = exact > 0 && exact < 60 ? 0 : exact
      const [unit, size] = relativeSteps.find(([, step]) => Math.abs(seconds) >= step) ?? ['second', 1]
      return relativeFormat(locale()).format(Math.round(seconds / size), unit)
    },
  }
}
