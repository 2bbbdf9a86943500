import { defineOperation, type OperationContext, type OperationDefinition, type OperationHandlers } from '../../../http/operation'
import { createBoard, deleteBoard, listBoards, setBoardActive, updateBoard, type BoardCreateInput, type BoardUpdateInput } from './boards.service'
import { createCycle, deleteCycle, updateCycle, type CycleInput, type CycleUpdateInput } from './cycles.service'
import { deleteInitialRule, upsertInitialRule, type InitialRuleInput } from './initialRules.service'
import { loadBoardAdministration } from './model'
import { updateAttentionPolicy, updateDueDatePolicy, type AttentionPolicyInput, type DueDatePolicyInput } from './policies.service'
import {
  createResponsibility, deleteResponsibility, updateResponsibility, type ResponsibilityInput, type ResponsibilityUpdateInput,
} from './responsibilities.service'
import {
  createAssignment, createStatement, deleteAssignment, deleteStatement, updateStatement, type AssignmentInput, type StatementInput,
  type StatementUpdateInput,
} from './security.service'
import { createStatus, deleteStatus, reorderStatuses, updateStatus, type StatusInput, type StatusUpdateInput } from './statuses.service'
import { replaceStatusResponsibility, type StatusResponsibilityInput } from './statusResponsibilities.service'
import { createTarget, deleteTarget, updateTarget, type TargetInput, type TargetUpdateInput } from './targets.service'
import {
  createTransition, deleteTransition, reorderTransitions, updateTransition, type TransitionCreateInput, type TransitionUpdateInput,
} from './transitions.service'

/** Board administration (config document): boards.configure, and the module switched on. */

type BoardParams = { boardId: string }
type RowVersionQuery = { rowVersion?: string }

/** An admin operation: the permission, then the handler (the module's switch guards every operation: module.ts). */
function admin<B = undefined, Q = Record<string, unknown>, P = BoardParams>(
  handle: (context: OperationContext<B, Q, P>) => Promise<unknown>,
): OperationDefinition {
  return defineOperation<B, Q, P>({
    requiredPermissions: ['boards.configure'],
    handle,
  })
}

const acceptLanguage = (context: OperationContext<unknown, unknown, unknown>) => context.request.headers['accept-language']

const boardHandlers: OperationHandlers = {
  BoardsAdmin_ListBoards: admin(({ db }) => listBoards(db)),
  BoardsAdmin_CreateBoard: admin<BoardCreateInput>((context) =>
    createBoard(context.db, context.body, context.auth, context.now, acceptLanguage(context)),
  ),
  BoardsAdmin_GetBoard: admin(({ db, params, auth, now }) => loadBoardAdministration(db, params.boardId, auth, now)),
  BoardsAdmin_UpdateBoard: admin<BoardUpdateInput>(({ db, params, body, auth, now }) => updateBoard(db, params.boardId, body, auth, now)),
  BoardsAdmin_ActivateBoard: admin<{ RowVersion: string }>(({ db, params, body, auth, now }) =>
    setBoardActive(db, params.boardId, true, body.RowVersion, auth, now),
  ),
  BoardsAdmin_DeactivateBoard: admin<{ RowVersion: string }>(({ db, params, body, auth, now }) =>
    setBoardActive(db, params.boardId, false, body.RowVersion, auth, now),
  ),
  BoardsAdmin_DeleteBoard: admin<undefined, RowVersionQuery>(({ db, params, query, auth, now }) => deleteBoard(db, params.boardId, query.rowVersion, auth, now)),
}

type StatusParams = BoardParams & { statusId: string }
type TransitionParams = BoardParams & { transitionId: string }

