import { FieldType } from '../contract/enums'
import type { RecordAccess } from '../expressions/evaluator'
import type { ExpressionSchema, SchemaField } from '../expressions/types'
import { values, type Value } from '../expressions/values'

/** A small order schema for the language's tests: orders with lines, referencing customers. */

function field(key: string, displayName: string, fieldType: FieldType, extra: Partial<SchemaField> = {}): SchemaField {
  return { key, displayName, fieldType, allowMultiple: false, decimalScale: null, baseCurrencyCode: null, referenceTo: null, childTableId: null, ...extra }
}

const tables: Record<string, SchemaField[]> = {
  orders: [
    field('amount', 'Amount', FieldType.Money, { baseCurrencyCode: 'EUR', decimalScale: 2 }),
    field('amount_usd', 'Amount (USD)', FieldType.Money, { baseCurrencyCode: 'USD', decimalScale: 2 }),
    field('amount_net', 'Net amount', FieldType.Money, { baseCurrencyCode: 'EUR', decimalScale: 2 }),
    field('quantity', 'Quantity', FieldType.Integer),
    field('price', 'Price', FieldType.Decimal, { decimalScale: 2 }),
    field('discount', 'Discount', FieldType.Decimal, { decimalScale: 4 }),
    field('name', 'Name', FieldType.Text),
    field('note', 'Note', FieldType.LongText),
    field('status', 'Status', FieldType.Select, {
      options: ['open', 'won', 'lost', 'closed'].map((key) => ({ key, label: key[0]!.toUpperCase() + key.slice(1) })),
    }),
    field('active', 'Active', FieldType.Boolean),
    field('due', 'Due date', FieldType.Date),
    field('created', 'Created at', FieldType.DateTime),
    field('tags', 'Tags', FieldType.Text, { allowMultiple: true }),
    field('customer', 'Customer', FieldType.Reference, { referenceTo: 'def-customers' }),
    field('lines', 'Lines', FieldType.Table, { childTableId: 'lines' }),
    field('end', 'End', FieldType.Date),
  ],
  lines: [
    field('qty', 'Quantity', FieldType.Integer),
    field('unit_price', 'Unit price', FieldType.Money, { baseCurrencyCode: 'EUR', decimalScale: 2 }),
    field('product', 'Product', FieldType.Text),
  ],
  customers: [
    field('name', 'Name', FieldType.Text),
    field('country', 'Country', FieldType.Text),
    field('credit_limit', 'Credit limit', FieldType.Money, { baseCurrencyCode: 'EUR', decimalScale: 2 }),
    field('vip', 'VIP', FieldType.Boolean),
  ],
}

export const testSchema: ExpressionSchema = {
  fieldsOf: (tableId) => tables[tableId] ?? [],
  primaryTableOf: (definitionId) => (definitionId === 'def-customers' ? 'customers' : null),
}

export const fieldOf = (tableId: string, key: string): SchemaField => tables[tableId]!.find((candidate) => candidate.key === key)!

export interface Data {
  [key: string]: Value | Data | Data[]
}

/** A record in memory: nested objects are referenced records, arrays of objects table rows. */
export function memoryRecord(data: Data): RecordAccess {
  const raw = (key: string) => data[key]
  const isRecord = (value: unknown): value is Data => !!value && typeof value === 'object' && !('type' in (value as object)) && !Array.isArray(value)
  return {
    kind: (key) => (Array.isArray(raw(key)) ? 'table' : isRecord(raw(key)) ? 'reference' : 'value'),
    get: (key) => {
      const value = raw(key)
      if (value === undefined) return null
      if (Array.isArray(value)) return null
      return isRecord(value) ? { type: 'Reference', id: String((value as { id?: string }).id ?? 'ref') } : (value as Value)
    },
    follow: (key) => {
      const value = raw(key)
      return isRecord(value) ? memoryRecord(value) : null
    },
    rows: (key) => {
      const value = raw(key)
      return Array.isArray(value) ? value.map((row) => memoryRecord(row)) : []
    },
  }
}

/** The order most evaluator cases read. */
export const sampleOrder = memoryRecord({
  amount: values.money('100.00', 'EUR'),
  amount_usd: values.money('50.00', 'USD'),
  amount_net: values.money('84.03', 'EUR'),
  quantity: values.integer(3),
  price: values.decimal('19.99'),
  discount: values.decimal('0.1250'),
  name: values.text('Anna Müller'),
  note: null,
  status: values.text('open'),
  active: values.boolean(true),
  due: values.date('2026-03-31'),
  created: values.dateTime(Date.parse('2026-03-28T12:00:00Z')),
  tags: values.list([values.text('urgent'), values.text('b2b')]),
  customer: { id: 'cust-1', name: values.text('ACME'), country: values.text('DE'), credit_limit: values.money('1000.00', 'EUR'), vip: values.boolean(false) } as unknown as Data,
  lines: [
    { qty: values.integer(2), unit_price: values.money('10.50', 'EUR'), product: values.text('Pen') },
    { qty: values.integer(1), unit_price: values.money('5.25', 'EUR'), product: values.text('Pad') },
    { qty: null, unit_price: null, product: values.text('Gift') },
  ],
  end: values.date('2026-12-31'),
})
