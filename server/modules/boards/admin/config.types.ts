import type {
  AudienceSubjectType,
  BoardColor,
  BoardItemOperation,
  BoardPermissionSubjectType,
  BoardResponsibilityScope,
  BoardStatusMetaType,
  BoardTargetKind,
  DueDateOffsetUnit,
  DueDateTimeMode,
  LinkDirection,
  LinkType,
  ProcessContentPolicy,
  RepeatPolicy,
  ResponsibilitySubjectType,
  SignalSeverity,
} from '../../../../shared/enums'
import type { BoardRow } from '../shared/boardRef'

/** Types of the lean board configuration (config.ts loads it; the runtime decides with it). */

export interface BoardStatusConfig {
  id: string
  key: string
  displayName: string
  description: string | null
  color: BoardColor
  metaType: BoardStatusMetaType
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
  linkType: LinkType
  /** Outgoing: the item is the source. */
  direction: LinkDirection
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
  targetKind: BoardTargetKind
  targetModelId: string | null
  /** "No target", the entity definition's plural name, or "Entitlement". */
  displayName: string
  sortOrder: number
  isActive: boolean
  repeatPolicy: RepeatPolicy
  createCommentPolicy: ProcessContentPolicy
  readCommentPolicy: ProcessContentPolicy
  createAttachmentPolicy: ProcessContentPolicy
  readAttachmentPolicy: ProcessContentPolicy
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
  scope: BoardResponsibilityScope
  sortOrder: number
  rowVersion: string
}

export interface StatusResponsibilitySubjectConfig {
  statusId: string
  responsibilityKey: string
  subjectType: ResponsibilitySubjectType
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
  operation: BoardItemOperation
  /** True for an item → the operation is denied. */
  expression: string
  message: string
  enabled: boolean
  sortOrder: number
  rowVersion: string
}

export interface PermissionAssignmentConfig {
  id: string
  operation: BoardItemOperation
  subjectType: BoardPermissionSubjectType
  /** User id, group id, role name or item responsibility key. */
  subjectKey: string
  sortOrder: number
  rowVersion: string
}

export interface DueDateExpectationConfig {
  id: string
  expectedStatusId: string
  offsetAmount: number
  offsetUnit: DueDateOffsetUnit
  severity: SignalSeverity
  sortOrder: number
  rowVersion: string
}

export interface DueDatePolicyConfig {
  enabled: boolean
  timeMode: DueDateTimeMode
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
  subjectType: AudienceSubjectType
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
