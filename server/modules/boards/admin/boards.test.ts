import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, leanDemoApi } from '../../../test/fixtures/entities/schema'
import type { EntityDefinitionDetail } from '../../entities/types'
import type { BoardAdministration, BoardAdminSummary } from './types'
import { boardPath, boardsAdmin, createBoard, insertItem, statusOf, uniqueKey } from '../../../test/fixtures/boards/admin'
import { startTestApi, type TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})

afterAll(async () => {
  await api?.close()
})

describe('board create', () => {
  it('creates the board with its owned data model, a default target, policies and the starter statuses', async () => {
    const key = uniqueKey('Sup')
    const board = await createBoard(api, { Key: `  ${key.toUpperCase()} `, DisplayName: 'Customer support', Description: 'Tickets' })
    expect(board).toMatchObject({
      Key: key.toLowerCase(),
      DisplayName: 'Customer support',
      Description: 'Tickets',
      IsActive: true,
      ItemCount: 0,
      OpenItemCount: 0,
      CycleCount: 0,
      DataEntityDefinitionName: `board_${key.toLowerCase().replace(/-/g, '_')}`,
      AllowedActions: { CanUpdate: true, CanDelete: true, CanActivate: false, CanDeactivate: true, CanManageConfiguration: true },
      DueDatePolicy: { Enabled: false, TimeMode: 0, DisabledBoardStatusIds: [], Expectations: [] },
    })
    expect(board.Statuses.map((status) => [status.Key, status.DisplayName, status.MetaType, status.SortOrder])).toEqual([
      ['open', 'To do', 0, 1],
      ['in-progress', 'In progress', 1, 2],
      ['done', 'Done', 2, 3],
    ])
    expect(board.TargetDefinitions).toEqual([
      expect.objectContaining({ TargetKind: 0, TargetModelId: null, DisplayName: 'No target', RepeatPolicy: 2, IsActive: true }),
    ])
    expect(board.AttentionSignalPolicy.Reasons.map((reason) => [reason.AttentionSignalTypeKey, reason.SignalEnabled])).toEqual([
      ['overdue', false],
      ['dueSoon', false],
      ['unassigned', false],
      ['stale', false],
    ])
    const definition = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${board.DataEntityDefinitionId}`)
    expect(definition).toMatchObject({ DisplayNameSingular: 'Customer support item', DisplayNamePlural: 'Customer support items' })
  })

  it('names the starter statuses in German when Accept-Language asks for it, and leaves them out on request', async () => {
    const german = await api.call<BoardAdministration>(
      'POST',
      `${boardsAdmin}/boards`,
      { Key: uniqueKey(), DisplayName: 'Tafel', BoardType: 0, BoardCycleActivationMode: 0, TagsEnabled: true },
      'admin',
      { 'Accept-Language': 'de-DE,de;q=0.9' },
    )
    expect(german.body.Data.Statuses.map((status) => status.DisplayName)).toEqual(['Offen', 'In Arbeit', 'Erledigt'])
    const empty = await createBoard(api, { UseDefaultStatuses: false })
    expect(empty.Statuses).toEqual([])
  })

  it('hides the owned definition from the entity list, lets the entity builder add fields, and refuses its deletion there', async () => {
    const board = await createBoard(api)
    const list = await api.ok<{ Items: Array<{ Id: string }> }>('GET', `${admin}/entity-definitions?PageSize=200`)
    expect(list.Items.map((item) => item.Id)).not.toContain(board.DataEntityDefinitionId)
    const definition = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${board.DataEntityDefinitionId}`)
    const field = await addField(api, definition.Tables[0]!.Id, { Key: 'priority', DisplayName: 'Priority', FieldType: 2 })
    expect(field).toMatchObject({ Key: 'priority', FieldType: 2 })
    const deletion = await api.call('POST', `${admin}/entity-definitions/${definition.Id}/deletion-request`, { RowVersion: (await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)).RowVersion })
    expect(deletion.status).toBe(409)
    expect(deletion.body.Errors[0]!.Code).toBe('workspace.entities.ownedByBoard')
  })

  it('refuses a taken key (409) and a key that is no key (400 on Key)', async () => {
    const board = await createBoard(api)
    const taken = await api.call('POST', `${boardsAdmin}/boards`, { Key: board.Key.toUpperCase(), DisplayName: 'x', BoardType: 0, BoardCycleActivationMode: 0, TagsEnabled: true })
    expect(taken.status).toBe(409)
    expect(taken.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.admin.keyTaken', Field: 'Key' })
    const invalid = await api.call('POST', `${boardsAdmin}/boards`, { Key: '1-bad key', DisplayName: 'x', BoardType: 0, BoardCycleActivationMode: 0, TagsEnabled: true })
    expect(invalid.status).toBe(400)
    expect(invalid.body.Errors[0]).toMatchObject({ Code: 'serviceBoards.admin.validation.keyInvalid', Field: 'Key' })
    const blank = await api.call('POST', `${boardsAdmin}/boards`, { Key: uniqueKey(), DisplayName: '  ', BoardType: 0, BoardCycleActivationMode: 0, TagsEnabled: true })
    expect(blank.body.Errors[0]).toMatchObject({ Field: 'DisplayName' })
  })
})

