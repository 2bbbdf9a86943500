import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField } from '../../../test/fixtures/entities/schema'
import {
  addAssignment, addItem, addItemCall, addResponsibility, addStatement, adminBoards, connectAll, createBoard, itemPath, moveCall, reloadBoard,
  startBoardsApi, statusOf, type AdminBoard, type ItemPayload,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startBoardsApi()
})
afterAll(() => api.close())

const getItem = (board: AdminBoard, id: string, role: 'admin' | 'configurator' | 'operator' = 'admin') =>
  api.call<ItemPayload>('GET', itemPath(board, id), undefined, role)

describe('security statements', () => {
  it('deny the operation for the items their expression holds for, with the statement as the denial', async () => {
    let board = await createBoard(api)
    const definition = await api.ok<{ Tables: Array<{ Id: string; IsPrimary: boolean }> }>('GET', `/api/workspace/admin/entity-definitions/${board.DataEntityDefinitionId}`)
    await addField(api, definition.Tables.find((table) => table.IsPrimary)!.Id, { Key: 'effort', DisplayName: 'Effort', FieldType: 2 })
    board = await addStatement(api, board, 'big-items', 'update', 'effort > 3 AND IsOpen', 'Big items are edited by the lead.')
    const big = await addItem(api, board, { Fields: { effort: 5 } })
    const small = await addItem(api, board, { Fields: { effort: 1 } })
    expect(big.ObjectInvariant.Operations.update).toEqual({
      OperationKey: 'update',
      IsAllowed: false,
      Denials: [{ Source: 3, SourceKey: 'big-items', ReasonCode: 'serviceBoards.security.statementDenied', SafeMessage: 'Big items are edited by the lead.' }],
    })
    expect(big.ObjectInvariant.Operations.move?.IsAllowed).toBe(true)
    expect(small.ObjectInvariant.Operations.update?.IsAllowed).toBe(true)
    const refused = await api.call('PUT', itemPath(board, big.Id, '/board-data'), { Subject: 'changed' })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ status: 403, detail: 'Big items are edited by the lead.', code: 'serviceBoards.security.statementDenied' })
    expect((await api.call('PUT', itemPath(board, small.Id, '/board-data'), { Subject: 'changed' })).status).toBe(200)
    // Subject is a built-in name of the expressions.
    board = await addStatement(api, board, 'no-drafts', 'create', "Subject LIKE 'draft%'", 'Drafts are not added.')
    const draft = await addItemCall(api, board, { Subject: 'draft one' })
    expect(draft.status).toBe(403)
    expect(draft.body).toMatchObject({ detail: 'Drafts are not added.' })
    const [count] = await api.sql<{ count: number }>("SELECT count(*)::int AS count FROM board_items WHERE board_id = $1 AND subject = 'draft one'", [board.Id])
    expect(count?.count).toBe(0)
  })
})

