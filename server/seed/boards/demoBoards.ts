import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import type { AuthContext } from '../../http/operation'
import { createField, FieldType } from '../../modules/entities'
import { permissionCatalog } from '../../modules/principals'
import {
  createBoard, createStatus, createTransition, createTarget, createResponsibility, replaceStatusResponsibility, upsertInitialRule,
  updateAttentionPolicy, updateDueDatePolicy, type BoardAdministration, type StatusInput, type TransitionCreateInput,
  loadCaller, addItem, moveItem, createLink, replaceTags, type TagsRequest, replaceResponsibility, setDueDate,
} from '../../modules/boards'

/**
 * Two demo boards built through the boards services, as a configurator and the service desk would:
 * "Customer support" (requests on customers, a due-date policy, responsibilities) and "Releases".
 * Closing a request needs a related release item — the link prerequisite the board view explains.
 * Items are added and moved at past times, so the audit trail and the flow chart have a history.
 */

const admin: AuthContext = {
  userId: 'usr-admin', userName: 'admin', userType: 0, roles: ['Admin'],
  permissions: permissionCatalog.map((permission) => permission.Key), via: 'accessToken',
}

const hoursAgo = (now: Date, hours: number): Date => new Date(now.getTime() - hours * 3_600_000)
const dateOnly = (date: Date): string => date.toISOString().slice(0, 10)

type StatusPlan = Pick<StatusInput, 'Key' | 'DisplayName' | 'Color' | 'MetaType'>

async function boardWithStatuses(db: Db, now: Date, base: { Key: string; DisplayName: string; Description: string }, statuses: StatusPlan[]) {
  let board = await createBoard(db, { ...base, BoardType: 0, BoardCycleActivationMode: 0, TagsEnabled: true, UseDefaultStatuses: false }, admin, now)
  for (const status of statuses) board = await createStatus(db, board.Id, { ...status, IsActive: true }, admin, now)
  const statusId = (key: string) => board.Statuses.find((status) => status.Key === key)!.Id
  return { board, statusId, refresh: (next: BoardAdministration) => (board = next) }
}

async function primaryTableId(db: Db, definitionId: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM entity_tables WHERE entity_definition_id = $1 AND is_primary', [definitionId])
  return row!.id
}

