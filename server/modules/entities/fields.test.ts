import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markFieldPackageOwned } from '../../test/fixtures/entities/packageOwnership'
import { addField, admin, columnsOf, createDefinition, insertRecord, leanDemoApi, tableExists } from '../../test/fixtures/entities/schema'
import type { EntityDefinitionDetail, EntityField } from './types'
import { startTestApi, type TestApi } from '../../test/testApi'

let api: TestApi
let target: EntityDefinitionDetail
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  target = await createDefinition(api)
})
afterAll(async () => {
  await api?.close()
})

const fieldPath = (id: string) => `${admin}/entity-fields/${id}`

/** Every field type: the create body, the storage it gets, and a change that loses nothing. */
const typeCases: Array<{ type: number; name: string; body: Record<string, unknown>; storage: Record<string, string>; update: Record<string, unknown>; after?: Record<string, string> }> = [
  { type: 0, name: 'Text', body: { StringMaxLength: 100 }, storage: { f_v: 'varchar(100)' }, update: { StringMaxLength: 200 }, after: { f_v: 'varchar(200)' } },
  { type: 1, name: 'LongText', body: {}, storage: { f_v: 'text' }, update: { DisplayName: 'Notes' } },
  { type: 2, name: 'Integer', body: { DefaultValue: { Kind: 1, Value: 5 } }, storage: { f_v: 'bigint' }, update: { DefaultValue: { Kind: 0, Value: null } } },
  { type: 3, name: 'Decimal', body: { DecimalPrecision: 10, DecimalScale: 2 }, storage: { f_v: 'numeric(10,2)' }, update: { DecimalPrecision: 12 }, after: { f_v: 'numeric(12,2)' } },
  {
    type: 4,
    name: 'Money',
    body: { BaseCurrencyCode: 'eur' },
    storage: { f_v: 'numeric(18,2)', f_v__currency: 'character' },
    update: { BaseCurrencyCode: 'USD', DecimalScale: 4 },
    after: { f_v: 'numeric(18,4)', f_v__currency: 'character' },
  },
  { type: 5, name: 'Boolean', body: { DefaultValue: { Kind: 1, Value: true } }, storage: { f_v: 'boolean' }, update: { IsReadOnly: true } },
  { type: 6, name: 'Date', body: { DefaultValue: { Kind: 2, Value: null, DynamicKey: 'today' } }, storage: { f_v: 'date' }, update: { VisibleWhen: 'true' } },
  { type: 7, name: 'DateTime', body: { DefaultValue: { Kind: 2, Value: null, DynamicKey: 'now' } }, storage: { f_v: 'timestamp with time zone' }, update: { RequiredWhen: 'true' } },
  { type: 8, name: 'Time', body: { DefaultValue: { Kind: 1, Value: '08:30:00' } }, storage: { f_v: 'time without time zone' }, update: { EditableWhen: 'false' } },
  {
    type: 9,
    name: 'Select',
    body: { Options: [{ Key: 'open', Value: 'Open' }, { Key: 'done', Value: 'Done' }], DefaultValue: { Kind: 1, Value: 'open' } },
    storage: { f_v: 'text' },
    update: { Options: [{ Key: 'open', Value: 'Open' }, { Key: 'done', Value: 'Done' }, { Key: 'held', Value: 'On hold' }] },
  },
  { type: 10, name: 'Reference', body: {}, storage: { f_v: 'text' }, update: { AllowSort: true, ReferenceDeleteBehavior: 1 } },
  { type: 11, name: 'Table', body: {}, storage: {}, update: { DisplayName: 'Lines' } },
  { type: 12, name: 'Email', body: { StringMaxLength: 320 }, storage: { f_v: 'varchar(320)' }, update: { StringMaxLength: null }, after: { f_v: 'text' } },
  { type: 13, name: 'Phone', body: {}, storage: { f_v: 'text' }, update: { StringMaxLength: 40 }, after: { f_v: 'varchar(40)' } },
  { type: 14, name: 'Url', body: { DefaultValue: { Kind: 1, Value: 'https://example.com' } }, storage: { f_v: 'text' }, update: { DisplayName: 'Website' } },
  { type: 15, name: 'Address', body: { AddressCoordinatesRequired: true }, storage: { f_v: 'jsonb' }, update: { AddressCoordinatesRequired: false } },
  { type: 16, name: 'Classifier', body: { ClassifierCatalogDefinitionId: 'catalog-countries', DefaultValue: { Kind: 1, Value: 'DE' } }, storage: { f_v: 'text' }, update: { AllowMultiple: true, DefaultValue: { Kind: 0, Value: null } }, after: {} },
  { type: 17, name: 'Markdown', body: {}, storage: { f_v: 'text' }, update: { DisplayName: 'Body' } },
]

