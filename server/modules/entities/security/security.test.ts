import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, createDefinition, leanDemoApi, uniqueName } from '../../../test/fixtures/entities/schema'
import { createdInstance, instancesPath, runtime, type Instance, type MutationResult } from '../../../test/fixtures/entities/records'
import { startTestApi, type TestApi, type Who } from '../../../test/testApi'
import type { EntityDefinitionDetail } from '../types'
import { runQueuedJobs } from '../../../test/fixtures/functions'

/** Record security over real HTTP: responsibilities, permission assignments, statements, explain. */

let api: TestApi
let accounts: EntityDefinitionDetail
let deals: EntityDefinitionDetail
const dealIds: string[] = []
const accountIds: string[] = []
let groupId: string

const alice: Who = { userName: 'sec.alice', password: 'Alice#2026!' }
const bob: Who = { userName: 'sec.bob', password: 'Bob#2026!' }
const ALICE = 'usr-sec-alice'
const BOB = 'usr-sec-bob'

interface Page {
  Items: Instance[]
  TotalCount: number
}
interface Assignment {
  RowVersion: string
  Subjects: Array<{ SubjectType: number; SubjectId: string; DisplayName: string }>
  Relation: { CanReplace: boolean }
}
interface Decision {
  Operation: string
  Allowed: boolean
  Summary: string
  Reasons: Array<{ SubjectMatches: boolean; Grants: boolean; StatementHolds: boolean | null; SubjectReason: string }>
}

const primaryTable = (definition: EntityDefinitionDetail) => definition.Tables.find((table) => table.IsPrimary)!.Id
const security = (definition: EntityDefinitionDetail) => `${admin}/entity-definitions/${definition.Id}`
const responsibilityPath = (definition: EntityDefinitionDetail, id: string, key = 'Owner') => `${instancesPath(definition)}/${id}/responsibilities/${key}`

async function assign(definition: EntityDefinitionDetail, id: string, subjects: Array<{ SubjectType: number; SubjectId: string }>, key = 'Owner') {
  const current = await api.ok<Assignment>('GET', responsibilityPath(definition, id, key))
  return api.ok<Assignment>('PUT', responsibilityPath(definition, id, key), { RowVersion: current.RowVersion, Subjects: subjects })
}

async function grant(definition: EntityDefinitionDetail, body: Record<string, unknown>): Promise<{ Id: string; RowVersion: string }> {
  return api.ok('POST', `${security(definition)}/permission-assignments`, body)
}

async function revokeAll(definition: EntityDefinitionDetail): Promise<void> {
  const current = await api.ok<{ PermissionAssignments: Array<{ Id: string }> }>('GET', `${security(definition)}/security`)
  for (const assignment of current.PermissionAssignments) await api.ok('DELETE', `${admin}/entity-permission-assignments/${assignment.Id}`)
}

const listIds = async (definition: EntityDefinitionDetail, who: Who, query = '') =>
  (await api.ok<Page>('GET', `${instancesPath(definition)}?PageSize=100${query}`, undefined, who)).Items.map((item) => item.Id).sort()

