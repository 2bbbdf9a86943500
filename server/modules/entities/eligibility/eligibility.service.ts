import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { EnvelopeError, conflict, issue, notFound, staleRowVersion } from '../../../http/errors'
import { checkCondition, type CheckResult } from '../../../../shared/expressions/checker'
import type { ExpressionSchema, SchemaField } from '../../../../shared/expressions/types'
import { compileStatement, type CompiledPredicate } from '../../../expressions/sql'
import { touchDefinition } from '../definitions.repo'
import { invalid, required } from '../errors'
import { diagnosticIssues, maxExpressionLength, validationResult } from '../expressions/check'
import { evaluationContextFor } from '../expressions/expressions.service'
import { loadExpressionSchema } from '../expressions/schema'
import { requireField } from '../fields.service'
import { assertWritable } from '../guards'
import type { DefinitionModel, FieldModel } from '../model'
import { lookupItems } from '../records/records.repo'
import { definitionCache } from '../records/records.context'
import { quoteIdent, qualified } from '../storage/names'
import { FieldType } from '../types'
import { checkPairs, deleteRuleRow, findRule, insertRule, listRules, referencePairsSql, updateRuleRow, type ReferenceEligibilityRule } from './eligibility.repo'

/**
 * Reference Eligibility (configuration scope item 13): a rule on a reference field compares the
 * Current record's values with a Candidate it may point to (`Candidate.country = Current.country`).
 * The API validates, impact-checks against the references that exist and stores rules disabled;
 * enabling them is refused until the runtime's candidate and mutation consumers are released.
 */

type CreateInput = ConfigSchemas['ReferenceEligibilityRuleCreateRequest']
type UpdateInput = ConfigSchemas['ReferenceEligibilityRuleUpdateRequest']
type Impact = ConfigSchemas['ReferenceEligibilityImpact']

const namePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
const sampleCount = 10

interface RuleContext {
  model: DefinitionModel
  field: FieldModel
  schema: ExpressionSchema
  tableId: string
  /** The (current_id, candidate_id) pairs of active records, as SQL. */
  pairsSql: string
}

function pseudoField(tableId: string, key: string, displayName: string, referenceTo: string, column: string): SchemaField {
  return {
    id: `${tableId}:${key}`, key, displayName, fieldType: FieldType.Reference, allowMultiple: false, decimalScale: null,
    baseCurrencyCode: null, referenceTo, childTableId: null, storage: { column, currencyColumn: null, sideTable: null },
  }
}

/** The field's rule context: an expression names `Current` (this record) and `Candidate` (the referenced one). */
async function ruleContext(db: Db, fieldId: string): Promise<RuleContext> {
  const { model, field, table } = await requireField(db, fieldId)
  if (field.FieldType !== FieldType.Reference || !field.ReferenceToEntityDefinitionId || !table.IsPrimary) {
    throw invalid('Reference Eligibility belongs to a Reference field of the primary table.', 'FieldId')
  }
  const loaded = await loadExpressionSchema(db, model)
  const tableId = `eligibility:${field.Id}`
  const pseudo = [
    pseudoField(tableId, 'Current', 'Current record', model.definition.Id, '"current_id"'),
    pseudoField(tableId, 'Candidate', 'Candidate record', field.ReferenceToEntityDefinitionId, '"candidate_id"'),
  ]
  const schema: ExpressionSchema = {
    fieldsOf: (id) => (id === tableId ? pseudo : loaded.fieldsOf(id)),
    primaryTableOf: (definitionId) => loaded.primaryTableOf(definitionId),
    tableSqlName: (id) => loaded.tableSqlName?.(id) ?? null,
  }
  const pairsSql = referencePairsSql(table.qualifiedName, field.storage.sideTable ? { sideTable: qualified(field.storage.sideTable) } : { column: quoteIdent(field.storage.column!) })
  return { model, field, schema, tableId, pairsSql }
}

interface Checked {
  check: CheckResult
  predicate: CompiledPredicate | null
}

/** Checks a rule as a condition (no statement-only functions: a rule has no current user) and compiles it. */
async function checkRule(db: Db, context: RuleContext, text: string): Promise<Checked> {
  const checkContext = { schema: context.schema, tableId: context.tableId }
  const check = checkCondition(text.slice(0, maxExpressionLength + 1), checkContext)
  if (text.length > maxExpressionLength) {
    check.diagnostics.push({ code: 'expression.tooLong', message: `An expression may have at most ${maxExpressionLength} characters.`, range: { start: maxExpressionLength, end: text.length } })
  }
  if (check.diagnostics.length > 0 || check.ast.kind === 'error') return { check, predicate: null }
  const compiled = compileStatement(text, checkContext, await evaluationContextFor(db, null, new Date()))
  return { check: compiled.check, predicate: compiled.ok ? compiled.predicate : null }
}

export async function validateRule(db: Db, fieldId: string, text: string) {
  const context = await ruleContext(db, fieldId)
  const checked = await checkRule(db, context, text)
  return validationResult(text, { check: checked.check, expectedType: 'Boolean', predicate: checked.predicate })
}

