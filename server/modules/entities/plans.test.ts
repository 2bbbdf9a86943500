import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, columnsOf, createDefinition, insertRecord, leanDemoApi } from '../../test/fixtures/entities/schema'
import { loadDefinitionModel } from './model'
import { applyDefinitionReplacement, planDefinitionReplacement, type DesiredDefinition } from './plans'
import { verifyPlanToken } from './tokens'
import type { EntityDefinitionDetail, EntityField, SchemaChangePlan } from './types'
import { startTestApi, type TestApi } from '../../test/testApi'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})
afterAll(async () => {
  await api?.close()
})

const fieldPath = (id: string) => `${admin}/entity-fields/${id}`
const planOf = (fieldId: string, body: unknown) => api.ok<SchemaChangePlan>('POST', `${fieldPath(fieldId)}/schema-change-plan`, body)
const deleteWith = (fieldId: string, token?: string | null) =>
  api.call<EntityField>('DELETE', `${fieldPath(fieldId)}${token ? `?schemaChangeConfirmationToken=${encodeURIComponent(token)}` : ''}`)

async function definitionWithText(values: Array<string | null>, maxLength: number | null = null) {
  const definition = await createDefinition(api)
  const table = definition.Tables[0]!.PhysicalTableName
  const field = await addField(api, definition.Tables[0]!.Id, { Key: 'title', DisplayName: 'Title', FieldType: 0, StringMaxLength: maxLength })
  for (const value of values) await insertRecord(api, table, { f_title: value })
  return { definition, table, field }
}

