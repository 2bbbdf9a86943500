import type { BoardCycleActivationMode, BoardType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'

export interface BoardRow {
  id: string
  key: string
  data_entity_definition_id: string
  display_name: string
  description: string | null
  is_active: boolean
  board_type: BoardType
  cycle_activation_mode: BoardCycleActivationMode
  tags_enabled: boolean
  last_item_number: number
  security_row_version: string
  created_at: Date
  modified_at: Date
  row_version: string
}

/** The board named by its id or its key (case-insensitive), or 404. */
export async function requireBoard(db: Db, boardIdOrKey: string): Promise<BoardRow> {
  const [board] = await db.query<BoardRow>(
    'SELECT * FROM boards WHERE id = $1 OR lower(key) = lower($1) ORDER BY (id = $1) DESC LIMIT 1',
    [boardIdOrKey],
  )
  if (!board) throw notFound(`Board "${boardIdOrKey}" does not exist.`, boardIdOrKey)
  return board
}

/** Same, locking the row: adds and moves of one board run one after another (ranks stay total). */
export async function lockBoard(tx: Db, boardId: string): Promise<BoardRow> {
  const [board] = await tx.query<BoardRow>('SELECT * FROM boards WHERE id = $1 FOR UPDATE', [boardId])
  if (!board) throw notFound(`Board "${boardId}" does not exist.`, boardId)
  return board
}
