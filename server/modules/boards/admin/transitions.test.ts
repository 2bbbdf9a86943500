import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boardPath, createBoard, statusOf } from '../../../test/fixtures/boards/admin'
import type { BoardAdministration } from './types'
import { startTestApi, type TestApi } from '../../../test/testApi'
import { leanDemoApi } from '../../../test/fixtures/entities/schema'

let api: TestApi
let other: BoardAdministration

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  other = await createBoard(api)
})

afterAll(async () => {
  await api?.close()
})

const prerequisite = (overrides: Record<string, unknown> = {}) => ({
  LinkType: 1,
  Direction: 0,
  TargetBoardId: other.Id,
  TargetBoardTargetDefinitionId: other.TargetDefinitions[0]!.Id,
  MinimumCount: 1,
  MaximumCount: null,
  ...overrides,
})

async function boardWithStatuses() {
  const board = await createBoard(api)
  return { board, open: statusOf(board, 'open').Id, progress: statusOf(board, 'in-progress').Id, done: statusOf(board, 'done').Id }
}

describe('transition create (documented)', () => {
  it('derives the key and display name, puts it last within its source status, and keeps prerequisites', async () => {
    const { board, open, progress, done } = await boardWithStatuses()
    const first = await api.ok<BoardAdministration>('POST', boardPath(board, '/transitions'), { FromBoardStatusId: open, ToBoardStatusId: progress })
    expect(first.Transitions[0]).toMatchObject({ Key: 'open-to-in-progress', DisplayName: 'In progress', SortOrder: 1, IsActive: true, LinkPrerequisites: [] })
    const second = await api.ok<BoardAdministration>('POST', boardPath(board, '/transitions'), {
      Key: 'Close',
      DisplayName: 'Close it',
      FromBoardStatusId: open,
      ToBoardStatusId: done,
      IsActive: false,
      SortOrder: 0,
      LinkPrerequisites: [prerequisite({ MinimumCount: 2, MaximumCount: 3 })],
    })
    const close = second.Transitions.find((transition) => transition.Key === 'close')!
    expect(close).toMatchObject({ DisplayName: 'Close it', SortOrder: 2, IsActive: false, FromBoardStatusId: open, ToBoardStatusId: done })
    expect(close.LinkPrerequisites).toEqual([
      expect.objectContaining({ LinkType: 1, Direction: 0, TargetBoardId: other.Id, MinimumCount: 2, MaximumCount: 3, Id: expect.any(String) }),
    ])
    const first2 = await api.ok<BoardAdministration>('POST', boardPath(board, '/transitions'), { FromBoardStatusId: progress, ToBoardStatusId: open, SortOrder: 1 })
    expect(first2.Transitions.find((item) => item.FromBoardStatusId === progress)).toMatchObject({ Key: 'in-progress-to-open', SortOrder: 1 })
  })

  it('answers 400 naming the member for each prerequisite rule', async () => {
    const { board, open, done } = await boardWithStatuses()
    const create = (LinkPrerequisites: unknown[]) =>
      api.call('POST', boardPath(board, '/transitions'), { FromBoardStatusId: open, ToBoardStatusId: done, LinkPrerequisites })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ MinimumCount: 0 }, 'LinkPrerequisites[1].MinimumCount'],
      [{ MinimumCount: 3, MaximumCount: 2 }, 'LinkPrerequisites[1].MaximumCount'],
      [{ TargetBoardId: 'no-such-board' }, 'LinkPrerequisites[1].TargetBoardId'],
      [{ TargetBoardTargetDefinitionId: board.TargetDefinitions[0]!.Id }, 'LinkPrerequisites[1].TargetBoardTargetDefinitionId'],
    ]
    for (const [overrides, field] of cases) {
      const response = await create([prerequisite(), prerequisite(overrides)])
      expect(response.status, field).toBe(400)
      expect(response.body.Errors.map((error) => error.Field)).toContain(field)
    }
    // A prerequisite on the board itself is fine.
    const self = await create([prerequisite({ TargetBoardId: board.Id, TargetBoardTargetDefinitionId: board.TargetDefinitions[0]!.Id })])
    expect(self.status).toBe(200)
  })

  it('refuses the same status, a foreign or deleted status, a second transition of a pair (409) and a taken key', async () => {
    const { board, open, progress, done } = await boardWithStatuses()
    const post = (body: Record<string, unknown>) => api.call('POST', boardPath(board, '/transitions'), body)
    const same = await post({ FromBoardStatusId: open, ToBoardStatusId: open })
    expect(same.status).toBe(400)
    expect(same.body.Errors[0]!.Field).toBe('ToBoardStatusId')
    const foreign = await post({ FromBoardStatusId: statusOf(other, 'open').Id, ToBoardStatusId: done })
    expect(foreign.status).toBe(400)
    expect(foreign.body.Errors[0]!.Field).toBe('FromBoardStatusId')
    expect((await post({ FromBoardStatusId: open, ToBoardStatusId: progress })).status).toBe(200)
    const pair = await post({ Key: 'another', FromBoardStatusId: open, ToBoardStatusId: progress })
    expect(pair.status).toBe(409)
    expect(pair.body.Errors[0]!.Code).toBe('serviceBoards.admin.transitionExists')
    const key = await post({ Key: 'open-to-in-progress', FromBoardStatusId: open, ToBoardStatusId: done })
    expect(key.status).toBe(409)
    expect(key.body.Errors[0]!.Code).toBe('serviceBoards.admin.keyTaken')
    const derived = await api.ok<BoardAdministration>('POST', boardPath(board, '/transitions'), { Key: 'open-to-done', FromBoardStatusId: progress, ToBoardStatusId: done })
    const suffixed = await api.ok<BoardAdministration>('POST', boardPath(board, '/transitions'), { FromBoardStatusId: open, ToBoardStatusId: done })
    expect(suffixed.Transitions.map((item) => item.Key)).toContain('open-to-done-2')
    expect(derived.Transitions).toHaveLength(2)
  })

  it('answers 403 to an operator', async () => {
    const { board, open, done } = await boardWithStatuses()
    const response = await api.call('POST', boardPath(board, '/transitions'), { FromBoardStatusId: open, ToBoardStatusId: done }, 'operator')
    expect(response.status).toBe(403)
  })
})