describe('field deletion plans', () => {
  it('refuses without a token, with a wrong token and with a stale token, changing nothing; applies with the right one', async () => {
    const { table, field } = await definitionWithText(['alpha', 'beta', null, 'alpha'])
    const plan = await planOf(field.Id, { Change: 1 })
    expect(plan).toMatchObject({ IsDestructive: true, AffectedRecordCount: 3, RowVersion: field.RowVersion })
    expect(plan.Changes).toEqual([expect.objectContaining({ Kind: 0, FieldKey: 'title', AffectedRecordCount: 3 })])
    expect([...plan.Changes[0]!.SampleValues].sort()).toEqual(['alpha', 'beta'])
    expect(Date.parse(plan.ExpiresAt!)).toBeGreaterThan(Date.now())

    const withoutToken = await deleteWith(field.Id)
    expect(withoutToken.status).toBe(400)
    expect(withoutToken.body.Errors[0]?.Code).toBe('workspace.entities.confirmationRequired')

    const other = await definitionWithText(['x'])
    const otherPlan = await planOf(other.field.Id, { Change: 1 })
    const wrong = await deleteWith(field.Id, otherPlan.Token)
    expect(wrong.status).toBe(400)
    expect(wrong.body.Errors[0]?.Code).toBe('workspace.entities.confirmationMismatch')
    const garbage = await deleteWith(field.Id, 'not-a-token')
    expect(garbage.body.Errors[0]?.Code).toBe('workspace.entities.confirmationMismatch')

    // Any change to the field after the plan makes its token stale.
    const renamed = await api.ok<EntityField>('PUT', fieldPath(field.Id), { Key: 'title', DisplayName: 'Heading', RowVersion: field.RowVersion })
    const stale = await deleteWith(field.Id, plan.Token)
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]?.Code).toBe('workspace.entities.confirmationStale')
    expect(stale.body.Data).toMatchObject({ Id: field.Id, DisplayName: 'Heading', RowVersion: renamed.RowVersion })
    expect(await columnsOf(api, table)).toHaveProperty('f_title')
    expect(await api.sql(`SELECT count(f_title)::int AS n FROM ws_data."${table}"`)).toEqual([{ n: 3 }])

    const fresh = await planOf(field.Id, { Change: 1 })
    const done = await deleteWith(field.Id, fresh.Token)
    expect(done.status).toBe(200)
    expect(await columnsOf(api, table)).not.toHaveProperty('f_title')
  })

  it('an expired plan is stale', async () => {
    const { field } = await definitionWithText(['a'])
    const plan = await planOf(field.Id, { Change: 1 })
    api.advance(31 * 60_000)
    const expired = await deleteWith(field.Id, plan.Token)
    expect(expired.status).toBe(409)
    expect(expired.body.Errors[0]?.Code).toBe('workspace.entities.confirmationStale')
  })

  it('deletes an empty field without dependents without a token', async () => {
    const { field } = await definitionWithText([null, null])
    const plan = await planOf(field.Id, { Change: 1 })
    expect(plan).toMatchObject({ IsDestructive: false, Token: null, AffectedRecordCount: 0 })
    expect((await deleteWith(field.Id)).status).toBe(200)
  })

  it('lists dependents and answers 409 when they were not confirmed', async () => {
    const { definition, field } = await definitionWithText([])
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/unique-constraints`, { EntityDefinitionTableId: definition.Tables[0]!.Id, FieldIds: [field.Id] })
    const plan = await planOf(field.Id, { Change: 1 })
    expect(plan).toMatchObject({ IsDestructive: true, IsBlocked: false, AffectedRecordCount: 0 })
    expect(plan.Dependents.map((item) => item.Kind).sort()).toEqual([0])

    const refused = await deleteWith(field.Id)
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.entities.fieldHasDependents')

    // A constraint added after the plan was made makes it stale.
    const other = await addField(api, definition.Tables[0]!.Id, { Key: 'code', DisplayName: 'Code', FieldType: 0 })
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/indexes`, { EntityDefinitionTableId: definition.Tables[0]!.Id, FieldIds: [other.Id, field.Id] })
    expect((await deleteWith(field.Id, plan.Token)).body.Errors[0]?.Code).toBe('workspace.entities.confirmationStale')

    const replanned = await planOf(field.Id, { Change: 1 })
    expect(replanned.Dependents.map((item) => item.Kind).sort()).toEqual([0, 1])
    expect((await deleteWith(field.Id, replanned.Token)).status).toBe(200)
    const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
    expect(detail.UniqueConstraints).toEqual([])
    expect(detail.Indexes).toEqual([])
  })

  it('blocks deleting a field that expressions read, here and through references, listing each of them', async () => {
    const { definition, field } = await definitionWithText([])
    await addField(api, definition.Tables[0]!.Id, { Key: 'summary', DisplayName: 'Summary', FieldType: 0, VisibleWhen: "title <> ''" })
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/statements`, { Name: 'hasTitle', DisplayName: 'Has title', Expression: 'title IS NOT NULL' })
    // "titles" only mentions the key as text: not a dependent.
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/validation-rules`, { Name: 'titles', DisplayName: 'Titles', Expression: "LENGTH('title') > 0", Message: 'x' })
    const other = await createDefinition(api)
    await addField(api, other.Tables[0]!.Id, { Key: 'parent', DisplayName: 'Parent', FieldType: 10, ReferenceToEntityDefinitionId: definition.Id })
    await api.ok('POST', `${admin}/entity-definitions/${other.Id}/validation-rules`, { Name: 'parentTitled', DisplayName: 'Parent titled', Expression: 'parent.title IS NOT NULL', Message: 'x' })

    const plan = await planOf(field.Id, { Change: 1 })
    expect(plan).toMatchObject({ IsBlocked: true, Token: null, BlockedReason: '3 expressions read this field: change or remove them first.' })
    expect(plan.Dependents.map((item) => item.Description).sort()).toEqual([
      'The visibility condition of field "Summary" reads "Title".',
      `The validation rule "Parent titled" (entity "${other.DisplayNamePlural}") reads "Title".`,
      'The statement "Has title" reads "Title".',
    ].sort())
    const refused = await deleteWith(field.Id, 'any-token')
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.entities.fieldReadByExpressions')
  })

  it('counts the rows of a child table that goes with a Table field', async () => {
    const definition = await createDefinition(api)
    const lines = await addField(api, definition.Tables[0]!.Id, { Key: 'lines', DisplayName: 'Lines', FieldType: 11 })
    const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
    const child = detail.Tables.find((table) => table.Id === lines.ChildTableId)!
    await addField(api, child.Id, { Key: 'product', DisplayName: 'Product', FieldType: 0 })
    const parent = await insertRecord(api, definition.Tables[0]!.PhysicalTableName)
    await insertRecord(api, child.PhysicalTableName, { parent_id: parent, sort_order: 0, f_product: 'Bolt' })
    await insertRecord(api, child.PhysicalTableName, { parent_id: parent, sort_order: 1, f_product: 'Nut' })
    const plan = await planOf(lines.Id, { Change: 1 })
    expect(plan.Changes[0]).toMatchObject({ Kind: 8, AffectedRecordCount: 1 })
    expect([...plan.Changes[0]!.SampleValues].sort()).toEqual(['Bolt', 'Nut'])
    expect(plan.Dependents).toEqual([expect.objectContaining({ Kind: 5, Id: child.Id })])
    expect((await deleteWith(lines.Id, plan.Token)).status).toBe(200)
    const after = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
    expect(after.Tables).toHaveLength(1)
  })
})

