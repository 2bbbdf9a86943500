import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, createDefinition, insertRecord } from '../../../test/fixtures/entities/schema'
import {
  addItem, addItemCall, adminBoards, createBoard, itemPath, reloadBoard, runtimeBoards, startBoardsApi, statusOf, type AdminBoard, type ItemPayload,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi
let board: AdminBoard

beforeAll(async () => {
  api = await startBoardsApi()
  board = await createBoard(api)
})
afterAll(() => api.close())

describe('BoardItems_Add', () => {
  it('adds an item to the first Initial status with every documented member', async () => {
    const item = await addItem(api, board, { Subject: '  Write the spec  ', Description: 'Long text' })
    expect(item).toMatchObject({
      BoardId: board.Id,
      BoardStatusId: statusOf(board, 'open').Id,
      RunNumber: 1,
      IsOpen: true,
      CompletedAtUtc: null,
      Target: { TargetKind: 0, TargetModelId: null, TargetObjectId: null, TargetDisplayName: null },
      Actions: { CanReadHistory: true, CanViewAuditTrail: true },
      EntityAccess: { CanRead: true, IsRestricted: false },
      Entity: null,
    })
    expect(item.Card).toMatchObject({
      Subject: 'Write the spec',
      Description: 'Long text',
      AttachmentFileCount: 0,
      BoardStatusDisplayName: 'To do',
      LastComment: null,
      Tags: [],
      DueDate: { Enabled: false, DueAtUtc: null, Severity: 0 },
    })
    expect(item.Card.Number).toMatch(new RegExp(`^${board.Key.toUpperCase()}-\\d+$`))
    expect(Object.keys(item.ObjectInvariant.Operations).sort()).toEqual(['create', 'link', 'manage', 'move', 'read', 'remove', 'update'])
    expect(Object.values(item.ObjectInvariant.Operations).every((decision) => decision.IsAllowed)).toBe(true)
    expect(item.ObjectInvariant).toMatchObject({ Resource: { ModuleKey: 'boards', ResourceKind: 'BoardItem', ContextResourceId: board.Id, ResourceObjectId: item.Id } })
    const read = await api.ok<ItemPayload>('GET', itemPath(board, item.Id))
    expect(read).toEqual(item)
  })

  it('answers the same item for a replayed OperationKey and refuses the key for another body', async () => {
    const OperationKey = randomUUID()
    const first = await addItem(api, board, { OperationKey, Subject: 'Once' })
    const again = await addItem(api, board, { OperationKey, Subject: 'Once' })
    expect(again.Id).toBe(first.Id)
    const other = await addItemCall(api, board, { OperationKey, Subject: 'Twice' })
    expect(other.status).toBe(400)
    expect(other.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.operationKeyReused', Field: 'OperationKey' })
  })

  it('adds exactly one item for 50 concurrent replays of one request', async () => {
    const fresh = await createBoard(api)
    const OperationKey = randomUUID()
    const replies = await Promise.all(Array.from({ length: 50 }, () => addItemCall(api, fresh, { OperationKey, Subject: 'Concurrent' })))
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200))
    expect(new Set(replies.map((reply) => reply.body.Data.Id)).size).toBe(1)
    const [count] = await api.sql<{ count: number }>('SELECT count(*)::int AS count FROM board_items WHERE board_id = $1', [fresh.Id])
    expect(count?.count).toBe(1)
  })

  it('refuses a missing subject, a terminal status, an unknown cycle, a due time without date and RepeatMode 1 in one answer', async () => {
    const reply = await addItemCall(api, board, {
      Subject: ' ',
      TargetBoardStatusId: statusOf(board, 'done').Id,
      BoardCycleId: 'nope',
      DueTime: '10:00',
      RepeatMode: 1,
    })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors.map((error) => error.Field).sort()).toEqual(['BoardCycleId', 'DueTime', 'RepeatMode', 'Subject', 'TargetBoardStatusId'])
  })

  it('places items by Position and refuses stale boundaries', async () => {
    const fresh = await createBoard(api)
    const a = await addItem(api, fresh, { Subject: 'a' })
    const c = await addItem(api, fresh, { Subject: 'c' })
    const b = await addItem(api, fresh, { Subject: 'b', Position: { PreviousBoardItemId: a.Id, NextBoardItemId: c.Id } })
    const first = await addItem(api, fresh, { Subject: 'first', Position: { NextBoardItemId: a.Id } })
    const page = await api.ok<{ Items: ItemPayload[]; TotalCount: number }>('GET', `${runtimeBoards}/${fresh.Key}/statuses/${statusOf(fresh, 'open').Id}/items`)
    expect(page.Items.map((item) => item.Card.Subject)).toEqual(['first', 'a', 'b', 'c'])
    expect(page.TotalCount).toBe(4)
    for (const Position of [{ PreviousBoardItemId: a.Id }, { NextBoardItemId: b.Id }, { PreviousBoardItemId: first.Id, NextBoardItemId: b.Id }, { PreviousBoardItemId: 'unknown' }]) {
      const reply = await addItemCall(api, fresh, { Position })
      expect(reply.status).toBe(400)
      expect(reply.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.validation.positionInvalid', Field: 'Position' })
    }
    const foreign = await addItem(api, board)
    const reply = await addItemCall(api, fresh, { Position: { PreviousBoardItemId: foreign.Id } })
    expect(reply.body.Errors[0]?.Code).toBe('serviceBoards.runtime.validation.positionInvalid')
  })

  it('stores board data fields in the Part record and reports their issues under Fields', async () => {
    const fresh = await createBoard(api)
    const definition = await api.ok<{ Tables: Array<{ Id: string; IsPrimary: boolean }> }>('GET', `/api/workspace/admin/entity-definitions/${fresh.DataEntityDefinitionId}`)
    const tableId = definition.Tables.find((table) => table.IsPrimary)!.Id
    await addField(api, tableId, { Key: 'effort', DisplayName: 'Effort', FieldType: 2 })
    const item = await addItem(api, fresh, { Fields: { effort: 5 } })
    expect(item.Card.Fields).toEqual([expect.objectContaining({ FieldKey: 'effort', Value: 5, DisplayValue: '5', State: 0 })])
    const bad = await addItemCall(api, fresh, { Fields: { effort: 'many', nope: 1 } })
    expect(bad.status).toBe(400)
    expect(bad.body.Errors.map((error) => error.Field).sort()).toEqual(['Fields.effort', 'Fields.nope'])
  })

  it('adds items for entity records by the repeat policy, numbering runs', async () => {
    const customers = await createDefinition(api)
    const tableId = customers.Tables.find((table) => table.IsPrimary)!.Id
    await addField(api, tableId, { Key: 'name', DisplayName: 'Name', FieldType: 0 })
    const physical = customers.Tables.find((table) => table.IsPrimary) as unknown as { PhysicalTableName: string }
    const recordId = await insertRecord(api, physical.PhysicalTableName, { f_name: 'Acme' })
    let fresh = await createBoard(api)
    const target = await api.ok<AdminBoard>('POST', `${adminBoards}/boards/${fresh.Id}/target-definitions`, {
      TargetKind: 1, TargetModelId: customers.Id, IsActive: true, RepeatPolicy: 1,
      CreateCommentPolicy: 0, ReadCommentPolicy: 0, CreateAttachmentPolicy: 0, ReadAttachmentPolicy: 0,
    })
    fresh = await reloadBoard(api, target)
    const body = { TargetKind: 1, TargetModelId: customers.Id, TargetObjectId: recordId }
    const first = await addItem(api, fresh, body)
    expect(first).toMatchObject({ RunNumber: 1, Target: { TargetKind: 1, TargetObjectId: recordId, TargetDisplayName: 'Acme' } })
    expect(first.Entity).toMatchObject({ Id: recordId, DisplayName: 'Acme' })
    const second = await addItemCall(api, fresh, body)
    expect(second.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.runtime.targetAlreadyOnBoard', Field: 'TargetObjectId' })
    const missing = await addItemCall(api, fresh, { ...body, TargetObjectId: 'missing' })
    expect(missing.body.Errors[0]).toMatchObject({ Field: 'TargetObjectId' })
    await api.sql('UPDATE board_items SET is_open = false WHERE id = $1', [first.Id])
    const rerun = await addItem(api, fresh, body)
    expect(rerun).toMatchObject({ RunNumber: 2 })
  })

  it('answers 403 with the disabled module code, and 404 for an unknown board', async () => {
    expect((await addItemCall(api, { ...board, Key: 'no-such-board' })).status).toBe(404)
    await api.sql(`UPDATE workspace_settings SET modules = jsonb_set(modules, '{Boards,Enabled}', 'false')`)
    const reply = await addItemCall(api, board)
    await api.sql(`UPDATE workspace_settings SET modules = jsonb_set(modules, '{Boards,Enabled}', 'true')`)
    expect(reply.status).toBe(403)
    expect(reply.body).toMatchObject({ code: 'serviceBoards.module.disabled' })
  })
})
