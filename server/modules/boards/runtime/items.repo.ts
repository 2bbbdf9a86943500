import { randomUUID } from 'node:crypto'
import type { BoardTargetKind } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { ColumnReader, RankedItem } from './position'

/** board_items rows as the runtime reads them (timestamps as ISO text, dates as yyyy-MM-dd). */
export interface ItemRow {
  id: string
  board_id: string
  number: number
  target_definition_id: string
  target_kind: BoardTargetKind
  target_model_id: string | null
  target_object_id: string | null
  status_id: string
  rank_key: string
  run_number: number
  previous_item_id: string | null
  cycle_id: string | null
  is_open: boolean
  entered_status_at: string
  completed_at: string | null
  subject: string | null
  description: string | null
  due_at: string | null
  due_date: string | null
  due_time: string | null
  operation_hash: string
  created_by_user_id: string | null
  created_at: string
  modified_at: string
  removed_at: string | null
  row_version: string
}

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The select list of ItemRow over alias i. */
export const itemColumns = [
  'i.id', 'i.board_id', 'i.number', 'i.target_definition_id', 'i.target_kind', 'i.target_model_id', 'i.target_object_id',
  'i.status_id', 'i.rank_key', 'i.run_number', 'i.previous_item_id', 'i.cycle_id', 'i.is_open',
  `${utc('i.entered_status_at')} AS entered_status_at`, `${utc('i.completed_at')} AS completed_at`, 'i.subject', 'i.description',
  `${utc('i.due_at')} AS due_at`, `to_char(i.due_date, 'YYYY-MM-DD') AS due_date`, 'i.due_time', 'i.operation_hash',
  'i.created_by_user_id', `${utc('i.created_at')} AS created_at`, `${utc('i.modified_at')} AS modified_at`,
  `${utc('i.removed_at')} AS removed_at`, 'i.row_version::text AS row_version',
].join(', ')

/** Any item of the board (removed ones too), or null. */
export async function findItem(db: Db, boardId: string, itemId: string, lock = false): Promise<ItemRow | null> {
  const [row] = await db.query<ItemRow>(
    `SELECT ${itemColumns} FROM board_items i WHERE i.id = $1 AND i.board_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [itemId, boardId],
  )
  return row ?? null
}

/** A live item of the board; removed, foreign and unknown items are 404. */
export async function requireLiveItem(db: Db, boardId: string, itemId: string, lock = false): Promise<ItemRow> {
  const row = await findItem(db, boardId, itemId, lock)
  if (!row || row.removed_at !== null) throw notFound(`Board item "${itemId}" does not exist.`, itemId)
  return row
}

export async function itemsByIds(db: Db, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return []
  return db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE i.id = ANY($1::text[])`, [[...ids]])
}

/** One status column through the rank index, leaving out the moving item. */
export function sqlColumn(db: Db, statusId: string, movingItemId: string | null): ColumnReader {
  const moving = movingItemId ?? ''
  const one = async (where: string, order: 'ASC' | 'DESC', params: string[]): Promise<RankedItem | null> => {
    const [row] = await db.query<RankedItem>(
      `SELECT id, rank_key AS "rankKey" FROM board_items
       WHERE status_id = $1 AND removed_at IS NULL AND id <> $2${where} ORDER BY rank_key ${order} LIMIT 1`,
      [statusId, moving, ...params],
    )
    return row ?? null
  }
  return {
    find: (itemId) => one(' AND id = $3', 'ASC', [itemId]),
    first: () => one('', 'ASC', []),
    last: () => one('', 'DESC', []),
    after: (rankKey) => one(' AND rank_key > $3', 'ASC', [rankKey]),
  }
}

/** Moves the row version and the modification time of an item that changed. */
export async function touchItem(db: Db, itemId: string, now: Date): Promise<void> {
  await db.query('UPDATE board_items SET modified_at = $2, row_version = $3 WHERE id = $1', [itemId, now, randomUUID()])
}
