import type { CallContext, OperationHandlers } from '../../../http/operation'
import { addItem } from './add.service'
import { deleteProcessAttachment } from './attachments'
import { addComment, editComment, listComments, removeComment } from './comments.service'
import { updateBoardData } from './boardData.service'
import { boardsUsePermission, loadCaller, type RuntimeCaller } from './context'
import { flowMetrics } from './flowMetrics'
import { listAssignees } from './lanes'
import { auditTrail, statusResponsibilityHistory } from './history.read'
import { assignCycle, replaceResponsibility, setDueDate } from './itemEdits.service'
import { createLink, deleteLink, listLinks } from './links.service'
import { moveItem, moveOptions } from './move.service'
import { getBoard, getItem, listBoards, listStatusItems } from './reads.service'
import { removeItem } from './remove.service'
import { searchItems } from './search'
import { searchSubjects } from './subjects'
import { replaceTags } from './tags.service'

/** Boards runtime operations (public document): every one needs boards.use, then the board decides. */

/** A runtime operation: boards.use, and the caller with display name and groups (access decisions need them). */
function runtime<Context extends CallContext, Answer>(handle: (context: Context, caller: RuntimeCaller) => Promise<Answer>) {
  return {
    requiredPermissions: [boardsUsePermission],
    handle: async (context: Context) => handle(context, await loadCaller(context.db, context.auth, context.request)),
  }
}

export const boardRuntimeHandlers: OperationHandlers = {
  Boards_List: runtime(({ db }, caller) => listBoards(db, caller)),
  Boards_Get: runtime(({ db, params, now }, caller) => getBoard(db, caller, params.boardIdOrKey, now)),
  Boards_ListStatusItems: runtime(({ db, params, query, now }, caller) =>
    listStatusItems(db, caller, params.boardIdOrKey, params.boardStatusId, query, now),
  ),
  BoardStatuses_GetResponsibilityHistory: runtime(({ db, params, now }, caller) =>
    statusResponsibilityHistory(db, caller, params.boardIdOrKey, params.boardStatusId, now),
  ),
  BoardItems_Get: runtime(({ db, params, now }, caller) => getItem(db, caller, params.boardIdOrKey, params.boardItemId, now)),
  BoardItems_Add: runtime(({ db, params, body, now }, caller) => addItem(db, caller, params.boardIdOrKey, body, now)),
  BoardItems_UpdateBoardData: runtime(({ db, params, body, now }, caller) =>
    updateBoardData(db, caller, params.boardIdOrKey, params.boardItemId, body, now),
  ),
  BoardItems_Move: runtime(({ db, params, body, now }, caller) => moveItem(db, caller, params.boardIdOrKey, params.boardItemId, body, now)),
  BoardItems_GetMoveOptions: runtime(({ db, params, now }, caller) => moveOptions(db, caller, params.boardIdOrKey, params.boardItemId, now)),
  BoardItems_Remove: runtime(({ db, params, body, now }, caller) => removeItem(db, caller, params.boardIdOrKey, params.boardItemId, body ?? {}, now)),
  BoardItems_ReplaceTags: runtime(({ db, params, body, now }, caller) => replaceTags(db, caller, params.boardIdOrKey, params.boardItemId, body, now)),
  BoardItems_ReplaceResponsibility: runtime(({ db, params, body, now }, caller) =>
    replaceResponsibility(db, caller, params.boardIdOrKey, params.boardItemId, params.responsibilityKey, body, now),
  ),
  BoardItems_SetDueDate: runtime(({ db, params, body, now }, caller) => setDueDate(db, caller, params.boardIdOrKey, params.boardItemId, body, now)),
  BoardItems_AssignCycle: runtime(({ db, params, body, now }, caller) => assignCycle(db, caller, params.boardIdOrKey, params.boardItemId, body, now)),
  BoardItems_GetAuditTrail: runtime(({ db, params, now }, caller) => auditTrail(db, caller, params.boardIdOrKey, params.boardItemId, now)),
  BoardItems_ListLinks: runtime(({ db, params, now }, caller) => listLinks(db, caller, params.boardIdOrKey, params.boardItemId, now)),
  BoardItems_CreateLink: runtime(({ db, params, body, now }, caller) => createLink(db, caller, params.boardIdOrKey, params.boardItemId, body, now)),
  BoardItems_DeleteLink: runtime(({ db, params, now }, caller) =>
    deleteLink(db, caller, params.boardIdOrKey, params.boardItemId, params.linkId, now),
  ),
  BoardItems_Search: runtime(({ db, params, query, now }, caller) =>
    searchItems(db, caller, params.boardIdOrKey, query, now),
  ),
  Boards_SearchSubjects: runtime(({ db, params, query, now }, caller) =>
    searchSubjects(db, caller, params.boardIdOrKey, query, now),
  ),
  Boards_ListAssignees: runtime(({ db, params, now }, caller) => listAssignees(db, caller, params.boardIdOrKey, now)),
  Boards_GetFlowMetrics: runtime(({ db, params, query, now }, caller) =>
    flowMetrics(db, caller, params.boardIdOrKey, query.days ?? 30, now),
  ),
  BoardItems_DeleteProcessAttachment: runtime(({ db, params, now }, caller) =>
    deleteProcessAttachment(db, caller, params.boardIdOrKey, params.boardItemId, params.fileReferenceId, now),
  ),
  BoardItems_ListComments: runtime(({ db, params, query, now }, caller) => listComments(db, caller, params.boardIdOrKey, params.boardItemId, query, now)),
  BoardItems_AddComment: runtime(({ db, params, body, now }, caller) => addComment(db, caller, params.boardIdOrKey, params.boardItemId, body, now)),
  BoardItems_UpdateComment: runtime(({ db, params, body, now }, caller) =>
    editComment(db, caller, params.boardIdOrKey, params.boardItemId, params.commentId, body, now),
  ),
  BoardItems_DeleteComment: runtime(({ db, params, query, now }, caller) =>
    removeComment(db, caller, params.boardIdOrKey, params.boardItemId, params.commentId, query.rowVersion, now),
  ),
}
