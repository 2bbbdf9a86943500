import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField } from '../../../test/fixtures/entities/schema'
import {
  addItem, addResponsibility, adminBoards, connectAll, createBoard, itemPath, linkItems, moveCall, reloadBoard, startBoardsApi, statusOf,
  type AdminBoard, type ItemPayload,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi
let board: AdminBoard

interface AuditRow extends Record<string, unknown> {
  Id: string
  BoardItemId: string
  ActivityKind: number
  ActorUserId: string
  ActorUserName: string
  OccurredAtUtc: string
}

const common = ['ActivityKind', 'ActorUserId', 'ActorUserName', 'BoardItemId', 'Id', 'OccurredAtUtc']

beforeAll(async () => {
  api = await startBoardsApi()
  board = await createBoard(api, { cycles: true })
  board = await addResponsibility(api, board, 'owner')
  board = await api.ok<AdminBoard>('POST', `${adminBoards}/boards/${board.Id}/cycles`, { Key: 'sprint-1', DisplayName: 'Sprint 1', IsActive: true })
  const definition = await api.ok<{ Tables: Array<{ Id: string; IsPrimary: boolean }> }>('GET', `/api/workspace/admin/entity-definitions/${board.DataEntityDefinitionId}`)
  await addField(api, definition.Tables.find((table) => table.IsPrimary)!.Id, { Key: 'effort', DisplayName: 'Effort', FieldType: 2 })
  await addField(api, definition.Tables.find((table) => table.IsPrimary)!.Id, { Key: 'note', DisplayName: 'Note', FieldType: 0 })
  board = await connectAll(api, await reloadBoard(api, board))
})
afterAll(() => api.close())

async function trail(item: ItemPayload): Promise<AuditRow[]> {
  return api.ok<AuditRow[]>('GET', itemPath(board, item.Id, '/audit-trail'))
}

/** The newest row, checked to carry the common members plus exactly the kind's payload member. */
async function lastRow(item: ItemPayload, kind: number, member: string): Promise<Record<string, unknown>> {
  const row = (await trail(item)).at(-1)!
  expect(row.ActivityKind).toBe(kind)
  expect(Object.keys(row).sort()).toEqual([...common, member].sort())
  expect(row).toMatchObject({ BoardItemId: item.Id, ActorUserId: 'usr-admin', ActorUserName: 'Ada Admin' })
  return row[member] as Record<string, unknown>
}

describe('audit rows', () => {
  it('Created', async () => {
    const item = await addItem(api, board, { Subject: 'New', Description: 'Text' })
    expect(await lastRow(item, 0, 'Created')).toEqual({
      BoardStatusId: statusOf(board, 'open').Id, RankKey: item.RankKey, RunNumber: 1, PreviousBoardItemId: null, Subject: 'New', Description: 'Text',
    })
  })

  it('BoardDataChanged with only the changed fields, none when nothing changed', async () => {
    const item = await addItem(api, board, { Subject: 'Before', Fields: { effort: 3, note: 'same' } })
    const changed = await api.ok<ItemPayload>('PUT', itemPath(board, item.Id, '/board-data'), { Subject: 'After', Fields: { effort: 5, note: 'same' }, RowVersion: item.RowVersion })
    expect(await lastRow(item, 2, 'BoardDataChanged')).toEqual({
      Subject: { Before: 'Before', After: 'After' },
      Description: { Before: null, After: null },
      Fields: [{ FieldId: expect.any(String), Name: 'effort', DisplayName: 'Effort', ValueType: 2, Before: 3, After: 5, BeforeDisplay: '3', AfterDisplay: '5' }],
    })
    const unchanged = await api.ok<ItemPayload>('PUT', itemPath(board, item.Id, '/board-data'), { Subject: 'After', Fields: { effort: 5 } })
    expect(unchanged.RowVersion).toBe(changed.RowVersion)
    expect((await trail(item)).filter((row) => row.ActivityKind === 2)).toHaveLength(1)
  })

  it('board data: a stale RowVersion is 409 with the item, a replayed MutationIdempotencyKey answers without applying', async () => {
    const item = await addItem(api, board, { Subject: 'One' })
    const key = randomUUID()
    const body = { Subject: 'Two', RowVersion: item.RowVersion, MutationIdempotencyKey: key }
    const first = await api.ok<ItemPayload>('PUT', itemPath(board, item.Id, '/board-data'), body)
    const replay = await api.call<ItemPayload>('PUT', itemPath(board, item.Id, '/board-data'), body)
    expect(replay.status).toBe(200)
    expect(replay.body.Data.RowVersion).toBe(first.RowVersion)
    expect((await trail(item)).filter((row) => row.ActivityKind === 2)).toHaveLength(1)
    const reused = await api.call('PUT', itemPath(board, item.Id, '/board-data'), { ...body, Subject: 'Three' })
    expect(reused.status).toBe(409)
    expect(reused.body.Errors[0]?.Code).toBe('serviceBoards.runtime.mutationKeyReused')
    const stale = await api.call<ItemPayload>('PUT', itemPath(board, item.Id, '/board-data'), { Subject: 'Three', RowVersion: item.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ Id: item.Id, RowVersion: first.RowVersion, Card: { Subject: 'Two' } })
  })

  it('TagsChanged', async () => {
    const item = await addItem(api, board)
    await api.ok('PUT', itemPath(board, item.Id, '/tags'), { Tags: [{ TagName: 'bug', Color: 'red' }, { TagName: 'ui', Color: 'blue', Category: 'area' }] })
    const tagged = await api.ok<ItemPayload>('PUT', itemPath(board, item.Id, '/tags'), { Tags: [{ TagName: 'bug', Color: 'orange' }, { TagName: 'docs', Color: 'green' }] })
    const payload = await lastRow(item, 3, 'TagsChanged')
    const byName = new Map(tagged.Card.Tags.map((tag) => [tag.TagName, tag]))
    expect(payload).toEqual({
      Added: [{ Id: byName.get('docs')!.Id, TagName: 'docs', Color: 'green', Category: '' }],
      Updated: [{ Id: byName.get('bug')!.Id, TagName: 'bug', Color: 'orange', Category: '' }],
      Removed: [{ Id: expect.any(String), TagName: 'ui', Color: 'blue', Category: 'area' }],
    })
  })

  it('ResponsibilitiesChanged', async () => {
    const item = await addItem(api, board)
    await api.ok('PUT', itemPath(board, item.Id, '/responsibilities/owner'), { Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    const owned = await api.ok<ItemPayload>('PUT', itemPath(board, item.Id, '/responsibilities/owner'), { Subjects: [{ SubjectType: 1, SubjectId: 'grp-service-desk' }] })
    expect(await lastRow(item, 4, 'ResponsibilitiesChanged')).toEqual({
      ResponsibilityKind: 0,
      BeforeSubjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }],
      AfterSubjects: [{ SubjectType: 1, SubjectId: 'grp-service-desk' }],
    })
    expect(owned.Card.Responsibilities).toMatchObject({ Item: [{ SubjectType: 1, SubjectId: 'grp-service-desk', DisplayName: 'Service desk', ResponsibilityKey: 'owner' }] })
    const unknown = await api.call('PUT', itemPath(board, item.Id, '/responsibilities/owner'), { Subjects: [{ SubjectType: 0, SubjectId: 'nobody' }] })
    expect(unknown.body.Errors[0]).toMatchObject({ Field: 'Subjects[0].SubjectId' })
  })

  it('DueDateChanged', async () => {
    const item = await addItem(api, board)
    const dated = await api.ok<ItemPayload>('PUT', itemPath(board, item.Id, '/due-date'), { DueDate: '2031-05-04', DueTime: null })
    const due = dated.Card.DueDate.DueAtUtc
    expect(await lastRow(item, 5, 'DueDateChanged')).toEqual({ BeforeDueAtUtc: null, AfterDueAtUtc: due })
    await api.ok('PUT', itemPath(board, item.Id, '/due-date'), { DueDate: null })
    expect(await lastRow(item, 5, 'DueDateChanged')).toEqual({ BeforeDueAtUtc: due, AfterDueAtUtc: null })
  })

  it('ItemLinkChanged on both items', async () => {
    const [parent, child] = [await addItem(api, board), await addItem(api, board)]
    const link = await linkItems(api, board, parent!.Id, child!.Id, 1)
    const expected = { BoardItemLinkId: link.Id, BoardItemLinkTypeId: 'parent-child', LinkType: 1, SourceBoardItemId: parent!.Id, TargetBoardItemId: child!.Id }
    expect(await lastRow(parent!, 6, 'ItemLinkChanged')).toEqual({ ...expected, Direction: 0 })
    expect(await lastRow(child!, 6, 'ItemLinkChanged')).toEqual({ ...expected, Direction: 1 })
    const duplicate = await api.call('POST', itemPath(board, parent!.Id, '/links'), { LinkType: 1, Direction: 0, OtherBoardItemId: child!.Id })
    expect(duplicate.status).toBe(409)
    const cycle = await api.call('POST', itemPath(board, child!.Id, '/links'), { LinkType: 1, Direction: 0, OtherBoardItemId: parent!.Id })
    expect(cycle.status).toBe(400)
  })

  it('CycleAssigned', async () => {
    const item = await addItem(api, board)
    const cycleId = board.Cycles[0]!.Id
    await api.ok('PUT', itemPath(board, item.Id, '/cycle'), { BoardCycleId: cycleId, ChangeReason: 'planned' })
    expect(await lastRow(item, 7, 'CycleAssigned')).toEqual({ PreviousBoardCycleId: null, BoardCycleId: cycleId, ChangeReason: 'planned', BulkOperationId: null })
  })

  it('Removed, with the removed links; the item is gone afterwards', async () => {
    const [item, other] = [await addItem(api, board), await addItem(api, board)]
    const link = await linkItems(api, board, item!.Id, other!.Id, 0)
    const before = await trail(item!)
    expect(await api.ok('POST', itemPath(board, item!.Id, '/remove'), { RemoveReason: 'duplicate' })).toBe(true)
    const [row] = await api.sql<{ payload: Record<string, unknown>; activity_kind: number }>(
      'SELECT payload, activity_kind FROM board_item_audit WHERE item_id = $1 ORDER BY occurred_at DESC LIMIT 1',
      [item!.Id],
    )
    expect(row).toEqual({
      activity_kind: 8,
      payload: { Removed: { BoardStatusId: item!.BoardStatusId, BoardCycleId: null, RankKey: item!.RankKey, RunNumber: 1, RemoveReason: 'duplicate', RemovedBoardItemLinkIds: [link.Id] } },
    })
    expect(before.length).toBeGreaterThan(0)
    expect((await api.call('GET', itemPath(board, item!.Id))).status).toBe(404)
    expect(await api.ok('GET', itemPath(board, other!.Id, '/links'))).toEqual([])
  })

  it('Moved (see move.test.ts for the payload) keeps the trail oldest first', async () => {
    const item = await addItem(api, board)
    await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'in-progress').Id })
    expect((await trail(item)).map((row) => row.ActivityKind)).toEqual([0, 1])
  })
})

