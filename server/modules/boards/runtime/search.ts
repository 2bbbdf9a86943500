import type { Db, SqlValue } from '../../../db'
import { paging, toPage } from '../../../platform/paging'
import type { RuntimeCaller } from './context'
import { itemColumns, type ItemRow } from './items.repo'
import { readContext } from './reads.service'
import { BoardContexts, summarizeItems } from './summary'
import type { BoardItemSummary, PagedResult } from './types'

/** Items for link pickers: live items the caller may read whose Number or Subject contains the text. */

/** When `read` is limited, matches are decided in memory; beyond this many the newest win. */
const maxDecided = 2000

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

export async function searchItems(
  db: Db,
  caller: RuntimeCaller,
  boardIdOrKey: string,
  query: { search?: string; page?: number; pageSize?: number },
  now: Date,
): Promise<PagedResult<BoardItemSummary>> {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const { board } = context.config
  const at = paging({ Page: query.page, PageSize: query.pageSize }, 50)
  const { pageSize, offset } = at
  const params: SqlValue[] = [board.id]
  let where = 'i.board_id = $1 AND i.removed_at IS NULL'
  const text = query.search?.trim()
  if (text) {
    params.push(escapeLike(text))
    where += ` AND (i.subject ILIKE $2 OR (upper($3::text) || '-' || i.number) ILIKE $2 OR i.number::text = $4)`
    params.push(board.key, text.replace(/^.*-/, ''))
  }
  const limited =
    context.config.permissionAssignments.some((assignment) => assignment.operation === 'read') ||
    context.config.securityStatements.some((statement) => statement.enabled && statement.operation === 'read')
  const contexts = new BoardContexts(db, caller, now, [context])
  if (!limited) {
    const rows = await db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.number DESC LIMIT ${pageSize} OFFSET ${offset}`, params)
    const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM board_items i WHERE ${where}`, params)
    const items = (await summarizeItems(contexts, rows)).map((item) => item.summary)
    const total = count?.total ?? 0
    return toPage(items, at, total)
  }
  const rows = await db.query<ItemRow>(`SELECT ${itemColumns} FROM board_items i WHERE ${where} ORDER BY i.number DESC LIMIT ${maxDecided}`, params)
  const readable = (await summarizeItems(contexts, rows)).filter((item) => item.canRead).map((item) => item.summary)
  const items = readable.slice(offset, offset + pageSize)
  return toPage(items, at, readable.length)
}
