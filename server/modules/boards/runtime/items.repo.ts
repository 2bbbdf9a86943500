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

/** A timestamp column as ISO text in UTC. */
export const utcText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The select list of ItemRow over alias i. */
export const itemColumns = [
  'i.id', 'i.board_id', 'i.number', 'i.target_definition_id', 'i.target_kind', 'i.target_model_id', 'i.target_object_id',
  'i.status_id', 'i.rank_key', 'i.run_number', 'i.previous_item_id', 'i.cycle_id', 'i.is_open',
  `${utcText('i.entered_status_at')} AS entered_status_at`, `${utcText('i.completed_at')} AS completed_at`, 'i.subject', 'i.description',
  `${utcText('i.due_at')} AS due_at`, `to_char(i.due_date, 'YYYY-MM-DD') AS due_date`, 'i.due_time', 'i.operation_hash',
  'i.created_by_user_id', `${utcText('i.created_at')} AS created_at`, `${utcText('i.modified_at')} AS modified_at`,
  `${utcText('i.removed_at')} AS removed_at`, 'i.row_version::text AS row_version',
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

/** The item an OperationKey added to the board, with the hash of the request that added it. */
export async function findItemByOperationKey(db: Db, boardId: string, operationKey: string): Promise<{ id: string; operationHash: string } | null> {
  const [existing] = await db.query<{ id: string; operation_hash: string }>(
    'SELECT id, operation_hash FROM board_items WHERE board_id = $1 AND operation_key = $2',
    [boardId, operationKey],
  )
  return existing ? { id: existing.id, operationHash: existing.operation_hash } : null
}

export interface TargetRuns {
  /** Items of the target ever added (removed ones too). */
  total: number
  live: number
  open: number
  /** The item of the latest run. */
  latest: string | null
}

/** The items a target record has had under a target definition. */
export async function targetRuns(db: Db, targetDefinitionId: string, targetObjectId: string): Promise<TargetRuns | null> {
  const [earlier] = await db.query<TargetRuns>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE removed_at IS NULL)::int AS live,
       count(*) FILTER (WHERE removed_at IS NULL AND is_open)::int AS open,
       (SELECT id FROM board_items WHERE target_definition_id = $1 AND target_object_id = $2 ORDER BY number DESC LIMIT 1) AS latest
     FROM board_items WHERE target_definition_id = $1 AND target_object_id = $2`,
    [targetDefinitionId, targetObjectId],
  )
  return earlier ?? null
}

/** Counts up the board's item number and answers the new one. */
export async function nextItemNumber(db: Db, boardId: string): Promise<number> {
  const [counter] = await db.query<{ last_item_number: number }>(
    'UPDATE boards SET last_item_number = last_item_number + 1 WHERE id = $1 RETURNING last_item_number',
    [boardId],
  )
  return counter!.last_item_number
}

export interface NewItem {
  id: string
  boardId: string
  number: number
  targetDefinitionId: string
  targetKind: BoardTargetKind
  targetModelId: string | null
  targetObjectId: string | null
  statusId: string
  rankKey: string
  runNumber: number
  previousItemId: string | null
  cycleId: string | null
  isOpen: boolean
  subject: string | null
  description: string | null
  dueAt: Date | null
  dueDate: string | null
  dueTime: string | null
  operationKey: string
  operationHash: string
  createdByUserId: string
}

/** A new item; it enters its status, and is created and modified, at `now`. */
export async function insertItemRow(db: Db, item: NewItem, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO board_items (id, board_id, number, target_definition_id, target_kind, target_model_id, target_object_id, status_id, rank_key,
       run_number, previous_item_id, cycle_id, is_open, entered_status_at, completed_at, subject, description, due_at, due_date, due_time,
       operation_key, operation_hash, created_by_user_id, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, NULL, $15, $16, $17, $18, $19, $20, $21, $22, $14, $14, $23)`,
    [
      item.id, item.boardId, item.number, item.targetDefinitionId, item.targetKind, item.targetModelId, item.targetObjectId, item.statusId,
      item.rankKey, item.runNumber, item.previousItemId, item.cycleId, item.isOpen, now, item.subject, item.description, item.dueAt,
      item.dueDate, item.dueTime, item.operationKey, item.operationHash, item.createdByUserId, randomUUID(),
    ],
  )
}

export interface ItemPlacement {
  statusId: string
  rankKey: string
  isOpen: boolean
  completedAt: Date | null
}

/** Puts the item in a status and position; it enters the status at `now` unless it was there already. */
export async function placeItem(db: Db, itemId: string, placement: ItemPlacement, now: Date): Promise<void> {
  await db.query(
    `UPDATE board_items SET status_id = $2, rank_key = $3, is_open = $4, completed_at = $5,
       entered_status_at = CASE WHEN status_id = $2 THEN entered_status_at ELSE $6 END, modified_at = $6, row_version = $7
     WHERE id = $1`,
    [itemId, placement.statusId, placement.rankKey, placement.isOpen, placement.completedAt, now, randomUUID()],
  )
}

export async function setItemText(db: Db, itemId: string, subject: string | null, description: string | null): Promise<void> {
  await db.query('UPDATE board_items SET subject = $2, description = $3 WHERE id = $1', [itemId, subject, description])
}

export async function setItemDue(db: Db, itemId: string, dueDate: string | null, dueTime: string | null, dueAt: Date | null): Promise<void> {
  await db.query('UPDATE board_items SET due_date = $2, due_time = $3, due_at = $4 WHERE id = $1', [itemId, dueDate, dueTime, dueAt])
}

export async function setItemCycle(db: Db, itemId: string, cycleId: string | null): Promise<void> {
  await db.query('UPDATE board_items SET cycle_id = $2 WHERE id = $1', [itemId, cycleId])
}

/** Takes the item off the board (the row stays for its audit trail). */
export async function markItemRemoved(db: Db, itemId: string, now: Date): Promise<void> {
  await db.query('UPDATE board_items SET removed_at = $2, modified_at = $2 WHERE id = $1', [itemId, now])
}
