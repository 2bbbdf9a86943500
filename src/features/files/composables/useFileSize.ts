import { useI18n } from 'vue-i18n'
import { formatBytes } from '@/platform/composables/fileSize'

/** Sizes as people read them (`3.2 MB`), in the app's language. */
export function useFileSize(): (bytes: number) => string {
  const { locale } = useI18n()
  return (bytes) => formatBytes(bytes, locale.value)
}
