import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, columnsOf, createDefinition, insertRecord, leanDemoApi, uniqueName } from '../../test/fixtures/entities/schema'
import type { EntityDefinitionDetail } from './types'
import { startTestApi, type TestApi } from '../../test/testApi'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})
afterAll(async () => {
  await api?.close()
})

interface YamlPlan {
  IsDestructive: boolean
  Token: string | null
  Definitions: Array<{ Name: string; IsNew: boolean; Diff: Array<{ Path: string; Before: unknown; After: unknown }>; Plan: { AffectedRecordCount: number } | null }>
}

const yamlPath = `${admin}/entity-definitions/yaml`
const exportOf = (id: string) => api.ok<string>('GET', `${admin}/entity-definitions/${id}/yaml`)

/** A definition with text, select, money, a reference, a table with a child field and a unique constraint. */
async function arrange() {
  const target = await createDefinition(api)
  const definition = await createDefinition(api)
  const table = definition.Tables[0]!
  const title = await addField(api, table.Id, { Key: 'title', DisplayName: 'Title', FieldType: 0, StringMaxLength: 80 })
  await addField(api, table.Id, { Key: 'status', DisplayName: 'Status', FieldType: 9, Options: [{ Key: 'open', Value: 'Open' }, { Key: 'done', Value: 'Done' }] })
  await addField(api, table.Id, { Key: 'amount', DisplayName: 'Amount', FieldType: 4, BaseCurrencyCode: 'EUR' })
  await addField(api, table.Id, { Key: 'owner', DisplayName: 'Owner', FieldType: 10, ReferenceToEntityDefinitionId: target.Id })
  const lines = await addField(api, table.Id, { Key: 'lines', DisplayName: 'Lines', FieldType: 11 })
  await addField(api, lines.ChildTableId!, { Key: 'qty', DisplayName: 'Quantity', FieldType: 2 })
  await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/unique-constraints`, { EntityDefinitionTableId: table.Id, FieldIds: [title.Id] })
  return { definition, target, title }
}

const shape = (detail: EntityDefinitionDetail) =>
  detail.Tables.map((table) => ({ primary: table.IsPrimary, fields: table.Fields.map((field) => `${field.Key}:${field.FieldType}`) })).sort(
    (a, b) => Number(b.primary) - Number(a.primary),
  )

describe('Entity YAML export and import', () => {
  it('exports a definition and imports it as a copy with the same fields, constraint and reference', async () => {
    const { definition, target } = await arrange()
    const yaml = await exportOf(definition.Id)
    expect(yaml).toContain(`name: ${definition.Name}`)
    expect(yaml).toContain(`referenceTo: ${target.Name}`)
    const all = await api.ok<string>('GET', yamlPath)
    expect(all).toContain(`name: ${definition.Name}`)

    const copyName = uniqueName('copy')
    const plan = await api.ok<YamlPlan>('POST', `${yamlPath}/plan`, { Yaml: yaml, TargetName: copyName })
    expect(plan).toMatchObject({ IsDestructive: false, Token: null })
    expect(plan.Definitions).toHaveLength(1)
    expect(plan.Definitions[0]).toMatchObject({ Name: copyName, IsNew: true, Plan: null })
    const paths = plan.Definitions[0]!.Diff.map((entry) => entry.Path)
    expect(paths).toContain('displayNameSingular')
    expect(paths).toContain(`tables.${copyName}.fields.title`)
    expect(paths).toContain(`tables.${copyName}.uniqueConstraints`)
    // The check kept nothing.
    const afterCheck = await api.call('GET', `${admin}/entity-definitions/${copyName}`)
    expect(afterCheck.status).toBe(404)

    const [copy] = await api.ok<EntityDefinitionDetail[]>('POST', `${yamlPath}/import`, { Yaml: yaml, TargetName: copyName })
    expect(copy!.Name).toBe(copyName)
    expect(shape(copy!)).toEqual(shape(await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)))
    expect(copy!.UniqueConstraints.map((item) => item.Fields.map((field) => field.Key))).toEqual([['title']])
    const owner = copy!.Tables.find((table) => table.IsPrimary)!.Fields.find((field) => field.Key === 'owner')!
    expect(owner.ReferenceToEntityDefinitionId).toBe(target.Id)
    expect(await columnsOf(api, `e_${copyName}`)).toHaveProperty('f_amount__currency')

    const again = await api.call('POST', `${yamlPath}/import`, { Yaml: yaml, TargetName: copyName })
    expect(again.status).toBe(409)
    expect(again.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.duplicateName', Field: 'TargetName' })
  })

  it('gives each copy display names of its own, so the list tells it from the original', async () => {
    const definition = await createDefinition(api)
    const yaml = await exportOf(definition.Id)
    const firstName = uniqueName('copy')
    const plan = await api.ok<YamlPlan>('POST', `${yamlPath}/plan`, { Yaml: yaml, TargetName: firstName })
    const shown = plan.Definitions[0]!.Diff.find((entry) => entry.Path === 'displayNameSingular')
    expect(shown?.After).toBe(`${definition.DisplayNameSingular} (copy)`)

    const [first] = await api.ok<EntityDefinitionDetail[]>('POST', `${yamlPath}/import`, { Yaml: yaml, TargetName: firstName })
    expect(first).toMatchObject({ DisplayNameSingular: `${definition.DisplayNameSingular} (copy)`, DisplayNamePlural: `${definition.DisplayNamePlural} (copy)` })
    const [second] = await api.ok<EntityDefinitionDetail[]>('POST', `${yamlPath}/import`, { Yaml: yaml, TargetName: uniqueName('copy') })
    expect(second).toMatchObject({ DisplayNameSingular: `${definition.DisplayNameSingular} (copy 2)`, DisplayNamePlural: `${definition.DisplayNamePlural} (copy 2)` })

    const renamed = yaml.replace(`displayNameSingular: ${definition.DisplayNameSingular}`, 'displayNameSingular: Unused singular name')
      .replace(`displayNamePlural: ${definition.DisplayNamePlural}`, 'displayNamePlural: Unused plural names')
    const [own] = await api.ok<EntityDefinitionDetail[]>('POST', `${yamlPath}/import`, { Yaml: renamed, TargetName: uniqueName('copy') })
    expect(own).toMatchObject({ DisplayNameSingular: 'Unused singular name', DisplayNamePlural: 'Unused plural names' })
  })

  it('reports YAML problems with line and column, and applies nothing', async () => {
    const name = uniqueName('bad')
    const yaml = ['version: 8', 'definitions:', `  - name: ${name}`, '    displayNameSingular: Bad', '    displayNamePlural: Bads', '    tables: nope'].join('\n')
    const reply = await api.call('POST', `${yamlPath}/plan`, { Yaml: yaml })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.yaml.invalid', Metadata: expect.objectContaining({ line: '6' }) })

    const unknownTarget = (await exportOf((await createDefinition(api)).Id)).replace(/^(\s*)fields: \[\]$/m, (_, indent: string) =>
      [`${indent}fields:`, `${indent}  - key: ref`, `${indent}    displayName: Ref`, `${indent}    type: Reference`, `${indent}    referenceTo: nowhere_at_all`].join('\n'),
    )
    const unresolved = await api.call('POST', `${yamlPath}/import`, { Yaml: unknownTarget, TargetName: uniqueName('ref') })
    expect(unresolved.status).toBe(400)
    expect(unresolved.body.Errors[0]?.Message).toContain('nowhere_at_all')
  })

  it('imports over an existing definition only with the token of its plan when data would be lost', async () => {
    const { definition } = await arrange()
    await insertRecord(api, `e_${definition.Name}`, { f_title: 'kept', f_status: 'done' })
    const yaml = await exportOf(definition.Id)
    // Without the Status field and with a longer title.
    const edited = yaml.replace('stringMaxLength: 80', 'stringMaxLength: 120').replace(/\n\s+- key: status\n[\s\S]*?(?=\n\s+- key: amount)/, '')
    expect(edited).not.toContain('key: status')

    const plan = await api.ok<YamlPlan>('POST', `${yamlPath}/plan`, { Yaml: edited })
    expect(plan.IsDestructive).toBe(true)
    expect(plan.Token).toEqual(expect.any(String))
    expect(plan.Definitions[0]).toMatchObject({ Name: definition.Name, IsNew: false, Plan: { AffectedRecordCount: 1 } })
    const diff = plan.Definitions[0]!.Diff
    expect(diff).toContainEqual({ Path: `tables.${definition.Name}.fields.status`, Before: 'Select "Status"', After: null })
    expect(diff).toContainEqual({ Path: `tables.${definition.Name}.fields.title.stringMaxLength`, Before: 80, After: 120 })

    const refused = await api.call('POST', `${yamlPath}/import`, { Yaml: edited })
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.entities.confirmationRequired')
    expect(await columnsOf(api, `e_${definition.Name}`)).toHaveProperty('f_status')

    const [updated] = await api.ok<EntityDefinitionDetail[]>('POST', `${yamlPath}/import`, { Yaml: edited, SchemaChangeConfirmationToken: plan.Token })
    const fields = updated!.Tables.find((table) => table.IsPrimary)!.Fields
    expect(fields.map((field) => field.Key)).toEqual(['title', 'amount', 'owner', 'lines'])
    expect(fields[0]!.StringMaxLength).toBe(120)
    expect(await columnsOf(api, `e_${definition.Name}`)).not.toHaveProperty('f_status')
  })
})

describe('Entity YAML and expressions', () => {
  it('carries validation rules, statements, conditions and calculations, and checks them on import', async () => {
    const definition = await createDefinition(api)
    const table = definition.Tables[0]!
    const price = await addField(api, table.Id, { Key: 'price', DisplayName: 'Price', FieldType: 4, BaseCurrencyCode: 'EUR' })
    // Named before the field it reads, so the import must check conditions once every field exists.
    const qty = await addField(api, table.Id, { Key: 'qty', DisplayName: 'Quantity', FieldType: 2, RequiredWhen: 'price IS NOT NULL' })
    await api.ok('PUT', `${admin}/entity-definition-tables/${table.Id}/field-order`, { FieldIds: [qty.Id, price.Id] })
    const total = await addField(api, table.Id, { Key: 'total', DisplayName: 'Total', FieldType: 4, BaseCurrencyCode: 'EUR' })
    await api.ok('PUT', `${admin}/entity-fields/${total.Id}/calculation`, { Expression: 'price * qty', RowVersion: total.RowVersion })
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/validation-rules`, {
      Name: 'qty_positive', DisplayName: 'Quantity positive', Expression: 'qty > 0', Message: 'Quantity must be positive.', MessageTranslations: { de: 'Die Menge muss positiv sein.' },
    })
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/statements`, { Name: 'priced', DisplayName: 'Priced', Expression: 'price IS NOT NULL' })
    const yaml = await exportOf(definition.Id)
    expect(yaml).toContain('calculation: price * qty')
    expect(yaml).toContain('requiredWhen: price IS NOT NULL')
    expect(yaml).toContain('de: Die Menge muss positiv sein.')

    const copyName = uniqueName('copy')
    const plan = await api.ok<YamlPlan>('POST', `${yamlPath}/plan`, { Yaml: yaml, TargetName: copyName })
    expect(plan.Definitions[0]!.Diff.map((entry) => entry.Path)).toContain('validationRules.qty_positive')
    const [copy] = (await api.ok<EntityDefinitionDetail[]>('POST', `${yamlPath}/import`, { Yaml: yaml, TargetName: copyName })) as [EntityDefinitionDetail]
    expect(copy.ValidationRules).toEqual([expect.objectContaining({ Name: 'qty_positive', MessageTranslations: { de: 'Die Menge muss positiv sein.' }, Enabled: true })])
    expect(copy.Statements.map((item) => item.Expression)).toEqual(['price IS NOT NULL'])
    expect(copy.Tables[0]!.Fields.find((field) => field.Key === 'total')).toMatchObject({ CalculationExpression: 'price * qty', CalculationKind: 1 })
    expect(price.Id).toBeTruthy()

    // A calculation that does not fit its field is refused where it stands in the document.
    const broken = yaml.replace('calculation: price * qty', 'calculation: price * 1.5')
    const refused = await api.call('POST', `${yamlPath}/plan`, { Yaml: broken, TargetName: uniqueName('broken') })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body.Errors)).toContain('round the result')
  })
})
