// The expression language in the browser: the one implementation in server/expressions (parser,
// checker, evaluator), imported — never copied. Only useRecordConditions.ts loads this module, with
// a dynamic import, so Chevrotain and decimal.js stay out of the first load and of every screen but
// the data tab.
import type { Expr } from '@shared/expressions/ast'
import { asFieldResult, checkCalculation, checkCondition } from '@shared/expressions/checker'
import { Evaluator, type RecordAccess } from '@shared/expressions/evaluator'
import type { EvaluationContext } from '@shared/expressions/functions'
import type { SchemaField } from '@shared/expressions/types'
import { EvaluationError, type Value } from '@shared/expressions/values'
import { expressionSchemaOf, type DefinitionSchema } from './expressionSchema'
import { formRecord, UnknownInForm } from './formRecord'
import type { EntityDefinition, FieldValues } from './records.types'

export type { EvaluationContext }

/** A condition holds (true), does not (false: also NULL and a run-time error, as on the server), or cannot be judged here. */
export type Verdict = boolean | 'unknown'

export interface JudgeOptions {
  /**
   * Read calculated fields as the values hold them (the record as it was loaded) instead of working
   * them out from the other values (the record as the server will store it).
   */
  stored?: boolean
  /**
   * The table the values are a row of, whose fields the expression names: a child table for the
   * conditions of a Table field's rows; the primary table when absent.
   */
  tableId?: string
}

export interface ConditionEngine {
  /**
   * The verdict of a condition (VisibleWhen, RequiredWhen, EditableWhen) on one row's values: the
   * record's (a field of the primary table) or a table row's (a field of that child table).
   */
  judge(expression: string, values: FieldValues, options?: JudgeOptions): Verdict
}

type Compiled = { ok: true; ast: Expr } | { ok: false; reason: string }

/**
 * Whether the expression follows a reference (`customer.country`, also from a table row): the
 * referenced record is not loaded in the form, so such an expression is not judged here.
 */
function followsReference(expr: Expr, schema: DefinitionSchema, tableId: string): boolean {
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    if (Array.isArray(node)) return node.some(visit)
    const candidate = node as Expr
    if (candidate.kind === 'field') {
      let current: string | null = tableId
      for (const [index, part] of candidate.path.entries()) {
        if (current === null) return false
        const field: SchemaField | undefined = schema.fieldsOf(current).find((item) => item.key === part.key)
        if (!field) return false
        if (field.referenceTo && index < candidate.path.length - 1) return true
        current = field.childTableId
      }
      return false
    }
    return Object.entries(node).some(([member, value]) => member !== 'range' && member !== 'nameRange' && visit(value))
  }
  return visit(expr)
}

export function createConditionEngine(definition: EntityDefinition, context: () => EvaluationContext): ConditionEngine {
  const schema = expressionSchemaOf(definition)
  const primaryTableId = schema.primaryTableId
  const conditions = new Map<string, Compiled>()
  const calculations = new Map<string, Compiled | null>()

  function compileCondition(text: string, tableId: string | null): Compiled {
    const id = `${tableId ?? ''}\u0000${text}`
    let found = conditions.get(id)
    if (!found) {
      found = compile(text, null, tableId)
      conditions.set(id, found)
    }
    return found
  }

  function compile(text: string, target: { tableId: string; key: string } | null, tableId: string | null): Compiled {
    if (tableId === null) return { ok: false, reason: 'the definition has no primary table' }
    if (!schema.hasTable(tableId)) return { ok: false, reason: 'the table is not part of the definition' }
    const checkContext = { schema, tableId }
    const field = target ? schema.fieldsOf(target.tableId).find((item) => item.key === target.key) : undefined
    const checked = target && field ? checkCalculation(text, checkContext, field) : checkCondition(text, checkContext)
    if (followsReference(checked.ast, schema, tableId)) return { ok: false, reason: 'follows a reference' }
    if (checked.diagnostics.length > 0) return { ok: false, reason: checked.diagnostics[0]!.message }
    return { ok: true, ast: checked.ast }
  }

  /** The calculation of a field of `tableId`, or null when the field is not calculated. */
  function calculationOf(tableId: string, key: string): Compiled | null {
    const id = `${tableId}\u0000${key}`
    if (!calculations.has(id)) {
      const text = schema.formFieldsOf(tableId).get(key)?.CalculationExpression?.trim()
      calculations.set(id, text ? compile(text, { tableId, key }, tableId) : null)
    }
    return calculations.get(id) ?? null
  }

  function evaluate(ast: Expr, record: RecordAccess, evaluation: EvaluationContext): Value {
    return new Evaluator(evaluation).evaluate(ast, record)
  }

  function judge(expression: string, data: FieldValues, options: JudgeOptions = {}): Verdict {
    const tableId = options.tableId ?? primaryTableId
    const compiled = compileCondition(expression, tableId)
    if (!compiled.ok || tableId === null) return 'unknown'
    const evaluation = context()
    // Calculated values are worked out from the form's values, as the server does before it checks
    // conditions; a calculation reading its own result (which the server refuses) is not judged.
    const computing = new Set<string>()
    const calculated = (tableId: string, key: string, record: RecordAccess): Value | undefined => {
      if (options.stored) return undefined
      const calculation = calculationOf(tableId, key)
      if (calculation === null) return undefined
      if (!calculation.ok) throw new UnknownInForm(`the calculation of ${key} ${calculation.reason}`)
      const id = `${tableId}\u0000${key}`
      if (computing.has(id)) throw new UnknownInForm(`the calculation of ${key} reads itself`)
      computing.add(id)
      try {
        const field = schema.fieldsOf(tableId).find((item) => item.key === key)
        const value = evaluate(calculation.ast, record, evaluation)
        return field ? asFieldResult(value, field) : value
      } catch (error) {
        // A calculation that fails refuses the write on the server: no verdict to show before that.
        if (error instanceof EvaluationError) throw new UnknownInForm(`the calculation of ${key} failed: ${error.message}`)
        throw error
      } finally {
        computing.delete(id)
      }
    }
    try {
      const value = evaluate(compiled.ast, formRecord(schema, tableId, data, { calculated }), evaluation)
      // NULL counts as false where a condition is used.
      return value !== null && value.type === 'Boolean' && value.value
    } catch (error) {
      if (error instanceof UnknownInForm) return 'unknown'
      // A run-time error (division by zero, two currencies) lets the condition fail, as on the server.
      if (error instanceof EvaluationError) return false
      // Anything else is no verdict the form should act on: the server decides.
      return 'unknown'
    }
  }

  return { judge }
}
