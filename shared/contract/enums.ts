/**
 * generated — do not edit.
 * Source: x-enum-varnames of openapi/service-config-v1.json and openapi/service-public-v1.json and openapi/product-ui-v1.json
 * Regenerate with `npm run api:generate`.
 */

/** `ActionTargetScope` (service-config-v1) */
export const ActionTargetScope = {
  NoRecord: 0,
  SingleRecord: 1,
  MultipleRecords: 2,
} as const
export type ActionTargetScope = (typeof ActionTargetScope)[keyof typeof ActionTargetScope]
export const ActionTargetScopeLabels: Readonly<Record<ActionTargetScope, string>> = {
  0: 'No record',
  1: 'Single record',
  2: 'Multiple records',
}

/** `ArchiveMode` (service-config-v1) */
export const ArchiveMode = {
  Active: 0,
  Archived: 1,
  Combined: 2,
} as const
export type ArchiveMode = (typeof ArchiveMode)[keyof typeof ArchiveMode]
export const ArchiveModeLabels: Readonly<Record<ArchiveMode, string>> = {
  0: 'Active',
  1: 'Archived',
  2: 'Combined',
}

/** `AudienceSubjectType` (service-config-v1) */
export const AudienceSubjectType = {
  User: 0,
  Role: 1,
  Responsibility: 2,
} as const
export type AudienceSubjectType = (typeof AudienceSubjectType)[keyof typeof AudienceSubjectType]
export const AudienceSubjectTypeLabels: Readonly<Record<AudienceSubjectType, string>> = {
  0: 'User',
  1: 'Role',
  2: 'Responsibility',
}

/** `AuditTrailRetentionMode` (service-config-v1) */
export const AuditTrailRetentionMode = {
  Forever: 0,
  Days: 1,
  None: 2,
} as const
export type AuditTrailRetentionMode = (typeof AuditTrailRetentionMode)[keyof typeof AuditTrailRetentionMode]
export const AuditTrailRetentionModeLabels: Readonly<Record<AuditTrailRetentionMode, string>> = {
  0: 'Forever',
  1: 'Days',
  2: 'None',
}

/** `BackTargetKind` (service-public-v1) */
export const BackTargetKind = {
  EntityList: 0,
  Route: 1,
} as const
export type BackTargetKind = (typeof BackTargetKind)[keyof typeof BackTargetKind]
export const BackTargetKindLabels: Readonly<Record<BackTargetKind, string>> = {
  0: 'Entity list',
  1: 'Route',
}

/** `BindingDirection` (service-config-v1) */
export const BindingDirection = {
  Forward: 0,
  Reverse: 1,
} as const
export type BindingDirection = (typeof BindingDirection)[keyof typeof BindingDirection]
export const BindingDirectionLabels: Readonly<Record<BindingDirection, string>> = {
  0: 'Forward',
  1: 'Reverse',
}

/** `BlockKind` (service-public-v1) */
export const BlockKind = {
  Standard: 0,
  Extension: 1,
  Related: 2,
} as const
export type BlockKind = (typeof BlockKind)[keyof typeof BlockKind]
export const BlockKindLabels: Readonly<Record<BlockKind, string>> = {
  0: 'Standard',
  1: 'Extension',
  2: 'Related',
}

/** `BoardActivityKind` (service-public-v1) */
export const BoardActivityKind = {
  Created: 0,
  Moved: 1,
  BoardDataChanged: 2,
  TagsChanged: 3,
  ResponsibilitiesChanged: 4,
  DueDateChanged: 5,
  ItemLinkChanged: 6,
  CycleAssigned: 7,
  Removed: 8,
  CommentAdded: 9,
  AttachmentsChanged: 10,
} as const
export type BoardActivityKind = (typeof BoardActivityKind)[keyof typeof BoardActivityKind]
export const BoardActivityKindLabels: Readonly<Record<BoardActivityKind, string>> = {
  0: 'Created',
  1: 'Moved',
  2: 'Board data changed',
  3: 'Tags changed',
  4: 'Responsibilities changed',
  5: 'Due date changed',
  6: 'Item link changed',
  7: 'Cycle assigned',
  8: 'Removed',
  9: 'Comment added',
  10: 'Attachments changed',
}

/** `BoardColor` (service-config-v1) */
export const BoardColor = {
  grey: 'grey',
  blue: 'blue',
  teal: 'teal',
  green: 'green',
  amber: 'amber',
  orange: 'orange',
  red: 'red',
  purple: 'purple',
  pink: 'pink',
  indigo: 'indigo',
} as const
export type BoardColor = (typeof BoardColor)[keyof typeof BoardColor]
export const BoardColorLabels: Readonly<Record<BoardColor, string>> = {
  grey: 'Grey',
  blue: 'Blue',
  teal: 'Teal',
  green: 'Green',
  amber: 'Amber',
  orange: 'Orange',
  red: 'Red',
  purple: 'Purple',
  pink: 'Pink',
  indigo: 'Indigo',
}

/** `BoardCycleActivationMode` (service-config-v1) */
export const BoardCycleActivationMode = {
  None: 0,
  Manual: 1,
  Automatic: 2,
} as const
export type BoardCycleActivationMode = (typeof BoardCycleActivationMode)[keyof typeof BoardCycleActivationMode]
export const BoardCycleActivationModeLabels: Readonly<Record<BoardCycleActivationMode, string>> = {
  0: 'None',
  1: 'Manual',
  2: 'Automatic',
}

/** `BoardInitialAssignmentSubjectSource` (service-config-v1) */
export const BoardInitialAssignmentSubjectSource = {
  Creator: 'Creator',
  User: 'User',
  ResponsibilityGroup: 'ResponsibilityGroup',
  StatusResponsibility: 'StatusResponsibility',
} as const
export type BoardInitialAssignmentSubjectSource = (typeof BoardInitialAssignmentSubjectSource)[keyof typeof BoardInitialAssignmentSubjectSource]
export const BoardInitialAssignmentSubjectSourceLabels: Readonly<Record<BoardInitialAssignmentSubjectSource, string>> = {
  Creator: 'Creator',
  User: 'User',
  ResponsibilityGroup: 'Responsibility group',
  StatusResponsibility: 'Status responsibility',
}

/** `BoardItemOperation` (service-config-v1) */
export const BoardItemOperation = {
  read: 'read',
  create: 'create',
  update: 'update',
  move: 'move',
  link: 'link',
  remove: 'remove',
  manage: 'manage',
} as const
export type BoardItemOperation = (typeof BoardItemOperation)[keyof typeof BoardItemOperation]
export const BoardItemOperationLabels: Readonly<Record<BoardItemOperation, string>> = {
  read: 'Read',
  create: 'Create',
  update: 'Update',
  move: 'Move',
  link: 'Link',
  remove: 'Remove',
  manage: 'Manage',
}

/** `BoardPermissionSubjectType` (service-config-v1) */
export const BoardPermissionSubjectType = {
  User: 0,
  ResponsibilityGroup: 1,
  Role: 2,
  ItemResponsibility: 3,
} as const
export type BoardPermissionSubjectType = (typeof BoardPermissionSubjectType)[keyof typeof BoardPermissionSubjectType]
export const BoardPermissionSubjectTypeLabels: Readonly<Record<BoardPermissionSubjectType, string>> = {
  0: 'User',
  1: 'Responsibility group',
  2: 'Role',
  3: 'Item responsibility',
}

/** `BoardResponsibilityScope` (service-config-v1) */
export const BoardResponsibilityScope = {
  Item: 0,
  Status: 1,
} as const
export type BoardResponsibilityScope = (typeof BoardResponsibilityScope)[keyof typeof BoardResponsibilityScope]
export const BoardResponsibilityScopeLabels: Readonly<Record<BoardResponsibilityScope, string>> = {
  0: 'Item',
  1: 'Status',
}

/** `BoardStatusMetaType` (service-config-v1) */
export const BoardStatusMetaType = {
  Initial: 0,
  Active: 1,
  Terminal: 2,
} as const
export type BoardStatusMetaType = (typeof BoardStatusMetaType)[keyof typeof BoardStatusMetaType]
export const BoardStatusMetaTypeLabels: Readonly<Record<BoardStatusMetaType, string>> = {
  0: 'Initial',
  1: 'Active',
  2: 'Terminal',
}

/** `BoardTargetKind` (service-config-v1) */
export const BoardTargetKind = {
  None: 0,
  EntityInstance: 1,
  Entitlement: 2,
} as const
export type BoardTargetKind = (typeof BoardTargetKind)[keyof typeof BoardTargetKind]
export const BoardTargetKindLabels: Readonly<Record<BoardTargetKind, string>> = {
  0: 'None',
  1: 'Entity instance',
  2: 'Entitlement',
}

/** `BoardType` (service-config-v1) */
export const BoardType = {
  Standard: 0,
  Cyclic: 1,
} as const
export type BoardType = (typeof BoardType)[keyof typeof BoardType]
export const BoardTypeLabels: Readonly<Record<BoardType, string>> = {
  0: 'Standard',
  1: 'Cyclic',
}