describe('status responsibility history', () => {
  it('reads what the admin replacement wrote, newest first', async () => {
    let fresh = await addResponsibility(api, await createBoard(api), 'reviewer', 1)
    const status = statusOf(fresh, 'open')
    fresh = await api.ok<AdminBoard>('PUT', `${adminBoards}/boards/${fresh.Id}/statuses/${status.Id}/responsibilities`, {
      ResponsibilityKey: 'reviewer', Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }], RowVersion: status.RowVersion,
    })
    await api.ok('PUT', `${adminBoards}/boards/${fresh.Id}/statuses/${status.Id}/responsibilities`, {
      ResponsibilityKey: 'reviewer', Subjects: [], RowVersion: statusOf(fresh, 'open').RowVersion,
    })
    const history = await api.ok<Array<Record<string, unknown>>>('GET', `/api/workspace/boards/${fresh.Key}/statuses/${status.Id}/responsibilities/history`)
    expect(history).toHaveLength(2)
    expect(history[0]).toMatchObject({
      BoardStatusId: status.Id,
      ChangedByUserId: 'usr-admin',
      BeforeSubjects: [{ SubjectType: 0, SubjectId: 'usr-operator', DisplayName: 'Olivia Operator' }],
      AfterSubjects: [],
    })
    expect((await api.call('GET', `/api/workspace/boards/${fresh.Key}/statuses/unknown/responsibilities/history`)).status).toBe(404)
  })
})
