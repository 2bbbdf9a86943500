import type { Db } from '../../../db'
import type { Expr } from '../../../../shared/expressions/ast'
import { checkExpression } from '../../../../shared/expressions/checker'
import { evaluateExpression, type RecordAccess } from '../../../../shared/expressions/evaluator'
import type { EvaluationContext } from '../../../../shared/expressions/functions'
import { toJson, type Value } from '../../../../shared/expressions/values'
import type { Issue } from '../../../http/envelope'
import { EnvelopeError } from '../../../http/errors'
import { loadDefinitionModel, type DefinitionModel, type FieldModel, type TableModel } from '../model'
import type { EntityValidationRule } from '../types'
import { recalculateRows } from './recalculate'
import { loadRecordAccesses } from './recordAccess'
import { childRowIds, orderedChildRowIds } from './recordValues.repo'
import { loadExpressionSchema, type LoadedSchema } from './schema'

/**
 * What expressions enforce on a record write, in the write's transaction: RequiredWhen and
 * EditableWhen by their OperationMode, validation rules (the message in the caller's language),
 * and calculated fields recomputed and stored. VisibleWhen only shapes forms; it is not enforced.
 */

const OperationMode = { All: 0, CreateOnly: 1, UpdateOnly: 2 } as const

interface Condition {
  field: FieldModel
  ast: Expr
}

interface Rule {
  rule: EntityValidationRule
  ast: Expr
  /** The one field the rule names, where its message belongs. */
  fieldKey: string | null
}

export interface WriteRules {
  schema: LoadedSchema
  table: TableModel
  required: Condition[]
  editable: Condition[]
  rules: Rule[]
  childTablesWithCalculations: TableModel[]
  hasCalculations: boolean
  /** Child tables whose fields carry RequiredWhen or EditableWhen, with the key of their Table field. */
  childConditions: ChildConditions[]
}

interface ChildConditions {
  table: TableModel
  ownerKey: string
  required: Condition[]
  editable: Condition[]
}

const applies = (mode: number, isNew: boolean) => mode === OperationMode.All || (isNew ? mode === OperationMode.CreateOnly : mode === OperationMode.UpdateOnly)

/**
 * The write rules of a definition's primary table; null when no expression applies to its records.
 * `loaded`: the definition's model when the caller already holds it as it is now.
 */
export async function loadWriteRules(db: Db, definitionId: string, loaded?: DefinitionModel): Promise<WriteRules | null> {
  const model = loaded ?? (await loadDefinitionModel(db, definitionId))
  if (!model) return null
  const table = model.primaryTable
  const fields = table.Fields.filter((field) => !field.IsDeleted)
  const calculated = (item: TableModel) => item.Fields.some((field) => !field.IsDeleted && field.CalculationExpression)
  const childTablesWithCalculations = model.tables.filter((item) => !item.IsPrimary && !item.IsDeleted && calculated(item))
  const enabledRules = model.validationRules.filter((rule) => rule.Enabled && !rule.IsDeleted)
  const withRequired = fields.filter((field) => field.RequiredWhen)
  const withEditable = fields.filter((field) => field.EditableWhen)
  const childTables = model.tables.filter((item) => !item.IsPrimary && !item.IsDeleted)
  const withConditions = (item: TableModel) => item.Fields.some((field) => !field.IsDeleted && (field.RequiredWhen || field.EditableWhen))
  if (!withRequired.length && !withEditable.length && !enabledRules.length && !calculated(table) && !childTablesWithCalculations.length && !childTables.some(withConditions)) {
    return null
  }
  const schema = await loadExpressionSchema(db, model)
  const parse = (text: string) => checkExpression(text, { schema, tableId: table.Id })
  const conditionsOf = (item: TableModel, member: 'RequiredWhen' | 'EditableWhen') =>
    item.Fields.filter((field) => !field.IsDeleted && field[member]).map((field) => ({ field, ast: checkExpression(field[member]!, { schema, tableId: item.Id }).ast }))
  return {
    childConditions: childTables.filter(withConditions).map((item) => ({
      table: item,
      ownerKey: model.fieldsById.get(item.OwnerFieldId ?? '')?.Key ?? item.Name,
      required: conditionsOf(item, 'RequiredWhen'),
      editable: conditionsOf(item, 'EditableWhen'),
    })),
    schema,
    table,
    required: withRequired.map((field) => ({ field, ast: parse(field.RequiredWhen!).ast })),
    editable: withEditable.map((field) => ({ field, ast: parse(field.EditableWhen!).ast })),
    rules: enabledRules.map((rule) => {
      const checked = parse(rule.Expression)
      return { rule, ast: checked.ast, fieldKey: checked.fieldKeys.length === 1 ? checked.fieldKeys[0]! : null }
    }),
    childTablesWithCalculations,
    hasCalculations: calculated(table),
  }
}