/** `BuildFailureCategory` (service-config-v1) */
export const BuildFailureCategory = {
  Unknown: 0,
  Validation: 1,
  Compilation: 2,
  Dependency: 3,
  Database: 4,
  Timeout: 5,
  Infrastructure: 6,
  Cancelled: 7,
  Quota: 8,
  Internal: 9,
} as const
export type BuildFailureCategory = (typeof BuildFailureCategory)[keyof typeof BuildFailureCategory]
export const BuildFailureCategoryLabels: Readonly<Record<BuildFailureCategory, string>> = {
  0: 'Unknown',
  1: 'Validation',
  2: 'Compilation',
  3: 'Dependency',
  4: 'Database',
  5: 'Timeout',
  6: 'Infrastructure',
  7: 'Cancelled',
  8: 'Quota',
  9: 'Internal',
}

/** `BuildKind` (service-config-v1) */
export const BuildKind = {
  Build: 0,
  Check: 1,
} as const
export type BuildKind = (typeof BuildKind)[keyof typeof BuildKind]
export const BuildKindLabels: Readonly<Record<BuildKind, string>> = {
  0: 'Build',
  1: 'Check',
}

/** `BuildStage` (service-config-v1) */
export const BuildStage = {
  Queued: 0,
  Preparing: 1,
  Restoring: 2,
  Generating: 3,
  Compiling: 4,
  Testing: 5,
  Analyzing: 6,
  Packaging: 7,
  Publishing: 8,
  Finalizing: 9,
  Completed: 10,
} as const
export type BuildStage = (typeof BuildStage)[keyof typeof BuildStage]
export const BuildStageLabels: Readonly<Record<BuildStage, string>> = {
  0: 'Queued',
  1: 'Preparing',
  2: 'Restoring',
  3: 'Generating',
  4: 'Compiling',
  5: 'Testing',
  6: 'Analyzing',
  7: 'Packaging',
  8: 'Publishing',
  9: 'Finalizing',
  10: 'Completed',
}

/** `BuildStatus` (service-config-v1) */
export const BuildStatus = {
  Queued: 0,
  Running: 1,
  Succeeded: 2,
  Failed: 3,
  Cancelled: 4,
} as const
export type BuildStatus = (typeof BuildStatus)[keyof typeof BuildStatus]
export const BuildStatusLabels: Readonly<Record<BuildStatus, string>> = {
  0: 'Queued',
  1: 'Running',
  2: 'Succeeded',
  3: 'Failed',
  4: 'Cancelled',
}

/** `CalculationKind` (service-config-v1) */
export const CalculationKind = {
  None: 0,
  Expression: 1,
} as const
export type CalculationKind = (typeof CalculationKind)[keyof typeof CalculationKind]
export const CalculationKindLabels: Readonly<Record<CalculationKind, string>> = {
  0: 'None',
  1: 'Expression',
}

/** `CardFieldState` (service-public-v1) */
export const CardFieldState = {
  HasValue: 0,
  Empty: 1,
  Restricted: 2,
  Unavailable: 3,
} as const
export type CardFieldState = (typeof CardFieldState)[keyof typeof CardFieldState]
export const CardFieldStateLabels: Readonly<Record<CardFieldState, string>> = {
  0: 'Has value',
  1: 'Empty',
  2: 'Restricted',
  3: 'Unavailable',
}

/** `ConditionOperationMode` (service-config-v1) */
export const ConditionOperationMode = {
  AllOperations: 0,
  CreateOnly: 1,
  UpdateOnly: 2,
} as const
export type ConditionOperationMode = (typeof ConditionOperationMode)[keyof typeof ConditionOperationMode]
export const ConditionOperationModeLabels: Readonly<Record<ConditionOperationMode, string>> = {
  0: 'All operations',
  1: 'Create only',
  2: 'Update only',
}

/** `ContentAccessLevel` (service-public-v1) */
export const ContentAccessLevel = {
  Restricted: 0,
  Full: 1,
} as const
export type ContentAccessLevel = (typeof ContentAccessLevel)[keyof typeof ContentAccessLevel]
export const ContentAccessLevelLabels: Readonly<Record<ContentAccessLevel, string>> = {
  0: 'Restricted',
  1: 'Full',
}

/** `DefaultValueKind` (service-config-v1) */
export const DefaultValueKind = {
  None: 0,
  Constant: 1,
  Dynamic: 2,
} as const
export type DefaultValueKind = (typeof DefaultValueKind)[keyof typeof DefaultValueKind]
export const DefaultValueKindLabels: Readonly<Record<DefaultValueKind, string>> = {
  0: 'None',
  1: 'Constant',
  2: 'Dynamic',
}

/** `DenialSource` (service-public-v1) */
export const DenialSource = {
  Role: 0,
  Permission: 1,
  Invariant: 2,
  Policy: 3,
} as const
export type DenialSource = (typeof DenialSource)[keyof typeof DenialSource]
export const DenialSourceLabels: Readonly<Record<DenialSource, string>> = {
  0: 'Role',
  1: 'Permission',
  2: 'Invariant',
  3: 'Policy',
}

/** `DetailsLayoutMode` (service-public-v1) */
export const DetailsLayoutMode = {
  Standard: 0,
  ObjectHosted: 1,
} as const
export type DetailsLayoutMode = (typeof DetailsLayoutMode)[keyof typeof DetailsLayoutMode]
export const DetailsLayoutModeLabels: Readonly<Record<DetailsLayoutMode, string>> = {
  0: 'Standard',
  1: 'Object hosted',
}

/** `DueDateOffsetUnit` (service-config-v1) */
export const DueDateOffsetUnit = {
  Days: 0,
  Hours: 1,
} as const
export type DueDateOffsetUnit = (typeof DueDateOffsetUnit)[keyof typeof DueDateOffsetUnit]
export const DueDateOffsetUnitLabels: Readonly<Record<DueDateOffsetUnit, string>> = {
  0: 'Days',
  1: 'Hours',
}

/** `DueDateTimeMode` (service-config-v1) */
export const DueDateTimeMode = {
  DateOnly: 0,
  DateAndTime: 1,
} as const
export type DueDateTimeMode = (typeof DueDateTimeMode)[keyof typeof DueDateTimeMode]
export const DueDateTimeModeLabels: Readonly<Record<DueDateTimeMode, string>> = {
  0: 'Date only',
  1: 'Date and time',
}

/** `DynamicDefaultKey` (service-config-v1) */
export const DynamicDefaultKey = {
  today: 'today',
  now: 'now',
  currentUser: 'currentUser',
} as const
export type DynamicDefaultKey = (typeof DynamicDefaultKey)[keyof typeof DynamicDefaultKey]
export const DynamicDefaultKeyLabels: Readonly<Record<DynamicDefaultKey, string>> = {
  today: 'Today',
  now: 'Now',
  currentUser: 'Current user',
}

/** `EntitlementAccessMode` (service-config-v1) */
export const EntitlementAccessMode = {
  ReadOnly: 0,
  ReadWrite: 1,
} as const
export type EntitlementAccessMode = (typeof EntitlementAccessMode)[keyof typeof EntitlementAccessMode]
export const EntitlementAccessModeLabels: Readonly<Record<EntitlementAccessMode, string>> = {
  0: 'Read only',
  1: 'Read write',
}

/** `EntitlementEffectiveState` (service-public-v1) */
export const EntitlementEffectiveState = {
  NotStarted: 0,
  Active: 1,
  InGrace: 2,
  Suspended: 3,
  Expired: 4,
  Cancelled: 5,
  Revoked: 6,
  Superseded: 8,
} as const
export type EntitlementEffectiveState = (typeof EntitlementEffectiveState)[keyof typeof EntitlementEffectiveState]
export const EntitlementEffectiveStateLabels: Readonly<Record<EntitlementEffectiveState, string>> = {
  0: 'Not started',
  1: 'Active',
  2: 'In grace',
  3: 'Suspended',
  4: 'Expired',
  5: 'Cancelled',
  6: 'Revoked',
  8: 'Superseded',
}

/** `EntitlementLifecycleAction` (service-public-v1) */
export const EntitlementLifecycleAction = {
  Suspend: 0,
  Resume: 1,
  Cancel: 2,
  Revoke: 3,
} as const
export type EntitlementLifecycleAction = (typeof EntitlementLifecycleAction)[keyof typeof EntitlementLifecycleAction]
export const EntitlementLifecycleActionLabels: Readonly<Record<EntitlementLifecycleAction, string>> = {
  0: 'Suspend',
  1: 'Resume',
  2: 'Cancel',
  3: 'Revoke',
}

/** `EntitlementModelOperation` (service-config-v1) */
export const EntitlementModelOperation = {
  read: 'read',
  issue: 'issue',
  adjust: 'adjust',
} as const
export type EntitlementModelOperation = (typeof EntitlementModelOperation)[keyof typeof EntitlementModelOperation]
export const EntitlementModelOperationLabels: Readonly<Record<EntitlementModelOperation, string>> = {
  read: 'Read',
  issue: 'Issue',
  adjust: 'Adjust',
}

