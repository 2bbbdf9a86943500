import { FieldType } from '../contract/enums'
import type { BinaryOperator, Diagnostic, Expr, Range } from './ast'
import { functionLibrary, unify } from './functions'
import { parseExpression } from './parser'
import { isValidDate } from './time'
import { values, type Value } from './values'
import { fieldValueType, isNumber, scaleOf, typeName, types, type ExprType, type ExpressionSchema, type SchemaField, type SelectOption } from './types'

/**
 * Type checking against a table's fields: every field key resolved (with a suggestion when it is
 * not), every operator and function given the types it takes, each mistake one diagnostic.
 */

export interface CheckContext {
  schema: ExpressionSchema
  tableId: string
  /** A statement: compiled to SQL, so the functions only the database can answer are allowed. */
  statement?: boolean
}

export interface CheckResult {
  ast: Expr
  type: ExprType
  diagnostics: Diagnostic[]
  /** The keys of the table's own fields the expression reads (the first key of each path). */
  fieldKeys: string[]
  /** The type of each node of `ast`. */
  nodeTypes: ReadonlyMap<Expr, ExprType>
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.length]!
}

/** The key meant by a word that is none of the keys: a key or name in other case, or a key a typo away. */
function suggestAmong(word: string, candidates: ReadonlyArray<{ key: string; name: string }>): string | null {
  const lower = word.toLowerCase()
  const same = candidates.find((candidate) => candidate.name.toLowerCase() === lower || candidate.key.toLowerCase() === lower)
  if (same) return same.key
  let best: { key: string; score: number } | null = null
  for (const candidate of candidates) {
    const score = distance(lower, candidate.key.toLowerCase())
    if (score <= Math.max(1, Math.floor(candidate.key.length / 4)) && (!best || score < best.score)) best = { key: candidate.key, score }
  }
  return best?.key ?? null
}

/** The field key meant: by display name, or a key a typo away. */
const suggestKey = (name: string, fields: readonly SchemaField[]) => suggestAmong(name, fields.map((field) => ({ key: field.key, name: field.displayName })))

/** The option meant by a value: by label, or a key a typo away. */
const suggestOption = (value: string, options: readonly SelectOption[]) => suggestAmong(value, options.map((option) => ({ key: option.key, name: option.label })))

function suggestFunction(name: string): string | null {
  let best: { name: string; score: number } | null = null
  for (const candidate of functionLibrary.keys()) {
    const score = distance(name, candidate)
    if (score <= 2 && (!best || score < best.score)) best = { name: candidate, score }
  }
  return best?.name ?? null
}

const comparable = (a: ExprType, b: ExprType) => unify(a, b) !== null || (a.kind === 'Reference' && b.kind === 'Text') || (a.kind === 'Text' && b.kind === 'Reference')
const isKnown = (type: ExprType) => type.kind !== 'Unknown'

class Checker {
  readonly diagnostics: Diagnostic[] = []
  readonly fieldKeys = new Set<string>()
  /** The type of every node, for compiling to SQL. */
  readonly nodeTypes = new Map<Expr, ExprType>()

  constructor(
    private readonly context: CheckContext,
    /** The source, for suggestions that rewrite part of it. */
    private readonly text = '',
  ) {}

  private report(code: string, message: string, range: Range, metadata?: Record<string, string>): ExprType {
    this.diagnostics.push({ code, message, range, ...(metadata ? { metadata } : {}) })
    return types.unknown
  }

  private mismatch(message: string, range: Range, expected: string, actual: ExprType): ExprType {
    return this.report('expression.typeMismatch', message, range, { expectedType: expected, actualType: typeName(actual) })
  }

  /** `expected` for an operand that must have one kind of type. */
  private expect(expr: Expr, test: (type: ExprType) => boolean, expected: string, role: string): ExprType {
    const type = this.check(expr)
    if (!isKnown(type) || type.kind === 'Null' || test(type)) return type
    this.mismatch(`${role} must be ${expected}; ${this.describe(expr)} is ${typeName(type)}.`, expr.range, expected, type)
    return types.unknown
  }

