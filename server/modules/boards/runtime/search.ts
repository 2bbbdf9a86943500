import type { Db } from '../../../db'
import { paging, toPage } from '../../../platform/paging'
import type { RuntimeCaller } from './context'
import { searchItemsNewest, searchItemsPage } from './itemLists.repo'
import { readContext } from './reads.service'
import { BoardContexts, summarizeItems } from './summary'
import type { BoardItemSummary, PagedResult } from './types'

/** Items for link pickers: live items the caller may read whose Number or Subject contains the text. */

/** When `read` is limited, matches are decided in memory; beyond this many the newest win. */
const maxDecided = 2000

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
  const limited =
    context.config.permissionAssignments.some((assignment) => assignment.operation === 'read') ||
    context.config.securityStatements.some((statement) => statement.enabled && statement.operation === 'read')
  const contexts = new BoardContexts(db, caller, now, [context])
  if (!limited) {
    const { rows, total } = await searchItemsPage(db, board, query.search, pageSize, offset)
    const items = (await summarizeItems(contexts, rows)).map((item) => item.summary)
    return toPage(items, at, total)
  }
  const rows = await searchItemsNewest(db, board, query.search, maxDecided)
  const readable = (await summarizeItems(contexts, rows)).filter((item) => item.canRead).map((item) => item.summary)
  const items = readable.slice(offset, offset + pageSize)
  return toPage(items, at, readable.length)
}