describe('field update plans', () => {
  it('shortening text counts the values that would be cut and truncates them only with the token', async () => {
    const { table, field } = await definitionWithText(['short', 'a much longer title', 'another long one', null, 'tiny'], 100)
    const update = { Key: 'title', DisplayName: 'Title', StringMaxLength: 8, RowVersion: field.RowVersion }
    const plan = await planOf(field.Id, { Change: 0, Update: update })
    expect(plan).toMatchObject({ IsDestructive: true, AffectedRecordCount: 2 })
    expect(plan.Changes[0]).toMatchObject({ Kind: 1, AffectedRecordCount: 2 })
    expect([...plan.Changes[0]!.SampleValues].sort()).toEqual(['a much longer title', 'another long one'])
    const refused = await api.call('PUT', fieldPath(field.Id), update)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.entities.confirmationRequired')
    expect((await columnsOf(api, table)).f_title).toBe('varchar(100)')
    // A token for a different length is a mismatch.
    const mismatch = await api.call('PUT', fieldPath(field.Id), { ...update, StringMaxLength: 9, SchemaChangeConfirmationToken: plan.Token })
    expect(mismatch.body.Errors[0]?.Code).toBe('workspace.entities.confirmationMismatch')
    await api.ok('PUT', fieldPath(field.Id), { ...update, SchemaChangeConfirmationToken: plan.Token })
    expect((await columnsOf(api, table)).f_title).toBe('varchar(8)')
    const rows = await api.sql<{ f_title: string }>(`SELECT f_title FROM ws_data."${table}" WHERE f_title IS NOT NULL ORDER BY f_title`)
    expect(rows.map((row) => row.f_title)).toEqual(['a much l', 'another ', 'short', 'tiny'])
  })

  it('lengthening needs no token', async () => {
    const { field } = await definitionWithText(['abc'], 5)
    const plan = await planOf(field.Id, { Change: 0, Update: { Key: 'title', DisplayName: 'Title', StringMaxLength: 50, RowVersion: field.RowVersion } })
    expect(plan).toMatchObject({ IsDestructive: false, Token: null, Changes: [] })
  })

  it('lowering scale and precision counts rounded and overflowing values', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!.PhysicalTableName
    const field = await addField(api, definition.Tables[0]!.Id, { Key: 'amount', DisplayName: 'Amount', FieldType: 3, DecimalPrecision: 12, DecimalScale: 3 })
    for (const value of ['1.5', '2.125', '123456.75', '99999999.999']) await insertRecord(api, table, { f_amount: value })
    const update = { Key: 'amount', DisplayName: 'Amount', DecimalPrecision: 8, DecimalScale: 2, RowVersion: field.RowVersion }
    const plan = await planOf(field.Id, { Change: 0, Update: update })
    const byKind = Object.fromEntries(plan.Changes.map((change) => [change.Kind, change]))
    expect(byKind[3]).toMatchObject({ AffectedRecordCount: 2 })
    expect(byKind[2]).toMatchObject({ AffectedRecordCount: 1, SampleValues: ['99999999.999'] })
    expect(plan.AffectedRecordCount).toBe(2)
    await api.ok('PUT', fieldPath(field.Id), { ...update, SchemaChangeConfirmationToken: plan.Token })
    const rows = await api.sql<{ v: string | null }>(`SELECT f_amount::text AS v FROM ws_data."${table}" ORDER BY f_amount NULLS LAST`)
    expect(rows.map((row) => row.v)).toEqual(['1.50', '2.13', '123456.75', null])
  })

  it('removing options counts the records that use them and clears those values', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!.PhysicalTableName
    const options = [{ Key: 'new', Value: 'New' }, { Key: 'old', Value: 'Old' }]
    const field = await addField(api, definition.Tables[0]!.Id, { Key: 'state', DisplayName: 'State', FieldType: 9, Options: options })
    for (const value of ['new', 'old', 'old']) await insertRecord(api, table, { f_state: value })
    const update = { Key: 'state', DisplayName: 'State', Options: [options[0]], RowVersion: field.RowVersion }
    const plan = await planOf(field.Id, { Change: 0, Update: update })
    expect(plan.Changes).toEqual([expect.objectContaining({ Kind: 4, AffectedRecordCount: 2, SampleValues: ['old'] })])
    await api.ok('PUT', fieldPath(field.Id), { ...update, SchemaChangeConfirmationToken: plan.Token })
    const rows = await api.sql<{ f_state: string | null }>(`SELECT f_state FROM ws_data."${table}" ORDER BY f_state`)
    expect(rows.map((row) => row.f_state)).toEqual(['new', null, null])
  })

  it('renaming a key renames the column and writes the new key into every expression naming the old one', async () => {
    const { definition, table, field } = await definitionWithText(['kept'])
    const tableId = definition.Tables[0]!.Id
    const summary = await addField(api, tableId, { Key: 'summary', DisplayName: 'Summary', FieldType: 0, RequiredWhen: "title = 'title'  AND LENGTH( title ) > 1" })
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/statements`, { Name: 'hasTitle', DisplayName: 'Has title', Expression: 'title IS NOT NULL' })
    // Only the key as text: left as it is.
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/validation-rules`, { Name: 'titles', DisplayName: 'Titles', Expression: "LENGTH('title') > 0", Message: 'x' })
    const other = await createDefinition(api)
    await addField(api, other.Tables[0]!.Id, { Key: 'parent', DisplayName: 'Parent', FieldType: 10, ReferenceToEntityDefinitionId: definition.Id })
    await api.ok('POST', `${admin}/entity-definitions/${other.Id}/validation-rules`, { Name: 'parentTitled', DisplayName: 'Parent titled', Expression: 'parent.title IS NOT NULL', Message: 'x' })

    const update = { Key: 'heading', DisplayName: 'Heading', VisibleWhen: "title <> 'hidden'", RowVersion: field.RowVersion }
    const plan = await planOf(field.Id, { Change: 0, Update: update })
    expect(plan).toMatchObject({ IsDestructive: false, IsBlocked: false })
    expect(plan.Dependents.map((item) => item.Description).sort()).toEqual([
      `The required condition of field "Summary" names "title"; it becomes: heading = 'title'  AND LENGTH( heading ) > 1`,
      'The statement "Has title" names "title"; it becomes: heading IS NOT NULL',
      'The validation rule "Parent titled" names "title"; it becomes: parent.heading IS NOT NULL',
    ].sort())

    const renamed = await api.ok<EntityField>('PUT', fieldPath(field.Id), update)
    expect(renamed).toMatchObject({ Key: 'heading', VisibleWhen: "heading <> 'hidden'" })
    expect(await api.sql(`SELECT f_heading FROM ws_data."${table}"`)).toEqual([{ f_heading: 'kept' }])
    const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
    const fields = detail.Tables[0]!.Fields
    expect(fields.find((item) => item.Id === summary.Id)?.RequiredWhen).toBe("heading = 'title'  AND LENGTH( heading ) > 1")
    expect(detail.Statements.map((item) => item.Expression)).toEqual(['heading IS NOT NULL'])
    expect(detail.ValidationRules.map((item) => item.Expression)).toEqual(["LENGTH('title') > 0"])
    const reaching = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${other.Id}`)
    expect(reaching.ValidationRules.map((item) => item.Expression)).toEqual(['parent.heading IS NOT NULL'])
    // Every rewritten expression still checks: nothing names a key that is gone.
    for (const expression of ['heading IS NOT NULL', "heading = 'title'"]) {
      const check = await api.ok<{ IsValid: boolean }>('POST', `${admin}/expressions/validate`, { Expression: expression, Purpose: 3, EntityDefinitionId: definition.Id })
      expect(check.IsValid).toBe(true)
    }
  })
})

describe('definition replacement', () => {
  it('plans the same losses as the single changes and applies the whole replacement', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!
    await addField(api, table.Id, { Key: 'title', DisplayName: 'Title', FieldType: 0, StringMaxLength: 50 })
    await addField(api, table.Id, { Key: 'legacy', DisplayName: 'Legacy', FieldType: 2 })
    await insertRecord(api, table.PhysicalTableName, { f_title: 'a long title here', f_legacy: 7 })
    await insertRecord(api, table.PhysicalTableName, { f_title: 'ok', f_legacy: null })
    const desired: DesiredDefinition = {
      Name: definition.Name,
      DisplayNameSingular: 'Thing',
      DisplayNamePlural: 'Things',
      Fields: [
        { Key: 'due', DisplayName: 'Due', FieldType: 6 },
        { Key: 'title', DisplayName: 'Title', FieldType: 0, StringMaxLength: 5 },
      ],
    }
    const current = (await loadDefinitionModel(api.db, definition.Id))!
    const { plan, binding } = await planDefinitionReplacement(api.db, current, desired, new Date())
    expect(plan).toMatchObject({ IsDestructive: true, AffectedRecordCount: 1 })
    expect(plan.Changes.map((change) => [change.Kind, change.FieldKey, change.AffectedRecordCount])).toEqual([
      [0, 'legacy', 1],
      [1, 'title', 1],
    ])
    expect(await verifyPlanToken(api.db, plan.Token!, binding, new Date())).toBe('valid')

    await api.db.transaction((tx) => applyDefinitionReplacement(tx, definition.Id, desired, new Date()))
    const after = (await loadDefinitionModel(api.db, definition.Id))!
    expect(after.definition.DisplayNamePlural).toBe('Things')
    expect(after.primaryTable.Fields.map((field) => [field.Key, field.SortOrder])).toEqual([['due', 0], ['title', 1]])
    const columns = await columnsOf(api, table.PhysicalTableName)
    expect(columns).toMatchObject({ f_due: 'date', f_title: 'varchar(5)' })
    expect(columns).not.toHaveProperty('f_legacy')
    // The token is bound to the old RowVersion.
    expect(await verifyPlanToken(api.db, plan.Token!, { ...binding, rowVersions: [after.definition.RowVersion] }, new Date())).toBe('stale')
  })
})