/** `EntitlementModelType` (service-config-v1) */
export const EntitlementModelType = {
  Subscription: 0,
  License: 1,
  Quota: 2,
  InformationServiceAccess: 3,
} as const
export type EntitlementModelType = (typeof EntitlementModelType)[keyof typeof EntitlementModelType]
export const EntitlementModelTypeLabels: Readonly<Record<EntitlementModelType, string>> = {
  0: 'Subscription',
  1: 'License',
  2: 'Quota',
  3: 'Information service access',
}

/** `EntitlementPartyType` (service-config-v1) */
export const EntitlementPartyType = {
  Organization: 0,
  Person: 1,
  Any: 2,
} as const
export type EntitlementPartyType = (typeof EntitlementPartyType)[keyof typeof EntitlementPartyType]
export const EntitlementPartyTypeLabels: Readonly<Record<EntitlementPartyType, string>> = {
  0: 'Organization',
  1: 'Person',
  2: 'Any',
}

/** `EntitlementPeriodStatus` (service-public-v1) */
export const EntitlementPeriodStatus = {
  Scheduled: 0,
  Active: 1,
  InGrace: 2,
  Completed: 3,
  Cancelled: 4,
  Superseded: 5,
} as const
export type EntitlementPeriodStatus = (typeof EntitlementPeriodStatus)[keyof typeof EntitlementPeriodStatus]
export const EntitlementPeriodStatusLabels: Readonly<Record<EntitlementPeriodStatus, string>> = {
  0: 'Scheduled',
  1: 'Active',
  2: 'In grace',
  3: 'Completed',
  4: 'Cancelled',
  5: 'Superseded',
}

/** `EntitlementRoleKind` (service-public-v1) */
export const EntitlementRoleKind = {
  OwnerParty: 0,
  DelegateParty: 1,
  Resource: 2,
  RelatedResource: 3,
} as const
export type EntitlementRoleKind = (typeof EntitlementRoleKind)[keyof typeof EntitlementRoleKind]
export const EntitlementRoleKindLabels: Readonly<Record<EntitlementRoleKind, string>> = {
  0: 'Owner party',
  1: 'Delegate party',
  2: 'Resource',
  3: 'Related resource',
}

/** `EntitlementSortField` (service-public-v1) */
export const EntitlementSortField = {
  Number: 0,
  Owner: 1,
  StartsAt: 2,
  EndsAt: 3,
} as const
export type EntitlementSortField = (typeof EntitlementSortField)[keyof typeof EntitlementSortField]
export const EntitlementSortFieldLabels: Readonly<Record<EntitlementSortField, string>> = {
  0: 'Number',
  1: 'Owner',
  2: 'Starts at',
  3: 'Ends at',
}

/** `EntitlementSourceType` (service-public-v1) */
export const EntitlementSourceType = {
  Manual: 0,
  Api: 1,
  Import: 2,
  Renewal: 3,
  Function: 4,
} as const
export type EntitlementSourceType = (typeof EntitlementSourceType)[keyof typeof EntitlementSourceType]
export const EntitlementSourceTypeLabels: Readonly<Record<EntitlementSourceType, string>> = {
  0: 'Manual',
  1: 'Api',
  2: 'Import',
  3: 'Renewal',
  4: 'Function',
}

/** `EntitlementStatus` (service-public-v1) */
export const EntitlementStatus = {
  Draft: 0,
  Issued: 1,
  Active: 2,
  Suspended: 3,
  Expired: 4,
  Cancelled: 5,
  Revoked: 6,
} as const
export type EntitlementStatus = (typeof EntitlementStatus)[keyof typeof EntitlementStatus]
export const EntitlementStatusLabels: Readonly<Record<EntitlementStatus, string>> = {
  0: 'Draft',
  1: 'Issued',
  2: 'Active',
  3: 'Suspended',
  4: 'Expired',
  5: 'Cancelled',
  6: 'Revoked',
}

/** `EntityAccessBasis` (service-config-v1) */
export const EntityAccessBasis = {
  Administrator: 0,
  Unrestricted: 1,
  PermissionAssignments: 2,
} as const
export type EntityAccessBasis = (typeof EntityAccessBasis)[keyof typeof EntityAccessBasis]
export const EntityAccessBasisLabels: Readonly<Record<EntityAccessBasis, string>> = {
  0: 'Administrator',
  1: 'Unrestricted',
  2: 'Permission assignments',
}

/** `EntityActionPlacement` (service-config-v1) */
export const EntityActionPlacement = {
  ListToolbar: 0,
  RecordDetails: 1,
  Both: 2,
} as const
export type EntityActionPlacement = (typeof EntityActionPlacement)[keyof typeof EntityActionPlacement]
export const EntityActionPlacementLabels: Readonly<Record<EntityActionPlacement, string>> = {
  0: 'List toolbar',
  1: 'Record details',
  2: 'Both',
}

/** `EntityActionUnavailableReason` (service-public-v1) */
export const EntityActionUnavailableReason = {
  SelectionOutsideLimit: 'SelectionOutsideLimit',
  ConditionExcludesRecords: 'ConditionExcludesRecords',
  RecordsNotFound: 'RecordsNotFound',
  FunctionDisabled: 'FunctionDisabled',
  FunctionUnavailable: 'FunctionUnavailable',
} as const
export type EntityActionUnavailableReason = (typeof EntityActionUnavailableReason)[keyof typeof EntityActionUnavailableReason]
export const EntityActionUnavailableReasonLabels: Readonly<Record<EntityActionUnavailableReason, string>> = {
  SelectionOutsideLimit: 'Selection outside limit',
  ConditionExcludesRecords: 'Condition excludes records',
  RecordsNotFound: 'Records not found',
  FunctionDisabled: 'Function disabled',
  FunctionUnavailable: 'Function unavailable',
}

/** `EntityDefinitionSortField` (service-config-v1) */
export const EntityDefinitionSortField = {
  Name: 'Name',
  DisplayName: 'DisplayName',
  RecordCount: 'RecordCount',
  ModifiedAt: 'ModifiedAt',
} as const
export type EntityDefinitionSortField = (typeof EntityDefinitionSortField)[keyof typeof EntityDefinitionSortField]
export const EntityDefinitionSortFieldLabels: Readonly<Record<EntityDefinitionSortField, string>> = {
  Name: 'Name',
  DisplayName: 'Display name',
  RecordCount: 'Record count',
  ModifiedAt: 'Modified at',
}

/** `EntityFieldValueState` (service-public-v1) */
export const EntityFieldValueState = {
  Available: 0,
  Restricted: 1,
} as const
export type EntityFieldValueState = (typeof EntityFieldValueState)[keyof typeof EntityFieldValueState]
export const EntityFieldValueStateLabels: Readonly<Record<EntityFieldValueState, string>> = {
  0: 'Available',
  1: 'Restricted',
}

/** `EntityInstanceChangeOperation` (service-public-v1) */
export const EntityInstanceChangeOperation = {
  Create: 'Create',
  Patch: 'Patch',
  Archive: 'Archive',
  Restore: 'Restore',
  Responsibilities: 'Responsibilities',
} as const
export type EntityInstanceChangeOperation = (typeof EntityInstanceChangeOperation)[keyof typeof EntityInstanceChangeOperation]
export const EntityInstanceChangeOperationLabels: Readonly<Record<EntityInstanceChangeOperation, string>> = {
  Create: 'Create',
  Patch: 'Patch',
  Archive: 'Archive',
  Restore: 'Restore',
  Responsibilities: 'Responsibilities',
}

/** `EntityPermissionSubjectType` (service-config-v1) */
export const EntityPermissionSubjectType = {
  User: 0,
  ResponsibilityGroup: 1,
  Role: 2,
  RecordResponsibility: 3,
  Everyone: 4,
} as const
export type EntityPermissionSubjectType = (typeof EntityPermissionSubjectType)[keyof typeof EntityPermissionSubjectType]
export const EntityPermissionSubjectTypeLabels: Readonly<Record<EntityPermissionSubjectType, string>> = {
  0: 'User',
  1: 'Responsibility group',
  2: 'Role',
  3: 'Record responsibility',
  4: 'Everyone',
}

/** `EntityRecordOperation` (service-config-v1) */
export const EntityRecordOperation = {
  Read: 'Read',
  Create: 'Create',
  Patch: 'Patch',
  Archive: 'Archive',
  Restore: 'Restore',
  Delete: 'Delete',
  Merge: 'Merge',
  ReadArchive: 'ReadArchive',
  ReadChangesHistory: 'ReadChangesHistory',
  ReadComments: 'ReadComments',
  ReadTags: 'ReadTags',
  ReadAttachments: 'ReadAttachments',
} as const
export type EntityRecordOperation = (typeof EntityRecordOperation)[keyof typeof EntityRecordOperation]
export const EntityRecordOperationLabels: Readonly<Record<EntityRecordOperation, string>> = {
  Read: 'Read',
  Create: 'Create',
  Patch: 'Patch',
  Archive: 'Archive',
  Restore: 'Restore',
  Delete: 'Delete',
  Merge: 'Merge',
  ReadArchive: 'Read archive',
  ReadChangesHistory: 'Read changes history',
  ReadComments: 'Read comments',
  ReadTags: 'Read tags',
  ReadAttachments: 'Read attachments',
}

