import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField } from '../../../test/fixtures/entities/schema'
import {
  addAssignment, addItem, addResponsibility, createBoard, itemPath, reloadBoard, runtimeBoards, startBoardsApi, statusOf,
  type AdminBoard, type ItemPayload,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi
let board: AdminBoard
const subjects: Record<string, string> = {}

interface Page {
  Items: ItemPayload[]
  TotalCount: number
}

/** A day as yyyy-MM-dd, `days` from the server's today. */
const day = (days: number) => new Date(api.now().getTime() + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  api = await startBoardsApi()
  board = await addResponsibility(api, await createBoard(api), 'assignee')
  const definition = await api.ok<{ Tables: Array<{ Id: string; IsPrimary: boolean }> }>('GET', `/api/workspace/admin/entity-definitions/${board.DataEntityDefinitionId}`)
  const tableId = definition.Tables.find((table) => table.IsPrimary)!.Id
  await addField(api, tableId, { Key: 'priority', DisplayName: 'Priority', FieldType: 9, Options: [{ Key: 'low', Value: 'Low' }, { Key: 'high', Value: 'High' }] })
  await addField(api, tableId, { Key: 'note', DisplayName: 'Note', FieldType: 0 })
  board = await reloadBoard(api, board)
  const add = async (subject: string, fields: Record<string, unknown>, due: string | null) => {
    const item = await addItem(api, board, { Subject: subject, Fields: fields, DueDate: due })
    subjects[subject] = item.Id
    return item
  }
  const invoice = await add('Invoice wrong', { priority: 'high' }, day(-2))
  await add('Login broken', { priority: 'low' }, day(1))
  const export_ = await add('Export slow', {}, null)
  await api.ok('PUT', itemPath(board, invoice.Id, '/tags'), { Tags: [{ TagName: 'Billing', Color: 'red' }] })
  await api.ok('PUT', itemPath(board, export_.Id, '/responsibilities/assignee'), { Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
})
afterAll(() => api.close())

async function column(query: string, role: 'admin' | 'operator' = 'admin'): Promise<{ status: number; subjects: string[]; total: number; body: unknown }> {
  const reply = await api.call<Page>('GET', `${runtimeBoards}/${board.Key}/statuses/${statusOf(board, 'open').Id}/items?${query}`, undefined, role)
  const page = reply.status === 200 ? reply.body.Data : { Items: [], TotalCount: 0 }
  return { status: reply.status, subjects: page.Items.map((item) => item.Card.Subject ?? ''), total: page.TotalCount, body: reply.body }
}

describe('column filters', () => {
  it('narrow a column and its count by search, field value, assignee, tag and due state', async () => {
    expect((await column('')).total).toBe(3)
    expect(await column('search=login')).toMatchObject({ subjects: ['Login broken'], total: 1 })
    const number = (await api.ok<ItemPayload>('GET', itemPath(board, subjects['Export slow']!))).Card.Number
    expect((await column(`search=${number}`)).subjects).toEqual(['Export slow'])
    expect((await column('field=priority:high')).subjects).toEqual(['Invoice wrong'])
    expect((await column('field=priority:high&field=priority:LOW')).subjects).toEqual(['Invoice wrong', 'Login broken'])
    expect((await column('assignee=user:usr-operator')).subjects).toEqual(['Export slow'])
    expect((await column('tag=billing')).subjects).toEqual(['Invoice wrong'])
    expect((await column('due=overdue')).subjects).toEqual(['Invoice wrong'])
    expect((await column('due=dueSoon')).subjects).toEqual(['Login broken'])
    expect((await column('due=none')).subjects).toEqual(['Export slow'])
    // Filters combine: both must hold.
    expect(await column('field=priority:high&due=none')).toMatchObject({ subjects: [], total: 0 })
    // Paging applies to the matches.
    expect(await column('field=priority:high&field=priority:low&page=2&pageSize=1')).toMatchObject({ subjects: ['Login broken'], total: 2 })
  })

  it('answer 400 naming the parameter for filters the board does not have', async () => {
    const refused = async (query: string) => {
      const reply = await column(query)
      expect(reply.status, query).toBe(400)
      return JSON.stringify(reply.body)
    }
    expect(await refused('field=colour:red')).toContain('The board has no field \\"colour\\".')
    expect(await refused('field=note:x')).toContain('only single-value Select fields can')
    expect(await refused('field=priority:urgent')).toContain('has no option \\"urgent\\"')
    expect(await refused('field=priority')).toContain('use fieldKey:optionKey')
    expect(await refused('assignee=anna')).toContain('use user:<id> or group:<id>')
    expect(await refused('due=later')).toContain('due')
  })

  it('leave out items the caller may not read when read is limited', async () => {
    const limited = await addAssignment(api, await addResponsibility(api, await createBoard(api), 'assignee'), 'read', 3, 'assignee')
    const mine = await addItem(api, limited, { Subject: 'Shared ticket' })
    await api.ok('PUT', itemPath(limited, mine.Id, '/responsibilities/assignee'), { Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    const other = await addItem(api, limited, { Subject: 'Secret ticket' })
    await api.ok('PUT', itemPath(limited, other.Id, '/responsibilities/assignee'), { Subjects: [{ SubjectType: 0, SubjectId: 'usr-admin' }] })
    const path = `${runtimeBoards}/${limited.Key}/statuses/${statusOf(limited, 'open').Id}/items`
    const seen = async (query: string) => (await api.call<Page>('GET', `${path}?${query}`, undefined, 'operator')).body.Data
    // Without filters the column lists both, one restricted; with a filter only what the caller may read matches.
    expect((await seen('')).TotalCount).toBe(2)
    const filtered = await seen('search=ticket')
    expect(filtered.TotalCount).toBe(1)
    expect(filtered.Items.map((item) => item.Card.Subject)).toEqual(['Shared ticket'])
  })

  it('narrow a column to one swimlane by a choice field or an assignee, with lanes for no value and nobody', async () => {
    expect((await column('laneBy=field:priority&lane=high')).subjects).toEqual(['Invoice wrong'])
    expect((await column('laneBy=field:priority&lane=none')).subjects).toEqual(['Export slow'])
    expect((await column('laneBy=assignee&lane=user:usr-operator')).subjects).toEqual(['Export slow'])
    expect((await column('laneBy=assignee&lane=none')).subjects).toEqual(['Invoice wrong', 'Login broken'])
    // A lane and the filters both hold.
    expect(await column('laneBy=assignee&lane=none&field=priority:low')).toMatchObject({ subjects: ['Login broken'], total: 1 })
    const refused = async (query: string, text: string) => {
      const reply = await column(query)
      expect(reply.status, query).toBe(400)
      expect(JSON.stringify(reply.body)).toContain(text)
    }
    await refused('laneBy=field:note&lane=x', 'only by single-value Select fields')
    await refused('laneBy=field:priority&lane=urgent', 'has no option \\"urgent\\"')
    await refused('laneBy=status&lane=x', 'use assignee or field:<fieldKey>')
    await refused('laneBy=assignee', 'laneBy needs lane')
    await refused('lane=none', 'lane needs laneBy')
  })

  it('list the subjects responsible for live items as the assignee lanes', async () => {
    const assignees = await api.ok<Array<{ SubjectType: number; SubjectId: string; DisplayName: string }>>('GET', `${runtimeBoards}/${board.Key}/assignees`)
    expect(assignees.map((subject) => [subject.SubjectType, subject.SubjectId])).toEqual([[0, 'usr-operator']])
    expect(assignees[0]!.DisplayName).not.toBe('')
  })
})
