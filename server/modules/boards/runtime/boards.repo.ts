import type { Db } from '../../../db'

/** Boards as the runtime lists and names them. */

export interface BoardListRow {
  id: string
  key: string
  displayName: string
  description: string | null
  isActive: boolean
  itemCount: number
  openCount: number
}

/** Every board with its live and open live item counts, by display name. */
export async function listBoardRows(db: Db): Promise<BoardListRow[]> {
  const boards = await db.query<{ id: string; key: string; display_name: string; description: string | null; is_active: boolean; item_count: number; open_count: number }>(
    `SELECT b.id, b.key, b.display_name, b.description, b.is_active,
       (SELECT count(*)::int FROM board_items i WHERE i.board_id = b.id AND i.removed_at IS NULL) AS item_count,
       (SELECT count(*)::int FROM board_items i WHERE i.board_id = b.id AND i.removed_at IS NULL AND i.is_open) AS open_count
     FROM boards b ORDER BY lower(b.display_name), b.key`,
  )
  return boards.map((board) => ({
    id: board.id,
    key: board.key,
    displayName: board.display_name,
    description: board.description,
    isActive: board.is_active,
    itemCount: board.item_count,
    openCount: board.open_count,
  }))
}

export interface BoardRef {
  id: string
  key: string
  displayName: string
}

/** Id, key and display name of the boards with these ids, by id. */
export async function boardRefs(db: Db, ids: string[]): Promise<Map<string, BoardRef>> {
  const rows = await db.query<{ id: string; key: string; display_name: string }>('SELECT id, key, display_name FROM boards WHERE id = ANY($1::text[])', [ids])
  return new Map(rows.map((row) => [row.id, { id: row.id, key: row.key, displayName: row.display_name }]))
}