/** `ExpressionPurpose` (service-config-v1) */
export const ExpressionPurpose = {
  Calculation: 0,
  VisibleWhen: 1,
  RequiredWhen: 2,
  EditableWhen: 3,
  ValidationRule: 4,
  Statement: 5,
  PresentationRule: 6,
} as const
export type ExpressionPurpose = (typeof ExpressionPurpose)[keyof typeof ExpressionPurpose]
export const ExpressionPurposeLabels: Readonly<Record<ExpressionPurpose, string>> = {
  0: 'Calculation',
  1: 'Visible when',
  2: 'Required when',
  3: 'Editable when',
  4: 'Validation rule',
  5: 'Statement',
  6: 'Presentation rule',
}

/** `FieldSchemaChange` (service-config-v1) */
export const FieldSchemaChange = {
  Update: 0,
  Delete: 1,
} as const
export type FieldSchemaChange = (typeof FieldSchemaChange)[keyof typeof FieldSchemaChange]
export const FieldSchemaChangeLabels: Readonly<Record<FieldSchemaChange, string>> = {
  0: 'Update',
  1: 'Delete',
}

/** `FieldSystemRole` (service-config-v1) */
export const FieldSystemRole = {
  None: 0,
  Number: 1,
  DisplayName: 2,
  Subject: 3,
  Description: 4,
  Owner: 5,
  Status: 6,
} as const
export type FieldSystemRole = (typeof FieldSystemRole)[keyof typeof FieldSystemRole]
export const FieldSystemRoleLabels: Readonly<Record<FieldSystemRole, string>> = {
  0: 'None',
  1: 'Number',
  2: 'Display name',
  3: 'Subject',
  4: 'Description',
  5: 'Owner',
  6: 'Status',
}

/** `FieldType` (service-config-v1) */
export const FieldType = {
  Text: 0,
  LongText: 1,
  Integer: 2,
  Decimal: 3,
  Money: 4,
  Boolean: 5,
  Date: 6,
  DateTime: 7,
  Time: 8,
  Select: 9,
  Reference: 10,
  Table: 11,
  Email: 12,
  Phone: 13,
  Url: 14,
  Address: 15,
  Classifier: 16,
  Markdown: 17,
} as const
export type FieldType = (typeof FieldType)[keyof typeof FieldType]
export const FieldTypeLabels: Readonly<Record<FieldType, string>> = {
  0: 'Text',
  1: 'Long text',
  2: 'Integer',
  3: 'Decimal',
  4: 'Money',
  5: 'Boolean',
  6: 'Date',
  7: 'Date time',
  8: 'Time',
  9: 'Select',
  10: 'Reference',
  11: 'Table',
  12: 'Email',
  13: 'Phone',
  14: 'Url',
  15: 'Address',
  16: 'Classifier',
  17: 'Markdown',
}

/** `FileUploadStatus` (service-public-v1) */
export const FileUploadStatus = {
  Open: 0,
  Completed: 1,
  Aborted: 2,
  Expired: 3,
} as const
export type FileUploadStatus = (typeof FileUploadStatus)[keyof typeof FileUploadStatus]
export const FileUploadStatusLabels: Readonly<Record<FileUploadStatus, string>> = {
  0: 'Open',
  1: 'Completed',
  2: 'Aborted',
  3: 'Expired',
}

/** `FolderStrategy` (service-config-v1) */
export const FolderStrategy = {
  Flat: 0,
  ByDate: 1,
  ByEntity: 2,
  ByUser: 3,
  ByModule: 4,
  Constant: 5,
} as const
export type FolderStrategy = (typeof FolderStrategy)[keyof typeof FolderStrategy]
export const FolderStrategyLabels: Readonly<Record<FolderStrategy, string>> = {
  0: 'Flat',
  1: 'By date',
  2: 'By entity',
  3: 'By user',
  4: 'By module',
  5: 'Constant',
}

/** `FunctionAuditAction` (service-config-v1) */
export const FunctionAuditAction = {
  RunCancelled: 'RunCancelled',
  JobCancelled: 'JobCancelled',
  JobCancellationRequested: 'JobCancellationRequested',
  RetentionSettingsChanged: 'RetentionSettingsChanged',
  RunHistoryPurged: 'RunHistoryPurged',
  ScheduleChanged: 'ScheduleChanged',
  ScheduleCreated: 'ScheduleCreated',
  ScheduleDeleted: 'ScheduleDeleted',
  RunRerun: 'RunRerun',
  JobRetried: 'JobRetried',
  ScheduleRunNow: 'ScheduleRunNow',
  FunctionRunNow: 'FunctionRunNow',
  SecretCreated: 'SecretCreated',
  SecretChanged: 'SecretChanged',
  SecretRotated: 'SecretRotated',
  SecretDeleted: 'SecretDeleted',
  ActionCreated: 'ActionCreated',
  ActionChanged: 'ActionChanged',
  ActionDeleted: 'ActionDeleted',
  FunctionChanged: 'FunctionChanged',
  FunctionEnabled: 'FunctionEnabled',
  FunctionDisabled: 'FunctionDisabled',
  FunctionVersionActivated: 'FunctionVersionActivated',
  PublicationCreated: 'PublicationCreated',
  PublicationChanged: 'PublicationChanged',
  PublicationDeleted: 'PublicationDeleted',
  HttpEndpointCreated: 'HttpEndpointCreated',
  HttpEndpointChanged: 'HttpEndpointChanged',
  HttpEndpointDeleted: 'HttpEndpointDeleted',
  TriggerBindingCreated: 'TriggerBindingCreated',
  TriggerBindingChanged: 'TriggerBindingChanged',
  TriggerBindingDeleted: 'TriggerBindingDeleted',
} as const
export type FunctionAuditAction = (typeof FunctionAuditAction)[keyof typeof FunctionAuditAction]
export const FunctionAuditActionLabels: Readonly<Record<FunctionAuditAction, string>> = {
  RunCancelled: 'Run cancelled',
  JobCancelled: 'Job cancelled',
  JobCancellationRequested: 'Job cancellation requested',
  RetentionSettingsChanged: 'Retention settings changed',
  RunHistoryPurged: 'Run history purged',
  ScheduleChanged: 'Schedule changed',
  ScheduleCreated: 'Schedule created',
  ScheduleDeleted: 'Schedule deleted',
  RunRerun: 'Run rerun',
  JobRetried: 'Job retried',
  ScheduleRunNow: 'Schedule run now',
  FunctionRunNow: 'Function run now',
  SecretCreated: 'Secret created',
  SecretChanged: 'Secret changed',
  SecretRotated: 'Secret rotated',
  SecretDeleted: 'Secret deleted',
  ActionCreated: 'Action created',
  ActionChanged: 'Action changed',
  ActionDeleted: 'Action deleted',
  FunctionChanged: 'Function changed',
  FunctionEnabled: 'Function enabled',
  FunctionDisabled: 'Function disabled',
  FunctionVersionActivated: 'Function version activated',
  PublicationCreated: 'Publication created',
  PublicationChanged: 'Publication changed',
  PublicationDeleted: 'Publication deleted',
  HttpEndpointCreated: 'Http endpoint created',
  HttpEndpointChanged: 'Http endpoint changed',
  HttpEndpointDeleted: 'Http endpoint deleted',
  TriggerBindingCreated: 'Trigger binding created',
  TriggerBindingChanged: 'Trigger binding changed',
  TriggerBindingDeleted: 'Trigger binding deleted',
}

/** `FunctionDeduplicationMode` (service-config-v1) */
export const FunctionDeduplicationMode = {
  None: 0,
  CallerKey: 1,
  ArgumentMembers: 2,
} as const
export type FunctionDeduplicationMode = (typeof FunctionDeduplicationMode)[keyof typeof FunctionDeduplicationMode]
export const FunctionDeduplicationModeLabels: Readonly<Record<FunctionDeduplicationMode, string>> = {
  0: 'None',
  1: 'Caller key',
  2: 'Argument members',
}

/** `FunctionExecutionSource` (service-config-v1) */
export const FunctionExecutionSource = {
  Command: 0,
  Action: 1,
  Trigger: 2,
  Schedule: 3,
  HttpEndpoint: 4,
} as const
export type FunctionExecutionSource = (typeof FunctionExecutionSource)[keyof typeof FunctionExecutionSource]
export const FunctionExecutionSourceLabels: Readonly<Record<FunctionExecutionSource, string>> = {
  0: 'Command',
  1: 'Action',
  2: 'Trigger',
  3: 'Schedule',
  4: 'Http endpoint',
}

/** `FunctionHttpAuthenticationMode` (service-config-v1) */
export const FunctionHttpAuthenticationMode = {
  Optional: 0,
  Required: 1,
} as const
export type FunctionHttpAuthenticationMode = (typeof FunctionHttpAuthenticationMode)[keyof typeof FunctionHttpAuthenticationMode]
export const FunctionHttpAuthenticationModeLabels: Readonly<Record<FunctionHttpAuthenticationMode, string>> = {
  0: 'Optional',
  1: 'Required',
}

/** `FunctionHttpMethod` (service-config-v1) */
export const FunctionHttpMethod = {
  GET: 'GET',
  POST: 'POST',
  PUT: 'PUT',
  PATCH: 'PATCH',
  DELETE: 'DELETE',
} as const
export type FunctionHttpMethod = (typeof FunctionHttpMethod)[keyof typeof FunctionHttpMethod]
export const FunctionHttpMethodLabels: Readonly<Record<FunctionHttpMethod, string>> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
}

