import { randomUUID } from 'node:crypto'
import type { FunctionAuditAction } from '../../../shared/enums'
import type { Db } from '../../db'
import { automationActorId, userReference } from './mappers'
import type { FunctionUserReference } from './types'

/** function_audit_log: who did what to which run, job, schedule or setting, and when. */

/** One entry of function_audit_log: who did what to which run, job or setting. */
export async function writeFunctionAudit(db: Db, actorUserId: string, action: FunctionAuditAction, targetKind: string, targetId: string, detail: object, now: Date) {
  await db.query(
    `INSERT INTO function_audit_log (id, occurred_at, actor_user_id, action, target_kind, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [randomUUID(), now, actorUserId, action, targetKind, targetId, JSON.stringify(detail)],
  )
}

export interface FunctionAuditEntry {
  Id: string
  OccurredAt: string
  ActorUserId: string | null
  Action: string
  TargetKind: string
  TargetId: string
  Detail: unknown
}

/** The newest `limit` entries, of one target or (null) of all. */
export async function listRecentAuditEntries(db: Db, targetId: string | null, limit: number): Promise<FunctionAuditEntry[]> {
  const rows = await db.query<{ id: string; occurred_at: Date | string; actor_user_id: string | null; action: string; target_kind: string; target_id: string; detail: unknown }>(
    `SELECT * FROM function_audit_log WHERE ($1::text IS NULL OR target_id = $1) ORDER BY occurred_at DESC, id LIMIT ${limit}`,
    [targetId],
  )
  return rows.map((row) => ({
    Id: row.id,
    OccurredAt: new Date(row.occurred_at).toISOString(),
    ActorUserId: row.actor_user_id,
    Action: row.action,
    TargetKind: row.target_kind,
    TargetId: row.target_id,
    Detail: row.detail,
  }))
}

/** What the audit page filters by; null leaves a filter out (`from` inclusive, `to` exclusive). */
export interface AuditFilter {
  action: string | null
  actorUserId: string | null
  targetKind: string | null
  targetId: string | null
  from: Date | null
  to: Date | null
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
const filterValues = (filter: AuditFilter) =>
  [filter.action, filter.actorUserId, filter.targetKind, filter.targetId, filter.from, filter.to]

/**
 * One page, newest first, with the number of all matching entries; the count comes with the rows,
 * so a page past the last one has none (undefined: countAuditEntries counts them).
 */
export async function findAuditPage(
  db: Db,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ items: FunctionAuditPageEntry[]; total: number | undefined }> {
  const rows = await db.query<AuditRow>(
    `SELECT a.*, u.display_name AS actor_display_name, u.email AS actor_email, u.user_type AS actor_user_type, count(*) OVER ()::int AS total
       FROM function_audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
      ${filtered}
      ORDER BY a.occurred_at DESC, a.id
      LIMIT $7 OFFSET $8`,
    [...filterValues(filter), limit, offset],
  )
  const items = rows.map((row) => ({
    Id: row.id,
    OccurredAt: new Date(row.occurred_at).toISOString(),
    ActorUserId: row.actor_user_id,
    Actor: actorOf(row),
    Action: row.action,
    TargetKind: row.target_kind,
    TargetId: row.target_id,
    Detail: row.detail,
  }))
  return { items, total: rows[0]?.total }
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM function_audit_log a
      ${filtered}`,
    filterValues(filter),
  )
  return row?.total ?? 0
}
