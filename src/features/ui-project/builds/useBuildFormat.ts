import { useI18n } from 'vue-i18n'
import { formatBytes } from '@/platform/composables/fileSize'
import { useDuration } from '@/platform/composables/useDuration'
import { useFormat } from '@/platform/composables/useFormat'

/** Durations, sizes and hashes of builds and artifacts as people read them, in the app's language. */
export function useBuildFormat() {
  const { locale } = useI18n()
  const duration = useDuration()
  const { formatNumber } = useFormat()
  const bytes = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatBytes(value, locale.value))
  /** A change of size: `+12 KB`, `−3 bytes`, `±0`. */
  const bytesDelta = (value: number): string => (value === 0 ? '±0' : `${value > 0 ? '+' : '−'}${formatBytes(Math.abs(value), locale.value)}`)
  const percentDelta = (value: number | null): string =>
    value === null
      ? '—'
      : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${formatNumber(Math.abs(value) / 100, { style: 'percent', maximumFractionDigits: 1 })}`
  return { duration, bytes, bytesDelta, percentDelta }
}

/** The first 12 characters of a hash (the whole one goes in a tooltip). */
export function shortHash(hash: string | null | undefined, length = 12): string {
  if (!hash) return '—'
  const body = hash.startsWith('sha384-') ? hash.slice(7) : hash
  return body.length > length ? `${body.slice(0, length)}…` : body
}
