import type { Db } from '../../../db'
import { localDate } from '../../../../shared/expressions/time'
import { iso } from '../../../platform/values'
import { workspaceTimeZone } from '../../entities'
import { isCycleActive, loadBoardConfig, type BoardConfig, type StatusResponsibilitySubjectConfig } from './config'
import { definitionName, loadBoardCounts, principalNames, type BoardCounts } from './model.repo'
import type { BoardAdministration, BoardCaller, BoardStatusPayload, HistorySubject, PermissionAssignmentPayload } from './types'

/** The full administration model of a board (id or key) as the caller sees it, or 404. */
export async function loadBoardAdministration(
  db: Db,
  boardIdOrKey: string,
  caller: BoardCaller,
  now: Date,
): Promise<BoardAdministration> {
  const config = await loadBoardConfig(db, boardIdOrKey)
  const [counts, dataName, names, timeZone] = await Promise.all([
    loadBoardCounts(db, config.board.id),
    definitionName(db, config.board.data_entity_definition_id),
    loadAssignmentNames(db, config),
    workspaceTimeZone(db),
  ])
  return toAdministration(config, counts, {
    dataName,
    names,
    today: localDate(now.getTime(), timeZone),
    canConfigure: caller.permissions.includes('boards.configure'),
  })
}

interface ModelExtras {
  dataName: string
  names: Map<string, string>
  today: string
  canConfigure: boolean
}

function toAdministration(config: BoardConfig, counts: BoardCounts, extras: ModelExtras): BoardAdministration {
  const { board } = config
  const { canConfigure } = extras
  return {
    Id: board.id,
    Key: board.key,
    DataEntityDefinitionId: board.data_entity_definition_id,
    DataEntityDefinitionName: extras.dataName,
    DisplayName: board.display_name,
    Description: board.description,
    IsActive: board.is_active,
    BoardType: board.board_type,
    BoardCycleActivationMode: board.cycle_activation_mode,
    TagsEnabled: board.tags_enabled,
    OpenItemCount: counts.openItemCount,
    ItemCount: counts.itemCount,
    CycleCount: config.cycles.length,
    RowVersion: board.row_version,
    SecurityRowVersion: board.security_row_version,
    DueDatePolicy: {
      Enabled: config.dueDatePolicy.enabled,
      TimeMode: config.dueDatePolicy.timeMode,
      DisabledBoardStatusIds: config.dueDatePolicy.disabledStatusIds,
      Expectations: config.dueDatePolicy.expectations.map((expectation) => ({
        Id: expectation.id,
        ExpectedBoardStatusId: expectation.expectedStatusId,
        OffsetAmount: expectation.offsetAmount,
        OffsetUnit: expectation.offsetUnit,
        Severity: expectation.severity,
        SortOrder: expectation.sortOrder,
        RowVersion: expectation.rowVersion,
      })),
      RowVersion: config.dueDatePolicy.rowVersion,
    },
    AttentionSignalPolicy: {
      Reasons: config.attentionPolicy.reasons.map((reason) => ({
        Id: reason.id,
        AttentionSignalTypeKey: reason.typeKey,
        DefaultSeverity: reason.defaultSeverity,
        SignalEnabled: reason.signalEnabled,
        NotificationDeliveryEnabled: reason.notificationDeliveryEnabled,
        SortOrder: reason.sortOrder,
        RowVersion: reason.rowVersion,
      })),
      Audience: config.attentionPolicy.audience.map((entry) => ({
        Id: entry.id,
        SubjectType: entry.subjectType,
        SubjectKey: entry.subjectKey,
        RoleId: entry.roleId,
        DisplayName: entry.displayName,
        SortOrder: entry.sortOrder,
        RowVersion: entry.rowVersion,
      })),
      RowVersion: config.attentionPolicy.rowVersion,
    },
    AllowedActions: {
      CanUpdate: canConfigure,
      CanDelete: canConfigure && counts.everCount === 0 && !counts.isReferenced,
      CanActivate: canConfigure && !board.is_active,
      CanDeactivate: canConfigure && board.is_active,
      CanManageConfiguration: canConfigure,
    },
    TargetDefinitions: config.targetDefinitions.map((target) => ({
      Id: target.id,
      TargetKind: target.targetKind,
      TargetModelId: target.targetModelId,
      DisplayName: target.displayName,
      SortOrder: target.sortOrder,
      IsActive: target.isActive,
      RepeatPolicy: target.repeatPolicy,
      CreateCommentPolicy: target.createCommentPolicy,
      ReadCommentPolicy: target.readCommentPolicy,
      CreateAttachmentPolicy: target.createAttachmentPolicy,
      ReadAttachmentPolicy: target.readAttachmentPolicy,
      RowVersion: target.rowVersion,
    })),
    Statuses: config.statuses.map((status) => toStatus(config, counts, status.id, canConfigure)),
    Transitions: config.transitions.map((transition) => ({
      Id: transition.id,
      Key: transition.key,
      FromBoardStatusId: transition.fromStatusId,
      ToBoardStatusId: transition.toStatusId,
      DisplayName: transition.displayName,
      SortOrder: transition.sortOrder,
      IsActive: transition.isActive,
      AllowedActions: { CanUpdate: canConfigure, CanDelete: canConfigure },
      RowVersion: transition.rowVersion,
      LinkPrerequisites: transition.linkPrerequisites.map((prerequisite) => ({
        Id: prerequisite.id,
        LinkType: prerequisite.linkType,
        Direction: prerequisite.direction,
        TargetBoardId: prerequisite.targetBoardId,
        TargetBoardTargetDefinitionId: prerequisite.targetDefinitionId,
        MinimumCount: prerequisite.minimumCount,
        MaximumCount: prerequisite.maximumCount,
        RowVersion: prerequisite.rowVersion,
      })),
    })),
    Cycles: config.cycles.map((cycle) => ({
      Id: cycle.id,
      Key: cycle.key,
      DisplayName: cycle.displayName,
      StartsOn: cycle.startsOn,
      EndsOn: cycle.endsOn,
      IsActive: isCycleActive(board, cycle, extras.today),
      SortOrder: cycle.sortOrder,
      ItemCount: counts.byCycle.get(cycle.id) ?? 0,
      RowVersion: cycle.rowVersion,
    })),
    Responsibilities: config.responsibilities.map((responsibility) => ({
      Id: responsibility.id,
      Key: responsibility.key,
      DisplayName: responsibility.displayName,
      Scope: responsibility.scope,
      SortOrder: responsibility.sortOrder,
      RowVersion: responsibility.rowVersion,
    })),
    InitialAssignmentRules: config.initialAssignmentRules.map((rule) => ({
      Id: rule.id,
      Key: rule.key,
      ResponsibilityKey: rule.responsibilityKey,
      SubjectSource: rule.subjectSource,
      SubjectKey: rule.subjectKey,
      Enabled: rule.enabled,
      SortOrder: rule.sortOrder,
      RowVersion: rule.rowVersion,
    })),
    SecurityStatements: config.securityStatements.map((statement) => ({
      Id: statement.id,
      Key: statement.key,
      DisplayName: statement.displayName,
      Operation: statement.operation,
      Expression: statement.expression,
      Message: statement.message,
      Enabled: statement.enabled,
      SortOrder: statement.sortOrder,
      RowVersion: statement.rowVersion,
    })),
    PermissionAssignments: config.permissionAssignments.map(
      (assignment): PermissionAssignmentPayload => ({
        Id: assignment.id,
        Operation: assignment.operation,
        SubjectType: assignment.subjectType,
        SubjectKey: assignment.subjectKey,
        DisplayName: extras.names.get(assignment.id) ?? assignment.subjectKey,
        SortOrder: assignment.sortOrder,
        RowVersion: assignment.rowVersion,
      }),
    ),
  }
}

