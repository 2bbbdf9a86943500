import { describe, expect, it } from 'vitest'
import { asFieldResult, checkCalculation, checkCondition, checkExpression } from './checker'
import { fieldOf, testSchema } from '../test/expressionSchema'
import { typeName } from './types'
import { values } from './values'

const context = { schema: testSchema, tableId: 'orders' }
const diagnosticsOf = (text: string) => checkExpression(text, context).diagnostics

describe('types', () => {
  it.each([
    ['quantity * 2', 'Integer'],
    ['quantity * price', 'Decimal'],
    ['amount * quantity', 'Money (EUR)'],
    ['amount + amount_net', 'Money (EUR)'],
    ['amount / amount_net', 'Decimal'],
    ["MONEY(1, 'USD')", 'Money (USD)'],
    ['customer.country', 'Text'],
    ['lines.unit_price', 'a list of Money (EUR)'],
    ['SUM(lines.unit_price)', 'Money (EUR)'],
    ['COUNT(tags)', 'Integer'],
    ['TODAY()', 'Date'],
    ["due - DATE '2026-01-01'", 'Integer'],
    ["CASE WHEN active THEN 1 ELSE 2.5 END", 'Decimal'],
    ['COALESCE(note, name)', 'Text'],
  ])('%s is %s', (text, type) => {
    const result = checkExpression(text, context)
    expect(result.diagnostics).toEqual([])
    expect(typeName(result.type)).toBe(type)
  })

  it('lists the fields of the table an expression reads', () => {
    expect(checkExpression("amount > customer.credit_limit AND SUM(lines.qty) > quantity", context).fieldKeys.sort()).toEqual(['amount', 'customer', 'lines', 'quantity'])
  })
})

describe('diagnostics', () => {
  it('names an unknown field at its position and suggests the key meant', () => {
    expect(diagnosticsOf('amount_nett * 2')).toEqual([
      { code: 'expression.unknownField', message: 'There is no field with the key “amount_nett”; did you mean “amount_net”?', range: { start: 0, end: 11 }, metadata: { suggestion: 'amount_net' } },
    ])
    // A display name is not a key: the key is suggested (renames never break an expression).
    expect(diagnosticsOf('"Net amount" > 0')[0]).toMatchObject({ code: 'expression.unknownField', metadata: { suggestion: 'amount_net' } })
    expect(diagnosticsOf('customer.contry')[0]).toMatchObject({ code: 'expression.unknownField', range: { start: 9, end: 15 }, metadata: { suggestion: 'country' } })
    expect(diagnosticsOf('xyz = 1')[0]?.metadata).toBeUndefined()
  })

  it('says which types do not fit, in the words of the fields', () => {
    expect(diagnosticsOf('amount + quantity')).toEqual([
      {
        code: 'expression.typeMismatch',
        message: "Amount is Money (EUR) and Quantity is Integer: money can only be added to money; write MONEY(Quantity, 'EUR').",
        range: { start: 0, end: 17 },
        metadata: { expectedType: 'Money (EUR)', actualType: 'Integer' },
      },
    ])
    expect(diagnosticsOf('amount + amount_usd')[0]).toMatchObject({ code: 'expression.currencyMismatch', message: expect.stringContaining('Money (EUR)') })
    expect(diagnosticsOf("name > 3")[0]).toMatchObject({ code: 'expression.typeMismatch', message: 'Name is Text and this value is Integer: they cannot be compared.' })
    expect(diagnosticsOf('active AND quantity')[0]).toMatchObject({ code: 'expression.typeMismatch', range: { start: 11, end: 19 }, message: 'AND must be Boolean; Quantity is Integer.' })
    expect(diagnosticsOf("due + 1")[0]).toMatchObject({ code: 'expression.typeMismatch', metadata: { expectedType: 'a number (use ADD_DAYS for dates)' } })
  })

  it('refuses comparing with NULL and suggests the whole comparison rewritten with IS NULL', () => {
    expect(diagnosticsOf('note = NULL')[0]).toMatchObject({ code: 'expression.compareWithNull', range: { start: 0, end: 11 }, metadata: { suggestion: 'note IS NULL' } })
    expect(diagnosticsOf('NULL <> customer.name')[0]).toMatchObject({ metadata: { suggestion: 'customer.name IS NOT NULL' } })
  })

  it('checks functions: name, number of arguments and their types', () => {
    expect(diagnosticsOf('ROUNDD(price, 2)')[0]).toMatchObject({ code: 'expression.unknownFunction', range: { start: 0, end: 6 }, metadata: { suggestion: 'ROUND' } })
    expect(diagnosticsOf('ROUND()')[0]).toMatchObject({ code: 'expression.argumentCount', message: 'ROUND(number, places) takes 1 to 2 arguments; here 0 are given.' })
    expect(diagnosticsOf("ROUND(name, 2)")[0]).toMatchObject({ code: 'expression.typeMismatch', message: 'ROUND: Argument 1 must be a number or money; it is Text.' })
    expect(diagnosticsOf('SUM(quantity)')[0]?.message).toContain('must be a list')
    expect(diagnosticsOf("MONEY(1, 'eur')")[0]?.message).toContain('is not a currency code')
  })

  it('reports one mistake once, not again in everything around it', () => {
    expect(diagnosticsOf('ROUND(unknown_field * 2, 2) + 1 > quantity')).toHaveLength(1)
  })

  it('needs a table column inside an aggregate, and a reference or table to follow', () => {
    expect(diagnosticsOf('lines')[0]).toMatchObject({ code: 'expression.tableField' })
    expect(diagnosticsOf('name.first')[0]).toMatchObject({ code: 'expression.notAReference', range: { start: 5, end: 10 } })
    expect(diagnosticsOf("DATE '2026-02-30' < due")[0]).toMatchObject({ code: 'expression.invalidDate' })
  })
})