describe('fields of every type', () => {
  it.each(typeCases)('$name: create, update and delete with the physical storage', async (testCase) => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!
    const body = { Key: 'v', DisplayName: testCase.name, FieldType: testCase.type, ...testCase.body }
    if (testCase.type === 10) Object.assign(body, { ReferenceToEntityDefinitionId: target.Id })
    const created = await addField(api, table.Id, body)
    expect(created).toMatchObject({ Key: 'v', FieldType: testCase.type, EntityDefinitionTableId: table.Id, SortOrder: 0, IsProtected: false })
    const system = ['id', 'row_version', 'created_at', 'created_by', 'modified_at', 'modified_by', 'archived_at', 'archived_by', 'number']
    const fieldColumns = async () => Object.fromEntries(Object.entries(await columnsOf(api, table.PhysicalTableName)).filter(([column]) => !system.includes(column)))
    expect(await fieldColumns()).toEqual(testCase.storage)
    if (testCase.type === 11) {
      expect(created.ChildTableId).toBeTruthy()
      expect(await tableExists(api, `${table.PhysicalTableName}__v`)).toBe(true)
      const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
      expect(detail.Tables[1]).toMatchObject({ Id: created.ChildTableId, OwnerFieldId: created.Id, IsPrimary: false })
    }

    const update = { Key: 'v', DisplayName: testCase.name, RowVersion: created.RowVersion, ...testCase.update }
    const updated = await api.ok<EntityField>('PUT', fieldPath(created.Id), update)
    for (const [member, value] of Object.entries(testCase.update)) {
      if (member === 'DefaultValue') expect(updated.DefaultValue).toMatchObject(value as object)
      else if (member === 'Options') expect(updated.Options.map((option) => option.Key)).toEqual(['open', 'done', 'held'])
      else if (member === 'BaseCurrencyCode') expect(updated.BaseCurrencyCode).toBe(value)
      else expect(updated[member as keyof EntityField]).toEqual(value)
    }
    expect(updated.RowVersion).not.toBe(created.RowVersion)
    expect(await fieldColumns()).toEqual(testCase.after ?? testCase.storage)
    if (testCase.type === 16) expect(await tableExists(api, `${table.PhysicalTableName}__m_v`)).toBe(true)

    expect(await api.ok('DELETE', fieldPath(created.Id))).toBe(created.Id)
    expect(await fieldColumns()).toEqual({})
    expect(await tableExists(api, `${table.PhysicalTableName}__v`)).toBe(false)
    expect(await tableExists(api, `${table.PhysicalTableName}__m_v`)).toBe(false)
    expect((await api.call('GET', fieldPath(created.Id))).status).toBe(404)
  })
})

