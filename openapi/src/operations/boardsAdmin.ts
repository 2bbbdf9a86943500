import type { HttpMethod } from '../types'
import { arr, bool, ref, str, uuid } from '../s'
import { queryParam, type OperationSpec } from './spec'

/** Board administration beyond the documented transition create and rule upsert (all assumed). */

const A = '/api/workspace/admin/boards'
const B = `${A}/boards/{boardId}`
const WRITE = [200, 400, 401, 403, 404, 409]
const READ = [200, 401, 403, 404]

const pathParams = {
  boardId: 'Board id or key (case-insensitive).',
  statusId: 'Id of the board status.',
  transitionId: 'Id of the transition.',
  targetDefinitionId: 'Id of the target definition.',
  cycleId: 'Id of the cycle.',
  responsibilityId: 'Id of the responsibility.',
  resourceKind: 'Secured resource kind; only BoardItem exists.',
  ruleId: 'Id of the initial assignment rule.',
  statementId: 'Id of the security statement.',
  assignmentId: 'Id of the permission assignment.',
}

const rowVersionQuery = (description = 'The RowVersion the caller last read; stale answers 409 with the model.') => ({
  ...queryParam('rowVersion', uuid(), description),
  required: true,
})

/** An admin operation answering the full administration model. */
function modelOperation(
  method: HttpMethod,
  path: string,
  operationId: string,
  summary: string,
  extra: Partial<OperationSpec> = {},
): OperationSpec {
  return {
    document: 'config',
    contract: 'assumed',
    tag: 'BoardsAdmin',
    method,
    path: `${B}${path}`,
    operationId,
    summary,
    pathParams,
    envelope: 'BoardAdministration',
    data: ref('BoardAdministration'),
    statuses: WRITE,
    ...extra,
  }
}

const withBody = (name: string): Partial<OperationSpec> => ({ body: ref(name) })
const securityDelete: Partial<OperationSpec> = { query: [rowVersionQuery('The board\'s SecurityRowVersion.')] }

