import { randomUUID } from 'node:crypto'
import type { SchemaTestApi } from '../../../entities/testing/schemaTestApi'
import type { BoardAdministration } from '../types'

/** Board administration calls for tests over the real HTTP app. */

export const boardsAdmin = '/api/workspace/admin/boards'

let counter = 0
/** A board key no other test uses. */
export const uniqueKey = (prefix = 'b'): string => `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`

export async function createBoard(api: SchemaTestApi, body: Record<string, unknown> = {}): Promise<BoardAdministration> {
  return api.ok<BoardAdministration>('POST', `${boardsAdmin}/boards`, {
    Key: uniqueKey(),
    DisplayName: 'Support',
    BoardType: 0,
    BoardCycleActivationMode: 0,
    TagsEnabled: true,
    ...body,
  })
}

export const boardPath = (board: { Id: string }, tail = ''): string => `${boardsAdmin}/boards/${board.Id}${tail}`

export function statusOf(board: BoardAdministration, key: string) {
  const status = board.Statuses.find((item) => item.Key === key)
  if (!status) throw new Error(`no status ${key}`)
  return status
}

/** Puts a live item into a status directly (the runtime is not needed to fill a column). */
export async function insertItem(api: SchemaTestApi, board: BoardAdministration, statusId: string, values: { removed?: boolean; open?: boolean } = {}): Promise<string> {
  const id = randomUUID()
  const [row] = await api.sql<{ n: number }>('UPDATE boards SET last_item_number = last_item_number + 1 WHERE id = $1 RETURNING last_item_number AS n', [board.Id])
  await api.sql(
    `INSERT INTO board_items (id, board_id, number, target_definition_id, target_kind, status_id, rank_key, run_number, is_open,
       entered_status_at, operation_key, operation_hash, created_at, modified_at, removed_at, row_version)
     VALUES ($1, $2, $3, $4, 0, $5, $6, 1, $7, now(), $8, 'x', now(), now(), $9, $10)`,
    [id, board.Id, row!.n, board.TargetDefinitions[0]!.Id, statusId, `r${row!.n}`, values.open ?? true, randomUUID(), values.removed ? new Date() : null, randomUUID()],
  )
  return id
}
