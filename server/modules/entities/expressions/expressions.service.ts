import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { evaluateExpression } from '../../../../shared/expressions/evaluator'
import { functionLibrary, textOfValue, type EvaluationContext } from '../../../../shared/expressions/functions'
import { keywords } from '../../../../shared/expressions/lexer'
import { toJson, values } from '../../../../shared/expressions/values'
import { badRequest, notFound } from '../../../http/errors'
import { getSettings } from '../../workspace'
import { isTimeZone } from '../details/timeContext'
import type { DefinitionModel, FieldModel, TableModel } from '../model'
import { EntityCode } from '../errors'
import { calculableTypes, checkForPurpose, ExpressionPurpose, validationResult, type CheckTarget, type ExpressionPurposeValue } from './check'
import { loadRecordAccesses } from './recordAccess'
import { idsMatching } from './recordValues.repo'
import { cachedExpressionSchema, loadExpressionSchema, type LoadedSchema } from './schema'
import { findUserTimeZone } from './users.repo'

/** Validation, evaluation against a stored record, and the language catalogue (docs/expressions.md). */

export type ExpressionRequest = ConfigSchemas['ExpressionValidationRequest']

export type EvaluationRequest = ConfigSchemas['ExpressionEvaluationRequest']

/** The workspace's time zone (UTC when it has none that is valid): work done for no user reckons in it. */
export async function workspaceTimeZone(db: Db): Promise<string> {
  const { timeZone } = await getSettings(db)
  return isTimeZone(timeZone) ? timeZone : 'UTC'
}

/**
 * The time zone of a user's request: their own when set and valid, else the workspace's. The one
 * rule of the product: their dates are shown, entered and reckoned (TODAY(), NOW()) in it.
 */
export async function callerTimeZone(db: Db, userId: string | null): Promise<string> {
  if (userId) {
    const timeZone = await findUserTimeZone(db, userId)
    if (isTimeZone(timeZone)) return timeZone
  }
  return workspaceTimeZone(db)
}

/** The rule evaluation context: now, the caller's time zone (the workspace's for no user), the current user. */
export async function evaluationContextFor(db: Db, userId: string | null, now: Date): Promise<EvaluationContext> {
  return { now: now.getTime(), timeZone: await callerTimeZone(db, userId), currentUserId: userId }
}

/** The definition with its expression schema: cached for the editors' calls outside transactions. */
async function requireSchema(db: Db, definitionId: string): Promise<{ model: DefinitionModel; schema: LoadedSchema }> {
  const schema = await cachedExpressionSchema(db, definitionId)
  const model = schema ? [...schema.models.values()][0] : undefined
  if (!schema || !model) throw notFound(`Entity definition "${definitionId}" does not exist.`, definitionId)
  return { model, schema }
}

/** The check target of a request: the table, the field, and what the purpose needs of them. */
export async function checkTargetFor(
  db: Db,
  model: DefinitionModel,
  purpose: ExpressionPurposeValue,
  ids: { tableId?: string | null; fieldId?: string | null },
  evaluation: EvaluationContext,
  loaded?: LoadedSchema,
): Promise<CheckTarget> {
  let field: FieldModel | null = null
  if (ids.fieldId) {
    field = model.fieldsById.get(ids.fieldId) ?? null
    if (!field || field.IsDeleted) throw notFound(`Field "${ids.fieldId}" does not exist in this entity definition.`, ids.fieldId)
  }
  const tableId = ids.tableId ?? field?.EntityDefinitionTableId ?? model.primaryTable.Id
  const table: TableModel | undefined = model.tables.find((item) => item.Id === tableId && !item.IsDeleted)
  if (!table) throw notFound(`Table "${tableId}" does not exist in this entity definition.`, tableId)
  if (field && field.EntityDefinitionTableId !== table.Id) throw badRequest(EntityCode.invalid, 'The field belongs to another table.', 'FieldId')
  if (purpose === ExpressionPurpose.Calculation) {
    if (!field) throw badRequest(EntityCode.required, 'A calculation belongs to a field: FieldId is required.', 'FieldId')
    if (!calculableTypes.has(field.FieldType)) {
      throw badRequest(EntityCode.invalid, `${field.DisplayName} cannot be calculated: only Integer, Decimal and Money fields can.`, 'FieldId')
    }
  }
  if (purpose === ExpressionPurpose.Statement && !table.IsPrimary) {
    throw badRequest(EntityCode.invalid, 'Statements select records: they are written over the primary table.', 'EntityDefinitionTableId')
  }
  return { schema: loaded ?? (await loadExpressionSchema(db, model)), table, purpose, field, evaluation }
}

export async function validateExpression(db: Db, userId: string, request: ExpressionRequest, now: Date) {
  const { model, schema } = await requireSchema(db, request.EntityDefinitionId)
  const evaluation = await evaluationContextFor(db, userId, now)
  const target = await checkTargetFor(db, model, request.Purpose as ExpressionPurposeValue, { tableId: request.EntityDefinitionTableId, fieldId: request.FieldId }, evaluation, schema)
  return validationResult(request.Expression, checkForPurpose(request.Expression, target))
}

export async function evaluateForRecord(db: Db, userId: string, request: EvaluationRequest, now: Date) {
  const { model, schema } = await requireSchema(db, request.EntityDefinitionId)
  const evaluation = await evaluationContextFor(db, userId, now)
  const target = await checkTargetFor(db, model, request.Purpose as ExpressionPurposeValue, { tableId: request.EntityDefinitionTableId, fieldId: request.FieldId }, evaluation, schema)
  const checked = checkForPurpose(request.Expression, target)
  const validation = validationResult(request.Expression, checked)
  const accesses = await loadRecordAccesses(db, target.schema, target.table, [request.InstanceId], [checked.check.ast])
  const record = accesses.get(request.InstanceId)
  if (!record) throw notFound(`There is no record "${request.InstanceId}" in this table.`, request.InstanceId)
  if (!validation.IsValid) return { ...validation, Value: null, DisplayValue: null, Error: null }
  if (checked.predicate) {
    // A statement holds where the database says it does (it may ask for responsibilities).
    const holds = (await idsMatching(db, target.table.qualifiedName, [request.InstanceId], checked.predicate)).length > 0
    return { ...validation, Value: holds, DisplayValue: textOfValue(values.boolean(holds)), Error: null }
  }
  const outcome = evaluateExpression(checked.check.ast, record, evaluation)
  if (!outcome.ok) return { ...validation, Value: null, DisplayValue: null, Error: { Code: outcome.code, Message: outcome.message } }
  return { ...validation, Value: toJson(outcome.value), DisplayValue: outcome.value === null ? null : textOfValue(outcome.value), Error: null }
}

export function expressionLanguage() {
  return {
    Functions: [...functionLibrary.values()].map((fn) => ({
      Name: fn.name,
      Signature: fn.signature,
      Summary: fn.summary,
      MinArguments: fn.minArgs,
      MaxArguments: fn.maxArgs,
    })),
    Keywords: [...keywords],
  }
}
