import type { Expr } from './ast'
import { compareValues, functionLibrary, textOfValue, type EvaluationContext } from './functions'
import { dayNumber } from './time'
import { Dec, EvaluationError, values, type Value } from './values'

/**
 * Evaluates a checked expression against one record. NULL propagates as in SQL: arithmetic and
 * comparisons with NULL give NULL, AND/OR use three-valued logic, and a condition that is NULL counts
 * as false where it is used. Mistakes at run time (division by zero, two currencies) throw an
 * EvaluationError with a code and a message.
 */

/** One record as the evaluator reads it: field values, references to follow, table rows. */
export interface RecordAccess {
  kind(key: string): 'value' | 'reference' | 'table'
  get(key: string): Value
  follow(key: string): RecordAccess | null
  rows(key: string): RecordAccess[]
}

const isNumeric = (value: NonNullable<Value>) => value.type === 'Integer' || value.type === 'Decimal'

function truth(value: Value): boolean | null {
  if (value === null) return null
  if (value.type !== 'Boolean') throw new EvaluationError('expression.typeMismatch', 'Expected true or false.')
  return value.value
}

const bool = (value: boolean | null): Value => (value === null ? null : values.boolean(value))

function likePattern(pattern: string): RegExp {
  const source = [...pattern].map((character) => (character === '%' ? '.*' : character === '_' ? '.' : character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')
  return new RegExp(`^${source}$`, 's')
}

export class Evaluator {
  constructor(private readonly context: EvaluationContext) {}

  evaluate(expr: Expr, record: RecordAccess): Value {
    switch (expr.kind) {
      case 'number':
        return expr.text.includes('.') ? values.decimal(expr.text) : values.integer(expr.text)
      case 'text':
        return values.text(expr.value)
      case 'boolean':
        return values.boolean(expr.value)
      case 'null':
        return null
      case 'date':
        return values.date(expr.value)
      case 'timestamp':
        return values.dateTime(Date.parse(expr.value))
      case 'field':
        return this.field(expr, record)
      case 'call': {
        const definition = functionLibrary.get(expr.name)
        if (!definition) throw new EvaluationError('expression.unknownFunction', `There is no function ${expr.name}.`)
        return definition.evaluate(expr.args.map((arg) => () => this.evaluate(arg, record)), this.context)
      }
      case 'negate': {
        const value = this.evaluate(expr.operand, record)
        if (value === null) return null
        if (value.type === 'Money') return values.money(value.value.neg(), value.currency)
        if (isNumeric(value)) return { type: value.type, value: (value.value as Dec).neg() } as Value
        throw new EvaluationError('expression.typeMismatch', 'Expected a number.')
      }
      case 'not': {
        const value = truth(this.evaluate(expr.operand, record))
        return bool(value === null ? null : !value)
      }
      case 'binary':
        return this.binary(expr, record)
      case 'isNull': {
        const value = this.evaluate(expr.operand, record)
        const isNull = value === null || (value.type === 'List' && value.items.length === 0)
        return values.boolean(expr.negated ? !isNull : isNull)
      }
      case 'in': {
        const value = this.evaluate(expr.operand, record)
        if (value === null) return null
        let sawNull = false
        for (const item of expr.list) {
          const candidate = this.evaluate(item, record)
          if (candidate === null) sawNull = true
          else if (compareValues(value, candidate) === 0) return values.boolean(!expr.negated)
        }
        return sawNull ? null : values.boolean(expr.negated)
      }
      case 'between': {
        const value = this.evaluate(expr.operand, record)
        const low = this.evaluate(expr.low, record)
        const high = this.evaluate(expr.high, record)
        if (value === null || low === null || high === null) return null
        const inside = compareValues(low, value) <= 0 && compareValues(value, high) <= 0
        return values.boolean(expr.negated ? !inside : inside)
      }
      case 'like': {
        const value = this.evaluate(expr.operand, record)
        const pattern = this.evaluate(expr.pattern, record)
        if (value === null || pattern === null) return null
        const matches = likePattern(textOfValue(pattern) ?? '').test(textOfValue(value) ?? '')
        return values.boolean(expr.negated ? !matches : matches)
      }
      case 'case': {
        const operand = expr.operand ? this.evaluate(expr.operand, record) : undefined
        for (const branch of expr.whens) {
          const when = this.evaluate(branch.when, record)
          const hit = operand === undefined ? truth(when) === true : operand !== null && when !== null && compareValues(operand, when) === 0
          if (hit) return this.evaluate(branch.then, record)
        }
        return expr.otherwise ? this.evaluate(expr.otherwise, record) : null
      }
      case 'error':
        throw new EvaluationError('expression.syntax', 'The expression has a mistake and cannot be evaluated.')
    }
  }

  private field(expr: Extract<Expr, { kind: 'field' }>, record: RecordAccess): Value {
    let current: RecordAccess[] = [record]
    let many = false
    for (const [index, part] of expr.path.entries()) {
      const last = index === expr.path.length - 1
      if (last) {
        const found = current.map((item) => item.get(part.key))
        const flat = found.flatMap((value) => (value !== null && value.type === 'List' ? value.items : [value]))
        if (many || found.some((value) => value !== null && value.type === 'List')) return values.list(flat)
        return found[0] ?? null
      }
      const kind = current[0]?.kind(part.key)
      if (kind === 'table') {
        many = true
        current = current.flatMap((item) => item.rows(part.key))
      } else {
        current = current.map((item) => item.follow(part.key)).filter((item): item is RecordAccess => item !== null)
      }
      if (current.length === 0) return many ? values.list([]) : null
    }
    return null
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>, record: RecordAccess): Value {
    const { operator } = expr
    if (operator === 'AND' || operator === 'OR') {
      const left = truth(this.evaluate(expr.left, record))
      // Short circuit as SQL may: FALSE AND x is FALSE, TRUE OR x is TRUE.
      if (operator === 'AND' && left === false) return values.boolean(false)
      if (operator === 'OR' && left === true) return values.boolean(true)
      const right = truth(this.evaluate(expr.right, record))
      if (operator === 'AND') return right === false ? values.boolean(false) : left === null || right === null ? null : values.boolean(true)
      return right === true ? values.boolean(true) : left === null || right === null ? null : values.boolean(false)
    }
    const left = this.evaluate(expr.left, record)
    const right = this.evaluate(expr.right, record)
    if (left === null || right === null) return null
    switch (operator) {
      case '||':
        return values.text(`${textOfValue(left) ?? ''}${textOfValue(right) ?? ''}`)
      case '=':
        return values.boolean(compareValues(left, right) === 0)
      case '<>':
        return values.boolean(compareValues(left, right) !== 0)
      case '<':
        return values.boolean(compareValues(left, right) < 0)
      case '<=':
        return values.boolean(compareValues(left, right) <= 0)
      case '>':
        return values.boolean(compareValues(left, right) > 0)
      case '>=':
        return values.boolean(compareValues(left, right) >= 0)
      default:
        return arithmetic(operator, left, right)
    }
  }
}

function arithmetic(operator: '+' | '-' | '*' | '/' | '%', left: NonNullable<Value>, right: NonNullable<Value>): Value {
  if (left.type === 'Date' && right.type === 'Date' && operator === '-') return values.integer(dayNumber(left.value) - dayNumber(right.value))
  const money = left.type === 'Money' ? left : right.type === 'Money' ? right : null
  if (left.type === 'Money' && right.type === 'Money' && left.currency !== right.currency) {
    throw new EvaluationError('expression.currencyMismatch', `Cannot combine ${left.currency} with ${right.currency}.`)
  }
  const a = numberOf(left)
  const b = numberOf(right)
  if ((operator === '/' || operator === '%') && b.isZero()) throw new EvaluationError('expression.divisionByZero', 'Division by zero.')
  const result = operator === '+' ? a.plus(b) : operator === '-' ? a.minus(b) : operator === '*' ? a.times(b) : operator === '/' ? a.div(b) : a.mod(b)
  if (money && !(left.type === 'Money' && right.type === 'Money' && operator === '/')) return values.money(result, money.currency)
  if (left.type === 'Integer' && right.type === 'Integer' && operator !== '/') return values.integer(result)
  return values.decimal(result)
}

function numberOf(value: NonNullable<Value>): Dec {
  if (value.type === 'Integer' || value.type === 'Decimal' || value.type === 'Money') return value.value
  throw new EvaluationError('expression.typeMismatch', 'Expected a number or money.')
}

export type EvaluationOutcome = { ok: true; value: Value } | { ok: false; code: string; message: string }

/** Evaluates, turning run-time mistakes into an outcome instead of an exception. */
export function evaluateExpression(expr: Expr, record: RecordAccess, context: EvaluationContext): EvaluationOutcome {
  try {
    return { ok: true, value: new Evaluator(context).evaluate(expr, record) }
  } catch (error) {
    if (error instanceof EvaluationError) return { ok: false, code: error.code, message: error.message }
    throw error
  }
}
