import { arr, bool, permissive, ref } from '../s'
import type { OperationSpec } from './spec'

/** Board administration (config) and boards runtime (public), as documented. */

const config = { document: 'config', contract: 'documented' } as const
const runtime = { document: 'public', contract: 'documented' } as const
const boardKey = { boardIdOrKey: 'Board id or normalized key.' }
const ITEM = '/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}'

export const boardOperations: OperationSpec[] = [
  {
    ...config,
    method: 'post',
    path: '/api/workspace/admin/boards/boards/{boardId}/transitions',
    operationId: 'BoardsAdmin_CreateTransition',
    tag: 'BoardsAdmin',
    summary: 'Creates a board transition; Data is the full board administration model.',
    body: ref('BoardTransitionCreateRequest'),
    envelope: 'BoardAdministration',
    data: ref('BoardAdministration'),
    statuses: [200, 400, 403],
  },
  {
    ...config,
    method: 'post',
    path: '/api/workspace/admin/boards/boards/{boardId}/security/profiles/{resourceKind}/initial-assignment-rules',
    operationId: 'BoardsAdmin_UpsertInitialAssignmentRule',
    tag: 'BoardsAdmin',
    summary: 'Creates or updates one initial responsibility rule.',
    note: 'Success response: not shown; the 200 response with a permissive Data is assumed.',
    body: ref('BoardInitialAssignmentRuleRequest'),
    envelope: 'InitialAssignmentRuleResult',
    data: permissive('initial assignment rule success response.'),
    statuses: [200, 401, 403],
  },
  {
    ...runtime,
    method: 'post',
    path: '/api/workspace/boards/{boardIdOrKey}/items',
    operationId: 'BoardItems_Add',
    tag: 'BoardItems',
    summary: 'Adds an item to a board; replay-safe by OperationKey.',
    description:
      'A stale, foreign or non-adjacent Position boundary answers 400 with the error code ' +
      'serviceBoards.runtime.validation.positionInvalid.',
    pathParams: boardKey,
    body: ref('BoardItemAddRequest'),
    envelope: 'BoardItem',
    data: ref('BoardItem'),
    statuses: [200, 400],
  },
  {
    ...runtime,
    method: 'put',
    path: `${ITEM}/board-data`,
    operationId: 'BoardItems_UpdateBoardData',
    tag: 'BoardItems',
    summary: 'Updates the board data of an item.',
    pathParams: boardKey,
    body: ref('BoardItemDataUpdateRequest'),
    envelope: 'BoardItem',
    data: ref('BoardItem'),
    statuses: [200],
  },
  {
    ...runtime,
    method: 'get',
    path: `${ITEM}/audit-trail`,
    operationId: 'BoardItems_GetAuditTrail',
    tag: 'BoardItems',
    summary: 'Reads the audit trail of an item.',
    pathParams: boardKey,
    envelope: 'BoardItemAuditRowArray',
    data: arr(ref('BoardItemAuditRow')),
    statuses: [200, 403, 404],
  },
  {
    ...runtime,
    method: 'get',
    path: `${ITEM}/move-options`,
    operationId: 'BoardItems_GetMoveOptions',
    tag: 'BoardItems',
    summary: 'Dry-runs the moves of an item: Allowed, CloseBlockers and LinkPrerequisites per target status.',
    pathParams: boardKey,
    envelope: 'BoardMoveOptions',
    data: ref('BoardMoveOptions'),
    statuses: [200, 403, 404, 409],
  },
  {
    ...runtime,
    method: 'delete',
    path: `${ITEM}/process-attachments/{fileReferenceId}`,
    operationId: 'BoardItems_DeleteProcessAttachment',
    tag: 'BoardItems',
    summary: 'Deletes a process attachment of an item; uses the board manage policy.',
    pathParams: boardKey,
    envelope: 'Boolean',
    data: bool(),
    statuses: [200, 403, 404, 409],
  },
  {
    ...runtime,
    method: 'get',
    path: '/api/workspace/boards/{boardIdOrKey}/statuses/{boardStatusId}/responsibilities/history',
    operationId: 'BoardStatuses_GetResponsibilityHistory',
    tag: 'BoardStatuses',
    summary: 'Reads the recent status-level responsibility replacements.',
    pathParams: boardKey,
    envelope: 'StatusResponsibilityHistoryRowArray',
    data: arr(ref('StatusResponsibilityHistoryRow')),
    statuses: [200, 403, 404, 409],
  },
]