function toStatus(config: BoardConfig, counts: BoardCounts, statusId: string, canConfigure: boolean): BoardStatusPayload {
  const status = config.statuses.find((item) => item.id === statusId)!
  const statusCounts = counts.byStatus.get(status.id) ?? { current: 0, open: 0, history: 0 }
  return {
    Id: status.id,
    Key: status.key,
    DisplayName: status.displayName,
    Description: status.description,
    Color: status.color,
    MetaType: status.metaType,
    SortOrder: status.sortOrder,
    IsActive: status.isActive,
    IsDeleted: status.isDeleted,
    DeletedAtUtc: status.deletedAt === null ? null : iso(status.deletedAt),
    DeletedByUserId: status.deletedByUserId,
    DeletedReason: status.deletedReason,
    CurrentItemCount: statusCounts.current,
    OpenItemCount: statusCounts.open,
    HistoryReferenceCount: statusCounts.history,
    StatusResponsibilities: groupSubjects(config.statusResponsibilities.filter((subject) => subject.statusId === status.id)),
    AllowedActions: {
      CanUpdate: canConfigure && !status.isDeleted,
      CanDelete: canConfigure && !status.isDeleted && statusCounts.current === 0,
    },
    RowVersion: status.rowVersion,
  }
}

/** One entry per responsibility key, subjects in their order. */
export function groupSubjects(subjects: StatusResponsibilitySubjectConfig[]): Array<{ ResponsibilityKey: string; Subjects: HistorySubject[] }> {
  const byKey = new Map<string, HistorySubject[]>()
  for (const subject of subjects) {
    const list = byKey.get(subject.responsibilityKey) ?? []
    list.push({ SubjectType: subject.subjectType, SubjectId: subject.subjectId, DisplayName: subject.displayName, SortOrder: subject.sortOrder })
    byKey.set(subject.responsibilityKey, list)
  }
  return [...byKey].map(([ResponsibilityKey, Subjects]) => ({ ResponsibilityKey, Subjects }))
}

/** Permission assignment display names by assignment id: user and group names, role names, responsibility names. */
async function loadAssignmentNames(db: Db, config: BoardConfig): Promise<Map<string, string>> {
  const assignments = config.permissionAssignments
  const keysOf = (type: number) => assignments.filter((assignment) => assignment.subjectType === type).map((assignment) => assignment.subjectKey)
  const { users, groups } = await principalNames(db, keysOf(0), keysOf(1))
  const responsibilities = new Map(config.responsibilities.map((item) => [item.key, item.displayName]))
  const nameOf = (type: number, key: string): string | undefined =>
    type === 0 ? users.get(key) : type === 1 ? groups.get(key) : type === 3 ? responsibilities.get(key) : key
  return new Map(assignments.map((assignment) => [assignment.id, nameOf(assignment.subjectType, assignment.subjectKey) ?? assignment.subjectKey]))
}
