import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createDefinition, insertRecord, leanDemoApi, tableExists, uniqueName } from '../../test/fixtures/entities/schema'
import type { EntityDefinitionDetail, EntityDefinitionSummary, SchemaChangePlan } from './types'
import { startTestApi, type TestApi } from '../../test/testApi'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})
afterAll(async () => {
  await api?.close()
})

const definitions = `${admin}/entity-definitions`

describe('entity definitions', () => {
  it('creates a definition with its primary table and physical storage', async () => {
    const name = uniqueName('orders')
    const created = await createDefinition(api, name)
    expect(created).toMatchObject({ Name: name, IsReadOnly: false, IsPendingDeletion: false, RecordCount: 0, DisabledOperations: 0 })
    expect(created.RowVersion).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.Tables).toHaveLength(1)
    expect(created.Tables[0]).toMatchObject({ IsPrimary: true, SchemaName: 'ws_data', PhysicalTableName: `e_${name}`, Fields: [] })
    expect(await tableExists(api, `e_${name}`)).toBe(true)
    const read = await api.ok<EntityDefinitionDetail>('GET', `${definitions}/${created.Id}`)
    expect(read).toMatchObject({ Id: created.Id, Statements: [], ValidationRules: [], UniqueConstraints: [], Indexes: [] })
  })

  it('refuses a taken name, a bad name and an unknown member', async () => {
    const created = await createDefinition(api)
    const taken = await api.call('POST', definitions, { Name: created.Name, DisplayNameSingular: 'A', DisplayNamePlural: 'As' })
    expect(taken.status).toBe(409)
    expect(taken.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.duplicateName', Field: 'Name' })
    const bad = await api.call('POST', definitions, { Name: 'Bad-Name', DisplayNameSingular: 'A', DisplayNamePlural: 'As' })
    expect(bad.status).toBe(400)
    expect(bad.body.Errors[0]?.Field).toBe('Name')
    const unknown = await api.call('POST', definitions, { Name: uniqueName('u'), DisplayNameSingular: 'A', DisplayNamePlural: 'As', Color: 'red' })
    expect(unknown.status).toBe(400)
  })

  it('lists definitions with record counts read from the data tables, sorted and searched', async () => {
    const busy = await createDefinition(api, uniqueName('busy'))
    await insertRecord(api, busy.Tables[0]!.PhysicalTableName)
    await insertRecord(api, busy.Tables[0]!.PhysicalTableName)
    const page = await api.ok<{ Items: EntityDefinitionSummary[]; TotalCount: number }>('GET', `${definitions}?Search=${busy.Name}`)
    expect(page.TotalCount).toBe(1)
    expect(page.Items[0]).toMatchObject({ Name: busy.Name, RecordCount: 2, FieldCount: 0 })
    const sorted = await api.ok<{ Items: EntityDefinitionSummary[] }>('GET', `${definitions}?SortField=RecordCount&SortDirection=1&PageSize=200`)
    const counts = sorted.Items.map((item) => item.RecordCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('updates the base; a stale RowVersion answers 409 with the current state', async () => {
    const created = await createDefinition(api)
    const body = { Name: created.Name, DisplayNameSingular: 'Ticket', DisplayNamePlural: 'Tickets', Description: 'Support', RowVersion: created.RowVersion }
    const updated = await api.ok<EntityDefinitionDetail>('PUT', `${definitions}/${created.Id}/base`, body)
    expect(updated).toMatchObject({ DisplayNamePlural: 'Tickets', Description: 'Support' })
    expect(updated.RowVersion).not.toBe(created.RowVersion)
    const stale = await api.call<EntityDefinitionDetail>('PUT', `${definitions}/${created.Id}/base`, { ...body, DisplayNamePlural: 'Other' })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]?.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data.DisplayNamePlural).toBe('Tickets')
  })

  it('needs a plan token to make a definition with records read-only, and none without records', async () => {
    const empty = await createDefinition(api)
    const emptyBody = { Name: empty.Name, DisplayNameSingular: 'A', DisplayNamePlural: 'As', RowVersion: empty.RowVersion, IsReadOnly: true }
    const direct = await api.ok<EntityDefinitionDetail>('PUT', `${definitions}/${empty.Id}/base`, emptyBody)
    expect(direct.IsReadOnly).toBe(true)

    const full = await createDefinition(api)
    await insertRecord(api, full.Tables[0]!.PhysicalTableName)
    const body = { Name: full.Name, DisplayNameSingular: 'A', DisplayNamePlural: 'As', RowVersion: full.RowVersion, DisabledOperations: 1 | 16 }
    const refused = await api.call('PUT', `${definitions}/${full.Id}/base`, body)
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.entities.confirmationRequired')
    const plan = await api.ok<SchemaChangePlan>('POST', `${definitions}/${full.Id}/base/schema-change-plan`, body)
    expect(plan).toMatchObject({ IsDestructive: true, AffectedRecordCount: 1, RowVersion: full.RowVersion })
    expect(plan.Changes[0]).toMatchObject({ Kind: 6, AffectedRecordCount: 1 })
    expect(plan.Changes[0]?.Description).toContain('Create, Delete')
    const applied = await api.ok<EntityDefinitionDetail>('PUT', `${definitions}/${full.Id}/base`, { ...body, SchemaChangeConfirmationToken: plan.Token })
    expect(applied.DisabledOperations).toBe(17)
    // Re-enabling loses nothing: no token needed.
    const enabled = await api.ok<EntityDefinitionDetail>('PUT', `${definitions}/${full.Id}/base`, { ...body, DisabledOperations: 0, RowVersion: applied.RowVersion })
    expect(enabled.DisabledOperations).toBe(0)
  })

  it('updates options; Days retention needs a day count', async () => {
    const created = await createDefinition(api)
    const missing = await api.call('PUT', `${definitions}/${created.Id}/options`, { AuditTrailRetentionMode: 1, RowVersion: created.RowVersion })
    expect(missing.status).toBe(400)
    expect(missing.body.Errors[0]?.Field).toBe('AuditTrailRetentionDays')
    const updated = await api.ok<EntityDefinitionDetail>('PUT', `${definitions}/${created.Id}/options`, {
      CommentsEnabled: true,
      AuditTrailEnabled: true,
      AuditTrailRetentionMode: 1,
      AuditTrailRetentionDays: 90,
      NumberPrefix: 'TK-',
      RowVersion: created.RowVersion,
    })
    expect(updated).toMatchObject({ CommentsEnabled: true, AttachmentsEnabled: false, AuditTrailRetentionDays: 90, NumberPrefix: 'TK-' })
  })

  it('freezes a definition pending deletion, cancels, and purges only when due', async () => {
    const created = await createDefinition(api)
    const pending = await api.ok<EntityDefinitionDetail>('POST', `${definitions}/${created.Id}/deletion-request`, { RowVersion: created.RowVersion })
    expect(pending.IsPendingDeletion).toBe(true)
    const days = (Date.parse(pending.PurgeAfterUtc!) - Date.parse(pending.DeletionRequestedAt!)) / 86_400_000
    expect(days).toBe(30)
    const frozen = await api.call('POST', `${admin}/entity-definition-tables/${created.Tables[0]!.Id}/fields`, { Key: 'title', DisplayName: 'Title', FieldType: 0 })
    expect(frozen.status).toBe(409)
    expect(frozen.body.Errors[0]?.Code).toBe('workspace.entities.pendingDeletion')
    const early = await api.call('POST', `${definitions}/${created.Id}/purge`)
    expect(early.status).toBe(409)
    expect(early.body.Errors[0]?.Code).toBe('workspace.entities.purgeNotDue')

    const cancelled = await api.ok<EntityDefinitionDetail>('DELETE', `${definitions}/${created.Id}/deletion-request?rowVersion=${pending.RowVersion}`)
    expect(cancelled).toMatchObject({ IsPendingDeletion: false, PurgeAfterUtc: null })
    await api.ok('POST', `${admin}/entity-definition-tables/${created.Tables[0]!.Id}/fields`, { Key: 'title', DisplayName: 'Title', FieldType: 0 })
  })

  it('purges a pending definition and its storage after 30 days (Admin only)', async () => {
    const created = await createDefinition(api)
    const current = await api.ok<EntityDefinitionDetail>('GET', `${definitions}/${created.Id}`)
    await api.ok('POST', `${definitions}/${created.Id}/deletion-request`, { RowVersion: current.RowVersion })
    api.advance((30 * 24 * 60 + 1) * 60_000)
    const configurator = await api.call('POST', `${definitions}/${created.Id}/purge`, undefined, 'configurator')
    expect(configurator.status).toBe(403)
    expect(await api.ok('POST', `${definitions}/${created.Id}/purge`)).toBe(created.Id)
    expect(await tableExists(api, created.Tables[0]!.PhysicalTableName)).toBe(false)
    expect((await api.call('GET', `${definitions}/${created.Id}`)).status).toBe(404)
  })

  it('creates statements (409 on a duplicate name) and lists validation rules', async () => {
    const created = await createDefinition(api)
    await api.ok('POST', `${admin}/entity-definition-tables/${created.Tables[0]!.Id}/fields`, { Key: 'status', DisplayName: 'Status', FieldType: 0 })
    const statement = await api.ok('POST', `${definitions}/${created.Id}/statements`, {
      Name: 'isOpen',
      DisplayName: 'Is open',
      Expression: "status = 'open'",
      ExposeInClient: true,
    })
    expect(statement).toMatchObject({ Name: 'isOpen', ExposeInClient: true, SortOrder: 0 })
    const duplicate = await api.call('POST', `${definitions}/${created.Id}/statements`, { Name: 'ISOPEN', DisplayName: 'x', Expression: 'true' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.Errors[0]?.Code).toBe('workspace.entities.duplicateStatement')
    const detail = await api.ok<EntityDefinitionDetail>('GET', `${definitions}/${created.Id}`)
    expect(detail.Statements.map((item) => item.Name)).toEqual(['isOpen'])
    expect(await api.ok('GET', `${definitions}/${created.Id}/validation-rules`)).toEqual([])
  })

  it('requires Admin or Configurator', async () => {
    const operator = await api.call('GET', definitions, undefined, 'operator')
    expect(operator.status).toBe(403)
    expect((operator.body as unknown as { requiredRoles: string[] }).requiredRoles).toEqual(['Admin', 'Configurator'])
    expect((await api.call('GET', definitions, undefined, 'configurator')).status).toBe(200)
  })

  it('serves the classifier catalogs', async () => {
    const catalogs = await api.ok<Array<{ Key: string; Items: Array<{ Key: string }> }>>('GET', `${admin}/classifier-catalogs`)
    expect(catalogs.map((catalog) => catalog.Key).sort()).toEqual(['countries', 'currencies', 'industries'])
    expect(catalogs.find((catalog) => catalog.Key === 'currencies')?.Items.map((item) => item.Key)).toContain('EUR')
  })
})
