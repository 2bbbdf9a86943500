import type { SqlValue } from '../db'
import type { Expr } from '../../shared/expressions/ast'
import { checkCondition, type CheckContext, type CheckResult } from '../../shared/expressions/checker'
import type { EvaluationContext } from '../../shared/expressions/functions'
import { localDate } from '../../shared/expressions/time'
import type { ExprType, SchemaField } from '../../shared/expressions/types'

/**
 * Statements compile to a parameterised SQL predicate over a record's table (alias `t`): every
 * value of the expression is a `$n` parameter, every field a quoted identifier from the schema —
 * nothing the user wrote is ever spliced into SQL text. Semantics follow the evaluator, with one
 * difference: a division by zero gives NULL instead of an error, so one row never fails a list.
 */

export interface CompiledPredicate {
  sql: string
  params: SqlValue[]
}

/** What a predicate is for: filtering a whole table (`scan`) or testing a few known rows (`rows`). */
export type PredicateShape = 'scan' | 'rows'

export type CompileResult = { ok: true; predicate: CompiledPredicate; check: CheckResult } | { ok: false; check: CheckResult }

class SqlError extends Error {
  constructor(readonly expr: Expr) {
    super('not expressible in SQL')
  }
}

class Compiler {
  readonly params: SqlValue[] = []
  private aliases = 0

  constructor(
    private readonly context: CheckContext,
    private readonly nodeTypes: ReadonlyMap<Expr, ExprType>,
    private readonly evaluation: EvaluationContext,
    private readonly shape: PredicateShape,
  ) {}

  private param(value: SqlValue, cast: string): string {
    this.params.push(value)
    return `$${this.params.length}::${cast}`
  }

  private typeOf(expr: Expr): ExprType {
    return this.nodeTypes.get(expr) ?? { kind: 'Unknown' }
  }

  private field(tableId: string, key: string): SchemaField {
    const found = this.context.schema.fieldsOf(tableId).find((candidate) => candidate.key === key)
    if (!found?.storage) throw new Error(`No storage for field ${key}`)
    return found
  }

  private tableName(tableId: string, expr: Expr): string {
    const name = this.context.schema.tableSqlName?.(tableId)
    if (!name) throw new SqlError(expr)
    return name
  }

  /** A numeric SQL value: the amount of money, the number itself. */
  compile(expr: Expr): string {
    switch (expr.kind) {
      case 'number':
        return this.param(expr.text, 'numeric')
      case 'text':
        return this.param(expr.value, 'text')
      case 'boolean':
        return this.param(expr.value, 'boolean')
      case 'null':
        return 'NULL'
      case 'date':
        return this.param(expr.value, 'date')
      case 'timestamp':
        return this.param(expr.value, 'timestamptz')
      case 'field':
        return this.fieldPath(expr, 't', this.context.tableId)
      case 'call':
        return this.call(expr)
      case 'negate':
        return `(-${this.compile(expr.operand)})`
      case 'not':
        return `(NOT ${this.compile(expr.operand)})`
      case 'binary':
        return this.binary(expr)
      case 'isNull': {
        const type = this.typeOf(expr.operand)
        const operand =
          type.kind === 'List' && expr.operand.kind === 'field'
            ? `(${this.fieldPath(expr.operand, 't', this.context.tableId, () => 'count(*)')} = 0)` // a list is NULL only when empty
            : `(${this.compile(expr.operand)} IS NULL)`
        return expr.negated ? `(NOT ${operand})` : operand
      }
      case 'in': {
        const operand = this.compile(expr.operand)
        const items = expr.list.map((item) => this.compile(item)).join(', ')
        return `(${operand} ${expr.negated ? 'NOT IN' : 'IN'} (${items}))`
      }
      case 'between':
        return `(${this.compile(expr.operand)} ${expr.negated ? 'NOT BETWEEN' : 'BETWEEN'} ${this.compile(expr.low)} AND ${this.compile(expr.high)})`
      case 'like':
        // No escape character: % and _ are the only special characters, as in the evaluator.
        return `(${this.compile(expr.operand)} ${expr.negated ? 'NOT LIKE' : 'LIKE'} ${this.compile(expr.pattern)} ESCAPE '')`
      case 'case': {
        const parts = ['CASE']
        if (expr.operand) parts.push(this.compile(expr.operand))
        for (const branch of expr.whens) parts.push('WHEN', this.compile(branch.when), 'THEN', this.compile(branch.then))
        if (expr.otherwise) parts.push('ELSE', this.compile(expr.otherwise))
        parts.push('END')
        return `(${parts.join(' ')})`
      }
      case 'error':
        throw new SqlError(expr)
    }
  }

