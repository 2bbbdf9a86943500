import type { Db } from '../../db'
import { countAuditEntries, findAuditPage, type AuditFilter } from './audit.repo'
import { timeRange } from './operations/listQuery'

/** The function audit log as a page, newest first: cancels, retention changes, purges and schedule changes. */

export interface AuditPageQuery {
  Action?: string
  ActorUserId?: string
  TargetKind?: string
  TargetId?: string
  FromUtc?: string
  ToUtc?: string
  Page?: number
  PageSize?: number
}

export async function listAuditPage(db: Db, query: AuditPageQuery) {
  const range = timeRange(query)
  const page = query.Page ?? 1
  const pageSize = query.PageSize ?? 25
  const filter: AuditFilter = {
    action: query.Action ?? null,
    actorUserId: query.ActorUserId ?? null,
    targetKind: query.TargetKind ?? null,
    targetId: query.TargetId ?? null,
    from: range.from,
    to: range.to,
  }
  const { items, total } = await findAuditPage(db, filter, pageSize, (page - 1) * pageSize)
  // Past the last page the window function has no row to count on: count once more.
  const totalCount = total ?? (page > 1 ? await countAuditEntries(db, filter) : 0)
  return { Items: items, TotalCount: totalCount, Page: page, PageSize: pageSize }
}