const fieldExpr = (key: string): Expr => ({ kind: 'field', path: [{ key, range: { start: 0, end: 0 } }], range: { start: 0, end: 0 } })

/** The expressions a write evaluates, plus the fields themselves (to see whether they are empty or changed). */
function expressionsOf(rules: WriteRules): Expr[] {
  const conditions = [...rules.required, ...rules.editable]
  return [...conditions.map((item) => item.ast), ...conditions.map((item) => fieldExpr(item.field.Key)), ...rules.rules.map((item) => item.ast)]
}

/** The record before an update (its table rows too), when an EditableWhen condition will need it. */
export interface RecordBefore {
  record: RecordAccess | null
  /** Per child table: row id → the row as it was. */
  rows: Map<string, Map<string, RecordAccess>>
}

const childExpressions = (child: ChildConditions): Expr[] => {
  const conditions = [...child.required, ...child.editable]
  return [...conditions.map((item) => item.ast), ...conditions.map((item) => fieldExpr(item.field.Key))]
}

async function childRows(db: Db, rules: WriteRules, child: ChildConditions, parentId: string): Promise<{ ids: string[]; accesses: Map<string, RecordAccess> }> {
  const ids = await orderedChildRowIds(db, child.table.qualifiedName, parentId)
  return { ids, accesses: await loadRecordAccesses(db, rules.schema, child.table, ids, childExpressions(child)) }
}

export async function recordBeforeWrite(db: Db, rules: WriteRules | null, id: string): Promise<RecordBefore | null> {
  if (!rules) return null
  const record = rules.editable.length > 0 ? ((await loadRecordAccesses(db, rules.schema, rules.table, [id], expressionsOf(rules))).get(id) ?? null) : null
  const rows = new Map<string, Map<string, RecordAccess>>()
  // Which rows existed decides each row's operation mode, and how it was decides EditableWhen.
  for (const child of rules.childConditions) rows.set(child.table.Id, (await childRows(db, rules, child, id)).accesses)
  return { record, rows }
}

const isEmpty = (value: Value) => value === null || (value.type === 'List' && value.items.length === 0) || (value.type === 'Text' && value.value.trim() === '')
const same = (a: Value, b: Value) => JSON.stringify(toJson(a)) === JSON.stringify(toJson(b))

/** A condition holds only when it is true: NULL counts as false where a condition is used. */
function holds(ast: Expr, record: RecordAccess, evaluation: EvaluationContext): boolean {
  const outcome = evaluateExpression(ast, record, evaluation)
  return outcome.ok && outcome.value !== null && outcome.value.type === 'Boolean' && outcome.value.value
}

/** The rule's message in the caller's language: the exact locale, then its language, then Message. */
export function ruleMessage(rule: EntityValidationRule, locale: string | null): string {
  if (!locale) return rule.Message
  const translations = rule.MessageTranslations ?? {}
  const exact = Object.entries(translations).find(([key]) => key.toLowerCase() === locale.toLowerCase())
  const language = Object.entries(translations).find(([key]) => key.toLowerCase() === locale.split('-')[0]!.toLowerCase())
  return exact?.[1] ?? language?.[1] ?? rule.Message
}

export interface WriteFacts {
  id: string
  isNew: boolean
  /** Field keys the caller sent. */
  given: ReadonlySet<string>
  before: RecordBefore | null
  evaluation: EvaluationContext
  locale: string | null
}

/**
 * After the row was written (same transaction): stores calculated values, then checks conditions
 * and rules on the record as it now is. Any failure throws 400, which rolls the write back.
 */
