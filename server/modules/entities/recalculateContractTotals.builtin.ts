import type { Db } from '../../db'
import { announceRecordMutation } from '../../platform/recordEvents'
import type { BuiltinFunction } from '../functions'
import { loadDefinitionModel, type FieldModel, type TableModel } from './model'
import { FieldType } from './types'

const contractsName = 'contracts'

const byKey = (table: TableModel, pattern: RegExp, types: number[]): FieldModel | undefined =>
  table.Fields.find((field) => pattern.test(field.Key) && types.includes(field.FieldType) && field.storage.column !== null)

const numeric = [FieldType.Integer, FieldType.Decimal, FieldType.Money]
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** The currency a computed money value gets, as SQL: the field's base currency (a checked code), else `fallback`. */
function currencySql(field: FieldModel, fallback: string): string {
  const code = field.BaseCurrencyCode
  return code && /^[A-Z]{3}$/.test(code) ? `'${code}'` : fallback
}

interface Layout {
  definitionId: string
  lines: TableModel
  quantity: FieldModel
  unitPrice: FieldModel
  lineTotal: FieldModel
  primary: TableModel
  total: FieldModel | undefined
}

/** Finds the line-item table (quantity × unit price = line total) and an optional contract total. */
async function contractLayout(db: Db): Promise<Layout | null> {
  const model = await loadDefinitionModel(db, contractsName)
  if (!model) return null
  for (const table of model.tables) {
    if (table.parentTableId === null) continue
    const quantity = byKey(table, /^quantity$/i, numeric)
    const unitPrice = byKey(table, /^unit_?price$/i, numeric)
    const lineTotal = byKey(table, /^line_?total$/i, numeric)
    if (quantity && unitPrice && lineTotal) {
      return { definitionId: model.definition.Id, lines: table, quantity, unitPrice, lineTotal, primary: model.primaryTable, total: byKey(model.primaryTable, /^(total|total_?amount|contract_?total)$/i, numeric) }
    }
  }
  return null
}

/** Who writes the totals, and of which contracts (null: all). */
export interface ContractTotalsWrite {
  actorId: string | null
  now: Date
  contractIds: readonly string[] | null
  /** The function writing them: its record events name it, so its own triggers do not fire. */
  byFunctionId?: string
}

/**
 * Recomputes line totals (quantity × unit price) and contract totals through the record path (a new
 * RowVersion and the record event per changed contract); null when there is no contracts entity
 * with line items.
 */
