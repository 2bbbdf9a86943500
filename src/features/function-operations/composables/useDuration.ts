import { useI18n } from 'vue-i18n'

/** Run durations as people read them: 840 ms, 12.4 s, 3 min 5 s. */
export function useDuration() {
  const { t, n } = useI18n()
  return (ms: number | null | undefined): string => {
    if (ms === null || ms === undefined) return '—'
    if (ms < 1000) return t('functionOperations.common.durationMs', { ms: Math.round(ms) })
    if (ms < 60_000) return t('functionOperations.common.durationS', { s: n(Math.round(ms / 100) / 10) })
    const seconds = Math.round(ms / 1000)
    return t('functionOperations.common.durationMin', { min: Math.floor(seconds / 60), s: seconds % 60 })
  }
}
