import { ActionTargetScope, EntityActionPlacement } from '@/api'
import type { FunctionAction, FunctionActionCreateRequest, FunctionActionReplaceRequest } from './actionsApi'

/** The action dialog's values and what they send: one place for the mapping and the form's own checks. */

/** The languages the label is offered in beside the default label (the app's languages). */
export const labelLanguages = ['en', 'de'] as const

export interface ActionFormValues extends Record<string, unknown> {
  EntityDefinitionId: string
  Key: string
  Label: string
  LabelEn: string
  LabelDe: string
  Icon: string | null
  Placement: EntityActionPlacement
  ConfirmationText: string
  SelectionMode: ActionTargetScope
  MaxSelection: number | null
  FunctionId: string
  /** '' follows the current version. */
  FunctionVersionId: string
  VisibilityCondition: string
  IsEnabled: boolean
}

export const keyPattern = /^[a-z][a-z0-9-]{0,63}$/
export const maxSelectionLimit = 500

export function actionValues(action: FunctionAction | null, entityDefinitionId: string | null): ActionFormValues {
  return {
    EntityDefinitionId: action?.EntityDefinitionId ?? entityDefinitionId ?? '',
    Key: action?.Key ?? '',
    Label: action?.Label ?? '',
    LabelEn: action?.LabelTranslations.en ?? '',
    LabelDe: action?.LabelTranslations.de ?? '',
    Icon: action?.Icon ?? null,
    Placement: action?.Placement ?? EntityActionPlacement.Both,
    ConfirmationText: action?.ConfirmationText ?? '',
    SelectionMode: action?.SelectionMode ?? ActionTargetScope.MultipleRecords,
    MaxSelection: action ? action.MaxSelection : 50,
    FunctionId: action?.FunctionId ?? '',
    FunctionVersionId: action?.FunctionVersionId ?? '',
    VisibilityCondition: action?.VisibilityCondition ?? '',
    IsEnabled: action?.IsEnabled ?? true,
  }
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null)

function translations(values: ActionFormValues): Record<string, string> {
  const result: Record<string, string> = {}
  if (values.LabelEn.trim()) result.en = values.LabelEn.trim()
  if (values.LabelDe.trim()) result.de = values.LabelDe.trim()
  return result
}

function members(values: ActionFormValues) {
  return {
    Key: values.Key.trim(),
    Label: values.Label.trim(),
    LabelTranslations: translations(values),
    Icon: values.Icon,
    Placement: values.Placement,
    ConfirmationText: text(values.ConfirmationText),
    SelectionMode: values.SelectionMode,
    MaxSelection: values.SelectionMode === ActionTargetScope.MultipleRecords ? values.MaxSelection : null,
    FunctionId: values.FunctionId,
    FunctionVersionId: values.FunctionVersionId || null,
    VisibilityCondition: text(values.VisibilityCondition),
    IsEnabled: values.IsEnabled,
  }
}

export const toCreateRequest = (values: ActionFormValues): FunctionActionCreateRequest => ({ EntityDefinitionId: values.EntityDefinitionId, ...members(values) })

export const toReplaceRequest = (values: ActionFormValues, rowVersion: string): FunctionActionReplaceRequest => ({ ...members(values), RowVersion: rowVersion })

/** The first member the form itself finds wrong (the server checks again), or null. */
export function formProblem(values: ActionFormValues): 'entity' | 'key' | 'label' | 'function' | 'maxSelection' | null {
  if (!values.EntityDefinitionId) return 'entity'
  if (!keyPattern.test(values.Key.trim())) return 'key'
  if (!values.Label.trim()) return 'label'
  if (!values.FunctionId) return 'function'
  if (values.SelectionMode === ActionTargetScope.MultipleRecords) {
    const max = values.MaxSelection
    if (max === null || !Number.isInteger(max) || max < 1 || max > maxSelectionLimit) return 'maxSelection'
  }
  return null
}

/** The label as a user of `language` sees it: their translation, else the default label. */
export function labelIn(values: Pick<ActionFormValues, 'Label' | 'LabelEn' | 'LabelDe'>, language: string): string {
  const translated = language.startsWith('de') ? values.LabelDe : language.startsWith('en') ? values.LabelEn : ''
  return translated.trim() || values.Label.trim()
}
