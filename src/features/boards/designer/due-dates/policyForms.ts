import { AudienceSubjectType, DueDateOffsetUnit, DueDateTimeMode, SignalSeverity } from '@/api'
import {
  attentionSignalTypeKeys,
  type BoardAttentionSignalPolicy,
  type BoardAttentionSignalPolicyUpdateRequest,
  type BoardDueDatePolicy,
  type BoardDueDatePolicyUpdateRequest,
} from '../../api/boards.types'
import type { Problems } from '../shared/useModelItemForm'

export const OFFSET_MAX = 10000

export interface ExpectationRow {
  Id: string | null
  ExpectedBoardStatusId: string
  OffsetAmount: number | null
  OffsetUnit: DueDateOffsetUnit
  Severity: SignalSeverity
}

export interface DueDateValues extends Record<string, unknown> {
  Enabled: boolean
  TimeMode: DueDateTimeMode
  DisabledBoardStatusIds: string[]
  Expectations: ExpectationRow[]
}

export function dueDateValues(policy: BoardDueDatePolicy | null): DueDateValues {
  return {
    Enabled: policy?.Enabled ?? false,
    TimeMode: policy?.TimeMode ?? DueDateTimeMode.DateOnly,
    DisabledBoardStatusIds: [...(policy?.DisabledBoardStatusIds ?? [])],
    Expectations: [...(policy?.Expectations ?? [])]
      .sort((a, b) => a.SortOrder - b.SortOrder)
      .map((entry) => ({ Id: entry.Id, ExpectedBoardStatusId: entry.ExpectedBoardStatusId, OffsetAmount: entry.OffsetAmount, OffsetUnit: entry.OffsetUnit, Severity: entry.Severity })),
  }
}

export function newExpectation(statusId: string): ExpectationRow {
  return { Id: null, ExpectedBoardStatusId: statusId, OffsetAmount: 1, OffsetUnit: DueDateOffsetUnit.Days, Severity: SignalSeverity.Warning }
}

/** Each expectation names a status and an offset of 1 to 10,000 days or hours (the server's bounds). */
export function checkDueDates(values: DueDateValues): Problems {
  const problems: Problems = {}
  values.Expectations.forEach((row, index) => {
    if (row.ExpectedBoardStatusId === '') problems[`Expectations[${index}].ExpectedBoardStatusId`] = { key: 'boardsDesigner.validation.pickStatus' }
    const amount = row.OffsetAmount
    if (amount === null || !Number.isInteger(amount) || amount < 1 || amount > OFFSET_MAX) {
      problems[`Expectations[${index}].OffsetAmount`] = { key: 'boardsDesigner.validation.offset', params: { max: OFFSET_MAX } }
    }
  })
  return problems
}

export function toDueDateRequest(values: DueDateValues, rowVersion: string): BoardDueDatePolicyUpdateRequest {
  return {
    Enabled: values.Enabled,
    TimeMode: values.TimeMode,
    DisabledBoardStatusIds: values.DisabledBoardStatusIds,
    Expectations: values.Expectations.map((row, index) => ({
      ...(row.Id ? { Id: row.Id } : {}),
      ExpectedBoardStatusId: row.ExpectedBoardStatusId,
      OffsetAmount: row.OffsetAmount ?? 1,
      OffsetUnit: row.OffsetUnit,
      Severity: row.Severity,
      SortOrder: index + 1,
    })),
    RowVersion: rowVersion,
  }
}

export interface ReasonRow {
  Id: string | null
  AttentionSignalTypeKey: string
  DefaultSeverity: SignalSeverity
  SignalEnabled: boolean
  NotificationDeliveryEnabled: boolean
}

export interface AudienceRow {
  Id: string | null
  SubjectType: AudienceSubjectType
  SubjectKey: string
  DisplayName: string
}

export interface AttentionValues extends Record<string, unknown> {
  Reasons: ReasonRow[]
  Audience: AudienceRow[]
}

/** Every known reason gets a row (switched off when the board has none for it yet). */
export function attentionValues(policy: BoardAttentionSignalPolicy | null): AttentionValues {
  const saved = policy?.Reasons ?? []
  return {
    Reasons: attentionSignalTypeKeys.map((key) => {
      const reason = saved.find((entry) => entry.AttentionSignalTypeKey === key)
      return {
        Id: reason?.Id ?? null,
        AttentionSignalTypeKey: key,
        DefaultSeverity: reason?.DefaultSeverity ?? (key === 'overdue' ? SignalSeverity.Critical : SignalSeverity.Warning),
        SignalEnabled: reason?.SignalEnabled ?? false,
        NotificationDeliveryEnabled: reason?.NotificationDeliveryEnabled ?? false,
      }
    }),
    Audience: [...(policy?.Audience ?? [])]
      .sort((a, b) => a.SortOrder - b.SortOrder)
      .map((entry) => ({ Id: entry.Id, SubjectType: entry.SubjectType, SubjectKey: entry.SubjectKey, DisplayName: entry.DisplayName })),
  }
}

export function checkAttention(values: AttentionValues): Problems {
  const problems: Problems = {}
  values.Audience.forEach((row, index) => {
    if (row.SubjectKey.trim() === '') problems[`Audience[${index}].SubjectKey`] = { key: 'common.validation.required' }
  })
  return problems
}

export function toAttentionRequest(values: AttentionValues, rowVersion: string): BoardAttentionSignalPolicyUpdateRequest {
  return {
    Reasons: values.Reasons.map((row, index) => ({
      ...(row.Id ? { Id: row.Id } : {}),
      AttentionSignalTypeKey: row.AttentionSignalTypeKey,
      DefaultSeverity: row.DefaultSeverity,
      SignalEnabled: row.SignalEnabled,
      NotificationDeliveryEnabled: row.NotificationDeliveryEnabled,
      SortOrder: index + 1,
    })),
    Audience: values.Audience.map((row, index) => ({ ...(row.Id ? { Id: row.Id } : {}), SubjectType: row.SubjectType, SubjectKey: row.SubjectKey.trim(), SortOrder: index + 1 })),
    RowVersion: rowVersion,
  }
}
