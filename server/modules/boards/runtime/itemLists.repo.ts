import type { Db, SqlValue } from '../../../db'
import { itemColumns, type ItemRow } from './items.repo'

/** Live items of a board as lists: per status column, by search text, and their counts. */

export interface StatusItemCount {
  total: number
  open: number
}

/** Live and open live items of the board by status id. */
export async function statusItemCounts(db: Db, boardId: string): Promise<Map<string, StatusItemCount>> {
  const counts = await db.query<{ status_id: string; total: number; open: number }>(
    `SELECT status_id, count(*)::int AS total, count(*) FILTER (WHERE is_open)::int AS open
     FROM board_items WHERE board_id = $1 AND removed_at IS NULL GROUP BY status_id`,
    [boardId],
  )
  return new Map(counts.map((row) => [row.status_id, { total: row.total, open: row.open }]))
}

/** One page of a status column in rank order, with the column's live item count. */
export async function statusItemsPage(db: Db, statusId: string, pageSize: number, offset: number): Promise<{ rows: ItemRow[]; total: number }> {
  const rows = await db.query<ItemRow>(
    `SELECT ${itemColumns} FROM board_items i WHERE i.status_id = $1 AND i.removed_at IS NULL ORDER BY i.rank_key LIMIT ${pageSize} OFFSET ${offset}`,
    [statusId],
  )
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM board_items WHERE status_id = $1 AND removed_at IS NULL', [statusId])
  return { rows, total: count?.total ?? 0 }
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** Live items of the board whose Subject or card number (KEY-12, 12) contains the text; every live item without one. */
function searchFilter(board: { id: string; key: string }, search: string | undefined): { where: string; params: SqlValue[] } {
  const params: SqlValue[] = [board.id]
  let where = 'i.board_id = $1 AND i.removed_at IS NULL'
  const text = search?.trim()
  if (text) {
    params.push(escapeLike(text))
    where += ` AND (i.subject ILIKE $2 OR (upper($3::text) || '-' || i.number) ILIKE $2 OR i.number::text = $4)`
    params.push(board.key, text.replace(/^.*-/, ''))
  }
  return { where, params }
}

/** One page of the matches, newest first, with their count. */
export async function searchItemsPage(
  db: Db, board: { id: string; key: string }, search: string | undefined, pageSize: number, offset: number,
): Promise<{ rows: ItemRow[]; total: number }> {
  const { where, params } = searchFilter(board, search)
  const rows = await db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.number DESC LIMIT ${pageSize} OFFSET ${offset}`, params)
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM board_items i WHERE ${where}`, params)
  return { rows, total: count?.total ?? 0 }
}

/** The newest `limit` matches. */
export async function searchItemsNewest(db: Db, board: { id: string; key: string }, search: string | undefined, limit: number): Promise<ItemRow[]> {
  const { where, params } = searchFilter(board, search)
  return db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.number DESC LIMIT ${limit}`, params)
}