async function explain(definition: EntityDefinitionDetail, userId: string, instanceId: string): Promise<Record<string, Decision>> {
  const answer = await api.ok<{ Decisions: Decision[] }>('POST', `${security(definition)}/security/explain`, { UserId: userId, InstanceId: instanceId })
  return Object.fromEntries(answer.Decisions.map((decision) => [decision.Operation, decision]))
}

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  for (const [id, userName, password] of [[ALICE, 'sec.alice', 'Alice#2026!'], [BOB, 'sec.bob', 'Bob#2026!']] as const) {
    await api.ok('POST', `${admin}/users`, { Id: id, UserName: userName, UserType: 0, Password: password, FirstName: userName.slice(4), LastName: 'Test' })
  }
  groupId = (await api.ok<{ Id: string }>('POST', `${admin}/responsibility-groups`, { Key: 'sec.team', Name: 'Security team', MemberUserIds: [BOB] })).Id
  accounts = await createDefinition(api, uniqueName('acct'))
  await addField(api, primaryTable(accounts), { Key: 'name', DisplayName: 'Name', FieldType: 0, SemanticRole: 1 })
  deals = await createDefinition(api, uniqueName('deal'))
  await addField(api, primaryTable(deals), { Key: 'title', DisplayName: 'Title', FieldType: 0, SemanticRole: 1 })
  await addField(api, primaryTable(deals), { Key: 'stage', DisplayName: 'Stage', FieldType: 0 })
  await addField(api, primaryTable(deals), { Key: 'account', DisplayName: 'Account', FieldType: 10, ReferenceToEntityDefinitionId: accounts.Id })
  for (const definition of [accounts, deals]) {
    await api.ok('POST', `${security(definition)}/responsibilities`, { Key: 'Owner', DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2 })
  }
  await api.ok('POST', `${security(deals)}/responsibilities`, { Key: 'Reviewer', DisplayName: 'Reviewer', Cardinality: 0, SubjectMode: 0 })
  for (const name of ['North', 'South']) accountIds.push((await createdInstance(api, accounts, { name })).Id)
  for (let index = 0; index < 6; index++) {
    const deal = await createdInstance(api, deals, { title: `Deal ${index}`, stage: index % 2 === 0 ? 'open' : 'won', account: accountIds[index < 3 ? 0 : 1] })
    dealIds.push(deal.Id)
  }
}, 120_000)

afterAll(async () => {
  await api?.close()
})

/** Runs the queued jobs (the inheritance recalculations) to the end. */
const runJobs = () => runQueuedJobs(api.db)

describe('responsibilities of a record', () => {
  it('reads and replaces one responsibility with optimistic concurrency', async () => {
    const initial = await api.ok<Assignment>('GET', responsibilityPath(deals, dealIds[0]!))
    expect(initial.Subjects).toEqual([])
    expect(initial.Relation.CanReplace).toBe(true)
    const saved = await api.ok<Assignment>('PUT', responsibilityPath(deals, dealIds[0]!), {
      RowVersion: initial.RowVersion,
      Subjects: [{ SubjectType: 0, SubjectId: ALICE }, { SubjectType: 1, SubjectId: groupId }],
    })
    expect(saved.Subjects.map((subject) => subject.DisplayName)).toEqual(['alice Test', 'Security team'])
    expect(saved.RowVersion).not.toBe(initial.RowVersion)
    const stale = await api.call<Assignment>('PUT', responsibilityPath(deals, dealIds[0]!), { RowVersion: initial.RowVersion, Subjects: [] })
    expect(stale.status).toBe(409)
    expect(stale.body.Data.Subjects).toHaveLength(2)
    const record = await api.ok<Instance & { Assignments: Record<string, unknown[]>; AssignmentRelations: Array<{ Key: string }> }>('GET', `${instancesPath(deals)}/${dealIds[0]}`)
    expect(Object.keys(record.Assignments)).toEqual(['Owner', 'Reviewer'])
    expect(record.Assignments.Owner).toHaveLength(2)
    expect(record.AssignmentRelations.map((relation) => relation.Key)).toEqual(['Owner', 'Reviewer'])
  })

  it('refuses an unknown subject, a group where only users count, two subjects of a single responsibility, and an unknown key', async () => {
    const current = await api.ok<Assignment>('GET', responsibilityPath(deals, dealIds[1]!, 'Reviewer'))
    const put = (Subjects: unknown[]) => api.call('PUT', responsibilityPath(deals, dealIds[1]!, 'Reviewer'), { RowVersion: current.RowVersion, Subjects })
    const unknown = await put([{ SubjectType: 0, SubjectId: 'usr-nobody' }])
    expect(unknown.status).toBe(400)
    expect(unknown.body.Errors?.[0]).toMatchObject({ Code: 'workspace.entities.responsibilities.unknownSubject', Field: 'Subjects[0]' })
    expect((await put([{ SubjectType: 1, SubjectId: groupId }])).body.Errors?.[0]?.Code).toBe('workspace.entities.responsibilities.subjectKind')
    const two = await put([{ SubjectType: 0, SubjectId: ALICE }, { SubjectType: 0, SubjectId: BOB }])
    expect(two.body.Errors?.map((issue) => issue.Code)).toEqual(['workspace.entities.responsibilities.single'])
    expect((await api.call('GET', responsibilityPath(deals, dealIds[1]!, 'Nobody'))).status).toBe(404)
  })
})

