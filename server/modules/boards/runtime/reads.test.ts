import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addAssignment, addItem, addResponsibility, connectAll, createBoard, moveCall, runtimeBoards, startBoardsApi, statusOf, type AdminBoard,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startBoardsApi()
})
afterAll(() => api.close())

interface RuntimeModel {
  Statuses: Array<{ Id: string; Key: string; ItemCount: number; OpenItemCount: number }>
  Transitions: Array<{ HasLinkPrerequisites: boolean }>
  TargetDefinitions: Array<{ DisplayName: string }>
  DataFields: unknown[]
  Permissions: { CanAddItems: boolean; CanManage: boolean }
}

describe('board reads', () => {
  it('find people and groups to make responsible, for board users who may not list principals', async () => {
    const board = await createBoard(api)
    type Candidate = { SubjectType: number; SubjectId: string; DisplayName: string; Subtitle: string | null }
    const search = async (query: string) =>
      (await api.call<Candidate[]>('GET', `${runtimeBoards}/${board.Key}/subjects?${query}`, undefined, 'operator')).body.Data
    expect(await search('search=tobias')).toEqual([{ SubjectType: 0, SubjectId: 'usr-tobias-meyer', DisplayName: 'Tobias Meyer', Subtitle: 'tobias.meyer' }])
    expect(await search('search=desk&subjectType=1')).toEqual([{ SubjectType: 1, SubjectId: 'grp-service-desk', DisplayName: 'Service desk', Subtitle: 'service-desk' }])
    // Service accounts are nobody's colleague; a wildcard in the text is matched literally.
    expect((await search('search=integration')).length).toBe(0)
    expect((await search('search=%25')).length).toBe(0)
    expect((await api.call('GET', `/api/workspace/admin/users`, undefined, 'operator')).status).toBe(403)
  })

  it('list active boards for operators and inactive ones for configurators', async () => {
    const active = await createBoard(api)
    const inactive = await createBoard(api)
    await api.sql('UPDATE boards SET is_active = false WHERE id = $1', [inactive.Id])
    await addItem(api, active)
    const seenBy = async (role: 'operator' | 'configurator') =>
      (await api.call<Array<{ Key: string; ItemCount: number }>>('GET', runtimeBoards, undefined, role)).body.Data
    const operator = await seenBy('operator')
    expect(operator.find((board) => board.Key === active.Key)).toMatchObject({ ItemCount: 1, OpenItemCount: 1 })
    expect(operator.some((board) => board.Key === inactive.Key)).toBe(false)
    expect((await seenBy('configurator')).some((board) => board.Key === inactive.Key)).toBe(true)
  })

  it('read one board with its columns, counts and what the caller may do', async () => {
    const board = await connectAll(api, await createBoard(api))
    await addItem(api, board)
    const model = await api.ok<RuntimeModel>('GET', `${runtimeBoards}/${board.Key.toUpperCase()}`)
    expect(model.Statuses.map((status) => [status.Key, status.ItemCount])).toEqual([['open', 1], ['in-progress', 0], ['done', 0]])
    expect(model.Transitions).toHaveLength(6)
    expect(model.TargetDefinitions).toEqual([expect.objectContaining({ DisplayName: 'No target' })])
    expect(model.Permissions).toEqual({ CanAddItems: true, CanManage: true })
    const operator = (await api.call<RuntimeModel>('GET', `${runtimeBoards}/${board.Key}`, undefined, 'operator')).body.Data
    expect(operator.Permissions).toEqual({ CanAddItems: true, CanManage: false })
  })

  it('refuse board reads to a caller no read assignment can match', async () => {
    let board = await createBoard(api)
    board = await addAssignment(api, board, 'read', 0, 'usr-configurator')
    expect((await api.call('GET', `${runtimeBoards}/${board.Key}`, undefined, 'operator')).status).toBe(403)
    expect((await api.call('GET', `${runtimeBoards}/${board.Key}`, undefined, 'configurator')).status).toBe(200)
  })
})

