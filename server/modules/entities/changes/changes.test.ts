import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, createDefinition, leanDemoApi, uniqueName } from '../../../test/fixtures/entities/schema'
import { instancesPath, type MutationResult } from '../../../test/fixtures/entities/records'
import { startTestApi, type TestApi } from '../../../test/testApi'
import type { EntityDefinitionDetail, EntityField } from '../types'

/** The changes history of records and rollups on a parent, over real HTTP. */

let api: TestApi
let accounts: EntityDefinitionDetail
let deals: EntityDefinitionDetail
const fields: Record<string, EntityField> = {}

interface FieldChange { Key: string; DisplayName: string; Before?: unknown; After?: unknown }
interface Change { Operation: string; ActorUserId: string | null; ActorDisplayName: string | null; Cause: string | null; Changes: FieldChange[] }
interface ChangePage { Items: Change[]; TotalCount: number; HasMore: boolean }

/** The detail of a 403 ProblemDetails body. */
const problem = (body: unknown) => (body as { detail: string }).detail
const primaryTable = (definition: EntityDefinitionDetail) => definition.Tables.find((table) => table.IsPrimary)!.Id
const changesOf = (definition: EntityDefinitionDetail, id: string, query = '') => `${instancesPath(definition)}/${id}/changes${query}`
const effects = (definition: EntityDefinitionDetail) => `${admin}/entity-definitions/${definition.Id}/mutation-effects`

async function keepHistory(definition: EntityDefinitionDetail, options: Record<string, unknown> = {}): Promise<EntityDefinitionDetail> {
  const current = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
  return api.ok<EntityDefinitionDetail>('PUT', `${admin}/entity-definitions/${definition.Id}/options`, { AuditTrailEnabled: true, ...options, RowVersion: current.RowVersion })
}

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  accounts = await createDefinition(api, uniqueName('account'))
  deals = await createDefinition(api, uniqueName('deal'))
  fields.name = await addField(api, primaryTable(accounts), { Key: 'name', DisplayName: 'Name', FieldType: 0, SemanticRole: 1 })
  fields.dealCount = await addField(api, primaryTable(accounts), { Key: 'dealCount', DisplayName: 'Deals', FieldType: 2 })
  fields.dealTotal = await addField(api, primaryTable(accounts), { Key: 'dealTotal', DisplayName: 'Deal total', FieldType: 3 })
  fields.title = await addField(api, primaryTable(deals), { Key: 'title', DisplayName: 'Title', FieldType: 0 })
  fields.amount = await addField(api, primaryTable(deals), { Key: 'amount', DisplayName: 'Amount', FieldType: 3 })
  fields.state = await addField(api, primaryTable(deals), { Key: 'state', DisplayName: 'State', FieldType: 0 })
  fields.account = await addField(api, primaryTable(deals), { Key: 'account', DisplayName: 'Account', FieldType: 10, ReferenceToEntityDefinitionId: accounts.Id })
  accounts = await keepHistory(accounts)
  deals = await keepHistory(deals)
}, 60_000)

afterAll(async () => {
  await api?.close()
})