  /** "Amount" for a field, "this value" otherwise: messages name what the user wrote. */
  private describe(expr: Expr): string {
    if (expr.kind !== 'field') return 'this value'
    const fields = this.context.schema.fieldsOf(this.context.tableId)
    const first = fields.find((field) => field.key === expr.path[0]?.key)
    return expr.path.length === 1 && first ? first.displayName : expr.path.map((part) => part.key).join('.')
  }

  check(expr: Expr): ExprType {
    const type = this.checkNode(expr)
    this.nodeTypes.set(expr, type)
    return type
  }

  private checkNode(expr: Expr): ExprType {
    switch (expr.kind) {
      case 'number':
        return expr.text.includes('.') ? types.decimal(expr.text.split('.')[1]!.length) : types.integer
      case 'text':
        return types.text
      case 'boolean':
        return types.boolean
      case 'null':
        return types.null
      case 'date':
        return isValidDate(expr.value) ? types.date : this.report('expression.invalidDate', `“${expr.value}” is not a date (yyyy-mm-dd).`, expr.range)
      case 'timestamp':
        return Number.isNaN(Date.parse(expr.value)) || !/\d{4}-\d{2}-\d{2}T/.test(expr.value)
          ? this.report('expression.invalidDate', `“${expr.value}” is not a date-time (yyyy-mm-ddThh:mm:ssZ).`, expr.range)
          : types.dateTime
      case 'field':
        return this.field(expr)
      case 'call':
        return this.call(expr)
      case 'negate': {
        const type = this.expect(expr.operand, (t) => isNumber(t) || t.kind === 'Money', 'a number or money', 'A negative value')
        return type
      }
      case 'not':
        this.expect(expr.operand, (t) => t.kind === 'Boolean', 'Boolean', 'NOT')
        return types.boolean
      case 'binary':
        return this.binary(expr)
      case 'isNull':
        this.check(expr.operand)
        return types.boolean
      case 'in': {
        const operand = this.check(expr.operand)
        for (const item of expr.list) this.compatible(operand, item, expr.operand)
        for (const item of expr.list) this.optionValue(expr.operand, item)
        return types.boolean
      }
      case 'between': {
        const operand = this.check(expr.operand)
        this.compatible(operand, expr.low, expr.operand)
        this.compatible(operand, expr.high, expr.operand)
        return types.boolean
      }
      case 'like':
        this.expect(expr.operand, (t) => t.kind === 'Text', 'Text', 'LIKE')
        this.expect(expr.pattern, (t) => t.kind === 'Text', 'Text', 'A LIKE pattern')
        return types.boolean
      case 'case':
        return this.caseExpr(expr)
      case 'error':
        return types.unknown
    }
  }

  private compatible(operand: ExprType, other: Expr, operandExpr: Expr): void {
    const type = this.check(other)
    if (isKnown(operand) && isKnown(type) && !comparable(operand, type)) {
      this.mismatch(`${this.describe(other)} (${typeName(type)}) cannot be compared with ${this.describe(operandExpr)} (${typeName(operand)}).`, other.range, typeName(operand), type)
    }
  }

  /** The field a path ends at, when every step exists (its mistakes are reported where it is checked). */
  private fieldAt(expr: Expr): SchemaField | null {
    if (expr.kind !== 'field') return null
    let tableId: string | null = this.context.tableId
    let found: SchemaField | null = null
    for (const part of expr.path) {
      if (tableId === null) return null
      found = this.context.schema.fieldsOf(tableId).find((candidate) => candidate.key === part.key) ?? null
      if (!found) return null
      tableId = found.childTableId ?? (found.referenceTo ? this.context.schema.primaryTableOf(found.referenceTo) : null)
    }
    return found
  }

