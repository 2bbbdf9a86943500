import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { OwnedDb } from '../db'
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../test/startingDatabase'
import { evaluateExpression } from '../../shared/expressions/evaluator'
import type { EvaluationContext } from '../../shared/expressions/functions'
import { quoteText } from '../../shared/test/printExpression'
import { compileStatement } from './sql'
import { memoryRecord, testSchema, type Data } from '../../shared/test/expressionSchema'
import type { ExpressionSchema, SchemaField } from '../../shared/expressions/types'
import { values, type Value } from '../../shared/expressions/values'

// The test schema stored as the entity builder stores it (ws_data, f_<key> columns, side and child tables).
const tableNames: Record<string, string> = { orders: '"ws_data"."e_orders"', lines: '"ws_data"."e_orders__lines"', customers: '"ws_data"."e_customers"' }
const withStorage = (field: SchemaField): SchemaField => ({
  ...field,
  storage: {
    column: field.allowMultiple || field.childTableId ? null : `"f_${field.key}"`,
    currencyColumn: field.baseCurrencyCode ? `"f_${field.key}__currency"` : null,
    sideTable: field.allowMultiple ? `"ws_data"."e_orders__m_${field.key}"` : null,
  },
})
const schema: ExpressionSchema = {
  fieldsOf: (tableId) => testSchema.fieldsOf(tableId).map(withStorage),
  primaryTableOf: (definitionId) => testSchema.primaryTableOf(definitionId),
  tableSqlName: (tableId) => tableNames[tableId] ?? null,
}
const context = { schema, tableId: 'orders' }
const evaluation: EvaluationContext = { now: Date.parse('2026-03-29T00:30:00Z'), timeZone: 'Europe/Berlin', currentUserId: 'usr-1' }

interface Order {
  id: string
  amount: string | null
  quantity: number | null
  price: string | null
  name: string | null
  note: string | null
  status: string | null
  active: boolean | null
  due: string | null
  created: string | null
  customer: string | null
  tags: string[]
  lines: Array<{ qty: number | null; unit_price: string | null; product: string | null }>
}
const customers = {
  'cust-1': { name: 'ACME', country: 'DE', credit_limit: '1000.00', vip: false },
  'cust-2': { name: 'Zeta', country: 'FR', credit_limit: '50.00', vip: true },
}
const orders: Order[] = [
  { id: 'o1', amount: '100.00', quantity: 3, price: '19.99', name: 'Anna Müller', note: null, status: 'open', active: true, due: '2026-03-31', created: '2026-03-28T12:00:00Z', customer: 'cust-1', tags: ['urgent', 'b2b'], lines: [{ qty: 2, unit_price: '10.50', product: 'Pen' }, { qty: 1, unit_price: '5.25', product: 'Pad' }] },
  { id: 'o2', amount: '5.00', quantity: 0, price: '0.10', name: 'bob', note: 'call first', status: 'won', active: false, due: '2026-03-29', created: '2026-03-28T23:30:00Z', customer: 'cust-2', tags: [], lines: [] },
  { id: 'o3', amount: null, quantity: null, price: null, name: null, note: null, status: null, active: null, due: null, created: null, customer: null, tags: ['x'], lines: [{ qty: null, unit_price: null, product: null }] },
  { id: 'o4', amount: '2500.50', quantity: 12, price: '199.00', name: "O'Brien; DROP", note: '50%_off', status: 'lost', active: true, due: '2027-01-31', created: '2026-10-25T01:30:00Z', customer: 'cust-1', tags: ['b2b'], lines: [{ qty: 5, unit_price: '100.00', product: 'Desk' }] },
  { id: 'o5', amount: '0.00', quantity: -2, price: '-1.50', name: 'Émile', note: '', status: 'open', active: false, due: '2026-02-28', created: '2026-03-29T01:59:59Z', customer: 'cust-2', tags: ['urgent'], lines: [{ qty: 1, unit_price: '0.01', product: 'Clip' }, { qty: 3, unit_price: '2.00', product: 'Tape' }] },
]

