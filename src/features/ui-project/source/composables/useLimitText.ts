import { useI18n } from 'vue-i18n'
import { formatBytes } from '@/platform/composables/fileSize'
import type { LimitProblem } from '../workingCopy'

/** A size limit the staged files break, as a sentence (Limits of the project). */
export function useLimitText() {
  const { t, locale } = useI18n()
  return (problem: LimitProblem): string => {
    if (problem.problem === 'tooManyFiles') return t('uiProjectSource.limits.tooManyFiles', { limit: problem.limit })
    const limit = formatBytes(problem.limit, locale.value)
    if (problem.problem === 'totalTooLarge') return t('uiProjectSource.limits.totalTooLarge', { limit })
    return t('uiProjectSource.limits.namedFileTooLarge', { path: problem.path ?? '', limit })
  }
}
