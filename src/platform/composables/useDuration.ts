import { useI18n } from 'vue-i18n'
import { useFormat } from './useFormat'

/** Durations as people read them, in the app's language: 840 ms, 12.4 s, 3 min 5 s ('—' for none). */
export function useDuration(): (ms: number | null | undefined) => string {
  const { t } = useI18n()
  // useFormat keeps the number format it builds; vue-i18n's n() builds one per call (a list shows 25).
  const { formatNumber } = useFormat()
  return (ms) => {
    if (ms === null || ms === undefined) return '—'
    if (ms < 1000) return t('format.duration.ms', { ms: Math.round(ms) })
    if (ms < 60_000) return t('format.duration.s', { s: formatNumber(Math.round(ms / 100) / 10) })
    const seconds = Math.round(ms / 1000)
    return t('format.duration.min', { min: Math.floor(seconds / 60), s: seconds % 60 })
  }
}
