import type { ResponsibilitySubjectType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import type { NamedSubject } from './itemFacts'

/** The subjects responsible for board items, filed under the board's item-level responsibility keys. */

/** The subjects of these items with display names ('' for those that no longer exist), by item, key and order. */
export async function subjectsOfItems(db: Db, itemIds: readonly string[]): Promise<Array<{ itemId: string; subject: NamedSubject }>> {
  const rows = await db.query<{ item_id: string; responsibility_key: string; subject_type: ResponsibilitySubjectType; subject_id: string; display_name: string; sort_order: number }>(
    `SELECT r.item_id, r.responsibility_key, r.subject_type, r.subject_id, r.sort_order, coalesce(u.display_name, g.name, '') AS display_name
     FROM board_item_responsibilities r
     LEFT JOIN users u ON r.subject_type = 0 AND u.id = r.subject_id
     LEFT JOIN responsibility_groups g ON r.subject_type = 1 AND g.id = r.subject_id
     WHERE r.item_id = ANY($1::text[]) ORDER BY r.item_id, r.responsibility_key, r.sort_order`,
    [[...itemIds]],
  )
  return rows.map((row) => ({
    itemId: row.item_id,
    subject: {
      responsibilityKey: row.responsibility_key,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      displayName: row.display_name,
      sortOrder: row.sort_order,
    },
  }))
}

export interface ItemSubjectValues {
  responsibilityKey: string
  subjectType: number
  subjectId: string
}

/** Files the subject under the key, unless it is there already. */
export async function insertItemSubject(db: Db, itemId: string, subject: ItemSubjectValues, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO board_item_responsibilities (item_id, responsibility_key, subject_type, subject_id, sort_order)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [itemId, subject.responsibilityKey, subject.subjectType, subject.subjectId, sortOrder],
  )
}

export async function deleteItemSubjects(db: Db, itemId: string, responsibilityKey: string): Promise<void> {
  await db.query('DELETE FROM board_item_responsibilities WHERE item_id = $1 AND responsibility_key = $2', [itemId, responsibilityKey])
}
