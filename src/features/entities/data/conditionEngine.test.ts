import { describe, expect, it } from 'vitest'
import { FieldType } from '@/api'
import { createConditionEngine } from './conditionEngine'
import { expressionSchemaOf } from './expressionSchema'
import { fieldValue } from './formRecord'
import type { EntityDefinition, EntityField, FieldValues } from './records.types'

function field(Key: string, type: number, members: Partial<EntityField> = {}): EntityField {
  return {
    Id: `fld-${Key}`,
    Key,
    DisplayName: Key,
    FieldType: type,
    AllowMultiple: false,
    DecimalScale: null,
    BaseCurrencyCode: null,
    ReferenceToEntityDefinitionId: null,
    ChildTableId: null,
    CalculationExpression: null,
    IsDeleted: false,
    SortOrder: 0,
    ...members,
  } as EntityField
}

const definition = {
  Id: 'def-orders',
  Tables: [
    {
      Id: 'tbl-orders',
      IsPrimary: true,
      IsDeleted: false,
      Fields: [
        field('status', FieldType.Select),
        field('quantity', FieldType.Integer),
        field('price', FieldType.Decimal, { DecimalScale: 2 }),
        field('amount', FieldType.Money, { BaseCurrencyCode: 'EUR', DecimalScale: 2 }),
        field('total', FieldType.Money, { BaseCurrencyCode: 'EUR', DecimalScale: 2, CalculationExpression: 'amount * quantity' }),
        field('rush', FieldType.Boolean),
        field('due', FieldType.Date),
        field('tags', FieldType.Text, { AllowMultiple: true }),
        field('customer', FieldType.Reference, { ReferenceToEntityDefinitionId: 'def-customers' }),
        field('lines', FieldType.Table, { ChildTableId: 'tbl-lines' }),
        field('deleted', FieldType.Text, { IsDeleted: true }),
      ],
    },
    {
      Id: 'tbl-lines',
      IsPrimary: false,
      IsDeleted: false,
      Fields: [
        field('qty', FieldType.Integer),
        field('product', FieldType.Reference, { ReferenceToEntityDefinitionId: 'def-products' }),
        field('unit', FieldType.Decimal, { DecimalScale: 2 }),
        field('line_total', FieldType.Decimal, { DecimalScale: 2, CalculationExpression: 'ROUND(unit * qty, 2)' }),
      ],
    },
  ],
} as unknown as EntityDefinition

const context = () => ({ now: Date.parse('2026-03-29T10:00:00Z'), timeZone: 'Europe/Berlin', currentUserId: 'usr-7' })
const engine = createConditionEngine(definition, context)
const judge = (expression: string, values: FieldValues, stored = false) => engine.judge(expression, values, { stored })