describe('field validation', () => {
  let tableId: string
  beforeAll(async () => {
    tableId = (await createDefinition(api)).Tables[0]!.Id
  })
  const refused = async (body: Record<string, unknown>) => {
    const reply = await api.call('POST', `${admin}/entity-definition-tables/${tableId}/fields`, { Key: 'x', DisplayName: 'X', ...body })
    return { status: reply.status, issue: reply.body.Errors?.[0] }
  }

  it.each([
    ['StringMaxLength on an Integer', { FieldType: 2, StringMaxLength: 10 }, 'workspace.entities.memberNotApplicable', 'StringMaxLength'],
    ['StringMaxLength over 4000', { FieldType: 0, StringMaxLength: 4001 }, 'workspace.validation.invalid', 'StringMaxLength'],
    ['DecimalScale above DecimalPrecision', { FieldType: 3, DecimalPrecision: 4, DecimalScale: 5 }, 'workspace.validation.invalid', 'DecimalScale'],
    ['DecimalPrecision over 38', { FieldType: 3, DecimalPrecision: 39 }, 'workspace.validation.invalid', 'DecimalPrecision'],
    ['Options on a Text', { FieldType: 0, Options: [{ Key: 'a', Value: 'A' }] }, 'workspace.entities.memberNotApplicable', 'Options'],
    ['a Select without options', { FieldType: 9 }, 'workspace.entities.invalidOptions', 'Options'],
    ['duplicate option keys', { FieldType: 9, Options: [{ Key: 'a', Value: 'A' }, { Key: 'A', Value: 'B' }] }, 'workspace.entities.invalidOptions', 'Options[1].Key'],
    ['a Reference without target', { FieldType: 10 }, 'workspace.validation.required', 'ReferenceToEntityDefinitionId'],
    ['a Reference to an unknown definition', { FieldType: 10, ReferenceToEntityDefinitionId: 'nope' }, 'workspace.entities.unknownDefinition', 'ReferenceToEntityDefinitionId'],
    ['Money without currency', { FieldType: 4 }, 'workspace.validation.required', 'BaseCurrencyCode'],
    ['Money in an unknown currency', { FieldType: 4, BaseCurrencyCode: 'XXZ' }, 'workspace.entities.unknownCurrency', 'BaseCurrencyCode'],
    ['a Classifier without catalog', { FieldType: 16 }, 'workspace.validation.required', 'ClassifierCatalogDefinitionId'],
    ['a Classifier with an unknown catalog', { FieldType: 16, ClassifierCatalogDefinitionId: 'nope' }, 'workspace.entities.unknownCatalog', 'ClassifierCatalogDefinitionId'],
    ['AddressCoordinatesRequired on a Text', { FieldType: 0, AddressCoordinatesRequired: true }, 'workspace.entities.memberNotApplicable', 'AddressCoordinatesRequired'],
    ['AllowMultiple on a Date', { FieldType: 6, AllowMultiple: true }, 'workspace.entities.memberNotApplicable', 'AllowMultiple'],
    ['a constant default of the wrong type', { FieldType: 2, DefaultValue: { Kind: 1, Value: 'five' } }, 'workspace.entities.invalidDefault', 'DefaultValue.Value'],
    ['a constant default that is not an option', { FieldType: 9, Options: [{ Key: 'a', Value: 'A' }], DefaultValue: { Kind: 1, Value: 'b' } }, 'workspace.entities.invalidDefault', 'DefaultValue.Value'],
    ['a dynamic default with a value', { FieldType: 6, DefaultValue: { Kind: 2, Value: '2020-01-01', DynamicKey: 'today' } }, 'workspace.entities.invalidDefault', 'DefaultValue.Value'],
    ['a dynamic default the type cannot take', { FieldType: 2, DefaultValue: { Kind: 2, Value: null, DynamicKey: 'today' } }, 'workspace.entities.invalidDefault', 'DefaultValue.DynamicKey'],
    ['a classifier default outside the catalog', { FieldType: 16, ClassifierCatalogDefinitionId: 'catalog-countries', DefaultValue: { Kind: 1, Value: 'QQ' } }, 'workspace.entities.invalidDefault', 'DefaultValue.Value'],
    ['an invalid key', { FieldType: 0, Key: '1st' }, 'workspace.validation.invalid', 'Key'],
  ])('refuses %s', async (_label, body, code, field) => {
    const { status, issue } = await refused(body)
    expect(status).toBe(400)
    expect(issue).toMatchObject({ Code: code, Field: field })
  })

  it('refuses output-only members on create (closed body)', async () => {
    const { status, issue } = await refused({ FieldType: 0, IsProtected: true })
    expect(status).toBe(400)
    expect(issue?.Field).toBe('IsProtected')
  })

  it('refuses a key taken case-insensitively with 409', async () => {
    await addField(api, tableId, { Key: 'Title', DisplayName: 'Title', FieldType: 0 })
    const { status, issue } = await refused({ Key: 'TITLE', FieldType: 0 })
    expect(status).toBe(409)
    expect(issue).toMatchObject({ Code: 'workspace.entities.duplicateKey', Field: 'Key' })
  })

  it('takes a Reference default only when the record exists', async () => {
    const record = await insertRecord(api, target.Tables[0]!.PhysicalTableName)
    const ok = await addField(api, tableId, { Key: 'owner', DisplayName: 'Owner', FieldType: 10, ReferenceToEntityDefinitionId: target.Id, DefaultValue: { Kind: 1, Value: record } })
    expect(ok.DefaultValue).toMatchObject({ Kind: 1, Value: record })
    const { issue } = await refused({ FieldType: 10, ReferenceToEntityDefinitionId: target.Id, DefaultValue: { Kind: 1, Value: 'missing' } })
    expect(issue?.Code).toBe('workspace.entities.invalidDefault')
  })

  it('never changes the field type and answers a stale RowVersion with the current field', async () => {
    const field = await addField(api, tableId, { Key: 'kind', DisplayName: 'Kind', FieldType: 0 })
    const typeChange = await api.call('PUT', fieldPath(field.Id), { Key: 'kind', DisplayName: 'Kind', FieldType: 2, RowVersion: field.RowVersion })
    expect(typeChange.status).toBe(400)
    expect(typeChange.body.Errors[0]?.Field).toBe('FieldType')
    await api.ok('PUT', fieldPath(field.Id), { Key: 'kind', DisplayName: 'Category', RowVersion: field.RowVersion })
    const stale = await api.call<EntityField>('PUT', fieldPath(field.Id), { Key: 'kind', DisplayName: 'Other', RowVersion: field.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]?.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data.DisplayName).toBe('Category')
  })
})

