import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, leanDemoApi } from '../../../test/fixtures/entities/schema'
import type { EntityDefinitionDetail } from '../types'
import { appContextOf } from '../../../platform/appContext'
import type { RecordMutationEvent } from '../../../platform/appEvents'
import { createdInstance, createRecord, everyTypeFixture, instancesPath, type Fixture, type Instance, type MutationResult } from '../../../test/fixtures/entities/records'
import { startTestApi, type TestApi } from '../../../test/testApi'

let api: TestApi
let fixture: Fixture
let company: Instance
const events: RecordMutationEvent[] = []

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  appContextOf(api.db).events.on('record.mutated', (event) => {
    events.push(event)
  })
  fixture = await everyTypeFixture(api)
  company = await createdInstance(api, fixture.target, { title: 'Nordlicht Logistik' })
}, 60_000)

afterAll(async () => {
  await api?.close()
})

const fullValues = () => ({
  name: 'First sample',
  notes: 'Line one\nLine two',
  count: 42,
  ratio: 123.456,
  budget: { Amount: 1999.5, CurrencyCode: 'CHF' },
  active: false,
  startDate: '2026-03-29',
  dueAt: '2026-03-29T01:30:00+02:00',
  opensAt: '08:15',
  status: 'done',
  tags: ['blue', 'red'],
  company: company.Id,
  lines: [{ Fields: { item: 'Gateway', quantity: 3 } }, { Fields: { item: 'Sensor' } }],
  email: 'ops@example.com',
  phone: '+49 40 1234567',
  site: 'https://example.com/ops',
  address: { Street: 'Am Sandtorkai 41', PostalCode: '20457', City: 'Hamburg', Region: null, CountryCode: 'DE', Latitude: 53.54, Longitude: 9.99 },
  industry: 'logistics',
  readme: '# Heading\n\n*text*',
})

async function baseUpdate(definition: EntityDefinitionDetail, changes: Record<string, unknown>): Promise<EntityDefinitionDetail> {
  const current = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
  const body = {
    Name: current.Name,
    DisplayNameSingular: current.DisplayNameSingular,
    DisplayNamePlural: current.DisplayNamePlural,
    RowVersion: current.RowVersion,
    ...changes,
  }
  const plan = await api.ok<{ Token: string | null }>('POST', `${admin}/entity-definitions/${definition.Id}/base/schema-change-plan`, body)
  return api.ok<EntityDefinitionDetail>('PUT', `${admin}/entity-definitions/${definition.Id}/base`, { ...body, SchemaChangeConfirmationToken: plan.Token })
}

