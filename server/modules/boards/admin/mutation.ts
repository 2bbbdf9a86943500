import type { Db } from '../../../db'
import { staleRowVersion, type EnvelopeError } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { lockBoard, requireBoard, type BoardRow } from '../shared/boardRef'
import { touchBoard } from './boards.repo'
import { loadBoardConfig, type BoardConfig } from './config'
import { loadBoardAdministration } from './model'
import type { BoardAdministration } from './types'

/** One administration change: the locked board, its configuration, and the way to refuse. */
export interface BoardChange {
  tx: Db
  board: BoardRow
  config: BoardConfig
  caller: AuthContext
  now: Date
  /** The current administration model (what a 409 carries in Data). */
  current(): Promise<BoardAdministration>
  /** 409 stale with the current model when `requested` is not `actual`. */
  assertRowVersion(actual: string, requested: string | null | undefined): Promise<void>
  /** An error carrying the current model (409s of the design). */
  withModel(make: (current: BoardAdministration) => EnvelopeError): Promise<never>
}

// The list-position write, kept importable from here for the module's services.
export { writeOrder } from './boards.repo'

/** What a change answers when it found nothing to do (a replay, an equal replacement): ModifiedAt stays. */
export const unchanged = Symbol('unchanged')

/**
 * Runs one change of a board in a transaction that locks the board row (changes of one board go one
 * after another) and answers the administration model after it.
 */
export async function changeBoard(
  db: Db,
  boardIdOrKey: string,
  caller: AuthContext,
  now: Date,
  change: (context: BoardChange) => Promise<void | typeof unchanged>,
): Promise<BoardAdministration> {
  return db.transaction(async (tx) => {
    const found = await requireBoard(tx, boardIdOrKey)
    const board = await lockBoard(tx, found.id)
    const config = await loadBoardConfig(tx, board.id)
    const current = () => loadBoardAdministration(tx, board.id, caller, now)
    const outcome = await change({
      tx,
      board,
      config,
      caller,
      now,
      current,
      async assertRowVersion(actual, requested) {
        if (requested !== actual) throw staleRowVersion(await current())
      },
      async withModel(make) {
        throw make(await current())
      },
    })
    if (outcome !== unchanged) await touchBoard(tx, board.id, now)
    return current()
  })
}
