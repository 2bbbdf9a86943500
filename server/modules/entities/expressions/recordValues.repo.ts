import type { Db } from '../../../db'
import type { CompiledPredicate } from '../../../expressions/sql'
import type { FieldModel, TableModel } from '../model'
import { columnExpression } from '../records/values.read'
import { quoteIdent } from '../storage/names'
import { FieldType } from '../types'

/**
 * SQL of record values as expressions read them and calculations store them, over a definition's
 * data tables (ws_data). Numbers are read as exact text.
 */

/** A stored row with the raw values of the fields it was read for. */
export interface StoredValues {
  id: string
  /** Rows read by parent: the parent row. */
  parentId: string | null
  /** Raw stored value by field key. */
  values: Map<string, unknown>
  /** Money fields: the raw currency by field key. */
  currencies: Map<string, unknown>
}

/**
 * Selects rows of a table with the columns of the fields whose keys are in `keys` (exact text): by id, or (`by` parent)
 * the child rows of the given parents, each parent's in their order.
 */
export async function selectStoredValues(db: Db, table: TableModel, by: 'id' | 'parent', ids: string[], keys: { has(key: string): boolean }): Promise<StoredValues[]> {
  const columns = ['t.id']
  const selected: FieldModel[] = []
  for (const field of table.Fields) {
    if (!keys.has(field.Key) || !field.storage.column) continue
    selected.push(field)
    const column = quoteIdent(field.storage.column)
    columns.push(`${columnExpression({ column, fieldType: field.FieldType }, 't')} AS ${quoteIdent(`v_${field.Key}`)}`)
    if (field.storage.currencyColumn) columns.push(`t.${quoteIdent(field.storage.currencyColumn)} AS ${quoteIdent(`c_${field.Key}`)}`)
  }
  if (by === 'parent') columns.push('t.parent_id')
  const filter = by === 'parent' ? 't.parent_id = ANY($1::text[]) ORDER BY t.parent_id, t.sort_order' : 't.id = ANY($1::text[])'
  const rows = await db.query<Record<string, unknown> & { id: string }>(`SELECT ${columns.join(', ')} FROM ${table.qualifiedName} t WHERE ${filter}`, [ids])
  return rows.map((row) => ({
    id: row.id,
    parentId: by === 'parent' ? String(row.parent_id) : null,
    values: new Map(selected.map((field) => [field.Key, row[`v_${field.Key}`]])),
    currencies: new Map(selected.filter((field) => field.storage.currencyColumn).map((field) => [field.Key, row[`c_${field.Key}`]])),
  }))
}

/** The number of rows of a (qualified) table. */
export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${table}`)
  return Number(row?.count ?? 0)
}

/** The next ids of a (qualified) table after `after`, in id order. */
export async function nextRowIds(db: Db, table: string, after: string, limit: number): Promise<string[]> {
  return (await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE id > $1 ORDER BY id LIMIT ${limit}`, [after])).map((row) => row.id)
}

/** The ids of a parent's rows in a (qualified) child table. */
export async function childRowIds(db: Db, table: string, parentId: string): Promise<string[]> {
  return (await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE parent_id = $1`, [parentId])).map((row) => row.id)
}

/** The ids of a parent's rows in a (qualified) child table, in their order. */
export async function orderedChildRowIds(db: Db, table: string, parentId: string): Promise<string[]> {
  return (await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE parent_id = $1 ORDER BY sort_order, id`, [parentId])).map((row) => row.id)
}

/** Which of the ids are rows of the (qualified) table for which the compiled predicate (over alias t) holds. */
export async function idsMatching(db: Db, table: string, ids: string[], predicate: CompiledPredicate): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT t.id FROM ${table} t WHERE t.id = ANY($${predicate.params.length + 1}::text[]) AND ${predicate.sql}`,
    [...predicate.params, ids],
  )
  return rows.map((row) => row.id)
}

/** A calculated field's new value of one row (Money: with its currency). */
export interface CalculatedValue {
  id: string
  amount: string | null
  currency: string | null
}

/**
 * Writes a batch of a calculated field's new values in one statement (ids, amounts and currencies as
 * array parameters); `bumpRowVersion` gives the rows a new RowVersion.
 */
export async function storeCalculatedValues(db: Db, table: TableModel, field: FieldModel, changes: CalculatedValue[], bumpRowVersion: boolean): Promise<void> {
  const assignments = [`${quoteIdent(field.storage.column!)} = v.amount::numeric`]
  if (field.FieldType === FieldType.Money && field.storage.currencyColumn) assignments.push(`${quoteIdent(field.storage.currencyColumn)} = v.currency`)
  if (bumpRowVersion) assignments.push('row_version = gen_random_uuid()')
  await db.query(
    `UPDATE ${table.qualifiedName} t SET ${assignments.join(', ')}
     FROM unnest($1::text[], $2::text[], $3::text[]) AS v(id, amount, currency) WHERE t.id = v.id`,
    [changes.map((change) => change.id), changes.map((change) => change.amount), changes.map((change) => change.currency)],
  )
}
