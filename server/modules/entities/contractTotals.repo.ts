import type { Db } from '../../db'
import type { FieldModel, TableModel } from './model'

/** SQL of the stored line totals (quantity × unit price) and contract totals of a contracts entity. */

/** The line-item table with its quantity, unit price and line total, and the contract table with its optional total. */
export interface LineItemLayout {
  lines: TableModel
  quantity: FieldModel
  unitPrice: FieldModel
  lineTotal: FieldModel
  primary: TableModel
  total: FieldModel | undefined
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** The currency a computed money value gets, as SQL: the field's base currency (a checked code), else `fallback`. */
function currencySql(field: FieldModel, fallback: string): string {
  const code = field.BaseCurrencyCode
  return code && /^[A-Z]{3}$/.test(code) ? `'${code}'` : fallback
}

const lineTotalColumn = (layout: LineItemLayout) => quote(layout.lineTotal.storage.column!)
const lineCurrencyColumn = (layout: LineItemLayout) => (layout.lineTotal.storage.currencyColumn ? quote(layout.lineTotal.storage.currencyColumn) : null)

/**
 * Writes quantity × unit price into the live lines whose total differs (of the chosen contracts;
 * null: all), each with a new RowVersion, modified by the actor; answers the contract of each changed line.
 */
export async function storeLineTotals(db: Db, layout: LineItemLayout, contractIds: readonly string[] | null, actorId: string | null, now: Date): Promise<string[]> {
  const { lines, quantity, unitPrice, lineTotal } = layout
  const q = quote(quantity.storage.column!)
  const p = quote(unitPrice.storage.column!)
  const t = lineTotalColumn(layout)
  const amount = `round(coalesce(l.${q}, 0) * coalesce(l.${p}, 0), 2)`
  // A money total carries its currency: the field's own, else the unit price's.
  const lineCurrency = currencySql(lineTotal, unitPrice.storage.currencyColumn ? `l.${quote(unitPrice.storage.currencyColumn)}` : 'NULL')
  const currencyColumn = lineCurrencyColumn(layout)
  // $1 the actor, $2 the time, $3 the chosen contracts (when chosen).
  const params = contractIds ? [actorId, now, [...contractIds]] : [actorId, now]
  const filter = contractIds ? 'AND l.parent_id = ANY($3::text[])' : ''
  const changedLines = await db.query<{ parent_id: string }>(
    `UPDATE ${lines.qualifiedName} l SET ${t} = ${amount}${currencyColumn ? `, ${currencyColumn} = ${lineCurrency}` : ''},
       row_version = gen_random_uuid(), modified_at = $2, modified_by = $1
     WHERE l.archived_at IS NULL
       AND (l.${t} IS DISTINCT FROM ${amount}${currencyColumn ? ` OR l.${currencyColumn} IS DISTINCT FROM ${lineCurrency}` : ''}) ${filter}
     RETURNING l.parent_id`,
    params,
  )
  return changedLines.map((row) => row.parent_id)
}

/** Writes the sum of the live lines into the contracts' totals where it differs (of the chosen contracts; null: all); answers the changed contracts. */
export async function storeContractTotals(db: Db, layout: LineItemLayout, total: FieldModel, contractIds: readonly string[] | null): Promise<string[]> {
  const { lines, primary } = layout
  const t = lineTotalColumn(layout)
  const currencyColumn = lineCurrencyColumn(layout)
  const c = quote(total.storage.column!)
  const totalCurrencyColumn = total.storage.currencyColumn ? quote(total.storage.currencyColumn) : null
  const linesCurrency = currencyColumn
    ? `(SELECT max(l.${currencyColumn}) FROM ${lines.qualifiedName} l WHERE l.parent_id = c2.id AND l.archived_at IS NULL)`
    : 'NULL'
  const contractFilter = contractIds ? 'AND c.id = ANY($1::text[])' : ''
  const changedTotals = await db.query<{ id: string }>(
    `UPDATE ${primary.qualifiedName} c SET ${c} = s.sum${totalCurrencyColumn ? `, ${totalCurrencyColumn} = s.currency` : ''}
     FROM (SELECT c2.id, coalesce((SELECT sum(l.${t}) FROM ${lines.qualifiedName} l WHERE l.parent_id = c2.id AND l.archived_at IS NULL), 0) AS sum,
             ${currencySql(total, linesCurrency)} AS currency
           FROM ${primary.qualifiedName} c2) s
     WHERE s.id = c.id AND (c.${c} IS DISTINCT FROM s.sum${totalCurrencyColumn ? ` OR c.${totalCurrencyColumn} IS DISTINCT FROM s.currency` : ''}) ${contractFilter}
     RETURNING c.id`,
    contractIds ? [[...contractIds]] : [],
  )
  return changedTotals.map((row) => row.id)
}

/** Gives the contracts a new RowVersion, modified by the actor. */
export async function touchContracts(db: Db, layout: LineItemLayout, ids: string[], actorId: string | null, now: Date): Promise<void> {
  await db.query(
    `UPDATE ${layout.primary.qualifiedName} SET row_version = gen_random_uuid(), modified_at = $2, modified_by = $1 WHERE id = ANY($3::text[])`,
    [actorId, now, ids],
  )
}
