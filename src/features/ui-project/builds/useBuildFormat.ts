import { useI18n } from 'vue-i18n'
import { formatBytes } from '@/platform/composables/fileSize'

/** Durations, sizes and hashes of builds and artifacts as people read them, in the app's language. */
export function useBuildFormat() {
  const { t, n, locale } = useI18n()
  function duration(ms: number | null | undefined): string {
    if (ms === null || ms === undefined) return '—'
    if (ms < 1000) return t('uiProjectBuilds.common.durationMs', { ms: Math.round(ms) })
    if (ms < 60_000) return t('uiProjectBuilds.common.durationS', { s: n(Math.round(ms / 100) / 10) })
    const seconds = Math.round(ms / 1000)
    return t('uiProjectBuilds.common.durationMin', { min: Math.floor(seconds / 60), s: seconds % 60 })
  }
  const bytes = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatBytes(value, locale.value))
  /** A change of size: `+12 KB`, `−3 bytes`, `±0`. */
  const bytesDelta = (value: number): string => (value === 0 ? '±0' : `${value > 0 ? '+' : '−'}${formatBytes(Math.abs(value), locale.value)}`)
  const percentDelta = (value: number | null): string =>
    value === null
      ? '—'
      : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${new Intl.NumberFormat(locale.value, { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(value) / 100)}`
  return { duration, bytes, bytesDelta, percentDelta }
}

/** The first 12 characters of a hash (the whole one goes in a tooltip). */
export function shortHash(hash: string | null | undefined, length = 12): string {
  if (!hash) return '—'
  const body = hash.startsWith('sha384-') ? hash.slice(7) : hash
  return body.length > length ? `${body.slice(0, length)}…` : body
}
