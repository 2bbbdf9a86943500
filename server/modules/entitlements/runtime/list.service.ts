import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import type { AuthContext } from '../../../http/operation'
import { maxPageSize, toPage } from '../../../platform/paging'
import { readableModelIds } from '../shared/access'
import { listSummaries, type ListQuery } from './list.repo'
export { EntitlementSortField } from '../../../../shared/enums'

/** The entitlement list (assumed Entitlements_List): readable models only, filters, sort and pages. */

export type { ListQuery }

export type EntitlementSummary = PublicSchemas['EntitlementSummary']

export type EntitlementPage = PublicSchemas['EntitlementPage']

export async function listEntitlements(db: Db, auth: AuthContext, query: ListQuery, now: Date): Promise<EntitlementPage> {
  // Out-of-range paging is clamped here, not refused.
  const page = Math.max(1, query.Page ?? 1)
  const pageSize = Math.min(maxPageSize, Math.max(1, query.PageSize ?? 25))
  const pageAt = { page, pageSize, offset: (page - 1) * pageSize }
  const readable = await readableModelIds(db, auth)
  if (readable !== null && readable.length === 0) return toPage([], pageAt, 0)
  const { items, total } = await listSummaries(db, query, readable, pageAt, now)
  return toPage(items, pageAt, total)
}