describe('transition update, reorder and delete', () => {
  it('updates, keeping prerequisite ids that are named and replacing the rest', async () => {
    const { board, open, progress, done } = await boardWithStatuses()
    const created = await api.ok<BoardAdministration>('POST', boardPath(board, '/transitions'), {
      FromBoardStatusId: open,
      ToBoardStatusId: progress,
      LinkPrerequisites: [prerequisite(), prerequisite({ LinkType: 0 })],
    })
    const transition = created.Transitions[0]!
    const kept = transition.LinkPrerequisites[0]!
    const body = {
      Key: 'finish',
      DisplayName: 'Finish',
      ToBoardStatusId: done,
      IsActive: false,
      LinkPrerequisites: [{ ...prerequisite({ MinimumCount: 4 }), Id: kept.Id }],
      RowVersion: transition.RowVersion,
    }
    const updated = await api.ok<BoardAdministration>('PUT', boardPath(board, `/transitions/${transition.Id}`), body)
    expect(updated.Transitions[0]).toMatchObject({ Key: 'finish', DisplayName: 'Finish', ToBoardStatusId: done, IsActive: false })
    expect(updated.Transitions[0]!.LinkPrerequisites).toEqual([expect.objectContaining({ Id: kept.Id, MinimumCount: 4 })])
    const stale = await api.call<BoardAdministration>('PUT', boardPath(board, `/transitions/${transition.Id}`), body)
    expect(stale.status).toBe(409)
    expect(stale.body.Data.Transitions[0]!.Key).toBe('finish')
    const invalid = await api.call('PUT', boardPath(board, `/transitions/${transition.Id}`), {
      ...body,
      LinkPrerequisites: [prerequisite({ MaximumCount: 0 })],
      RowVersion: updated.Transitions[0]!.RowVersion,
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.Errors[0]!.Field).toBe('LinkPrerequisites[0].MaximumCount')
  })

  it('reorders the transitions of a source status and deletes with the RowVersion', async () => {
    const { board, open, progress, done } = await boardWithStatuses()
    await api.ok('POST', boardPath(board, '/transitions'), { FromBoardStatusId: open, ToBoardStatusId: progress })
    const two = await api.ok<BoardAdministration>('POST', boardPath(board, '/transitions'), { FromBoardStatusId: open, ToBoardStatusId: done })
    const [a, b] = two.Transitions
    const reordered = await api.ok<BoardAdministration>('PUT', boardPath(board, `/statuses/${open}/transition-order`), { TransitionIds: [b!.Id, a!.Id] })
    expect(reordered.Transitions.map((item) => [item.Id, item.SortOrder])).toEqual([
      [b!.Id, 1],
      [a!.Id, 2],
    ])
    const wrong = await api.call('PUT', boardPath(board, `/statuses/${open}/transition-order`), { TransitionIds: [a!.Id] })
    expect(wrong.status).toBe(400)
    expect((await api.call('DELETE', boardPath(board, `/transitions/${a!.Id}?rowVersion=${crypto.randomUUID()}`))).status).toBe(409)
    const deleted = await api.ok<BoardAdministration>('DELETE', boardPath(board, `/transitions/${a!.Id}?rowVersion=${a!.RowVersion}`))
    expect(deleted.Transitions.map((item) => [item.Id, item.SortOrder])).toEqual([[b!.Id, 1]])
    expect((await api.call('DELETE', boardPath(board, `/transitions/${a!.Id}?rowVersion=${a!.RowVersion}`))).status).toBe(404)
  })
})
