import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, createDefinition, insertRecord } from '../../../test/fixtures/entities/schema'
import { adminBoards, addItem, addItemCall, createBoard, reloadBoard, runtimeBoards, startBoardsApi, type AdminBoard } from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

/** Items for entity records follow the record's own security: a hidden record shows as restricted and cannot be added. */

let api: TestApi
let board: AdminBoard
let definitionId: string
let hiddenId: string
let ownedId: string

interface Item {
  Id: string
  Target: { TargetDisplayName: string | null }
  EntityAccess: { CanRead: boolean; IsRestricted: boolean }
  Entity: unknown
}

beforeAll(async () => {
  api = await startBoardsApi()
  const deals = await createDefinition(api)
  definitionId = deals.Id
  const table = deals.Tables.find((item) => item.IsPrimary) as unknown as { Id: string; PhysicalTableName: string }
  await addField(api, table.Id, { Key: 'name', DisplayName: 'Name', FieldType: 0, SemanticRole: 1 })
  hiddenId = await insertRecord(api, table.PhysicalTableName, { f_name: 'Secret deal' })
  ownedId = await insertRecord(api, table.PhysicalTableName, { f_name: 'Own deal' })
  const security = `/api/workspace/admin/entity-definitions/${deals.Id}`
  await api.ok('POST', `${security}/responsibilities`, { Key: 'Owner', DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2 })
  const owner = `/api/workspace/entity/${deals.Id}/instances/${ownedId}/responsibilities/Owner`
  const set = await api.ok<{ RowVersion: string }>('GET', owner)
  await api.ok('PUT', owner, { RowVersion: set.RowVersion, Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
  await api.ok('POST', `${security}/permission-assignments`, { SubjectType: 3, SubjectKey: 'Owner', Operations: ['Read'] })
  const created = await createBoard(api)
  const withTarget = await api.ok<AdminBoard>('POST', `${adminBoards}/boards/${created.Id}/target-definitions`, {
    TargetKind: 1, TargetModelId: deals.Id, IsActive: true, RepeatPolicy: 1,
    CreateCommentPolicy: 0, ReadCommentPolicy: 0, CreateAttachmentPolicy: 0, ReadAttachmentPolicy: 0,
  })
  board = await reloadBoard(api, withTarget)
}, 60_000)

afterAll(async () => {
  await api?.close()
})

describe('board items for entity records', () => {
  it('show a record the caller may not read as restricted, without its name or list item', async () => {
    const item = await addItem(api, board, { TargetKind: 1, TargetModelId: definitionId, TargetObjectId: hiddenId })
    expect(item.Target).toMatchObject({ TargetDisplayName: 'Secret deal' })
    const seen = await api.ok<Item>('GET', `${runtimeBoards}/${board.Key}/items/${item.Id}`, undefined, 'operator')
    expect(seen.Target.TargetDisplayName).toBeNull()
    expect(seen.EntityAccess).toMatchObject({ CanRead: false, IsRestricted: true })
    expect(seen.Entity).toBeNull()
  })

  it('refuse to add an item for a record the caller may not read, as for one that does not exist', async () => {
    const hidden = await addItemCall(api, board, { TargetKind: 1, TargetModelId: definitionId, TargetObjectId: hiddenId }, 'operator')
    const missing = await addItemCall(api, board, { TargetKind: 1, TargetModelId: definitionId, TargetObjectId: 'no-such-record' }, 'operator')
    expect(hidden.status).toBe(400)
    expect(hidden.body.Errors[0]?.Code).toBe(missing.body.Errors[0]?.Code)
    const own = await addItem(api, board, { TargetKind: 1, TargetModelId: definitionId, TargetObjectId: ownedId }, 'operator')
    expect(own.Target).toMatchObject({ TargetDisplayName: 'Own deal' })
    expect(own.EntityAccess).toMatchObject({ CanRead: true, IsRestricted: false })
  })
})
