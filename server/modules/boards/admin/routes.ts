import type { CallContext, OperationHandlers } from '../../../http/operation'
import { createBoard, deleteBoard, listBoards, setBoardActive, updateBoard } from './boards.service'
import { createCycle, deleteCycle, updateCycle } from './cycles.service'
import { deleteInitialRule, upsertInitialRule } from './initialRules.service'
import { loadBoardAdministration } from './model'
import { updateAttentionPolicy, updateDueDatePolicy } from './policies.service'
import { createResponsibility, deleteResponsibility, updateResponsibility } from './responsibilities.service'
import { createAssignment, createStatement, deleteAssignment, deleteStatement, updateStatement } from './security.service'
import { createStatus, deleteStatus, reorderStatuses, updateStatus } from './statuses.service'
import { replaceStatusResponsibility } from './statusResponsibilities.service'
import { createTarget, deleteTarget, updateTarget } from './targets.service'
import { createTransition, deleteTransition, reorderTransitions, updateTransition } from './transitions.service'

/** Board administration (config document): boards.configure (the module's switch guards every operation: module.ts). */

function admin<Context extends CallContext, Answer>(handle: (context: Context) => Promise<Answer>) {
  return { requiredPermissions: ['boards.configure'], handle }
}

const acceptLanguage = (context: CallContext) => context.request.headers['accept-language']

const boardHandlers: OperationHandlers = {
  BoardsAdmin_ListBoards: admin(({ db }) => listBoards(db)),
  BoardsAdmin_CreateBoard: admin((context) =>
    createBoard(context.db, context.body, context.auth, context.now, acceptLanguage(context)),
  ),
  BoardsAdmin_GetBoard: admin(({ db, params, auth, now }) => loadBoardAdministration(db, params.boardId, auth, now)),
  BoardsAdmin_UpdateBoard: admin(({ db, params, body, auth, now }) => updateBoard(db, params.boardId, body, auth, now)),
  BoardsAdmin_ActivateBoard: admin(({ db, params, body, auth, now }) =>
    setBoardActive(db, params.boardId, true, body.RowVersion, auth, now),
  ),
  BoardsAdmin_DeactivateBoard: admin(({ db, params, body, auth, now }) =>
    setBoardActive(db, params.boardId, false, body.RowVersion, auth, now),
  ),
  BoardsAdmin_DeleteBoard: admin(({ db, params, query, auth, now }) => deleteBoard(db, params.boardId, query.rowVersion, auth, now)),
}

const workflowHandlers: OperationHandlers = {
  BoardsAdmin_CreateStatus: admin(({ db, params, body, auth, now }) => createStatus(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateStatus: admin(({ db, params, body, auth, now }) =>
    updateStatus(db, params.boardId, params.statusId, body, auth, now),
  ),
  BoardsAdmin_ReorderStatuses: admin(({ db, params, body, auth, now }) =>
    reorderStatuses(db, params.boardId, body.StatusIds, auth, now),
  ),
  BoardsAdmin_DeleteStatus: admin(({ db, params, query, auth, now }) =>
    deleteStatus(db, params.boardId, params.statusId, query.rowVersion, query.reason, auth, now),
  ),
  BoardsAdmin_CreateTransition: admin(({ db, params, body, auth, now }) => createTransition(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateTransition: admin(({ db, params, body, auth, now }) =>
    updateTransition(db, params.boardId, params.transitionId, body, auth, now),
  ),
  BoardsAdmin_ReorderTransitions: admin(({ db, params, body, auth, now }) =>
    reorderTransitions(db, params.boardId, params.statusId, body.TransitionIds, auth, now),
  ),
  BoardsAdmin_DeleteTransition: admin(({ db, params, query, auth, now }) =>
    deleteTransition(db, params.boardId, params.transitionId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_ReplaceStatusResponsibility: admin(({ db, params, body, auth, now }) =>
    replaceStatusResponsibility(db, params.boardId, params.statusId, body, auth, now),
  ),
}

const modelHandlers: OperationHandlers = {
  BoardsAdmin_CreateTargetDefinition: admin(({ db, params, body, auth, now }) => createTarget(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateTargetDefinition: admin(({ db, params, body, auth, now }) =>
    updateTarget(db, params.boardId, params.targetDefinitionId, body, auth, now),
  ),
  BoardsAdmin_DeleteTargetDefinition: admin(({ db, params, query, auth, now }) =>
    deleteTarget(db, params.boardId, params.targetDefinitionId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreateCycle: admin(({ db, params, body, auth, now }) => createCycle(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateCycle: admin(({ db, params, body, auth, now }) =>
    updateCycle(db, params.boardId, params.cycleId, body, auth, now),
  ),
  BoardsAdmin_DeleteCycle: admin(({ db, params, query, auth, now }) =>
    deleteCycle(db, params.boardId, params.cycleId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreateResponsibility: admin(({ db, params, body, auth, now }) => createResponsibility(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateResponsibility: admin(({ db, params, body, auth, now }) =>
    updateResponsibility(db, params.boardId, params.responsibilityId, body, auth, now),
  ),
  BoardsAdmin_DeleteResponsibility: admin(({ db, params, query, auth, now }) =>
    deleteResponsibility(db, params.boardId, params.responsibilityId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_UpdateDueDatePolicy: admin(({ db, params, body, auth, now }) => updateDueDatePolicy(db, params.boardId, body, auth, now)),
  BoardsAdmin_UpdateAttentionSignalPolicy: admin(({ db, params, body, auth, now }) =>
    updateAttentionPolicy(db, params.boardId, body, auth, now),
  ),
}

const securityHandlers: OperationHandlers = {
  BoardsAdmin_UpsertInitialAssignmentRule: admin(({ db, params, body, auth, now }) =>
    upsertInitialRule(db, params.boardId, params.resourceKind, body, auth, now),
  ),
  BoardsAdmin_DeleteInitialAssignmentRule: admin(({ db, params, query, auth, now }) =>
    deleteInitialRule(db, params.boardId, params.resourceKind, params.ruleId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreateSecurityStatement: admin(({ db, params, body, auth, now }) =>
    createStatement(db, params.boardId, body, auth, now),
  ),
  BoardsAdmin_UpdateSecurityStatement: admin(({ db, params, body, auth, now }) =>
    updateStatement(db, params.boardId, params.statementId, body, auth, now),
  ),
  BoardsAdmin_DeleteSecurityStatement: admin(({ db, params, query, auth, now }) =>
    deleteStatement(db, params.boardId, params.statementId, query.rowVersion, auth, now),
  ),
  BoardsAdmin_CreatePermissionAssignment: admin(({ db, params, body, auth, now }) => createAssignment(db, params.boardId, body, auth, now)),
  BoardsAdmin_DeletePermissionAssignment: admin(({ db, params, query, auth, now }) =>
    deleteAssignment(db, params.boardId, params.assignmentId, query.rowVersion, auth, now),
  ),
}

export const boardAdminHandlers: OperationHandlers = { ...boardHandlers, ...workflowHandlers, ...modelHandlers, ...securityHandlers }
