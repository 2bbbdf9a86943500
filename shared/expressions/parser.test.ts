import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { BinaryOperator, Expr, Range } from './ast'
import { parseExpression } from './parser'
import { printExpression } from '../test/printExpression'
import { lineColumn, toIssue } from './positions'

const here: Range = { start: 0, end: 0 }

/** The tree without positions, to compare shapes. */
function shape(expr: unknown): unknown {
  if (Array.isArray(expr)) return expr.map(shape)
  if (expr && typeof expr === 'object') {
    return Object.fromEntries(Object.entries(expr).filter(([key]) => key !== 'range' && key !== 'nameRange').map(([key, value]) => [key, shape(value)]))
  }
  return expr
}

function canonical(text: string): string {
  const { ast, diagnostics } = parseExpression(text)
  expect(diagnostics, text).toEqual([])
  return printExpression(ast)
}

describe('parsing', () => {
  it.each([
    ['amount * 2 + 1', 'amount * 2 + 1'],
    ['(amount + 1) * 2', '(amount + 1) * 2'],
    ['a - (b - c)', 'a - (b - c)'],
    ['a - b - c', 'a - b - c'],
    ['a and not b or c', 'a AND NOT b OR c'],
    ['a AND (b OR c)', 'a AND (b OR c)'],
    ['NOT (a = 1)', 'NOT a = 1'],
    ['x is not null', 'x IS NOT NULL'],
    ["status in ('open', 'won')", "status IN ('open', 'won')"],
    ['price NOT BETWEEN 1 AND 10', 'price NOT BETWEEN 1 AND 10'],
    ["name LIKE 'A%'", "name LIKE 'A%'"],
    ["CASE WHEN a > 1 THEN 'x' WHEN a > 0 THEN 'y' ELSE 'z' END", "CASE WHEN a > 1 THEN 'x' WHEN a > 0 THEN 'y' ELSE 'z' END"],
    ["case kind when 'a' then 1 end", "CASE kind WHEN 'a' THEN 1 END"],
    ['round(amount_net * 1.19, 2)', 'ROUND(amount_net * 1.19, 2)'],
    ['today()', 'TODAY()'],
    ["customer.country = 'DE'", "customer.country = 'DE'"],
    ["first_name || ' ' || last_name", "first_name || ' ' || last_name"],
    ["'it''s'", "'it''s'"],
    ['"end" = 1', '"end" = 1'],
    ["due_date < DATE '2026-03-29'", "due_date < DATE '2026-03-29'"],
    ['- -a', '- -a'],
    ['-(a + b)', '-(a + b)'],
    ['a % 3 = 0 -- every third', 'a % 3 = 0'],
    ['(a = b) = c', '(a = b) = c'],
  ])('reads %s as %s', (text, printed) => {
    expect(canonical(text)).toBe(printed)
  })

  it('keeps the range of every field key, for markers and quick fixes', () => {
    const text = 'ROUND(customer.discount * amount, 2)'
    const { ast } = parseExpression(text)
    const fields: Array<[string, string]> = []
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return
      const expr = node as Expr
      if (expr.kind === 'field') for (const part of expr.path) fields.push([part.key, text.slice(part.range.start, part.range.end)])
      Object.values(node).forEach(walk)
    }
    walk(ast)
    expect(fields).toEqual([['customer', 'customer'], ['discount', 'discount'], ['amount', 'amount']])
    expect(text.slice(ast.range.start, ast.range.end)).toBe(text)
  })
})

describe('syntax diagnostics', () => {
  it.each([
    ['amount * (2 + ', 14, 14, /Expected a value here .*found the end of the expression/],
    ['amount +* 2', 8, 9, /Expected a value here .*found “\*”/],
    ["status IN ('a' 'b')", 15, 18, /Expected “\)” here, found “'b'”/],
    ['a b', 2, 3, /Unexpected “b” after a complete expression/],
    ["name = 'Anna", 7, 12, /no closing quote/],
    ['price # 2', 6, 7, /“#” is not part of the expression language/],
    ['CASE WHEN a THEN 1', 18, 18, /Expected END here/],
  ])('%s: a diagnostic at %i..%i', (text, start, end, message) => {
    const { diagnostics } = parseExpression(text)
    expect(diagnostics[0]).toMatchObject({ range: { start, end } })
    expect(diagnostics[0]?.message).toMatch(message)
  })

  it('says an empty expression is empty', () => {
    expect(parseExpression('  ').diagnostics).toEqual([{ code: 'expression.empty', message: 'The expression is empty.', range: { start: 0, end: 2 } }])
  })

  it('gives an Issue with offsets and a 1-based line and column', () => {
    const text = 'amount\n  + * 2'
    const [diagnostic] = parseExpression(text).diagnostics
    expect(toIssue(diagnostic!, text)).toEqual({
      Code: 'expression.syntax',
      Message: expect.stringContaining('found “*”'),
      Metadata: { start: '11', end: '12', line: '2', column: '5' },
    })
    expect(lineColumn('a\r\nb\rc', 5)).toEqual({ line: 3, column: 1 })
  })
})