export async function writeContractTotals(db: Db, write: ContractTotalsWrite): Promise<{ contracts: number; lines: number } | null> {
  const layout = await contractLayout(db)
  if (!layout) return null
  const { lines, quantity, unitPrice, lineTotal, primary, total } = layout
  const ids = write.contractIds
  const q = quote(quantity.storage.column!)
  const p = quote(unitPrice.storage.column!)
  const t = quote(lineTotal.storage.column!)
  const amount = `round(coalesce(l.${q}, 0) * coalesce(l.${p}, 0), 2)`
  // A money total carries its currency: the field's own, else the unit price's.
  const lineCurrency = currencySql(lineTotal, unitPrice.storage.currencyColumn ? `l.${quote(unitPrice.storage.currencyColumn)}` : 'NULL')
  const lineCurrencyColumn = lineTotal.storage.currencyColumn ? quote(lineTotal.storage.currencyColumn) : null
  // $1 the actor, $2 the time, $3 the chosen contracts (when chosen).
  const params = ids ? [write.actorId, write.now, [...ids]] : [write.actorId, write.now]
  const filter = ids ? 'AND l.parent_id = ANY($3::text[])' : ''
  return db.transaction(async (tx) => {
    const changedLines = await tx.query<{ parent_id: string }>(
      `UPDATE ${lines.qualifiedName} l SET ${t} = ${amount}${lineCurrencyColumn ? `, ${lineCurrencyColumn} = ${lineCurrency}` : ''},
         row_version = gen_random_uuid(), modified_at = $2, modified_by = $1
       WHERE l.archived_at IS NULL
         AND (l.${t} IS DISTINCT FROM ${amount}${lineCurrencyColumn ? ` OR l.${lineCurrencyColumn} IS DISTINCT FROM ${lineCurrency}` : ''}) ${filter}
       RETURNING l.parent_id`,
      params,
    )
    const changed = new Set(changedLines.map((row) => row.parent_id))
    if (total) {
      const c = quote(total.storage.column!)
      const totalCurrencyColumn = total.storage.currencyColumn ? quote(total.storage.currencyColumn) : null
      const linesCurrency = lineCurrencyColumn
        ? `(SELECT max(l.${lineCurrencyColumn}) FROM ${lines.qualifiedName} l WHERE l.parent_id = c2.id AND l.archived_at IS NULL)`
        : 'NULL'
      const contractFilter = ids ? 'AND c.id = ANY($1::text[])' : ''
      const changedTotals = await tx.query<{ id: string }>(
        `UPDATE ${primary.qualifiedName} c SET ${c} = s.sum${totalCurrencyColumn ? `, ${totalCurrencyColumn} = s.currency` : ''}
         FROM (SELECT c2.id, coalesce((SELECT sum(l.${t}) FROM ${lines.qualifiedName} l WHERE l.parent_id = c2.id AND l.archived_at IS NULL), 0) AS sum,
                 ${currencySql(total, linesCurrency)} AS currency
               FROM ${primary.qualifiedName} c2) s
         WHERE s.id = c.id AND (c.${c} IS DISTINCT FROM s.sum${totalCurrencyColumn ? ` OR c.${totalCurrencyColumn} IS DISTINCT FROM s.currency` : ''}) ${contractFilter}
         RETURNING c.id`,
        ids ? [[...ids]] : [],
      )
      for (const row of changedTotals) changed.add(row.id)
    }
    // Every changed contract (a total, or only its lines) is a changed record: a new RowVersion and the record event.
    await tx.query(
      `UPDATE ${primary.qualifiedName} SET row_version = gen_random_uuid(), modified_at = $2, modified_by = $1 WHERE id = ANY($3::text[])`,
      [write.actorId, write.now, [...changed]],
    )
    for (const instanceId of changed) {
      await announceRecordMutation(tx, {
        EntityDefinitionId: layout.definitionId,
        InstanceId: instanceId,
        Operation: 'patch',
        ActorUserId: write.actorId,
        ...(write.byFunctionId ? { ByFunctionId: write.byFunctionId } : {}),
      })
    }
    return { contracts: changed.size, lines: changedLines.length }
  })
}

/** Recalculates the stored line totals and contract totals of the demo contracts. */
export const recalculateContractTotals: BuiltinFunction = {
  key: 'recalculate-contract-totals',
  displayName: 'Recalculate contract totals',
  description: 'Recomputes line totals (quantity × unit price) and the total of contracts; needs entity configuration access.',
  supportsCancellation: false,
  timeoutMs: 60_000,
  maxAttempts: 3,
  requiredPermission: 'entities.configure',
  version: 4,
  async run(context) {
    const requested = context.arguments.contractIds ?? context.arguments.InstanceIds
    const contractIds = Array.isArray(requested) ? requested.filter((id): id is string => typeof id === 'string') : null
    const written = await writeContractTotals(context.db, { actorId: context.actor.userId, now: context.now(), contractIds, byFunctionId: context.functionId })
    if (!written) return { kind: 'skipped', summary: 'Skipped: no contracts entity with line items exists.' }
    if (written.contracts === 0) return { kind: 'skipped', summary: 'Skipped: every contract total is up to date.' }
    return {
      kind: 'success',
      summary: `Recalculated ${written.contracts} contracts (${written.lines} line totals).`,
      changedRecordCount: written.contracts,
      result: written,
    }
  },
}
