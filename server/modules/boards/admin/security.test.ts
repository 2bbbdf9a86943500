import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, leanDemoApi } from '../../../test/fixtures/entities/schema'
import type { EntityDefinitionDetail } from '../../entities/types'
import { boardPath, createBoard } from '../../../test/fixtures/boards/admin'
import type { BoardAdministration } from './types'
import { startTestApi, type TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})

afterAll(async () => {
  await api?.close()
})

/** A board with an item-level "owner" and a status-level "lead" responsibility. */
async function boardWithResponsibilities(): Promise<BoardAdministration> {
  const board = await createBoard(api)
  await api.ok('POST', boardPath(board, '/responsibilities'), { Key: 'owner', DisplayName: 'Owner', Scope: 0 })
  return api.ok<BoardAdministration>('POST', boardPath(board, '/responsibilities'), { Key: 'lead', DisplayName: 'Lead', Scope: 1 })
}

const rulesPath = (board: BoardAdministration, kind = 'BoardItem') => boardPath(board, `/security/profiles/${kind}/initial-assignment-rules`)

interface RuleResult {
  Rule: { Id: string; Key: string; SubjectSource: string; SubjectKey: string | null; RowVersion: string }
  SecurityRowVersion: string
}

describe('initial assignment rules (documented upsert)', () => {
  it('creates, then updates by Key; a replay of the same OperationKey and body answers the same result and changes nothing', async () => {
    const board = await boardWithResponsibilities()
    const body = { OperationKey: randomUUID(), RowVersion: board.SecurityRowVersion, Key: 'creator-owns', ResponsibilityKey: 'owner', SubjectSource: 'Creator', SubjectKey: null, Enabled: true }
    const first = await api.ok<RuleResult>('POST', rulesPath(board), body)
    expect(first.Rule).toMatchObject({ Key: 'creator-owns', SubjectSource: 'Creator', SubjectKey: null })
    expect(first.SecurityRowVersion).not.toBe(board.SecurityRowVersion)

    const replay = await api.ok<RuleResult>('POST', rulesPath(board), body)
    expect(replay).toEqual(first)
    const model = await api.ok<BoardAdministration>('GET', boardPath(board))
    expect(model.SecurityRowVersion).toBe(first.SecurityRowVersion)
    expect(model.InitialAssignmentRules).toHaveLength(1)

    const reused = await api.call('POST', rulesPath(board), { ...body, Enabled: false, RowVersion: first.SecurityRowVersion })
    expect(reused.status).toBe(409)
    expect(reused.body.Errors[0]!.Code).toBe('serviceBoards.admin.operationKeyReused')

    const [user] = await api.sql<{ id: string }>("SELECT id FROM users WHERE lower(user_name) = 'operator'")
    const update = await api.ok<RuleResult>('POST', rulesPath(board), {
      ...body,
      OperationKey: randomUUID(),
      RowVersion: first.SecurityRowVersion,
      SubjectSource: 'User',
      SubjectKey: user!.id,
    })
    expect(update.Rule).toMatchObject({ Id: first.Rule.Id, SubjectSource: 'User', SubjectKey: user!.id })
    expect((await api.ok<BoardAdministration>('GET', boardPath(board))).InitialAssignmentRules).toEqual([
      expect.objectContaining({ Id: first.Rule.Id, SubjectSource: 'User', SubjectKey: user!.id }),
    ])
  })

  it('answers 409 on a stale security RowVersion and 404 for another resource kind', async () => {
    const board = await boardWithResponsibilities()
    const body = { OperationKey: randomUUID(), RowVersion: randomUUID(), Key: 'r', ResponsibilityKey: 'owner', SubjectSource: 'Creator', Enabled: true }
    const stale = await api.call<BoardAdministration>('POST', rulesPath(board), body)
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]!.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data.SecurityRowVersion).toBe(board.SecurityRowVersion)
    const kind = await api.call('POST', rulesPath(board, 'Record'), { ...body, RowVersion: board.SecurityRowVersion })
    expect(kind.status).toBe(404)
  })

  it('checks the responsibility, the subject source and the subject', async () => {
    const board = await boardWithResponsibilities()
    const post = (overrides: Record<string, unknown>) =>
      api.call('POST', rulesPath(board), {
        OperationKey: randomUUID(), RowVersion: board.SecurityRowVersion, Key: 'r', ResponsibilityKey: 'owner', SubjectSource: 'Creator', Enabled: true, ...overrides,
      })
    expect((await post({ ResponsibilityKey: 'lead' })).body.Errors[0]!.Field).toBe('ResponsibilityKey')
    expect((await post({ SubjectSource: 'Anyone' })).status).toBe(400)
    expect((await post({ SubjectSource: 'User', SubjectKey: 'nobody' })).body.Errors[0]!.Field).toBe('SubjectKey')
  })

  it('deletes a rule with the security RowVersion', async () => {
    const board = await boardWithResponsibilities()
    const created = await api.ok<RuleResult>('POST', rulesPath(board), {
      OperationKey: randomUUID(), RowVersion: board.SecurityRowVersion, Key: 'r', ResponsibilityKey: 'owner', SubjectSource: 'Creator', Enabled: true,
    })
    const path = `${rulesPath(board)}/${created.Rule.Id}`
    expect((await api.call('DELETE', `${path}?rowVersion=${board.SecurityRowVersion}`)).status).toBe(409)
    const model = await api.ok<BoardAdministration>('DELETE', `${path}?rowVersion=${created.SecurityRowVersion}`)
    expect(model.InitialAssignmentRules).toEqual([])
  })
})