describe('permission assignments', () => {
  it('leave a definition without assignments open to every signed-in user', async () => {
    expect(await listIds(deals, alice)).toEqual([...dealIds].sort())
    const record = await api.ok<Instance>('GET', `${instancesPath(deals)}/${dealIds[5]}`, undefined, alice)
    expect(record.Permissions).toMatchObject({ CanRead: true, CanPatch: true, CanArchive: true })
  })

  it('restrict reads to the records a user owns, themselves or through a group, without leaking the others', async () => {
    await assign(deals, dealIds[2]!, [{ SubjectType: 0, SubjectId: ALICE }])
    await assign(deals, dealIds[4]!, [{ SubjectType: 0, SubjectId: ALICE }])
    await grant(deals, { SubjectType: 3, SubjectKey: 'Owner', Operations: ['Read', 'Patch'] })
    const mine = [dealIds[0]!, dealIds[2]!, dealIds[4]!].sort()
    expect(await listIds(deals, alice)).toEqual(mine)
    const page = await api.ok<Page>('GET', `${instancesPath(deals)}?PageSize=2`, undefined, alice)
    expect(page.TotalCount).toBe(3)
    // Bob holds Owner on deal 0 through his group.
    expect(await listIds(deals, bob)).toEqual([dealIds[0]!])
    // Admin always has full access.
    expect(await listIds(deals, 'admin')).toEqual([...dealIds].sort())

    const hidden = await api.call('GET', `${instancesPath(deals)}/${dealIds[1]}`, undefined, alice)
    const missing = await api.call('GET', `${instancesPath(deals)}/00000000-0000-4000-8000-000000000000`, undefined, alice)
    expect(hidden.status).toBe(404)
    expect(missing.status).toBe(404)
    expect(hidden.body.Errors?.[0]?.Code).toBe(missing.body.Errors?.[0]?.Code)
    const lookup = await api.ok<Array<{ Id: string }>>('GET', `${runtime}/${deals.Name}/lookup?Search=Deal`, undefined, alice)
    expect(lookup.map((item) => item.Id).sort()).toEqual(mine)
    const patchHidden = await api.call('PATCH', `${instancesPath(deals)}/${dealIds[1]}`, { RowVersion: '00000000-0000-4000-8000-000000000000', Fields: {} }, alice)
    expect(patchHidden.status).toBe(404)
  })

  it('answer 403 with the reason for an operation that is not granted, and compute Permissions for the caller', async () => {
    const own = await api.ok<Instance>('GET', `${instancesPath(deals)}/${dealIds[2]}`, undefined, alice)
    expect(own.Permissions).toMatchObject({ CanRead: true, CanPatch: true, CanArchive: false, CanReadArchive: false })
    const changed = await api.ok<MutationResult>('PATCH', `${instancesPath(deals)}/${dealIds[2]}`, { RowVersion: own.RowVersion, Fields: { stage: 'won' } }, alice)
    expect(changed.CanRead).toBe(true)
    const archive = await api.call('DELETE', `${instancesPath(deals)}/${dealIds[2]}/archive`, { RowVersion: changed.RowVersion }, alice)
    expect(archive.status).toBe(403)
    expect((archive.body as unknown as { detail: string }).detail).toBe('None of your permissions grants “Archive” on this record.')
    const create = await api.call('POST', instancesPath(deals), { Fields: { title: 'New' } }, alice)
    expect(create.status).toBe(403)
  })

  it('narrow a grant by a statement, including a responsibility on the parent record', async () => {
    const statement = await api.ok<{ Id: string }>('POST', `${security(deals)}/statements`, {
      Name: 'AccountOwned',
      DisplayName: 'Account owned by me',
      Expression: "HAS_RESPONSIBILITY('Owner', account) AND stage = 'open'",
    })
    await assign(accounts, accountIds[1]!, [{ SubjectType: 0, SubjectId: BOB }])
    const narrowed = await grant(deals, { SubjectType: 4, SubjectKey: '', Operations: ['Read'], StatementId: statement.Id })
    // Deals 3..5 belong to South, which Bob owns; of those only deal 4 is open.
    expect(await listIds(deals, bob)).toEqual([dealIds[0]!, dealIds[4]!].sort())
    const decisions = await explain(deals, BOB, dealIds[4]!)
    expect(decisions.Read!.Allowed).toBe(true)
    expect(decisions.Read!.Reasons.find((reason) => reason.Grants)?.StatementHolds).toBe(true)
    const closed = await explain(deals, BOB, dealIds[3]!)
    expect(closed.Read!.Allowed).toBe(false)
    expect(closed.Read!.Reasons.map((reason) => reason.StatementHolds)).toContain(false)
    // A statement that narrows an assignment cannot be deleted.
    expect((await api.call('DELETE', `${admin}/entity-statements/${statement.Id}`)).status).toBe(409)
    await api.ok('DELETE', `${admin}/entity-permission-assignments/${narrowed.Id}`)
  })

  it('explain every operation, and a list as a user equals the records the explanation lets them read', async () => {
    const decisions = await explain(deals, ALICE, dealIds[1]!)
    expect(decisions.Read).toMatchObject({ Allowed: false })
    expect(decisions.Read!.Reasons[0]).toMatchObject({ SubjectMatches: false, Grants: false })
    expect(decisions.Read!.Reasons[0]!.SubjectReason).toMatch(/is not Owner of this record/)
    const owned = await explain(deals, ALICE, dealIds[2]!)
    expect(owned.Read!.Summary).toBe('Granted through Owner.')
    expect(owned.Delete!.Allowed).toBe(false)
    for (const [who, userId] of [[alice, ALICE], [bob, BOB], ['operator', 'usr-operator']] as const) {
      const listed = await listIds(deals, who)
      const readable: string[] = []
      for (const id of dealIds) if ((await explain(deals, userId, id)).Read!.Allowed) readable.push(id)
      expect(listed, `list as ${userId}`).toEqual(readable.sort())
      const preview = await api.ok<Page>('POST', `${security(deals)}/security/preview`, { UserId: userId, PageSize: 100 })
      expect(preview.Items.map((item) => item.Id).sort()).toEqual(listed)
    }
    // A draft is previewed before it is saved: everyone may read every record then.
    const draft = await api.ok<Page>('POST', `${security(deals)}/security/preview`, {
      UserId: 'usr-operator', PageSize: 100, Assignments: [{ SubjectType: 4, SubjectKey: '', Operations: ['Read'] }],
    })
    expect(draft.TotalCount).toBe(dealIds.length)
    expect(await listIds(deals, 'operator')).not.toHaveLength(dealIds.length)
    const badDraft = await api.call('POST', `${security(deals)}/security/preview`, { UserId: 'usr-operator', Assignments: [{ SubjectType: 2, SubjectKey: 'Nobody', Operations: ['Read'] }] })
    expect(badDraft.status).toBe(400)
  })

  it('let a creator own what they create when the responsibility says so, and check Create against the new record', async () => {
    const owner = (await api.ok<{ Responsibilities: Array<{ Id: string; Key: string; RowVersion: string }> }>('GET', `${security(deals)}/security`)).Responsibilities.find((item) => item.Key === 'Owner')!
    await api.ok('PUT', `${admin}/entity-responsibilities/${owner.Id}`, { DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2, AssignCreator: true, RowVersion: owner.RowVersion })
    const creating = await grant(deals, { SubjectType: 3, SubjectKey: 'Owner', Operations: ['Create'] })
    const created = await api.ok<MutationResult & { Instance: { Assignments: Record<string, Array<{ SubjectId: string; ManagedByRuntime: boolean }>> } }>(
      'POST', instancesPath(deals), { Fields: { title: 'Mine' } }, alice,
    )
    expect(created.CanRead).toBe(true)
    expect(created.Instance.Assignments.Owner).toEqual([expect.objectContaining({ SubjectId: ALICE, ManagedByRuntime: true })])
    dealIds.push(created.InstanceId)
    await api.ok('DELETE', `${admin}/entity-permission-assignments/${creating.Id}`)
  })

  it('hide the files of a record the caller may not read', async () => {
    const current = await api.ok<EntityDefinitionDetail>('GET', security(deals))
    await api.ok('PUT', `${security(deals)}/options`, { AttachmentsEnabled: true, RowVersion: current.RowVersion })
    await grant(deals, { SubjectType: 3, SubjectKey: 'Owner', Operations: ['ReadAttachments'] })
    const list = (id: string, who: Who) =>
      api.call('POST', '/api/workspace/attachments/resource-list', { Resource: { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: deals.Id, ResourceObjectId: id }, Scope: 0, Page: 1, PageSize: 10 }, who)
    expect((await list(dealIds[2]!, alice)).status).toBe(200)
    const hidden = await list(dealIds[1]!, alice)
    expect(hidden.status).toBe(400)
    expect(hidden.body.Errors?.[0]?.Code).toBe('workspace.files.resourceNotFound')
  })

  it('refuse to delete a responsibility an assignment or statement names, and invalid assignments', async () => {
    const owner = (await api.ok<{ Responsibilities: Array<{ Id: string; Key: string }> }>('GET', `${security(deals)}/security`)).Responsibilities.find((item) => item.Key === 'Owner')!
    const refused = await api.call('DELETE', `${admin}/entity-responsibilities/${owner.Id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.Errors?.[0]?.Code).toBe('workspace.entities.responsibilities.inUse')
    const invalid = await api.call('POST', `${security(deals)}/permission-assignments`, { SubjectType: 2, SubjectKey: 'NoSuchRole', Operations: ['Read'] })
    expect(invalid.status).toBe(400)
    const none = await api.call('POST', `${security(deals)}/permission-assignments`, { SubjectType: 4, SubjectKey: '', Operations: [] })
    expect(none.body.Errors?.[0]?.Field).toBe('Operations')
    const statement = await api.call('POST', `${security(deals)}/statements`, { Name: 'Bad', DisplayName: 'Bad', Expression: "HAS_RESPONSIBILITY('Ownr')" })
    expect(statement.status).toBe(400)
    expect(statement.body.Errors?.[0]?.Message).toMatch(/did you mean Owner/)
    const condition = await api.call('POST', `${admin}/expressions/validate`, { EntityDefinitionId: deals.Id, Purpose: 1, Expression: "HAS_RESPONSIBILITY('Owner')" })
    expect((condition.body.Data as { Diagnostics: Array<{ Code: string }> }).Diagnostics[0]?.Code).toBe('expression.statementOnly')
  })

  it('pass a parent\'s subjects down a reference, as a job after the parent\'s save, and to a child whose reference moves at once', async () => {
    const owner = (await api.ok<{ Responsibilities: Array<{ Id: string; Key: string; RowVersion: string }> }>('GET', `${security(deals)}/security`)).Responsibilities.find((item) => item.Key === 'Owner')!
    const accountField = (await api.ok<EntityDefinitionDetail>('GET', security(deals))).Tables[0]!.Fields.find((field) => field.Key === 'account')!
    const titleField = (await api.ok<EntityDefinitionDetail>('GET', security(deals))).Tables[0]!.Fields.find((field) => field.Key === 'title')!
    const refused = await api.call('PUT', `${admin}/entity-responsibilities/${owner.Id}`, { DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2, InheritFromFieldId: titleField.Id, RowVersion: owner.RowVersion })
    expect(refused.body.Errors?.[0]).toMatchObject({ Field: 'InheritFromFieldId' })
    await api.ok('PUT', `${admin}/entity-responsibilities/${owner.Id}`, { DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2, InheritFromFieldId: accountField.Id, RowVersion: owner.RowVersion })
    await runJobs()
    // Bob owns South (deals 3..5): he owns them too now, inherited, with where it came from.
    const deal = await api.ok<Instance & { Assignments: { Owner: Array<{ SubjectId: string; InheritanceSource: { InstanceId: string; DisplayName: string; Depth: number } | null }> } }>(
      'GET', `${instancesPath(deals)}/${dealIds[3]}`,
    )
    expect(deal.Assignments.Owner).toEqual([expect.objectContaining({ SubjectId: BOB, InheritanceSource: expect.objectContaining({ InstanceId: accountIds[1], DisplayName: 'South', Depth: 1 }) })])
    expect(await listIds(deals, bob)).toEqual([dealIds[0]!, dealIds[3]!, dealIds[4]!, dealIds[5]!].sort())

    // The parent's set changes: the save answers at once, the children follow when the job has run.
    await assign(accounts, accountIds[1]!, [{ SubjectType: 0, SubjectId: ALICE }])
    expect((await api.ok<Assignment>('GET', responsibilityPath(deals, dealIds[3]!))).Subjects.map((subject) => subject.SubjectId)).toEqual([BOB])
    await runJobs()
    const after = await api.ok<Assignment>('GET', responsibilityPath(deals, dealIds[3]!))
    expect(after.Subjects.map((subject) => subject.SubjectId)).toEqual([ALICE])
    expect(await listIds(deals, bob)).toEqual([dealIds[0]!])

    // A deal moved to North inherits North's owners in the same save (North has none).
    const moved = await api.ok<Instance>('GET', `${instancesPath(deals)}/${dealIds[3]}`)
    const patched = await api.ok<MutationResult & { Instance: { Assignments: { Owner: unknown[] } } }>(
      'PATCH', `${instancesPath(deals)}/${dealIds[3]}`, { RowVersion: moved.RowVersion, Fields: { account: accountIds[0] } },
    )
    expect(patched.Instance.Assignments.Owner).toEqual([])
    // Own subjects stay the record's own; a replacement never touches inherited ones.
    const own = await api.ok<Assignment>('GET', responsibilityPath(deals, dealIds[4]!))
    expect(own.Subjects.map((subject) => subject.SubjectId)).toEqual([ALICE])
  })

  it('name a referenced record the caller may not read by its id only', async () => {
    const granted = await grant(accounts, { SubjectType: 3, SubjectKey: 'Owner', Operations: ['Read'] })
    const deal = await api.ok<Instance & { ReferenceLabels: Record<string, { DisplayName: string; IsRestricted?: boolean }> }>('GET', `${instancesPath(deals)}/${dealIds[0]}`, undefined, alice)
    expect(deal.ReferenceLabels[accountIds[0]!]).toEqual({ Id: accountIds[0], Number: '', DisplayName: '', IsRestricted: true })
    const south = await api.ok<Instance & { ReferenceLabels: Record<string, { DisplayName: string }> }>('GET', `${instancesPath(deals)}/${dealIds[4]}`, undefined, alice)
    expect(south.ReferenceLabels[accountIds[1]!]?.DisplayName).toBe('South')
    const lookup = await api.ok<Array<{ Id: string }>>('GET', `${runtime}/${accounts.Name}/lookup`, undefined, alice)
    expect(lookup.map((item) => item.Id)).toEqual([accountIds[1]])
    // Bob takes North: Alice's North deal inherits him, from a parent she may not read (named by its id only).
    await assign(accounts, accountIds[0]!, [{ SubjectType: 0, SubjectId: BOB }])
    await runJobs()
    type Inherited = { SubjectId: string; InheritanceSource: { InstanceId: string; Number: string; DisplayName: string; IsRestricted: boolean } | null }
    const inherited = await api.ok<Instance & { Assignments: { Owner: Inherited[] } }>('GET', `${instancesPath(deals)}/${dealIds[0]}`, undefined, alice)
    const fromNorth = inherited.Assignments.Owner.find((subject) => subject.SubjectId === BOB)
    expect(fromNorth?.InheritanceSource).toMatchObject({ InstanceId: accountIds[0], Number: '', DisplayName: '', IsRestricted: true })
    const asAdmin = await api.ok<Instance & { Assignments: { Owner: Inherited[] } }>('GET', `${instancesPath(deals)}/${dealIds[0]}`)
    expect(asAdmin.Assignments.Owner.find((subject) => subject.SubjectId === BOB)?.InheritanceSource).toMatchObject({ DisplayName: 'North', IsRestricted: false })
    await assign(accounts, accountIds[0]!, [])
    await runJobs()
    await api.ok('DELETE', `${admin}/entity-permission-assignments/${granted.Id}`)
  })

  it('tell a list\'s caller whether they may create there at all', async () => {
    const notes = await createDefinition(api, uniqueName('note'))
    const canCreate = async (who: Who) => (await api.ok<{ CanCreate: boolean }>('GET', instancesPath(notes), undefined, who)).CanCreate
    expect(await canCreate('operator')).toBe(true)
    await grant(notes, { SubjectType: 4, SubjectKey: '', Operations: ['Read'] })
    expect(await canCreate('operator')).toBe(false)
    expect(await canCreate('admin')).toBe(true)
    await grant(notes, { SubjectType: 2, SubjectKey: 'Operator', Operations: ['Create'] })
    expect(await canCreate('operator')).toBe(true)
  })

  it('answer bad input with a 400 envelope, never a 500', async () => {
    const current = await api.ok<Assignment>('GET', responsibilityPath(deals, dealIds[1]!))
    const put = (body: unknown) => api.call('PUT', responsibilityPath(deals, dealIds[1]!), body)
    const bad = [
      { RowVersion: current.RowVersion, Subjects: [{ SubjectType: 0, SubjectId: ALICE, IntervalStart: 'tomorrow' }] },
      { RowVersion: current.RowVersion, Subjects: [{ SubjectType: 0, SubjectId: 'usr-\u0000' }] },
      { RowVersion: current.RowVersion, Subjects: Array.from({ length: 201 }, (_, index) => ({ SubjectType: 0, SubjectId: `u${index}` })) },
      { RowVersion: current.RowVersion, Subjects: 'everyone' },
      { RowVersion: 'not-a-uuid', Subjects: [] },
    ]
    for (const body of bad) {
      const reply = await put(body)
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(reply.body.Success).toBe(false)
    }
    for (const body of [
      { SubjectType: 4, SubjectKey: '', Operations: 'Read' },
      { SubjectType: 2, SubjectKey: 'x'.repeat(100_000), Operations: ['Read'] },
      { SubjectType: 9, SubjectKey: '', Operations: ['Read'] },
      { SubjectType: 4, SubjectKey: '', Operations: ['Fly'] },
    ]) {
      expect((await api.call('POST', `${security(deals)}/permission-assignments`, body)).status).toBe(400)
    }
    expect((await api.call('POST', `${security(deals)}/security/explain`, { UserId: 'nobody\u0000' })).status).toBe(400)
    expect((await api.call('POST', `${security(deals)}/security/preview`, { UserId: 'usr-operator', Page: 0 })).status).toBe(400)
    expect((await api.call('POST', `${security(deals)}/responsibilities`, { Key: 'x'.repeat(500), DisplayName: 'X', Cardinality: 1, SubjectMode: 2 })).status).toBe(400)
  })

  it('return to open access when the last assignment goes', async () => {
    await revokeAll(deals)
    expect(await listIds(deals, alice)).toEqual([...dealIds].sort())
  })
})