  /** A text compared with a Select field must be one of its option keys: anything else never matches. */
  private optionValue(fieldExpr: Expr, valueExpr: Expr): void {
    if (valueExpr.kind !== 'text') return
    const field = this.fieldAt(fieldExpr)
    if (!field?.options || field.options.length === 0 || field.options.some((option) => option.key === valueExpr.value)) return
    const suggestion = suggestOption(valueExpr.value, field.options)
    const keys = field.options.map((option) => `'${option.key}'`).join(', ')
    this.report(
      'expression.unknownOption',
      `${field.displayName} has no option “${valueExpr.value}”${suggestion ? `; did you mean '${suggestion}'?` : '.'} Its options are ${keys}.`,
      valueExpr.range,
      suggestion ? { suggestion: `'${suggestion.replace(/'/g, "''")}'` } : undefined,
    )
  }

  private field(expr: Extract<Expr, { kind: 'field' }>): ExprType {
    const { schema } = this.context
    let tableId: string | null = this.context.tableId
    let type: ExprType = types.unknown
    let many = false
    for (const [index, part] of expr.path.entries()) {
      if (tableId === null) {
        return this.report('expression.notAReference', `${expr.path[index - 1]!.key} has no fields to follow: only a reference or table field leads to other fields.`, part.range)
      }
      const fields = schema.fieldsOf(tableId)
      const field = fields.find((candidate) => candidate.key === part.key)
      if (!field) {
        const suggestion = suggestKey(part.key, fields)
        return this.report(
          'expression.unknownField',
          `There is no field with the key “${part.key}”${suggestion ? `; did you mean “${suggestion}”?` : '.'}`,
          part.range,
          suggestion ? { suggestion } : undefined,
        )
      }
      if (index === 0) this.fieldKeys.add(field.key)
      if (field.fieldType === FieldType.Address) {
        return this.report('expression.unsupportedField', `${field.displayName} is an address: expressions cannot read address fields yet.`, part.range)
      }
      many ||= field.allowMultiple
      if (field.childTableId) {
        many = true
        tableId = field.childTableId
        type = types.unknown
        continue
      }
      type = fieldValueType(field)
      tableId = field.referenceTo ? schema.primaryTableOf(field.referenceTo) : null
    }
    const last = expr.path[expr.path.length - 1]!
    if (tableId !== null && type.kind === 'Unknown') {
      return this.report('expression.tableField', `${last.key} is a table: name one of its fields (${last.key}.field) inside an aggregate such as SUM.`, expr.range)
    }
    return many ? { kind: 'List', item: type } : type
  }

  private call(expr: Extract<Expr, { kind: 'call' }>): ExprType {
    const definition = functionLibrary.get(expr.name)
    const args = expr.args.map((arg) => this.check(arg))
    if (!definition) {
      const suggestion = suggestFunction(expr.name)
      return this.report('expression.unknownFunction', `There is no function ${expr.name}${suggestion ? `; did you mean ${suggestion}?` : '.'}`, expr.nameRange, suggestion ? { suggestion } : undefined)
    }
    if (expr.args.length < definition.minArgs || expr.args.length > definition.maxArgs) {
      const count = definition.minArgs === definition.maxArgs ? `${definition.minArgs}` : `${definition.minArgs} to ${definition.maxArgs}`
      return this.report('expression.argumentCount', `${definition.signature} takes ${count} argument${definition.maxArgs === 1 ? '' : 's'}; here ${expr.args.length} ${expr.args.length === 1 ? 'is' : 'are'} given.`, expr.range)
    }
    if (args.some((type) => !isKnown(type))) return types.unknown
    const literals = expr.args.map((arg) => (arg.kind === 'number' ? arg.text : arg.kind === 'text' ? arg.value : arg.kind === 'negate' && arg.operand.kind === 'number' ? `-${arg.operand.text}` : null))
    const result = definition.check(args, literals)
    if (typeof result === 'string') return this.report('expression.typeMismatch', `${expr.name}: ${result}`, expr.range)
    if (definition.statementOnly && !this.context.statement) {
      return this.report('expression.statementOnly', `${expr.name} can be used in statements only: the database answers it for each record.`, expr.nameRange)
    }
    if (expr.name === 'HAS_RESPONSIBILITY') this.responsibilityKey(expr, args[1], literals[0]!)
    return result
  }

