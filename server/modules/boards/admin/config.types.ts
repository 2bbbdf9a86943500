import type { SignalSeverity } from '../../../../shared/enums'
import type { BoardRow } from '../shared/boardRef'

/** Types of the lean board configuration (config.ts loads it; the runtime decides with it). */

export interface BoardStatusConfig {
  id: string
  key: string
  displayName: string
  description: string | null
  color: string
  /** 0 Initial, 1 Active, 2 Terminal. */
  metaType: number
  sortOrder: number
  isActive: boolean
  isDeleted: boolean
  deletedAt: Date | null
  deletedByUserId: string | null
  deletedReason: string | null
  rowVersion: string
}

export interface LinkPrerequisiteConfig {
  id: string
  transitionId: string
  /** 0 Related, 1 ParentChild. */
  linkType: number
  /** 0 Outgoing (the item is the source), 1 Incoming. */
  direction: number
  targetBoardId: string
  targetDefinitionId: string
  minimumCount: number
  maximumCount: number | null
  sortOrder: number
  rowVersion: string
}

export interface BoardTransitionConfig {
  id: string
  key: string
  fromStatusId: string
  toStatusId: string
  displayName: string
  /** Within the source status. */
  sortOrder: number
  isActive: boolean
  rowVersion: string
  linkPrerequisites: LinkPrerequisiteConfig[]
}

export interface BoardTargetDefinitionConfig {
  id: string
  /** 0 None, 1 EntityInstance, 2 Entitlement. */
  targetKind: number
  targetModelId: string | null
  /** "No target", the entity definition's plural name, or "Entitlement". */
  displayName: string
  sortOrder: number
  isActive: boolean
  /** 0 Never, 1 AfterClose, 2 Always. */
  repeatPolicy: number
  /** ProcessContentPolicy: 0 Inherit, 1 Allowed, 2 Denied. */
  createCommentPolicy: number
  readCommentPolicy: number
  createAttachmentPolicy: number
  readAttachmentPolicy: number
  rowVersion: string
}

export interface BoardCycleConfig {
  id: string
  key: string
  displayName: string
  /** yyyy-MM-dd */
  startsOn: string | null
  endsOn: string | null
  /** As saved; see isCycleActive for the Automatic mode. */
  isActive: boolean
  sortOrder: number
  rowVersion: string
}

export interface BoardResponsibilityConfig {
  id: string
  key: string
  displayName: string
  /** 0 Item, 1 Status. */
  scope: number
  sortOrder: number
  rowVersion: string
}

export interface StatusResponsibilitySubjectConfig {
  statusId: string
  responsibilityKey: string
  /** 0 User, 1 ResponsibilityGroup. */
  subjectType: number
  subjectId: string
  /** The user's display name or the group's name ('' when it no longer exists). */
  displayName: string
  sortOrder: number
}

export type InitialSubjectSource = 'Creator' | 'User' | 'ResponsibilityGroup' | 'StatusResponsibility'

export interface InitialAssignmentRuleConfig {
  id: string
  resourceKind: string
  key: string
  responsibilityKey: string
  subjectSource: InitialSubjectSource
  subjectKey: string | null
  enabled: boolean
  sortOrder: number
  rowVersion: string
}

export interface SecurityStatementConfig {
  id: string
  key: string
  displayName: string
  /** An item operation key (shared/operations.ts). */
  operation: string
  /** True for an item → the operation is denied. */
  expression: string
  message: string
  enabled: boolean
  sortOrder: number
  rowVersion: string
}

export interface PermissionAssignmentConfig {
  id: string
  operation: string
  /** 0 User, 1 ResponsibilityGroup, 2 Role, 3 ItemResponsibility. */
  subjectType: number
  /** User id, group id, role name or item responsibility key. */
  subjectKey: string
  sortOrder: number
  rowVersion: string
}

export interface DueDateExpectationConfig {
  id: string
  expectedStatusId: string
  offsetAmount: number
  /** 0 Days, 1 Hours. */
  offsetUnit: number
  /** 0 Information, 1 Warning, 2 Critical. */
  severity: number
  sortOrder: number
  rowVersion: string
}

export interface DueDatePolicyConfig {
  enabled: boolean
  /** 0 DateOnly, 1 DateAndTime. */
  timeMode: number
  disabledStatusIds: string[]
  expectations: DueDateExpectationConfig[]
  rowVersion: string
}

export interface AttentionReasonConfig {
  id: string
  /** overdue, dueSoon, unassigned, stale. */
  typeKey: string
  defaultSeverity: SignalSeverity
  signalEnabled: boolean
  notificationDeliveryEnabled: boolean
  sortOrder: number
  rowVersion: string
}

export interface AttentionAudienceConfig {
  id: string
  /** 0 User, 1 Role, 2 Responsibility. */
  subjectType: number
  /** User id, role name or responsibility key. */
  subjectKey: string
  roleId: string | null
  displayName: string
  sortOrder: number
  rowVersion: string
}

export interface AttentionPolicyConfig {
  reasons: AttentionReasonConfig[]
  /** Empty: everyone sees the signals. */
  audience: AttentionAudienceConfig[]
  rowVersion: string
}

export interface BoardConfig {
  board: BoardRow
  /** Every status, deleted ones included, by SortOrder. */
  statuses: BoardStatusConfig[]
  /** By source status SortOrder, then SortOrder. */
  transitions: BoardTransitionConfig[]
  targetDefinitions: BoardTargetDefinitionConfig[]
  cycles: BoardCycleConfig[]
  responsibilities: BoardResponsibilityConfig[]
  statusResponsibilities: StatusResponsibilitySubjectConfig[]
  initialAssignmentRules: InitialAssignmentRuleConfig[]
  securityStatements: SecurityStatementConfig[]
  permissionAssignments: PermissionAssignmentConfig[]
  dueDatePolicy: DueDatePolicyConfig
  attentionPolicy: AttentionPolicyConfig
}