// Trees the grammar can produce, for the round-trip property.
const keyArb = fc.oneof(fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/), fc.constantFrom('end', 'order', 'Amount Net', 'x"y'))
const leafArb: fc.Arbitrary<Expr> = fc.oneof(
  fc.stringMatching(/^(0|[1-9][0-9]{0,5})(\.[0-9]{1,3})?$/).map((text) => ({ kind: 'number' as const, text, range: here })),
  fc.string({ maxLength: 6 }).map((value) => ({ kind: 'text' as const, value, range: here })),
  fc.boolean().map((value) => ({ kind: 'boolean' as const, value, range: here })),
  fc.constant({ kind: 'null' as const, range: here }),
  fc.string({ maxLength: 10 }).map((value) => ({ kind: 'date' as const, value, range: here })),
  fc.array(keyArb, { minLength: 1, maxLength: 3 }).map((keys) => ({ kind: 'field' as const, path: keys.map((key) => ({ key, range: here })), range: here })),
)
const operators: BinaryOperator[] = ['+', '-', '*', '/', '%', '||', '=', '<>', '<', '<=', '>', '>=', 'AND', 'OR']
const exprArb: fc.Arbitrary<Expr> = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.record({ kind: fc.constant('binary' as const), operator: fc.constantFrom(...operators), left: tie('expr'), right: tie('expr'), range: fc.constant(here) }),
    fc.record({ kind: fc.constant('negate' as const), operand: tie('expr'), range: fc.constant(here) }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('expr'), range: fc.constant(here) }),
    fc.record({ kind: fc.constant('isNull' as const), operand: tie('expr'), negated: fc.boolean(), range: fc.constant(here) }),
    fc.record({ kind: fc.constant('in' as const), operand: tie('expr'), list: fc.array(tie('expr'), { minLength: 1, maxLength: 3 }), negated: fc.boolean(), range: fc.constant(here) }),
    fc.record({ kind: fc.constant('between' as const), operand: tie('expr'), low: tie('expr'), high: tie('expr'), negated: fc.boolean(), range: fc.constant(here) }),
    fc.record({ kind: fc.constant('like' as const), operand: tie('expr'), pattern: tie('expr'), negated: fc.boolean(), range: fc.constant(here) }),
    fc.record({
      kind: fc.constant('call' as const),
      name: fc.constantFrom('ROUND', 'COALESCE', 'TODAY', 'SUM'),
      nameRange: fc.constant(here),
      args: fc.array(tie('expr'), { maxLength: 3 }),
      range: fc.constant(here),
    }),
    fc.record({
      kind: fc.constant('case' as const),
      operand: fc.option(tie('expr'), { nil: null }),
      whens: fc.array(fc.record({ when: tie('expr'), then: tie('expr') }), { minLength: 1, maxLength: 2 }),
      otherwise: fc.option(tie('expr'), { nil: null }),
      range: fc.constant(here),
    }),
  ),
})).expr

describe('printing and parsing', () => {
  it('gives the same tree back for any tree', () => {
    fc.assert(
      fc.property(exprArb, (tree) => {
        const text = printExpression(tree)
        const parsed = parseExpression(text)
        expect(parsed.diagnostics, text).toEqual([])
        expect(shape(parsed.ast)).toEqual(shape(tree))
      }),
      { numRuns: 500 },
    )
  })
})

describe('fuzzing', () => {
  const check = (text: string) => {
    const result = parseExpression(text)
    for (const diagnostic of result.diagnostics) {
      expect(diagnostic.range.start).toBeGreaterThanOrEqual(0)
      expect(diagnostic.range.end).toBeGreaterThanOrEqual(diagnostic.range.start)
      expect(diagnostic.range.end).toBeLessThanOrEqual(text.length)
      expect(diagnostic.message.length).toBeGreaterThan(0)
    }
    // A text either reads whole or says why not.
    if (result.diagnostics.length === 0) expect(result.ast.kind).not.toBe('error')
  }

  it('never throws on random input, and every diagnostic lies inside the text', () => {
    const alphabet = fc.constantFrom(...'ab1 ()\',.+-*/%|=<>!"#_\n\tNOTANDORISINCASEWHENTHENELSEEND'.split(''), 'AND', 'CASE', 'END', '--', "''", '\u0000', '😀')
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')), check), { numRuns: 2000 })
    fc.assert(fc.property(fc.string({ maxLength: 60, unit: 'binary' }), check), { numRuns: 1000 })
  })

  it('never throws on mutated valid expressions', () => {
    const mutated = fc.tuple(exprArb.map(printExpression), fc.nat(), fc.nat(), fc.string({ maxLength: 3 })).map(([text, at, length, insert]) => {
      const start = text.length === 0 ? 0 : at % text.length
      return text.slice(0, start) + insert + text.slice(start + (length % 4))
    })
    fc.assert(fc.property(mutated, check), { numRuns: 1000 })
  })
})
