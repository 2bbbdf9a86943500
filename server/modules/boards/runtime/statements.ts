import type { Db } from '../../../db'
import { checkCondition, type CheckResult } from '../../../../shared/expressions/checker'
import { evaluateExpression, type RecordAccess } from '../../../../shared/expressions/evaluator'
import type { EvaluationContext } from '../../../../shared/expressions/functions'
import type { ExpressionSchema, SchemaField } from '../../../../shared/expressions/types'
import { values, type Value } from '../../../../shared/expressions/values'
import { loadRecordAccesses, loadExpressionSchema, type LoadedSchema, FieldType } from '../../entities'
import type { SecurityStatementConfig } from '../admin/config'
import type { PartDefinition } from './part'

/**
 * Security statements: conditions over an item's board data (the Part record) plus the built-in
 * names Subject, Description and IsOpen. True for an item → the statement's operation is denied.
 */

const builtIn = (key: string, fieldType: number): SchemaField => ({
  key,
  displayName: key,
  fieldType: fieldType as SchemaField['fieldType'],
  allowMultiple: false,
  decimalScale: null,
  baseCurrencyCode: null,
  referenceTo: null,
  childTableId: null,
  storage: { column: null, currencyColumn: null, sideTable: null },
})

export const statementBuiltIns: readonly SchemaField[] = [
  builtIn('Subject', FieldType.Text),
  builtIn('Description', FieldType.LongText),
  builtIn('IsOpen', FieldType.Boolean),
]
const builtInKeys = new Set(statementBuiltIns.map((field) => field.key))

/** The schema statements are checked against: the Part schema with the built-ins on its primary table (they win over a field of the same key). */
export function withStatementBuiltIns<S extends ExpressionSchema>(schema: S, primaryTableId: string): S {
  return {
    ...schema,
    fieldsOf: (tableId: string) =>
      tableId === primaryTableId
        ? [...schema.fieldsOf(tableId).filter((field) => !builtInKeys.has(field.key)), ...statementBuiltIns]
        : schema.fieldsOf(tableId),
  }
}

/** Checks a statement expression as a condition over the board's item record (admin validation uses it too). */
export async function checkStatementExpression(db: Db, part: PartDefinition, expression: string): Promise<CheckResult> {
  const schema = withStatementBuiltIns(await loadExpressionSchema(db, part.model), part.model.primaryTable.Id)
  return checkCondition(expression, { schema, tableId: part.model.primaryTable.Id })
}

export interface StatementItem {
  id: string
  subject: string | null
  description: string | null
  isOpen: boolean
}

function withBuiltIns(record: RecordAccess | undefined, item: StatementItem): RecordAccess {
  const own: Record<string, Value> = {
    Subject: item.subject === null ? null : values.text(item.subject),
    Description: item.description === null ? null : values.text(item.description),
    IsOpen: values.boolean(item.isOpen),
  }
  return {
    kind: (key) => (builtInKeys.has(key) ? 'value' : (record?.kind(key) ?? 'value')),
    get: (key) => (builtInKeys.has(key) ? (own[key] ?? null) : (record?.get(key) ?? null)),
    follow: (key) => record?.follow(key) ?? null,
    rows: (key) => record?.rows(key) ?? [],
  }
}

/**
 * The enabled statements that deny something for each item, in their order. A statement that no
 * longer checks (a field it names was deleted) or fails while evaluating denies: a broken deny rule
 * must not silently open the operation.
 */
export async function statementHits(
  db: Db,
  part: PartDefinition,
  statements: readonly SecurityStatementConfig[],
  items: readonly StatementItem[],
  evaluation: EvaluationContext,
): Promise<Map<string, SecurityStatementConfig[]>> {
  const hits = new Map<string, SecurityStatementConfig[]>(items.map((item) => [item.id, []]))
  const enabled = statements.filter((statement) => statement.enabled)
  if (enabled.length === 0 || items.length === 0) return hits
  const tableId = part.model.primaryTable.Id
  const schema: LoadedSchema = withStatementBuiltIns(await loadExpressionSchema(db, part.model), tableId)
  const checked = enabled.map((statement) => ({ statement, check: checkCondition(statement.expression, { schema, tableId }) }))
  const valid = checked.filter(({ check }) => check.diagnostics.length === 0)
  const records = await loadRecordAccesses(db, schema, part.model.primaryTable, items.map((item) => item.id), valid.map(({ check }) => check.ast))
  for (const item of items) {
    const record = withBuiltIns(records.get(item.id), item)
    for (const { statement, check } of checked) {
      if (check.diagnostics.length > 0) {
        hits.get(item.id)!.push(statement)
        continue
      }
      const outcome = evaluateExpression(check.ast, record, evaluation)
      const holds = !outcome.ok || (outcome.value?.type === 'Boolean' && outcome.value.value)
      if (holds) hits.get(item.id)!.push(statement)
    }
  }
  return hits
}
