import type { Db } from '../../db'
import { createDefinition, updateOptions, createConstraint, createField, createInstance, writeContractTotals, type Caller, FieldType, type EntityDefinitionDetail, type FieldCreateInput } from '../../modules/entities'
import { demoContracts, demoCustomers, demoProducts } from './demoRecords'

/**
 * The demo data model — customers, products, and contracts with line items — created through the
 * same services the API uses, so its tables, columns and records are real. The names match the demo
 * automation (trigger bindings and UI actions on `contracts` and `customers`).
 */

const seedCaller: Caller = { userId: 'usr-admin', userName: 'admin', roles: ['Admin'] }

const primaryTableId = (definition: EntityDefinitionDetail): string => {
  const table = definition.Tables.find((candidate) => candidate.IsPrimary)
  if (!table) throw new Error(`${definition.Name} has no primary table`)
  return table.Id
}

async function define(
  db: Db,
  base: { Name: string; DisplayNameSingular: string; DisplayNamePlural: string; Description: string; NumberPrefix: string },
  fields: FieldCreateInput[],
  now: Date,
): Promise<{ definition: EntityDefinitionDetail; fieldIds: Map<string, string> }> {
  const created = await createDefinition(db, base, now)
  const fieldIds = new Map<string, string>()
  for (const field of fields) fieldIds.set(field.Key, (await createField(db, primaryTableId(created), field, now)).Id)
  return { definition: created, fieldIds }
}

const money = (Key: string, DisplayName: string): FieldCreateInput => ({
  Key,
  DisplayName,
  FieldType: FieldType.Money,
  DecimalPrecision: 14,
  DecimalScale: 2,
  BaseCurrencyCode: 'EUR',
})

