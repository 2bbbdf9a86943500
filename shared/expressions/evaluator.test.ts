import { describe, expect, it } from 'vitest'
import { checkExpression } from './checker'
import { evaluateExpression } from './evaluator'
import type { EvaluationContext } from './functions'
import { memoryRecord, sampleOrder, testSchema } from '../test/expressionSchema'
import { toJson, values } from './values'

// Half past midnight UTC on the night Berlin moves its clocks forward (02:00 → 03:00 local).
const context: EvaluationContext = { now: Date.parse('2026-03-29T00:30:00Z'), timeZone: 'Europe/Berlin', currentUserId: 'usr-1' }

type Expected = unknown | { error: string }
const error = (code: string) => ({ error: code })

/** [expression, expected value as JSON (money as {Amount, CurrencyCode}), or the run-time error]. */
const cases: Array<[string, Expected]> = [
  // literals
  ['1', '1'], ['1.50', '1.5'], ["'text'", 'text'], ["'it''s'", "it's"], ['TRUE', true], ['FALSE', false], ['NULL', null],
  ["DATE '2026-02-28'", '2026-02-28'], ["TIMESTAMP '2026-03-01T10:00:00Z'", '2026-03-01T10:00:00.000Z'],
  // integer and decimal arithmetic, exact
  ['1 + 2', '3'], ['7 - 10', '-3'], ['6 * 7', '42'], ['7 / 2', '3.5'], ['7 % 3', '1'], ['-7 % 3', '-1'], ['2 + 3 * 4', '14'], ['(2 + 3) * 4', '20'],
  ['0.1 + 0.2', '0.3'], ['0.1 * 3', '0.3'], ['1.005 * 1000', '1005'], ['ROUND(1 / 3 * 3, 20)', '1'], ['10 / 4', '2.5'], ['-(2 - 5)', '3'], ['- -4', '4'],
  ['quantity * price', '59.97'], ['price - 0.99', '19'], ['discount * 100', '12.5'], ['quantity + 1.5', '4.5'],
  ['123456789012345678901234567890 + 1', '123456789012345678901234567891'],
  // rounding, half away from zero
  ['ROUND(2.5)', '3'], ['ROUND(-2.5)', '-3'], ['ROUND(2.345, 2)', '2.35'], ['ROUND(2.344, 2)', '2.34'], ['ROUND(-2.345, 2)', '-2.35'],
  ['ROUND(1 / 3, 4)', '0.3333'], ['ROUND(price * discount, 2)', '2.5'], ['ROUND(quantity)', '3'], ['FLOOR(2.7)', '2'], ['FLOOR(-2.1)', '-3'],
  ['CEILING(2.1)', '3'], ['CEILING(-2.7)', '-2'], ['ABS(-5)', '5'], ['ABS(-1.25)', '1.25'], ['LEAST(3, 1, 2)', '1'], ['GREATEST(3, 1.5, 2)', '3'],
  ['LEAST(1, NULL)', null], ['ROUND(NULL, 2)', null],
  // money
  ['amount', { Amount: '100', CurrencyCode: 'EUR' }], ['amount + amount_net', { Amount: '184.03', CurrencyCode: 'EUR' }],
  ['amount - amount_net', { Amount: '15.97', CurrencyCode: 'EUR' }], ['amount * 1.19', { Amount: '119', CurrencyCode: 'EUR' }],
  ['2 * amount', { Amount: '200', CurrencyCode: 'EUR' }], ['ROUND(amount / 3, 2)', { Amount: '33.33', CurrencyCode: 'EUR' }], ['ROUND(amount * discount, 2)', { Amount: '12.5', CurrencyCode: 'EUR' }],
  ['-amount', { Amount: '-100', CurrencyCode: 'EUR' }],
  ["MONEY(12.5, 'USD')", { Amount: '12.5', CurrencyCode: 'USD' }], ["MONEY(12.5, 'USD') + amount_usd", { Amount: '62.5', CurrencyCode: 'USD' }],
  ['AMOUNT(amount)', '100'], ['CURRENCY(amount_usd)', 'USD'], ['amount > amount_net', true], ['amount = MONEY(100, \'EUR\')', true],
  ['ABS(-amount)', { Amount: '100', CurrencyCode: 'EUR' }], ['FLOOR(amount_net)', { Amount: '84', CurrencyCode: 'EUR' }],
  ["amount + MONEY(1, CURRENCY(amount_usd))", error('expression.currencyMismatch')],
  // comparison
  ['1 < 2', true], ['2 <= 2', true], ['3 > 4', false], ['3 >= 4', false], ['1 = 1.0', true], ['1 <> 1.00', false], ["'a' < 'b'", true],
  ["name = 'Anna Müller'", true], ["DATE '2026-01-01' < due", true], ['quantity = 3', true], ['price > 19.98', true], ['active = TRUE', true],
  ["status <> 'closed'", true], 
  // null propagation and three-valued logic
  ['note || \'x\'', null], ['note IS NULL', true], ['note IS NOT NULL', false], ['name IS NOT NULL', true],
  ['NULL + 1', null], ['NULL AND FALSE', false], ['NULL AND TRUE', null], ['NULL OR TRUE', true], ['NULL OR FALSE', null],
  ['NOT NULL', null], ['NOT TRUE', false], ['TRUE AND TRUE', true], ['TRUE OR FALSE', true], ['FALSE OR FALSE', false],
  ['COALESCE(note, \'none\')', 'none'], ['COALESCE(NULL, NULL, 3)', '3'], ['COALESCE(name, \'x\')', 'Anna Müller'], ['NULLIF(quantity, 3)', null], ['NULLIF(quantity, 4)', '3'],
  ['IF(active, \'yes\', \'no\')', 'yes'], ['IF(NULL, 1, 2)', '2'], ['IF(quantity > 5, 1, 0)', '0'], ['IF(TRUE, 1, 1 / 0)', '1'],
  // IN, BETWEEN, LIKE
  ["status IN ('open', 'won')", true], ["status NOT IN ('open', 'won')", false], ["status IN ('lost', NULL)", null], ['quantity IN (1, 2, 3)', true],
  ['note IN (\'a\')', null], ['quantity BETWEEN 1 AND 3', true], ['quantity NOT BETWEEN 1 AND 3', false], ['price BETWEEN 20 AND 30', false],
  ["due BETWEEN DATE '2026-03-01' AND DATE '2026-03-31'", true], ["name LIKE 'Anna%'", true], ["name LIKE '%müller'", false], ["name LIKE 'Ann_ M%'", true],
  ["name NOT LIKE '%x%'", true], ["'50%' LIKE '50\\%'", false], ["'a.c' LIKE 'a_c'", true], ["'abc' LIKE 'a.c'", false],
  // CASE
  ["CASE WHEN quantity > 5 THEN 'many' WHEN quantity > 1 THEN 'some' ELSE 'one' END", 'some'], ["CASE WHEN FALSE THEN 1 END", null],
  ["CASE status WHEN 'open' THEN 1 WHEN 'won' THEN 2 END", '1'], ["CASE note WHEN NULL THEN 'null' ELSE 'other' END", 'other'], ['CASE WHEN NULL THEN 1 ELSE 2 END', '2'],
  ['CASE WHEN quantity = 3 THEN 1.5 ELSE 2 END', '1.5'],
  // text
  ["name || ' (' || status || ')'", 'Anna Müller (open)'], ["'n=' || quantity", 'n=3'], ["'p=' || price", 'p=19.99'], ["'x' || amount", 'x100 EUR'], ["'d=' || due", 'd=2026-03-31'],
  ['LENGTH(name)', '11'], ["LENGTH('😀')", '1'], ['UPPER(name)', 'ANNA MÜLLER'], ['LOWER(status)', 'open'], ["TRIM('  a  ')", 'a'], ['LEFT(name, 4)', 'Anna'],
  ['RIGHT(name, 6)', 'Müller'], ['SUBSTRING(name, 6, 3)', 'Mül'], ["SUBSTRING('abc', 0, 2)", 'ab'], ["CONTAINS(name, 'MÜLL')", true], ["STARTS_WITH(name, 'anna')", true],
  ["ENDS_WITH(name, 'x')", false], ['TEXT(quantity)', '3'], ['TEXT(active)', 'true'], ['TEXT(NULL)', null], ['LENGTH(note)', null], ["LEFT(name, -1)", ''],
  // dates in the workspace time zone, across the DST change of 29 March 2026 in Berlin
  ['TODAY()', '2026-03-29'], ['NOW()', '2026-03-29T00:30:00.000Z'], ['DATE_OF(NOW())', '2026-03-29'], ['DATE_OF(created)', '2026-03-28'],
  ["DATE_OF(TIMESTAMP '2026-03-28T23:30:00Z')", '2026-03-29'], ["DATE_OF(TIMESTAMP '2026-10-24T22:30:00Z')", '2026-10-25'],
  ['ADD_DAYS(created, 1)', '2026-03-29T11:00:00.000Z'], ['ADD_DAYS(created, 2)', '2026-03-30T11:00:00.000Z'], ["ADD_DAYS(TIMESTAMP '2026-10-24T10:00:00Z', 1)", '2026-10-25T11:00:00.000Z'],
  ['ADD_DAYS(due, 1)', '2026-04-01'], ['ADD_DAYS(due, -31)', '2026-02-28'], ["ADD_DAYS(DATE '2028-02-28', 1)", '2028-02-29'], ["ADD_MONTHS(DATE '2026-01-31', 1)", '2026-02-28'],
  ["ADD_MONTHS(DATE '2028-01-31', 1)", '2028-02-29'], ["ADD_MONTHS(DATE '2026-03-31', -13)", '2025-02-28'], ["ADD_MONTHS(DATE '2026-11-15', 2)", '2027-01-15'],
  ["DAYS_BETWEEN(DATE '2026-03-28', DATE '2026-03-30')", '2'], ['DAYS_BETWEEN(TODAY(), due)', '2'], ["DAYS_BETWEEN(DATE '2026-12-31', DATE '2026-01-01')", '-364'],
  ["due - DATE '2026-03-01'", '30'], ['YEAR(due)', '2026'], ['MONTH(due)', '3'], ['DAY(due)', '31'], ["DAY(TIMESTAMP '2026-03-28T23:30:00Z')", '29'],
  ['due < TODAY()', false], ['due > TODAY()', true], ['"end" > due', true],
  // references and current user
  ["customer.country", 'DE'], ["customer.country = 'DE' AND customer.vip = FALSE", true], ['customer.credit_limit - amount', { Amount: '900', CurrencyCode: 'EUR' }],
  ['customer IS NOT NULL', true], ['CURRENT_USER()', 'usr-1'], ["CURRENT_USER() = 'usr-2'", false],
  // lists: multi-valued fields and table columns
  ['tags', ['urgent', 'b2b']], ['COUNT(tags)', '2'], ['COUNT(lines.product)', '3'], ['COUNT(lines.qty)', '2'], ['SUM(lines.qty)', '3'],
  ['SUM(lines.unit_price)', { Amount: '15.75', CurrencyCode: 'EUR' }], ['AVG(lines.qty)', '1.5'], ['MIN(lines.unit_price)', { Amount: '5.25', CurrencyCode: 'EUR' }],
  ['MAX(lines.product)', 'Pen'], ["'urgent' IN ('x', 'urgent')", true], ['lines.qty IS NULL', false],
  // run-time mistakes
  ['1 / 0', error('expression.divisionByZero')], ['quantity % 0', error('expression.divisionByZero')], ['amount / 0', error('expression.divisionByZero')],
  ['IF(FALSE, 1, 1 / 0)', error('expression.divisionByZero')], ["MONEY(1, CURRENCY(amount_usd)) > amount", error('expression.currencyMismatch')],
]

