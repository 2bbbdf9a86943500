import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boardPath, createBoard, statusOf } from '../../../test/fixtures/boards/admin'
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

describe('due-date policy', () => {
  it('replaces the expectations, keeping named ids, and checks statuses and offsets', async () => {
    const board = await createBoard(api)
    const [open, done] = [statusOf(board, 'open').Id, statusOf(board, 'done').Id]
    const body = {
      Enabled: true,
      TimeMode: 1,
      DisabledBoardStatusIds: [done],
      Expectations: [
        { ExpectedBoardStatusId: open, OffsetAmount: 2, OffsetUnit: 0, Severity: 1 },
        { ExpectedBoardStatusId: open, OffsetAmount: 4, OffsetUnit: 1, Severity: 2, SortOrder: 1 },
      ],
      RowVersion: board.DueDatePolicy.RowVersion,
    }
    const saved = await api.ok<BoardAdministration>('PUT', boardPath(board, '/due-date-policy'), body)
    expect(saved.DueDatePolicy).toMatchObject({ Enabled: true, TimeMode: 1, DisabledBoardStatusIds: [done] })
    expect(saved.DueDatePolicy.Expectations.map((item) => [item.OffsetAmount, item.OffsetUnit, item.Severity, item.SortOrder])).toEqual([
      [4, 1, 2, 1],
      [2, 0, 1, 2],
    ])
    const stale = await api.call('PUT', boardPath(board, '/due-date-policy'), body)
    expect(stale.status).toBe(409)

    const kept = saved.DueDatePolicy.Expectations[1]!
    const next = await api.ok<BoardAdministration>('PUT', boardPath(board, '/due-date-policy'), {
      ...body,
      Expectations: [{ Id: kept.Id, ExpectedBoardStatusId: open, OffsetAmount: 3, OffsetUnit: 0, Severity: 0 }],
      RowVersion: saved.DueDatePolicy.RowVersion,
    })
    expect(next.DueDatePolicy.Expectations).toEqual([expect.objectContaining({ Id: kept.Id, OffsetAmount: 3 })])

    const put = (overrides: Record<string, unknown>) =>
      api.call('PUT', boardPath(board, '/due-date-policy'), { ...body, RowVersion: next.DueDatePolicy.RowVersion, ...overrides })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ DisabledBoardStatusIds: ['nope'] }, 'DisabledBoardStatusIds[0]'],
      [{ Expectations: [{ ExpectedBoardStatusId: 'nope', OffsetAmount: 1, OffsetUnit: 0, Severity: 0 }] }, 'Expectations[0].ExpectedBoardStatusId'],
      [{ Expectations: [{ ExpectedBoardStatusId: open, OffsetAmount: 0, OffsetUnit: 0, Severity: 0 }] }, 'Expectations[0].OffsetAmount'],
      [{ Expectations: [{ ExpectedBoardStatusId: open, OffsetAmount: 10001, OffsetUnit: 0, Severity: 0 }] }, 'Expectations[0].OffsetAmount'],
      [{ Expectations: [{ Id: 'foreign', ExpectedBoardStatusId: open, OffsetAmount: 1, OffsetUnit: 0, Severity: 0 }] }, 'Expectations[0].Id'],
    ]
    for (const [overrides, field] of cases) {
      const response = await put(overrides)
      expect(response.status, field).toBe(400)
      expect(response.body.Errors[0]!.Field).toBe(field)
    }
  })

  it('drops the expectations of a deleted status', async () => {
    const board = await createBoard(api)
    const progress = statusOf(board, 'in-progress')
    await api.ok('PUT', boardPath(board, '/due-date-policy'), {
      Enabled: true, TimeMode: 0, DisabledBoardStatusIds: [progress.Id],
      Expectations: [{ ExpectedBoardStatusId: progress.Id, OffsetAmount: 1, OffsetUnit: 0, Severity: 1 }],
      RowVersion: board.DueDatePolicy.RowVersion,
    })
    const deleted = await api.ok<BoardAdministration>('DELETE', boardPath(board, `/statuses/${progress.Id}?rowVersion=${progress.RowVersion}`))
    expect(deleted.DueDatePolicy).toMatchObject({ DisabledBoardStatusIds: [], Expectations: [] })
  })
})

