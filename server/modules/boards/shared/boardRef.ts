import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { findBoard, findBoardForUpdate, type BoardRow } from './boards.repo'

export type { BoardRow } from './boards.repo'

/** The board named by its id or its key (case-insensitive), or 404. */
export async function requireBoard(db: Db, boardIdOrKey: string): Promise<BoardRow> {
  const board = await findBoard(db, boardIdOrKey)
  if (!board) throw notFound(`Board "${boardIdOrKey}" does not exist.`, boardIdOrKey)
  return board
}

/** Same, locking the row: adds and moves of one board run one after another (ranks stay total). */
export async function lockBoard(tx: Db, boardId: string): Promise<BoardRow> {
  const board = await findBoardForUpdate(tx, boardId)
  if (!board) throw notFound(`Board "${boardId}" does not exist.`, boardId)
  return board
}
