import type { PublicSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { badRequest, EnvelopeError, notFound, staleRowVersion } from '../../../http/errors'
import { paging, toPage } from '../../../platform/paging'
import { requireBoard } from '../shared/boardRef'
import { deniedError } from './access'
import { writeAudit } from './audit'
import {
  activeUsers, commentsPage, deleteComment, findComment, insertComment, updateComment, userNames, type CommentRow, type CommentWrite,
} from './comments.repo'
import { CommentCode, commentDenied, commentRights, commentTextIssues, maxMentions, type CommentRights } from './comments.rules'
import type { RuntimeCaller } from './context'
import { decideItems, loadItemContext, type ItemContext } from './itemContext'
import { requireLiveItem, type ItemRow } from './items.repo'
import type { OperationDecisions } from './types'
import { ProcessContentPolicy } from '../../../../shared/enums'

/** Comments on board items: list, add, edit own, delete own (or any, with `manage`); every change audited. */

export type BoardItemComment = PublicSchemas['BoardItemComment']
export type CommentCreateRequest = PublicSchemas['BoardItemCommentCreateRequest']
export type CommentUpdateRequest = PublicSchemas['BoardItemCommentUpdateRequest']

interface CommentScope {
  context: ItemContext
  row: ItemRow
  decisions: OperationDecisions
  rights: CommentRights
}

/** The item, its comment rights, and the refusals every comment operation shares. */
async function commentScope(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, now: Date, lock = false): Promise<CommentScope> {
  const board = await requireBoard(db, boardIdOrKey)
  const row = await requireLiveItem(db, board.id, itemId, lock)
  const context = await loadItemContext(db, board.id, caller, now)
  if (!context.part.model.definition.CommentsEnabled) throw badRequest(CommentCode.disabled, 'Comments are turned off for this board.')
  const decisions = (await decideItems(context, [row])).decisions.get(row.id)!
  if (!decisions.read.IsAllowed) throw deniedError(decisions.read)
  const rights = commentRights(decisions, targetDefinition(context, row))
  if (!rights.read) throw commentDenied('Comments on items of this target cannot be read (ReadCommentPolicy: Denied).', CommentCode.policyDenied, 'comments.read')
  return { context, row, decisions, rights }
}

const targetDefinition = (context: ItemContext, row: ItemRow) => context.config.targetDefinitions.find((item) => item.id === row.target_definition_id)

/** 403 unless the caller may write comments on the item: the policy's denial, or (Inherit) the `update` denial. */
function requireCreate(scope: CommentScope): void {
  if (scope.rights.create) return
  if (targetDefinition(scope.context, scope.row)?.createCommentPolicy === ProcessContentPolicy.Denied) {
    throw commentDenied('Comments cannot be written on items of this target (CreateCommentPolicy: Denied).', CommentCode.policyDenied, 'comments.create')
  }
  throw deniedError(scope.decisions.update)
}

async function toComments(db: Db, rows: CommentRow[], caller: RuntimeCaller, rights: CommentRights): Promise<BoardItemComment[]> {
  const names = await userNames(db, [...new Set(rows.flatMap((row) => row.mentioned_user_ids))])
  return rows.map((row) => {
    const own = row.created_by_user_id === caller.userId
    return {
      Id: row.id,
      BoardItemId: row.item_id,
      CommentText: row.comment_text,
      MentionedUsers: row.mentioned_user_ids.map((userId) => ({
        UserId: userId, DisplayName: names.get(userId)?.displayName ?? userId, UserName: names.get(userId)?.userName ?? userId,
      })),
      CreatedByUserId: row.created_by_user_id,
      CreatedByUserName: row.created_by_user_name,
      CreatedAt: row.created_at,
      ModifiedAt: row.modified_at,
      RowVersion: row.row_version,
      CanEdit: own && rights.create,
      CanDelete: (own && rights.create) || rights.deleteAny,
    }
  })
}

async function checkedWrite(db: Db, body: { CommentText: string; MentionedUserIds?: string[] | null }): Promise<CommentWrite> {
  const issues = commentTextIssues(body.CommentText)
  if (issues.length > 0) throw new EnvelopeError(400, issues)
  const ids = [...new Set(body.MentionedUserIds ?? [])]
  if (ids.length > maxMentions) throw badRequest('serviceBoards.runtime.validation.invalid', `A comment may mention at most ${maxMentions} people.`, 'MentionedUserIds')
  const known = await activeUsers(db, ids)
  const unknown = ids.findIndex((id) => !known.has(id))
  if (unknown >= 0) throw badRequest('serviceBoards.runtime.validation.invalid', `There is no active user "${ids[unknown]}" to mention.`, `MentionedUserIds[${unknown}]`)
  return { text: body.CommentText, mentionedUserIds: ids }
}

export async function listComments(
  db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, query: { page?: number; pageSize?: number }, now: Date,
): Promise<PublicSchemas['BoardItemCommentPage']> {
  const { row, rights } = await commentScope(db, caller, boardIdOrKey, itemId, now)
  const at = paging({ Page: query.page, PageSize: query.pageSize }, 50)
  const { rows, total } = await commentsPage(db, row.id, at.pageSize, at.offset)
  return { ...toPage(await toComments(db, rows, caller, rights), at, total), CanCreate: rights.create }
}

async function auditComment(scope: CommentScope, caller: RuntimeCaller, now: Date, commentId: string, change: 'Added' | 'Edited' | 'Deleted', write: CommentWrite | null) {
  await writeAudit(scope.context.db, caller, now, {
    boardId: scope.row.board_id,
    itemId: scope.row.id,
    kind: 'CommentAdded',
    payload: { CommentId: commentId, Change: change, CommentText: write?.text ?? null, MentionedUserIds: write?.mentionedUserIds ?? [] },
    statusIds: [],
  })
}

async function answer(scope: CommentScope, caller: RuntimeCaller, commentId: string): Promise<BoardItemComment> {
  const row = (await findComment(scope.context.db, scope.row.id, commentId))!
  const [comment] = await toComments(scope.context.db, [row], caller, scope.rights)
  return comment!
}

export async function addComment(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: CommentCreateRequest, now: Date): Promise<BoardItemComment> {
  return db.transaction(async (tx) => {
    const scope = await commentScope(tx, caller, boardIdOrKey, itemId, now, true)
    requireCreate(scope)
    const write = await checkedWrite(tx, body)
    const id = await insertComment(tx, scope.row.id, caller.userId, write, now)
    await auditComment(scope, caller, now, id, 'Added', write)
    return answer(scope, caller, id)
  })
}

/** The caller's comment, locked, after the RowVersion check (409 with the comment as it is). */
async function ownComment(scope: CommentScope, caller: RuntimeCaller, commentId: string, rowVersion: string | null | undefined, action: 'edit' | 'delete'): Promise<CommentRow> {
  const comment = await findComment(scope.context.db, scope.row.id, commentId, true)
  if (!comment) throw notFound(`"${commentId}" is not a comment of this item.`, commentId)
  const own = comment.created_by_user_id === caller.userId
  if (!own && !(action === 'delete' && scope.rights.deleteAny)) {
    throw commentDenied(
      action === 'edit'
        ? 'Only its author may edit a comment.'
        : 'Only its author, or someone who may manage the item, may delete a comment.',
      CommentCode.notAuthor,
      action === 'edit' ? 'comments.editOwn' : 'manage',
    )
  }
  if (own && !(action === 'delete' && scope.rights.deleteAny)) requireCreate(scope)
  if (rowVersion && rowVersion !== comment.row_version) throw staleRowVersion((await toComments(scope.context.db, [comment], caller, scope.rights))[0])
  return comment
}

export async function editComment(
  db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, commentId: string, body: CommentUpdateRequest, now: Date,
): Promise<BoardItemComment> {
  return db.transaction(async (tx) => {
    const scope = await commentScope(tx, caller, boardIdOrKey, itemId, now, true)
    const comment = await ownComment(scope, caller, commentId, body.RowVersion, 'edit')
    const write = await checkedWrite(tx, body)
    const unchanged = write.text === comment.comment_text && write.mentionedUserIds.join() === comment.mentioned_user_ids.join()
    if (unchanged) return answer(scope, caller, comment.id)
    await updateComment(tx, comment.id, write, now)
    await auditComment(scope, caller, now, comment.id, 'Edited', write)
    return answer(scope, caller, comment.id)
  })
}

export async function removeComment(
  db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, commentId: string, rowVersion: string | undefined, now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const scope = await commentScope(tx, caller, boardIdOrKey, itemId, now, true)
    const comment = await ownComment(scope, caller, commentId, rowVersion, 'delete')
    await deleteComment(tx, comment.id)
    await auditComment(scope, caller, now, comment.id, 'Deleted', null)
    return true
  })
}