describe('choice values', () => {
  it('knows the options of a Select field and suggests the one meant', () => {
    expect(diagnosticsOf("status = 'won' OR status IN ('open', 'lost') OR 'closed' <> status")).toEqual([])
    expect(diagnosticsOf("status = 'xyz'")).toEqual([
      {
        code: 'expression.unknownOption',
        message: "Status has no option “xyz”. Its options are 'open', 'won', 'lost', 'closed'.",
        range: { start: 9, end: 14 },
      },
    ])
    // By its label, in other case, or a typo away: the key, as a quick fix.
    expect(diagnosticsOf("status = 'Won'")[0]).toMatchObject({ code: 'expression.unknownOption', metadata: { suggestion: "'won'" } })
    expect(diagnosticsOf("status IN ('open', 'wonn')")[0]).toMatchObject({ message: expect.stringContaining("did you mean 'won'?"), range: { start: 19, end: 25 } })
    // A text field takes any text; a Select field compared with another field is not a literal to check.
    expect(diagnosticsOf("name = 'xyz' OR status = name")).toEqual([])
  })
})

describe('conditions and calculations', () => {
  it('needs a condition to be true or false', () => {
    expect(checkCondition('quantity > 1', context).diagnostics).toEqual([])
    expect(checkCondition('quantity + 1', context).diagnostics[0]).toMatchObject({ code: 'expression.typeMismatch', metadata: { expectedType: 'Boolean', actualType: 'Integer' } })
  })

  it('fits a calculation to its field: rounding to the field’s places is explicit', () => {
    const net = fieldOf('orders', 'amount_net')
    expect(checkCalculation('ROUND(amount / 1.19, 2)', context, net).diagnostics).toEqual([])
    expect(checkCalculation('amount - amount_net', context, net).diagnostics).toEqual([])
    expect(checkCalculation('amount / 1.19', context, net).diagnostics).toEqual([
      {
        code: 'expression.needsRounding',
        message: 'Net amount keeps 2 decimal places; round the result with ROUND(…, 2).',
        range: { start: 0, end: 13 },
        metadata: { expectedType: 'Money (EUR), 2 places', actualType: 'Money (EUR), unbounded places', suggestion: 'ROUND(amount / 1.19, 2)' },
      },
    ])
    expect(checkCalculation('amount * discount', context, net).diagnostics[0]).toMatchObject({ metadata: { actualType: 'Money (EUR), 6 places' } })
    expect(checkCalculation('amount_usd * 2', context, net).diagnostics[0]).toMatchObject({ code: 'expression.currencyMismatch' })
  })

  it('widens a number to the Money field’s currency; narrowing still needs ROUND', () => {
    const net = fieldOf('orders', 'amount_net')
    expect(checkCalculation('1 + 2', context, net).diagnostics).toEqual([])
    expect(checkCalculation('price * 2', context, net).diagnostics).toEqual([])
    expect(checkCalculation('price / 3', context, net).diagnostics[0]).toMatchObject({ code: 'expression.needsRounding', metadata: { suggestion: 'ROUND(price / 3, 2)' } })
    const anyCurrency = { ...net, key: 'amount_any', displayName: 'Any amount', baseCurrencyCode: null }
    expect(checkCalculation('price * 2', context, anyCurrency).diagnostics[0]?.message).toContain("write MONEY(…, 'EUR')")
    expect(checkCalculation("'2'", context, net).diagnostics[0]).toMatchObject({ code: 'expression.typeMismatch' })
  })

  it('keeps a widened number as an amount in the field’s currency', () => {
    const net = fieldOf('orders', 'amount_net')
    expect(asFieldResult(values.decimal('3.5'), net)).toEqual(values.money('3.5', 'EUR'))
    expect(asFieldResult(values.money('3.5', 'EUR'), net)).toEqual(values.money('3.5', 'EUR'))
    expect(asFieldResult(values.integer(3), fieldOf('orders', 'quantity'))).toEqual(values.integer(3))
    expect(asFieldResult(null, net)).toBeNull()
  })

  it('needs an explicit ROUND to narrow into an Integer field', () => {
    const quantity = fieldOf('orders', 'quantity')
    expect(checkCalculation('SUM(lines.qty)', context, quantity).diagnostics).toEqual([])
    expect(checkCalculation('price * 2', context, quantity).diagnostics[0]).toMatchObject({ code: 'expression.needsRounding', metadata: { suggestion: 'ROUND(price * 2)' } })
    expect(checkCalculation('ROUND(price * 2)', context, quantity).diagnostics).toEqual([])
    expect(checkCalculation("name", context, quantity).diagnostics[0]).toMatchObject({ code: 'expression.typeMismatch' })
  })
})

