import type { SignalSeverity } from '../../../../shared/enums'
/** The BoardAdministration payload (openapi/src/schemas/boards*.ts) as the server fills it. */

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

export interface HistorySubject {
  SubjectType: number
  SubjectId: string
  DisplayName: string
  SortOrder: number
}

export interface BoardStatusPayload {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  Color: string
  MetaType: number
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
  LinkType: number
  Direction: number
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
  TargetKind: number
  TargetModelId: string | null
  DisplayName: string
  SortOrder: number
  IsActive: boolean
  RepeatPolicy: number
  CreateCommentPolicy: number
  ReadCommentPolicy: number
  CreateAttachmentPolicy: number
  ReadAttachmentPolicy: number
  RowVersion: string
}

export interface BoardCyclePayload {
  Id: string
  Key: string
  DisplayName: string
  StartsOn: string | null
  EndsOn: string | null
  IsActive: boolean
  SortOrder: number
  ItemCount: number
  RowVersion: string
}

export interface BoardResponsibilityPayload {
  Id: string
  Key: string
  DisplayName: string
  Scope: number
  SortOrder: number
  RowVersion: string
}

export interface InitialAssignmentRulePayload {
  Id: string
  Key: string
  ResponsibilityKey: string
  SubjectSource: string
  SubjectKey: string | null
  Enabled: boolean
  SortOrder: number
  RowVersion: string
}

export interface SecurityStatementPayload {
  Id: string
  Key: string
  DisplayName: string
  Operation: string
  Expression: string
  Message: string
  Enabled: boolean
  SortOrder: number
  RowVersion: string
}

export interface PermissionAssignmentPayload {
  Id: string
  Operation: string
  SubjectType: number
  SubjectKey: string
  DisplayName: string
  SortOrder: number
  RowVersion: string
}

export interface DueDatePolicyPayload {
  Enabled: boolean
  TimeMode: number
  DisabledBoardStatusIds: string[]
  Expectations: Array<{
    Id: string
    ExpectedBoardStatusId: string
    OffsetAmount: number
    OffsetUnit: number
    Severity: number
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
    SubjectType: number
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
  BoardType: number
  BoardCycleActivationMode: number
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

export interface BoardAdminSummary {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  IsActive: boolean
  BoardType: number
  OpenItemCount: number
  ItemCount: number
  StatusCount: number
  ModifiedAt: string
  RowVersion: string
}

/** Who asks: AllowedActions are computed for the caller's permissions. */
export interface BoardCaller {
  permissions: readonly string[]
}
