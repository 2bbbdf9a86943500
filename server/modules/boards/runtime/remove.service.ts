import type { LinkType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { writeAudit } from './audit'
import type { RuntimeCaller } from './context'
import { itemsByIds } from './items.repo'
import { mutateItem } from './itemMutation'
import { auditLinkOnBoth } from './links.service'

/** Removing an item: it leaves its column and its links, and keeps its audit trail. */

export interface RemoveRequest {
  RemoveReason?: string | null
  RowVersion?: string | null
}

export async function removeItem(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: RemoveRequest, now: Date): Promise<boolean> {
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'remove', rowVersion: body.RowVersion }, async (context, row) => {
    const links = await context.db.query<{ id: string; link_type: LinkType; source_item_id: string; target_item_id: string; created_at: string }>(
      `UPDATE board_item_links SET removed_at = $2 WHERE (source_item_id = $1 OR target_item_id = $1) AND removed_at IS NULL
       RETURNING id, link_type, source_item_id, target_item_id, created_at::text`,
      [row.id, now],
    )
    await context.db.query('UPDATE board_items SET removed_at = $2, modified_at = $2 WHERE id = $1', [row.id, now])
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
