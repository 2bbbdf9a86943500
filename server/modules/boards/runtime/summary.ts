import type { Db } from '../../../db'
import type { RuntimeCaller } from './context'
import { decideItems, loadItemContext, type ItemContext } from './itemContext'
import type { ItemRow } from './items.repo'
import { cardNumber } from './payload'
import { loadTargetRecords, targetKey } from './targets'
import type { BoardItemSummary } from './types'

/** Item summaries (links, close blockers, pickers) of items on any board, as the caller may see them. */

/** Board contexts loaded once per request: linked items may sit on several boards. */
export class BoardContexts {
  private readonly loaded = new Map<string, Promise<ItemContext>>()

  constructor(
    readonly db: Db,
    private readonly caller: RuntimeCaller,
    private readonly now: Date,
    known: ItemContext[] = [],
  ) {
    for (const context of known) this.loaded.set(context.config.board.id, Promise.resolve(context))
  }

  of(boardId: string): Promise<ItemContext> {
    let found = this.loaded.get(boardId)
    if (!found) {
      found = loadItemContext(this.db, boardId, this.caller, this.now)
      this.loaded.set(boardId, found)
    }
    return found
  }
}

export interface SummarizedItem {
  summary: BoardItemSummary
  canRead: boolean
}

/** Summaries in the order of the rows, with whether the caller may read each item. */
export async function summarizeItems(contexts: BoardContexts, rows: readonly ItemRow[]): Promise<SummarizedItem[]> {
  const byBoard = new Map<string, ItemRow[]>()
  for (const row of rows) byBoard.set(row.board_id, [...(byBoard.get(row.board_id) ?? []), row])
  const result = new Map<string, SummarizedItem>()
  for (const [boardId, boardRows] of byBoard) {
    const context = await contexts.of(boardId)
    const { decisions } = await decideItems(context, boardRows)
    const targets = await loadTargetRecords(context.db, boardRows, context.caller, context.now)
    for (const row of boardRows) {
      const canRead = decisions.get(row.id)!.read.IsAllowed
      const status = context.config.statuses.find((item) => item.id === row.status_id)
      const definition = context.config.targetDefinitions.find((item) => item.id === row.target_definition_id)
      const number = cardNumber(context.config.board.key, row.number)
      const target = row.target_kind === 1 ? targets.get(targetKey(row))?.instance.DisplayName : row.target_kind === 2 ? row.target_object_id : null
      result.set(row.id, {
        canRead,
        summary: {
          Id: row.id,
          BoardId: boardId,
          BoardKey: context.config.board.key,
          BoardDisplayName: context.config.board.display_name,
          RunNumber: row.run_number,
          DisplayName: canRead ? (row.subject ?? number) : number,
          Subtitle: canRead ? (target ?? null) : null,
          BoardStatusId: row.status_id,
          BoardStatusDisplayName: status?.displayName ?? '',
          BoardStatusColor: status?.color ?? 'grey',
          BoardTargetDefinitionId: row.target_definition_id,
          BoardTargetDefinitionDisplayName: definition?.displayName ?? '',
          IsOpen: row.is_open,
          IsRestricted: !canRead,
          Number: number,
        },
      })
    }
  }
  return rows.map((row) => result.get(row.id)!)
}
