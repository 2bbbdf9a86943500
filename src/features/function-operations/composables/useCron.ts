import { ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import cronstrue from 'cronstrue'
import { Cron } from 'croner'
import { cronProblem, type CronProblem } from './cronProblem'

/** cronstrue's German texts register themselves on import; only loaded when the app speaks German. */
let germanLoad: Promise<unknown> | null = null
function loadCronLocale(language: string): Promise<unknown> {
  if (language !== 'de') return Promise.resolve()
  germanLoad ??= import('cronstrue/locales/de')
  return germanLoad
}

/**
 * CRON expressions in words, in the app's language (re-rendered once the locale has loaded), or
 * what is wrong with one in the same language — never the parsers' own English.
 */
export function useCronDescription() {
  const { locale, t } = useI18n()
  const problemText = (problem: CronProblem) =>
    problem.kind === 'parts'
      ? t('functionOperations.schedules.cronParts', { count: problem.count })
      : t('functionOperations.schedules.cronRange', { ...problem, part: t(`functionOperations.schedules.cronPart.${problem.part}`) })
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
    const problem = cronProblem(expression)
    if (problem) return { text: '', error: problemText(problem) }
    try {
      // The scheduler's parser (croner, as on the server) decides what runs; cronstrue only words it.
      new Cron(expression, { paused: true })
      return { text: cronstrue.toString(expression, { locale: language, use24HourTimeFormat: true, throwExceptionOnParseError: true }), error: null }
    } catch {
      return { text: '', error: t('functionOperations.schedules.invalidCron') }
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