describe('reference pairs', () => {
  it('creates the paired field on the target and links both', async () => {
    const orders = await createDefinition(api)
    const customers = await createDefinition(api)
    const field = await addField(api, orders.Tables[0]!.Id, {
      Key: 'customer',
      DisplayName: 'Customer',
      FieldType: 10,
      ReferenceToEntityDefinitionId: customers.Id,
      CreatePairedField: { Key: 'orders', DisplayName: 'Orders' },
    })
    const paired = await api.ok<EntityField>('GET', fieldPath(field.PairedReferenceFieldId!))
    expect(paired).toMatchObject({ Key: 'orders', EntityDefinitionId: customers.Id, ReferenceToEntityDefinitionId: orders.Id, PairedReferenceFieldId: field.Id })
    // A pairing with a field that does not point back is refused.
    const other = await createDefinition(api)
    const stray = await addField(api, other.Tables[0]!.Id, { Key: 'x', DisplayName: 'X', FieldType: 10, ReferenceToEntityDefinitionId: other.Id })
    const wrong = await api.call('POST', `${admin}/entity-definition-tables/${orders.Tables[0]!.Id}/fields`, {
      Key: 'other',
      DisplayName: 'Other',
      FieldType: 10,
      ReferenceToEntityDefinitionId: other.Id,
      PairedReferenceFieldId: stray.Id,
    })
    expect(wrong.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.invalidPairedField', Field: 'PairedReferenceFieldId' })
    // Deleting one side unpairs the other (the plan lists it).
    const plan = await api.ok<{ Dependents: Array<{ Kind: number; Id: string }>; Token: string }>('POST', `${fieldPath(field.Id)}/schema-change-plan`, { Change: 1 })
    expect(plan.Dependents).toEqual([expect.objectContaining({ Kind: 3, Id: paired.Id })])
    await api.ok('DELETE', `${fieldPath(field.Id)}?schemaChangeConfirmationToken=${encodeURIComponent(plan.Token)}`)
    expect((await api.ok<EntityField>('GET', fieldPath(paired.Id))).PairedReferenceFieldId).toBeNull()
  })
})

describe('multi-valued fields', () => {
  it('moves values into the side table and back, keeping the first value after the plan', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!.PhysicalTableName
    const field = await addField(api, definition.Tables[0]!.Id, {
      Key: 'tags',
      DisplayName: 'Tags',
      FieldType: 9,
      Options: [{ Key: 'a', Value: 'A' }, { Key: 'b', Value: 'B' }],
    })
    const first = await insertRecord(api, table, { f_tags: 'a' })
    await insertRecord(api, table, { f_tags: 'b' })
    const multiple = await api.ok<EntityField>('PUT', fieldPath(field.Id), { Key: 'tags', DisplayName: 'Tags', AllowMultiple: true, RowVersion: field.RowVersion })
    expect(await columnsOf(api, table)).not.toHaveProperty('f_tags')
    expect(await api.sql(`SELECT record_id, value FROM ws_data."${table}__m_tags" ORDER BY value`)).toHaveLength(2)
    await api.sql(`INSERT INTO ws_data."${table}__m_tags" (record_id, value, sort_order) VALUES ($1, 'b', 1)`, [first])

    const single = { Key: 'tags', DisplayName: 'Tags', AllowMultiple: false, RowVersion: multiple.RowVersion }
    const plan = await api.ok<{ IsDestructive: boolean; AffectedRecordCount: number; Changes: Array<{ Kind: number; SampleValues: string[] }>; Token: string }>(
      'POST',
      `${fieldPath(field.Id)}/schema-change-plan`,
      { Change: 0, Update: single },
    )
    expect(plan).toMatchObject({ IsDestructive: true, AffectedRecordCount: 1 })
    expect(plan.Changes[0]).toMatchObject({ Kind: 5, SampleValues: ['b'] })
    await api.ok('PUT', fieldPath(field.Id), { ...single, SchemaChangeConfirmationToken: plan.Token })
    expect(await tableExists(api, `${table}__m_tags`)).toBe(false)
    const values = await api.sql<{ f_tags: string }>(`SELECT f_tags FROM ws_data."${table}" ORDER BY f_tags`)
    expect(values.map((row) => row.f_tags)).toEqual(['a', 'b'])
  })
})

