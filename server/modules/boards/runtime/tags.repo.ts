import type { Db } from '../../../db'
import type { TagPayload } from './types'

/** Tags of board items. */

/** The tags of these items, by item and name. */
export async function tagsOfItems(db: Db, itemIds: readonly string[]): Promise<Array<{ itemId: string; tag: TagPayload }>> {
  const rows = await db.query<{ item_id: string; id: string; tag_name: string; color: string; category: string }>(
    'SELECT item_id, id, tag_name, color, category FROM board_item_tags WHERE item_id = ANY($1::text[]) ORDER BY item_id, lower(tag_name)',
    [[...itemIds]],
  )
  return rows.map((row) => ({ itemId: row.item_id, tag: { Id: row.id, TagName: row.tag_name, Color: row.color, Category: row.category } }))
}

export async function insertTag(db: Db, itemId: string, tag: TagPayload): Promise<void> {
  await db.query('INSERT INTO board_item_tags (id, item_id, tag_name, color, category) VALUES ($1, $2, $3, $4, $5)', [tag.Id, itemId, tag.TagName, tag.Color, tag.Category])
}

export async function updateTag(db: Db, tag: TagPayload): Promise<void> {
  await db.query('UPDATE board_item_tags SET tag_name = $2, color = $3, category = $4 WHERE id = $1', [tag.Id, tag.TagName, tag.Color, tag.Category])
}

export async function deleteTags(db: Db, tagIds: string[]): Promise<void> {
  await db.query('DELETE FROM board_item_tags WHERE id = ANY($1::text[])', [tagIds])
}
