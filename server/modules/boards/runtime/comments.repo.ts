import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { utcText } from './items.repo'

/** Comments of board items. */

export interface CommentRow {
  id: string
  item_id: string
  comment_text: string
  mentioned_user_ids: string[]
  created_by_user_id: string
  created_by_user_name: string
  created_at: string
  modified_at: string | null
  row_version: string
}

const columns = `c.id, c.item_id, c.comment_text, c.mentioned_user_ids, c.created_by_user_id,
  coalesce(u.display_name, c.created_by_user_id) AS created_by_user_name,
  ${utcText('c.created_at')} AS created_at, ${utcText('c.modified_at')} AS modified_at, c.row_version`
const from = 'FROM board_item_comments c LEFT JOIN users u ON u.id = c.created_by_user_id'

/** One page of an item's comments, newest first. */
export async function commentsPage(db: Db, itemId: string, limit: number, offset: number): Promise<{ rows: CommentRow[]; total: number }> {
  const rows = await db.query<CommentRow>(
    `SELECT ${columns} ${from} WHERE c.item_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
    [itemId],
  )
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM board_item_comments WHERE item_id = $1', [itemId])
  return { rows, total: count?.total ?? 0 }
}

export async function findComment(db: Db, itemId: string, commentId: string, lock = false): Promise<CommentRow | null> {
  const [row] = await db.query<CommentRow>(
    `SELECT ${columns} ${from} WHERE c.item_id = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [itemId, commentId],
  )
  return row ?? null
}

export interface CommentWrite {
  text: string
  mentionedUserIds: string[]
}

export async function insertComment(db: Db, itemId: string, userId: string, comment: CommentWrite, now: Date): Promise<string> {
  const id = randomUUID()
  await db.query(
    `INSERT INTO board_item_comments (id, item_id, comment_text, mentioned_user_ids, created_by_user_id, created_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, itemId, comment.text, comment.mentionedUserIds, userId, now, randomUUID()],
  )
  return id
}

export async function updateComment(db: Db, commentId: string, comment: CommentWrite, now: Date): Promise<void> {
  await db.query(
    'UPDATE board_item_comments SET comment_text = $2, mentioned_user_ids = $3, modified_at = $4, row_version = $5 WHERE id = $1',
    [commentId, comment.text, comment.mentionedUserIds, now, randomUUID()],
  )
}

export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await db.query('DELETE FROM board_item_comments WHERE id = $1', [commentId])
}

/** Per item: how many comments and the newest one. */
export async function commentSummaries(db: Db, itemIds: readonly string[]): Promise<Map<string, { count: number; last: CommentRow }>> {
  if (itemIds.length === 0) return new Map()
  const rows = await db.query<CommentRow & { total: number }>(
    `SELECT * FROM (
       SELECT ${columns}, count(*) OVER (PARTITION BY c.item_id)::int AS total,
              row_number() OVER (PARTITION BY c.item_id ORDER BY c.created_at DESC, c.id DESC) AS place
       ${from} WHERE c.item_id = ANY($1::text[])
     ) ranked WHERE place = 1`,
    [[...itemIds]],
  )
  return new Map(rows.map((row) => [row.item_id, { count: row.total, last: row }]))
}

/** Existing, active people among these ids (mentions may name them). */
export async function activeUsers(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db.query<{ id: string; display_name: string }>('SELECT id, display_name FROM users WHERE id = ANY($1::text[]) AND is_active', [[...userIds]])
  return new Map(rows.map((row) => [row.id, row.display_name]))
}

/** Display and user names of these users (mentions of users deactivated since keep their names). */
export async function userNames(db: Db, userIds: readonly string[]): Promise<Map<string, { displayName: string; userName: string }>> {
  if (userIds.length === 0) return new Map()
  const rows = await db.query<{ id: string; display_name: string; user_name: string }>(
    'SELECT id, display_name, user_name FROM users WHERE id = ANY($1::text[])',
    [[...userIds]],
  )
  return new Map(rows.map((row) => [row.id, { displayName: row.display_name, userName: row.user_name }]))
}
