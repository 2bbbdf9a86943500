import type { Db } from '../../../db'
import { compileStatement } from '../../../expressions/sql'
import { loadDefinitionModel } from '../model'
import { evaluationContextFor } from './expressions.service'
import { idsMatching } from './recordValues.repo'
import { loadExpressionSchema } from './schema'
import type { RecordSubject } from '../security/access'

/**
 * The Predicates of runtime payloads: for each statement exposed to clients, whether it holds for
 * a record for the caller — evaluated by the database with the statement's compiled, parameterised predicate.
 */
export async function statementPredicates(
  db: Db,
  definitionId: string,
  statements: ReadonlyArray<{ Id: string; Expression: string }>,
  ids: string[],
  now: Date,
  subject?: RecordSubject,
): Promise<Map<string, Record<string, boolean>>> {
  const result = new Map(ids.map((id) => [id, {} as Record<string, boolean>]))
  if (statements.length === 0 || ids.length === 0) return result
  const model = await loadDefinitionModel(db, definitionId)
  if (!model) return result
  const schema = await loadExpressionSchema(db, model)
  // Statements hold for the caller: CURRENT_USER(), their roles, groups and responsibilities.
  const evaluation = { ...(await evaluationContextFor(db, subject?.userId ?? null, now)), subject: subject?.facts }
  for (const statement of statements) {
    const compiled = compileStatement(statement.Expression, { schema, tableId: model.primaryTable.Id }, evaluation, 'rows')
    // A statement broken by a later schema change is false for every record until it is fixed.
    const matching = compiled.ok ? await idsMatching(db, model.primaryTable.qualifiedName, ids, compiled.predicate) : []
    const holds = new Set(matching)
    for (const id of ids) result.get(id)![statement.Id] = holds.has(id)
  }
  return result
}