describe('evaluation', () => {
  it('has at least 150 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150)
  })

  it.each(cases)('%s → %j', (text, expected) => {
    const checked = checkExpression(text, { schema: testSchema, tableId: 'orders' })
    expect(checked.diagnostics, text).toEqual([])
    const outcome = evaluateExpression(checked.ast, sampleOrder, context)
    if (expected && typeof expected === 'object' && 'error' in expected) {
      expect(outcome).toMatchObject({ ok: false, code: (expected as { error: string }).error })
      return
    }
    expect(outcome.ok ? toJson(outcome.value) : outcome).toEqual(expected)
  })

  it('divides money by money into an exact decimal ratio', () => {
    const checked = checkExpression('ROUND(amount / amount_net, 6)', { schema: testSchema, tableId: 'orders' })
    const outcome = evaluateExpression(checked.ast, sampleOrder, context)
    expect(outcome.ok && toJson(outcome.value)).toBe('1.190051')
  })

  it('evaluates an empty record to NULLs, empty lists and zero sums', () => {
    const empty = memoryRecord({})
    for (const [text, expected] of [['amount + amount_net', null], ['SUM(lines.qty)', '0'], ['COUNT(tags)', '0'], ['customer.country', null], ['tags IS NULL', true]] as const) {
      const checked = checkExpression(text, { schema: testSchema, tableId: 'orders' })
      expect(evaluateExpression(checked.ast, empty, context), text).toEqual({ ok: true, value: expected === null ? null : expected === true ? values.boolean(true) : expect.objectContaining({ type: 'Integer' }) })
    }
  })
})