describe('security statements', () => {
  it('validates the expression over the board data and the built-in names; a broken one answers 400 on Expression', async () => {
    const board = await createBoard(api)
    const definition = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${board.DataEntityDefinitionId}`)
    await addField(api, definition.Tables[0]!.Id, { Key: 'priority', DisplayName: 'Priority', FieldType: 2 })
    const body = { Key: 'Locked', DisplayName: 'Locked', Operation: 'update', Expression: "priority > 3 and IsOpen and Subject <> 'x'", Message: 'High priority is locked.', Enabled: true }
    const created = await api.ok<BoardAdministration>('POST', boardPath(board, '/security/statements'), { ...body, SecurityRowVersion: board.SecurityRowVersion })
    expect(created.SecurityStatements).toEqual([expect.objectContaining({ Key: 'locked', Operation: 'update', Expression: body.Expression, SortOrder: 1 })])
    expect(created.SecurityRowVersion).not.toBe(board.SecurityRowVersion)

    const broken = await api.call('POST', boardPath(board, '/security/statements'), {
      ...body, Key: 'broken', Expression: 'nosuchfield = 1 and', SecurityRowVersion: created.SecurityRowVersion,
    })
    expect(broken.status).toBe(400)
    expect(broken.body.Errors[0]!.Field).toBe('Expression')
    const operation = await api.call('POST', boardPath(board, '/security/statements'), {
      ...body, Key: 'other', Operation: 'fly', SecurityRowVersion: created.SecurityRowVersion,
    })
    expect(operation.status).toBe(400)

    const statement = created.SecurityStatements[0]!
    const updated = await api.ok<BoardAdministration>('PUT', boardPath(board, `/security/statements/${statement.Id}`), {
      ...body, Expression: 'not IsOpen', Enabled: false, RowVersion: statement.RowVersion,
    })
    expect(updated.SecurityStatements[0]).toMatchObject({ Expression: 'not IsOpen', Enabled: false })
    const deleted = await api.ok<BoardAdministration>('DELETE', boardPath(board, `/security/statements/${statement.Id}?rowVersion=${updated.SecurityRowVersion}`))
    expect(deleted.SecurityStatements).toEqual([])
  })
})

describe('permission assignments', () => {
  it('creates assignments with display names, refuses duplicates and unknown subjects, deletes with the security RowVersion', async () => {
    const board = await boardWithResponsibilities()
    const post = (body: Record<string, unknown>, securityRowVersion: string) =>
      api.call<BoardAdministration>('POST', boardPath(board, '/security/assignments'), { Operation: 'move', ...body, SecurityRowVersion: securityRowVersion })
    const role = await post({ SubjectType: 2, SubjectKey: 'operator' }, board.SecurityRowVersion)
    expect(role.status).toBe(200)
    expect(role.body.Data.PermissionAssignments).toEqual([expect.objectContaining({ Operation: 'move', SubjectType: 2, SubjectKey: 'Operator', DisplayName: 'Operator' })])
    const owner = await post({ SubjectType: 3, SubjectKey: 'owner' }, role.body.Data.SecurityRowVersion)
    expect(owner.body.Data.PermissionAssignments.map((item) => item.DisplayName)).toEqual(['Operator', 'Owner'])
    const current = owner.body.Data.SecurityRowVersion
    expect((await post({ SubjectType: 2, SubjectKey: 'Operator' }, current)).body.Errors[0]!.Code).toBe('serviceBoards.admin.assignmentExists')
    expect((await post({ SubjectType: 3, SubjectKey: 'lead' }, current)).body.Errors[0]!.Field).toBe('SubjectKey')
    expect((await post({ SubjectType: 0, SubjectKey: 'nobody' }, current)).status).toBe(400)
    expect((await post({ SubjectType: 2, SubjectKey: 'Operator', Operation: 'read' }, board.SecurityRowVersion)).status).toBe(409)

    const id = owner.body.Data.PermissionAssignments[0]!.Id
    const deleted = await api.ok<BoardAdministration>('DELETE', boardPath(board, `/security/assignments/${id}?rowVersion=${current}`))
    expect(deleted.PermissionAssignments.map((item) => item.SubjectKey)).toEqual(['owner'])
  })
})