  /**
   * A field of the row `alias` of table `tableId`: a column, a reference followed by a subquery,
   * or (inside an aggregate) the rows of a child table or side table.
   */
  private fieldPath(expr: Extract<Expr, { kind: 'field' }>, alias: string, tableId: string, aggregate?: (values: string, from: string) => string): string {
    let currentAlias = alias
    let currentTable = tableId
    const joins: string[] = []
    const conditions: string[] = []
    for (const [index, part] of expr.path.entries()) {
      const field = this.field(currentTable, part.key)
      const last = index === expr.path.length - 1
      if (field.childTableId) {
        if (!aggregate) throw new SqlError(expr)
        const child = `c${++this.aliases}`
        joins.push(`${this.tableName(field.childTableId, expr)} ${child}`)
        conditions.push(`${child}.parent_id = ${currentAlias}.id`)
        currentAlias = child
        currentTable = field.childTableId
        continue
      }
      if (last) {
        if (field.storage!.sideTable) {
          if (!aggregate) throw new SqlError(expr)
          const side = `s${++this.aliases}`
          joins.push(`${field.storage!.sideTable} ${side}`)
          conditions.push(`${side}.record_id = ${currentAlias}.id`)
          return `(SELECT ${aggregate(`${side}.value`, '')} FROM ${joins.join(', ')} WHERE ${conditions.join(' AND ')})`
        }
        const column = `${currentAlias}.${field.storage!.column}`
        if (joins.length === 0) return column
        return aggregate
          ? `(SELECT ${aggregate(column, '')} FROM ${joins.join(', ')} WHERE ${conditions.join(' AND ')})`
          : `(SELECT ${column} FROM ${joins.join(', ')} WHERE ${conditions.join(' AND ')})`
      }
      // A reference: its target's primary table, by the id the column holds.
      const target = field.referenceTo ? this.context.schema.primaryTableOf(field.referenceTo) : null
      if (!target) throw new SqlError(expr)
      const next = `r${++this.aliases}`
      joins.push(`${this.tableName(target, expr)} ${next}`)
      conditions.push(`${next}.id = ${currentAlias}.${field.storage!.column}`)
      currentAlias = next
      currentTable = target
    }
    throw new SqlError(expr)
  }

