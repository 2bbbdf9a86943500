import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boardPath, createBoard, insertItem, statusOf } from '../../../test/fixtures/boards/admin'
import type { BoardAdministration } from './types'
import { startTestApi, type TestApi } from '../../../test/testApi'
import { leanDemoApi } from '../../../test/fixtures/entities/schema'

let api: TestApi

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})

afterAll(async () => {
  await api?.close()
})

const statusBody = { Key: 'review', DisplayName: 'Review', Color: 'purple', MetaType: 1, IsActive: true }

describe('statuses', () => {
  it('creates a status last, or at its SortOrder, and refuses a taken key, a bad colour and a bad key', async () => {
    const board = await createBoard(api)
    const last = await api.ok<BoardAdministration>('POST', boardPath(board, '/statuses'), statusBody)
    expect(last.Statuses.map((status) => status.Key)).toEqual(['open', 'in-progress', 'done', 'review'])
    expect(statusOf(last, 'review')).toMatchObject({ DisplayName: 'Review', Color: 'purple', MetaType: 1, SortOrder: 4, CurrentItemCount: 0 })
    const second = await api.ok<BoardAdministration>('POST', boardPath(board, '/statuses'), { ...statusBody, Key: ' Blocked ', SortOrder: 2 })
    expect(second.Statuses.map((status) => [status.Key, status.SortOrder])).toEqual([
      ['open', 1],
      ['blocked', 2],
      ['in-progress', 3],
      ['done', 4],
      ['review', 5],
    ])
    const taken = await api.call('POST', boardPath(board, '/statuses'), { ...statusBody, Key: 'REVIEW' })
    expect(taken.status).toBe(409)
    expect(taken.body.Errors[0]!.Code).toBe('serviceBoards.admin.keyTaken')
    const colour = await api.call('POST', boardPath(board, '/statuses'), { ...statusBody, Key: 'x', Color: 'magenta' })
    expect(colour.status).toBe(400)
    expect(colour.body.Errors[0]!.Field).toBe('Color')
    const key = await api.call('POST', boardPath(board, '/statuses'), { ...statusBody, Key: 'no spaces please' })
    expect(key.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.admin.validation.keyInvalid', Field: 'Key' })
  })

  it('updates with the status RowVersion; a stale one answers 409 with the model', async () => {
    const board = await createBoard(api)
    const open = statusOf(board, 'open')
    const body = { Key: 'new', DisplayName: 'New', Color: 'teal', MetaType: 0, IsActive: false, Description: 'Fresh ones' }
    const updated = await api.ok<BoardAdministration>('PUT', boardPath(board, `/statuses/${open.Id}`), { ...body, RowVersion: open.RowVersion })
    expect(statusOf(updated, 'new')).toMatchObject({ Id: open.Id, DisplayName: 'New', Color: 'teal', IsActive: false, Description: 'Fresh ones' })
    const stale = await api.call<BoardAdministration>('PUT', boardPath(board, `/statuses/${open.Id}`), { ...body, RowVersion: open.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]!.Code).toBe('workspace.concurrency.stale')
    expect(statusOf(stale.body.Data, 'new').RowVersion).toBe(statusOf(updated, 'new').RowVersion)
  })

  it('reorders with every live status once', async () => {
    const board = await createBoard(api)
    const ids = board.Statuses.map((status) => status.Id)
    const reordered = await api.ok<BoardAdministration>('PUT', boardPath(board, '/statuses/order'), { StatusIds: [ids[2], ids[0], ids[1]] })
    expect(reordered.Statuses.map((status) => status.Key)).toEqual(['done', 'open', 'in-progress'])
    const partial = await api.call('PUT', boardPath(board, '/statuses/order'), { StatusIds: [ids[0], ids[1]] })
    expect(partial.status).toBe(400)
    expect(partial.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.admin.validation.orderMismatch', Field: 'StatusIds' })
  })

  it('refuses deleting a status with items (409 with the count); an empty one is kept as deleted with its transitions gone', async () => {
    const board = await createBoard(api)
    const [open, progress, done] = [statusOf(board, 'open'), statusOf(board, 'in-progress'), statusOf(board, 'done')]
    await insertItem(api, board, open.Id)
    await insertItem(api, board, open.Id)
    const refused = await api.call<BoardAdministration>('DELETE', boardPath(board, `/statuses/${open.Id}?rowVersion=${open.RowVersion}`))
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.admin.statusHasItems', Metadata: { count: '2' } })
    expect(statusOf(refused.body.Data, 'open').CurrentItemCount).toBe(2)

    await api.ok('POST', boardPath(board, '/transitions'), { FromBoardStatusId: open.Id, ToBoardStatusId: progress.Id })
    await api.ok('POST', boardPath(board, '/transitions'), { FromBoardStatusId: progress.Id, ToBoardStatusId: done.Id })
    const deleted = await api.ok<BoardAdministration>('DELETE', boardPath(board, `/statuses/${progress.Id}?rowVersion=${progress.RowVersion}&reason=Not%20used`))
    expect(statusOf(deleted, 'in-progress')).toMatchObject({
      IsDeleted: true,
      IsActive: false,
      DeletedReason: 'Not used',
      DeletedByUserId: expect.any(String),
      DeletedAtUtc: expect.any(String),
      AllowedActions: { CanUpdate: false, CanDelete: false },
    })
    expect(deleted.Transitions).toEqual([])
    // A new status may take the key of a deleted one.
    const again = await api.ok<BoardAdministration>('POST', boardPath(board, '/statuses'), { ...statusBody, Key: 'in-progress' })
    expect(again.Statuses.filter((status) => status.Key === 'in-progress')).toHaveLength(2)
  })
})
