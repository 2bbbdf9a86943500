import type { Db } from '../../../db'
import { EnvelopeError, staleRowVersion } from '../../../http/errors'
import { ExecutionSource, findFunction, enqueueJob } from '../../functions'
import { touchDefinition } from '../definitions.repo'
import { fieldRowVersion, findFieldVersion, setFieldCalculation } from '../fields.repo'
import { requireField } from '../fields.service'
import { assertWritable } from '../guards'
import { loadDefinitionModel, toFieldDto } from '../model'
import { checkForPurpose, diagnosticIssues, ExpressionPurpose, validationResult } from './check'
import { checkTargetFor, evaluationContextFor } from './expressions.service'
import { recalculateRows } from './recalculate'
import { countRows, nextRowIds } from './recordValues.repo'
import { loadExpressionSchema } from './schema'

/** The documented calculation operations: validate, and save with the RowVersion (docs/expressions.md). */

const recalculationFunctionKey = 'recalculate-calculated-field'
const batchSize = 500

async function calculationTarget(db: Db, userId: string, fieldId: string, now: Date) {
  const { model, field } = await requireField(db, fieldId)
  const evaluation = await evaluationContextFor(db, userId, now)
  const target = await checkTargetFor(db, model, ExpressionPurpose.Calculation, { fieldId }, evaluation)
  return { model, field, target }
}

export async function validateCalculation(db: Db, userId: string, fieldId: string, body: { Expression: string }, now: Date) {
  const { target } = await calculationTarget(db, userId, fieldId, now)
  const result = validationResult(body.Expression, checkForPurpose(body.Expression, target))
  return { ...result, AffectedRecordCount: await countRows(db, target.table.qualifiedName), Field: null, RecalculationJobId: null }
}

export async function saveCalculation(
  db: Db,
  userId: string,
  fieldId: string,
  body: { Expression?: string | null; RowVersion: string },
  now: Date,
) {
  const expression = body.Expression?.trim() ? body.Expression : null
  const saved = await db.transaction(async (tx) => {
    const { model, field, target } = await calculationTarget(tx, userId, fieldId, now)
    await assertWritable(tx, model)
    if (field.RowVersion !== body.RowVersion) throw staleRowVersion(toFieldDto(field))
    const checked = expression === null ? null : checkForPurpose(expression, target)
    if (checked && checked.check.diagnostics.length > 0) throw new EnvelopeError(400, diagnosticIssues(expression!, checked.check, 'Expression'))
    await setFieldCalculation(tx, field.Id, expression, expression === null ? 0 : 1, now)
    await touchDefinition(tx, model.definition.Id, now)
    const reloaded = (await loadDefinitionModel(tx, model.definition.Id))!.fieldsById.get(field.Id)!
    const validation = checked ? validationResult(expression!, checked) : { IsValid: true, ResultType: null, ExpectedType: null, ReferencedFieldKeys: [], Diagnostics: [] }
    return { validation, field: reloaded, count: await countRows(tx, target.table.qualifiedName), definitionId: model.definition.Id }
  })
  const jobId = expression !== null && saved.count > 0 ? await enqueueRecalculation(db, fieldId, saved.definitionId, userId, now) : null
  return { ...saved.validation, AffectedRecordCount: saved.count, Field: toFieldDto(saved.field), RecalculationJobId: jobId }
}

/** Starts (or joins) the job storing a field's new calculated value on every record; its id. */
export async function enqueueRecalculation(db: Db, fieldId: string, definitionId: string, userId: string | null, now: Date): Promise<string | null> {
  const fn = await findFunction(db, 'key', recalculationFunctionKey)
  if (!fn) return null
  // One active recalculation per field: a queued one picks up the newest calculation when it runs.
  const job = await enqueueJob(db, {
    fn,
    source: ExecutionSource.Command,
    arguments: { FieldId: fieldId },
    deduplicationKey: `recalculate-field:${fieldId}`,
    actorUserId: userId,
    entityDefinitionId: definitionId,
    operation: 'recalculate',
  }, now)
  return job.jobId
}

/**
 * Sets a field's calculation inside the caller's transaction (YAML import): checked like a save,
 * refused with its diagnostics at `member`; existing records are recalculated by the job.
 */
export async function setCalculation(db: Db, fieldId: string, expression: string | null, member: string, now: Date): Promise<void> {
  const { model, field } = await requireField(db, fieldId)
  if ((field.CalculationExpression ?? null) === expression) return
  if (expression !== null) {
    const target = await checkTargetFor(db, model, ExpressionPurpose.Calculation, { fieldId }, await evaluationContextFor(db, null, now))
    const checked = checkForPurpose(expression, target)
    if (checked.check.diagnostics.length > 0) throw new EnvelopeError(400, diagnosticIssues(expression, checked.check, member))
  }
  await setFieldCalculation(db, fieldId, expression, expression === null ? 0 : 1, now)
  await touchDefinition(db, model.definition.Id, now)
  if (expression !== null) await enqueueRecalculation(db, fieldId, model.definition.Id, null, now)
}

export interface RecalculationProgress {
  now: Date
  progress(done: number, total: number): Promise<void>
  throwIfCancelled(): void
}

/**
 * Recomputes a field's table's calculations on every row, in batches of 500, each batch its own
 * transaction; repeats while the calculation changed during the run. Null when the field is gone.
 */
export async function recalculateStoredValues(db: Db, fieldId: string, run: RecalculationProgress) {
  let total = 0
  let changed = 0
  const failed: string[] = []
  for (let pass = 0; pass < 3; pass++) {
    const location = await findFieldVersion(db, fieldId)
    if (!location) return null
    const model = await loadDefinitionModel(db, location.definitionId)
    const field = model?.fieldsById.get(fieldId)
    if (!model || !field) return null
    const table = model.tables.find((item) => item.Id === field.EntityDefinitionTableId)!
    const schema = await loadExpressionSchema(db, model)
    const evaluation = await evaluationContextFor(db, null, run.now)
    total = await countRows(db, table.qualifiedName)
    let done = 0
    let after = ''
    for (;;) {
      run.throwIfCancelled()
      const ids = await nextRowIds(db, table.qualifiedName, after, batchSize)
      if (ids.length === 0) break
      const outcome = await db.transaction((tx) => recalculateRows(tx, schema, table, ids, evaluation, true))
      changed += outcome.changed.size
      failed.push(...outcome.failed.map((item) => `${item.field.DisplayName}: ${item.message}`))
      done += ids.length
      after = ids[ids.length - 1]!
      await run.progress(done, total)
      // Let waiting requests (the run page polling this progress) in between two batches.
      await new Promise((resolve) => setImmediate(resolve))
    }
    if ((await fieldRowVersion(db, fieldId)) === location.rowVersion) break
  }
  return { total, changed, failed }
}
