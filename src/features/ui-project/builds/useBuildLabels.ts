import { useI18n } from 'vue-i18n'
import { BuildFailureCategory, BuildKind, BuildStatus, enumName } from '@/api'
import type { UiProjectBuild } from '../api/uiProject.types'
import { useSourceProject } from '@/platform/source-project/context'
import { useProjectText } from '@/platform/source-project/useProjectText'
import { STAGE_MESSAGE_PREFIX, failureReasonPrefix, messageKeyName, stageName } from './buildStatus'

/** The words for builds: kinds, statuses, stages, the server's stage messages and failure reasons. */
export function useBuildLabels() {
  const { t, te } = useI18n()
  const { textPrefix } = useSourceProject()
  const projectText = useProjectText()
  const kindLabel = (kind: number | undefined) => t(`uiProjectBuilds.kind.${enumName(BuildKind, kind) ?? 'Build'}`)
  const statusLabel = (status: number | undefined) => {
    const name = enumName(BuildStatus, status)
    return name ? t(`uiProjectBuilds.status.${name}`) : t('uiProjectBuilds.status.unknown')
  }
  // A project may name a stage its own way (the Net Operation Project compiles C#, it does not type-check).
  const stageLabel = (stage: number | undefined) => projectText('uiProjectBuilds', `stages.${stageName(stage)}`)
  /** The server's StageMessageKey in words; a key this app does not know reads as its stage's name. */
  const stageMessage = (build: Pick<UiProjectBuild, 'StageMessageKey' | 'Stage'>) => {
    const name = messageKeyName(build.StageMessageKey, STAGE_MESSAGE_PREFIX)
    const own = `${textPrefix}.stageMessage.${name}`
    const key = te(own) ? own : `uiProjectBuilds.stageMessage.${name}`
    return name && te(key) ? t(key) : stageLabel(build.Stage)
  }
  /** The failure's ReasonCode in words, else the server's summary, else a general sentence. */
  const failureReason = (build: Pick<UiProjectBuild, 'Failure' | 'ErrorSummary'>) => {
    const name = messageKeyName(build.Failure?.ReasonCode, failureReasonPrefix(textPrefix))
    const key = `uiProjectBuilds.failure.reasons.${name}`
    if (name && te(key)) return t(key)
    return t('uiProjectBuilds.failure.reasons.other', { code: build.Failure?.ReasonCode ?? '—' })
  }
  const categoryLabel = (category: number | undefined) => t(`uiProjectBuilds.failure.categories.${enumName(BuildFailureCategory, category) ?? 'Unknown'}`)
  return { kindLabel, statusLabel, stageLabel, stageMessage, failureReason, categoryLabel }
}
