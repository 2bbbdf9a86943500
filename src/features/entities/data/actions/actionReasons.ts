import { ActionTargetScope } from '@/api'
import type { EntityActionAvailability } from './entityActionsApi'

type Translate = (key: string, values?: Record<string, unknown>) => string

/** Why an action cannot run on the selection, in the user's words (null: it can). */
export function unavailableText(action: Pick<EntityActionAvailability, 'IsAvailable' | 'UnavailableReason' | 'SelectionMode' | 'MaxSelection'>, t: Translate): string | null {
  if (action.IsAvailable) return null
  switch (action.UnavailableReason) {
    case 'SelectionOutsideLimit':
      return action.SelectionMode === ActionTargetScope.SingleRecord
        ? t('entityActions.reasons.selectOne')
        : t('entityActions.reasons.selectMany', { max: action.MaxSelection ?? 1 })
    case 'ConditionExcludesRecords':
      return t('entityActions.reasons.conditionExcludes')
    case 'RecordsNotFound':
      return t('entityActions.reasons.notFound')
    case 'FunctionDisabled':
      return t('entityActions.reasons.functionDisabled')
    default:
      return t('entityActions.reasons.functionUnavailable')
  }
}
