import type { BoardCycleActivationMode, BoardType } from '../../../../shared/enums'
import type { Db } from '../../../db'

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

/** The board with this id, else the one with this key (case-insensitive), or null. */
export async function findBoard(db: Db, boardIdOrKey: string): Promise<BoardRow | null> {
  const [board] = await db.query<BoardRow>(
    'SELECT * FROM boards WHERE id = $1 OR lower(key) = lower($1) ORDER BY (id = $1) DESC LIMIT 1',
    [boardIdOrKey],
  )
  return board ?? null
}

/** The board row, locked until the transaction ends, or null. */
export async function findBoardForUpdate(tx: Db, boardId: string): Promise<BoardRow | null> {
  const [board] = await tx.query<BoardRow>('SELECT * FROM boards WHERE id = $1 FOR UPDATE', [boardId])
  return board ?? null
}
