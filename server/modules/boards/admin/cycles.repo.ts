import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { BoardCycleConfig } from './config.types'

/** Board cycles (sprints, periods). */

export async function loadCycles(db: Db, boardId: string): Promise<BoardCycleConfig[]> {
  return db.query<BoardCycleConfig>(
    `SELECT id, key, display_name AS "displayName", starts_on::text AS "startsOn", ends_on::text AS "endsOn",
       is_active AS "isActive", sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_cycles WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export interface CycleValues {
  key: string
  displayName: string
  startsOn: string | null
  endsOn: string | null
  isActive: boolean
}

/** A new cycle, placed by the list order written after it. */
export async function insertCycle(db: Db, id: string, boardId: string, cycle: CycleValues): Promise<void> {
  await db.query(
    `INSERT INTO board_cycles (id, board_id, key, display_name, starts_on, ends_on, is_active, sort_order, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8)`,
    [id, boardId, cycle.key, cycle.displayName, cycle.startsOn, cycle.endsOn, cycle.isActive, randomUUID()],
  )
}

export async function updateCycleRow(db: Db, cycleId: string, cycle: CycleValues): Promise<void> {
  await db.query(
    'UPDATE board_cycles SET key = $2, display_name = $3, starts_on = $4, ends_on = $5, is_active = $6, row_version = $7 WHERE id = $1',
    [cycleId, cycle.key, cycle.displayName, cycle.startsOn, cycle.endsOn, cycle.isActive, randomUUID()],
  )
}

/** Ends every active cycle of the board but the given one. */
export async function deactivateOtherCycles(db: Db, boardId: string, cycleId: string): Promise<void> {
  await db.query('UPDATE board_cycles SET is_active = false, row_version = gen_random_uuid() WHERE board_id = $1 AND id <> $2 AND is_active', [
    boardId,
    cycleId,
  ])
}

/** Deletes the cycle; its items stay on the board without a cycle. */
export async function deleteCycleRow(db: Db, cycleId: string): Promise<void> {
  await db.query('UPDATE board_items SET cycle_id = NULL WHERE cycle_id = $1', [cycleId])
  await db.query('DELETE FROM board_cycles WHERE id = $1', [cycleId])
}