/** `FunctionJobSortField` (service-config-v1) */
export const FunctionJobSortField = {
  CreatedAt: 0,
  NextAttemptAt: 1,
  AttemptCount: 2,
  Status: 3,
} as const
export type FunctionJobSortField = (typeof FunctionJobSortField)[keyof typeof FunctionJobSortField]
export const FunctionJobSortFieldLabels: Readonly<Record<FunctionJobSortField, string>> = {
  0: 'Created at',
  1: 'Next attempt at',
  2: 'Attempt count',
  3: 'Status',
}

/** `FunctionJobStatus` (service-config-v1) */
export const FunctionJobStatus = {
  Queued: 0,
  Leased: 1,
  Completed: 2,
  Failed: 3,
  Cancelled: 4,
} as const
export type FunctionJobStatus = (typeof FunctionJobStatus)[keyof typeof FunctionJobStatus]
export const FunctionJobStatusLabels: Readonly<Record<FunctionJobStatus, string>> = {
  0: 'Queued',
  1: 'Leased',
  2: 'Completed',
  3: 'Failed',
  4: 'Cancelled',
}

/** `FunctionPublicationKind` (service-config-v1) */
export const FunctionPublicationKind = {
  Command: 0,
  Enqueue: 1,
  Both: 2,
} as const
export type FunctionPublicationKind = (typeof FunctionPublicationKind)[keyof typeof FunctionPublicationKind]
export const FunctionPublicationKindLabels: Readonly<Record<FunctionPublicationKind, string>> = {
  0: 'Command',
  1: 'Enqueue',
  2: 'Both',
}

/** `FunctionRecordOutcomeStatus` (service-public-v1) */
export const FunctionRecordOutcomeStatus = {
  Pending: 'Pending',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
  Skipped: 'Skipped',
  NotReported: 'NotReported',
} as const
export type FunctionRecordOutcomeStatus = (typeof FunctionRecordOutcomeStatus)[keyof typeof FunctionRecordOutcomeStatus]
export const FunctionRecordOutcomeStatusLabels: Readonly<Record<FunctionRecordOutcomeStatus, string>> = {
  Pending: 'Pending',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
  Skipped: 'Skipped',
  NotReported: 'Not reported',
}

/** `FunctionRecordSkipReason` (service-public-v1) */
export const FunctionRecordSkipReason = {
  ConditionFalse: 'ConditionFalse',
  NotFound: 'NotFound',
} as const
export type FunctionRecordSkipReason = (typeof FunctionRecordSkipReason)[keyof typeof FunctionRecordSkipReason]
export const FunctionRecordSkipReasonLabels: Readonly<Record<FunctionRecordSkipReason, string>> = {
  ConditionFalse: 'Condition false',
  NotFound: 'Not found',
}

/** `FunctionRunFilterOptionKind` (service-config-v1) */
export const FunctionRunFilterOptionKind = {
  Actor: 'Actor',
  OriginalUser: 'OriginalUser',
  EntityDefinition: 'EntityDefinition',
  SurfaceAction: 'SurfaceAction',
  EntityInstance: 'EntityInstance',
  Publication: 'Publication',
  HttpEndpoint: 'HttpEndpoint',
} as const
export type FunctionRunFilterOptionKind = (typeof FunctionRunFilterOptionKind)[keyof typeof FunctionRunFilterOptionKind]
export const FunctionRunFilterOptionKindLabels: Readonly<Record<FunctionRunFilterOptionKind, string>> = {
  Actor: 'Actor',
  OriginalUser: 'Original user',
  EntityDefinition: 'Entity definition',
  SurfaceAction: 'Surface action',
  EntityInstance: 'Entity instance',
  Publication: 'Publication',
  HttpEndpoint: 'Http endpoint',
}

/** `FunctionRunSortField` (service-config-v1) */
export const FunctionRunSortField = {
  StartedAt: 0,
  CompletedAt: 1,
  DurationMs: 2,
  FunctionDisplayName: 3,
  Status: 4,
} as const
export type FunctionRunSortField = (typeof FunctionRunSortField)[keyof typeof FunctionRunSortField]
export const FunctionRunSortFieldLabels: Readonly<Record<FunctionRunSortField, string>> = {
  0: 'Started at',
  1: 'Completed at',
  2: 'Duration ms',
  3: 'Function display name',
  4: 'Status',
}

/** `FunctionRunStatus` (service-config-v1) */
export const FunctionRunStatus = {
  Success: 0,
  ValidationFailure: 1,
  PermissionFailure: 2,
  Timeout: 3,
  RuntimeException: 4,
  Cancelled: 5,
  Running: 6,
  Skipped: 7,
  StoppedByWorkerRestart: 8,
} as const
export type FunctionRunStatus = (typeof FunctionRunStatus)[keyof typeof FunctionRunStatus]
export const FunctionRunStatusLabels: Readonly<Record<FunctionRunStatus, string>> = {
  0: 'Success',
  1: 'Validation failure',
  2: 'Permission failure',
  3: 'Timeout',
  4: 'Runtime exception',
  5: 'Cancelled',
  6: 'Running',
  7: 'Skipped',
  8: 'Stopped by worker restart',
}

/** `GrantSubjectType` (service-config-v1) */
export const GrantSubjectType = {
  Role: 0,
  User: 1,
} as const
export type GrantSubjectType = (typeof GrantSubjectType)[keyof typeof GrantSubjectType]
export const GrantSubjectTypeLabels: Readonly<Record<GrantSubjectType, string>> = {
  0: 'Role',
  1: 'User',
}

/** `HostSurface` (service-public-v1) */
export const HostSurface = {
  Details: 0,
  Drawer: 1,
  Card: 2,
  Table: 3,
  Form: 4,
  ListPage: 5,
} as const
export type HostSurface = (typeof HostSurface)[keyof typeof HostSurface]
export const HostSurfaceLabels: Readonly<Record<HostSurface, string>> = {
  0: 'Details',
  1: 'Drawer',
  2: 'Card',
  3: 'Table',
  4: 'Form',
  5: 'List page',
}

/** `InstanceArchiveState` (service-config-v1) */
export const InstanceArchiveState = {
  Active: 0,
  Archived: 1,
  All: 2,
} as const
export type InstanceArchiveState = (typeof InstanceArchiveState)[keyof typeof InstanceArchiveState]
export const InstanceArchiveStateLabels: Readonly<Record<InstanceArchiveState, string>> = {
  0: 'Active',
  1: 'Archived',
  2: 'All',
}

/** `IssueSeverity` (service-config-v1) */
export const IssueSeverity = {
  Error: 0,
  Warning: 1,
  Information: 2,
} as const
export type IssueSeverity = (typeof IssueSeverity)[keyof typeof IssueSeverity]
export const IssueSeverityLabels: Readonly<Record<IssueSeverity, string>> = {
  0: 'Error',
  1: 'Warning',
  2: 'Information',
}

/** `IssueType` (service-config-v1) */
export const IssueType = {
  Validation: 0,
  Business: 1,
  Technical: 2,
} as const
export type IssueType = (typeof IssueType)[keyof typeof IssueType]
export const IssueTypeLabels: Readonly<Record<IssueType, string>> = {
  0: 'Validation',
  1: 'Business',
  2: 'Technical',
}

/** `LayoutItemKind` (service-public-v1) */
export const LayoutItemKind = {
  Block: 0,
  Group: 1,
} as const
export type LayoutItemKind = (typeof LayoutItemKind)[keyof typeof LayoutItemKind]
export const LayoutItemKindLabels: Readonly<Record<LayoutItemKind, string>> = {
  0: 'Block',
  1: 'Group',
}

/** `LedgerOperation` (service-public-v1) */
export const LedgerOperation = {
  Issue: 0,
  Consume: 1,
  Release: 2,
  Adjust: 3,
  Reverse: 4,
  Expire: 5,
  Transfer: 6,
  Reset: 7,
  Correction: 8,
} as const
export type LedgerOperation = (typeof LedgerOperation)[keyof typeof LedgerOperation]
export const LedgerOperationLabels: Readonly<Record<LedgerOperation, string>> = {
  0: 'Issue',
  1: 'Consume',
  2: 'Release',
  3: 'Adjust',
  4: 'Reverse',
  5: 'Expire',
  6: 'Transfer',
  7: 'Reset',
  8: 'Correction',
}

/** `LimitFamily` (service-config-v1) */
export const LimitFamily = {
  Quantity: 0,
  Consumption: 1,
  Seats: 2,
  Monetary: 3,
} as const
export type LimitFamily = (typeof LimitFamily)[keyof typeof LimitFamily]
export const LimitFamilyLabels: Readonly<Record<LimitFamily, string>> = {
  0: 'Quantity',
  1: 'Consumption',
  2: 'Seats',
  3: 'Monetary',
}