describe('attention-signal policy', () => {
  it('saves reasons and audience with display names, and refuses unknown reasons and subjects', async () => {
    const board = await createBoard(api)
    await api.ok('POST', boardPath(board, '/responsibilities'), { Key: 'owner', DisplayName: 'Owner', Scope: 0 })
    const [user] = await api.sql<{ id: string; display_name: string }>("SELECT id, display_name FROM users WHERE lower(user_name) = 'operator'")
    const current = await api.ok<BoardAdministration>('GET', boardPath(board))
    const body = {
      Reasons: [
        { AttentionSignalTypeKey: 'overdue', DefaultSeverity: 2, SignalEnabled: true, NotificationDeliveryEnabled: false },
        { AttentionSignalTypeKey: 'stale', DefaultSeverity: 1, SignalEnabled: true, NotificationDeliveryEnabled: true },
      ],
      Audience: [
        { SubjectType: 0, SubjectKey: user!.id },
        { SubjectType: 1, SubjectKey: 'configurator' },
        { SubjectType: 2, SubjectKey: 'owner' },
      ],
      RowVersion: current.AttentionSignalPolicy.RowVersion,
    }
    const saved = await api.ok<BoardAdministration>('PUT', boardPath(board, '/attention-signal-policy'), body)
    expect(saved.AttentionSignalPolicy.Reasons.map((item) => [item.AttentionSignalTypeKey, item.SignalEnabled, item.SortOrder])).toEqual([
      ['overdue', true, 1],
      ['stale', true, 2],
    ])
    expect(saved.AttentionSignalPolicy.Audience.map((item) => [item.SubjectKey, item.DisplayName, item.RoleId !== null])).toEqual([
      [user!.id, user!.display_name, false],
      ['Configurator', 'Configurator', true],
      ['owner', 'Owner', false],
    ])
    expect((await api.call('PUT', boardPath(board, '/attention-signal-policy'), body)).status).toBe(409)
    const put = (overrides: Record<string, unknown>) =>
      api.call('PUT', boardPath(board, '/attention-signal-policy'), { ...body, RowVersion: saved.AttentionSignalPolicy.RowVersion, ...overrides })
    const unknownReason = await put({ Reasons: [{ AttentionSignalTypeKey: 'moonPhase', DefaultSeverity: 0, SignalEnabled: true, NotificationDeliveryEnabled: false }] })
    expect(unknownReason.body.Errors[0]!.Field).toBe('Reasons[0].AttentionSignalTypeKey')
    const unknownRole = await put({ Audience: [{ SubjectType: 1, SubjectKey: 'Astronaut' }] })
    expect(unknownRole.body.Errors[0]!.Field).toBe('Audience[0].SubjectKey')
  })
})

describe('target definitions', () => {
  it('adds an entity target, refuses board-owned and unknown models, and keeps one active target', async () => {
    const board = await createBoard(api)
    const other = await createBoard(api)
    const [definition] = await api.sql<{ id: string; display_name_plural: string }>(
      'SELECT id, display_name_plural FROM entity_definitions WHERE owner_board_id IS NULL LIMIT 1',
    )
    const body = { TargetKind: 1, TargetModelId: definition!.id, IsActive: true, RepeatPolicy: 1, CreateCommentPolicy: 0, ReadCommentPolicy: 0, CreateAttachmentPolicy: 2, ReadAttachmentPolicy: 1 }
    const added = await api.ok<BoardAdministration>('POST', boardPath(board, '/target-definitions'), body)
    expect(added.TargetDefinitions[1]).toMatchObject({ ...body, DisplayName: definition!.display_name_plural, SortOrder: 2 })
    expect((await api.call('POST', boardPath(board, '/target-definitions'), body)).status).toBe(409)
    const owned = await api.call('POST', boardPath(board, '/target-definitions'), { ...body, TargetModelId: other.DataEntityDefinitionId })
    expect(owned.body.Errors[0]!.Field).toBe('TargetModelId')
    const none = await api.call('POST', boardPath(board, '/target-definitions'), { ...body, TargetKind: 0 })
    expect(none.body.Errors[0]!.Field).toBe('TargetModelId')

    const [noTarget, entity] = added.TargetDefinitions
    const off = await api.ok<BoardAdministration>('PUT', boardPath(board, `/target-definitions/${noTarget!.Id}`), {
      ...body, TargetKind: 0, TargetModelId: null, IsActive: false, RowVersion: noTarget!.RowVersion,
    })
    expect(off.TargetDefinitions[0]!.IsActive).toBe(false)
    const last = await api.call('DELETE', boardPath(board, `/target-definitions/${entity!.Id}?rowVersion=${entity!.RowVersion}`))
    expect(last.status).toBe(409)
    expect(last.body.Errors[0]!.Code).toBe('serviceBoards.admin.lastActiveTarget')
    const removed = await api.ok<BoardAdministration>('DELETE', boardPath(board, `/target-definitions/${noTarget!.Id}?rowVersion=${off.TargetDefinitions[0]!.RowVersion}`))
    expect(removed.TargetDefinitions.map((item) => item.Id)).toEqual([entity!.Id])
  })
})

