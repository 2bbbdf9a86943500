import type { Schema } from './types'

/**
 * Every enumeration of both descriptions, with the member names we give its numbers.
 * The spec lists only the numbers (and names only the run and job states), so the names are
 * ours (`x-enum-names: assumed`) and kept here, in one place; docs/contract-enums.md lists them.
 */

interface EnumDefinition {
  description: string
  values: Array<number | string>
  names: string[]
  namesSource: 'documented' | 'assumed'
  /** A flag set: any bitwise combination of the values is valid. */
  flags?: boolean
}

/** Consecutive int32 values from 0, named in order. */
const sequence = (description: string, ...names: string[]): EnumDefinition => ({
  description,
  values: names.map((_, index) => index),
  names,
  namesSource: 'assumed',
})

const documented = (definition: EnumDefinition): EnumDefinition => ({ ...definition, namesSource: 'documented' })

/** A string enumeration whose names are its values. */
const strings = (description: string, ...values: string[]): EnumDefinition => ({
  description,
  values,
  names: values,
  namesSource: 'assumed',
})

export const enums = {
  // Envelope and principals
  IssueType: sequence('Kind of an issue.', 'Validation', 'Business', 'Technical'),
  IssueSeverity: sequence('Severity of an issue.', 'Error', 'Warning', 'Information'),
  UserType: sequence('Kind of user.', 'WorkspaceUser', 'ServiceUser', 'SystemUser'),
  OnboardingStatus: sequence('Onboarding progress of a user.', 'NotStarted', 'InProgress', 'Completed'),
  SortDirection: sequence('Sort direction of a list.', 'Ascending', 'Descending'),
  UserSortField: strings('Sort field of the user list.', 'UserName', 'DisplayName', 'Email', 'UserType', 'CreatedAt', 'ModifiedAt'),
  RoleSortField: strings('Sort field of the role list.', 'Name', 'UserCount', 'CreatedAt', 'ModifiedAt'),
  ResponsibilityGroupSortField: strings(
    'Sort field of the responsibility group list.',
    'Key',
    'Name',
    'MemberCount',
    'CreatedAt',
    'ModifiedAt',
  ),

  // Entity definitions and fields
  FieldType: sequence(
    'Type of an entity field (also the value type of board card fields).',
    'Text',
    'LongText',
    'Integer',
    'Decimal',
    'Money',
    'Boolean',
    'Date',
    'DateTime',
    'Time',
    'Select',
    'Reference',
    'Table',
    'Email',
    'Phone',
    'Url',
    'Address',
    'Classifier',
    'Markdown',
  ),
  ConditionOperationMode: sequence(
    'Operations a field behavior condition applies to.',
    'AllOperations',
    'CreateOnly',
    'UpdateOnly',
  ),
  ReferenceDeleteBehavior: sequence('What deleting a referenced record does.', 'Restrict', 'SetNull', 'Cascade'),
  ReferenceArchiveBehavior: sequence('What archiving a referenced record does.', 'None', 'Cascade'),
  ReferenceAuditRollupBehavior: sequence('Whether referenced changes roll up into the audit trail.', 'None', 'RollUp'),
  SchemaSource: sequence('Owner of a schema element.', 'Administrator', 'Package'),
  FieldSystemRole: sequence(
    'System role of a field.',
    'None',
    'Number',
    'DisplayName',
    'Subject',
    'Description',
    'Owner',
    'Status',
  ),
  CalculationKind: sequence('Whether a field is calculated.', 'None', 'Expression'),
  ExpressionPurpose: sequence(
    'What an expression is written for: it decides the expected type and where fields come from.',
    'Calculation',
    'VisibleWhen',
    'RequiredWhen',
    'EditableWhen',
    'ValidationRule',
    'Statement',
    'PresentationRule',
  ),
  SemanticRole: sequence('Semantic role of a field.', 'None', 'Title', 'Subtitle', 'ScopedIdentifier'),
  DefaultValueKind: sequence('Kind of a field default.', 'None', 'Constant', 'Dynamic'),
  AuditTrailRetentionMode: sequence('Retention of an entity audit trail.', 'Forever', 'Days', 'None'),
  EntityDisabledOperations: {
    description: 'Runtime operations disabled on an entity definition; a bitwise combination of the values.',
    values: [0, 1, 2, 4, 8, 16, 32, 64, 128],
    names: ['None', 'Create', 'Update', 'Archive', 'Restore', 'Delete', 'Merge', 'Import', 'Export'],
    namesSource: 'assumed',
    flags: true,
  },
  EntityDefinitionSortField: strings(
    'Sort field of the entity definition list.',
    'Name',
    'DisplayName',
    'RecordCount',
    'ModifiedAt',
  ),
  FieldSchemaChange: sequence('Which change a field schema-change plan previews.', 'Update', 'Delete'),
  SchemaChangeKind: sequence(
    'Kind of one change in a schema-change plan.',
    'DropField',
    'ShortenText',
    'LowerPrecision',
    'LowerScale',
    'RemoveOptions',
    'DisallowMultiple',
    'DisableOperations',
    'MakeReadOnly',
    'DropChildTable',
    'ChangeReferenceTarget',
    'ChangeClassifierCatalog',
    'DropDefinition',
  ),
  SchemaChangeDependentKind: sequence(
    'Kind of a schema element that depends on the changed one.',
    'Constraint',
    'Index',
    'Reference',
    'PairedField',
    'Expression',
    'ChildTable',
    'Field',
  ),
  DynamicDefaultKey: strings('Dynamic default of a field (DefaultValue Kind Dynamic).', 'today', 'now', 'currentUser'),
  InstanceArchiveState: sequence('Archive state filter of the entity instance list.', 'Active', 'Archived', 'All'),

  // Boards
  BoardType: sequence('Kind of board.', 'Standard', 'Cyclic'),
  BoardCycleActivationMode: sequence('How board cycles are activated.', 'None', 'Manual', 'Automatic'),
  DueDateTimeMode: sequence('Whether due dates carry a time.', 'DateOnly', 'DateAndTime'),
  DueDateOffsetUnit: sequence('Unit of a due-date expectation offset.', 'Days', 'Hours'),
  SignalSeverity: sequence('Severity of a due date or attention signal.', 'Information', 'Warning', 'Critical'),
  AudienceSubjectType: sequence('Kind of an attention-signal audience entry.', 'User', 'Role', 'Responsibility'),
  BoardTargetKind: sequence('Kind of object a board item targets.', 'None', 'EntityInstance', 'Entitlement'),
  RepeatPolicy: sequence('Whether the same target may be added again.', 'Never', 'AfterClose', 'Always'),
  ProcessContentPolicy: sequence('Who may create or read comments and attachments.', 'Inherit', 'Allowed', 'Denied'),
  BoardStatusMetaType: sequence('Meta type of a board status.', 'Initial', 'Active', 'Terminal'),
  LinkType: sequence('Kind of a board item link.', 'Related', 'ParentChild'),
  LinkDirection: sequence('Direction of a board item link.', 'Outgoing', 'Incoming'),
  DenialSource: sequence('Source of an operation denial.', 'Role', 'Permission', 'Invariant', 'Policy'),
  ContentAccessLevel: sequence('Access to process content.', 'Restricted', 'Full'),
  ResponsibilitySubjectType: sequence('Kind of responsible subject.', 'User', 'ResponsibilityGroup'),
  ResponsibilityCardinality: sequence('How many subjects a record responsibility holds.', 'Single', 'Multiple'),
  ResponsibilitySubjectMode: sequence('Who a record responsibility may name.', 'Users', 'Groups', 'UsersAndGroups'),
  EntityPermissionSubjectType: sequence(
    'Who an entity permission assignment names.',
    'User',
    'ResponsibilityGroup',
    'Role',
    'RecordResponsibility',
    'Everyone',
  ),
  EntityRecordOperation: strings(
    'An operation on entity records that permission assignments grant.',
    'Read',
    'Create',
    'Patch',
    'Archive',
    'Restore',
    'Delete',
    'Merge',
    'ReadArchive',
    'ReadChangesHistory',
    'ReadComments',
    'ReadTags',
    'ReadAttachments',
  ),
  MutationEffectTrigger: strings('The record mutation an effect follows.', 'Create', 'Patch', 'Archive', 'Restore'),
  MutationEffectKind: strings(
    'What a mutation effect does: set a field to a value, stamp the user or the time, queue a function, or recalculate a rollup on the referenced parent.',
    'SetValue',
    'StampUser',
    'StampTime',
    'EnqueueFunction',
    'RecalculateRollup',
  ),
  RollupAggregate: strings('How a rollup sums up the parent\'s active children: their number, or the sum, least or greatest of a number field.', 'Count', 'Sum', 'Min', 'Max'),
  EntityInstanceChangeOperation: strings('What an entry of a record\'s changes history records.', 'Create', 'Patch', 'Archive', 'Restore', 'Responsibilities'),
  EntityAccessBasis: sequence(
    'What decides a user\'s access to a definition\'s records.',
    'Administrator',
    'Unrestricted',
    'PermissionAssignments',
  ),
  CardFieldState: sequence('State of a card field value.', 'HasValue', 'Empty', 'Restricted', 'Unavailable'),
  TargetValueType: sequence('Value type of a target field.', 'Text', 'Number', 'Date', 'DateTime', 'Boolean', 'Reference'),
  EntityFieldValueState: sequence('State of an entity field value.', 'Available', 'Restricted'),
  BoardActivityKind: sequence(
    'Kind of a board item audit row.',
    'Created',
    'Moved',
    'BoardDataChanged',
    'TagsChanged',
    'ResponsibilitiesChanged',
    'DueDateChanged',
    'ItemLinkChanged',
    'CycleAssigned',
    'Removed',
    'CommentAdded',
    'AttachmentsChanged',
  ),
  ResponsibilityKind: sequence('Kind of a responsibility change.', 'Item'),
  // Boards, assumed by the app (not in the spec): see docs/contract.md "Boards".
  BoardColor: strings(
    'Colour token of a board status or tag; the app maps it to a theme colour.',
    'grey',
    'blue',
    'teal',
    'green',
    'amber',
    'orange',
    'red',
    'purple',
    'pink',
    'indigo',
  ),
  BoardItemOperation: strings(
    'Operation key of a board item (ObjectInvariant.Operations, security statements, permission assignments).',
    'read',
    'create',
    'update',
    'move',
    'link',
    'remove',
    'manage',
  ),
  BoardResponsibilityScope: sequence('Where a board responsibility key is filled: on each item or on each status.', 'Item', 'Status'),
  BoardPermissionSubjectType: sequence(
    'Who a board permission assignment names.',
    'User',
    'ResponsibilityGroup',
    'Role',
    'ItemResponsibility',
  ),
  BoardInitialAssignmentSubjectSource: strings(
    'Where an initial assignment rule takes its subject from.',
    'Creator',
    'User',
    'ResponsibilityGroup',
    'StatusResponsibility',
  ),

  // Entity UI
  SurfaceSelectorMode: sequence('How a surface is selected.', 'Default', 'Specific'),
  BackTargetKind: sequence('Where the back navigation goes.', 'EntityList', 'Route'),
  DetailsLayoutMode: sequence('Layout of a details page.', 'Standard', 'ObjectHosted'),
  HostSurface: sequence('Surface of a hosted layout.', 'Details', 'Drawer', 'Card', 'Table', 'Form', 'ListPage'),
  LayoutItemKind: sequence('Kind of a hosted layout item.', 'Block', 'Group'),
  BlockKind: sequence('Kind of a layout block.', 'Standard', 'Extension', 'Related'),
  StandardBlock: sequence('Built-in layout block.', 'Fields', 'Comments', 'Attachments', 'Tags', 'AuditTrail'),
  BindingDirection: sequence('Direction of a binding path step.', 'Forward', 'Reverse'),

  // Record matching
  ArchiveMode: sequence('Archive scope of a full scan.', 'Active', 'Archived', 'Combined'),
  RecordMatchingTargetKind: sequence(
    'What a record-matching profile matches: records of one entity definition among themselves (SameDefinition), or only those that reference the same record through its scope reference field (WithinReference).',
    'SameDefinition',
    'WithinReference',
  ),
  RecordMatchingActionMode: sequence('What a record-matching profile does when a record is created: report only, warn, or block.', 'ReportOnly', 'WarnOnCreate', 'BlockOnCreate'),
  RecordMatchingNormalizer: {
    description: 'Normalizers a matching criterion applies before comparing; a bitwise combination of the values.',
    values: [0, 1, 2, 4, 8, 16, 32],
    names: ['None', 'Trim', 'Case', 'Punctuation', 'Phone', 'Email', 'Whitespace'],
    namesSource: 'assumed',
    flags: true,
  },
  RecordMatchingComparisonMode: sequence('How a matching criterion compares two values.', 'Exact', 'FirstCharacters', 'LastCharacters', 'Fuzzy'),
  RecordMatchingFuzzyAlgorithm: sequence('The similarity algorithm of a fuzzy criterion.', 'Levenshtein', 'DamerauLevenshtein', 'JaroWinkler', 'TokenSet'),
  RecordMatchingDiacriticMode: sequence('Whether diacritics are kept or stripped before comparing.', 'Keep', 'Strip'),
  RecordMatchingTokenOrderMode: sequence('Whether the words of a value are compared as written or sorted.', 'AsWritten', 'Sorted'),
  RecordMatchingConfidenceBand: sequence('Confidence of a match by its score: Low below 7500, Medium from 7500, High from 9000.', 'Low', 'Medium', 'High'),
  RecordMatchingFullScanStatus: sequence('Where a record-matching full scan is: queued, running, or how it ended.', 'Queued', 'Running', 'Succeeded', 'Failed', 'Cancelled'),
  RecordMatchingFullScanPhase: sequence('What a record-matching full scan is doing: waiting for the host, comparing records, or done.', 'Waiting', 'Comparing', 'Completed'),
  RecordMatchingDecision: sequence('A reviewer\'s decision on records a scan grouped: not duplicates (never offered again while they are unchanged), or duplicates kept for merging.', 'NotDuplicate', 'Duplicate'),
  RecordMatchingGroupKind: sequence('A group of a full scan: two records, or more joined by pairwise matches.', 'Pair', 'Cluster'),
  RecordMatchingDiagnostic: strings(
    'What comparing one field of two records found.',
    'ExactMatch',
    'Different',
    'AboveThreshold',
    'BelowThreshold',
    'Blank',
  ),

  // Business functions
  FunctionRunStatus: documented(
    sequence(
      'Status of a business-function run.',
      'Success',
      'ValidationFailure',
      'PermissionFailure',
      'Timeout',
      'RuntimeException',
      'Cancelled',
      'Running',
      'Skipped',
      'StoppedByWorkerRestart',
    ),
  ),
  FunctionJobStatus: documented(
    sequence('Status of a queued background job.', 'Queued', 'Leased', 'Completed', 'Failed', 'Cancelled'),
  ),
  FunctionExecutionSource: sequence('What started a run.', 'Command', 'Action', 'Trigger', 'Schedule', 'HttpEndpoint'),
  ActionTargetScope: sequence('Records an action run targets.', 'NoRecord', 'SingleRecord', 'MultipleRecords'),
  EntityActionPlacement: sequence('Where an entity UI action shows: the list toolbar, the record details, or both.', 'ListToolbar', 'RecordDetails', 'Both'),
  EntityActionUnavailableReason: strings(
    'Why an entity UI action cannot run on the current selection.',
    'SelectionOutsideLimit',
    'ConditionExcludesRecords',
    'RecordsNotFound',
    'FunctionDisabled',
    'FunctionUnavailable',
  ),
  FunctionRecordOutcomeStatus: strings(
    'What happened to one record a run acted on (Pending while the run runs).',
    'Pending',
    'Succeeded',
    'Failed',
    'Skipped',
    'NotReported',
  ),
  FunctionRecordSkipReason: strings('Why a record was skipped before the function ran.', 'ConditionFalse', 'NotFound'),
  FunctionRunSortField: sequence(
    'Sort field of the run page.',
    'StartedAt',
    'CompletedAt',
    'DurationMs',
    'FunctionDisplayName',
    'Status',
  ),
  FunctionJobSortField: sequence('Sort field of the job page.', 'CreatedAt', 'NextAttemptAt', 'AttemptCount', 'Status'),
  RunRetentionMode: sequence('How long run history is kept.', 'Forever', 'Days'),
  FunctionRunFilterOptionKind: strings(
    'Which run filter a list of options is for.',
    'Actor',
    'OriginalUser',
    'EntityDefinition',
    'SurfaceAction',
    'EntityInstance',
    'Publication',
    'HttpEndpoint',
  ),
  FunctionAuditAction: strings(
    'What a function audit entry records.',
    'RunCancelled',
    'JobCancelled',
    'JobCancellationRequested',
    'RetentionSettingsChanged',
    'RunHistoryPurged',
    'ScheduleChanged',
    'ScheduleCreated',
    'ScheduleDeleted',
    'RunRerun',
    'JobRetried',
    'ScheduleRunNow',
    'FunctionRunNow',
    'SecretCreated',
    'SecretChanged',
    'SecretRotated',
    'SecretDeleted',
    'ActionCreated',
    'ActionChanged',
    'ActionDeleted',
    'FunctionChanged',
    'FunctionEnabled',
    'FunctionDisabled',
    'FunctionVersionActivated',
    'PublicationCreated',
    'PublicationChanged',
    'PublicationDeleted',
    'HttpEndpointCreated',
    'HttpEndpointChanged',
    'HttpEndpointDeleted',
    'TriggerBindingCreated',
    'TriggerBindingChanged',
    'TriggerBindingDeleted',
  ),
  FunctionPublicationKind: sequence('How a publication is invoked: as a command, for enqueue, or both.', 'Command', 'Enqueue', 'Both'),
  FunctionDeduplicationMode: sequence(
    'Where an enqueue publication takes its deduplication key from.',
    'None',
    'CallerKey',
    'ArgumentMembers',
  ),
  FunctionHttpAuthenticationMode: sequence('Who may call an HTTP endpoint.', 'Optional', 'Required'),
  FunctionHttpMethod: strings('Method an HTTP endpoint answers.', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'),

  // Net Operation Project and workspace UI project
  BuildKind: sequence('Kind of a Net Operation Project build.', 'Build', 'Check'),
  BuildStatus: sequence('Status of a build.', 'Queued', 'Running', 'Succeeded', 'Failed', 'Cancelled'),
  BuildStage: sequence(
    'Stage of a build.',
    'Queued',
    'Preparing',
    'Restoring',
    'Generating',
    'Compiling',
    'Testing',
    'Analyzing',
    'Packaging',
    'Publishing',
    'Finalizing',
    'Completed',
  ),
  BuildFailureCategory: sequence(
    'Category of a build failure.',
    'Unknown',
    'Validation',
    'Compilation',
    'Dependency',
    'Database',
    'Timeout',
    'Infrastructure',
    'Cancelled',
    'Quota',
    'Internal',
  ),
  UiArtifactStatus: sequence('Status of a workspace UI artifact.', 'Pending', 'Ready', 'Published', 'Superseded', 'Failed'),
  UiProjectRevisionSource: sequence('How a UI project revision was made.', 'Edit', 'Template', 'ZipUpload', 'PageGenerator', 'Restore'),
  UiProjectFileChange: sequence('How a file differs between two UI project trees.', 'Added', 'Modified', 'Removed'),
  UiPageGeneratorKind: sequence('Page a generator adds from an entity definition.', 'List', 'Details'),
  UiArtifactAssetName: strings('Stored asset of a UI artifact.', 'app.js', 'app.css'),

  // Entitlements
  EntitlementModelType: sequence(
    'Kind of entitlement model.',
    'Subscription',
    'License',
    'Quota',
    'InformationServiceAccess',
  ),
  EntitlementStatus: sequence(
    'Status of an entitlement.',
    'Draft',
    'Issued',
    'Active',
    'Suspended',
    'Expired',
    'Cancelled',
    'Revoked',
  ),
  EntitlementEffectiveState: {
    description: 'Effective state of an entitlement (7 is not used).',
    values: [0, 1, 2, 3, 4, 5, 6, 8],
    names: ['NotStarted', 'Active', 'InGrace', 'Suspended', 'Expired', 'Cancelled', 'Revoked', 'Superseded'],
    namesSource: 'assumed',
  },
  EntitlementSourceType: sequence('Source of an entitlement change.', 'Manual', 'Api', 'Import', 'Renewal', 'Function'),
  RenewalMode: sequence('Renewal mode of an entitlement.', 'Manual', 'Automatic', 'External'),
  EntitlementPeriodStatus: sequence(
    'Status of an entitlement period.',
    'Scheduled',
    'Active',
    'InGrace',
    'Completed',
    'Cancelled',
    'Superseded',
  ),
  LimitFamily: sequence('Family of an entitlement limit.', 'Quantity', 'Consumption', 'Seats', 'Monetary'),
  LedgerOperation: sequence(
    'Operation of a quantity ledger entry.',
    'Issue',
    'Consume',
    'Release',
    'Adjust',
    'Reverse',
    'Expire',
    'Transfer',
    'Reset',
    'Correction',
  ),
  EntitlementPartyType: sequence('Kind of party an entitlement model issues to.', 'Organization', 'Person', 'Any'),
  EntitlementAccessMode: sequence('Access an information service entitlement grants.', 'ReadOnly', 'ReadWrite'),
  ResourceScopeMode: sequence(
    'Which resources an entitlement covers.',
    'AllResources',
    'SelectedResources',
    'ReachableFromOwner',
  ),
  PickerInputType: sequence('How a role\'s record is picked.', 'Autocomplete', 'LookupTable'),
  LookupTableSelectorMode: sequence('Which lookup table picks a role\'s record.', 'Default', 'Specific'),
  EntitlementRoleKind: sequence(
    'Role of an entitlement model.',
    'OwnerParty',
    'DelegateParty',
    'Resource',
    'RelatedResource',
  ),
  PlanPeriodUnit: sequence('Unit of a plan\'s duration, grace period or window.', 'None', 'Day', 'Week', 'Month', 'Year'),
  TimeBoundWindowAnchor: sequence('Where a plan\'s windows start.', 'EntitlementStart', 'Calendar'),
  GrantSubjectType: sequence('Subject of an entitlement model grant.', 'Role', 'User'),
  EntitlementModelOperation: strings('Operation an entitlement model grant allows.', 'read', 'issue', 'adjust'),
  EntitlementLifecycleAction: sequence('Lifecycle action on an entitlement.', 'Suspend', 'Resume', 'Cancel', 'Revoke'),
  RenewalTrigger: sequence('What started a renewal.', 'Manual', 'Scheduled', 'External'),
  RenewalOperationStatus: sequence('Outcome of a renewal operation.', 'Pending', 'Succeeded', 'Failed', 'Skipped'),
  EntitlementSortField: sequence('Sort field of the entitlement list.', 'Number', 'Owner', 'StartsAt', 'EndsAt'),

  // File system
  StorageType: sequence(
    'Storage of workspace files.',
    'Database',
    'LocalFileSystem',
    'NetworkShare',
    'AzureBlob',
    'AmazonS3',
    'GoogleCloudStorage',
  ),
  FolderStrategy: sequence('How files are arranged in folders.', 'Flat', 'ByDate', 'ByEntity', 'ByUser', 'ByModule', 'Constant'),
  FileUploadStatus: sequence('State of a resumable upload session.', 'Open', 'Completed', 'Aborted', 'Expired'),
} satisfies Record<string, EnumDefinition>

export type EnumName = keyof typeof enums

/** The component schema of one enumeration. */
export function enumSchema(definition: EnumDefinition): Schema {
  const isString = typeof definition.values[0] === 'string'
  const schema: Schema = isString
    ? { type: 'string', enum: definition.values }
    : { type: 'integer', format: 'int32', enum: definition.values }
  if (definition.flags) {
    // Combinations are valid, so the values are documented but not enforced.
    delete schema.enum
    schema.minimum = 0
    schema.maximum = (definition.values as number[]).reduce((all, value) => all | value, 0)
    schema['x-enum-flags'] = true
    schema['x-enum-values'] = definition.values
  }
  schema.description = `${definition.description} ${describeMembers(definition)}`
  schema['x-enum-varnames'] = definition.names
  schema['x-enum-names'] = definition.namesSource
  return schema
}

export function enumSchemas(): Record<string, Schema> {
  return Object.fromEntries(Object.entries(enums).map(([name, definition]) => [name, enumSchema(definition)]))
}

function describeMembers(definition: EnumDefinition): string {
  if (typeof definition.values[0] === 'string') return `Values: ${definition.values.join(', ')}.`
  return `Values: ${definition.values.map((value, index) => `${value} ${definition.names[index]}`).join(', ')}.`
}