  private call(expr: Extract<Expr, { kind: 'call' }>): string {
    const args = expr.args
    const list = (aggregate: (values: string) => string) => {
      const [argument] = args
      if (!argument || argument.kind !== 'field') throw new SqlError(expr)
      return this.fieldPath(argument, 't', this.context.tableId, aggregate)
    }
    const a = () => this.compile(args[0]!)
    const b = () => this.compile(args[1]!)
    switch (expr.name) {
      case 'IF':
        return `(CASE WHEN ${a()} THEN ${b()} ELSE ${this.compile(args[2]!)} END)`
      case 'COALESCE':
        return `COALESCE(${args.map((arg) => this.compile(arg)).join(', ')})`
      case 'NULLIF':
        return `NULLIF(${a()}, ${b()})`
      case 'ROUND':
        return args.length === 1 ? `round(${a()})` : `round(${a()}, (${b()})::int)`
      case 'FLOOR':
        return `floor(${a()})`
      case 'CEILING':
        return `ceil(${a()})`
      case 'ABS':
        return `abs(${a()})`
      case 'LEAST':
      case 'GREATEST': {
        // PostgreSQL skips NULLs here; the language gives NULL when one value is NULL.
        const compiled = args.map((arg) => this.compile(arg))
        return `(CASE WHEN ${compiled.map((value) => `${value} IS NULL`).join(' OR ')} THEN NULL ELSE ${expr.name}(${compiled.join(', ')}) END)`
      }
      case 'MONEY':
        return a()
      case 'AMOUNT':
        return a()
      case 'LENGTH':
        return `char_length(${a()})`
      case 'UPPER':
        return `upper(${a()})`
      case 'LOWER':
        return `lower(${a()})`
      case 'TRIM':
        return `btrim(${a()})`
      case 'LEFT':
        return `left(${a()}, greatest((${b()})::int, 0))`
      case 'RIGHT':
        return `right(${a()}, greatest((${b()})::int, 0))`
      case 'SUBSTRING':
        return `substr(${a()}, greatest((${b()})::int, 1), greatest((${this.compile(args[2]!)})::int, 0))`
      case 'CONTAINS':
        return `(strpos(lower(${a()}), lower(${b()})) > 0)`
      case 'STARTS_WITH':
        return `(left(lower(${a()}), char_length(${b()})) = lower(${b()}))`
      case 'ENDS_WITH':
        return `(right(lower(${a()}), char_length(${b()})) = lower(${b()}))`
      case 'TEXT':
        return `(${a()})::text`
      case 'TODAY':
        return this.param(localDate(this.evaluation.now, this.evaluation.timeZone), 'date')
      case 'NOW':
        return this.param(new Date(this.evaluation.now).toISOString(), 'timestamptz')
      case 'CURRENT_USER':
        return this.param(this.evaluation.currentUserId, 'text')
      case 'HAS_ROLE':
        return this.param(this.holdsName(this.evaluation.subject?.roleNames, args[0]!), 'boolean')
      case 'IN_GROUP':
        return this.param(this.holdsName(this.evaluation.subject?.groupKeys, args[0]!), 'boolean')
      case 'HAS_RESPONSIBILITY':
        return this.hasResponsibility(expr)
      case 'DATE_OF':
        return this.typeOf(args[0]!).kind === 'DateTime' ? `(${a()} AT TIME ZONE ${this.zone()})::date` : a()
      case 'YEAR':
      case 'MONTH':
      case 'DAY': {
        const date = this.typeOf(args[0]!).kind === 'DateTime' ? `(${a()} AT TIME ZONE ${this.zone()})` : a()
        return `extract(${expr.name} FROM ${date})::int`
      }
      case 'ADD_DAYS':
        return this.typeOf(args[0]!).kind === 'DateTime'
          ? `((${a()} AT TIME ZONE ${this.zone()} + make_interval(days => (${b()})::int)) AT TIME ZONE ${this.zone()})`
          : `(${a()} + (${b()})::int)`
      case 'ADD_MONTHS':
        return `(${a()} + make_interval(months => (${b()})::int))::date`
      case 'DAYS_BETWEEN':
        return `(${b()} - ${a()})`
      case 'COUNT':
        return list((values) => `count(${values})`)
      case 'SUM':
        return list((values) => `coalesce(sum(${values}), 0)`)
      case 'AVG':
        return list((values) => `avg(${values})`)
      case 'MIN':
        return list((values) => `min(${values})`)
      case 'MAX':
        return list((values) => `max(${values})`)
      default:
        throw new SqlError(expr)
    }
  }

  private literal(expr: Expr): string {
    if (expr.kind !== 'text') throw new SqlError(expr)
    return expr.value
  }

  private holdsName(names: readonly string[] | undefined, expr: Expr): boolean {
    const name = this.literal(expr).toLowerCase()
    return (names ?? []).some((candidate) => candidate.toLowerCase() === name)
  }

