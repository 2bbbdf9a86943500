/**
 * The 43 operations the platform specification documents, transcribed from its endpoint tables
 * independently of the contract sources, so the contract test can hold the documents to the spec.
 */

export interface DocumentedOperation {
  document: 'config' | 'public'
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  statuses: number[]
  /** False where the spec does not show every status: the listed ones must be present, more may be. */
  statusesComplete: boolean
  /** Request body members; `null` for no body; `'not shown'` where the spec hides the shape. */
  requestMembers: string[] | null | 'not shown'
  /** Members the spec marks required. */
  requiredMembers?: string[]
  /** Query parameters the spec names. */
  query?: string[]
}

const fieldBodyMembers = [
  'Key', 'DisplayName', 'VisibleWhen', 'RequiredWhen', 'EditableWhen', 'DecimalPrecision', 'DecimalScale',
  'StringMaxLength', 'AllowMultiple', 'ReferenceToEntityDefinitionId', 'PairedReferenceFieldId', 'AllowSort',
  'ReferenceDeleteBehavior', 'Options', 'AddressCoordinatesRequired', 'IsReadOnly', 'VisibleWhenOperationMode',
  'RequiredWhenOperationMode', 'EditableWhenOperationMode', 'BaseCurrencyCode', 'ReferenceArchiveBehavior',
  'ReferenceAuditRollupBehavior', 'SemanticRole', 'SemanticRoleScopeFieldId', 'ClassifierCatalogDefinitionId',
  'DefaultValue',
]

const complete = (
  document: DocumentedOperation['document'],
  method: DocumentedOperation['method'],
  path: string,
  statuses: number[],
  requestMembers: DocumentedOperation['requestMembers'] = null,
  extra: Partial<DocumentedOperation> = {},
): DocumentedOperation => ({ document, method, path, statuses, statusesComplete: true, requestMembers, ...extra })

const partial = (
  document: DocumentedOperation['document'],
  method: DocumentedOperation['method'],
  path: string,
  statuses: number[],
  requestMembers: DocumentedOperation['requestMembers'] = null,
  extra: Partial<DocumentedOperation> = {},
): DocumentedOperation => ({ document, method, path, statuses, statusesComplete: false, requestMembers, ...extra })

const ADMIN = '/api/workspace/admin'
const FUNCTIONS = `${ADMIN}/function-operations`
const ITEM = '/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}'