describe('BoardItems_Search', () => {
  it('finds readable items by subject and number, newest first', async () => {
    const board = await createBoard(api)
    const first = await addItem(api, board, { Subject: 'Printer jam' })
    await addItem(api, board, { Subject: 'Broken printer' })
    await addItem(api, board, { Subject: 'Other' })
    const search = (text: string, role: 'admin' | 'operator' = 'admin') =>
      api.call<{ Items: Array<{ Id: string; DisplayName: string; Number: string }>; TotalCount: number }>(
        'GET', `${runtimeBoards}/${board.Key}/items?search=${encodeURIComponent(text)}`, undefined, role,
      ).then((reply) => reply.body.Data)
    const printers = await search('printer')
    expect(printers.Items.map((item) => item.DisplayName)).toEqual(['Broken printer', 'Printer jam'])
    expect(printers.TotalCount).toBe(2)
    const byNumber = await search(first.Card.Number)
    expect(byNumber.Items.map((item) => item.Id)).toEqual([first.Id])
    const paged = await api.ok<{ Items: unknown[]; HasMore: boolean }>('GET', `${runtimeBoards}/${board.Key}/items?pageSize=2`)
    expect(paged).toMatchObject({ HasMore: true })
    expect(paged.Items).toHaveLength(2)
  })

  it('leaves out items the caller may not read', async () => {
    let board = await addResponsibility(api, await createBoard(api), 'owner')
    board = await addAssignment(api, board, 'read', 3, 'owner')
    const mine = await addItem(api, board, { Subject: 'mine' })
    await addItem(api, board, { Subject: 'not mine' })
    await api.ok('PUT', `${runtimeBoards}/${board.Key}/items/${mine.Id}/responsibilities/owner`, { Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    const found = await api.call<{ Items: Array<{ Id: string }>; TotalCount: number }>('GET', `${runtimeBoards}/${board.Key}/items?search=mine`, undefined, 'operator')
    expect(found.body.Data).toMatchObject({ TotalCount: 1, Items: [{ Id: mine.Id }] })
  })
})

describe('Boards_GetFlowMetrics', () => {
  it('counts items per status at the end of each day and the time spent in left statuses', async () => {
    const board: AdminBoard = await connectAll(api, await createBoard(api))
    const [a, b] = [await addItem(api, board), await addItem(api, board)]
    await moveCall(api, board, a!.Id, { BoardStatusId: statusOf(board, 'in-progress').Id })
    // Backdate the history: created three days ago, moved two days ago.
    await api.sql(`UPDATE board_item_audit SET occurred_at = now() - interval '3 days' WHERE item_id = ANY($1::text[]) AND activity_kind = 0`, [[a!.Id, b!.Id]])
    await api.sql(`UPDATE board_item_audit SET occurred_at = now() - interval '2 days' WHERE item_id = $1 AND activity_kind = 1`, [a!.Id])
    await api.ok('POST', `${runtimeBoards}/${board.Key}/items/${b!.Id}/remove`, {})
    const metrics = await api.ok<{
      From: string
      To: string
      Days: Array<{ Date: string; Counts: Array<{ BoardStatusId: string; Count: number }> }>
      TimeInStatus: Array<{ BoardStatusId: string; ItemCount: number; AverageHours: number; MedianHours: number }>
    }>('GET', `${runtimeBoards}/${board.Key}/flow-metrics?days=5`)
    expect(metrics.Days).toHaveLength(5)
    expect(metrics.Days.at(-1)!.Date).toBe(metrics.To)
    const count = (day: number, key: string) => metrics.Days.at(day)!.Counts.find((entry) => entry.BoardStatusId === statusOf(board, key).Id)!.Count
    expect([count(0, 'open'), count(0, 'in-progress')]).toEqual([0, 0])
    expect([count(-1, 'open'), count(-1, 'in-progress')]).toEqual([0, 1])
    const open = metrics.TimeInStatus.find((entry) => entry.BoardStatusId === statusOf(board, 'open').Id)!
    expect(open.ItemCount).toBe(1)
    expect(open.AverageHours).toBeCloseTo(24, 0)
    expect((await api.call('GET', `${runtimeBoards}/${board.Key}/flow-metrics?days=181`)).status).toBe(400)
  })
})
