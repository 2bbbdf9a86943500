import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addAssignment, addItem, adminBoards, connectAll, createBoard, itemPath, reloadBoard, startBoardsApi, statusOf, type AdminBoard, type ItemPayload, type Role,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

interface Comment {
  Id: string
  CommentText: string
  MentionedUsers: Array<{ UserId: string; DisplayName: string }>
  CreatedByUserId: string
  CreatedByUserName: string
  ModifiedAt: string | null
  RowVersion: string
  CanEdit: boolean
  CanDelete: boolean
}
interface CommentPage {
  Items: Comment[]
  TotalCount: number
  HasMore: boolean
  CanCreate: boolean
}

beforeAll(async () => {
  api = await startBoardsApi()
})
afterAll(() => api.close())

async function commentsBoard(options: { enabled?: boolean; createPolicy?: number; readPolicy?: number } = {}): Promise<AdminBoard> {
  const board = await createBoard(api)
  if (options.enabled !== false) {
    const definition = await api.ok<{ RowVersion: string }>('GET', `/api/workspace/admin/entity-definitions/${board.DataEntityDefinitionId}`)
    await api.ok('PUT', `/api/workspace/admin/entity-definitions/${board.DataEntityDefinitionId}/options`, { CommentsEnabled: true, RowVersion: definition.RowVersion })
  }
  if (options.createPolicy !== undefined || options.readPolicy !== undefined) {
    const target = board.TargetDefinitions[0]! as AdminBoard['TargetDefinitions'][number] & Record<string, unknown>
    await api.ok('PUT', `${adminBoards}/boards/${board.Id}/target-definitions/${target.Id}`, {
      TargetKind: target.TargetKind, TargetModelId: target.TargetModelId, IsActive: true, RepeatPolicy: target['RepeatPolicy'],
      CreateCommentPolicy: options.createPolicy ?? 0, ReadCommentPolicy: options.readPolicy ?? 0, CreateAttachmentPolicy: 0, ReadAttachmentPolicy: 0,
      RowVersion: target['RowVersion'],
    })
  }
  return reloadBoard(api, board)
}

const comments = (board: AdminBoard, item: ItemPayload, role: Role = 'admin', query = '') =>
  api.call<CommentPage>('GET', itemPath(board, item.Id, `/comments${query}`), undefined, role)
const add = (board: AdminBoard, item: ItemPayload, body: Record<string, unknown>, role: Role = 'admin') =>
  api.call<Comment>('POST', itemPath(board, item.Id, '/comments'), body, role)
const edit = (board: AdminBoard, item: ItemPayload, comment: Comment, body: Record<string, unknown>, role: Role = 'admin') =>
  api.call<Comment>('PUT', itemPath(board, item.Id, `/comments/${comment.Id}`), { RowVersion: comment.RowVersion, ...body }, role)
const remove = (board: AdminBoard, item: ItemPayload, comment: Comment, role: Role = 'admin', rowVersion = comment.RowVersion) =>
  api.call<boolean>('DELETE', itemPath(board, item.Id, `/comments/${comment.Id}?rowVersion=${rowVersion}`), undefined, role)

async function audit(board: AdminBoard, item: ItemPayload): Promise<Array<{ ActivityKind: number; CommentAdded?: Record<string, unknown> }>> {
  return api.ok('GET', itemPath(board, item.Id, '/audit-trail'))
}