export const boardAdminOperations: OperationSpec[] = [
  {
    ...modelOperation('get', '', 'BoardsModule_Get', 'The Boards module switch and its localized starter statuses.'),
    path: `${A}/module`,
    envelope: 'BoardsModuleSettings',
    data: ref('BoardsModuleSettings'),
    statuses: [200, 401, 403],
  },
  {
    ...modelOperation('put', '', 'BoardsModule_Update', 'Enables or disables the Boards module for the workspace.'),
    path: `${A}/module`,
    body: ref('BoardsModuleUpdateRequest'),
    envelope: 'BoardsModuleSettings',
    data: ref('BoardsModuleSettings'),
    statuses: [200, 400, 401, 403, 409],
  },
  {
    ...modelOperation('get', '', 'BoardsAdmin_ListBoards', 'Every board, by display name.'),
    path: `${A}/boards`,
    envelope: 'BoardAdminSummaryArray',
    data: arr(ref('BoardAdminSummary')),
    statuses: [200, 401, 403],
  },
  {
    ...modelOperation('post', '', 'BoardsAdmin_CreateBoard', 'Creates a board with its owned data definition and default target.'),
    path: `${A}/boards`,
    body: ref('BoardCreateRequest'),
    statuses: [200, 400, 401, 403, 409],
  },
  modelOperation('get', '', 'BoardsAdmin_GetBoard', 'The full board administration model.', { statuses: READ }),
  modelOperation('put', '', 'BoardsAdmin_UpdateBoard', 'Updates the board\'s settings.', withBody('BoardUpdateRequest')),
  modelOperation('post', '/activate', 'BoardsAdmin_ActivateBoard', 'Activates the board.', withBody('BoardRowVersionRequest')),
  modelOperation(
    'post',
    '/deactivate',
    'BoardsAdmin_DeactivateBoard',
    'Deactivates the board: items stay, nothing is added or moved.',
    withBody('BoardRowVersionRequest'),
  ),
  modelOperation('delete', '', 'BoardsAdmin_DeleteBoard', 'Deletes a board without items that no other board\'s prerequisite names.', {
    query: [rowVersionQuery()],
    envelope: 'Boolean',
    data: bool(),
  }),
  modelOperation('post', '/statuses', 'BoardsAdmin_CreateStatus', 'Adds a status.', withBody('BoardStatusCreateRequest')),
  modelOperation('put', '/statuses/{statusId}', 'BoardsAdmin_UpdateStatus', 'Updates a status.', withBody('BoardStatusUpdateRequest')),
  modelOperation('put', '/statuses/order', 'BoardsAdmin_ReorderStatuses', 'Puts the statuses in a new order.', withBody('BoardStatusReorderRequest')),
  modelOperation('delete', '/statuses/{statusId}', 'BoardsAdmin_DeleteStatus', 'Deletes an empty status, kept for history.', {
    query: [rowVersionQuery(), queryParam('reason', str(), 'Why the status goes (DeletedReason).')],
  }),
  modelOperation(
    'put',
    '/transitions/{transitionId}',
    'BoardsAdmin_UpdateTransition',
    'Updates a transition and replaces its link prerequisites.',
    withBody('BoardTransitionUpdateRequest'),
  ),
  modelOperation(
    'put',
    '/statuses/{statusId}/transition-order',
    'BoardsAdmin_ReorderTransitions',
    'Puts the transitions leaving a status in a new order.',
    withBody('BoardTransitionReorderRequest'),
  ),
  modelOperation('delete', '/transitions/{transitionId}', 'BoardsAdmin_DeleteTransition', 'Deletes a transition.', {
    query: [rowVersionQuery()],
  }),
  modelOperation(
    'post',
    '/target-definitions',
    'BoardsAdmin_CreateTargetDefinition',
    'Adds a target definition.',
    withBody('BoardTargetDefinitionCreateRequest'),
  ),
  modelOperation(
    'put',
    '/target-definitions/{targetDefinitionId}',
    'BoardsAdmin_UpdateTargetDefinition',
    'Updates a target definition.',
    withBody('BoardTargetDefinitionUpdateRequest'),
  ),
  modelOperation(
    'delete',
    '/target-definitions/{targetDefinitionId}',
    'BoardsAdmin_DeleteTargetDefinition',
    'Deletes a target definition no item or prerequisite uses.',
    { query: [rowVersionQuery()] },
  ),
  modelOperation('post', '/cycles', 'BoardsAdmin_CreateCycle', 'Adds a cycle.', withBody('BoardCycleCreateRequest')),
  modelOperation('put', '/cycles/{cycleId}', 'BoardsAdmin_UpdateCycle', 'Updates a cycle.', withBody('BoardCycleUpdateRequest')),
  modelOperation('delete', '/cycles/{cycleId}', 'BoardsAdmin_DeleteCycle', 'Deletes a cycle; its items keep no cycle.', {
    query: [rowVersionQuery()],
  }),
  modelOperation(
    'post',
    '/responsibilities',
    'BoardsAdmin_CreateResponsibility',
    'Adds a responsibility key.',
    withBody('BoardResponsibilityCreateRequest'),
  ),
  modelOperation(
    'put',
    '/responsibilities/{responsibilityId}',
    'BoardsAdmin_UpdateResponsibility',
    'Updates a responsibility key.',
    withBody('BoardResponsibilityUpdateRequest'),
  ),
  modelOperation(
    'delete',
    '/responsibilities/{responsibilityId}',
    'BoardsAdmin_DeleteResponsibility',
    'Deletes a responsibility key.',
    { query: [rowVersionQuery()] },
  ),
  modelOperation(
    'put',
    '/statuses/{statusId}/responsibilities',
    'BoardsAdmin_ReplaceStatusResponsibility',
    'Replaces a status\'s subjects of one responsibility key; the change is recorded in its history.',
    withBody('BoardStatusResponsibilityReplaceRequest'),
  ),
  modelOperation(
    'delete',
    '/security/profiles/{resourceKind}/initial-assignment-rules/{ruleId}',
    'BoardsAdmin_DeleteInitialAssignmentRule',
    'Deletes an initial assignment rule.',
    securityDelete,
  ),
  modelOperation(
    'post',
    '/security/statements',
    'BoardsAdmin_CreateSecurityStatement',
    'Adds a security statement: when its expression holds for an item, the operation is denied.',
    withBody('BoardSecurityStatementCreateRequest'),
  ),
  modelOperation(
    'put',
    '/security/statements/{statementId}',
    'BoardsAdmin_UpdateSecurityStatement',
    'Updates a security statement.',
    withBody('BoardSecurityStatementUpdateRequest'),
  ),
  modelOperation(
    'delete',
    '/security/statements/{statementId}',
    'BoardsAdmin_DeleteSecurityStatement',
    'Deletes a security statement.',
    securityDelete,
  ),
  modelOperation(
    'post',
    '/security/assignments',
    'BoardsAdmin_CreatePermissionAssignment',
    'Grants an item operation to a subject.',
    withBody('BoardPermissionAssignmentCreateRequest'),
  ),
  modelOperation(
    'delete',
    '/security/assignments/{assignmentId}',
    'BoardsAdmin_DeletePermissionAssignment',
    'Deletes a permission assignment.',
    securityDelete,
  ),
  modelOperation(
    'put',
    '/due-date-policy',
    'BoardsAdmin_UpdateDueDatePolicy',
    'Replaces the due-date policy.',
    withBody('BoardDueDatePolicyUpdateRequest'),
  ),
  modelOperation(
    'put',
    '/attention-signal-policy',
    'BoardsAdmin_UpdateAttentionSignalPolicy',
    'Replaces the attention-signal policy.',
    withBody('BoardAttentionSignalPolicyUpdateRequest'),
  ),
]
