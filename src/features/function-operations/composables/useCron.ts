import { ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import cronstrue from 'cronstrue'
import { Cron } from 'croner'

/** cronstrue's German texts register themselves on import; only loaded when the app speaks German. */
let germanLoad: Promise<unknown> | null = null
function loadCronLocale(language: string): Promise<unknown> {
  if (language !== 'de') return Promise.resolve()
  germanLoad ??= import('cronstrue/locales/de')
  return germanLoad
}

/** CRON expressions in words, in the app's language (re-rendered once the locale has loaded). */
export function useCronDescription() {
  const { locale } = useI18n()
  const ready = ref(locale.value !== 'de')
  watch(
    locale,
    (language) => {
      ready.value = language !== 'de'
      void loadCronLocale(language).then(() => (ready.value = true))
    },
    { immediate: true },
  )
  return (expression: string): { text: string; error: string | null } => {
    // Reading `ready` makes callers re-render when the German texts arrive.
    const language = ready.value ? locale.value : 'en'
    try {
      return { text: cronstrue.toString(expression, { locale: language, use24HourTimeFormat: true, throwExceptionOnParseError: true }), error: null }
    } catch (error) {
      return { text: '', error: error instanceof Error ? error.message : String(error) }
    }
  }
}

/** The next `count` firings of a CRON expression in `timeZone`; empty when it cannot be read. */
export function nextFirings(expression: string, timeZone: string, count = 5, from = new Date()): Date[] {
  try {
    return new Cron(expression, { timezone: timeZone, paused: true }).nextRuns(count, from)
  } catch {
    return []
  }
}

/** Every IANA zone the browser knows (for the time-zone picker). */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] }
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC']
}
