import type { Db } from '../../../db'
import { staleRowVersion } from '../../../http/errors'
import { requireBoard } from '../shared/boardRef'
import type { ItemOperationKey } from '../shared/operations'
import type { RuntimeCaller } from './context'
import { loadItemContext, requireOperation, type ItemContext } from './itemContext'
import { findItem, requireLiveItem, type ItemRow } from './items.repo'
import { buildItem } from './payload'
import type { BoardItemPayload } from './types'

/** One change of one item: module on, item live and locked, RowVersion current, operation allowed, one transaction. */

export interface ItemMutation {
  boardIdOrKey: string
  itemId: string
  operation: ItemOperationKey
  /** The expected RowVersion, when the request carries one. */
  rowVersion?: string | null
  /** A replayed request answers the item before any check (its own RowVersion is stale by then). */
  replay?: (context: ItemContext, row: ItemRow) => Promise<boolean>
}

export async function mutateItem<R = BoardItemPayload>(
  db: Db,
  caller: RuntimeCaller,
  now: Date,
  mutation: ItemMutation,
  change: (context: ItemContext, row: ItemRow) => Promise<void>,
  answer: (context: ItemContext, row: ItemRow) => Promise<R> = (context, row) => buildItem(context, row) as Promise<R>,
): Promise<R> {
  const board = await requireBoard(db, mutation.boardIdOrKey)
  return db.transaction(async (tx) => {
    const row = await requireLiveItem(tx, board.id, mutation.itemId, true)
    const context = await loadItemContext(tx, board.id, caller, now)
    if (mutation.replay && (await mutation.replay(context, row))) return answer(context, row)
    if (mutation.rowVersion && mutation.rowVersion !== row.row_version) throw staleRowVersion(await buildItem(context, row))
    await requireOperation(context, row, mutation.operation)
    await change(context, row)
    return answer(context, (await findItem(tx, board.id, row.id)) as ItemRow)
  })
}