describe('cycles and responsibilities', () => {
  it('keeps one active cycle in Manual mode, checks dates, and refuses cycles on a board without them', async () => {
    const none = await createBoard(api)
    const refused = await api.call('POST', boardPath(none, '/cycles'), { Key: 'c1', DisplayName: 'C1', IsActive: true })
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]!.Code).toBe('serviceBoards.admin.cyclesDisabled')

    const board = await createBoard(api, { BoardType: 1, BoardCycleActivationMode: 1 })
    await api.ok('POST', boardPath(board, '/cycles'), { Key: 'c1', DisplayName: 'Sprint 1', StartsOn: '2026-01-01', EndsOn: '2026-01-14', IsActive: true })
    const two = await api.ok<BoardAdministration>('POST', boardPath(board, '/cycles'), { Key: 'c2', DisplayName: 'Sprint 2', IsActive: true })
    expect(two.Cycles.map((cycle) => [cycle.Key, cycle.IsActive, cycle.SortOrder])).toEqual([
      ['c1', false, 1],
      ['c2', true, 2],
    ])
    expect(two.CycleCount).toBe(2)
    const dates = await api.call('POST', boardPath(board, '/cycles'), { Key: 'c3', DisplayName: 'Bad', StartsOn: '2026-02-10', EndsOn: '2026-02-01', IsActive: false })
    expect(dates.body.Errors[0]!.Field).toBe('EndsOn')
    const c1 = two.Cycles[0]!
    const deleted = await api.ok<BoardAdministration>('DELETE', boardPath(board, `/cycles/${c1.Id}?rowVersion=${c1.RowVersion}`))
    expect(deleted.Cycles.map((cycle) => cycle.Key)).toEqual(['c2'])
  })

  it('renames a responsibility key everywhere and refuses deleting one a rule names', async () => {
    const board = await createBoard(api)
    const created = await api.ok<BoardAdministration>('POST', boardPath(board, '/responsibilities'), { Key: 'owner', DisplayName: 'Owner', Scope: 0 })
    const owner = created.Responsibilities[0]!
    const withAssignment = await api.ok<BoardAdministration>('POST', boardPath(board, '/security/assignments'), {
      Operation: 'update', SubjectType: 3, SubjectKey: 'owner', SecurityRowVersion: created.SecurityRowVersion,
    })
    const renamed = await api.ok<BoardAdministration>('PUT', boardPath(board, `/responsibilities/${owner.Id}`), {
      Key: 'assignee', DisplayName: 'Assignee', Scope: 0, RowVersion: owner.RowVersion,
    })
    expect(renamed.PermissionAssignments[0]).toMatchObject({ SubjectKey: 'assignee', DisplayName: 'Assignee' })
    const inUse = await api.call('DELETE', boardPath(board, `/responsibilities/${owner.Id}?rowVersion=${renamed.Responsibilities[0]!.RowVersion}`))
    expect(inUse.status).toBe(409)
    expect(inUse.body.Errors[0]!.Code).toBe('serviceBoards.admin.responsibilityInUse')
    expect(withAssignment.PermissionAssignments).toHaveLength(1)
  })

  it('replaces a status\'s subjects of a status-level key and records the change', async () => {
    const board = await createBoard(api)
    const withLead = await api.ok<BoardAdministration>('POST', boardPath(board, '/responsibilities'), { Key: 'lead', DisplayName: 'Lead', Scope: 1 })
    const open = statusOf(withLead, 'open')
    const [user] = await api.sql<{ id: string; display_name: string }>("SELECT id, display_name FROM users WHERE lower(user_name) = 'operator'")
    const body = { ResponsibilityKey: 'lead', Subjects: [{ SubjectType: 0, SubjectId: user!.id }], RowVersion: open.RowVersion }
    const saved = await api.ok<BoardAdministration>('PUT', boardPath(board, `/statuses/${open.Id}/responsibilities`), body)
    expect(statusOf(saved, 'open').StatusResponsibilities).toEqual([
      { ResponsibilityKey: 'lead', Subjects: [{ SubjectType: 0, SubjectId: user!.id, DisplayName: user!.display_name, SortOrder: 1 }] },
    ])
    const history = await api.sql<{ before_subjects: unknown[]; after_subjects: unknown[] }>(
      'SELECT before_subjects, after_subjects FROM board_status_responsibility_history WHERE status_id = $1',
      [open.Id],
    )
    expect(history).toEqual([{ before_subjects: [], after_subjects: [expect.objectContaining({ SubjectId: user!.id, DisplayName: user!.display_name })] }])
    expect((await api.call('PUT', boardPath(board, `/statuses/${open.Id}/responsibilities`), body)).status).toBe(409)
    const unknown = await api.call('PUT', boardPath(board, `/statuses/${open.Id}/responsibilities`), {
      ...body, Subjects: [{ SubjectType: 1, SubjectId: 'nope' }], RowVersion: statusOf(saved, 'open').RowVersion,
    })
    expect(unknown.body.Errors[0]!.Field).toBe('Subjects[0].SubjectId')
  })
})
