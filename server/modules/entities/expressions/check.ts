import type { Diagnostic } from '../../../../shared/expressions/ast'
import { checkCalculation, checkCondition, checkExpression, type CheckResult } from '../../../../shared/expressions/checker'
import type { EvaluationContext } from '../../../../shared/expressions/functions'
import { toIssue } from '../../../../shared/expressions/positions'
import { compileStatement, type CompiledPredicate } from '../../../expressions/sql'
import { fieldValueType, typeName, type ExprType } from '../../../../shared/expressions/types'
import type { Issue } from '../../../http/envelope'
import type { FieldModel, TableModel } from '../model'
import { FieldType } from '../types'
import { toSchemaField, type LoadedSchema } from './schema'
import { ExpressionPurpose } from '../../../../shared/enums'
export { ExpressionPurpose } from '../../../../shared/enums'

/** What an expression is written for (ExpressionPurpose of the contract). */

export type ExpressionPurposeValue = (typeof ExpressionPurpose)[keyof typeof ExpressionPurpose]

export const maxExpressionLength = 4000

/** The field types a calculation can target: stored numbers and money. */
export const calculableTypes: ReadonlySet<number> = new Set([FieldType.Integer, FieldType.Decimal, FieldType.Money])

export interface PurposeCheck {
  check: CheckResult
  expectedType: string | null
  /** Statements: the compiled predicate when valid. */
  predicate: CompiledPredicate | null
}

export interface CheckTarget {
  schema: LoadedSchema
  table: TableModel
  purpose: ExpressionPurposeValue
  /** The field a calculation or condition belongs to. */
  field: FieldModel | null
  evaluation: EvaluationContext
}

function tooLong(text: string): Diagnostic[] {
  if (text.length <= maxExpressionLength) return []
  return [{
    code: 'expression.tooLong',
    message: `An expression may have at most ${maxExpressionLength} characters; this one has ${text.length}.`,
    range: { start: maxExpressionLength, end: text.length },
  }]
}

/** The calculated fields of the table that `key` reaches through their calculations (itself included). */
function calculationReach(table: TableModel, start: string, target: FieldModel, context: CheckTarget): Set<string> {
  const calculations = new Map(
    table.Fields.filter((field) => !field.IsDeleted && field.Id !== target.Id && field.CalculationExpression).map((field) => [field.Key, field]),
  )
  const reached = new Set<string>()
  const pending = [start]
  while (pending.length > 0) {
    const key = pending.pop()!
    if (reached.has(key)) continue
    reached.add(key)
    const field = calculations.get(key)
    if (!field) continue
    pending.push(...checkExpression(field.CalculationExpression!, { schema: context.schema, tableId: table.Id }).fieldKeys)
  }
  return reached
}

/** A calculation that reads its own field, directly or through other calculations, is a cycle. */
function cycleDiagnostics(check: CheckResult, target: FieldModel, context: CheckTarget): Diagnostic[] {
  const found: Diagnostic[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const expr = node as CheckResult['ast']
    if (expr.kind === 'field') {
      const first = expr.path[0]!
      if (calculationReach(context.table, first.key, target, context).has(target.Key)) {
        found.push({
          code: 'expression.cycle',
          message: first.key === target.Key
            ? `${target.DisplayName} cannot be calculated from itself.`
            : `${first.key} is calculated from ${target.DisplayName}, so ${target.DisplayName} cannot be calculated from it (a cycle).`,
          range: first.range,
        })
      }
      return
    }
    for (const [member, value] of Object.entries(node)) if (member !== 'range' && member !== 'nameRange') visit(value)
  }
  visit(check.ast)
  return found
}

/** Checks an expression for its purpose: the type it must have, calculation fit, cycles, SQL for statements. */
export function checkForPurpose(text: string, context: CheckTarget): PurposeCheck {
  const checkContext = { schema: context.schema, tableId: context.table.Id }
  if (text.length > maxExpressionLength) {
    // Too long to store: say so without parsing the whole body (up to the 1 MiB request limit).
    const check = checkExpression('', checkContext)
    return { check: { ...check, diagnostics: tooLong(text), fieldKeys: [] }, expectedType: null, predicate: null }
  }
  let result: PurposeCheck
  if (context.purpose === ExpressionPurpose.Calculation) {
    const target = context.field!
    const schemaField = toSchemaField(target)
    const check = checkCalculation(text, checkContext, schemaField)
    if (check.diagnostics.length === 0) check.diagnostics.push(...cycleDiagnostics(check, target, context))
    result = { check, expectedType: expectedCalculationType(schemaField.decimalScale, fieldValueType(schemaField)), predicate: null }
  } else if (context.purpose === ExpressionPurpose.Statement) {
    const compiled = compileStatement(text, checkContext, context.evaluation)
    result = { check: compiled.check, expectedType: 'Boolean', predicate: compiled.ok ? compiled.predicate : null }
  } else {
    result = { check: checkCondition(text, checkContext), expectedType: 'Boolean', predicate: null }
  }
  result.check.diagnostics.unshift(...tooLong(text))
  return result
}

function expectedCalculationType(scale: number | null, type: ExprType): string {
  return type.kind === 'Integer' ? 'Integer' : `${typeName(type)}, ${scale ?? 0} places`
}

/** The diagnostics as the API's Issues, naming the member that holds the expression. */
export function diagnosticIssues(text: string, check: CheckResult, member: string): Issue[] {
  return check.diagnostics.map((diagnostic) => ({ ...toIssue(diagnostic, text), Field: member, Severity: 0, Type: 0 }))
}

/** The validation result of the contract (ExpressionValidationResult). */
export function validationResult(text: string, checked: PurposeCheck, member = 'Expression') {
  const { check } = checked
  const valid = check.diagnostics.length === 0
  return {
    IsValid: valid,
    ResultType: check.ast.kind === 'error' || check.type.kind === 'Unknown' ? null : typeName(check.type),
    ExpectedType: checked.expectedType,
    ReferencedFieldKeys: check.fieldKeys,
    Diagnostics: diagnosticIssues(text, check, member),
  }
}