describe('conditions in the record form', () => {
  it('builds the schema from the definition detail: keys, types, scales, currencies, references and child tables', () => {
    const schema = expressionSchemaOf(definition)
    const byKey = new Map(schema.fieldsOf('tbl-orders').map((item) => [item.key, item]))
    expect(byKey.has('deleted')).toBe(false)
    expect(byKey.get('price')).toMatchObject({ fieldType: FieldType.Decimal, decimalScale: 2 })
    expect(byKey.get('amount')).toMatchObject({ baseCurrencyCode: 'EUR', decimalScale: 2 })
    expect(byKey.get('quantity')?.decimalScale).toBeNull()
    expect(byKey.get('customer')?.referenceTo).toBe('def-customers')
    expect(byKey.get('lines')?.childTableId).toBe('tbl-lines')
    expect(schema.primaryTableOf('def-orders')).toBe('tbl-orders')
    expect(schema.primaryTableOf('def-customers')).toBeNull()
  })

  it('reads the values as the user enters them', () => {
    expect(judge("status = 'open'", { status: 'open' })).toBe(true)
    expect(judge("status = 'open'", { status: 'done' })).toBe(false)
    expect(judge("CONTAINS(status, 'OP')", { status: 'open' })).toBe(true)
    expect(judge('rush', { rush: true })).toBe(true)
    expect(judge("due < DATE '2026-04-01'", { due: '2026-03-31' })).toBe(true)
    expect(judge('COUNT(tags) = 2', { tags: ['urgent', 'b2b'] })).toBe(true)
  })

  it('counts NULL as false, as the server does where a condition is used', () => {
    expect(judge('quantity > 2', { quantity: null })).toBe(false)
    expect(judge('NOT (quantity > 2)', {})).toBe(false)
    expect(judge('quantity IS NULL', {})).toBe(true)
  })

  it('computes with exact decimals from the numbers entered, never binary floats', () => {
    expect(judge('price + 0.2 = 0.3', { price: 0.1 })).toBe(true)
    expect(judge('price * 3 = 0.3', { price: 0.1 })).toBe(true)
    expect(judge("amount > MONEY(1000, 'EUR')", { amount: { Amount: 1000.01, CurrencyCode: 'EUR' } })).toBe(true)
    expect(judge("amount = MONEY(1000, 'EUR')", { amount: { Amount: 1000, CurrencyCode: 'EUR' } })).toBe(true)
  })

  it('reads each value shape of the form as the evaluator expects it', () => {
    const schema = expressionSchemaOf(definition)
    const of = (key: string) => schema.fieldsOf('tbl-orders').find((item) => item.key === key)!
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
    expect(plain(fieldValue(of('price'), 19.99))).toEqual({ type: 'Decimal', value: '19.99' })
    expect(plain(fieldValue(of('quantity'), 3))).toEqual({ type: 'Integer', value: '3' })
    expect(plain(fieldValue(of('amount'), { Amount: 12.5, CurrencyCode: '' }))).toEqual({ type: 'Money', value: '12.5', currency: 'EUR' })
    expect(fieldValue(of('customer'), 'cus-1')).toEqual({ type: 'Reference', id: 'cus-1' })
    expect(fieldValue(of('tags'), null)).toEqual({ type: 'List', items: [] })
    expect(fieldValue(of('due'), 'not a date')).toBeNull()
    expect(fieldValue(of('status'), 42)).toBeNull()
  })

  it('lets a run-time error fail the condition, as the server does', () => {
    expect(judge('price / quantity > 1', { price: 5, quantity: 0 })).toBe(false)
    // The field is in EUR, the value entered in USD: known only from the data.
    expect(judge("amount > MONEY(1, 'EUR')", { amount: { Amount: 5, CurrencyCode: 'USD' } })).toBe(false)
  })

  it('aggregates the rows of a table field', () => {
    const lines = [{ Fields: { qty: 2 } }, { Fields: { qty: 3 } }, { Fields: { qty: null } }]
    expect(judge('SUM(lines.qty) = 5 AND COUNT(lines.qty) = 2', { lines })).toBe(true)
    expect(judge('SUM(lines.qty) > 0', { lines: [] })).toBe(false)
  })

  it('leaves a condition that follows a reference to the server ("unknown"), also from a table row', () => {
    expect(judge("customer.country = 'DE'", { customer: 'cus-1' })).toBe('unknown')
    expect(judge("customer.country = 'DE'", { customer: null })).toBe('unknown')
    expect(judge("COUNT(lines.product.name) > 0", { lines: [] })).toBe('unknown')
    // The reference itself (its id) is in the form.
    expect(judge('customer IS NULL', { customer: null })).toBe(true)
    expect(judge('customer IS NOT NULL', { customer: 'cus-1' })).toBe(true)
  })

  it('leaves a condition it cannot check to the server', () => {
    expect(judge('nonexistent > 1', {})).toBe('unknown')
    expect(judge('quantity >', {})).toBe('unknown')
    expect(judge('quantity + 1', { quantity: 1 })).toBe('unknown')
    expect(judge("amount > MONEY(1, 'USD')", {})).toBe('unknown')
  })

  it('works calculated fields out from the values being entered, or reads them as stored', () => {
    const values = { amount: { Amount: 40, CurrencyCode: 'EUR' }, quantity: 3, total: { Amount: 10, CurrencyCode: 'EUR' } }
    expect(judge("total = MONEY(120, 'EUR')", values)).toBe(true)
    expect(judge("total = MONEY(10, 'EUR')", values, true)).toBe(true)
    expect(judge('total IS NULL', { quantity: 3 })).toBe(true)
  })

  it("judges a table row's condition over the child table's fields, on the row's values", () => {
    const row = (expression: string, values: FieldValues, stored = false) => engine.judge(expression, values, { tableId: 'tbl-lines', stored })
    expect(row('qty > 10', { qty: 12 })).toBe(true)
    expect(row('qty > 10', { qty: 2 })).toBe(false)
    expect(row('qty > 10', { qty: null })).toBe(false)
    // The same text over another table is another expression: the primary table has no qty.
    expect(judge('qty > 10', { qty: 12 })).toBe('unknown')
    expect(row('quantity > 10', { quantity: 12 })).toBe('unknown')
    // A row's calculated column is worked out from the row, or read as stored.
    expect(row('line_total > 20', { qty: 3, unit: 7.5, line_total: 0 })).toBe(true)
    expect(row('line_total > 20', { qty: 3, unit: 7.5, line_total: 0 }, true)).toBe(false)
    // Following the row's reference is left to the server; the reference itself is in the form.
    expect(row("product.name = 'Bolt'", { product: 'prd-1' })).toBe('unknown')
    expect(row('product IS NULL', { product: null })).toBe(true)
    expect(engine.judge('TRUE', {}, { tableId: 'tbl-elsewhere' })).toBe('unknown')
  })

  it('answers TODAY() in the time zone and CURRENT_USER() of the context', () => {
    expect(judge('due = TODAY()', { due: '2026-03-29' })).toBe(true)
    expect(judge("CURRENT_USER() = 'usr-7'", {})).toBe(true)
  })
})
