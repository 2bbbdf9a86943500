import { useI18n } from 'vue-i18n'
import { FunctionDeduplicationMode, FunctionPublicationKind, enumName } from '@/api'

/** Readable names of a publication's kind and deduplication mode (locale keys are the member names). */
export function usePublicationLabels() {
  const { t } = useI18n()
  const label = (group: string, name: string | undefined, value: number) => (name ? t(`functionOperations.publications.${group}.${name}`) : String(value))
  return {
    kindLabel: (value: number) => label('kinds', enumName(FunctionPublicationKind, value), value),
    deduplicationLabel: (value: number) => label('deduplicationModes', enumName(FunctionDeduplicationMode, value), value),
  }
}

/** Only a publication for enqueue (or both) deduplicates. */
export const deduplicates = (kind: number) => kind !== FunctionPublicationKind.Command
