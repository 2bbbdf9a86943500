import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addAssignment, addItem, addResponsibility, addTransition, connectAll, createBoard, itemPath, linkItems, moveCall, startBoardsApi, statusOf,
  type AdminBoard, type ItemPayload,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startBoardsApi()
})
afterAll(() => api.close())

interface MoveOptions {
  BoardItemId: string
  FromBoardStatusId: string
  Options: Array<{
    BoardStatusId: string
    Allowed: boolean
    BoardTransitionId: string | null
    Errors: Array<{ Code: string; Metadata?: Record<string, string> }>
    CloseBlockers: { TotalCount: number; HiddenCount: number; ReadableChildren: Array<{ Id: string }>; HiddenChildren: Array<{ BoardDisplayName: string; RunNumber: number }> }
    LinkPrerequisites: Array<{ CurrentCount: number; MissingCount: number; Satisfied: boolean; MinimumCount: number; MaximumCount: number | null }>
  }>
}

const optionsOf = (board: AdminBoard, itemId: string, role: 'admin' | 'operator' = 'admin') =>
  api.call<MoveOptions>('GET', itemPath(board, itemId, '/move-options'), undefined, role).then((reply) => reply.body.Data)

describe('BoardItems_Move', () => {
  let board: AdminBoard
  beforeAll(async () => {
    board = await createBoard(api)
    board = await addTransition(api, board, 'open', 'in-progress')
    board = await addTransition(api, board, 'in-progress', 'done')
    board = await addTransition(api, board, 'done', 'open')
  })

  it('moves along a transition, closes on a terminal status, reopens, and audits each move', async () => {
    const item = await addItem(api, board)
    const started = await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'in-progress').Id, RowVersion: item.RowVersion })
    expect(started.status).toBe(200)
    expect(started.body.Data).toMatchObject({ BoardStatusId: statusOf(board, 'in-progress').Id, IsOpen: true, CompletedAtUtc: null })
    expect(started.body.Data.RowVersion).not.toBe(item.RowVersion)
    const done = (await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'done').Id })).body.Data
    expect(done.IsOpen).toBe(false)
    expect(done.CompletedAtUtc).not.toBeNull()
    expect(done.ObjectInvariant.Operations.update).toMatchObject({
      IsAllowed: false,
      Denials: [{ Source: 2, ReasonCode: 'serviceBoards.invariant.itemClosed', SafeMessage: 'Closed items are read-only; reopen it first.' }],
    })
    const reopened = (await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'open').Id })).body.Data
    expect(reopened).toMatchObject({ IsOpen: true, CompletedAtUtc: null })
    const trail = await api.ok<Array<{ ActivityKind: number; Moved?: Record<string, unknown> }>>('GET', itemPath(board, item.Id, '/audit-trail'))
    const moves = trail.filter((row) => row.ActivityKind === 1)
    expect(moves).toHaveLength(3)
    expect(Object.keys(moves[0]!).sort()).toEqual(['ActivityKind', 'ActorUserId', 'ActorUserName', 'BoardItemId', 'Id', 'Moved', 'OccurredAtUtc'])
    const doneMove = board.Transitions.find((transition) => transition.ToBoardStatusId === statusOf(board, 'done').Id)!
    expect(moves[1]!.Moved).toEqual({
      BoardTransitionId: doneMove.Id,
      FromBoardStatusId: statusOf(board, 'in-progress').Id,
      ToBoardStatusId: statusOf(board, 'done').Id,
      FromRankKey: started.body.Data.RankKey,
      ToRankKey: done.RankKey,
      IsReopen: false,
      IsTerminal: true,
    })
    expect(moves[2]!.Moved).toMatchObject({ IsReopen: true, IsTerminal: false })
  })

  it('refuses a move without a transition, a stale RowVersion and a stale position', async () => {
    const item = await addItem(api, board)
    const skip = await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'done').Id })
    expect(skip.status).toBe(400)
    expect(skip.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.move.noTransition' })
    const stale = await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'in-progress').Id, RowVersion: '00000000-0000-0000-0000-000000000000' })
    expect(stale.status).toBe(409)
    expect(stale.body.Data.Id).toBe(item.Id)
    const other = await addItem(api, board)
    const position = await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'in-progress').Id, Position: { PreviousBoardItemId: other.Id } })
    expect(position.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.validation.positionInvalid', Field: 'Position' })
  })

  it('reorders within the column without a transition', async () => {
    const fresh = await createBoard(api)
    const [a, b, c] = [await addItem(api, fresh, { Subject: 'a' }), await addItem(api, fresh, { Subject: 'b' }), await addItem(api, fresh, { Subject: 'c' })]
    const moved = await moveCall(api, fresh, c!.Id, { BoardStatusId: statusOf(fresh, 'open').Id, Position: { PreviousBoardItemId: a!.Id, NextBoardItemId: b!.Id } })
    expect(moved.status).toBe(200)
    const page = await api.ok<{ Items: ItemPayload[] }>('GET', `/api/workspace/boards/${fresh.Key}/statuses/${statusOf(fresh, 'open').Id}/items`)
    expect(page.Items.map((item) => item.Card.Subject)).toEqual(['a', 'c', 'b'])
    const trail = await api.ok<Array<{ Moved?: Record<string, unknown> }>>('GET', itemPath(fresh, c!.Id, '/audit-trail'))
    expect(trail.at(-1)!.Moved).toMatchObject({ BoardTransitionId: null, IsReopen: false, IsTerminal: false })
  })
})

