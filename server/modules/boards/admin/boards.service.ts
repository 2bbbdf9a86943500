import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { BoardType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { conflict, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { iso } from '../../../platform/values'
import { createDefinition, definitionNamePattern, loadDefinitionModel, dropDefinition } from '../../entities'
import { defaultStatuses, defaultsLocale } from '../defaults'
import { requireBoard } from '../shared/boardRef'
import { changeBoard } from './mutation'
import { loadBoardAdministration } from './model'
import { loadBoardCounts } from './model.repo'
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
  const rows = await db.query<{
    id: string; key: string; display_name: string; description: string | null; is_active: boolean; board_type: BoardType
    item_count: number; open_item_count: number; status_count: number; modified_at: Date; row_version: string
  }>(
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

/** board_<key> as an entity name (hyphens become underscores), unique among definitions. */
async function dataDefinitionName(db: Db, key: string): Promise<string> {
  const base = `board_${key.replace(/-/g, '_')}`.slice(0, 40)
  for (let suffix = 1; ; suffix++) {
    const tail = suffix === 1 ? '' : `_${suffix}`
    const name = base.slice(0, 40 - tail.length) + tail
    const taken = await db.query('SELECT 1 FROM entity_definitions WHERE lower(name) = $1', [name])
    if (taken.length === 0 && definitionNamePattern.test(name)) return name
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
    const existing = await tx.query('SELECT 1 FROM boards WHERE lower(key) = $1', [key])
    if (existing.length > 0) throw keyTaken('board', key, null)
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
    await tx.query(
      `INSERT INTO boards (id, key, data_entity_definition_id, display_name, description, board_type, cycle_activation_mode,
         tags_enabled, security_row_version, created_at, modified_at, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)`,
      [id, key, definition.Id, displayName, description, boardType, cycleMode, input.TagsEnabled, randomUUID(), now, randomUUID()],
    )
    await insertDefaults(tx, id, input.UseDefaultStatuses !== false ? defaultStatuses(locale) : [])
    return loadBoardAdministration(tx, id, caller, now)
  })
}

async function insertDefaults(tx: Db, boardId: string, statuses: ReturnType<typeof defaultStatuses>): Promise<void> {
  await tx.query(
    `INSERT INTO board_target_definitions (id, board_id, target_kind, target_model_id, sort_order, is_active, repeat_policy, row_version)
     VALUES ($1, $2, 0, NULL, 1, true, 2, $3)`,
    [randomUUID(), boardId, randomUUID()],
  )
  await tx.query('INSERT INTO board_due_date_policies (board_id, row_version) VALUES ($1, $2)', [boardId, randomUUID()])
  await tx.query('INSERT INTO board_attention_policies (board_id, row_version) VALUES ($1, $2)', [boardId, randomUUID()])
  for (const [index, reason] of attentionReasonDefaults.entries()) {
    await tx.query(
      `INSERT INTO board_attention_reasons (id, board_id, type_key, default_severity, signal_enabled, notification_delivery_enabled,
         sort_order, row_version)
       VALUES ($1, $2, $3, $4, false, false, $5, $6)`,
      [randomUUID(), boardId, reason.typeKey, reason.severity, index + 1, randomUUID()],
    )
  }
  for (const [index, status] of statuses.entries()) {
    await tx.query(
      `INSERT INTO board_statuses (id, board_id, key, display_name, color, meta_type, sort_order, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), boardId, status.Key, status.DisplayName, status.Color, status.MetaType, index + 1, randomUUID()],
    )
  }
}

export async function updateBoard(db: Db, boardId: string, input: BoardUpdateInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async ({ tx, board, assertRowVersion }) => {
    await assertRowVersion(board.row_version, input.RowVersion)
    await tx.query(
      `UPDATE boards SET display_name = $2, description = $3, board_type = $4, cycle_activation_mode = $5, tags_enabled = $6,
         row_version = $7 WHERE id = $1`,
      [
        board.id,
        requiredText(input.DisplayName, 'DisplayName'),
        optionalText(input.Description, 'Description'),
        oneOf(input.BoardType, [0, 1], 'BoardType'),
        oneOf(input.BoardCycleActivationMode, [0, 1, 2], 'BoardCycleActivationMode'),
        input.TagsEnabled,
        randomUUID(),
      ],
    )
  })
}

export async function setBoardActive(db: Db, boardId: string, active: boolean, rowVersion: string, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async ({ tx, board, assertRowVersion }) => {
    await assertRowVersion(board.row_version, rowVersion)
    await tx.query('UPDATE boards SET is_active = $2, row_version = $3 WHERE id = $1', [board.id, active, randomUUID()])
  })
}

/** Deletes a board that never had items and that no other board's prerequisite names, with its data model. */
export async function deleteBoard(db: Db, boardIdOrKey: string, rowVersion: string | undefined, caller: AuthContext, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const board = await requireBoard(tx, boardIdOrKey)
    await tx.query('SELECT 1 FROM boards WHERE id = $1 FOR UPDATE', [board.id])
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
    await tx.query(
      'DELETE FROM board_transition_link_prerequisites p USING board_transitions t WHERE t.id = p.transition_id AND t.board_id = $1',
      [board.id],
    )
    await tx.query('DELETE FROM boards WHERE id = $1', [board.id])
    const model = await loadDefinitionModel(tx, board.data_entity_definition_id)
    if (model) await dropDefinition(tx, model, now)
    return true
  })
}
