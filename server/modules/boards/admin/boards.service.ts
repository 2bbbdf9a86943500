import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { conflict, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { createDefinition, definitionNamePattern, loadDefinitionModel, dropDefinition } from '../../entities'
import { defaultStatuses, defaultsLocale } from '../defaults'
import { requireBoard } from '../shared/boardRef'
import { isDefinitionNameTaken } from '../shared/definitions.repo'
import {
  deleteBoardRow, insertBoard, isBoardKeyTaken, listBoardSummaries, lockBoardRow, updateBoardActive, updateBoardSettings,
} from './boards.repo'
import { changeBoard } from './mutation'
import { loadBoardAdministration } from './model'
import { loadBoardCounts } from './model.repo'
import { insertStarterPolicies, insertStarterReason } from './policies.repo'
import { insertStarterStatus } from './statuses.repo'
import { insertStarterTarget } from './targets.repo'
import { deletePrerequisitesOfBoard } from './transitions.repo'
import type { BoardAdministration, BoardAdminSummary } from './types'
import { BoardAdminCode, keyTaken, normalizeBoardKey, oneOf, optionalText, requiredText } from './validation'

/** Boards: list, create (with the owned data model and default policies), update, activate, delete. */

export type BoardCreateInput = ConfigSchemas['BoardCreateRequest']

export type BoardUpdateInput = ConfigSchemas['BoardUpdateRequest']

/** Known attention-signal reasons, created disabled with each board. */
export const attentionReasonDefaults = [
  { typeKey: 'overdue', severity: 2 },
  { typeKey: 'dueSoon', severity: 1 },
  { typeKey: 'unassigned', severity: 0 },
  { typeKey: 'stale', severity: 1 },
] as const

export async function listBoards(db: Db): Promise<BoardAdminSummary[]> {
  return listBoardSummaries(db)
}

/** board_<key> as an entity name (hyphens become underscores), unique among definitions. */
async function dataDefinitionName(db: Db, key: string): Promise<string> {
  const base = `board_${key.replace(/-/g, '_')}`.slice(0, 40)
  for (let suffix = 1; ; suffix++) {
    const tail = suffix === 1 ? '' : `_${suffix}`
    const name = base.slice(0, 40 - tail.length) + tail
    if (!(await isDefinitionNameTaken(db, name)) && definitionNamePattern.test(name)) return name
  }
}

export async function createBoard(db: Db, input: BoardCreateInput, caller: AuthContext, now: Date, acceptLanguage?: string): Promise<BoardAdministration> {
  const key = normalizeBoardKey(input.Key)
  const displayName = requiredText(input.DisplayName, 'DisplayName')
  const description = optionalText(input.Description, 'Description')
  const boardType = oneOf(input.BoardType, [0, 1], 'BoardType')
  const cycleMode = oneOf(input.BoardCycleActivationMode, [0, 1, 2], 'BoardCycleActivationMode')
  const locale = await defaultsLocale(db, acceptLanguage)
  return db.transaction(async (tx) => {
    if (await isBoardKeyTaken(tx, key)) throw keyTaken('board', key, null)
    const id = randomUUID()
    const definition = await createDefinition(
      tx,
      {
        Name: await dataDefinitionName(tx, key),
        DisplayNameSingular: `${displayName} item`.slice(0, 200),
        DisplayNamePlural: `${displayName} items`.slice(0, 200),
        Description: `Data fields of the items of the board "${displayName}".`,
      },
      now,
      { ownerBoardId: id },
    )
    await insertBoard(
      tx,
      { id, key, dataEntityDefinitionId: definition.Id, displayName, description, boardType, cycleActivationMode: cycleMode, tagsEnabled: input.TagsEnabled },
      now,
    )
    await insertDefaults(tx, id, input.UseDefaultStatuses !== false ? defaultStatuses(locale) : [])
    return loadBoardAdministration(tx, id, caller, now)
  })
}

async function insertDefaults(tx: Db, boardId: string, statuses: ReturnType<typeof defaultStatuses>): Promise<void> {
  await insertStarterTarget(tx, boardId)
  await insertStarterPolicies(tx, boardId)
  for (const [index, reason] of attentionReasonDefaults.entries()) await insertStarterReason(tx, boardId, reason, index + 1)
  for (const [index, status] of statuses.entries()) await insertStarterStatus(tx, boardId, status, index + 1)
}

export async function updateBoard(db: Db, boardId: string, input: BoardUpdateInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async ({ tx, board, assertRowVersion }) => {
    await assertRowVersion(board.row_version, input.RowVersion)
    await updateBoardSettings(tx, board.id, {
      displayName: requiredText(input.DisplayName, 'DisplayName'),
      description: optionalText(input.Description, 'Description'),
      boardType: oneOf(input.BoardType, [0, 1], 'BoardType'),
      cycleActivationMode: oneOf(input.BoardCycleActivationMode, [0, 1, 2], 'BoardCycleActivationMode'),
      tagsEnabled: input.TagsEnabled,
    })
  })
}

export async function setBoardActive(db: Db, boardId: string, active: boolean, rowVersion: string, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async ({ tx, board, assertRowVersion }) => {
    await assertRowVersion(board.row_version, rowVersion)
    await updateBoardActive(tx, board.id, active)
  })
}

/** Deletes a board that never had items and that no other board's prerequisite names, with its data model. */
export async function deleteBoard(db: Db, boardIdOrKey: string, rowVersion: string | undefined, caller: AuthContext, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const board = await requireBoard(tx, boardIdOrKey)
    await lockBoardRow(tx, board.id)
    const current = () => loadBoardAdministration(tx, board.id, caller, now)
    if (rowVersion !== board.row_version) throw staleRowVersion(await current())
    const counts = await loadBoardCounts(tx, board.id)
    if (counts.everCount > 0) {
      throw conflict(BoardAdminCode.boardHasItems, 'The board has items (removed ones count too): deactivate it instead.', undefined, await current())
    }
    if (counts.isReferenced) {
      throw conflict(BoardAdminCode.boardReferenced, 'A transition of another board has a link prerequisite on this board.', undefined, await current())
    }
    // Its own prerequisites may name itself; they go before the board row.
    await deletePrerequisitesOfBoard(tx, board.id)
    await deleteBoardRow(tx, board.id)
    const model = await loadDefinitionModel(tx, board.data_entity_definition_id)
    if (model) await dropDefinition(tx, model, now)
    return true
  })
}
