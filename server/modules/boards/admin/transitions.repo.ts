import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { BoardTransitionConfig, LinkPrerequisiteConfig } from './config.types'

/** Transitions between statuses and their link prerequisites. */

/** The board's transitions by source status order, each without its prerequisites (loadPrerequisites has them). */
export async function loadTransitions(db: Db, boardId: string): Promise<BoardTransitionConfig[]> {
  const rows = await db.query<Omit<BoardTransitionConfig, 'linkPrerequisites'>>(
    `SELECT t.id, t.key, t.from_status_id AS "fromStatusId", t.to_status_id AS "toStatusId", t.display_name AS "displayName",
       t.sort_order AS "sortOrder", t.is_active AS "isActive", t.row_version AS "rowVersion"
     FROM board_transitions t JOIN board_statuses s ON s.id = t.from_status_id
     WHERE t.board_id = $1 ORDER BY s.sort_order, t.sort_order, t.key`,
    [boardId],
  )
  return rows.map((row) => ({ ...row, linkPrerequisites: [] }))
}

/** The link prerequisites of all transitions of the board. */
export async function loadPrerequisites(db: Db, boardId: string): Promise<LinkPrerequisiteConfig[]> {
  return db.query<LinkPrerequisiteConfig>(
    `SELECT p.id, p.transition_id AS "transitionId", p.link_type AS "linkType", p.direction, p.target_board_id AS "targetBoardId",
       p.target_definition_id AS "targetDefinitionId", p.minimum_count AS "minimumCount", p.maximum_count AS "maximumCount",
       p.sort_order AS "sortOrder", p.row_version AS "rowVersion"
     FROM board_transition_link_prerequisites p JOIN board_transitions t ON t.id = p.transition_id
     WHERE t.board_id = $1 ORDER BY p.sort_order, p.id`,
    [boardId],
  )
}

export interface NewTransition {
  id: string
  boardId: string
  key: string
  fromStatusId: string
  toStatusId: string
  displayName: string
  isActive: boolean
}

/** A new transition, placed by the list order written after it. */
export async function insertTransition(db: Db, transition: NewTransition): Promise<void> {
  await db.query(
    `INSERT INTO board_transitions (id, board_id, key, from_status_id, to_status_id, display_name, sort_order, is_active, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8)`,
    [transition.id, transition.boardId, transition.key, transition.fromStatusId, transition.toStatusId, transition.displayName,
      transition.isActive, randomUUID()],
  )
}

export interface TransitionValues {
  key: string
  displayName: string
  toStatusId: string
  isActive: boolean
}

export async function updateTransitionRow(db: Db, transitionId: string, values: TransitionValues): Promise<void> {
  await db.query(
    'UPDATE board_transitions SET key = $2, display_name = $3, to_status_id = $4, is_active = $5, row_version = $6 WHERE id = $1',
    [transitionId, values.key, values.displayName, values.toStatusId, values.isActive, randomUUID()],
  )
}

export async function deleteTransitionRow(db: Db, transitionId: string): Promise<void> {
  await db.query('DELETE FROM board_transitions WHERE id = $1', [transitionId])
}

/** The transitions leading from or to the status. */
export async function deleteTransitionsOfStatus(db: Db, statusId: string): Promise<void> {
  await db.query('DELETE FROM board_transitions WHERE from_status_id = $1 OR to_status_id = $1', [statusId])
}

export type PrerequisiteValues = Pick<
  LinkPrerequisiteConfig, 'linkType' | 'direction' | 'targetBoardId' | 'targetDefinitionId' | 'minimumCount' | 'maximumCount'
> & {
  /** Kept from the replaced row, or null for a new id. */
  id: string | null
}

export async function deletePrerequisites(db: Db, transitionId: string): Promise<void> {
  await db.query('DELETE FROM board_transition_link_prerequisites WHERE transition_id = $1', [transitionId])
}

export async function insertPrerequisite(db: Db, transitionId: string, prerequisite: PrerequisiteValues, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO board_transition_link_prerequisites (id, transition_id, link_type, direction, target_board_id, target_definition_id,
       minimum_count, maximum_count, sort_order, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [prerequisite.id ?? randomUUID(), transitionId, prerequisite.linkType, prerequisite.direction, prerequisite.targetBoardId,
      prerequisite.targetDefinitionId, prerequisite.minimumCount, prerequisite.maximumCount, sortOrder, randomUUID()],
  )
}

/** The prerequisites of the board's own transitions (they may name the board itself). */
export async function deletePrerequisitesOfBoard(db: Db, boardId: string): Promise<void> {
  await db.query(
    'DELETE FROM board_transition_link_prerequisites p USING board_transitions t WHERE t.id = p.transition_id AND t.board_id = $1',
    [boardId],
  )
}
