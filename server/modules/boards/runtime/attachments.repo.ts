import type { Db } from '../../../db'
import { RelationKind } from '../../files'
import { BoardItemResource } from '../shared/operations'

/** Process attachments of board items as the files module stores them (relations, counts per resource). */

/** Live files attached to each of these items of the board. */
export async function attachmentCountsOf(db: Db, boardId: string, itemIds: readonly string[]): Promise<Array<{ itemId: string; count: number }>> {
  const rows = await db.query<{ item_id: string; count: number }>(
    `SELECT target_object_id AS item_id, sum(active_count)::int AS count FROM file_relation_counts
     WHERE target_module = $1 AND target_kind = $2 AND target_context_id = $3 AND target_object_id = ANY($4::text[])
     GROUP BY target_object_id`,
    [BoardItemResource.ModuleKey, BoardItemResource.ResourceKind, boardId, [...itemIds]],
  )
  return rows.map((row) => ({ itemId: row.item_id, count: row.count }))
}

export interface ItemAttachment {
  fileId: string
  /** The file is in the trash. */
  fileDeleted: boolean
}

/** The item's attachment with this relation id or file id, or null. */
export async function findItemAttachment(db: Db, item: { board_id: string; id: string }, fileReferenceId: string): Promise<ItemAttachment | null> {
  const [attachment] = await db.query<{ file_id: string; file_deleted: boolean }>(
    `SELECT r.file_id, f.deleted_at IS NOT NULL AS file_deleted FROM file_relations r JOIN files f ON f.id = r.file_id
     WHERE (r.id = $1 OR r.file_id = $1) AND r.target_module = $2 AND r.target_kind = $3 AND r.target_context_id = $4
       AND r.target_object_id = $5 AND r.relation_kind = $6
     LIMIT 1`,
    [fileReferenceId, BoardItemResource.ModuleKey, BoardItemResource.ResourceKind, item.board_id, item.id, RelationKind.ProcessAttachment],
  )
  return attachment ? { fileId: attachment.file_id, fileDeleted: attachment.file_deleted } : null
}