describe('link prerequisites', () => {
  it('allow the move from MinimumCount to MaximumCount links and refuse it outside', async () => {
    const partners = await createBoard(api)
    let board = await createBoard(api)
    board = await addTransition(api, board, 'open', 'in-progress', [
      { LinkType: 0, Direction: 0, TargetBoardId: partners.Id, TargetBoardTargetDefinitionId: partners.TargetDefinitions[0]!.Id, MinimumCount: 2, MaximumCount: 3 },
    ])
    const item = await addItem(api, board)
    const target = statusOf(board, 'in-progress').Id
    const expectations: Array<[number, boolean]> = [[0, false], [1, false], [2, true], [3, true], [4, false]]
    let links = 0
    for (const [count, allowed] of expectations) {
      while (links < count) {
        await linkItems(api, board, item.Id, (await addItem(api, partners)).Id, 0)
        links++
      }
      const option = (await optionsOf(board, item.Id)).Options.find((entry) => entry.BoardStatusId === target)!
      expect(option.Allowed).toBe(allowed)
      expect(option.LinkPrerequisites[0]).toMatchObject({ CurrentCount: count, MissingCount: Math.max(0, 2 - count), Satisfied: allowed, MinimumCount: 2, MaximumCount: 3 })
      if (!allowed) expect(option.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.move.linkPrerequisite', Metadata: { currentCount: String(count) } })
    }
    // The same rule decides the move: refused at 4 links, allowed after one goes.
    expect((await moveCall(api, board, item.Id, { BoardStatusId: target })).body.Errors[0]?.Code).toBe('serviceBoards.runtime.move.linkPrerequisite')
    const [first] = await api.ok<Array<{ Id: string }>>('GET', itemPath(board, item.Id, '/links'))
    await api.ok('DELETE', itemPath(board, item.Id, `/links/${first!.Id}`))
    expect((await moveCall(api, board, item.Id, { BoardStatusId: target })).status).toBe(200)
  })
})

describe('close blockers', () => {
  it('list open children the caller may read and hide the others', async () => {
    let children = await createBoard(api)
    children = await addResponsibility(api, children, 'owner')
    children = await addAssignment(api, children, 'read', 3, 'owner')
    const board = await connectAll(api, await createBoard(api))
    const parent = await addItem(api, board)
    const visible = await addItem(api, children, { Subject: 'mine' })
    const hidden = await addItem(api, children, { Subject: 'theirs' })
    const closed = await addItem(api, children, { Subject: 'closed' })
    await api.ok('PUT', `/api/workspace/boards/${children.Key}/items/${visible.Id}/responsibilities/owner`, { Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    for (const child of [visible, hidden, closed]) await linkItems(api, board, parent.Id, child.Id, 1)
    await api.sql('UPDATE board_items SET is_open = false WHERE id = $1', [closed.Id])
    const options = await optionsOf(board, parent.Id, 'operator')
    const done = options.Options.find((entry) => entry.BoardStatusId === statusOf(board, 'done').Id)!
    expect(done.Allowed).toBe(false)
    expect(done.Errors.map((error) => error.Code)).toEqual(['serviceBoards.runtime.move.openChildren'])
    expect(done.CloseBlockers).toEqual({
      TotalCount: 2,
      HiddenCount: 1,
      ReadableChildren: [expect.objectContaining({ Id: visible.Id, DisplayName: 'mine', IsRestricted: false, BoardId: children.Id })],
      HiddenChildren: [{ BoardDisplayName: children.DisplayName, RunNumber: hidden.RunNumber }],
    })
    const active = options.Options.find((entry) => entry.BoardStatusId === statusOf(board, 'in-progress').Id)!
    expect(active).toMatchObject({ Allowed: true, Errors: [], CloseBlockers: { TotalCount: 0 } })
    const refused = await moveCall(api, board, parent.Id, { BoardStatusId: statusOf(board, 'done').Id }, 'operator')
    expect(refused.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.move.openChildren', Metadata: { count: '2' } })
  })

  it('answers 404 for a removed item and 409 on an inactive board', async () => {
    const board = await connectAll(api, await createBoard(api))
    const item = await addItem(api, board)
    await api.ok('POST', itemPath(board, item.Id, '/remove'), {})
    expect((await api.call('GET', itemPath(board, item.Id, '/move-options'))).status).toBe(404)
    const other = await addItem(api, board)
    await api.sql('UPDATE boards SET is_active = false WHERE id = $1', [board.Id])
    const inactive = await api.call<unknown>('GET', itemPath(board, other.Id, '/move-options'))
    expect(inactive.status).toBe(409)
    expect(inactive.body.Errors[0]?.Code).toBe('serviceBoards.invariant.boardInactive')
    const move = await moveCall(api, board, other.Id, { BoardStatusId: statusOf(board, 'in-progress').Id })
    expect(move.status).toBe(403)
    expect(move.body).toMatchObject({ detail: 'The board is inactive: items cannot be added, moved or edited.', code: 'serviceBoards.invariant.boardInactive' })
  })
})
