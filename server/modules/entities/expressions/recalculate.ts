import type { Db } from '../../../db'
import type { Expr } from '../../../../shared/expressions/ast'
import { asFieldResult, checkExpression } from '../../../../shared/expressions/checker'
import { evaluateExpression } from '../../../../shared/expressions/evaluator'
import type { EvaluationContext } from '../../../../shared/expressions/functions'
import type { Value } from '../../../../shared/expressions/values'
import { defaultPrecision, defaultScale } from '../fieldTypes/catalog'
import type { FieldModel, TableModel } from '../model'
import { quoteIdent } from '../storage/names'
import { FieldType } from '../types'
import { loadRecordAccesses } from './recordAccess'
import { storeCalculatedValues, type CalculatedValue } from './recordValues.repo'
import type { LoadedSchema } from './schema'

/**
 * Calculated fields are stored values: computed with the evaluator (exact decimals) and written to
 * their columns — on every record write, and for existing records when a calculation changes.
 */

/** The table's calculated fields, each after the calculated fields it reads (a cycle was refused on save). */
export function calculationOrder(schema: LoadedSchema, table: TableModel): Array<{ field: FieldModel; ast: Expr }> {
  const calculated = table.Fields.filter((field) => !field.IsDeleted && field.CalculationExpression && field.storage.column)
  const checked = new Map(calculated.map((field) => [field.Key, checkExpression(field.CalculationExpression!, { schema, tableId: table.Id })]))
  const ordered: FieldModel[] = []
  const visiting = new Set<string>()
  const visit = (field: FieldModel) => {
    if (ordered.includes(field) || visiting.has(field.Key)) return
    visiting.add(field.Key)
    for (const key of checked.get(field.Key)!.fieldKeys) {
      const dependency = calculated.find((item) => item.Key === key)
      if (dependency) visit(dependency)
    }
    ordered.push(field)
  }
  calculated.forEach(visit)
  return ordered.map((field) => ({ field, ast: checked.get(field.Key)!.ast }))
}

const bigintLimit = 9223372036854775807n

/** The stored text of a number, or why it does not fit the field's column. */
function fitsColumn(field: FieldModel, amount: string): string | null {
  const digits = amount.replace(/^-/, '').split('.')[0]!.replace(/^0+/, '').length
  if (field.FieldType === FieldType.Integer) return BigInt(amount) > bigintLimit || BigInt(amount) < -bigintLimit ? 'the result is too large for an Integer.' : null
  const precision = field.DecimalPrecision ?? defaultPrecision
  const scale = field.DecimalScale ?? defaultScale
  return digits > precision - scale ? `the result ${amount} has more than ${precision - scale} digits before the decimal point.` : null
}

/** The column values of one calculated result (Money: amount and currency). */
function columnValues(field: FieldModel, value: Value): Array<[string, string | null]> {
  const amount = value !== null && (value.type === 'Integer' || value.type === 'Decimal' || value.type === 'Money') ? value.value.toFixed() : null
  const columns: Array<[string, string | null]> = [[quoteIdent(field.storage.column!), amount]]
  if (field.FieldType === FieldType.Money && field.storage.currencyColumn) {
    columns.push([quoteIdent(field.storage.currencyColumn), value !== null && value.type === 'Money' ? value.currency : null])
  }
  return columns
}

function storedText(value: Value): [string | null, string | null] {
  if (value === null || !(value.type === 'Integer' || value.type === 'Decimal' || value.type === 'Money')) return [null, null]
  return [value.value.toFixed(), value.type === 'Money' ? value.currency : null]
}

export interface RecalculationOutcome {
  /** Ids of the rows whose stored value changed. */
  changed: Set<string>
  /** Rows whose calculation failed (a division by zero, a result too large): their value is left NULL. */
  failed: Array<{ id: string; field: FieldModel; message: string }>
}

/**
 * Recomputes the table's calculated fields, in dependency order, for the rows `ids` and stores
 * what changed, inside the caller's transaction. `bumpRowVersion`: a change not made by a record
 * write (a new calculation) gives the row a new RowVersion, so stale editors are told.
 */
export async function recalculateRows(db: Db, schema: LoadedSchema, table: TableModel, ids: string[], evaluation: EvaluationContext, bumpRowVersion: boolean): Promise<RecalculationOutcome> {
  const outcome: RecalculationOutcome = { changed: new Set(), failed: [] }
  const order = calculationOrder(schema, table)
  if (order.length === 0 || ids.length === 0) return outcome
  for (const { field, ast } of order) {
    // Loaded per field: a later calculation may read an earlier one's new value.
    const self: Expr = { kind: 'field', path: [{ key: field.Key, range: ast.range }], range: ast.range }
    const accesses = await loadRecordAccesses(db, schema, table, ids, [ast, self])
    const changes: CalculatedValue[] = []
    for (const id of ids) {
      const record = accesses.get(id)
      if (!record) continue
      const result = evaluateExpression(ast, record, evaluation)
      let value = result.ok ? asFieldResult(result.value, { fieldType: field.FieldType, baseCurrencyCode: field.BaseCurrencyCode }) : null
      if (!result.ok) outcome.failed.push({ id, field, message: result.message })
      const [amount] = storedText(value)
      const tooLarge = amount === null ? null : fitsColumn(field, amount)
      if (tooLarge) {
        outcome.failed.push({ id, field, message: tooLarge })
        value = null
      }
      const [currentAmount, currentCurrency] = storedText(record.get(field.Key))
      const columns = columnValues(field, value)
      if (currentAmount === columns[0]![1] && (columns.length === 1 || currentCurrency === columns[1]![1])) continue
      changes.push({ id, amount: columns[0]![1], currency: columns[1]?.[1] ?? null })
      outcome.changed.add(id)
    }
    if (changes.length > 0) await storeCalculatedValues(db, table, field, changes, bumpRowVersion)
  }
  return outcome
}
