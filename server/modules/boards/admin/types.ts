import type { ConfigSchemas } from '../../../http/contractOperations'
import type {
  AudienceSubjectType,
  BoardCycleActivationMode,
  BoardStatusMetaType,
  BoardTargetKind,
  BoardType,
  DueDateOffsetUnit,
  DueDateTimeMode,
  LinkDirection,
  LinkType,
  ProcessContentPolicy,
  RepeatPolicy,
  SignalSeverity,
} from '../../../../shared/enums'

/**
 * The BoardAdministration payload (openapi/src/schemas/boards*.ts) as the server fills it. Where the
 * contract leaves members optional the server still fills them all, so those stay declared here.
 */

export interface UpdateDeleteActions {
  CanUpdate: boolean
  CanDelete: boolean
}

export interface BoardAllowedActions {
  CanUpdate: boolean
  CanDelete: boolean
  CanActivate: boolean
  CanDeactivate: boolean
  CanManageConfiguration: boolean
}

export type HistorySubject = Required<ConfigSchemas['HistorySubject']>

export interface BoardStatusPayload {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  Color: string
  MetaType: BoardStatusMetaType
  SortOrder: number
  IsActive: boolean
  IsDeleted: boolean
  DeletedAtUtc: string | null
  DeletedByUserId: string | null
  DeletedReason: string | null
  CurrentItemCount: number
  OpenItemCount: number
  HistoryReferenceCount: number
  StatusResponsibilities: Array<{ ResponsibilityKey: string; Subjects: HistorySubject[] }>
  AllowedActions: UpdateDeleteActions
  RowVersion: string
}

export interface LinkPrerequisitePayload {
  Id: string
  LinkType: LinkType
  Direction: LinkDirection
  TargetBoardId: string
  TargetBoardTargetDefinitionId: string
  MinimumCount: number
  MaximumCount: number | null
  RowVersion: string
}

export interface BoardTransitionPayload {
  Id: string
  Key: string
  FromBoardStatusId: string
  ToBoardStatusId: string
  DisplayName: string
  SortOrder: number
  IsActive: boolean
  AllowedActions: UpdateDeleteActions
  RowVersion: string
  LinkPrerequisites: LinkPrerequisitePayload[]
}

export interface BoardTargetDefinitionPayload {
  Id: string
  TargetKind: BoardTargetKind
  TargetModelId: string | null
  DisplayName: string
  SortOrder: number
  IsActive: boolean
  RepeatPolicy: RepeatPolicy
  CreateCommentPolicy: ProcessContentPolicy
  ReadCommentPolicy: ProcessContentPolicy
  CreateAttachmentPolicy: ProcessContentPolicy
  ReadAttachmentPolicy: ProcessContentPolicy
  RowVersion: string
}

export type BoardCyclePayload = ConfigSchemas['BoardCycle']

export type BoardResponsibilityPayload = ConfigSchemas['BoardResponsibility']

export type InitialAssignmentRulePayload = ConfigSchemas['BoardInitialAssignmentRule']

export type SecurityStatementPayload = ConfigSchemas['BoardSecurityStatement']

export type PermissionAssignmentPayload = ConfigSchemas['BoardPermissionAssignment']

export interface DueDatePolicyPayload {
  Enabled: boolean
  TimeMode: DueDateTimeMode
  DisabledBoardStatusIds: string[]
  Expectations: Array<{
    Id: string
    ExpectedBoardStatusId: string
    OffsetAmount: number
    OffsetUnit: DueDateOffsetUnit
    Severity: SignalSeverity
    SortOrder: number
    RowVersion: string
  }>
  RowVersion: string
}

export interface AttentionSignalPolicyPayload {
  Reasons: Array<{
    Id: string
    AttentionSignalTypeKey: string
    DefaultSeverity: SignalSeverity
    SignalEnabled: boolean
    NotificationDeliveryEnabled: boolean
    SortOrder: number
    RowVersion: string
  }>
  Audience: Array<{
    Id: string
    SubjectType: AudienceSubjectType
    SubjectKey: string
    RoleId: string | null
    DisplayName: string
    SortOrder: number
    RowVersion: string
  }>
  RowVersion: string
}

export interface BoardAdministration {
  Id: string
  Key: string
  DataEntityDefinitionId: string
  DataEntityDefinitionName: string
  DisplayName: string
  Description: string | null
  IsActive: boolean
  BoardType: BoardType
  BoardCycleActivationMode: BoardCycleActivationMode
  TagsEnabled: boolean
  OpenItemCount: number
  ItemCount: number
  CycleCount: number
  RowVersion: string
  SecurityRowVersion: string
  DueDatePolicy: DueDatePolicyPayload
  AttentionSignalPolicy: AttentionSignalPolicyPayload
  AllowedActions: BoardAllowedActions
  TargetDefinitions: BoardTargetDefinitionPayload[]
  Statuses: BoardStatusPayload[]
  Transitions: BoardTransitionPayload[]
  Cycles: BoardCyclePayload[]
  Responsibilities: BoardResponsibilityPayload[]
  InitialAssignmentRules: InitialAssignmentRulePayload[]
  SecurityStatements: SecurityStatementPayload[]
  PermissionAssignments: PermissionAssignmentPayload[]
}

export type BoardAdminSummary = ConfigSchemas['BoardAdminSummary']

/** Who asks: AllowedActions are computed for the caller's permissions. */
export interface BoardCaller {
  permissions: readonly string[]
}
