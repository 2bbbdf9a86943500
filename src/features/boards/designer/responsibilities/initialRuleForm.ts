import { BoardInitialAssignmentSubjectSource, BoardResponsibilityScope, ResponsibilitySubjectType } from '@/api'
import type { BoardAdministration, BoardInitialAssignmentRule, BoardInitialAssignmentRuleRequest } from '../../api/boards.types'
import { isBoardKey, normalizeBoardKey } from '@/platform/keys/keys'
import type { Problems } from '../shared/useModelItemForm'

/** A rule as the edit form sees it: its RowVersion is the board's security profile's. */
export type EditableRule = BoardInitialAssignmentRule & { RowVersion: string }

export interface InitialRuleValues extends Record<string, unknown> {
  Key: string
  ResponsibilityKey: string
  SubjectSource: BoardInitialAssignmentSubjectSource
  SubjectKey: string
  Enabled: boolean
}

export function initialRuleValues(rule: BoardInitialAssignmentRule | null): InitialRuleValues {
  return {
    Key: rule?.Key ?? '',
    ResponsibilityKey: rule?.ResponsibilityKey ?? '',
    SubjectSource: rule?.SubjectSource ?? BoardInitialAssignmentSubjectSource.Creator,
    SubjectKey: rule?.SubjectKey ?? '',
    Enabled: rule?.Enabled ?? true,
  }
}

/** Which subject a source picks by hand (user or group); the others need none. */
export function pickedSubjectType(source: BoardInitialAssignmentSubjectSource): ResponsibilitySubjectType | null {
  if (source === BoardInitialAssignmentSubjectSource.User) return ResponsibilitySubjectType.User
  if (source === BoardInitialAssignmentSubjectSource.ResponsibilityGroup) return ResponsibilitySubjectType.ResponsibilityGroup
  return null
}

export function checkInitialRule(values: InitialRuleValues, model: BoardAdministration): Problems {
  const problems: Problems = {}
  if (!isBoardKey(values.Key)) problems.Key = { key: 'boardsDesigner.validation.key' }
  const itemKeys = model.Responsibilities.filter((entry) => entry.Scope === BoardResponsibilityScope.Item).map((entry) => entry.Key)
  if (!itemKeys.includes(values.ResponsibilityKey)) problems.ResponsibilityKey = { key: 'boardsDesigner.validation.pickItemResponsibility' }
  if (pickedSubjectType(values.SubjectSource) !== null && values.SubjectKey.trim() === '') problems.SubjectKey = { key: 'common.validation.required' }
  return problems
}

/** The upsert body without its keys: what one intent sends (the OperationKey follows it, the RowVersion is added last). */
export function initialRuleBody(values: InitialRuleValues): Omit<BoardInitialAssignmentRuleRequest, 'OperationKey' | 'RowVersion'> {
  return {
    Key: normalizeBoardKey(values.Key),
    ResponsibilityKey: values.ResponsibilityKey,
    SubjectSource: values.SubjectSource,
    SubjectKey: pickedSubjectType(values.SubjectSource) === null ? null : values.SubjectKey.trim(),
    Enabled: values.Enabled,
  }
}

export function findRule(model: BoardAdministration, key: string): EditableRule | null {
  const rule = model.InitialAssignmentRules.find((entry) => entry.Key === normalizeBoardKey(key))
  return rule ? { ...rule, RowVersion: model.SecurityRowVersion } : null
}