describe('entity records', () => {
  it('stores and answers a value of every field type', async () => {
    const created = await createdInstance(api, fixture.definition, fullValues())
    expect(created.Number).toMatch(/^S-\d{6}$/)
    expect(created.DisplayName).toBe('First sample')
    const read = await api.ok<Instance>('GET', `${instancesPath(fixture.definition)}/${created.Id}`)
    const { lines, ...rest } = read.Fields
    expect(rest).toEqual({
      ...fullValues(),
      lines: undefined,
      ratio: 123.456,
      dueAt: '2026-03-28T23:30:00.000Z',
      opensAt: '08:15:00',
      locked: null,
    })
    expect((lines as Array<{ Id: string; RowVersion: string; Fields: unknown }>).map((row) => row.Fields)).toEqual([
      { item: 'Gateway', quantity: 3 },
      { item: 'Sensor', quantity: 1 },
    ])
    expect(read.ReferenceLabels[company.Id]).toEqual({ Id: company.Id, Number: company.Number, DisplayName: 'Nordlicht Logistik' })
    expect(read.Permissions).toMatchObject({ CanRead: true, CanPatch: true, CanArchive: true, CanRestore: false, CanDelete: false })
    expect(events).toContainEqual(expect.objectContaining({ InstanceId: created.Id, Operation: 'create', EntityDefinitionId: fixture.definition.Id }))
  })

  it('applies defaults to absent fields on create and skips read-only fields', async () => {
    const context = await api.ok<{ RuleEvaluationContext: { CurrentLocalDate: string } }>(
      'GET',
      `/api/workspace/entity/${fixture.definition.Name}/ui/details-page`,
    )
    const reply = await api.call<MutationResult>('POST', instancesPath(fixture.definition), { Fields: { name: 'Defaults', locked: 'ignored', lines: [{ Fields: { item: 'A' } }] } })
    expect(reply.status).toBe(200)
    const fields = reply.body.Data.Instance?.Fields as Record<string, unknown>
    expect(fields).toMatchObject({ active: true, status: 'new', locked: null, startDate: context.RuleEvaluationContext.CurrentLocalDate })
    expect((fields.lines as Array<{ Fields: unknown }>)[0]?.Fields).toEqual({ item: 'A', quantity: 1 })
  })

  it('refuses invalid values with an issue per field', async () => {
    const reply = await createRecord(api, fixture.definition, {
      name: 'x'.repeat(21),
      count: 1.5,
      ratio: 1234.5,
      budget: { Amount: 10, CurrencyCode: 'euro' },
      startDate: '2026-02-30',
      status: 'maybe',
      tags: ['green'],
      company: 'no-such-record',
      email: 'not-an-email',
      site: 'ftp://example.com',
      address: { City: 'Hamburg', Planet: 'Earth' },
      industry: 'space',
      colour: 'red',
      lines: [{ Fields: { quantity: 2 } }],
    })
    expect(reply.status).toBe(400)
    const byField = Object.fromEntries(reply.body.Errors.map((error) => [error.Field, error.Code]))
    expect(byField).toEqual({
      'Fields.name': 'workspace.entities.records.tooLong',
      'Fields.count': 'workspace.validation.invalid',
      'Fields.ratio': 'workspace.validation.invalid',
      'Fields.budget': 'workspace.validation.invalid',
      'Fields.startDate': 'workspace.validation.invalid',
      'Fields.status': 'workspace.entities.records.unknownOption',
      'Fields.tags[0]': 'workspace.entities.records.unknownOption',
      'Fields.company': 'workspace.entities.records.referenceNotFound',
      'Fields.email': 'workspace.validation.invalid',
      'Fields.site': 'workspace.validation.invalid',
      'Fields.address': 'workspace.validation.invalid',
      'Fields.industry': 'workspace.entities.records.unknownOption',
      'Fields.colour': 'workspace.entities.records.unknownField',
      'Fields.lines[0].Fields.item': 'workspace.validation.required',
    })
    const missing = await createRecord(api, fixture.definition, {})
    expect(missing.body.Errors).toEqual([expect.objectContaining({ Code: 'workspace.validation.required', Field: 'Fields.name' })])
  })

  it('patches fields and child rows, and answers a stale RowVersion with the current record', async () => {
    const created = await createdInstance(api, fixture.definition, {
      name: 'Patch me',
      lines: [{ Fields: { item: 'Keep' } }, { Fields: { item: 'Drop' } }],
    })
    const [keep] = created.Fields.lines as Array<{ Id: string; RowVersion: string }>
    const path = `${instancesPath(fixture.definition)}/${created.Id}`
    const patched = await api.ok<MutationResult>('PATCH', path, {
      RowVersion: created.RowVersion,
      Fields: { name: 'Patched', count: null, lines: [{ Fields: { item: 'New first' } }, { Id: keep?.Id, RowVersion: keep?.RowVersion, Fields: { quantity: 7 } }] },
    })
    expect(patched.RowVersion).not.toBe(created.RowVersion)
    expect(patched.Instance?.Fields).toMatchObject({ name: 'Patched', count: null, status: 'new' })
    expect((patched.Instance?.Fields.lines as Array<{ Id: string; Fields: unknown }>).map((row) => row.Fields)).toEqual([
      { item: 'New first', quantity: 1 },
      { item: 'Keep', quantity: 7 },
    ])
    const childTable = fixture.definition.Tables.find((table) => !table.IsPrimary)?.PhysicalTableName as string
    const children = await api.sql(`SELECT count(*)::int AS n FROM ws_data."${childTable}" WHERE parent_id = $1`, [created.Id])
    expect(children[0]?.n).toBe(2)

    const stale = await api.call<MutationResult>('PATCH', path, { RowVersion: created.RowVersion, Fields: { name: 'Lost update' } })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]?.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data.Instance?.Fields.name).toBe('Patched')
    expect(stale.body.Data.RowVersion).toBe(patched.RowVersion)
  })

  it('archives with the child rows, restores them, and deletes only archived records', async () => {
    const created = await createdInstance(api, fixture.definition, { name: 'Lifecycle', lines: [{ Fields: { item: 'One' } }] })
    const path = `${instancesPath(fixture.definition)}/${created.Id}`
    const childTable = fixture.definition.Tables.find((table) => !table.IsPrimary)?.PhysicalTableName as string
    const childArchived = async () =>
      (await api.sql<{ archived: boolean }>(`SELECT archived_at IS NOT NULL AS archived FROM ws_data."${childTable}" WHERE parent_id = $1`, [created.Id]))[0]?.archived

    const notArchived = await api.call<MutationResult>('DELETE', `${path}?rowVersion=${created.RowVersion}`)
    expect(notArchived.status).toBe(409)
    expect(notArchived.body.Errors[0]?.Code).toBe('workspace.entities.records.notArchived')

    const staleArchive = await api.call('DELETE', `${path}/archive`, { RowVersion: crypto.randomUUID() })
    expect(staleArchive.status).toBe(409)

    const archived = await api.ok<MutationResult>('DELETE', `${path}/archive`, { RowVersion: created.RowVersion })
    expect(archived.Instance?.ArchivedAt).not.toBeNull()
    expect(archived.Instance?.Permissions).toMatchObject({ CanPatch: false, CanArchive: false, CanRestore: true, CanDelete: true })
    expect(await childArchived()).toBe(true)
    const patchArchived = await api.call('PATCH', path, { RowVersion: archived.RowVersion, Fields: { name: 'No' } })
    expect(patchArchived.body.Errors[0]?.Code).toBe('workspace.entities.records.archived')

    const restored = await api.ok<MutationResult>('POST', `${path}/restore`, { RowVersion: archived.RowVersion })
    expect(restored.Instance?.ArchivedAt).toBeNull()
    expect(await childArchived()).toBe(false)

    const again = await api.ok<MutationResult>('DELETE', `${path}/archive`, { RowVersion: restored.RowVersion })
    const deleted = await api.ok<MutationResult>('DELETE', `${path}?rowVersion=${again.RowVersion}`)
    expect(deleted).toMatchObject({ InstanceId: created.Id, RowVersion: null, CanRead: false, Instance: null })
    expect((await api.call('GET', path)).status).toBe(404)
    expect(await api.sql(`SELECT 1 FROM ws_data."${childTable}" WHERE parent_id = $1`, [created.Id])).toEqual([])
  })

  it('refuses writes of a read-only definition and of disabled operations', async () => {
    const definition = await api.ok<EntityDefinitionDetail>('POST', `${admin}/entity-definitions`, {
      Name: `locked_${Date.now().toString(36)}`,
      DisplayNameSingular: 'Locked item',
      DisplayNamePlural: 'Locked items',
    })
    const table = definition.Tables[0]?.Id as string
    await api.ok('POST', `${admin}/entity-definition-tables/${table}/fields`, { Key: 'title', DisplayName: 'Title', FieldType: 0 })
    const record = await createdInstance(api, definition, { title: 'Existing' })

    // Archive (4) and Delete (16) disabled.
    await baseUpdate(definition, { DisabledOperations: 4 | 16 })
    const archive = await api.call<MutationResult>('DELETE', `${instancesPath(definition)}/${record.Id}/archive`, { RowVersion: record.RowVersion })
    expect(archive.status).toBe(409)
    expect(archive.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.records.operationDisabled', Metadata: { operation: 'Archive' } })
    const read = await api.ok<Instance>('GET', `${instancesPath(definition)}/${record.Id}`)
    expect(read.Permissions).toMatchObject({ CanPatch: true, CanArchive: false })
    expect((await createRecord(api, definition, { title: 'Allowed' })).status).toBe(200)

    await baseUpdate(definition, { DisabledOperations: 1 })
    const create = await createRecord(api, definition, { title: 'Refused' })
    expect(create.body.Errors[0]?.Code).toBe('workspace.entities.records.operationDisabled')

    await baseUpdate(definition, { DisabledOperations: 0, IsReadOnly: true })
    const patch = await api.call('PATCH', `${instancesPath(definition)}/${record.Id}`, { RowVersion: read.RowVersion, Fields: { title: 'No' } })
    expect(patch.status).toBe(409)
    expect(patch.body.Errors[0]?.Code).toBe('workspace.entities.records.readOnly')
    const readOnly = await api.ok<Instance>('GET', `${instancesPath(definition)}/${record.Id}`)
    expect(readOnly.Permissions).toMatchObject({ CanRead: true, CanPatch: false, CanArchive: false })
  })

  it('refuses a duplicate of a unique constraint naming the field', async () => {
    const definition = await api.ok<EntityDefinitionDetail>('POST', `${admin}/entity-definitions`, {
      Name: `unique_${Date.now().toString(36)}`,
      DisplayNameSingular: 'Product',
      DisplayNamePlural: 'Products',
    })
    const table = definition.Tables[0]?.Id as string
    const sku = await api.ok<{ Id: string }>('POST', `${admin}/entity-definition-tables/${table}/fields`, { Key: 'sku', DisplayName: 'SKU', FieldType: 0 })
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/unique-constraints`, { EntityDefinitionTableId: table, FieldIds: [sku.Id] })
    const first = await createdInstance(api, definition, { sku: 'HW-1' })
    const duplicate = await createRecord(api, definition, { sku: 'HW-1' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.records.duplicate', Field: 'Fields.sku' })
    const second = await createdInstance(api, definition, { sku: 'HW-2' })
    const patch = await api.call('PATCH', `${instancesPath(definition)}/${second.Id}`, { RowVersion: second.RowVersion, Fields: { sku: first.Fields.sku } })
    expect(patch.status).toBe(409)
    // A unique field is required.
    expect((await createRecord(api, definition, {})).body.Errors[0]).toMatchObject({ Code: 'workspace.validation.required', Field: 'Fields.sku' })
  })

  it('lists pages with search, sort and archive state, and looks records up', async () => {
    const definition = await api.ok<EntityDefinitionDetail>('POST', `${admin}/entity-definitions`, {
      Name: `list_${Date.now().toString(36)}`,
      DisplayNameSingular: 'Entry',
      DisplayNamePlural: 'Entries',
      NumberPrefix: 'E-',
    })
    const table = definition.Tables[0]?.Id as string
    await api.ok('POST', `${admin}/entity-definition-tables/${table}/fields`, { Key: 'title', DisplayName: 'Title', FieldType: 0 })
    await api.ok('POST', `${admin}/entity-definition-tables/${table}/fields`, { Key: 'rank', DisplayName: 'Rank', FieldType: 2 })
    const names = ['Gamma', 'Alpha', 'Delta', 'Beta', 'Epsilon']
    const created: Instance[] = []
    for (const [index, title] of names.entries()) created.push(await createdInstance(api, definition, { title, rank: 10 - index }))
    await api.ok('DELETE', `${instancesPath(definition)}/${created[0]?.Id}/archive`, { RowVersion: created[0]?.RowVersion })

    type Page = { Items: Instance[]; TotalCount: number; HasMore: boolean }
    const page = (query: string) => api.ok<Page>('GET', `${instancesPath(definition)}?${query}`)
    const first = await page('PageSize=2&SortField=title')
    expect(first.Items.map((item) => item.DisplayName)).toEqual(['Alpha', 'Beta'])
    expect(first).toMatchObject({ TotalCount: 4, HasMore: true })
    expect((await page('PageSize=2&Page=2&SortField=title')).Items.map((item) => item.DisplayName)).toEqual(['Delta', 'Epsilon'])
    expect((await page('SortField=rank&SortDirection=1')).Items.map((item) => item.Fields.rank)).toEqual([9, 8, 7, 6])
    expect((await page('Search=ta')).Items.map((item) => item.DisplayName).sort()).toEqual(['Beta', 'Delta'])
    expect((await page('Search=E-000002')).Items.map((item) => item.DisplayName)).toEqual(['Alpha'])
    expect((await page('ArchiveState=1')).Items.map((item) => item.DisplayName)).toEqual(['Gamma'])
    expect((await page('ArchiveState=2')).TotalCount).toBe(5)
    expect((await page('SortField=Number')).Items[0]?.Number).toBe('E-000002')
    const badSort = await api.call('GET', `${instancesPath(definition)}?SortField=nothing`)
    expect(badSort.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.invalid', Field: 'SortField' })

    const lookup = await api.ok<Array<{ DisplayName: string }>>('GET', `/api/workspace/entity/${definition.Id}/lookup?Search=l&Limit=5`)
    expect(lookup.map((item) => item.DisplayName)).toEqual(['Alpha', 'Delta', 'Epsilon'])
  })

  it('keeps the totals of each archive state through create, archive, restore, delete and bulk writes', async () => {
    const definition = await api.ok<EntityDefinitionDetail>('POST', `${admin}/entity-definitions`, {
      Name: `totals_${Date.now().toString(36)}`,
      DisplayNameSingular: 'Entry',
      DisplayNamePlural: 'Entries',
      NumberPrefix: 'T-',
    })
    const table = definition.Tables[0]?.Id as string
    await api.ok('POST', `${admin}/entity-definition-tables/${table}/fields`, { Key: 'title', DisplayName: 'Title', FieldType: 0 })
    const totals = async () => {
      const total = async (state: number) =>
        (await api.ok<{ TotalCount: number }>('GET', `${instancesPath(definition)}?ArchiveState=${state}&PageSize=1`)).TotalCount
      return { active: await total(0), archived: await total(1), all: await total(2) }
    }
    expect(await totals()).toEqual({ active: 0, archived: 0, all: 0 })
    const created: Instance[] = []
    for (const title of ['One', 'Two', 'Three']) created.push(await createdInstance(api, definition, { title }))
    expect(await totals()).toEqual({ active: 3, archived: 0, all: 3 })

    const path = `${instancesPath(definition)}/${created[0]?.Id}`
    const archived = await api.ok<MutationResult>('DELETE', `${path}/archive`, { RowVersion: created[0]?.RowVersion })
    expect(await totals()).toEqual({ active: 2, archived: 1, all: 3 })
    const restored = await api.ok<MutationResult>('POST', `${path}/restore`, { RowVersion: archived.RowVersion })
    expect(await totals()).toEqual({ active: 3, archived: 0, all: 3 })
    // A patch that leaves the archive state alone changes no total.
    await api.ok('PATCH', `${instancesPath(definition)}/${created[1]?.Id}`, { RowVersion: created[1]?.RowVersion, Fields: { title: 'Two!' } })
    const again = await api.ok<MutationResult>('DELETE', `${path}/archive`, { RowVersion: restored.RowVersion })
    await api.ok('DELETE', `${path}?rowVersion=${again.RowVersion}`)
    expect(await totals()).toEqual({ active: 2, archived: 0, all: 2 })

    // Rows written in bulk (an import, the demo data) are counted by the same triggers.
    const physical = `"ws_data"."${definition.Tables[0]?.PhysicalTableName}"`
    await api.db.query(
      `INSERT INTO ${physical} (id, row_version, created_at, modified_at, number, archived_at)
       SELECT 'bulk-' || n, gen_random_uuid(), now(), now(), 'T-B' || n, CASE WHEN n % 4 = 0 THEN now() END FROM generate_series(1, 400) n`,
    )
    expect(await totals()).toEqual({ active: 302, archived: 100, all: 402 })
    await api.db.query(`DELETE FROM ${physical} WHERE id LIKE 'bulk-%' AND archived_at IS NOT NULL`)
    expect(await totals()).toEqual({ active: 302, archived: 0, all: 302 })
    // A search counts the matching rows themselves.
    expect((await api.ok<{ TotalCount: number }>('GET', `${instancesPath(definition)}?Search=T-B1`)).TotalCount).toBe(
      (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${physical} WHERE number ILIKE '%T-B1%'`))[0]?.n,
    )
  })

  it('reads every page past the middle from the far end with the same rows and order as from the start', async () => {
    const target = fixture.target
    for (const title of ['Kappa', null, 'Alpha', 'Delta', null, 'Beta', 'Gamma']) await createdInstance(api, target, title === null ? {} : { title })
    for (const sort of ['&SortField=title&SortDirection=0', '&SortField=title&SortDirection=1', '&SortField=Number&SortDirection=1']) {
      const all = await api.ok<{ Items: Instance[]; TotalCount: number }>('GET', `${instancesPath(target)}?PageSize=100${sort}`)
      const pages: string[] = []
      for (let page = 1; page <= Math.ceil(all.TotalCount / 3); page++) {
        const items = (await api.ok<{ Items: Instance[] }>('GET', `${instancesPath(target)}?PageSize=3&Page=${page}${sort}`)).Items
        pages.push(...items.map((item) => item.Id))
      }
      expect(pages, sort).toEqual(all.Items.map((item) => item.Id))
    }
  })

  it('pages a filtered list in the same rows and order as the whole list, empty values last', async () => {
    const target = fixture.target
    for (const title of ['Omega', null, 'Zeta']) await createdInstance(api, target, title === null ? {} : { title })
    for (const sort of ['&SortField=title&SortDirection=0', '&SortField=title&SortDirection=1', '&SortField=Number&SortDirection=1']) {
      const all = await api.ok<{ Items: Instance[] }>('GET', `${instancesPath(target)}?PageSize=100${sort}`)
      const expected = all.Items.filter((item) => item.Number.includes('0') || String(item.Fields.title ?? '').includes('0'))
      const filtered: string[] = []
      let total = 0
      for (let page = 1; page === 1 || filtered.length < total; page++) {
        const list = await api.ok<{ Items: Instance[]; TotalCount: number }>('GET', `${instancesPath(target)}?Search=0&PageSize=3&Page=${page}${sort}`)
        total = list.TotalCount
        filtered.push(...list.Items.map((item) => item.Id))
        if (list.Items.length === 0) break
      }
      expect(total, sort).toBe(expected.length)
      expect(filtered, sort).toEqual(expected.map((item) => item.Id))
    }
    const past = await api.ok<{ Items: Instance[]; TotalCount: number }>('GET', `${instancesPath(target)}?Search=0&PageSize=3&Page=999`)
    expect(past.Items).toEqual([])
    expect(past.TotalCount).toBeGreaterThan(0)
  })

  it('answers 404 for an unknown entity or record', async () => {
    expect((await api.call('GET', '/api/workspace/entity/nothing_here/instances')).status).toBe(404)
    expect((await api.call('GET', `${instancesPath(fixture.definition)}/missing`)).status).toBe(404)
  })
})