export async function enforceAfterWrite(db: Db, rules: WriteRules | null, facts: WriteFacts): Promise<void> {
  if (!rules) return
  for (const child of rules.childTablesWithCalculations) {
    await recalculateRows(db, rules.schema, child, await childRowIds(db, child.qualifiedName, facts.id), facts.evaluation, false)
  }
  const issues: Issue[] = []
  if (rules.hasCalculations) {
    const outcome = await recalculateRows(db, rules.schema, rules.table, [facts.id], facts.evaluation, false)
    for (const failure of outcome.failed) {
      issues.push({ Code: 'workspace.entities.records.calculationFailed', Message: `${failure.field.DisplayName} could not be calculated: ${failure.message}`, Field: `Fields.${failure.field.Key}` })
    }
  }
  const after = (await loadRecordAccesses(db, rules.schema, rules.table, [facts.id], expressionsOf(rules))).get(facts.id)
  if (!after) return
  for (const { field, ast } of rules.required) {
    if (!applies(field.RequiredWhenOperationMode, facts.isNew)) continue
    if (holds(ast, after, facts.evaluation) && isEmpty(after.get(field.Key))) {
      issues.push({ Code: 'workspace.validation.required', Message: `${field.DisplayName} is required.`, Field: `Fields.${field.Key}` })
    }
  }
  for (const { field, ast } of rules.editable) {
    if (!facts.given.has(field.Key) || !applies(field.EditableWhenOperationMode, facts.isNew)) continue
    const before = facts.before?.record ?? null
    const changed = facts.isNew ? !isEmpty(after.get(field.Key)) : !same(before?.get(field.Key) ?? null, after.get(field.Key))
    // An update asks the record as it was; a new record, as it is being created.
    if (changed && !holds(ast, facts.isNew ? after : (before ?? after), facts.evaluation)) {
      issues.push({ Code: 'workspace.entities.records.notEditable', Message: `${field.DisplayName} cannot be changed now.`, Field: `Fields.${field.Key}` })
    }
  }
  for (const child of rules.childConditions) issues.push(...(await childIssues(db, rules, child, facts)))
  for (const { rule, ast, fieldKey } of rules.rules) {
    const outcome = evaluateExpression(ast, after, facts.evaluation)
    // A rule blocks only when it is false: NULL passes, as a SQL CHECK does.
    const failed = !outcome.ok || (outcome.value !== null && outcome.value.type === 'Boolean' && !outcome.value.value)
    if (!failed) continue
    const item: Issue = { Code: 'workspace.entities.records.validationRule', Message: ruleMessage(rule, facts.locale), Target: rule.Name }
    if (fieldKey) item.Field = `Fields.${fieldKey}`
    issues.push(item)
  }
  if (issues.length > 0) throw new EnvelopeError(400, issues)
}

/**
 * The conditions of one table's rows: RequiredWhen on every row as it now is; EditableWhen on the
 * values a write changed — a row that existed is asked as it was, a new row as it is being added.
 */
async function childIssues(db: Db, rules: WriteRules, child: ChildConditions, facts: WriteFacts): Promise<Issue[]> {
  const issues: Issue[] = []
  const { ids, accesses } = await childRows(db, rules, child, facts.id)
  const beforeRows = facts.before?.rows.get(child.table.Id)
  for (const [index, rowId] of ids.entries()) {
    const row = accesses.get(rowId)
    if (!row) continue
    const earlier = beforeRows?.get(rowId) ?? null
    const isNewRow = facts.isNew || !earlier
    const path = `Fields.${child.ownerKey}[${index}].Fields`
    for (const { field, ast } of child.required) {
      if (applies(field.RequiredWhenOperationMode, isNewRow) && holds(ast, row, facts.evaluation) && isEmpty(row.get(field.Key))) {
        issues.push({ Code: 'workspace.validation.required', Message: `${field.DisplayName} is required.`, Field: `${path}.${field.Key}` })
      }
    }
    for (const { field, ast } of child.editable) {
      if (!applies(field.EditableWhenOperationMode, isNewRow)) continue
      const changed = earlier ? !same(earlier.get(field.Key), row.get(field.Key)) : !isEmpty(row.get(field.Key))
      if (changed && !holds(ast, earlier ?? row, facts.evaluation)) {
        issues.push({ Code: 'workspace.entities.records.notEditable', Message: `${field.DisplayName} cannot be changed now.`, Field: `${path}.${field.Key}` })
      }
    }
  }
  return issues
}
