import { randomUUID } from 'node:crypto'
import type { BoardType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { iso } from '../../../platform/values'
import type { BoardAdminSummary } from './types'

/** The boards table as administration writes it (reads of one board: shared/boards.repo.ts). */

interface BoardSummaryRow {
  id: string
  key: string
  display_name: string
  description: string | null
  is_active: boolean
  board_type: BoardType
  item_count: number
  open_item_count: number
  status_count: number
  modified_at: Date
  row_version: string
}

export async function listBoardSummaries(db: Db): Promise<BoardAdminSummary[]> {
  const rows = await db.query<BoardSummaryRow>(
    `SELECT b.id, b.key, b.display_name, b.description, b.is_active, b.board_type, b.modified_at, b.row_version,
       (SELECT count(*)::int FROM board_items i WHERE i.board_id = b.id AND i.removed_at IS NULL) AS item_count,
       (SELECT count(*)::int FROM board_items i WHERE i.board_id = b.id AND i.removed_at IS NULL AND i.is_open) AS open_item_count,
       (SELECT count(*)::int FROM board_statuses s WHERE s.board_id = b.id AND NOT s.is_deleted) AS status_count
     FROM boards b ORDER BY lower(b.display_name), b.key`,
  )
  return rows.map((row) => ({
    Id: row.id,
    Key: row.key,
    DisplayName: row.display_name,
    Description: row.description,
    IsActive: row.is_active,
    BoardType: row.board_type,
    OpenItemCount: row.open_item_count,
    ItemCount: row.item_count,
    StatusCount: row.status_count,
    ModifiedAt: iso(row.modified_at),
    RowVersion: row.row_version,
  }))
}

/** Whether a board has this key (compared in lower case). */
export async function isBoardKeyTaken(db: Db, lowerKey: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM boards WHERE lower(key) = $1', [lowerKey])).length > 0
}

export async function boardExists(db: Db, boardId: string): Promise<boolean> {
  return (await db.query<{ id: string }>('SELECT id FROM boards WHERE id = $1', [boardId])).length > 0
}

export interface BoardSettings {
  displayName: string
  description: string | null
  boardType: number
  cycleActivationMode: number
  tagsEnabled: boolean
}

export interface NewBoard extends BoardSettings {
  id: string
  key: string
  dataEntityDefinitionId: string
}

export async function insertBoard(db: Db, board: NewBoard, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO boards (id, key, data_entity_definition_id, display_name, description, board_type, cycle_activation_mode,
       tags_enabled, security_row_version, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)`,
    [board.id, board.key, board.dataEntityDefinitionId, board.displayName, board.description, board.boardType, board.cycleActivationMode,
      board.tagsEnabled, randomUUID(), now, randomUUID()],
  )
}

export async function updateBoardSettings(db: Db, boardId: string, settings: BoardSettings): Promise<void> {
  await db.query(
    `UPDATE boards SET display_name = $2, description = $3, board_type = $4, cycle_activation_mode = $5, tags_enabled = $6,
       row_version = $7 WHERE id = $1`,
    [boardId, settings.displayName, settings.description, settings.boardType, settings.cycleActivationMode, settings.tagsEnabled, randomUUID()],
  )
}

export async function updateBoardActive(db: Db, boardId: string, active: boolean): Promise<void> {
  await db.query('UPDATE boards SET is_active = $2, row_version = $3 WHERE id = $1', [boardId, active, randomUUID()])
}

/** Locks the board row until the transaction ends. */
export async function lockBoardRow(tx: Db, boardId: string): Promise<void> {
  await tx.query('SELECT 1 FROM boards WHERE id = $1 FOR UPDATE', [boardId])
}

/** Deletes the board row (its configuration rows go with it). */
export async function deleteBoardRow(db: Db, boardId: string): Promise<void> {
  await db.query('DELETE FROM boards WHERE id = $1', [boardId])
}

/** A change of the board's configuration moves its ModifiedAt (its RowVersion stays). */
export async function touchBoard(db: Db, boardId: string, now: Date): Promise<void> {
  await db.query('UPDATE boards SET modified_at = $2 WHERE id = $1', [boardId, now])
}

export async function setSecurityRowVersion(db: Db, boardId: string, version: string): Promise<void> {
  await db.query('UPDATE boards SET security_row_version = $2 WHERE id = $1', [boardId, version])
}

/** Tables whose rows carry a list position. */
type OrderedTable =
  | 'board_statuses'
  | 'board_transitions'
  | 'board_target_definitions'
  | 'board_cycles'
  | 'board_responsibilities'
  | 'board_security_statements'
  | 'board_permission_assignments'
  | 'board_initial_assignment_rules'

/** Writes sort orders 1..n in the given order (a position is list state: row versions stay). */
export async function writeOrder(tx: Db, table: OrderedTable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await tx.query(
    `UPDATE ${table} AS t SET sort_order = o.n FROM unnest($1::text[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id`,
    [[...ids]],
  )
}