describe('protected fields', () => {
  it('keep their shape but let DisplayName and conditions change', async () => {
    const definition = await createDefinition(api)
    const field = await addField(api, definition.Tables[0]!.Id, { Key: 'code', DisplayName: 'Code', FieldType: 0, StringMaxLength: 20 })
    await markFieldPackageOwned(api.db, field.Id, { SourcePackageId: 'pkg.crm', SourceStableId: 'crm.code', BusinessRequiredWhen: 'true' })
    const protectedField = await api.ok<EntityField>('GET', fieldPath(field.Id))
    expect(protectedField).toMatchObject({ IsProtected: true, SchemaSource: 1, SourcePackageId: 'pkg.crm', BusinessRequiredWhen: 'true' })
    const base = { Key: 'code', DisplayName: 'Code', RowVersion: protectedField.RowVersion }
    const shape = await api.call('PUT', fieldPath(field.Id), { ...base, StringMaxLength: 40 })
    expect(shape.status).toBe(409)
    expect(shape.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.protectedShape', Field: 'StringMaxLength' })
    const renamed = await api.call('PUT', fieldPath(field.Id), { ...base, Key: 'code2' })
    expect(renamed.body.Errors[0]?.Code).toBe('workspace.entities.protectedShape')
    const edited = await api.ok<EntityField>('PUT', fieldPath(field.Id), { ...base, DisplayName: 'Customer code', VisibleWhen: 'true' })
    expect(edited).toMatchObject({ DisplayName: 'Customer code', VisibleWhen: 'true', StringMaxLength: 20 })
    const deleted = await api.call('DELETE', fieldPath(field.Id))
    expect(deleted.status).toBe(409)
    expect(deleted.body.Errors[0]?.Code).toBe('workspace.entities.protectedShape')
  })
})