const workflowHandlers: OperationHandlers = {
  BoardsAdmin_CreateStatus: admin<StatusInput>(({ db, params, body, auth, now }) => createStatus(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateStatus: admin<StatusUpdateInput, object, StatusParams>(({ db, params, body, auth, now }) =>
    updateStatus(db, params.boardId, params.statusId, body, auth, now),
  ),
  BoardsAdmin_ReorderStatuses: admin<{ StatusIds: string[] }>(({ db, params, body, auth, now }) =>
    reorderStatuses(db, params.boardId, body.StatusIds, auth, now),
  ),
  BoardsAdmin_DeleteStatus: admin<undefined, RowVersionQuery & { reason?: string }, StatusParams>(({ db, params, query, auth, now }) =>
    deleteStatus(db, params.boardId, params.statusId, query.rowVersion, query.reason, auth, now),
  ),
  BoardsAdmin_CreateTransition: admin<TransitionCreateInput>(({ db, params, body, auth, now }) => createTransition(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateTransition: admin<TransitionUpdateInput, object, TransitionParams>(({ db, params, body, auth, now }) =>
    updateTransition(db, params.boardId, params.transitionId, body, auth, now),
  ),
  BoardsAdmin_ReorderTransitions: admin<{ TransitionIds: string[] }, object, StatusParams>(({ db, params, body, auth, now }) =>
    reorderTransitions(db, params.boardId, params.statusId, body.TransitionIds, auth, now),
  ),
  BoardsAdmin_DeleteTransition: admin<undefined, RowVersionQuery, TransitionParams>(({ db, params, query, auth, now }) =>
    deleteTransition(db, params.boardId, params.transitionId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_ReplaceStatusResponsibility: admin<StatusResponsibilityInput, object, StatusParams>(({ db, params, body, auth, now }) =>
    replaceStatusResponsibility(db, params.boardId, params.statusId, body, auth, now),
  ),
}

type TargetParams = BoardParams & { targetDefinitionId: string }
type CycleParams = BoardParams & { cycleId: string }
type ResponsibilityParams = BoardParams & { responsibilityId: string }

const modelHandlers: OperationHandlers = {
  BoardsAdmin_CreateTargetDefinition: admin<TargetInput>(({ db, params, body, auth, now }) => createTarget(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateTargetDefinition: admin<TargetUpdateInput, object, TargetParams>(({ db, params, body, auth, now }) =>
    updateTarget(db, params.boardId, params.targetDefinitionId, body, auth, now),
  ),
  BoardsAdmin_DeleteTargetDefinition: admin<undefined, RowVersionQuery, TargetParams>(({ db, params, query, auth, now }) =>
    deleteTarget(db, params.boardId, params.targetDefinitionId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreateCycle: admin<CycleInput>(({ db, params, body, auth, now }) => createCycle(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateCycle: admin<CycleUpdateInput, object, CycleParams>(({ db, params, body, auth, now }) =>
    updateCycle(db, params.boardId, params.cycleId, body, auth, now),
  ),
  BoardsAdmin_DeleteCycle: admin<undefined, RowVersionQuery, CycleParams>(({ db, params, query, auth, now }) =>
    deleteCycle(db, params.boardId, params.cycleId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreateResponsibility: admin<ResponsibilityInput>(({ db, params, body, auth, now }) => createResponsibility(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateResponsibility: admin<ResponsibilityUpdateInput, object, ResponsibilityParams>(({ db, params, body, auth, now }) =>
    updateResponsibility(db, params.boardId, params.responsibilityId, body, auth, now),
  ),
  BoardsAdmin_DeleteResponsibility: admin<undefined, RowVersionQuery, ResponsibilityParams>(({ db, params, query, auth, now }) =>
    deleteResponsibility(db, params.boardId, params.responsibilityId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_UpdateDueDatePolicy: admin<DueDatePolicyInput>(({ db, params, body, auth, now }) => updateDueDatePolicy(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateAttentionSignalPolicy: admin<AttentionPolicyInput>(({ db, params, body, auth, now }) =>
    updateAttentionPolicy(db, params.boardId, body, auth, now),
  ),
}

type ProfileParams = BoardParams & { resourceKind: string }

const securityHandlers: OperationHandlers = {
  BoardsAdmin_UpsertInitialAssignmentRule: admin<InitialRuleInput, object, ProfileParams>(({ db, params, body, auth, now }) =>
    upsertInitialRule(db, params.boardId, params.resourceKind, body, auth, now),
  ),
  BoardsAdmin_DeleteInitialAssignmentRule: admin<undefined, RowVersionQuery, ProfileParams & { ruleId: string }>(({ db, params, query, auth, now }) =>
    deleteInitialRule(db, params.boardId, params.resourceKind, params.ruleId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreateSecurityStatement: admin<StatementInput & { SecurityRowVersion: string }>(({ db, params, body, auth, now }) =>
    createStatement(db, params.boardId, body, auth, now),
  ),
  BoardsAdmin_UpdateSecurityStatement: admin<StatementUpdateInput, object, BoardParams & { statementId: string }>(({ db, params, body, auth, now }) =>
    updateStatement(db, params.boardId, params.statementId, body, auth, now),
  ),
  BoardsAdmin_DeleteSecurityStatement: admin<undefined, RowVersionQuery, BoardParams & { statementId: string }>(({ db, params, query, auth, now }) =>
    deleteStatement(db, params.boardId, params.statementId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreatePermissionAssignment: admin<AssignmentInput>(({ db, params, body, auth, now }) => createAssignment(db, params.boardId, body, auth, now)),
  BoardsAdmin_DeletePermissionAssignment: admin<undefined, RowVersionQuery, BoardParams & { assignmentId: string }>(({ db, params, query, auth, now }) =>
    deleteAssignment(db, params.boardId, params.assignmentId, query.rowVersion, auth, now),
  ),
}

export const boardAdminHandlers: OperationHandlers = { ...boardHandlers, ...workflowHandlers, ...modelHandlers, ...securityHandlers }