  /** The key must be a responsibility of the record (or of the reference's target) when the schema knows them. */
  private responsibilityKey(expr: Extract<Expr, { kind: 'call' }>, reference: ExprType | undefined, key: string): void {
    const tableId = reference?.kind === 'Reference' ? (reference.definitionId ? this.context.schema.primaryTableOf(reference.definitionId) : null) : this.context.tableId
    const keys = tableId ? this.context.schema.responsibilityKeysOf?.(tableId) : undefined
    if (!keys || keys.some((known) => known.toLowerCase() === key.toLowerCase())) return
    const suggestion = suggestAmong(key, keys.map((known) => ({ key: known, name: known })))
    const message = suggestion
      ? `There is no responsibility "${key}"; did you mean ${suggestion}?`
      : keys.length > 0
        ? `There is no responsibility "${key}". Known: ${keys.join(', ')}.`
        : `There is no responsibility "${key}": none are defined yet.`
    this.report('expression.unknownResponsibility', message, expr.args[0]!.range, suggestion ? { suggestion: `'${suggestion}'` } : undefined)
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>): ExprType {
    const { operator } = expr
    if (operator === 'AND' || operator === 'OR') {
      this.expect(expr.left, (t) => t.kind === 'Boolean', 'Boolean', operator)
      this.expect(expr.right, (t) => t.kind === 'Boolean', 'Boolean', operator)
      return types.boolean
    }
    const left = this.check(expr.left)
    const right = this.check(expr.right)
    if (!isKnown(left) || !isKnown(right)) return operator === '||' ? types.text : isComparison(operator) ? types.boolean : types.unknown
    if (operator === '||') {
      if (left.kind === 'List' || right.kind === 'List') return this.mismatch('|| joins single values, not lists.', expr.range, 'a single value', left.kind === 'List' ? left : right)
      return types.text
    }
    if (isComparison(operator)) {
      if (expr.right.kind === 'null' || expr.left.kind === 'null') {
        // The suggestion replaces the whole comparison: `note = NULL` → `note IS NULL`.
        const operand = expr.right.kind === 'null' ? expr.left : expr.right
        const test = operator === '<>' ? 'IS NOT NULL' : 'IS NULL'
        const suggestion = `${this.text.slice(operand.range.start, operand.range.end)} ${test}`
        return this.report('expression.compareWithNull', `Comparing with NULL is never true; write “${suggestion}”.`, expr.range, { suggestion })
      }
      if (!comparable(left, right)) {
        return this.mismatch(`${this.describe(expr.left)} is ${typeName(left)} and ${this.describe(expr.right)} is ${typeName(right)}: they cannot be compared.`, expr.range, typeName(left), right)
      }
      if ((operator !== '=' && operator !== '<>') && (left.kind === 'Boolean' || left.kind === 'Reference' || left.kind === 'List')) {
        return this.mismatch(`${typeName(left)} values can only be compared with = and <>.`, expr.range, 'a number, money, text or a date', left)
      }
      if (operator === '=' || operator === '<>') {
        this.optionValue(expr.left, expr.right)
        this.optionValue(expr.right, expr.left)
      }
      return types.boolean
    }
    return this.arithmetic(expr, operator, left, right)
  }