export const documentedOperations: DocumentedOperation[] = [
  // Authentication and principals (3)
  complete('config', 'post', '/api/workspace/auth/login', [200, 400], ['UserNameOrEmail', 'Password']),
  complete('config', 'get', '/api/workspace/auth/me', [200, 401, 403]),
  complete('config', 'put', '/api/workspace/roles/{roleId}/permissions', [200, 400, 403, 404], ['PermissionKeys']),

  // Record matching (5)
  complete('config', 'get', `${ADMIN}/record-matching`, [200, 403]),
  complete('config', 'post', `${ADMIN}/record-matching`, [200, 400, 403, 409], 'not shown'),
  complete('config', 'get', `${ADMIN}/record-matching/{profileId}`, [200, 403, 404]),
  partial('config', 'put', `${ADMIN}/record-matching/{profileId}`, [403], 'not shown'),
  complete('public', 'get', '/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans/latest', [200, 403, 404, 409], null, {
    query: ['archiveMode', 'page', 'pageSize'],
  }),

  // Entity fields, definitions, statements, validation rules (6 + 2 calculation operations)
  complete('config', 'post', `${ADMIN}/entity-definition-tables/{entityDefinitionTableId}/fields`, [200, 400], ['FieldType', ...fieldBodyMembers], {
    requiredMembers: ['Key', 'DisplayName', 'FieldType'],
  }),
  complete('config', 'put', `${ADMIN}/entity-fields/{fieldId}`, [200, 400], [...fieldBodyMembers, 'RowVersion', 'SchemaChangeConfirmationToken'], {
    // "the same members without FieldType": Key and DisplayName stay required.
    requiredMembers: ['Key', 'DisplayName', 'RowVersion'],
  }),
  complete('config', 'delete', `${ADMIN}/entity-fields/{fieldId}`, [200, 400, 403, 404, 409], null, {
    query: ['schemaChangeConfirmationToken'],
  }),
  complete('config', 'put', `${ADMIN}/entity-definitions/{entityDefinitionId}/base`, [200], [
    'Name', 'DisplayNameSingular', 'DisplayNamePlural', 'Description', 'RowVersion', 'IsReadOnly', 'DisabledOperations',
    'SchemaChangeConfirmationToken',
  ], { requiredMembers: ['Name', 'DisplayNameSingular', 'DisplayNamePlural', 'RowVersion'] }),
  complete('config', 'post', `${ADMIN}/entity-definitions/{entityDefinitionId}/statements`, [200, 400, 403, 404, 409], [
    'Name', 'DisplayName', 'Expression', 'ExposeInClient',
  ], { requiredMembers: ['Name', 'DisplayName', 'Expression'] }),
  complete('config', 'get', `${ADMIN}/entity-definitions/{entityDefinitionId}/validation-rules`, [200, 403, 404]),
  partial('config', 'post', `${ADMIN}/entity-fields/{fieldId}/calculation/validate`, [], 'not shown'),
  partial('config', 'put', `${ADMIN}/entity-fields/{fieldId}/calculation`, [], 'not shown'),

  // Entity UI and instances (6)
  complete('public', 'get', '/api/workspace/entity/{entityIdOrKey}/ui/details-page', [200, 400, 403, 404], null, {
    query: ['instanceId', 'surfaceKey'],
  }),
  complete('public', 'delete', '/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/archive', [200, 400], ['RowVersion']),
  partial('public', 'get', '/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/responsibilities/{responsibilityKey}', []),
  partial('public', 'put', '/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/responsibilities/{responsibilityKey}', [], 'not shown'),
  complete('public', 'post', '/api/workspace/attachments/resource-list', [200, 400, 403], ['Resource', 'Scope', 'Page', 'PageSize']),
  complete('config', 'get', '/api/workspace/filesystem/settings', [200, 403, 404]),

  // Boards (8)
  complete('config', 'post', `${ADMIN}/boards/boards/{boardId}/transitions`, [200, 400, 403], [
    'Key', 'FromBoardStatusId', 'ToBoardStatusId', 'DisplayName', 'SortOrder', 'IsActive', 'LinkPrerequisites',
  ], { requiredMembers: ['FromBoardStatusId', 'ToBoardStatusId'] }),
  partial('config', 'post', `${ADMIN}/boards/boards/{boardId}/security/profiles/{resourceKind}/initial-assignment-rules`, [401, 403], [
    'OperationKey', 'RowVersion', 'Key', 'ResponsibilityKey', 'SubjectSource', 'SubjectKey', 'Enabled',
  ], { requiredMembers: ['OperationKey', 'RowVersion', 'Key', 'ResponsibilityKey', 'SubjectSource', 'Enabled'] }),
  complete('public', 'post', '/api/workspace/boards/{boardIdOrKey}/items', [200, 400], [
    'OperationKey', 'TargetKind', 'TargetModelId', 'TargetObjectId', 'RepeatMode', 'Subject', 'Description',
    'TargetBoardStatusId', 'Position', 'BoardCycleId', 'Fields', 'DueDate', 'DueTime', 'MarkdownAttachmentDraftSessionId',
    'MarkdownAttachmentDestinationCreateNonce',
  ], { requiredMembers: ['OperationKey'] }),
  complete('public', 'put', `${ITEM}/board-data`, [200], [
    'Subject', 'Description', 'RowVersion', 'Fields', 'MarkdownAttachmentDraftSessionId', 'MutationIdempotencyKey',
  ]),
  complete('public', 'get', `${ITEM}/audit-trail`, [200, 403, 404]),
  complete('public', 'get', `${ITEM}/move-options`, [200, 403, 404, 409]),
  complete('public', 'delete', `${ITEM}/process-attachments/{fileReferenceId}`, [200, 403, 404, 409]),
  complete('public', 'get', '/api/workspace/boards/{boardIdOrKey}/statuses/{boardStatusId}/responsibilities/history', [200, 403, 404, 409]),

  // Business-function operations (9): statuses per operation are not shown; 403 follows the access rule.
  partial('config', 'get', `${FUNCTIONS}/overview`, [200, 403]),
  partial('config', 'get', `${FUNCTIONS}/runs`, [200, 403]),
  partial('config', 'get', `${FUNCTIONS}/runs/page`, [200, 403], null, {
    query: ['Status', 'ActionTargetScope', 'SortField', 'SortDirection'],
  }),
  partial('config', 'get', `${FUNCTIONS}/runs/{runId}`, [200, 403]),
  partial('config', 'post', `${FUNCTIONS}/runs/{runId}/cancel`, [200, 403, 409]),
  partial('config', 'get', `${FUNCTIONS}/jobs`, [200, 403]),
  partial('config', 'get', `${FUNCTIONS}/jobs/page`, [200, 403]),
  partial('config', 'get', `${FUNCTIONS}/jobs/{jobId}`, [200, 403]),
  partial('config', 'post', `${FUNCTIONS}/jobs/{jobId}/cancel`, [200, 403]),

  // Net Operation Project, workspace UI project, entitlements (4)
  complete('config', 'post', `${ADMIN}/net-operation-project/builds`, [200, 400, 403], ['RevisionId', 'Kind']),
  complete('config', 'post', `${ADMIN}/ui-project/artifacts/{artifactId}/purge`, [200, 403, 404, 409], ['ExpectedArtifactRowVersion']),
  complete('public', 'post', '/api/workspace/entitlement-operations/entitlements/{entitlementId}/quantity/adjust', [200, 400], [
    'EntitlementLimitId', 'LimitFamily', 'NewConsumedAmount', 'RowVersion', 'ReasonCode', 'ReasonText', 'IdempotencyKey',
    'SourceType', 'SourceData',
  ]),
  complete('config', 'post', `${ADMIN}/entitlement-operations/models/information-service-access`, [200, 400, 403, 409], [
    'Key', 'DisplayName', 'Description', 'PartyType', 'AccessMode', 'OwnerParty', 'PartyDelegationPath', 'ResourceScopeMode',
    'Resource', 'ResourceHierarchyPath',
  ]),
]