describe('security functions', () => {
  const withKeys = { schema: { ...testSchema, responsibilityKeysOf: (tableId: string) => (tableId === 'orders' ? ['Owner', 'Reviewer'] : []) }, tableId: 'orders' }

  it('allows HAS_RESPONSIBILITY in statements only, where the database answers it', () => {
    expect(checkCondition("HAS_RESPONSIBILITY('Owner')", { ...withKeys, statement: true }).diagnostics).toEqual([])
    expect(checkCondition("HAS_RESPONSIBILITY('Owner')", withKeys).diagnostics.map((item) => item.code)).toEqual(['expression.statementOnly'])
  })

  it('checks the responsibility key against the records, suggesting the one meant', () => {
    const [typo] = checkCondition("HAS_RESPONSIBILITY('Ownr')", { ...withKeys, statement: true }).diagnostics
    expect(typo).toMatchObject({ code: 'expression.unknownResponsibility', message: 'There is no responsibility "Ownr"; did you mean Owner?', metadata: { suggestion: "'Owner'" } })
    const [onParent] = checkCondition("HAS_RESPONSIBILITY('Owner', customer)", { ...withKeys, statement: true }).diagnostics
    expect(onParent?.message).toBe('There is no responsibility "Owner": none are defined yet.')
  })

  it('wants names in quotes and a reference as the second argument', () => {
    expect(checkCondition('HAS_ROLE(name)', withKeys).diagnostics[0]?.message).toBe('HAS_ROLE: Argument 1 must be a role name in quotes.')
    expect(checkCondition("HAS_RESPONSIBILITY('Owner', quantity)", { ...withKeys, statement: true }).diagnostics[0]?.code).toBe('expression.typeMismatch')
    expect(checkCondition("IN_GROUP('sales') OR HAS_ROLE('Admin')", withKeys).diagnostics).toEqual([])
  })
})