/** `LinkDirection` (service-config-v1) */
export const LinkDirection = {
  Outgoing: 0,
  Incoming: 1,
} as const
export type LinkDirection = (typeof LinkDirection)[keyof typeof LinkDirection]
export const LinkDirectionLabels: Readonly<Record<LinkDirection, string>> = {
  0: 'Outgoing',
  1: 'Incoming',
}

/** `LinkType` (service-config-v1) */
export const LinkType = {
  Related: 0,
  ParentChild: 1,
} as const
export type LinkType = (typeof LinkType)[keyof typeof LinkType]
export const LinkTypeLabels: Readonly<Record<LinkType, string>> = {
  0: 'Related',
  1: 'Parent child',
}

/** `LookupTableSelectorMode` (service-config-v1) */
export const LookupTableSelectorMode = {
  Default: 0,
  Specific: 1,
} as const
export type LookupTableSelectorMode = (typeof LookupTableSelectorMode)[keyof typeof LookupTableSelectorMode]
export const LookupTableSelectorModeLabels: Readonly<Record<LookupTableSelectorMode, string>> = {
  0: 'Default',
  1: 'Specific',
}

/** `MutationEffectKind` (service-config-v1) */
export const MutationEffectKind = {
  SetValue: 'SetValue',
  StampUser: 'StampUser',
  StampTime: 'StampTime',
  EnqueueFunction: 'EnqueueFunction',
  RecalculateRollup: 'RecalculateRollup',
} as const
export type MutationEffectKind = (typeof MutationEffectKind)[keyof typeof MutationEffectKind]
export const MutationEffectKindLabels: Readonly<Record<MutationEffectKind, string>> = {
  SetValue: 'Set value',
  StampUser: 'Stamp user',
  StampTime: 'Stamp time',
  EnqueueFunction: 'Enqueue function',
  RecalculateRollup: 'Recalculate rollup',
}

/** `MutationEffectTrigger` (service-config-v1) */
export const MutationEffectTrigger = {
  Create: 'Create',
  Patch: 'Patch',
  Archive: 'Archive',
  Restore: 'Restore',
} as const
export type MutationEffectTrigger = (typeof MutationEffectTrigger)[keyof typeof MutationEffectTrigger]
export const MutationEffectTriggerLabels: Readonly<Record<MutationEffectTrigger, string>> = {
  Create: 'Create',
  Patch: 'Patch',
  Archive: 'Archive',
  Restore: 'Restore',
}

/** `OnboardingStatus` (service-config-v1) */
export const OnboardingStatus = {
  NotStarted: 0,
  InProgress: 1,
  Completed: 2,
} as const
export type OnboardingStatus = (typeof OnboardingStatus)[keyof typeof OnboardingStatus]
export const OnboardingStatusLabels: Readonly<Record<OnboardingStatus, string>> = {
  0: 'Not started',
  1: 'In progress',
  2: 'Completed',
}

/** `PickerInputType` (service-config-v1) */
export const PickerInputType = {
  Autocomplete: 0,
  LookupTable: 1,
} as const
export type PickerInputType = (typeof PickerInputType)[keyof typeof PickerInputType]
export const PickerInputTypeLabels: Readonly<Record<PickerInputType, string>> = {
  0: 'Autocomplete',
  1: 'Lookup table',
}

/** `PlanPeriodUnit` (service-config-v1) */
export const PlanPeriodUnit = {
  None: 0,
  Day: 1,
  Week: 2,
  Month: 3,
  Year: 4,
} as const
export type PlanPeriodUnit = (typeof PlanPeriodUnit)[keyof typeof PlanPeriodUnit]
export const PlanPeriodUnitLabels: Readonly<Record<PlanPeriodUnit, string>> = {
  0: 'None',
  1: 'Day',
  2: 'Week',
  3: 'Month',
  4: 'Year',
}

/** `ProcessContentPolicy` (service-config-v1) */
export const ProcessContentPolicy = {
  Inherit: 0,
  Allowed: 1,
  Denied: 2,
} as const
export type ProcessContentPolicy = (typeof ProcessContentPolicy)[keyof typeof ProcessContentPolicy]
export const ProcessContentPolicyLabels: Readonly<Record<ProcessContentPolicy, string>> = {
  0: 'Inherit',
  1: 'Allowed',
  2: 'Denied',
}

/** `RecordMatchingActionMode` (service-config-v1) */
export const RecordMatchingActionMode = {
  ReportOnly: 0,
  WarnOnCreate: 1,
  BlockOnCreate: 2,
} as const
export type RecordMatchingActionMode = (typeof RecordMatchingActionMode)[keyof typeof RecordMatchingActionMode]
export const RecordMatchingActionModeLabels: Readonly<Record<RecordMatchingActionMode, string>> = {
  0: 'Report only',
  1: 'Warn on create',
  2: 'Block on create',
}

/** `RecordMatchingComparisonMode` (service-config-v1) */
export const RecordMatchingComparisonMode = {
  Exact: 0,
  FirstCharacters: 1,
  LastCharacters: 2,
  Fuzzy: 3,
} as const
export type RecordMatchingComparisonMode = (typeof RecordMatchingComparisonMode)[keyof typeof RecordMatchingComparisonMode]
export const RecordMatchingComparisonModeLabels: Readonly<Record<RecordMatchingComparisonMode, string>> = {
  0: 'Exact',
  1: 'First characters',
  2: 'Last characters',
  3: 'Fuzzy',
}

/** `RecordMatchingConfidenceBand` (service-config-v1) */
export const RecordMatchingConfidenceBand = {
  Low: 0,
  Medium: 1,
  High: 2,
} as const
export type RecordMatchingConfidenceBand = (typeof RecordMatchingConfidenceBand)[keyof typeof RecordMatchingConfidenceBand]
export const RecordMatchingConfidenceBandLabels: Readonly<Record<RecordMatchingConfidenceBand, string>> = {
  0: 'Low',
  1: 'Medium',
  2: 'High',
}

/** `RecordMatchingDecision` (service-public-v1) */
export const RecordMatchingDecision = {
  NotDuplicate: 0,
  Duplicate: 1,
} as const
export type RecordMatchingDecision = (typeof RecordMatchingDecision)[keyof typeof RecordMatchingDecision]
export const RecordMatchingDecisionLabels: Readonly<Record<RecordMatchingDecision, string>> = {
  0: 'Not duplicate',
  1: 'Duplicate',
}

/** `RecordMatchingDiacriticMode` (service-config-v1) */
export const RecordMatchingDiacriticMode = {
  Keep: 0,
  Strip: 1,
} as const
export type RecordMatchingDiacriticMode = (typeof RecordMatchingDiacriticMode)[keyof typeof RecordMatchingDiacriticMode]
export const RecordMatchingDiacriticModeLabels: Readonly<Record<RecordMatchingDiacriticMode, string>> = {
  0: 'Keep',
  1: 'Strip',
}

/** `RecordMatchingDiagnostic` (service-config-v1) */
export const RecordMatchingDiagnostic = {
  ExactMatch: 'ExactMatch',
  Different: 'Different',
  AboveThreshold: 'AboveThreshold',
  BelowThreshold: 'BelowThreshold',
  Blank: 'Blank',
} as const
export type RecordMatchingDiagnostic = (typeof RecordMatchingDiagnostic)[keyof typeof RecordMatchingDiagnostic]
export const RecordMatchingDiagnosticLabels: Readonly<Record<RecordMatchingDiagnostic, string>> = {
  ExactMatch: 'Exact match',
  Different: 'Different',
  AboveThreshold: 'Above threshold',
  BelowThreshold: 'Below threshold',
  Blank: 'Blank',
}

/** `RecordMatchingFullScanPhase` (service-public-v1) */
export const RecordMatchingFullScanPhase = {
  Waiting: 0,
  Comparing: 1,
  Completed: 2,
} as const
export type RecordMatchingFullScanPhase = (typeof RecordMatchingFullScanPhase)[keyof typeof RecordMatchingFullScanPhase]
export const RecordMatchingFullScanPhaseLabels: Readonly<Record<RecordMatchingFullScanPhase, string>> = {
  0: 'Waiting',
  1: 'Comparing',
  2: 'Completed',
}

/** `RecordMatchingFullScanStatus` (service-public-v1) */
export const RecordMatchingFullScanStatus = {
  Queued: 0,
  Running: 1,
  Succeeded: 2,
  Failed: 3,
  Cancelled: 4,
} as const
export type RecordMatchingFullScanStatus = (typeof RecordMatchingFullScanStatus)[keyof typeof RecordMatchingFullScanStatus]
export const RecordMatchingFullScanStatusLabels: Readonly<Record<RecordMatchingFullScanStatus, string>> = {
  0: 'Queued',
  1: 'Running',
  2: 'Succeeded',
  3: 'Failed',
  4: 'Cancelled',
}

/** `RecordMatchingFuzzyAlgorithm` (service-config-v1) */
export const RecordMatchingFuzzyAlgorithm = {
  Levenshtein: 0,
  DamerauLevenshtein: 1,
  JaroWinkler: 2,
  TokenSet: 3,
} as const
export type RecordMatchingFuzzyAlgorithm = (typeof RecordMatchingFuzzyAlgorithm)[keyof typeof RecordMatchingFuzzyAlgorithm]
export const RecordMatchingFuzzyAlgorithmLabels: Readonly<Record<RecordMatchingFuzzyAlgorithm, string>> = {
  0: 'Levenshtein',
  1: 'Damerau levenshtein',
  2: 'Jaro winkler',
  3: 'Token set',
}