describe('the changes history of a record', () => {
  it('records creation, each field change before and after, the effects that caused one, archive and restore, newest first', async () => {
    await api.ok('POST', effects(deals), { Name: 'Touched', DisplayName: 'Mark touched', Trigger: 'Patch', Kind: 'SetValue', TargetFieldId: fields.state!.Id, Value: 'touched' })
    const created = await api.ok<MutationResult>('POST', instancesPath(deals), { Fields: { title: 'Printer', amount: 10 } }, 'operator')
    const patched = await api.ok<MutationResult>('PATCH', `${instancesPath(deals)}/${created.InstanceId}`, { RowVersion: created.RowVersion, Fields: { title: 'Printer 2', amount: 10 } }, 'operator')
    const archived = await api.ok<MutationResult>('DELETE', `${instancesPath(deals)}/${created.InstanceId}/archive`, { RowVersion: patched.RowVersion })
    await api.ok('POST', `${instancesPath(deals)}/${created.InstanceId}/restore`, { RowVersion: archived.RowVersion })

    const history = await api.ok<ChangePage>('GET', changesOf(deals, created.InstanceId))
    expect(history.Items.map((item) => item.Operation)).toEqual(['Restore', 'Archive', 'Patch', 'Patch', 'Create'])
    const [, , effect, change, creation] = history.Items
    expect(creation).toMatchObject({ ActorUserId: 'usr-operator', Cause: null })
    expect(creation!.Changes).toEqual([
      { Key: 'title', DisplayName: 'Title', After: 'Printer' },
      { Key: 'amount', DisplayName: 'Amount', After: 10 },
    ])
    // The amount was sent unchanged: only what differs is recorded.
    expect(change!.Changes).toEqual([{ Key: 'title', DisplayName: 'Title', Before: 'Printer', After: 'Printer 2' }])
    expect(change!.Cause).toBeNull()
    expect(effect).toMatchObject({ Cause: 'Mark touched', Changes: [{ Key: 'state', DisplayName: 'State', Before: null, After: 'touched' }] })
    expect(typeof history.Items[0]!.ActorDisplayName).toBe('string')

    const page = await api.ok<ChangePage>('GET', changesOf(deals, created.InstanceId, '?PageSize=2&Page=2'))
    expect(page.Items.map((item) => item.Operation)).toEqual(['Patch', 'Patch'])
    expect(page).toMatchObject({ TotalCount: 5, HasMore: true })
    expect((await api.call('GET', changesOf(deals, created.InstanceId, '?PageSize=0'))).status).toBe(400)
  })

  it('records a responsibility replacement with the subjects before and after', async () => {
    await api.ok('POST', `${admin}/entity-definitions/${deals.Id}/responsibilities`, { Key: 'Owner', DisplayName: 'Owner', Cardinality: 1, SubjectMode: 0 })
    const created = await api.ok<MutationResult>('POST', instancesPath(deals), { Fields: { title: 'Owned' } })
    const path = `${instancesPath(deals)}/${created.InstanceId}/responsibilities/Owner`
    const set = await api.ok<{ RowVersion: string }>('GET', path)
    await api.ok('PUT', path, { RowVersion: set.RowVersion, Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    const [latest] = (await api.ok<ChangePage>('GET', changesOf(deals, created.InstanceId))).Items
    expect(latest).toMatchObject({ Operation: 'Responsibilities', Changes: [{ Key: 'Owner', DisplayName: 'Owner', Before: [], After: [expect.any(String)] }] })
  })

  it('answers 403 when the audit trail is off or no permission grants ReadChangesHistory, 404 for a record the caller may not read', async () => {
    const plain = await createDefinition(api, uniqueName('plain'))
    const record = await api.ok<MutationResult>('POST', instancesPath(plain), { Fields: {} })
    const off = await api.call('GET', changesOf(plain, record.InstanceId))
    expect(off.status).toBe(403)
    expect(problem(off.body)).toContain('audit trail is off')
    expect(await api.sql('SELECT 1 FROM entity_record_changes WHERE record_id = $1', [record.InstanceId])).toHaveLength(0)

    const kept = await keepHistory(plain)
    const visible = await api.ok<MutationResult>('POST', instancesPath(kept), { Fields: {} })
    const hidden = await api.ok<MutationResult>('POST', instancesPath(kept), { Fields: {} })
    await api.ok('POST', `${admin}/entity-definitions/${kept.Id}/responsibilities`, { Key: 'Owner', DisplayName: 'Owner', Cardinality: 1, SubjectMode: 0 })
    const owner = `${instancesPath(kept)}/${visible.InstanceId}/responsibilities/Owner`
    await api.ok('PUT', owner, { RowVersion: (await api.ok<{ RowVersion: string }>('GET', owner)).RowVersion, Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    const grant = await api.ok<{ Id: string; RowVersion: string }>('POST', `${admin}/entity-definitions/${kept.Id}/permission-assignments`, {
      SubjectType: 3, SubjectKey: 'Owner', Operations: ['Read'],
    })
    expect((await api.call('GET', changesOf(kept, hidden.InstanceId), undefined, 'operator')).status).toBe(404)
    const refused = await api.call('GET', changesOf(kept, visible.InstanceId), undefined, 'operator')
    expect(refused.status).toBe(403)
    expect(problem(refused.body)).toContain('ReadChangesHistory')
    await api.ok('PUT', `${admin}/entity-permission-assignments/${grant.Id}`, {
      SubjectType: 3, SubjectKey: 'Owner', Operations: ['Read', 'ReadChangesHistory'], RowVersion: grant.RowVersion,
    })
    const allowed = await api.ok<ChangePage>('GET', changesOf(kept, visible.InstanceId), undefined, 'operator')
    expect(allowed.Items.map((item) => item.Operation)).toEqual(['Responsibilities', 'Create'])
  })

  it('keeps entries for the retention days and forgets them with a record deleted for good', async () => {
    const definition = await keepHistory(await createDefinition(api, uniqueName('kept')), { AuditTrailRetentionMode: 1, AuditTrailRetentionDays: 30 })
    await addField(api, primaryTable(definition), { Key: 'note', DisplayName: 'Note', FieldType: 0 })
    const created = await api.ok<MutationResult>('POST', instancesPath(definition), { Fields: { note: 'a' } })
    await api.sql(`UPDATE entity_record_changes SET occurred_at = now() - interval '31 days' WHERE record_id = $1`, [created.InstanceId])
    const patched = await api.ok<MutationResult>('PATCH', `${instancesPath(definition)}/${created.InstanceId}`, { RowVersion: created.RowVersion, Fields: { note: 'b' } })
    expect((await api.ok<ChangePage>('GET', changesOf(definition, created.InstanceId))).Items.map((item) => item.Operation)).toEqual(['Patch'])

    const archived = await api.ok<MutationResult>('DELETE', `${instancesPath(definition)}/${created.InstanceId}/archive`, { RowVersion: patched.RowVersion })
    await api.ok('DELETE', `${instancesPath(definition)}/${created.InstanceId}?rowVersion=${archived.RowVersion}`)
    expect(await api.sql('SELECT 1 FROM entity_record_changes WHERE record_id = $1', [created.InstanceId])).toHaveLength(0)
  })
})

describe('rollups on the parent', () => {
  const rollup = (body: Record<string, unknown>) =>
    api.call('POST', effects(deals), { Name: uniqueName('Rollup'), DisplayName: 'Rollup', Trigger: 'Create', Kind: 'RecalculateRollup', ...body })

  it('check the reference, the parent field and what is summed up', async () => {
    const base = { ReferenceFieldId: fields.account!.Id, RollupAggregate: 'Sum', SourceFieldId: fields.amount!.Id, TargetFieldId: fields.dealTotal!.Id }
    expect((await rollup({ ...base, ReferenceFieldId: fields.title!.Id })).body.Errors?.[0]).toMatchObject({ Field: 'ReferenceFieldId' })
    expect((await rollup({ ...base, SourceFieldId: fields.title!.Id })).body.Errors?.[0]).toMatchObject({ Field: 'SourceFieldId' })
    expect((await rollup({ ...base, TargetFieldId: fields.amount!.Id })).body.Errors?.[0]).toMatchObject({ Field: 'TargetFieldId' })
    // A Decimal sum does not fit a whole-number field.
    expect((await rollup({ ...base, TargetFieldId: fields.dealCount!.Id })).body.Errors?.[0]).toMatchObject({ Field: 'TargetFieldId' })
    expect((await rollup({ ...base, RollupAggregate: null })).body.Errors?.[0]).toMatchObject({ Field: 'RollupAggregate' })
  })

  it('recalculate the count and sum of active children on create, change, archive and restore, and follow a child that moves', async () => {
    for (const trigger of ['Create', 'Patch', 'Archive', 'Restore']) {
      await api.ok('POST', effects(deals), {
        Name: `Count${trigger}`, DisplayName: 'Count deals', Trigger: trigger, Kind: 'RecalculateRollup',
        ReferenceFieldId: fields.account!.Id, RollupAggregate: 'Count', TargetFieldId: fields.dealCount!.Id,
      })
      await api.ok('POST', effects(deals), {
        Name: `Sum${trigger}`, DisplayName: 'Sum amounts', Trigger: trigger, Kind: 'RecalculateRollup',
        ReferenceFieldId: fields.account!.Id, RollupAggregate: 'Sum', SourceFieldId: fields.amount!.Id, TargetFieldId: fields.dealTotal!.Id,
      })
    }
    const acme = await api.ok<MutationResult>('POST', instancesPath(accounts), { Fields: { name: 'Acme' } })
    const globex = await api.ok<MutationResult>('POST', instancesPath(accounts), { Fields: { name: 'Globex' } })
    const account = async (id: string) => (await api.ok<{ Fields: Record<string, unknown> }>('GET', `${instancesPath(accounts)}/${id}`)).Fields

    const first = await api.ok<MutationResult>('POST', instancesPath(deals), { Fields: { title: 'One', amount: 10.5, account: acme.InstanceId } })
    const second = await api.ok<MutationResult>('POST', instancesPath(deals), { Fields: { title: 'Two', amount: 4, account: acme.InstanceId } })
    expect(await account(acme.InstanceId)).toMatchObject({ dealCount: 2, dealTotal: 14.5 })

    await api.ok<MutationResult>('PATCH', `${instancesPath(deals)}/${second.InstanceId}`, { RowVersion: second.RowVersion, Fields: { account: globex.InstanceId } })
    expect(await account(acme.InstanceId)).toMatchObject({ dealCount: 1, dealTotal: 10.5 })
    expect(await account(globex.InstanceId)).toMatchObject({ dealCount: 1, dealTotal: 4 })

    const archived = await api.ok<MutationResult>('DELETE', `${instancesPath(deals)}/${first.InstanceId}/archive`, { RowVersion: first.RowVersion })
    expect(await account(acme.InstanceId)).toMatchObject({ dealCount: 0, dealTotal: 0 })
    await api.ok('POST', `${instancesPath(deals)}/${first.InstanceId}/restore`, { RowVersion: archived.RowVersion })
    expect(await account(acme.InstanceId)).toMatchObject({ dealCount: 1, dealTotal: 10.5 })

    // The parent's history names the effect and the child as the cause.
    const parentHistory = await api.ok<ChangePage>('GET', changesOf(accounts, acme.InstanceId))
    const [sum, count] = parentHistory.Items
    expect(count).toMatchObject({ Operation: 'Patch', Changes: [expect.objectContaining({ Key: 'dealCount', Before: 0, After: 1 })] })
    expect(count!.Cause).toMatch(/^Count deals \(Item .+ \d{6}\)$/)
    expect(sum).toMatchObject({ Cause: count!.Cause!.replace('Count deals', 'Sum amounts'), Changes: [expect.objectContaining({ Key: 'dealTotal', Before: 0, After: 10.5 })] })
  })

  it('go with the reference they follow, and so does a responsibility inherited along it, with what it inherited', async () => {
    await api.ok('POST', `${admin}/entity-definitions/${accounts.Id}/responsibilities`, { Key: 'Owner', DisplayName: 'Owner', Cardinality: 1, SubjectMode: 0 })
    const owner = (await api.ok<{ Responsibilities: Array<{ Id: string; Key: string; RowVersion: string }> }>('GET', `${admin}/entity-definitions/${deals.Id}/security`))
      .Responsibilities.find((item) => item.Key === 'Owner')!
    await api.ok('PUT', `${admin}/entity-responsibilities/${owner.Id}`, { DisplayName: 'Owner', Cardinality: 1, SubjectMode: 0, InheritFromFieldId: fields.account!.Id, RowVersion: owner.RowVersion })
    const account = await api.ok<MutationResult>('POST', instancesPath(accounts), { Fields: { name: 'Initech' } })
    const path = `${instancesPath(accounts)}/${account.InstanceId}/responsibilities/Owner`
    await api.ok('PUT', path, { RowVersion: (await api.ok<{ RowVersion: string }>('GET', path)).RowVersion, Subjects: [{ SubjectType: 0, SubjectId: 'usr-operator' }] })
    const deal = await api.ok<MutationResult>('POST', instancesPath(deals), { Fields: { title: 'Inherits', account: account.InstanceId } })
    const inherited = () => api.sql('SELECT 1 FROM entity_record_assignments WHERE record_id = $1 AND inherited_from_record_id IS NOT NULL', [deal.InstanceId])
    expect(await inherited()).toHaveLength(1)

    const fieldPath = `${admin}/entity-fields/${fields.account!.Id}`
    const plan = await api.ok<{ Token: string; Dependents: Array<{ Description: string }> }>('POST', `${fieldPath}/schema-change-plan`, { Change: 1 })
    const told = plan.Dependents.map((item) => item.Description)
    expect(told).toContain('Responsibility "Owner" stops inheriting along this field; the subjects it inherited are removed.')
    expect(told.filter((text) => text.startsWith('Mutation effect'))).toHaveLength(8)
    await api.ok('DELETE', `${fieldPath}?schemaChangeConfirmationToken=${encodeURIComponent(plan.Token)}`)

    expect(await inherited()).toHaveLength(0)
    const security = await api.ok<{ Responsibilities: Array<{ Key: string; InheritFromFieldId: string | null }> }>('GET', `${admin}/entity-definitions/${deals.Id}/security`)
    expect(security.Responsibilities.find((item) => item.Key === 'Owner')?.InheritFromFieldId).toBeNull()
    const left = await api.ok<Array<{ Kind: string }>>('GET', effects(deals))
    expect(left.filter((effect) => effect.Kind === 'RecalculateRollup')).toHaveLength(0)
  })
})
