import type { ResponsibilitySubjectType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { BoardItemResource } from '../shared/operations'
import type { ItemSubject } from './access'
import type { TagPayload } from './types'

/** What cards show besides the item row, read for a whole page of items in one query each. */

export interface NamedSubject extends ItemSubject {
  displayName: string
  sortOrder: number
}

const groupBy = <T extends { item_id: string }>(rows: T[]): Map<string, T[]> => {
  const byItem = new Map<string, T[]>()
  for (const row of rows) {
    const list = byItem.get(row.item_id)
    if (list) list.push(row)
    else byItem.set(row.item_id, [row])
  }
  return byItem
}

/** Item-level responsibility subjects with display names, by item. */
export async function itemSubjects(db: Db, itemIds: readonly string[]): Promise<Map<string, NamedSubject[]>> {
  if (itemIds.length === 0) return new Map()
  const rows = await db.query<{ item_id: string; responsibility_key: string; subject_type: ResponsibilitySubjectType; subject_id: string; display_name: string; sort_order: number }>(
    `SELECT r.item_id, r.responsibility_key, r.subject_type, r.subject_id, r.sort_order, coalesce(u.display_name, g.name, '') AS display_name
     FROM board_item_responsibilities r
     LEFT JOIN users u ON r.subject_type = 0 AND u.id = r.subject_id
     LEFT JOIN responsibility_groups g ON r.subject_type = 1 AND g.id = r.subject_id
     WHERE r.item_id = ANY($1::text[]) ORDER BY r.item_id, r.responsibility_key, r.sort_order`,
    [[...itemIds]],
  )
  const byItem = new Map<string, NamedSubject[]>()
  for (const [itemId, list] of groupBy(rows)) {
    byItem.set(itemId, list.map((row) => ({
      responsibilityKey: row.responsibility_key,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      displayName: row.display_name,
      sortOrder: row.sort_order,
    })))
  }
  return byItem
}

export async function itemTags(db: Db, itemIds: readonly string[]): Promise<Map<string, TagPayload[]>> {
  if (itemIds.length === 0) return new Map()
  const rows = await db.query<{ item_id: string; id: string; tag_name: string; color: string; category: string }>(
    'SELECT item_id, id, tag_name, color, category FROM board_item_tags WHERE item_id = ANY($1::text[]) ORDER BY item_id, lower(tag_name)',
    [[...itemIds]],
  )
  const byItem = new Map<string, TagPayload[]>()
  for (const [itemId, list] of groupBy(rows)) {
    byItem.set(itemId, list.map((row) => ({ Id: row.id, TagName: row.tag_name, Color: row.color, Category: row.category })))
  }
  return byItem
}

/** Live files attached to each item (the files module keeps the counts per resource). */
export async function attachmentCounts(db: Db, boardId: string, itemIds: readonly string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map()
  const rows = await db.query<{ item_id: string; count: number }>(
    `SELECT target_object_id AS item_id, sum(active_count)::int AS count FROM file_relation_counts
     WHERE target_module = $1 AND target_kind = $2 AND target_context_id = $3 AND target_object_id = ANY($4::text[])
     GROUP BY target_object_id`,
    [BoardItemResource.ModuleKey, BoardItemResource.ResourceKind, boardId, [...itemIds]],
  )
  return new Map(rows.map((row) => [row.item_id, row.count]))
}