/** `RecordMatchingGroupKind` (service-public-v1) */
export const RecordMatchingGroupKind = {
  Pair: 0,
  Cluster: 1,
} as const
export type RecordMatchingGroupKind = (typeof RecordMatchingGroupKind)[keyof typeof RecordMatchingGroupKind]
export const RecordMatchingGroupKindLabels: Readonly<Record<RecordMatchingGroupKind, string>> = {
  0: 'Pair',
  1: 'Cluster',
}

/** `RecordMatchingTargetKind` (service-config-v1) */
export const RecordMatchingTargetKind = {
  SameDefinition: 0,
  WithinReference: 1,
} as const
export type RecordMatchingTargetKind = (typeof RecordMatchingTargetKind)[keyof typeof RecordMatchingTargetKind]
export const RecordMatchingTargetKindLabels: Readonly<Record<RecordMatchingTargetKind, string>> = {
  0: 'Same definition',
  1: 'Within reference',
}

/** `RecordMatchingTokenOrderMode` (service-config-v1) */
export const RecordMatchingTokenOrderMode = {
  AsWritten: 0,
  Sorted: 1,
} as const
export type RecordMatchingTokenOrderMode = (typeof RecordMatchingTokenOrderMode)[keyof typeof RecordMatchingTokenOrderMode]
export const RecordMatchingTokenOrderModeLabels: Readonly<Record<RecordMatchingTokenOrderMode, string>> = {
  0: 'As written',
  1: 'Sorted',
}

/** `ReferenceArchiveBehavior` (service-config-v1) */
export const ReferenceArchiveBehavior = {
  None: 0,
  Cascade: 1,
} as const
export type ReferenceArchiveBehavior = (typeof ReferenceArchiveBehavior)[keyof typeof ReferenceArchiveBehavior]
export const ReferenceArchiveBehaviorLabels: Readonly<Record<ReferenceArchiveBehavior, string>> = {
  0: 'None',
  1: 'Cascade',
}

/** `ReferenceAuditRollupBehavior` (service-config-v1) */
export const ReferenceAuditRollupBehavior = {
  None: 0,
  RollUp: 1,
} as const
export type ReferenceAuditRollupBehavior = (typeof ReferenceAuditRollupBehavior)[keyof typeof ReferenceAuditRollupBehavior]
export const ReferenceAuditRollupBehaviorLabels: Readonly<Record<ReferenceAuditRollupBehavior, string>> = {
  0: 'None',
  1: 'Roll up',
}

/** `ReferenceDeleteBehavior` (service-config-v1) */
export const ReferenceDeleteBehavior = {
  Restrict: 0,
  SetNull: 1,
  Cascade: 2,
} as const
export type ReferenceDeleteBehavior = (typeof ReferenceDeleteBehavior)[keyof typeof ReferenceDeleteBehavior]
export const ReferenceDeleteBehaviorLabels: Readonly<Record<ReferenceDeleteBehavior, string>> = {
  0: 'Restrict',
  1: 'Set null',
  2: 'Cascade',
}

/** `RenewalMode` (service-config-v1) */
export const RenewalMode = {
  Manual: 0,
  Automatic: 1,
  External: 2,
} as const
export type RenewalMode = (typeof RenewalMode)[keyof typeof RenewalMode]
export const RenewalModeLabels: Readonly<Record<RenewalMode, string>> = {
  0: 'Manual',
  1: 'Automatic',
  2: 'External',
}

/** `RenewalOperationStatus` (service-public-v1) */
export const RenewalOperationStatus = {
  Pending: 0,
  Succeeded: 1,
  Failed: 2,
  Skipped: 3,
} as const
export type RenewalOperationStatus = (typeof RenewalOperationStatus)[keyof typeof RenewalOperationStatus]
export const RenewalOperationStatusLabels: Readonly<Record<RenewalOperationStatus, string>> = {
  0: 'Pending',
  1: 'Succeeded',
  2: 'Failed',
  3: 'Skipped',
}

/** `RenewalTrigger` (service-public-v1) */
export const RenewalTrigger = {
  Manual: 0,
  Scheduled: 1,
  External: 2,
} as const
export type RenewalTrigger = (typeof RenewalTrigger)[keyof typeof RenewalTrigger]
export const RenewalTriggerLabels: Readonly<Record<RenewalTrigger, string>> = {
  0: 'Manual',
  1: 'Scheduled',
  2: 'External',
}

/** `RepeatPolicy` (service-config-v1) */
export const RepeatPolicy = {
  Never: 0,
  AfterClose: 1,
  Always: 2,
} as const
export type RepeatPolicy = (typeof RepeatPolicy)[keyof typeof RepeatPolicy]
export const RepeatPolicyLabels: Readonly<Record<RepeatPolicy, string>> = {
  0: 'Never',
  1: 'After close',
  2: 'Always',
}

/** `ResourceScopeMode` (service-config-v1) */
export const ResourceScopeMode = {
  AllResources: 0,
  SelectedResources: 1,
  ReachableFromOwner: 2,
} as const
export type ResourceScopeMode = (typeof ResourceScopeMode)[keyof typeof ResourceScopeMode]
export const ResourceScopeModeLabels: Readonly<Record<ResourceScopeMode, string>> = {
  0: 'All resources',
  1: 'Selected resources',
  2: 'Reachable from owner',
}

/** `ResponsibilityCardinality` (service-config-v1) */
export const ResponsibilityCardinality = {
  Single: 0,
  Multiple: 1,
} as const
export type ResponsibilityCardinality = (typeof ResponsibilityCardinality)[keyof typeof ResponsibilityCardinality]
export const ResponsibilityCardinalityLabels: Readonly<Record<ResponsibilityCardinality, string>> = {
  0: 'Single',
  1: 'Multiple',
}

/** `ResponsibilityGroupSortField` (service-config-v1) */
export const ResponsibilityGroupSortField = {
  Key: 'Key',
  Name: 'Name',
  MemberCount: 'MemberCount',
  CreatedAt: 'CreatedAt',
  ModifiedAt: 'ModifiedAt',
} as const
export type ResponsibilityGroupSortField = (typeof ResponsibilityGroupSortField)[keyof typeof ResponsibilityGroupSortField]
export const ResponsibilityGroupSortFieldLabels: Readonly<Record<ResponsibilityGroupSortField, string>> = {
  Key: 'Key',
  Name: 'Name',
  MemberCount: 'Member count',
  CreatedAt: 'Created at',
  ModifiedAt: 'Modified at',
}

/** `ResponsibilityKind` (service-public-v1) */
export const ResponsibilityKind = {
  Item: 0,
} as const
export type ResponsibilityKind = (typeof ResponsibilityKind)[keyof typeof ResponsibilityKind]
export const ResponsibilityKindLabels: Readonly<Record<ResponsibilityKind, string>> = {
  0: 'Item',
}

/** `ResponsibilitySubjectMode` (service-config-v1) */
export const ResponsibilitySubjectMode = {
  Users: 0,
  Groups: 1,
  UsersAndGroups: 2,
} as const
export type ResponsibilitySubjectMode = (typeof ResponsibilitySubjectMode)[keyof typeof ResponsibilitySubjectMode]
export const ResponsibilitySubjectModeLabels: Readonly<Record<ResponsibilitySubjectMode, string>> = {
  0: 'Users',
  1: 'Groups',
  2: 'Users and groups',
}

/** `ResponsibilitySubjectType` (service-config-v1) */
export const ResponsibilitySubjectType = {
  User: 0,
  ResponsibilityGroup: 1,
} as const
export type ResponsibilitySubjectType = (typeof ResponsibilitySubjectType)[keyof typeof ResponsibilitySubjectType]
export const ResponsibilitySubjectTypeLabels: Readonly<Record<ResponsibilitySubjectType, string>> = {
  0: 'User',
  1: 'Responsibility group',
}

/** `RoleSortField` (service-config-v1) */
export const RoleSortField = {
  Name: 'Name',
  UserCount: 'UserCount',
  CreatedAt: 'CreatedAt',
  ModifiedAt: 'ModifiedAt',
} as const
export type RoleSortField = (typeof RoleSortField)[keyof typeof RoleSortField]
export const RoleSortFieldLabels: Readonly<Record<RoleSortField, string>> = {
  Name: 'Name',
  UserCount: 'User count',
  CreatedAt: 'Created at',
  ModifiedAt: 'Modified at',
}

/** `RollupAggregate` (service-config-v1) */
export const RollupAggregate = {
  Count: 'Count',
  Sum: 'Sum',
  Min: 'Min',
  Max: 'Max',
} as const
export type RollupAggregate = (typeof RollupAggregate)[keyof typeof RollupAggregate]
export const RollupAggregateLabels: Readonly<Record<RollupAggregate, string>> = {
  Count: 'Count',
  Sum: 'Sum',
  Min: 'Min',
  Max: 'Max',
}