  private arithmetic(expr: Extract<Expr, { kind: 'binary' }>, operator: BinaryOperator, left: ExprType, right: ExprType): ExprType {
    const l = this.describe(expr.left)
    const r = this.describe(expr.right)
    if (left.kind === 'Null' || right.kind === 'Null') return left.kind === 'Null' ? right : left
    if (isNumber(left) && isNumber(right)) {
      const ls = scaleOf(left)
      const rs = scaleOf(right)
      if (operator === '/') return types.decimal(null)
      if (left.kind === 'Integer' && right.kind === 'Integer') return types.integer
      if (operator === '*') return types.decimal(ls === null || rs === null ? null : ls + rs)
      return types.decimal(ls === null || rs === null ? null : Math.max(ls, rs))
    }
    if (left.kind === 'Money' && right.kind === 'Money') {
      if (left.currency && right.currency && left.currency !== right.currency) {
        return this.report('expression.currencyMismatch', `${l} is Money (${left.currency}) and ${r} is Money (${right.currency}): convert one before combining them.`, expr.range, { expectedType: typeName(left), actualType: typeName(right) })
      }
      if (operator === '+' || operator === '-') return unify(left, right)!
      if (operator === '/') return types.decimal(null)
      return this.mismatch(`Money cannot be ${operator === '*' ? 'multiplied' : 'divided with remainder'} by money; ${l} and ${r} are both Money.`, expr.range, 'a number', right)
    }
    if (left.kind === 'Money' && isNumber(right)) {
      if (operator === '*') return types.money(left.currency, left.scale === null || scaleOf(right) === null ? null : left.scale + scaleOf(right)!)
      if (operator === '/') return types.money(left.currency, null)
      return this.mismatch(`${l} is ${typeName(left)} and ${r} is ${typeName(right)}: money ${operator === '%' ? 'has no remainder' : `can only be ${operator === '+' ? 'added to' : 'taken from'} money`}; write MONEY(${r}, '${left.currency ?? 'EUR'}').`, expr.range, typeName(left), right)
    }
    if (isNumber(left) && right.kind === 'Money') {
      if (operator === '*') return types.money(right.currency, right.scale === null || scaleOf(left) === null ? null : right.scale + scaleOf(left)!)
      return this.mismatch(`${l} is ${typeName(left)} and ${r} is ${typeName(right)}: a number can only be multiplied by money.`, expr.range, 'a number', right)
    }
    if (left.kind === 'Date' && right.kind === 'Date' && operator === '-') return types.integer
    const expected = left.kind === 'Date' || right.kind === 'Date' ? 'a number (use ADD_DAYS for dates)' : 'a number or money'
    return this.mismatch(`${operator} needs numbers or money; ${l} is ${typeName(left)} and ${r} is ${typeName(right)}.`, expr.range, expected, isNumber(left) || left.kind === 'Money' ? right : left)
  }

  private caseExpr(expr: Extract<Expr, { kind: 'case' }>): ExprType {
    const operand = expr.operand ? this.check(expr.operand) : null
    let result: ExprType = types.null
    const results: Expr[] = [...expr.whens.map((branch) => branch.then), ...(expr.otherwise ? [expr.otherwise] : [])]
    for (const branch of expr.whens) {
      if (operand) this.compatible(operand, branch.when, expr.operand!)
      else this.expect(branch.when, (t) => t.kind === 'Boolean', 'Boolean', 'A WHEN condition')
    }
    for (const branch of results) {
      const type = this.check(branch)
      const unified = unify(result, type)
      if (!unified) {
        this.mismatch(`Every result of CASE must have one type; this one is ${typeName(type)}, an earlier one ${typeName(result)}.`, branch.range, typeName(result), type)
        return types.unknown
      }
      result = unified
    }
    return result
  }
}

const isComparison = (operator: BinaryOperator) => ['=', '<>', '<', '<=', '>', '>='].includes(operator)

/** Parses and type-checks `text` in a table's context. */
export function checkExpression(text: string, context: CheckContext): CheckResult {
  const parsed = parseExpression(text)
  const checker = new Checker(context, text)
  const type = checker.check(parsed.ast)
  return { ast: parsed.ast, type, diagnostics: [...parsed.diagnostics, ...checker.diagnostics], fieldKeys: [...checker.fieldKeys], nodeTypes: checker.nodeTypes }
}

