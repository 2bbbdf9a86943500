import type { Db } from '../../../db'
import { writeAudit } from './audit'
import type { RuntimeCaller } from './context'
import { itemsByIds, markItemRemoved } from './items.repo'
import { mutateItem } from './itemMutation'
import { removeLinksOf } from './links.repo'
import { auditLinkOnBoth } from './links.service'

/** Removing an item: it leaves its column and its links, and keeps its audit trail. */

export interface RemoveRequest {
  RemoveReason?: string | null
  RowVersion?: string | null
}

export async function removeItem(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: RemoveRequest, now: Date): Promise<boolean> {
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'remove', rowVersion: body.RowVersion }, async (context, row) => {
    const links = await removeLinksOf(context.db, row.id, now)
    await markItemRemoved(context.db, row.id, now)
    await writeAudit(context.db, caller, now, {
      boardId: row.board_id,
      itemId: row.id,
      kind: 'Removed',
      payload: {
        BoardStatusId: row.status_id,
        BoardCycleId: row.cycle_id,
        RankKey: row.rank_key,
        RunNumber: row.run_number,
        RemoveReason: body.RemoveReason ?? null,
        RemovedBoardItemLinkIds: links.map((link) => link.id).sort(),
      },
      statusIds: [row.status_id],
    })
    // The other items' trails tell that their link went with it.
    const others = new Map((await itemsByIds(context.db, links.map((link) => (link.source_item_id === row.id ? link.target_item_id : link.source_item_id)))).map((other) => [other.id, other]))
    for (const link of links) {
      const other = others.get(link.source_item_id === row.id ? link.target_item_id : link.source_item_id)
      if (other && other.removed_at === null) await auditLinkOnBoth(context, link, [other])
    }
  }, async () => true)
}
