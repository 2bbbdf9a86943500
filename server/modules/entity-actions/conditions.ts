import type { Db } from '../../db'
import type { Expr } from '../../../shared/expressions/ast'
import { checkCondition } from '../../../shared/expressions/checker'
import { evaluateExpression } from '../../../shared/expressions/evaluator'
import type { EvaluationContext } from '../../../shared/expressions/functions'
import type { Issue } from '../../http/envelope'
import { diagnosticIssues, evaluationContextFor, loadDefinitionModel, loadExpressionSchema, loadRecordAccesses, type LoadedSchema, type TableModel } from '../entities'
import { securityFacts } from '../principals'

/**
 * Visibility conditions: expressions of the workspace language over a definition's record
 * (docs/expressions.md), checked and evaluated by the entities module's compiler and evaluator.
 */

export interface CompiledCondition {
  ast: Expr
  schema: LoadedSchema
  table: TableModel
}

export type ConditionCheck = { ok: true; condition: CompiledCondition } | { ok: false; issues: Issue[] }

/** Compiles a condition over the definition's primary table (Boolean); the compiler's issues name `member`. */
export async function compileCondition(db: Db, definitionId: string, text: string, member = 'VisibilityCondition'): Promise<ConditionCheck> {
  const model = await loadDefinitionModel(db, definitionId)
  if (!model) throw new Error(`Entity definition ${definitionId} has no model`)
  const schema = await loadExpressionSchema(db, model)
  const table = model.primaryTable
  const check = checkCondition(text, { schema, tableId: table.Id })
  if (check.diagnostics.length > 0) return { ok: false, issues: diagnosticIssues(text, check, member) }
  return { ok: true, condition: { ast: check.ast, schema, table } }
}

/** What a condition is evaluated with for the caller: now, their time zone, and their roles and groups (HAS_ROLE, IN_GROUP). */
export async function conditionContextFor(db: Db, userId: string, now: Date): Promise<EvaluationContext> {
  const facts = await securityFacts(db, userId)
  const context = await evaluationContextFor(db, userId, now)
  return facts ? { ...context, subject: { roleNames: facts.roleNames, groupIds: facts.groupIds, groupKeys: facts.groupKeys } } : context
}

/**
 * The records among `ids` the condition holds for. A record where it is false, null or fails to
 * evaluate is left out: an action never runs where its condition cannot say yes.
 */
export async function recordsWhereHolds(db: Db, condition: CompiledCondition, ids: readonly string[], evaluation: EvaluationContext): Promise<Set<string>> {
  const records = await loadRecordAccesses(db, condition.schema, condition.table, [...ids], [condition.ast])
  const holding = new Set<string>()
  for (const [id, record] of records) {
    const outcome = evaluateExpression(condition.ast, record, evaluation)
    if (outcome.ok && outcome.value?.type === 'Boolean' && outcome.value.value) holding.add(id)
  }
  return holding
}
