import { randomUUID } from 'node:crypto'
import { BoardActivityKind as ActivityKind } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { utcText } from './items.repo'

/** The audit rows of board items. */

export interface AuditRow {
  boardId: string
  itemId: string
  activityKind: ActivityKind
  actorUserId: string
  actorUserName: string
  occurredAt: Date
  /** `{ <kind name>: <that kind's payload> }`. */
  payload: Record<string, unknown>
  statusIds: string[]
}

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db.query(
    `INSERT INTO board_item_audit (id, board_id, item_id, activity_kind, actor_user_id, actor_user_name, occurred_at, payload, status_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [randomUUID(), row.boardId, row.itemId, row.activityKind, row.actorUserId, row.actorUserName, row.occurredAt, row.payload, row.statusIds],
  )
}

export interface AuditEntry {
  id: string
  activityKind: ActivityKind
  actorUserId: string | null
  actorUserName: string | null
  /** ISO text in UTC. */
  occurredAt: string
  payload: Record<string, unknown>
}

/** The item's newest `limit` audit rows, oldest first. */
export async function newestAuditEntries(db: Db, itemId: string, limit: number): Promise<AuditEntry[]> {
  const rows = await db.query<{ id: string; activity_kind: ActivityKind; actor_user_id: string | null; actor_user_name: string | null; occurred_at: string; payload: Record<string, unknown> }>(
    `SELECT id, activity_kind, actor_user_id, actor_user_name, ${utcText('occurred_at')} AS occurred_at, payload FROM (
       SELECT * FROM board_item_audit WHERE item_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT ${limit}
     ) newest ORDER BY occurred_at, id`,
    [itemId],
  )
  return rows.map((row) => ({
    id: row.id,
    activityKind: row.activity_kind,
    actorUserId: row.actor_user_id,
    actorUserName: row.actor_user_name,
    occurredAt: row.occurred_at,
    payload: row.payload,
  }))
}

export interface StatusEvent {
  itemId: string
  activityKind: number
  /** Epoch milliseconds. */
  at: number
  /** The status the item entered (Created, Moved); null for Removed. */
  statusId: string | null
}

/** The board's Created, Moved and Removed rows before `before`, by item and time. */
export async function statusEvents(db: Db, boardId: string, before: Date): Promise<StatusEvent[]> {
  const events = await db.query<{ item_id: string; activity_kind: number; at: number; status_id: string | null }>(
    `SELECT item_id, activity_kind, (extract(epoch FROM occurred_at) * 1000)::float8 AS at,
       CASE activity_kind WHEN ${ActivityKind.Created} THEN payload->'Created'->>'BoardStatusId'
         WHEN ${ActivityKind.Moved} THEN payload->'Moved'->>'ToBoardStatusId' END AS status_id
     FROM board_item_audit WHERE board_id = $1 AND activity_kind = ANY($2::int[]) AND occurred_at < $3
     ORDER BY item_id, occurred_at, id`,
    [boardId, [ActivityKind.Created, ActivityKind.Moved, ActivityKind.Removed].map(String), before],
  )
  return events.map((event) => ({ itemId: event.item_id, activityKind: event.activity_kind, at: Number(event.at), statusId: event.status_id }))
}