/** How many existing references the rule would find ineligible, with samples (by Number and name). */
export async function ruleImpact(db: Db, fieldId: string, text: string): Promise<Impact> {
  const context = await ruleContext(db, fieldId)
  const checked = await checkRule(db, context, text)
  const validation = validationResult(text, { check: checked.check, expectedType: 'Boolean', predicate: checked.predicate })
  if (!checked.predicate) return { Validation: validation, CheckedReferenceCount: 0, IneligibleCount: null, Samples: [] }
  const found = await checkPairs(db, context.pairsSql, checked.predicate, sampleCount)
  const definitions = definitionCache(db)
  const [source, target] = await Promise.all([definitions(context.model.definition.Id), definitions(context.field.ReferenceToEntityDefinitionId!)])
  const label = async (definition: typeof source, ids: string[]) => new Map(definition ? (await lookupItems(db, definition, ids)).map((item) => [item.Id, item]) : [])
  const [currents, candidates] = await Promise.all([
    label(source, found.samples.map((sample) => sample.current_id)),
    label(target, found.samples.map((sample) => sample.candidate_id)),
  ])
  return {
    Validation: validation,
    CheckedReferenceCount: found.checked,
    IneligibleCount: found.ineligible,
    Samples: found.samples.map((sample) => ({
      InstanceId: sample.current_id,
      Number: currents.get(sample.current_id)?.Number ?? '',
      DisplayName: currents.get(sample.current_id)?.DisplayName ?? sample.current_id,
      CandidateId: sample.candidate_id,
      CandidateNumber: candidates.get(sample.candidate_id)?.Number ?? '',
      CandidateDisplayName: candidates.get(sample.candidate_id)?.DisplayName ?? sample.candidate_id,
    })),
  }
}

export async function listFieldRules(db: Db, fieldId: string): Promise<ReferenceEligibilityRule[]> {
  await ruleContext(db, fieldId)
  return listRules(db, fieldId)
}

/** Enabling is refused: the runtime does not consult the rules yet (spec, configuration scope item 13). */
function assertDisabled(enabled: boolean | undefined): void {
  if (enabled) {
    throw new EnvelopeError(400, [
      issue('workspace.entities.referenceEligibility.unavailable', 'A Reference Eligibility rule cannot be enabled: this is unavailable until runtime candidate and mutation consumers are released. Store it disabled.', 'Enabled'),
    ])
  }
}

async function checkedExpression(db: Db, context: RuleContext, text: string): Promise<string> {
  const expression = text.trim()
  if (!expression) throw required('Expression')
  const checked = await checkRule(db, context, expression)
  if (!checked.predicate) throw new EnvelopeError(400, diagnosticIssues(expression, checked.check, 'Expression'))
  return expression
}

function displayNameOf(text: string): string {
  const displayName = text.trim()
  if (!displayName) throw required('DisplayName')
  return displayName
}

export async function createRule(db: Db, fieldId: string, input: CreateInput, now: Date): Promise<ReferenceEligibilityRule> {
  assertDisabled(input.Enabled)
  if (!namePattern.test(input.Name)) throw invalid('Name must start with a letter and use letters, digits and underscores (at most 64).', 'Name')
  const displayName = displayNameOf(input.DisplayName)
  return db.transaction(async (tx) => {
    const context = await ruleContext(tx, fieldId)
    await assertWritable(tx, context.model)
    const existing = await listRules(tx, fieldId)
    if (existing.some((rule) => rule.Name.toLowerCase() === input.Name.toLowerCase())) {
      throw conflict('workspace.entities.duplicateKey', `A rule named "${input.Name}" exists on ${context.field.DisplayName}.`, 'Name')
    }
    const expression = await checkedExpression(tx, context, input.Expression)
    const id = await insertRule(tx, { definitionId: context.model.definition.Id, fieldId, name: input.Name, displayName, expression, sortOrder: existing.length }, now)
    await touchDefinition(tx, context.model.definition.Id, now)
    return (await findRule(tx, id))!
  })
}

async function requireRule(db: Db, ruleId: string): Promise<ReferenceEligibilityRule> {
  const rule = await findRule(db, ruleId)
  if (!rule) throw notFound(`Reference Eligibility rule "${ruleId}" does not exist.`, ruleId)
  return rule
}

export async function updateRule(db: Db, ruleId: string, input: UpdateInput, now: Date): Promise<ReferenceEligibilityRule> {
  assertDisabled(input.Enabled)
  const displayName = displayNameOf(input.DisplayName)
  return db.transaction(async (tx) => {
    const rule = await requireRule(tx, ruleId)
    const context = await ruleContext(tx, rule.FieldId)
    await assertWritable(tx, context.model)
    if (rule.RowVersion !== input.RowVersion) throw staleRowVersion(rule)
    await updateRuleRow(tx, ruleId, { displayName, expression: await checkedExpression(tx, context, input.Expression) })
    await touchDefinition(tx, context.model.definition.Id, now)
    return (await findRule(tx, ruleId))!
  })
}

export async function deleteRule(db: Db, ruleId: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const rule = await requireRule(tx, ruleId)
    if (rowVersion !== undefined && rule.RowVersion !== rowVersion) throw staleRowVersion(rule)
    await deleteRuleRow(tx, ruleId)
    await touchDefinition(tx, rule.EntityDefinitionId, now)
    return ruleId
  })
}
