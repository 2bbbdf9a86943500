import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, createDefinition, insertRecord, leanDemoApi } from '../../test/fixtures/entities/schema'
import type { EntityConstraint, EntityDefinitionDetail, EntityTable } from './types'
import { startTestApi, type TestApi } from '../../test/testApi'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})
afterAll(async () => {
  await api?.close()
})

async function indexesOn(table: string): Promise<Array<{ indexdef: string }>> {
  return api.sql("SELECT indexdef FROM pg_indexes WHERE schemaname = 'ws_data' AND tablename = $1 AND (indexname LIKE 'ux%' OR indexname LIKE 'ix%')", [table])
}

describe('unique constraints and indexes', () => {
  it('refuses a unique constraint over duplicate data, counting the duplicates', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!
    const sku = await addField(api, table.Id, { Key: 'sku', DisplayName: 'SKU', FieldType: 0 })
    for (const value of ['A-1', 'A-1', 'A-1', 'B-2', 'B-2', 'C-3', null, null]) await insertRecord(api, table.PhysicalTableName, { f_sku: value })
    const path = `${admin}/entity-definitions/${definition.Id}/unique-constraints`
    const refused = await api.call('POST', path, { EntityDefinitionTableId: table.Id, FieldIds: [sku.Id] })
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]).toMatchObject({
      Code: 'workspace.entities.uniqueViolation',
      Metadata: { duplicateGroupCount: '2', duplicateRecordCount: '5' },
    })
    expect(refused.body.Data).toMatchObject({ Samples: [{ Values: 'A-1', RecordCount: 3 }, { Values: 'B-2', RecordCount: 2 }] })
    expect(await api.ok('GET', path)).toEqual([])

    await api.sql(`UPDATE ws_data."${table.PhysicalTableName}" SET f_sku = id WHERE f_sku IN ('A-1', 'B-2')`)
    const created = await api.ok<EntityConstraint>('POST', path, { EntityDefinitionTableId: table.Id, FieldIds: [sku.Id] })
    expect(created.Fields).toEqual([{ Id: sku.Id, EntityDefinitionTableId: table.Id, Key: 'sku', DisplayName: 'SKU' }])
    const indexes = await indexesOn(table.PhysicalTableName)
    expect(indexes.some((row) => row.indexdef.startsWith('CREATE UNIQUE INDEX') && row.indexdef.includes('f_sku'))).toBe(true)
    // The database now enforces it.
    await expect(insertRecord(api, table.PhysicalTableName, { f_sku: 'C-3' })).rejects.toThrow()

    const again = await api.call('POST', path, { EntityDefinitionTableId: table.Id, FieldIds: [sku.Id] })
    expect(again.body.Errors[0]?.Code).toBe('workspace.entities.duplicateConstraint')
    expect(await api.ok('DELETE', `${admin}/unique-constraints/${created.Id}?rowVersion=${created.RowVersion}`)).toBe(created.Id)
    expect((await indexesOn(table.PhysicalTableName)).some((row) => row.indexdef.includes('UNIQUE'))).toBe(false)
  })

  it('creates an ordered index over several fields and refuses fields that cannot be indexed', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!
    const city = await addField(api, table.Id, { Key: 'city', DisplayName: 'City', FieldType: 0 })
    const price = await addField(api, table.Id, { Key: 'price', DisplayName: 'Price', FieldType: 4, BaseCurrencyCode: 'EUR' })
    const notes = await addField(api, table.Id, { Key: 'notes', DisplayName: 'Notes', FieldType: 1 })
    const path = `${admin}/entity-definitions/${definition.Id}/indexes`
    const index = await api.ok<EntityConstraint>('POST', path, { EntityDefinitionTableId: table.Id, FieldIds: [price.Id, city.Id] })
    expect(index.Fields.map((field) => field.Key)).toEqual(['price', 'city'])
    const [row] = (await indexesOn(table.PhysicalTableName)).filter((item) => item.indexdef.includes('f_price'))
    expect(row?.indexdef).toMatch(/\(f_price, f_price__currency, f_city\)/)
    const refused = await api.call('POST', path, { EntityDefinitionTableId: table.Id, FieldIds: [city.Id, notes.Id] })
    expect(refused.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.fieldNotIndexable', Field: 'FieldIds[1]' })
    const stale = await api.call('DELETE', `${admin}/indexes/${index.Id}?rowVersion=${crypto.randomUUID()}`)
    expect(stale.status).toBe(409)
    expect((await api.call('DELETE', `${admin}/unique-constraints/${index.Id}`)).status).toBe(404)
    const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
    expect(detail.Indexes.map((item) => item.Id)).toEqual([index.Id])
  })
})

describe('field order', () => {
  it('sets SortOrder 0..n-1 and refuses a list that is not the table\'s fields', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!
    const a = await addField(api, table.Id, { Key: 'a', DisplayName: 'A', FieldType: 0 })
    const b = await addField(api, table.Id, { Key: 'b', DisplayName: 'B', FieldType: 2 })
    const c = await addField(api, table.Id, { Key: 'c', DisplayName: 'C', FieldType: 5 })
    const path = `${admin}/entity-definition-tables/${table.Id}/field-order`
    const ordered = await api.ok<EntityTable>('PUT', path, { FieldIds: [c.Id, a.Id, b.Id] })
    expect(ordered.Fields.map((field) => [field.Key, field.SortOrder])).toEqual([['c', 0], ['a', 1], ['b', 2]])
    const missing = await api.call('PUT', path, { FieldIds: [c.Id, a.Id] })
    expect(missing.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.fieldOrderMismatch', Field: 'FieldIds' })
  })
})
