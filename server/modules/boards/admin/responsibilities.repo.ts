import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { BoardResponsibilityConfig } from './config.types'

/** Responsibility keys of a board, and renaming or dropping a key wherever subjects are filed under it. */

export async function loadResponsibilities(db: Db, boardId: string): Promise<BoardResponsibilityConfig[]> {
  return db.query<BoardResponsibilityConfig>(
    `SELECT id, key, display_name AS "displayName", scope, sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_responsibilities WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export interface ResponsibilityValues {
  key: string
  displayName: string
  scope: number
}

/** A new responsibility, placed by the list order written after it. */
export async function insertResponsibility(db: Db, id: string, boardId: string, responsibility: ResponsibilityValues): Promise<void> {
  await db.query(
    `INSERT INTO board_responsibilities (id, board_id, key, display_name, scope, sort_order, row_version)
     VALUES ($1, $2, $3, $4, $5, 0, $6)`,
    [id, boardId, responsibility.key, responsibility.displayName, responsibility.scope, randomUUID()],
  )
}

export async function updateResponsibilityRow(db: Db, responsibilityId: string, responsibility: ResponsibilityValues): Promise<void> {
  await db.query('UPDATE board_responsibilities SET key = $2, display_name = $3, scope = $4, row_version = $5 WHERE id = $1', [
    responsibilityId,
    responsibility.key,
    responsibility.displayName,
    responsibility.scope,
    randomUUID(),
  ])
}

/** Renames the key in status and item subjects, initial rules, permission assignments and the attention audience of the board. */
export async function renameResponsibilityKey(db: Db, boardId: string, from: string, to: string): Promise<void> {
  await db.query(
    `UPDATE board_status_responsibility_subjects r SET responsibility_key = $3 FROM board_statuses s
     WHERE s.id = r.status_id AND s.board_id = $1 AND r.responsibility_key = $2`,
    [boardId, from, to],
  )
  await db.query(
    `UPDATE board_item_responsibilities r SET responsibility_key = $3 FROM board_items i
     WHERE i.id = r.item_id AND i.board_id = $1 AND r.responsibility_key = $2`,
    [boardId, from, to],
  )
  await db.query('UPDATE board_initial_assignment_rules SET responsibility_key = $3 WHERE board_id = $1 AND responsibility_key = $2', [boardId, from, to])
  await db.query('UPDATE board_permission_assignments SET subject_key = $3 WHERE board_id = $1 AND subject_type = 3 AND subject_key = $2', [boardId, from, to])
  await db.query('UPDATE board_attention_audience SET subject_key = $3 WHERE board_id = $1 AND subject_type = 2 AND subject_key = $2', [boardId, from, to])
}

/** Deletes the responsibility with the status and item subjects filed under its key. */
export async function deleteResponsibilityRows(db: Db, boardId: string, responsibility: { id: string; key: string }): Promise<void> {
  await db.query(
    `DELETE FROM board_status_responsibility_subjects r USING board_statuses s
     WHERE s.id = r.status_id AND s.board_id = $1 AND r.responsibility_key = $2`,
    [boardId, responsibility.key],
  )
  await db.query(
    `DELETE FROM board_item_responsibilities r USING board_items i WHERE i.id = r.item_id AND i.board_id = $1 AND r.responsibility_key = $2`,
    [boardId, responsibility.key],
  )
  await db.query('DELETE FROM board_responsibilities WHERE id = $1', [responsibility.id])
}
