import { LinkType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { itemColumns, utcText, type ItemRow } from './items.repo'

/** Links between board items (any boards); a removed link keeps its row. */

export interface LinkRow {
  id: string
  link_type: LinkType
  source_item_id: string
  target_item_id: string
  created_at: string
}

const linkColumns = `id, link_type, source_item_id, target_item_id, ${utcText('created_at')} AS created_at`

/** The item's live links to live items, oldest first. */
export async function liveLinksOf(db: Db, itemId: string): Promise<LinkRow[]> {
  return db.query<LinkRow>(
    `SELECT ${linkColumns} FROM board_item_links l
     WHERE (l.source_item_id = $1 OR l.target_item_id = $1) AND l.removed_at IS NULL
       AND EXISTS (SELECT 1 FROM board_items o WHERE o.id = CASE WHEN l.source_item_id = $1 THEN l.target_item_id ELSE l.source_item_id END AND o.removed_at IS NULL)
     ORDER BY l.created_at, l.id`,
    [itemId],
  )
}

/** Whether `candidateId` is `itemId` or one of its ancestors over live ParentChild links. */
export async function isSelfOrAncestor(db: Db, itemId: string, candidateId: string): Promise<boolean> {
  const [found] = await db.query<{ found: boolean }>(
    `WITH RECURSIVE ancestors(id) AS (
       SELECT $1::text
       UNION SELECT l.source_item_id FROM board_item_links l JOIN ancestors a ON l.target_item_id = a.id
       WHERE l.link_type = ${LinkType.ParentChild} AND l.removed_at IS NULL
     ) SELECT EXISTS (SELECT 1 FROM ancestors WHERE id = $2) AS found`,
    [itemId, candidateId],
  )
  return found?.found === true
}

/** Whether a live link of the type joins the two items this way (a Related link either way). */
export async function liveLinkExists(db: Db, linkType: LinkType, sourceId: string, targetId: string): Promise<boolean> {
  const [existing] = await db.query<{ id: string }>(
    `SELECT id FROM board_item_links WHERE link_type = $1 AND removed_at IS NULL
     AND ((source_item_id = $2 AND target_item_id = $3) OR ($1 = ${LinkType.Related} AND source_item_id = $3 AND target_item_id = $2))`,
    [linkType, sourceId, targetId],
  )
  return existing !== undefined
}

export async function insertLink(db: Db, link: { id: string; linkType: LinkType; sourceId: string; targetId: string }, now: Date, userId: string): Promise<LinkRow> {
  const [created] = await db.query<LinkRow>(
    `INSERT INTO board_item_links (id, link_type, source_item_id, target_item_id, created_at, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${linkColumns}`,
    [link.id, link.linkType, link.sourceId, link.targetId, now, userId],
  )
  return created!
}

/** Removes the live link if it is one of the item's, and answers it (null otherwise). */
export async function removeLinkOf(db: Db, linkId: string, itemId: string, now: Date): Promise<LinkRow | null> {
  const [link] = await db.query<LinkRow>(
    `UPDATE board_item_links SET removed_at = $3 WHERE id = $1 AND removed_at IS NULL AND (source_item_id = $2 OR target_item_id = $2)
     RETURNING ${linkColumns}`,
    [linkId, itemId, now],
  )
  return link ?? null
}

/** Removes every live link of the item and answers them (created_at as the database's text). */
export async function removeLinksOf(db: Db, itemId: string, now: Date): Promise<LinkRow[]> {
  return db.query<LinkRow>(
    `UPDATE board_item_links SET removed_at = $2 WHERE (source_item_id = $1 OR target_item_id = $1) AND removed_at IS NULL
     RETURNING id, link_type, source_item_id, target_item_id, created_at::text`,
    [itemId, now],
  )
}

export interface LinkCount {
  linkType: number
  /** 0: the item is the source, 1: the target. */
  direction: number
  /** Board and target definition of the other item. */
  boardId: string
  targetDefinitionId: string
  count: number
}

/** The item's live links to live items, counted by type, direction and the other item's board and target definition. */
export async function liveLinkCounts(db: Db, itemId: string): Promise<LinkCount[]> {
  const counts = await db.query<{ link_type: number; direction: number; board_id: string; target_definition_id: string; count: number }>(
    `SELECT l.link_type, CASE WHEN l.source_item_id = $1 THEN 0 ELSE 1 END AS direction, o.board_id, o.target_definition_id, count(*)::int AS count
     FROM board_item_links l
     JOIN board_items o ON o.id = CASE WHEN l.source_item_id = $1 THEN l.target_item_id ELSE l.source_item_id END
     WHERE (l.source_item_id = $1 OR l.target_item_id = $1) AND l.removed_at IS NULL AND o.removed_at IS NULL
     GROUP BY 1, 2, 3, 4`,
    [itemId],
  )
  return counts.map((row) => ({
    linkType: row.link_type,
    direction: row.direction,
    boardId: row.board_id,
    targetDefinitionId: row.target_definition_id,
    count: row.count,
  }))
}

/** Live, open children of the item (ParentChild links where it is the source), by board and number. */
export async function openChildrenOf(db: Db, itemId: string): Promise<ItemRow[]> {
  return db.query<ItemRow>(
    `SELECT ${itemColumns} FROM board_item_links l JOIN board_items i ON i.id = l.target_item_id
     WHERE l.link_type = ${LinkType.ParentChild} AND l.source_item_id = $1 AND l.removed_at IS NULL AND i.removed_at IS NULL AND i.is_open
     ORDER BY i.board_id, i.number`,
    [itemId],
  )
}