export async function seedDemoEntities(db: Db, now: Date): Promise<void> {
  const customers = await define(db, {
    Name: 'customers',
    DisplayNameSingular: 'Customer',
    DisplayNamePlural: 'Customers',
    Description: 'Companies the workspace sells to.',
    NumberPrefix: 'CUS-',
  }, [
    { Key: 'name', DisplayName: 'Name', FieldType: FieldType.Text, StringMaxLength: 120, RequiredWhen: 'true' },
    { Key: 'email', DisplayName: 'Email', FieldType: FieldType.Email, StringMaxLength: 200 },
    { Key: 'phone', DisplayName: 'Phone', FieldType: FieldType.Phone, StringMaxLength: 40 },
    { Key: 'industry', DisplayName: 'Industry', FieldType: FieldType.Classifier, ClassifierCatalogDefinitionId: 'catalog-industries' },
    { Key: 'address', DisplayName: 'Address', FieldType: FieldType.Address },
    money('credit_limit', 'Credit limit'),
    { Key: 'is_key_account', DisplayName: 'Key account', FieldType: FieldType.Boolean, DefaultValue: { Kind: 1, Value: false } },
  ], now)
  await createConstraint(db, customers.definition.Id, 'unique', { EntityDefinitionTableId: primaryTableId(customers.definition), FieldIds: [customers.fieldIds.get('name') as string] }, now)

  const products = await define(db, {
    Name: 'products',
    DisplayNameSingular: 'Product',
    DisplayNamePlural: 'Products',
    Description: 'What the workspace sells: hardware, licences, services and training.',
    NumberPrefix: 'PRD-',
  }, [
    { Key: 'sku', DisplayName: 'SKU', FieldType: FieldType.Text, StringMaxLength: 20, RequiredWhen: 'true' },
    { Key: 'name', DisplayName: 'Name', FieldType: FieldType.Text, StringMaxLength: 120, RequiredWhen: 'true' },
    {
      Key: 'category',
      DisplayName: 'Category',
      FieldType: FieldType.Select,
      Options: [
        { Key: 'hardware', Value: 'Hardware' },
        { Key: 'software', Value: 'Software' },
        { Key: 'service', Value: 'Service' },
        { Key: 'training', Value: 'Training' },
      ],
    },
    money('list_price', 'List price'),
    { Key: 'is_active', DisplayName: 'Sold', FieldType: FieldType.Boolean, DefaultValue: { Kind: 1, Value: true } },
    { Key: 'description', DisplayName: 'Description', FieldType: FieldType.Markdown },
  ], now)
  await createConstraint(db, products.definition.Id, 'unique', { EntityDefinitionTableId: primaryTableId(products.definition), FieldIds: [products.fieldIds.get('sku') as string] }, now)

  const contracts = await define(db, {
    Name: 'contracts',
    DisplayNameSingular: 'Contract',
    DisplayNamePlural: 'Contracts',
    Description: 'Agreements with customers, with their line items and totals.',
    NumberPrefix: 'CON-',
  }, [
    {
      Key: 'customer',
      DisplayName: 'Customer',
      FieldType: FieldType.Reference,
      ReferenceToEntityDefinitionId: customers.definition.Id,
      AllowSort: true,
      CreatePairedField: { Key: 'contracts', DisplayName: 'Contracts' },
    },
    { Key: 'start_date', DisplayName: 'Start date', FieldType: FieldType.Date },
    {
      Key: 'status',
      DisplayName: 'Status',
      FieldType: FieldType.Select,
      Options: [
        { Key: 'draft', Value: 'Draft' },
        { Key: 'active', Value: 'Active' },
        { Key: 'suspended', Value: 'Suspended' },
        { Key: 'terminated', Value: 'Terminated' },
      ],
      DefaultValue: { Kind: 1, Value: 'draft' },
    },
    { Key: 'notes', DisplayName: 'Notes', FieldType: FieldType.LongText },
    { ...money('total', 'Contract total'), IsReadOnly: true },
    { Key: 'lines', DisplayName: 'Line items', FieldType: FieldType.Table },
  ], now)
  const linesField = await db.query<{ child_table_id: string }>('SELECT child_table_id FROM entity_fields WHERE id = $1', [contracts.fieldIds.get('lines') as string])
  const linesTableId = linesField[0]?.child_table_id
  if (!linesTableId) throw new Error('contracts.lines has no child table')
  const lineFields: FieldCreateInput[] = [
    { Key: 'product', DisplayName: 'Product', FieldType: FieldType.Reference, ReferenceToEntityDefinitionId: products.definition.Id },
    { Key: 'quantity', DisplayName: 'Quantity', FieldType: FieldType.Integer, DefaultValue: { Kind: 1, Value: 1 } },
    money('unit_price', 'Unit price'),
    { ...money('line_total', 'Line total'), IsReadOnly: true },
  ]
  for (const field of lineFields) await createField(db, linesTableId, field, now)
  await updateOptions(db, contracts.definition.Id, {
    CommentsEnabled: true,
    AttachmentsEnabled: true,
    AuditTrailEnabled: true,
    AuditTrailRetentionMode: 1,
    AuditTrailRetentionDays: 365,
    RowVersion: (await currentRowVersion(db, contracts.definition.Id)),
  }, now)

  const customerIds: string[] = []
  for (const customer of demoCustomers) {
    const result = await createInstance(db, seedCaller, 'customers', {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      industry: customer.industry,
      address: { Street: customer.street, PostalCode: customer.postalCode, City: customer.city, Region: null, CountryCode: customer.countryCode },
      credit_limit: { Amount: customer.creditLimit, CurrencyCode: 'EUR' },
      is_key_account: customer.creditLimit >= 150_000,
    }, now)
    customerIds.push(result.InstanceId)
  }
  const productIds: string[] = []
  for (const product of demoProducts) {
    const result = await createInstance(db, seedCaller, 'products', {
      sku: product.sku,
      name: product.name,
      category: product.category,
      list_price: { Amount: product.price, CurrencyCode: 'EUR' },
      is_active: product.active,
    }, now)
    productIds.push(result.InstanceId)
  }
  for (const contract of demoContracts) {
    await createInstance(db, seedCaller, 'contracts', {
      customer: customerIds[contract.customerIndex],
      start_date: contract.startDate,
      status: contract.status,
      notes: contract.notes,
      lines: contract.lines.map((line) => ({
        Fields: {
          product: productIds[line.productIndex],
          quantity: line.quantity,
          unit_price: { Amount: demoProducts[line.productIndex]?.price ?? 0, CurrencyCode: 'EUR' },
        },
      })),
    }, now)
  }
  // The read-only totals, as "Recalculate contract totals" keeps them: the demo opens with them filled.
  await writeContractTotals(db, { actorId: seedCaller.userId, now, contractIds: null })
}

async function currentRowVersion(db: Db, definitionId: string): Promise<string> {
  const [row] = await db.query<{ row_version: string }>('SELECT row_version FROM entity_definitions WHERE id = $1', [definitionId])
  if (!row) throw new Error(`definition ${definitionId} is missing`)
  return row.row_version
}