/** A condition (field behaviour, validation rule, statement) must be Boolean. */
export function checkCondition(text: string, context: CheckContext): CheckResult {
  const result = checkExpression(text, context)
  if (result.diagnostics.length === 0 && result.type.kind !== 'Boolean' && result.type.kind !== 'Null') {
    result.diagnostics.push({
      code: 'expression.typeMismatch',
      message: `A condition must be true or false; this expression is ${typeName(result.type)}.`,
      range: result.ast.range,
      metadata: { expectedType: 'Boolean', actualType: typeName(result.type) },
    })
  }
  return result
}

/**
 * A calculation's result as its field keeps it: a number for a Money field is an amount in the
 * field's currency (checkCalculation allows that only when the field has one).
 */
export function asFieldResult(value: Value, target: Pick<SchemaField, 'fieldType' | 'baseCurrencyCode'>): Value {
  if (target.fieldType !== FieldType.Money || target.baseCurrencyCode === null || value === null) return value
  return value.type === 'Integer' || value.type === 'Decimal' ? values.money(value.value, target.baseCurrencyCode) : value
}

/**
 * A calculation must fit its field: Integer, Decimal (its scale) or Money (its currency and scale).
 * A result with more decimal places than the field keeps needs an explicit ROUND (the suggestion).
 */
export function checkCalculation(text: string, context: CheckContext, target: SchemaField): CheckResult {
  const result = checkExpression(text, context)
  if (result.diagnostics.length > 0 || result.type.kind === 'Null') return result
  const expected = fieldValueType(target)
  const actual = result.type
  const range = result.ast.range
  const fail = (code: string, message: string, metadata: Record<string, string>) => result.diagnostics.push({ code, message, range, metadata })
  const expectedName = typeName(expected)
  if (expected.kind === 'Integer') {
    if (actual.kind !== 'Integer') {
      if (isNumber(actual)) fail('expression.needsRounding', `${target.displayName} is Integer; round the result with ROUND(…).`, { expectedType: expectedName, actualType: typeName(actual), suggestion: `ROUND(${text.trim()})` })
      else fail('expression.typeMismatch', `${target.displayName} is Integer; this expression is ${typeName(actual)}.`, { expectedType: expectedName, actualType: typeName(actual) })
    }
    return result
  }
  const scale = scaleOf(expected)!
  if (expected.kind === 'Decimal' && !isNumber(actual)) {
    fail('expression.typeMismatch', `${target.displayName} is Decimal; this expression is ${typeName(actual)}.`, { expectedType: expectedName, actualType: typeName(actual) })
    return result
  }
  if (expected.kind === 'Money') {
    // A number widens to the field's currency (as in Power Fx and Salesforce); without one, MONEY(…) says which.
    const widens = isNumber(actual) && expected.currency !== null
    if (actual.kind !== 'Money' && !widens) {
      fail('expression.typeMismatch', `${target.displayName} is ${expectedName}; this expression is ${typeName(actual)}${isNumber(actual) ? ` — write MONEY(…, '${expected.currency ?? 'EUR'}')` : ''}.`, { expectedType: expectedName, actualType: typeName(actual) })
      return result
    }
    if (actual.kind === 'Money' && expected.currency && actual.currency && expected.currency !== actual.currency) {
      fail('expression.currencyMismatch', `${target.displayName} is ${expectedName}; this expression is ${typeName(actual)}.`, { expectedType: expectedName, actualType: typeName(actual) })
      return result
    }
  }
  const actualScale = scaleOf(actual)
  if (actualScale === null || actualScale > scale) {
    fail('expression.needsRounding', `${target.displayName} keeps ${scale} decimal place${scale === 1 ? '' : 's'}; round the result with ROUND(…, ${scale}).`, {
      expectedType: `${expectedName}, ${scale} places`,
      actualType: actualScale === null ? `${typeName(actual)}, unbounded places` : `${typeName(actual)}, ${actualScale} places`,
      suggestion: `ROUND(${text.trim()}, ${scale})`,
    })
  }
  return result
}
