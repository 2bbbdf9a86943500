import type { FunctionAuditAction } from '../../../shared/enums'
import type { Db } from '../../db'
import { automationActorId, userReference } from './mappers'
import { timeRange } from './operations/listQuery'
import type { FunctionUserReference } from './types'

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

export interface FunctionAuditPageEntry {
  Id: string
  OccurredAt: string
  ActorUserId: string | null
  Actor: FunctionUserReference | null
  Action: FunctionAuditAction
  TargetKind: string
  TargetId: string
  Detail: unknown
}

interface AuditRow {
  id: string
  occurred_at: Date | string
  actor_user_id: string | null
  action: FunctionAuditAction
  target_kind: string
  target_id: string
  detail: unknown
  actor_display_name: string | null
  actor_email: string | null
  actor_user_type: number | null
  total: number
}

function actorOf(row: AuditRow): FunctionUserReference | null {
  // The host's own work (scheduled purges) is recorded with the automation actor's id.
  if (row.actor_user_id === automationActorId) return userReference(null, null, null, null, true)
  return userReference(row.actor_user_id, row.actor_display_name, row.actor_email, row.actor_user_type, false)
}

/** The filters as SQL ($1..$6: action, actor, target kind, target id, from, to). */
const filtered = `WHERE ($1::text IS NULL OR a.action = $1) AND ($2::text IS NULL OR a.actor_user_id = $2)
  AND ($3::text IS NULL OR a.target_kind = $3) AND ($4::text IS NULL OR a.target_id = $4)
  AND ($5::timestamptz IS NULL OR a.occurred_at >= $5) AND ($6::timestamptz IS NULL OR a.occurred_at < $6)`
const filterValues = (query: AuditPageQuery, range: { from: Date | null; to: Date | null }) =>
  [query.Action ?? null, query.ActorUserId ?? null, query.TargetKind ?? null, query.TargetId ?? null, range.from, range.to]

export async function listAuditPage(db: Db, query: AuditPageQuery) {
  const range = timeRange(query)
  const page = query.Page ?? 1
  const pageSize = query.PageSize ?? 25
  const rows = await db.query<AuditRow>(
    `SELECT a.*, u.display_name AS actor_display_name, u.email AS actor_email, u.user_type AS actor_user_type, count(*) OVER ()::int AS total
       FROM function_audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
      ${filtered}
      ORDER BY a.occurred_at DESC, a.id
      LIMIT $7 OFFSET $8`,
    [...filterValues(query, range), pageSize, (page - 1) * pageSize],
  )
  const items: FunctionAuditPageEntry[] = rows.map((row) => ({
    Id: row.id,
    OccurredAt: new Date(row.occurred_at).toISOString(),
    ActorUserId: row.actor_user_id,
    Actor: actorOf(row),
    Action: row.action,
    TargetKind: row.target_kind,
    TargetId: row.target_id,
    Detail: row.detail,
  }))
  // Past the last page the window function has no row to count on: count once more.
  const total = rows[0]?.total ?? (page > 1 ? await countAll(db, query, range) : 0)
  return { Items: items, TotalCount: total, Page: page, PageSize: pageSize }
}

async function countAll(db: Db, query: AuditPageQuery, range: { from: Date | null; to: Date | null }): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM function_audit_log a
      ${filtered}`,
    filterValues(query, range),
  )
  return row?.total ?? 0
}