function memoryOrder(order: Order) {
  const money = (amount: string | null): Value => (amount === null ? null : values.money(amount, 'EUR'))
  const customer = order.customer ? customers[order.customer as keyof typeof customers] : undefined
  const data: Data = {
    amount: money(order.amount),
    quantity: order.quantity === null ? null : values.integer(order.quantity),
    price: order.price === null ? null : values.decimal(order.price),
    name: order.name === null ? null : values.text(order.name),
    note: order.note === null ? null : values.text(order.note),
    status: order.status === null ? null : values.text(order.status),
    active: order.active === null ? null : values.boolean(order.active),
    due: order.due === null ? null : values.date(order.due),
    created: order.created === null ? null : values.dateTime(Date.parse(order.created)),
    tags: values.list(order.tags.map(values.text)),
    lines: order.lines.map((line) => ({
      qty: line.qty === null ? null : values.integer(line.qty),
      unit_price: money(line.unit_price),
      product: line.product === null ? null : values.text(line.product),
    })),
  }
  if (customer) {
    data.customer = { id: order.customer, name: values.text(customer.name), country: values.text(customer.country), credit_limit: values.money(customer.credit_limit, 'EUR'), vip: values.boolean(customer.vip) } as unknown as Data
  }
  return memoryRecord(data)
}