  /**
   * Whether the current user, or a group of theirs, holds the responsibility on the record (or on
   * the one a reference points to) now. For a scan, `id IN (uncorrelated subquery)`: the database
   * reads the user's records once by subject and hashes them. For a few known rows, a correlated
   * EXISTS: one index probe per row instead of reading all the user's records.
   */
  private hasResponsibility(expr: Extract<Expr, { kind: 'call' }>): string {
    const [keyArg, reference] = expr.args
    const userId = this.evaluation.currentUserId
    if (userId === null) return 'false'
    let recordId = 't.id'
    let tableId = this.context.tableId
    if (reference) {
      recordId = this.compile(reference)
      const type = this.typeOf(reference)
      const target = type.kind === 'Reference' && type.definitionId ? this.context.schema.primaryTableOf(type.definitionId) : null
      if (!target) throw new SqlError(reference)
      tableId = target
    }
    const written = this.literal(keyArg!)
    const key = this.context.schema.responsibilityKeysOf?.(tableId)?.find((known) => known.toLowerCase() === written.toLowerCase()) ?? written
    const groups = this.evaluation.subject?.groupIds ?? []
    const at = this.param(new Date(this.evaluation.now).toISOString(), 'timestamptz')
    const holds = `a.subject_id = ANY(${this.param([userId, ...groups], 'text[]')})
      AND a.responsibility_key = ${this.param(key, 'text')}
      AND ((a.subject_type = 0 AND a.subject_id = ${this.param(userId, 'text')}) OR (a.subject_type = 1 AND a.subject_id = ANY(${this.param([...groups], 'text[]')})))
      AND (a.starts_at IS NULL OR a.starts_at <= ${at}) AND (a.ends_at IS NULL OR a.ends_at > ${at})`
    return this.shape === 'rows'
      ? `EXISTS (SELECT 1 FROM entity_record_assignments a WHERE a.record_id = ${recordId} AND ${holds})`
      : `(${recordId} IN (SELECT a.record_id FROM entity_record_assignments a WHERE ${holds}))`
  }

  private zone(): string {
    return this.param(this.evaluation.timeZone, 'text')
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>): string {
    const left = this.compile(expr.left)
    const right = this.compile(expr.right)
    const leftType = this.typeOf(expr.left)
    switch (expr.operator) {
      case 'AND':
      case 'OR':
        return `(${left} ${expr.operator} ${right})`
      case '||':
        return `((${left})::text || (${right})::text)`
      case '/':
        return `((${left})::numeric / NULLIF(${right}, 0))`
      case '%':
        return `mod(${left}, NULLIF(${right}, 0))`
      case '+':
      case '-':
      case '*':
        return `(${left} ${expr.operator} ${right})`
      default: {
        // Text orders by code point, as the evaluator does, whatever the database collation.
        const collate = leftType.kind === 'Text' && !['=', '<>'].includes(expr.operator) ? ' COLLATE "C"' : ''
        return `(${left}${collate} ${expr.operator} ${right})`
      }
    }
  }
}

/**
 * Checks a statement and compiles it to a predicate over `t` (a row of the context's table).
 * Money compares by amount: the checker already refused two known currencies.
 */
export function compileStatement(text: string, context: CheckContext, evaluation: EvaluationContext, shape: PredicateShape = 'scan'): CompileResult {
  const statementContext = { ...context, statement: true }
  const check = checkCondition(text, statementContext)
  if (check.diagnostics.length > 0 || check.ast.kind === 'error') return { ok: false, check }
  const compiler = new Compiler(statementContext, check.nodeTypes, evaluation, shape)
  try {
    const sql = compiler.compile(check.ast)
    return { ok: true, predicate: { sql: `coalesce(${sql}, false)`, params: compiler.params }, check }
  } catch (error) {
    if (!(error instanceof SqlError)) throw error
    check.diagnostics.push({
      code: 'expression.notInStatements',
      message: 'A statement cannot use this here: name a table field only inside an aggregate such as SUM or COUNT.',
      range: error.expr.range,
    })
    return { ok: false, check }
  }
}

