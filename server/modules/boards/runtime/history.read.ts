import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { HistorySubject } from '../admin/types'
import { ActivityKind } from './audit'
import type { RuntimeCaller } from './context'
import { requireOperation } from './itemContext'
import { requireLiveItem } from './items.repo'
import { readContext } from './reads.service'

/** The documented history reads: an item's audit trail and a status's responsibility history. */

const maxAuditRows = 500
const maxHistoryRows = 50

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const kindNames = new Map<number, string>(Object.entries(ActivityKind).map(([name, value]) => [value, name]))

/** Oldest first, the newest 500 at most; each row carries exactly its kind's payload member. */
export async function auditTrail(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, now: Date) {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const row = await requireLiveItem(db, context.config.board.id, itemId)
  await requireOperation(context, row, 'read')
  const rows = await db.query<{ id: string; activity_kind: ActivityKind; actor_user_id: string | null; actor_user_name: string | null; occurred_at: string; payload: Record<string, unknown> }>(
    `SELECT id, activity_kind, actor_user_id, actor_user_name, ${utc('occurred_at')} AS occurred_at, payload FROM (
       SELECT * FROM board_item_audit WHERE item_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT ${maxAuditRows}
     ) newest ORDER BY occurred_at, id`,
    [row.id],
  )
  return rows.map((audit) => {
    const kind = kindNames.get(audit.activity_kind) ?? ''
    return {
      Id: audit.id,
      BoardItemId: row.id,
      ActivityKind: audit.activity_kind,
      ActorUserId: audit.actor_user_id,
      ActorUserName: audit.actor_user_name,
      OccurredAtUtc: audit.occurred_at,
      [kind]: audit.payload[kind] ?? {},
    }
  })
}

/** Newest first, at most 50: what the status-responsibility replacements wrote. */
export async function statusResponsibilityHistory(db: Db, caller: RuntimeCaller, boardIdOrKey: string, statusId: string, now: Date) {
  const context = await readContext(db, caller, boardIdOrKey, now)
  if (!context.config.statuses.some((status) => status.id === statusId)) throw notFound(`Status "${statusId}" is not a status of this board.`, statusId)
  const rows = await db.query<{ id: string; changed_at: string; changed_by_user_id: string | null; changed_by_user_name: string | null; before_subjects: HistorySubject[]; after_subjects: HistorySubject[] }>(
    `SELECT id, ${utc('changed_at')} AS changed_at, changed_by_user_id, changed_by_user_name, before_subjects, after_subjects
     FROM board_status_responsibility_history WHERE status_id = $1 ORDER BY changed_at DESC, id DESC LIMIT ${maxHistoryRows}`,
    [statusId],
  )
  return rows.map((history) => ({
    Id: history.id,
    BoardStatusId: statusId,
    ChangedAtUtc: history.changed_at,
    ChangedByUserId: history.changed_by_user_id,
    ChangedByUserName: history.changed_by_user_name,
    BeforeSubjects: history.before_subjects,
    AfterSubjects: history.after_subjects,
  }))
}