describe('board read, update and lifecycle', () => {
  it('reads by id or key, lists with counts, and updates with the RowVersion', async () => {
    const board = await createBoard(api)
    const byKey = await api.ok<BoardAdministration>('GET', `${boardsAdmin}/boards/${board.Key.toUpperCase()}`)
    expect(byKey.Id).toBe(board.Id)
    await insertItem(api, board, statusOf(board, 'open').Id)
    await insertItem(api, board, statusOf(board, 'done').Id, { open: false })
    await insertItem(api, board, statusOf(board, 'done').Id, { open: false, removed: true })
    const counted = await api.ok<BoardAdministration>('GET', boardPath(board))
    expect(counted).toMatchObject({ ItemCount: 2, OpenItemCount: 1, AllowedActions: { CanDelete: false } })
    expect(statusOf(counted, 'done')).toMatchObject({ CurrentItemCount: 1, OpenItemCount: 0, AllowedActions: { CanDelete: false } })
    const list = await api.ok<BoardAdminSummary[]>('GET', `${boardsAdmin}/boards`)
    expect(list.find((item) => item.Id === board.Id)).toMatchObject({ ItemCount: 2, OpenItemCount: 1, StatusCount: 3 })

    const body = { DisplayName: 'Renamed', Description: null, BoardType: 1, BoardCycleActivationMode: 1, TagsEnabled: false }
    const updated = await api.ok<BoardAdministration>('PUT', boardPath(board), { ...body, RowVersion: board.RowVersion })
    expect(updated).toMatchObject({ DisplayName: 'Renamed', BoardType: 1, BoardCycleActivationMode: 1, TagsEnabled: false })
    expect(updated.RowVersion).not.toBe(board.RowVersion)
    const stale = await api.call<BoardAdministration>('PUT', boardPath(board), { ...body, RowVersion: board.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]).toMatchObject({ Code: 'workspace.concurrency.stale', Field: 'RowVersion' })
    expect(stale.body.Data).toMatchObject({ Id: board.Id, DisplayName: 'Renamed', RowVersion: updated.RowVersion })
  })

  it('deactivates and activates', async () => {
    const board = await createBoard(api)
    const inactive = await api.ok<BoardAdministration>('POST', boardPath(board, '/deactivate'), { RowVersion: board.RowVersion })
    expect(inactive).toMatchObject({ IsActive: false, AllowedActions: { CanActivate: true, CanDeactivate: false } })
    const active = await api.ok<BoardAdministration>('POST', boardPath(board, '/activate'), { RowVersion: inactive.RowVersion })
    expect(active.IsActive).toBe(true)
    expect((await api.call('POST', boardPath(board, '/activate'), { RowVersion: board.RowVersion })).status).toBe(409)
  })

  it('deletes a board without items with its data model; one with items (removed ones too) answers 409', async () => {
    const board = await createBoard(api)
    const used = await createBoard(api)
    await insertItem(api, used, statusOf(used, 'open').Id, { removed: true })
    const refused = await api.call<BoardAdministration>('DELETE', `${boardPath(used)}?rowVersion=${used.RowVersion}`)
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]!.Code).toBe('serviceBoards.admin.boardHasItems')
    expect(refused.body.Data.Id).toBe(used.Id)

    expect((await api.call('DELETE', `${boardPath(board)}?rowVersion=${crypto.randomUUID()}`)).status).toBe(409)
    expect(await api.ok<boolean>('DELETE', `${boardPath(board)}?rowVersion=${board.RowVersion}`)).toBe(true)
    expect((await api.call('GET', boardPath(board))).status).toBe(404)
    expect((await api.call('GET', `${admin}/entity-definitions/${board.DataEntityDefinitionId}`)).status).toBe(404)
  })

  it('deletes a board whose own transition has a prerequisite on itself', async () => {
    const board = await createBoard(api)
    await api.ok('POST', boardPath(board, '/transitions'), {
      FromBoardStatusId: statusOf(board, 'open').Id,
      ToBoardStatusId: statusOf(board, 'done').Id,
      LinkPrerequisites: [{ LinkType: 1, Direction: 0, TargetBoardId: board.Id, TargetBoardTargetDefinitionId: board.TargetDefinitions[0]!.Id, MinimumCount: 1 }],
    })
    const current = await api.ok<BoardAdministration>('GET', boardPath(board))
    expect(current.AllowedActions.CanDelete).toBe(true)
    expect(await api.ok<boolean>('DELETE', `${boardPath(board)}?rowVersion=${board.RowVersion}`)).toBe(true)
  })

  it('refuses deleting a board another board\'s link prerequisite names', async () => {
    const target = await createBoard(api)
    const source = await createBoard(api)
    await api.ok('POST', boardPath(source, '/transitions'), {
      FromBoardStatusId: statusOf(source, 'open').Id,
      ToBoardStatusId: statusOf(source, 'done').Id,
      LinkPrerequisites: [{ LinkType: 0, Direction: 0, TargetBoardId: target.Id, TargetBoardTargetDefinitionId: target.TargetDefinitions[0]!.Id, MinimumCount: 1 }],
    })
    const current = await api.ok<BoardAdministration>('GET', boardPath(target))
    expect(current.AllowedActions.CanDelete).toBe(false)
    const refused = await api.call('DELETE', `${boardPath(target)}?rowVersion=${target.RowVersion}`)
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]!.Code).toBe('serviceBoards.admin.boardReferenced')
  })
})

describe('who may', () => {
  it('answers 403 to an operator on admin operations', async () => {
    const board = await createBoard(api)
    for (const [method, path] of [['GET', `${boardsAdmin}/boards`], ['GET', boardPath(board)], ['GET', `${boardsAdmin}/module`]] as const) {
      const response = await api.call(method, path, undefined, 'operator')
      expect(response.status).toBe(403)
    }
    expect((await api.call('GET', boardPath(board), undefined, 'configurator')).status).toBe(200)
  })
})