describe('board item comments', () => {
  it('add, list newest first, and the card answers the count and the last comment', async () => {
    const board = await commentsBoard()
    const item = await addItem(api, board)
    const first = (await add(board, item, { CommentText: 'First **note**' })).body.Data
    expect(first).toMatchObject({ CommentText: 'First **note**', CreatedByUserId: 'usr-admin', CreatedByUserName: 'Ada Admin', ModifiedAt: null, CanEdit: true, CanDelete: true })
    const second = (await add(board, item, { CommentText: 'Second, for @operator', MentionedUserIds: ['usr-operator', 'usr-operator'] }, 'operator')).body.Data
    expect(second.MentionedUsers).toEqual([{ UserId: 'usr-operator', DisplayName: 'Olivia Operator', UserName: 'operator' }])
    const page = (await comments(board, item)).body.Data
    expect(page).toMatchObject({ TotalCount: 2, HasMore: false, CanCreate: true })
    expect(page.Items.map((comment) => comment.Id)).toEqual([second.Id, first.Id])
    const paged = (await comments(board, item, 'admin', '?page=2&pageSize=1')).body.Data
    expect(paged).toMatchObject({ TotalCount: 2, HasMore: false, Items: [{ Id: first.Id }] })
    const card = await api.ok<ItemPayload>('GET', itemPath(board, item.Id))
    expect(card.Card['LastComment']).toMatchObject({ Id: second.Id, CommentText: 'Second, for @operator', CreatedByUserId: 'usr-operator' })
    expect(card['ProcessContent']).toMatchObject({ Comments: { Count: 2, AccessLevel: 1, LastComment: { Id: second.Id } } })
    const column = await api.ok<{ Items: ItemPayload[] }>('GET', `/api/workspace/boards/${board.Key}/statuses/${item.BoardStatusId}/items`)
    expect(column.Items.find((row) => row.Id === item.Id)?.Card['LastComment']).toMatchObject({ Id: second.Id })
  })

  it('checks the text and the mentions with clear messages', async () => {
    const board = await commentsBoard()
    const item = await addItem(api, board)
    const blank = await add(board, item, { CommentText: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body.Errors).toMatchObject([{ Code: 'workspace.validation.required', Message: 'CommentText cannot be empty.', Field: 'CommentText' }])
    const long = await add(board, item, { CommentText: 'x'.repeat(5001) })
    expect(long.status).toBe(400)
    expect(long.body.Errors[0]).toMatchObject({ Field: 'CommentText' })
    const unknown = await add(board, item, { CommentText: 'hi @nobody', MentionedUserIds: ['usr-admin', 'usr-nobody'] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.Errors[0]).toMatchObject({ Field: 'MentionedUserIds[1]', Message: 'There is no active user "usr-nobody" to mention.' })
    // Bad input is refused with an envelope before it reaches the database.
    for (const body of [{ CommentText: 'a\u0000b' }, { CommentText: 42 }, { CommentText: 'hi', MentionedUserIds: 'usr-admin' }]) {
      const refused = await add(board, item, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.Errors?.length).toBeGreaterThan(0)
    }
    expect((await add(board, item, { CommentText: 'x'.repeat(5000) })).status).toBe(200)
    expect((await comments(board, item)).body.Data.TotalCount).toBe(1)
  })

  it('edits own only, 409 on a stale RowVersion, and audits every change', async () => {
    const board = await commentsBoard()
    const item = await addItem(api, board)
    const comment = (await add(board, item, { CommentText: 'Draft' }, 'operator')).body.Data
    const seenByAdmin = (await comments(board, item)).body.Data.Items[0]!
    expect(seenByAdmin).toMatchObject({ CanEdit: false, CanDelete: true })
    const foreign = await edit(board, item, comment, { CommentText: 'Hijack' })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toMatchObject({ detail: 'Only its author may edit a comment.', code: 'serviceBoards.security.notCommentAuthor' })
    const edited = (await edit(board, item, comment, { CommentText: 'Final', MentionedUserIds: ['usr-admin'] }, 'operator')).body.Data
    expect(edited).toMatchObject({ CommentText: 'Final', ModifiedAt: expect.any(String), MentionedUsers: [{ UserId: 'usr-admin' }] })
    expect(edited.RowVersion).not.toBe(comment.RowVersion)
    const stale = await edit(board, item, comment, { CommentText: 'Late' }, 'operator')
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ Id: comment.Id, CommentText: 'Final' })
    const staleDelete = await remove(board, item, comment, 'operator')
    expect(staleDelete.status).toBe(409)
    expect((await remove(board, item, edited, 'operator')).body.Data).toBe(true)
    expect((await edit(board, item, edited, { CommentText: 'Gone' }, 'operator')).status).toBe(404)
    const rows = (await audit(board, item)).filter((row) => row.ActivityKind === 9)
    expect(rows.map((row) => row.CommentAdded)).toEqual([
      { CommentId: comment.Id, Change: 'Added', CommentText: 'Draft', MentionedUserIds: [] },
      { CommentId: comment.Id, Change: 'Edited', CommentText: 'Final', MentionedUserIds: ['usr-admin'] },
      { CommentId: comment.Id, Change: 'Deleted', CommentText: null, MentionedUserIds: [] },
    ])
  })

  it('deletes: the author, or whoever may manage the item; nobody else', async () => {
    let board = await commentsBoard()
    board = await addAssignment(api, board, 'manage', 0, 'usr-admin')
    const item = await addItem(api, board)
    const byAdmin = (await add(board, item, { CommentText: 'Admin says' })).body.Data
    const byOperator = (await add(board, item, { CommentText: 'Operator says' }, 'operator')).body.Data
    const refused = await remove(board, item, byAdmin, 'configurator')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'serviceBoards.security.notCommentAuthor', operationKey: 'manage' })
    expect((await remove(board, item, byOperator)).status).toBe(200)
    expect((await remove(board, item, byAdmin)).status).toBe(200)
    expect((await remove(board, item, byAdmin)).status).toBe(404)
  })

  it('follows the policies: Denied blocks, Inherit needs update, Allowed lets readers comment', async () => {
    const denied = await commentsBoard({ readPolicy: 2 })
    const hidden = await addItem(api, denied)
    const read = await comments(denied, hidden)
    expect(read.status).toBe(403)
    expect(read.body).toMatchObject({ code: 'serviceBoards.security.commentPolicyDenied', operationKey: 'comments.read' })
    expect((await api.ok<ItemPayload>('GET', itemPath(denied, hidden.Id)))['ProcessContent']).toMatchObject({ Comments: { AccessLevel: 0, Count: 0, LastComment: null } })

    const noCreate = await commentsBoard({ createPolicy: 2 })
    const quiet = await addItem(api, noCreate)
    expect((await comments(noCreate, quiet)).body.Data.CanCreate).toBe(false)
    expect((await add(noCreate, quiet, { CommentText: 'no' })).body).toMatchObject({ status: 403, operationKey: 'comments.create' })

    // Inherit: a closed item takes no comments (update is denied); Allowed: it does.
    const inherit = await connectAll(api, await commentsBoard())
    const closedInherit = await addItem(api, inherit)
    await api.ok('POST', itemPath(inherit, closedInherit.Id, '/move'), { BoardStatusId: statusOf(inherit, 'done').Id })
    const refused = await add(inherit, closedInherit, { CommentText: 'late' })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'serviceBoards.invariant.itemClosed', operationKey: 'update' })
    const allowed = await connectAll(api, await commentsBoard({ createPolicy: 1 }))
    const closedAllowed = await addItem(api, allowed)
    await api.ok('POST', itemPath(allowed, closedAllowed.Id, '/move'), { BoardStatusId: statusOf(allowed, 'done').Id })
    expect((await add(allowed, closedAllowed, { CommentText: 'after closing' })).status).toBe(200)
  })

  it('403 naming the denial when the caller may not read the item; 400 when comments are off; 404 for unknown items', async () => {
    let board = await commentsBoard()
    const item = await addItem(api, board)
    board = await addAssignment(api, board, 'read', 0, 'usr-configurator')
    const refused = await comments(board, item, 'operator')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'serviceBoards.security.notAssigned', operationKey: 'read' })
    const off = await commentsBoard({ enabled: false })
    const plain = await addItem(api, off)
    const disabled = await comments(off, plain)
    expect(disabled.status).toBe(400)
    expect(disabled.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.commentsDisabled', Message: 'Comments are turned off for this board.' })
    expect((await api.ok<ItemPayload>('GET', itemPath(off, plain.Id))).Card['LastComment']).toBeNull()
    expect((await api.call('GET', itemPath(board, randomUUID(), '/comments'))).status).toBe(404)
  })
})