export async function seedDemoBoards(db: Db, now: Date): Promise<void> {
  const releases = await boardWithStatuses(db, now, { Key: 'releases', DisplayName: 'Releases', Description: 'Fixes and features on their way to customers.' }, [
    { Key: 'planned', DisplayName: 'Planned', Color: 'grey', MetaType: 0 },
    { Key: 'building', DisplayName: 'Building', Color: 'purple', MetaType: 1 },
    { Key: 'shipped', DisplayName: 'Shipped', Color: 'green', MetaType: 2 },
  ])
  for (const [from, to] of [['planned', 'building'], ['building', 'shipped'], ['building', 'planned']] as const) {
    releases.refresh(await createTransition(db, releases.board.Id, { FromBoardStatusId: releases.statusId(from), ToBoardStatusId: releases.statusId(to) }, admin, now))
  }
  const releaseTarget = releases.board.TargetDefinitions[0]!.Id

  const support = await boardWithStatuses(db, now, { Key: 'support', DisplayName: 'Customer support', Description: 'Customer requests from first contact to resolution.' }, [
    { Key: 'new', DisplayName: 'New', Color: 'blue', MetaType: 0 },
    { Key: 'triage', DisplayName: 'Triage', Color: 'indigo', MetaType: 1 },
    { Key: 'in-progress', DisplayName: 'In progress', Color: 'purple', MetaType: 1 },
    { Key: 'waiting', DisplayName: 'Waiting for customer', Color: 'amber', MetaType: 1 },
    { Key: 'resolved', DisplayName: 'Resolved', Color: 'green', MetaType: 2 },
  ])
  const boardId = support.board.Id
  const [customers] = await db.query<{ id: string }>("SELECT id FROM entity_definitions WHERE name = 'customers'")
  if (customers) {
    support.refresh(await createTarget(db, boardId, {
      TargetKind: 1, TargetModelId: customers.id, IsActive: true, RepeatPolicy: 2,
      CreateCommentPolicy: 0, ReadCommentPolicy: 0, CreateAttachmentPolicy: 0, ReadAttachmentPolicy: 0,
    }, admin, now))
  }
  const transitions: Array<[string, string, boolean?]> = [
    ['new', 'triage'], ['triage', 'in-progress'], ['in-progress', 'waiting'], ['waiting', 'in-progress'],
    ['in-progress', 'resolved', true], ['resolved', 'in-progress'],
  ]
  for (const [from, to, needsRelease] of transitions) {
    const LinkPrerequisites: TransitionCreateInput['LinkPrerequisites'] = needsRelease
      ? [{ LinkType: 0, Direction: 0, TargetBoardId: releases.board.Id, TargetBoardTargetDefinitionId: releaseTarget, MinimumCount: 1, MaximumCount: null }]
      : null
    support.refresh(await createTransition(db, boardId, {
      FromBoardStatusId: support.statusId(from), ToBoardStatusId: support.statusId(to),
      DisplayName: needsRelease ? 'Resolve with a release' : null, LinkPrerequisites,
    }, admin, now))
  }

  const tableId = await primaryTableId(db, support.board.DataEntityDefinitionId)
  await createField(db, tableId, {
    Key: 'priority', DisplayName: 'Priority', FieldType: FieldType.Select,
    Options: [{ Key: 'low', Value: 'Low' }, { Key: 'normal', Value: 'Normal' }, { Key: 'high', Value: 'High' }],
  }, now)
  await createField(db, tableId, { Key: 'channel', DisplayName: 'Channel', FieldType: FieldType.Text, StringMaxLength: 40 }, now)
  await createField(db, tableId, { Key: 'effort', DisplayName: 'Effort (hours)', FieldType: FieldType.Integer }, now)

  support.refresh(await createResponsibility(db, boardId, { Key: 'assignee', DisplayName: 'Assignee', Scope: 0 }, admin, now))
  support.refresh(await createResponsibility(db, boardId, { Key: 'owner', DisplayName: 'Column owner', Scope: 1 }, admin, now))
  const triage = support.board.Statuses.find((status) => status.Key === 'triage')!
  support.refresh(await replaceStatusResponsibility(db, boardId, triage.Id, {
    ResponsibilityKey: 'owner', Subjects: [{ SubjectType: 1, SubjectId: 'grp-service-desk' }], RowVersion: triage.RowVersion,
  }, admin, hoursAgo(now, 24 * 20)))
  await upsertInitialRule(db, boardId, 'BoardItem', {
    OperationKey: randomUUID(), RowVersion: support.board.SecurityRowVersion, Key: 'creator-assignee',
    ResponsibilityKey: 'assignee', SubjectSource: 'Creator', Enabled: true,
  }, admin, now)
  const model = await updateDueDatePolicy(db, boardId, {
    Enabled: true, TimeMode: 0, DisabledBoardStatusIds: [support.statusId('waiting')],
    Expectations: [
      { ExpectedBoardStatusId: support.statusId('in-progress'), OffsetAmount: 2, OffsetUnit: 0, Severity: 1 },
      { ExpectedBoardStatusId: support.statusId('triage'), OffsetAmount: 1, OffsetUnit: 0, Severity: 1 },
    ],
    RowVersion: support.board.DueDatePolicy.RowVersion,
  }, admin, now)
  await updateAttentionPolicy(db, boardId, {
    Reasons: model.AttentionSignalPolicy.Reasons.map((reason) => ({ ...reason, SignalEnabled: reason.AttentionSignalTypeKey !== 'stale' })),
    Audience: [],
    RowVersion: model.AttentionSignalPolicy.RowVersion,
  }, admin, now)

  await seedDemoItems(db, now, { boardId, statusId: support.statusId, releasesId: releases.board.Id, releaseStatusId: releases.statusId })
}

interface SeedBoards {
  boardId: string
  statusId: (key: string) => string
  releasesId: string
  releaseStatusId: (key: string) => string
}