let database: EmptyTestDatabase
let db: OwnedDb
beforeAll(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await db.exec(`
    CREATE TABLE ws_data.e_customers (id text PRIMARY KEY, f_name text, f_country text, f_credit_limit numeric, f_credit_limit__currency text, f_vip boolean);
    CREATE TABLE ws_data.e_orders (id text PRIMARY KEY, f_amount numeric, f_amount__currency text, f_amount_usd numeric, f_amount_usd__currency text,
      f_amount_net numeric, f_amount_net__currency text, f_quantity bigint, f_price numeric, f_discount numeric, f_name text, f_note text,
      f_status text, f_active boolean, f_due date, f_created timestamptz, f_customer text, f_end date);
    CREATE TABLE ws_data.e_orders__m_tags (record_id text, value text, sort_order int);
    CREATE TABLE ws_data.e_orders__lines (id text PRIMARY KEY, parent_id text, f_qty bigint, f_unit_price numeric, f_unit_price__currency text, f_product text, sort_order int);
  `)
  for (const [id, customer] of Object.entries(customers)) {
    await db.query("INSERT INTO ws_data.e_customers VALUES ($1, $2, $3, $4, 'EUR', $5)", [id, customer.name, customer.country, customer.credit_limit, customer.vip])
  }
  for (const order of orders) {
    await db.query(
      `INSERT INTO ws_data.e_orders (id, f_amount, f_amount__currency, f_quantity, f_price, f_name, f_note, f_status, f_active, f_due, f_created, f_customer)
       VALUES ($1, $2, 'EUR', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [order.id, order.amount, order.quantity, order.price, order.name, order.note, order.status, order.active, order.due, order.created, order.customer],
    )
    for (const [index, tag] of order.tags.entries()) await db.query('INSERT INTO ws_data.e_orders__m_tags VALUES ($1, $2, $3)', [order.id, tag, index])
    for (const [index, line] of order.lines.entries()) {
      await db.query("INSERT INTO ws_data.e_orders__lines VALUES ($1, $2, $3, $4, 'EUR', $5, $6)", [`${order.id}-${index}`, order.id, line.qty, line.unit_price, line.product, index])
    }
  }
}, 60_000)
afterAll(async () => {
  await database.close()
})

async function matchingInSql(text: string): Promise<string[]> {
  const compiled = compileStatement(text, context, evaluation)
  if (!compiled.ok) throw new Error(`${text}: ${JSON.stringify(compiled.check.diagnostics)}`)
  const rows = await db.query<{ id: string }>(`SELECT t.id FROM ws_data.e_orders t WHERE ${compiled.predicate.sql} ORDER BY t.id`, compiled.predicate.params)
  return rows.map((row) => row.id)
}

function matchingByEvaluation(text: string): string[] {
  const compiled = compileStatement(text, context, evaluation)
  if (!compiled.ok) throw new Error(text)
  return orders.filter((order) => {
    const outcome = evaluateExpression(compiled.check.ast, memoryOrder(order), evaluation)
    return outcome.ok && outcome.value !== null && outcome.value.type === 'Boolean' && outcome.value.value
  }).map((order) => order.id)
}

const statements = [
  "status = 'open'", "status <> 'open'", "status IN ('open', 'won')", "status NOT IN ('open', 'won')", 'status IS NULL', 'note IS NOT NULL',
  'quantity > 2', 'quantity BETWEEN 0 AND 3', 'quantity * price > 50', 'price / quantity > 1', 'quantity % 2 = 0', '-quantity > 0',
  "amount > MONEY(50, 'EUR')", "amount BETWEEN MONEY(1, 'EUR') AND MONEY(100, 'EUR')", "ROUND(amount * 1.19, 2) > MONEY(119, 'EUR')",
  "name LIKE 'A%'", "name LIKE '%;%'", "note LIKE '50\\%%'", "note LIKE '50%\\_off'", "name < 'b'", "UPPER(name) = 'BOB'", "CONTAINS(name, 'MÜL')",
  "STARTS_WITH(name, 'é')", "ENDS_WITH(name, 'drop')", 'LENGTH(name) > 4', "LEFT(name, 2) = 'An'", "SUBSTRING(name, 2, 3) = 'nna'", "name || '!' = 'bob!'",
  "TRIM(note) = ''", 'active', 'NOT active', 'active IS NULL', 'active AND quantity > 1', 'active OR quantity > 1', 'NOT (active OR quantity > 1)',
  'due < TODAY()', 'due = TODAY()', 'DAYS_BETWEEN(TODAY(), due) > 30', "ADD_MONTHS(due, 1) = DATE '2027-02-28'", "ADD_DAYS(due, 1) = DATE '2026-03-01'",
  'YEAR(due) = 2027', 'MONTH(due) = 3', "DATE_OF(created) = DATE '2026-03-29'", "DATE_OF(created) = TODAY()", 'DAY(created) = 25',
  "ADD_DAYS(created, 1) = TIMESTAMP '2026-03-29T11:00:00Z'", "customer.country = 'DE'", 'customer.vip', "customer.credit_limit < amount",
  'customer IS NULL', 'tags IS NULL', 'lines.qty IS NOT NULL', 'COUNT(tags) > 1', 'COUNT(tags) = 0', 'SUM(lines.qty) > 2', "SUM(lines.unit_price) > MONEY(20, 'EUR')", 'AVG(lines.qty) > 1.5',
  "MAX(lines.product) = 'Tape'", 'MIN(lines.qty) = 1', 'COUNT(lines.product) = 0', "COALESCE(note, 'none') = 'none'", "IF(active, quantity, 0) > 2",
  'NULLIF(quantity, 0) IS NULL', "CASE WHEN quantity > 10 THEN 'big' WHEN quantity > 0 THEN 'small' ELSE 'none' END = 'small'",
  "CASE status WHEN 'open' THEN TRUE ELSE FALSE END", 'LEAST(quantity, 5) = 3', 'GREATEST(quantity, 5) = 12', 'ABS(quantity) = 2', 'FLOOR(price) = 19',
  "CURRENT_USER() = 'usr-1'", "TEXT(quantity) = '12'", 'ROUND(price) = 20',
]

describe('statements compiled to SQL', () => {
  it.each(statements)('%s selects the records the evaluator accepts', async (text) => {
    expect(await matchingInSql(text)).toEqual(matchingByEvaluation(text))
  })

  it('refuses what is not a condition, or a table named outside an aggregate', () => {
    expect(compileStatement('quantity + 1', context, evaluation)).toMatchObject({ ok: false, check: { diagnostics: [{ code: 'expression.typeMismatch' }] } })
    expect(compileStatement("lines.product = 'Pen'", context, evaluation)).toMatchObject({ ok: false, check: { diagnostics: [{ code: 'expression.typeMismatch' }] } })
    expect(compileStatement("name = 'x\u0000y'", context, evaluation)).toMatchObject({ ok: false, check: { diagnostics: [{ code: 'expression.invalidCharacter', range: { start: 9, end: 10 } }] } })
  })
})

describe('injection', () => {
  const allowedIdentifiers = new Set([
    ...Object.values(tableNames).flatMap((name) => name.split('.')),
    ...['orders', 'lines', 'customers'].flatMap((table) => schema.fieldsOf(table).flatMap((field) => [field.storage!.column, field.storage!.currencyColumn, ...(field.storage!.sideTable?.split('.') ?? [])])),
    '"C"',
  ].filter((name): name is string => !!name))

  /** Every quoted identifier of the SQL is one of the schema's; nothing of the input is SQL text. */
  async function assertSafe(text: string): Promise<void> {
    const compiled = compileStatement(text, context, evaluation)
    if (!compiled.ok) {
      expect(compiled.check.diagnostics.length).toBeGreaterThan(0)
      return
    }
    for (const identifier of compiled.predicate.sql.match(/"(?:[^"]|"")*"/g) ?? []) expect(allowedIdentifiers, text).toContain(identifier)
    expect(compiled.predicate.sql.replace(/"(?:[^"]|"")*"/g, '')).toMatch(/^[\sA-Za-z0-9_$().,:<>=!*+\-/%|']*$/)
    expect(compiled.predicate.sql).not.toMatch(/;|--|\/\*/)
    await db.query(`SELECT t.id FROM ws_data.e_orders t WHERE ${compiled.predicate.sql}`, compiled.predicate.params)
  }

  const corpus = [
    "name = 'x'' OR 1=1 --'", "name = 'a'; DROP TABLE ws_data.e_orders; --'", "name = 'a' OR 1=1 --", "name = 'a' /* comment */", "name = ''''",
    "name = '\\'; DROP TABLE users; --'", '"name"" = 1; DROP TABLE users; --" = 1', '"f_name" = \'x\'', "name = ’x’", "name = 'x' ; DELETE FROM users",
    "name = 'ok' -- ' OR TRUE", "name = 'x\u0000y'", "name = '😀 ; --'", "name LIKE '%'' OR ''1''=''1'", "status IN ('a', 'b'') OR (''1''=''1')",
    "UPPER(name) = UPPER('x'')--')", "name = $1", "name = '$1'", "quantity = 1; SELECT 1", 'quantity = 1e9', "customer.country = 'DE'' OR TRUE --'",
    'pg_sleep(10) IS NULL', "TEXT(quantity) = '1''::int; --'", "CURRENT_USER() = 'usr-1'' OR ''a''=''a'",
  ]
  it.each(corpus)('%s is a diagnostic or a predicate of schema identifiers and parameters', async (text) => {
    await assertSafe(text)
  })

  it('keeps any text value a parameter and compares it as the evaluator does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 20, unit: 'grapheme' }), async (value) => {
        const text = `name = ${quoteText(value.replace(/\u0000/g, ''))} OR name LIKE ${quoteText(value.replace(/\u0000/g, ''))}`
        await assertSafe(text)
        expect(await matchingInSql(text)).toEqual(matchingByEvaluation(text))
      }),
      { numRuns: 150 },
    )
    const [users] = await db.query<{ found: string | null }>("SELECT to_regclass('users')::text AS found")
    expect(users?.found).toBe('users')
  })
})

describe('security functions in statements', () => {
  const subject = { roleNames: ['Sales'], groupIds: ['grp-1'], groupKeys: ['north.team'] }

  it('answers HAS_ROLE and IN_GROUP from the current user, case-insensitively, as parameters', () => {
    const compiled = compileStatement("HAS_ROLE('sales') AND NOT IN_GROUP('south.team')", context, { ...evaluation, subject })
    expect(compiled.ok && compiled.predicate.params).toEqual([true, false])
  })

  it('asks the assignments for HAS_RESPONSIBILITY, for the user and their groups, now', () => {
    const compiled = compileStatement("HAS_RESPONSIBILITY('Owner')", context, { ...evaluation, subject })
    if (!compiled.ok) throw new Error('expected a predicate')
    expect(compiled.predicate.sql).toContain('entity_record_assignments')
    expect(compiled.predicate.sql).toContain('t.id IN (SELECT a.record_id')
    expect(compiled.predicate.params).toEqual(['2026-03-29T00:30:00.000Z', ['usr-1', 'grp-1'], 'Owner', 'usr-1', ['grp-1']])
    const probe = compileStatement("HAS_RESPONSIBILITY('Owner')", context, { ...evaluation, subject }, 'rows')
    expect(probe.ok && probe.predicate.sql).toContain('EXISTS (SELECT 1 FROM entity_record_assignments a WHERE a.record_id = t.id')
    const nobody = compileStatement("HAS_RESPONSIBILITY('Owner')", context, { ...evaluation, currentUserId: null })
    expect(nobody.ok && nobody.predicate.sql).toBe('coalesce(false, false)')
  })
})
