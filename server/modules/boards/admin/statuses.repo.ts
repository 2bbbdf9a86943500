import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { DefaultStatus } from '../defaults'
import type { BoardStatusConfig } from './config.types'

/** Board statuses (deleted ones stay, marked, for the history that names them). */

export async function loadStatuses(db: Db, boardId: string): Promise<BoardStatusConfig[]> {
  return db.query<BoardStatusConfig>(
    `SELECT id, key, display_name AS "displayName", description, color, meta_type AS "metaType", sort_order AS "sortOrder",
       is_active AS "isActive", is_deleted AS "isDeleted", deleted_at AS "deletedAt", deleted_by_user_id AS "deletedByUserId",
       deleted_reason AS "deletedReason", row_version AS "rowVersion"
     FROM board_statuses WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export interface StatusValues {
  key: string
  displayName: string
  description: string | null
  color: string
  metaType: number
  isActive: boolean
}

/** A new status, placed by the list order written after it. */
export async function insertStatus(db: Db, id: string, boardId: string, status: StatusValues): Promise<void> {
  await db.query(
    `INSERT INTO board_statuses (id, board_id, key, display_name, description, color, meta_type, sort_order, is_active, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9)`,
    [id, boardId, status.key, status.displayName, status.description, status.color, status.metaType, status.isActive, randomUUID()],
  )
}

/** One of the starter statuses of a new board. */
export async function insertStarterStatus(db: Db, boardId: string, status: DefaultStatus, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO board_statuses (id, board_id, key, display_name, color, meta_type, sort_order, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [randomUUID(), boardId, status.Key, status.DisplayName, status.Color, status.MetaType, sortOrder, randomUUID()],
  )
}

export async function updateStatusRow(db: Db, statusId: string, status: StatusValues): Promise<void> {
  await db.query(
    `UPDATE board_statuses SET key = $2, display_name = $3, description = $4, color = $5, meta_type = $6, is_active = $7,
       row_version = $8 WHERE id = $1`,
    [statusId, status.key, status.displayName, status.description, status.color, status.metaType, status.isActive, randomUUID()],
  )
}

/** The soft delete: the row stays, inactive and marked. */
export async function markStatusDeleted(db: Db, statusId: string, at: Date, userId: string, reason: string | null): Promise<void> {
  await db.query(
    `UPDATE board_statuses SET is_deleted = true, is_active = false, deleted_at = $2, deleted_by_user_id = $3, deleted_reason = $4,
       row_version = $5 WHERE id = $1`,
    [statusId, at, userId, reason, randomUUID()],
  )
}

/** A new RowVersion for a status whose dependent rows changed. */
export async function bumpStatusRowVersion(db: Db, statusId: string): Promise<void> {
  await db.query('UPDATE board_statuses SET row_version = $2 WHERE id = $1', [statusId, randomUUID()])
}
