import type { Db } from '../../db'
import { announceRecordMutation } from '../../platform/recordEvents'
import type { BuiltinFunction } from '../functions'
import { storeContractTotals, storeLineTotals, touchContracts, type LineItemLayout } from './contractTotals.repo'
import { loadDefinitionModel, type FieldModel, type TableModel } from './model'
import { FieldType } from './types'

const contractsName = 'contracts'

const byKey = (table: TableModel, pattern: RegExp, types: number[]): FieldModel | undefined =>
  table.Fields.find((field) => pattern.test(field.Key) && types.includes(field.FieldType) && field.storage.column !== null)

const numeric = [FieldType.Integer, FieldType.Decimal, FieldType.Money]

interface Layout extends LineItemLayout {
  definitionId: string
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
  const ids = write.contractIds
  return db.transaction(async (tx) => {
    const changedLines = await storeLineTotals(tx, layout, ids, write.actorId, write.now)
    const changed = new Set(changedLines)
    if (layout.total) for (const id of await storeContractTotals(tx, layout, layout.total, ids)) changed.add(id)
    // Every changed contract (a total, or only its lines) is a changed record: a new RowVersion and the record event.
    await touchContracts(tx, layout, [...changed], write.actorId, write.now)
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
