import type { Db, SqlValue } from '../../../db'
import { dueSoonHours, type ColumnFilters } from './columnFilters'
import { itemColumns, type ItemRow } from './items.repo'

/** Live items of a board as lists: per status column, by search text, and their counts. */

export interface StatusItemCount {
  total: number
  open: number
}

/** Live and open live items of the board by status id. */
export async function statusItemCounts(db: Db, boardId: string): Promise<Map<string, StatusItemCount>> {
  const counts = await db.query<{ status_id: string; total: number; open: number }>(
    `SELECT status_id, count(*)::int AS total, count(*) FILTER (WHERE is_open)::int AS open
     FROM board_items WHERE board_id = $1 AND removed_at IS NULL GROUP BY status_id`,
    [boardId],
  )
  return new Map(counts.map((row) => [row.status_id, { total: row.total, open: row.open }]))
}

/** The live items of a status that pass the filters (none: all of them). */
function columnWhere(statusId: string, board: { key: string }, filters: ColumnFilters | null, now: Date): { where: string; params: SqlValue[] } {
  const params: SqlValue[] = [statusId]
  const next = (value: SqlValue) => `$${params.push(value)}`
  const parts = ['i.status_id = $1', 'i.removed_at IS NULL']
  if (filters?.search) {
    const like = next(escapeLike(filters.search))
    parts.push(`(i.subject ILIKE ${like} OR (upper(${next(board.key)}::text) || '-' || i.number) ILIKE ${like} OR i.number::text = ${next(filters.search.replace(/^.*-/, ''))})`)
  }
  for (const field of filters?.fields ?? []) {
    // Table and column come from the Part definition's model, never from the request.
    parts.push(`EXISTS (SELECT 1 FROM ${field.table} d WHERE d.id = i.id AND d.${field.column} = ANY(${next(field.optionKeys)}::text[]))`)
  }
  if (filters?.assignee) {
    parts.push(`EXISTS (SELECT 1 FROM board_item_responsibilities r WHERE r.item_id = i.id AND r.subject_type = ${next(filters.assignee.subjectType)} AND r.subject_id = ${next(filters.assignee.subjectId)})`)
  }
  const lane = filters?.lane
  if (lane?.kind === 'field') {
    parts.push(
      lane.optionKey === null
        ? `NOT EXISTS (SELECT 1 FROM ${lane.table} d WHERE d.id = i.id AND d.${lane.column} IS NOT NULL)`
        : `EXISTS (SELECT 1 FROM ${lane.table} d WHERE d.id = i.id AND d.${lane.column} = ${next(lane.optionKey)})`,
    )
  }
  if (lane?.kind === 'assignee') {
    parts.push(
      lane.subject === null
        ? 'NOT EXISTS (SELECT 1 FROM board_item_responsibilities r WHERE r.item_id = i.id)'
        : `EXISTS (SELECT 1 FROM board_item_responsibilities r WHERE r.item_id = i.id AND r.subject_type = ${next(lane.subject.subjectType)} AND r.subject_id = ${next(lane.subject.subjectId)})`,
    )
  }
  if (filters?.tag) parts.push(`EXISTS (SELECT 1 FROM board_item_tags t WHERE t.item_id = i.id AND lower(t.tag_name) = lower(${next(filters.tag)}))`)
  if (filters?.due === 'none') parts.push('i.due_at IS NULL AND i.due_date IS NULL')
  if (filters?.due === 'overdue') parts.push(`i.is_open AND i.due_at < ${next(now)}`)
  if (filters?.due === 'dueSoon') {
    parts.push(`i.is_open AND i.due_at >= ${next(now)} AND i.due_at < ${next(new Date(now.getTime() + dueSoonHours * 3_600_000))}`)
  }
  return { where: parts.join(' AND '), params }
}

/** One page of a status column in rank order (filtered when filters are given), with the column's matching live item count. */
export async function statusItemsPage(
  db: Db, statusId: string, pageSize: number, offset: number, filter: { board: { key: string }; filters: ColumnFilters; now: Date } | null = null,
): Promise<{ rows: ItemRow[]; total: number }> {
  const { where, params } = columnWhere(statusId, filter?.board ?? { key: '' }, filter?.filters ?? null, filter?.now ?? new Date(0))
  const rows = await db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.rank_key LIMIT ${pageSize} OFFSET ${offset}`, params)
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM board_items i WHERE ${where}`, params)
  return { rows, total: count?.total ?? 0 }
}

/** The first `limit` matching items of a status in rank order (read decided in memory). */
export async function statusItemsMatching(db: Db, statusId: string, board: { key: string }, filters: ColumnFilters, now: Date, limit: number): Promise<ItemRow[]> {
  const { where, params } = columnWhere(statusId, board, filters, now)
  return db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.rank_key LIMIT ${limit}`, params)
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** Live items of the board whose Subject or card number (KEY-12, 12) contains the text; every live item without one. */
function searchFilter(board: { id: string; key: string }, search: string | undefined): { where: string; params: SqlValue[] } {
  const params: SqlValue[] = [board.id]
  let where = 'i.board_id = $1 AND i.removed_at IS NULL'
  const text = search?.trim()
  if (text) {
    params.push(escapeLike(text))
    where += ` AND (i.subject ILIKE $2 OR (upper($3::text) || '-' || i.number) ILIKE $2 OR i.number::text = $4)`
    params.push(board.key, text.replace(/^.*-/, ''))
  }
  return { where, params }
}

/** One page of the matches, newest first, with their count. */
export async function searchItemsPage(
  db: Db, board: { id: string; key: string }, search: string | undefined, pageSize: number, offset: number,
): Promise<{ rows: ItemRow[]; total: number }> {
  const { where, params } = searchFilter(board, search)
  const rows = await db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.number DESC LIMIT ${pageSize} OFFSET ${offset}`, params)
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM board_items i WHERE ${where}`, params)
  return { rows, total: count?.total ?? 0 }
}

/** The newest `limit` matches. */
export async function searchItemsNewest(db: Db, board: { id: string; key: string }, search: string | undefined, limit: number): Promise<ItemRow[]> {
  const { where, params } = searchFilter(board, search)
  return db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.number DESC LIMIT ${limit}`, params)
}

/** The subjects filed under any item-level key of the board's live items (those of `itemIds` only when given), by name. */
export async function itemSubjectsOfBoard(
  db: Db, boardId: string, itemIds: readonly string[] | null,
): Promise<Array<{ subjectType: number; subjectId: string; displayName: string }>> {
  return db.query<{ subjectType: number; subjectId: string; displayName: string }>(
    `SELECT DISTINCT r.subject_type AS "subjectType", r.subject_id AS "subjectId", coalesce(u.display_name, g.name, r.subject_id) AS "displayName"
     FROM board_item_responsibilities r
     JOIN board_items i ON i.id = r.item_id AND i.board_id = $1 AND i.removed_at IS NULL
     LEFT JOIN users u ON r.subject_type = 0 AND u.id = r.subject_id
     LEFT JOIN responsibility_groups g ON r.subject_type = 1 AND g.id = r.subject_id
     WHERE $2::text[] IS NULL OR r.item_id = ANY($2::text[])
     ORDER BY 3, 1, 2`,
    [boardId, itemIds ? [...itemIds] : null],
  )
}

/** The board's first `limit` live items (any status). */
export async function liveItemsOfBoard(db: Db, boardId: string, limit: number): Promise<ItemRow[]> {
  return db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE i.board_id = $1 AND i.removed_at IS NULL ORDER BY i.number DESC LIMIT ${limit}`, [boardId])
}