describe('permission assignments', () => {
  it('limit an operation to its subjects; admins always pass', async () => {
    let board = await connectAll(api, await createBoard(api))
    board = await addAssignment(api, board, 'move', 0, 'usr-configurator')
    const item = await addItem(api, board)
    const target = statusOf(board, 'in-progress').Id
    const denied = (await getItem(board, item.Id, 'operator')).body.Data.ObjectInvariant.Operations.move
    expect(denied).toEqual({
      OperationKey: 'move',
      IsAllowed: false,
      Denials: [{ Source: 1, SourceKey: 'move', ReasonCode: 'serviceBoards.security.notAssigned', SafeMessage: 'Only people assigned to it may move items on this board.' }],
    })
    const refused = await moveCall(api, board, item.Id, { BoardStatusId: target }, 'operator')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ detail: 'Only people assigned to it may move items on this board.', code: 'serviceBoards.security.notAssigned' })
    const options = await api.call<{ Options: Array<{ Allowed: boolean; Errors: Array<{ Code: string }> }> }>('GET', itemPath(board, item.Id, '/move-options'), undefined, 'operator')
    expect(options.body.Data.Options.every((option) => !option.Allowed && option.Errors[0]?.Code === 'serviceBoards.security.notAssigned')).toBe(true)
    expect((await moveCall(api, board, item.Id, { BoardStatusId: target }, 'configurator')).status).toBe(200)
    expect((await moveCall(api, board, item.Id, { BoardStatusId: statusOf(board, 'open').Id }, 'admin')).status).toBe(200)
  })

  it('match item responsibilities directly or through a group', async () => {
    let board = await addResponsibility(api, await createBoard(api), 'owner')
    board = await addAssignment(api, board, 'update', 3, 'owner')
    const mine = await addItem(api, board)
    const groups = await addItem(api, board)
    const theirs = await addItem(api, board)
    await api.ok('PUT', itemPath(board, mine.Id, '/responsibilities/owner'), { Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    await api.ok('PUT', itemPath(board, groups.Id, '/responsibilities/owner'), { Subjects: [{ SubjectType: 1, SubjectId: 'grp-service-desk' }] })
    await api.ok('PUT', itemPath(board, theirs.Id, '/responsibilities/owner'), { Subjects: [{ SubjectType: 0, SubjectId: 'usr-configurator' }] })
    const allowed = async (id: string) => (await getItem(board, id, 'operator')).body.Data.ObjectInvariant.Operations.update?.IsAllowed
    expect([await allowed(mine.Id), await allowed(groups.Id), await allowed(theirs.Id)]).toEqual([true, true, false])
    expect((await api.call('PUT', itemPath(board, theirs.Id, '/due-date'), { DueDate: '2030-01-01' }, 'operator')).status).toBe(403)
    expect((await api.call('PUT', itemPath(board, mine.Id, '/due-date'), { DueDate: '2030-01-01' }, 'operator')).status).toBe(200)
  })

  it('let an initial assignment rule make the adder a subject of a create assignment', async () => {
    let board = await addResponsibility(api, await createBoard(api), 'owner')
    board = await addAssignment(api, board, 'create', 3, 'owner')
    expect((await addItemCall(api, board, {}, 'operator')).status).toBe(403)
    const current = await reloadBoard(api, board)
    await api.ok('POST', `${adminBoards}/boards/${board.Id}/security/profiles/BoardItem/initial-assignment-rules`, {
      OperationKey: randomUUID(), RowVersion: current.SecurityRowVersion, Key: 'creator-owns', ResponsibilityKey: 'owner', SubjectSource: 'Creator', SubjectKey: null, Enabled: true,
    })
    const added = await addItemCall(api, board, {}, 'operator')
    expect(added.status).toBe(200)
    expect(added.body.Data.Card).toMatchObject({ Responsibilities: { Item: [{ SubjectId: 'usr-operator', ResponsibilityKey: 'owner' }] } })
  })

  it('restrict what a caller without read sees, and refuse their audit trail', async () => {
    let board = await addResponsibility(api, await createBoard(api), 'owner')
    board = await addAssignment(api, board, 'read', 3, 'owner')
    const item = await addItem(api, board, { Subject: 'Secret', Description: 'Hidden' })
    const seen = (await getItem(board, item.Id, 'operator')).body.Data
    expect(seen).toMatchObject({ EntityAccess: { CanRead: false, IsRestricted: true }, Actions: { CanViewAuditTrail: false }, Card: { Subject: null, Description: null } })
    expect(seen.ObjectInvariant.Operations.read).toMatchObject({ IsAllowed: false, Denials: [{ Source: 1, SourceKey: 'read' }] })
    expect((await api.call('GET', itemPath(board, item.Id, '/audit-trail'), undefined, 'operator')).status).toBe(403)
    expect((await getItem(board, item.Id, 'admin')).body.Data.Card.Subject).toBe('Secret')
  })
})
