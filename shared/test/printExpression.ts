import type { Expr } from '../expressions/ast'

/**
 * Prints a syntax tree as canonical text: keywords in capitals, single spaces, and parentheses only
 * where precedence needs them, so that parsing the text gives the same tree back.
 */

const keywords = new Set([
  'AND', 'OR', 'NOT', 'IS', 'IN', 'BETWEEN', 'LIKE', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'TRUE', 'FALSE', 'NULL', 'DATE', 'TIMESTAMP',
])

/** Binding strength, lowest first (see the grammar in parser.ts). */
const precedence: Record<string, number> = { OR: 1, AND: 2, '||': 5, '+': 6, '-': 6, '*': 7, '/': 7, '%': 7 }
const COMPARISON = 4
const NEGATE = 8
const PRIMARY = 9

function strength(expr: Expr): number {
  switch (expr.kind) {
    case 'binary':
      return precedence[expr.operator] ?? COMPARISON
    case 'not':
      return 3
    case 'isNull':
    case 'in':
    case 'between':
    case 'like':
      return COMPARISON
    case 'negate':
      return NEGATE
    default:
      return PRIMARY
  }
}

export const quoteText = (value: string) => `'${value.split("'").join("''")}'`

export function quoteKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !keywords.has(key.toUpperCase()) ? key : `"${key.split('"').join('""')}"`
}

function print(expr: Expr, minimum: number): string {
  const text = printBare(expr)
  return strength(expr) < minimum ? `(${text})` : text
}

function printBare(expr: Expr): string {
  switch (expr.kind) {
    case 'number':
      return expr.text
    case 'text':
      return quoteText(expr.value)
    case 'boolean':
      return expr.value ? 'TRUE' : 'FALSE'
    case 'null':
      return 'NULL'
    case 'date':
      return `DATE ${quoteText(expr.value)}`
    case 'timestamp':
      return `TIMESTAMP ${quoteText(expr.value)}`
    case 'field':
      return expr.path.map((part) => quoteKey(part.key)).join('.')
    case 'call':
      return `${expr.name}(${expr.args.map((arg) => print(arg, 0)).join(', ')})`
    case 'negate': {
      const operand = print(expr.operand, NEGATE)
      // "--" would start a comment.
      return operand.startsWith('-') ? `- ${operand}` : `-${operand}`
    }
    case 'not':
      return `NOT ${print(expr.operand, 3)}`
    case 'binary': {
      const own = strength(expr)
      if (own === COMPARISON) return `${print(expr.left, COMPARISON + 1)} ${expr.operator} ${print(expr.right, COMPARISON + 1)}`
      return `${print(expr.left, own)} ${expr.operator} ${print(expr.right, own + 1)}`
    }
    case 'isNull':
      return `${print(expr.operand, COMPARISON + 1)} IS ${expr.negated ? 'NOT ' : ''}NULL`
    case 'in':
      return `${print(expr.operand, COMPARISON + 1)} ${expr.negated ? 'NOT ' : ''}IN (${expr.list.map((item) => print(item, 0)).join(', ')})`
    case 'between':
      return `${print(expr.operand, COMPARISON + 1)} ${expr.negated ? 'NOT ' : ''}BETWEEN ${print(expr.low, COMPARISON + 1)} AND ${print(expr.high, COMPARISON + 1)}`
    case 'like':
      return `${print(expr.operand, COMPARISON + 1)} ${expr.negated ? 'NOT ' : ''}LIKE ${print(expr.pattern, COMPARISON + 1)}`
    case 'case': {
      const parts = ['CASE']
      if (expr.operand) parts.push(print(expr.operand, 0))
      for (const branch of expr.whens) parts.push('WHEN', print(branch.when, 0), 'THEN', print(branch.then, 0))
      if (expr.otherwise) parts.push('ELSE', print(expr.otherwise, 0))
      parts.push('END')
      return parts.join(' ')
    }
    case 'error':
      return '?'
  }
}

export function printExpression(expr: Expr): string {
  return print(expr, 0)
}