const requests: Array<{ subject: string; priority: string; channel: string; path: string[]; tags: TagsRequest['Tags'] }> = [
  { subject: 'Invoice shows the wrong VAT rate', priority: 'high', channel: 'Email', path: ['triage', 'in-progress', 'resolved'], tags: [{ TagName: 'billing', Color: 'orange' }] },
  { subject: 'Cannot sign in after password reset', priority: 'high', channel: 'Phone', path: ['triage', 'in-progress'], tags: [{ TagName: 'access', Color: 'red' }] },
  { subject: 'Export to CSV drops umlauts', priority: 'normal', channel: 'Portal', path: ['triage', 'in-progress', 'waiting'], tags: [] },
  { subject: 'Request for a second delivery address', priority: 'low', channel: 'Email', path: ['triage'], tags: [] },
  { subject: 'Contract renewal date unclear', priority: 'normal', channel: 'Phone', path: [], tags: [{ TagName: 'contracts', Color: 'teal' }] },
  { subject: 'Dashboard loads slowly in the morning', priority: 'normal', channel: 'Portal', path: ['triage', 'in-progress'], tags: [{ TagName: 'performance', Color: 'purple' }] },
  { subject: 'Duplicate customer records after import', priority: 'high', channel: 'Email', path: ['triage', 'in-progress', 'resolved'], tags: [] },
  { subject: 'Question about the SLA for weekends', priority: 'low', channel: 'Chat', path: [], tags: [] },
  { subject: 'Printer labels cut off', priority: 'normal', channel: 'Chat', path: ['triage', 'in-progress', 'waiting', 'in-progress'], tags: [] },
  { subject: 'New user needs access to reports', priority: 'normal', channel: 'Portal', path: ['triage'], tags: [{ TagName: 'access', Color: 'red' }] },
]

async function seedDemoItems(db: Db, now: Date, boards: SeedBoards): Promise<void> {
  const caller = await loadCaller(db, admin)
  const release = await addItem(db, caller, boards.releasesId, {
    OperationKey: randomUUID(), TargetKind: 0, RepeatMode: 0, Subject: 'Release 2026.11: billing and import fixes', Fields: {},
  }, hoursAgo(now, 24 * 26))
  await moveItem(db, caller, boards.releasesId, release.Id, { BoardStatusId: boards.releaseStatusId('building') }, hoursAgo(now, 24 * 20))
  for (const [index, request] of requests.entries()) {
    // Spread over the last four weeks; each step a day or two later.
    const createdHoursAgo = 24 * (27 - index * 2.5)
    let at = hoursAgo(now, createdHoursAgo)
    const item = await addItem(db, caller, boards.boardId, {
      OperationKey: randomUUID(), TargetKind: 0, RepeatMode: 0, Subject: request.subject,
      Description: `Reported by ${request.channel.toLowerCase()}.`, Fields: { priority: request.priority, channel: request.channel, effort: 1 + (index % 5) },
    }, at)
    if (request.tags.length > 0) await replaceTags(db, caller, boards.boardId, item.Id, { Tags: request.tags }, at)
    if (index % 3 !== 2) {
      await setDueDate(db, caller, boards.boardId, item.Id, { DueDate: dateOnly(hoursAgo(now, createdHoursAgo - 24 * (index % 4 === 0 ? 3 : 12))), DueTime: null }, at)
    }
    if (index % 4 === 1) {
      await replaceResponsibility(db, caller, boards.boardId, item.Id, 'assignee', { Subjects: [{ SubjectType: 0, SubjectId: 'usr-tobias-meyer' }] }, at)
    }
    for (const step of request.path) {
      at = new Date(Math.min(now.getTime() - 60_000, at.getTime() + 3_600_000 * (20 + index * 3)))
      if (step === 'resolved') await createLink(db, caller, boards.boardId, item.Id, { LinkType: 0, Direction: 0, OtherBoardItemId: release.Id }, at)
      await moveItem(db, caller, boards.boardId, item.Id, { BoardStatusId: boards.statusId(step) }, at)
    }
  }
}
