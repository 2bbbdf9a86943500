import { addField, admin, createDefinition, uniqueName, type Reply, type SchemaTestApi } from '../../testing/schemaTestApi'
import type { EntityDefinitionDetail, EntityField } from '../../types'

/** Definitions with fields of every type, created through the admin API, and record calls. */

export const runtime = '/api/workspace/entity'

export interface Instance {
  Id: string
  Number: string
  DisplayName: string
  RowVersion: string
  ArchivedAt: string | null
  Fields: Record<string, unknown>
  ReferenceLabels: Record<string, { Id: string; Number: string; DisplayName: string }>
  Permissions: Record<string, boolean>
}

export interface MutationResult {
  InstanceId: string
  RowVersion: string | null
  CanRead: boolean
  Instance: Instance | null
}

export interface Fixture {
  definition: EntityDefinitionDetail
  target: EntityDefinitionDetail
  fields: Record<string, EntityField>
}

const primaryTableId = (definition: EntityDefinitionDetail): string =>
  (definition.Tables.find((table) => table.IsPrimary) as { Id: string }).Id

/** A reference target ("companies" with a title) and a definition with one field of every type. */
export async function everyTypeFixture(api: SchemaTestApi): Promise<Fixture> {
  const target = await createDefinition(api, uniqueName('company'))
  await addField(api, primaryTableId(target), { Key: 'title', DisplayName: 'Title', FieldType: 0, SemanticRole: 1 })
  const definition = await api.ok<EntityDefinitionDetail>('POST', `${admin}/entity-definitions`, {
    Name: uniqueName('all'),
    DisplayNameSingular: 'Sample',
    DisplayNamePlural: 'Samples',
    NumberPrefix: 'S-',
  })
  const table = primaryTableId(definition)
  const bodies: Array<Record<string, unknown>> = [
    { Key: 'name', DisplayName: 'Name', FieldType: 0, StringMaxLength: 20, RequiredWhen: 'true' },
    { Key: 'notes', DisplayName: 'Notes', FieldType: 1 },
    { Key: 'count', DisplayName: 'Count', FieldType: 2 },
    { Key: 'ratio', DisplayName: 'Ratio', FieldType: 3, DecimalPrecision: 6, DecimalScale: 3 },
    { Key: 'budget', DisplayName: 'Budget', FieldType: 4, DecimalPrecision: 12, DecimalScale: 2, BaseCurrencyCode: 'EUR' },
    { Key: 'active', DisplayName: 'Active', FieldType: 5, DefaultValue: { Kind: 1, Value: true } },
    { Key: 'startDate', DisplayName: 'Start date', FieldType: 6, DefaultValue: { Kind: 2, Value: null, DynamicKey: 'today' } },
    { Key: 'dueAt', DisplayName: 'Due at', FieldType: 7 },
    { Key: 'opensAt', DisplayName: 'Opens at', FieldType: 8 },
    {
      Key: 'status',
      DisplayName: 'Status',
      FieldType: 9,
      Options: [{ Key: 'new', Value: 'New' }, { Key: 'done', Value: 'Done' }],
      DefaultValue: { Kind: 1, Value: 'new' },
    },
    {
      Key: 'tags',
      DisplayName: 'Tags',
      FieldType: 9,
      AllowMultiple: true,
      Options: [{ Key: 'red', Value: 'Red' }, { Key: 'blue', Value: 'Blue' }],
    },
    { Key: 'company', DisplayName: 'Company', FieldType: 10, ReferenceToEntityDefinitionId: target.Id },
    { Key: 'lines', DisplayName: 'Lines', FieldType: 11 },
    { Key: 'email', DisplayName: 'Email', FieldType: 12 },
    { Key: 'phone', DisplayName: 'Phone', FieldType: 13 },
    { Key: 'site', DisplayName: 'Site', FieldType: 14 },
    { Key: 'address', DisplayName: 'Address', FieldType: 15 },
    { Key: 'industry', DisplayName: 'Industry', FieldType: 16, ClassifierCatalogDefinitionId: 'catalog-industries' },
    { Key: 'readme', DisplayName: 'Readme', FieldType: 17 },
    { Key: 'locked', DisplayName: 'Locked', FieldType: 0, IsReadOnly: true },
  ]
  const fields: Record<string, EntityField> = {}
  for (const body of bodies) fields[body.Key as string] = await addField(api, table, body)
  const childTable = fields.lines?.ChildTableId as string
  fields['lines.item'] = await addField(api, childTable, { Key: 'item', DisplayName: 'Item', FieldType: 0, RequiredWhen: 'true' })
  fields['lines.quantity'] = await addField(api, childTable, { Key: 'quantity', DisplayName: 'Quantity', FieldType: 2, DefaultValue: { Kind: 1, Value: 1 } })
  const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${definition.Id}`)
  return { definition: detail, target, fields }
}

export function instancesPath(definition: { Name: string }): string {
  return `${runtime}/${definition.Name}/instances`
}

export async function createRecord(api: SchemaTestApi, definition: { Name: string }, fields: Record<string, unknown>): Promise<Reply<MutationResult>> {
  return api.call<MutationResult>('POST', instancesPath(definition), { Fields: fields }, 'operator')
}

export async function createdInstance(api: SchemaTestApi, definition: { Name: string }, fields: Record<string, unknown>): Promise<Instance> {
  const reply = await createRecord(api, definition, fields)
  if (reply.status !== 200) throw new Error(`create answered ${reply.status}: ${JSON.stringify(reply.body.Errors)}`)
  return reply.body.Data.Instance as Instance
}
