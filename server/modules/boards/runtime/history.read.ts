import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { listStatusResponsibilityHistory } from '../admin/statusResponsibilities.repo'
import { ActivityKind } from './audit'
import { newestAuditEntries } from './audit.repo'
import type { RuntimeCaller } from './context'
import { requireOperation } from './itemContext'
import { requireLiveItem } from './items.repo'
import { readContext } from './reads.service'

/** The documented history reads: an item's audit trail and a status's responsibility history. */

const maxAuditRows = 500
const maxHistoryRows = 50

const kindNames = new Map<number, string>(Object.entries(ActivityKind).map(([name, value]) => [value, name]))

/** Oldest first, the newest 500 at most; each row carries exactly its kind's payload member. */
export async function auditTrail(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, now: Date) {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const row = await requireLiveItem(db, context.config.board.id, itemId)
  await requireOperation(context, row, 'read')
  const entries = await newestAuditEntries(db, row.id, maxAuditRows)
  return entries.map((audit) => {
    const kind = kindNames.get(audit.activityKind) ?? ''
    return {
      Id: audit.id,
      BoardItemId: row.id,
      ActivityKind: audit.activityKind,
      ActorUserId: audit.actorUserId,
      ActorUserName: audit.actorUserName,
      OccurredAtUtc: audit.occurredAt,
      [kind]: audit.payload[kind] ?? {},
    }
  })
}

/** Newest first, at most 50: what the status-responsibility replacements wrote. */
export async function statusResponsibilityHistory(db: Db, caller: RuntimeCaller, boardIdOrKey: string, statusId: string, now: Date) {
  const context = await readContext(db, caller, boardIdOrKey, now)
  if (!context.config.statuses.some((status) => status.id === statusId)) throw notFound(`Status "${statusId}" is not a status of this board.`, statusId)
  const entries = await listStatusResponsibilityHistory(db, statusId, maxHistoryRows)
  return entries.map((history) => ({
    Id: history.id,
    BoardStatusId: statusId,
    ChangedAtUtc: history.changedAt,
    ChangedByUserId: history.changedByUserId,
    ChangedByUserName: history.changedByUserName,
    BeforeSubjects: history.before,
    AfterSubjects: history.after,
  }))
}