/** `RunRetentionMode` (product-ui-v1) */
export const RunRetentionMode = {
  Forever: 0,
  Days: 1,
} as const
export type RunRetentionMode = (typeof RunRetentionMode)[keyof typeof RunRetentionMode]
export const RunRetentionModeLabels: Readonly<Record<RunRetentionMode, string>> = {
  0: 'Forever',
  1: 'Days',
}

/** `SchemaChangeDependentKind` (service-config-v1) */
export const SchemaChangeDependentKind = {
  Constraint: 0,
  Index: 1,
  Reference: 2,
  PairedField: 3,
  Expression: 4,
  ChildTable: 5,
  Field: 6,
} as const
export type SchemaChangeDependentKind = (typeof SchemaChangeDependentKind)[keyof typeof SchemaChangeDependentKind]
export const SchemaChangeDependentKindLabels: Readonly<Record<SchemaChangeDependentKind, string>> = {
  0: 'Constraint',
  1: 'Index',
  2: 'Reference',
  3: 'Paired field',
  4: 'Expression',
  5: 'Child table',
  6: 'Field',
}

/** `SchemaChangeKind` (service-config-v1) */
export const SchemaChangeKind = {
  DropField: 0,
  ShortenText: 1,
  LowerPrecision: 2,
  LowerScale: 3,
  RemoveOptions: 4,
  DisallowMultiple: 5,
  DisableOperations: 6,
  MakeReadOnly: 7,
  DropChildTable: 8,
  ChangeReferenceTarget: 9,
  ChangeClassifierCatalog: 10,
  DropDefinition: 11,
} as const
export type SchemaChangeKind = (typeof SchemaChangeKind)[keyof typeof SchemaChangeKind]
export const SchemaChangeKindLabels: Readonly<Record<SchemaChangeKind, string>> = {
  0: 'Drop field',
  1: 'Shorten text',
  2: 'Lower precision',
  3: 'Lower scale',
  4: 'Remove options',
  5: 'Disallow multiple',
  6: 'Disable operations',
  7: 'Make read only',
  8: 'Drop child table',
  9: 'Change reference target',
  10: 'Change classifier catalog',
  11: 'Drop definition',
}

/** `SchemaSource` (service-config-v1) */
export const SchemaSource = {
  Administrator: 0,
  Package: 1,
} as const
export type SchemaSource = (typeof SchemaSource)[keyof typeof SchemaSource]
export const SchemaSourceLabels: Readonly<Record<SchemaSource, string>> = {
  0: 'Administrator',
  1: 'Package',
}

/** `SemanticRole` (service-config-v1) */
export const SemanticRole = {
  None: 0,
  Title: 1,
  Subtitle: 2,
  ScopedIdentifier: 3,
} as const
export type SemanticRole = (typeof SemanticRole)[keyof typeof SemanticRole]
export const SemanticRoleLabels: Readonly<Record<SemanticRole, string>> = {
  0: 'None',
  1: 'Title',
  2: 'Subtitle',
  3: 'Scoped identifier',
}

/** `SignalSeverity` (service-config-v1) */
export const SignalSeverity = {
  Information: 0,
  Warning: 1,
  Critical: 2,
} as const
export type SignalSeverity = (typeof SignalSeverity)[keyof typeof SignalSeverity]
export const SignalSeverityLabels: Readonly<Record<SignalSeverity, string>> = {
  0: 'Information',
  1: 'Warning',
  2: 'Critical',
}

/** `SortDirection` (service-config-v1) */
export const SortDirection = {
  Ascending: 0,
  Descending: 1,
} as const
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection]
export const SortDirectionLabels: Readonly<Record<SortDirection, string>> = {
  0: 'Ascending',
  1: 'Descending',
}

/** `StandardBlock` (service-public-v1) */
export const StandardBlock = {
  Fields: 0,
  Comments: 1,
  Attachments: 2,
  Tags: 3,
  AuditTrail: 4,
} as const
export type StandardBlock = (typeof StandardBlock)[keyof typeof StandardBlock]
export const StandardBlockLabels: Readonly<Record<StandardBlock, string>> = {
  0: 'Fields',
  1: 'Comments',
  2: 'Attachments',
  3: 'Tags',
  4: 'Audit trail',
}

/** `StorageType` (service-config-v1) */
export const StorageType = {
  Database: 0,
  LocalFileSystem: 1,
  NetworkShare: 2,
  AzureBlob: 3,
  AmazonS3: 4,
  GoogleCloudStorage: 5,
} as const
export type StorageType = (typeof StorageType)[keyof typeof StorageType]
export const StorageTypeLabels: Readonly<Record<StorageType, string>> = {
  0: 'Database',
  1: 'Local file system',
  2: 'Network share',
  3: 'Azure blob',
  4: 'Amazon s3',
  5: 'Google cloud storage',
}

/** `SurfaceSelectorMode` (service-public-v1) */
export const SurfaceSelectorMode = {
  Default: 0,
  Specific: 1,
} as const
export type SurfaceSelectorMode = (typeof SurfaceSelectorMode)[keyof typeof SurfaceSelectorMode]
export const SurfaceSelectorModeLabels: Readonly<Record<SurfaceSelectorMode, string>> = {
  0: 'Default',
  1: 'Specific',
}

/** `TargetValueType` (service-public-v1) */
export const TargetValueType = {
  Text: 0,
  Number: 1,
  Date: 2,
  DateTime: 3,
  Boolean: 4,
  Reference: 5,
} as const
export type TargetValueType = (typeof TargetValueType)[keyof typeof TargetValueType]
export const TargetValueTypeLabels: Readonly<Record<TargetValueType, string>> = {
  0: 'Text',
  1: 'Number',
  2: 'Date',
  3: 'Date time',
  4: 'Boolean',
  5: 'Reference',
}

/** `TimeBoundWindowAnchor` (service-config-v1) */
export const TimeBoundWindowAnchor = {
  EntitlementStart: 0,
  Calendar: 1,
} as const
export type TimeBoundWindowAnchor = (typeof TimeBoundWindowAnchor)[keyof typeof TimeBoundWindowAnchor]
export const TimeBoundWindowAnchorLabels: Readonly<Record<TimeBoundWindowAnchor, string>> = {
  0: 'Entitlement start',
  1: 'Calendar',
}

/** `UiArtifactStatus` (service-config-v1) */
export const UiArtifactStatus = {
  Pending: 0,
  Ready: 1,
  Published: 2,
  Superseded: 3,
  Failed: 4,
} as const
export type UiArtifactStatus = (typeof UiArtifactStatus)[keyof typeof UiArtifactStatus]
export const UiArtifactStatusLabels: Readonly<Record<UiArtifactStatus, string>> = {
  0: 'Pending',
  1: 'Ready',
  2: 'Published',
  3: 'Superseded',
  4: 'Failed',
}

/** `UiPageGeneratorKind` (service-config-v1) */
export const UiPageGeneratorKind = {
  List: 0,
  Details: 1,
} as const
export type UiPageGeneratorKind = (typeof UiPageGeneratorKind)[keyof typeof UiPageGeneratorKind]
export const UiPageGeneratorKindLabels: Readonly<Record<UiPageGeneratorKind, string>> = {
  0: 'List',
  1: 'Details',
}

/** `UiProjectFileChange` (service-config-v1) */
export const UiProjectFileChange = {
  Added: 0,
  Modified: 1,
  Removed: 2,
} as const
export type UiProjectFileChange = (typeof UiProjectFileChange)[keyof typeof UiProjectFileChange]
export const UiProjectFileChangeLabels: Readonly<Record<UiProjectFileChange, string>> = {
  0: 'Added',
  1: 'Modified',
  2: 'Removed',
}

/** `UiProjectRevisionSource` (service-config-v1) */
export const UiProjectRevisionSource = {
  Edit: 0,
  Template: 1,
  ZipUpload: 2,
  PageGenerator: 3,
  Restore: 4,
} as const
export type UiProjectRevisionSource = (typeof UiProjectRevisionSource)[keyof typeof UiProjectRevisionSource]
export const UiProjectRevisionSourceLabels: Readonly<Record<UiProjectRevisionSource, string>> = {
  0: 'Edit',
  1: 'Template',
  2: 'Zip upload',
  3: 'Page generator',
  4: 'Restore',
}

/** `UserSortField` (service-config-v1) */
export const UserSortField = {
  UserName: 'UserName',
  DisplayName: 'DisplayName',
  Email: 'Email',
  UserType: 'UserType',
  CreatedAt: 'CreatedAt',
  ModifiedAt: 'ModifiedAt',
} as const
export type UserSortField = (typeof UserSortField)[keyof typeof UserSortField]
export const UserSortFieldLabels: Readonly<Record<UserSortField, string>> = {
  UserName: 'User name',
  DisplayName: 'Display name',
  Email: 'Email',
  UserType: 'User type',
  CreatedAt: 'Created at',
  ModifiedAt: 'Modified at',
}

/** `UserType` (service-config-v1) */
export const UserType = {
  WorkspaceUser: 0,
  ServiceUser: 1,
  SystemUser: 2,
} as const
export type UserType = (typeof UserType)[keyof typeof UserType]
export const UserTypeLabels: Readonly<Record<UserType, string>> = {
  0: 'Workspace user',
  1: 'Service user',
  2: 'System user',
}
