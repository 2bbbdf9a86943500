import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { AuthContext } from '../../../http/operation'
import { attentionReasonDefaults } from './boards.service'
import type { BoardConfig } from './config'
import { changeBoard, type BoardChange } from './mutation'
import type { BoardAdministration } from './types'
import { invalid, oneOf } from './validation'

/** The due-date policy (expectations per status) and the attention-signal policy (reasons, audience). */

export type DueDatePolicyInput = ConfigSchemas['BoardDueDatePolicyUpdateRequest']

export type AttentionPolicyInput = ConfigSchemas['BoardAttentionSignalPolicyUpdateRequest']

export const attentionTypeKeys: readonly string[] = attentionReasonDefaults.map((reason) => reason.typeKey)

function isLiveStatus(config: BoardConfig, statusId: string): boolean {
  return config.statuses.some((status) => status.id === statusId && !status.isDeleted)
}

/** An entry's Id keeps an existing row's Id; any other Id is refused. */
function keptId(id: string | null | undefined, existing: readonly string[], field: string): string {
  if (!id) return randomUUID()
  if (!existing.includes(id)) throw invalid(`"${id}" is not an entry of this policy.`, field)
  return id
}

/** Entries in their SortOrder (omitted ones after, in request order), numbered 1..n. */
function ordered<T extends { SortOrder?: number | null }>(entries: readonly T[]): Array<{ entry: T; index: number; sortOrder: number }> {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.SortOrder || Number.MAX_SAFE_INTEGER) - (b.entry.SortOrder || Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map((item, position) => ({ ...item, sortOrder: position + 1 }))
}

export async function updateDueDatePolicy(db: Db, boardId: string, input: DueDatePolicyInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const { tx, config, board } = context
    await context.assertRowVersion(config.dueDatePolicy.rowVersion, input.RowVersion)
    const timeMode = oneOf(input.TimeMode, [0, 1], 'TimeMode')
    for (const [index, statusId] of input.DisabledBoardStatusIds.entries()) {
      if (!isLiveStatus(config, statusId)) throw invalid(`"${statusId}" is not a status of this board.`, `DisabledBoardStatusIds[${index}]`)
    }
    const existing = config.dueDatePolicy.expectations.map((item) => item.id)
    const rows = ordered(input.Expectations).map(({ entry, index, sortOrder }) => {
      const member = (name: string) => `Expectations[${index}].${name}`
      if (!isLiveStatus(config, entry.ExpectedBoardStatusId)) throw invalid(`"${entry.ExpectedBoardStatusId}" is not a status of this board.`, member('ExpectedBoardStatusId'))
      if (!Number.isInteger(entry.OffsetAmount) || entry.OffsetAmount < 1 || entry.OffsetAmount > 10000) {
        throw invalid('OffsetAmount must be between 1 and 10000.', member('OffsetAmount'))
      }
      return [keptId(entry.Id, existing, member('Id')), board.id, entry.ExpectedBoardStatusId, entry.OffsetAmount,
        oneOf(entry.OffsetUnit, [0, 1], member('OffsetUnit')), oneOf(entry.Severity, [0, 1, 2], member('Severity')), sortOrder, randomUUID()]
    })
    await tx.query('DELETE FROM board_due_date_expectations WHERE board_id = $1', [board.id])
    for (const row of rows) {
      await tx.query(
        `INSERT INTO board_due_date_expectations (id, board_id, expected_status_id, offset_amount, offset_unit, severity, sort_order, row_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        row,
      )
    }
    await tx.query('UPDATE board_due_date_policies SET enabled = $2, time_mode = $3, disabled_status_ids = $4, row_version = $5 WHERE board_id = $1', [
      board.id,
      input.Enabled,
      timeMode,
      JSON.stringify([...new Set(input.DisabledBoardStatusIds)]),
      randomUUID(),
    ])
  })
}

/** An audience entry's key and display name: a user, a role (by name, with its id) or a responsibility key. */
async function audienceSubject(context: BoardChange, type: number, subjectKey: string, field: string) {
  const key = subjectKey.trim()
  if (type === 0) {
    const [user] = await context.tx.query<{ display_name: string }>('SELECT display_name FROM users WHERE id = $1', [key])
    if (!user) throw invalid('SubjectKey must be the id of an existing user.', field)
    return { key, roleId: null, displayName: user.display_name }
  }
  if (type === 1) {
    const [role] = await context.tx.query<{ id: string; name: string }>('SELECT id, name FROM roles WHERE lower(name) = lower($1) OR id = $1', [key])
    if (!role) throw invalid('SubjectKey must be the name of an existing role.', field)
    return { key: role.name, roleId: role.id, displayName: role.name }
  }
  const responsibility = context.config.responsibilities.find((item) => item.key === key.toLowerCase())
  if (!responsibility) throw invalid('SubjectKey must be a responsibility key of this board.', field)
  return { key: responsibility.key, roleId: null, displayName: responsibility.displayName }
}

export async function updateAttentionPolicy(db: Db, boardId: string, input: AttentionPolicyInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const { tx, config, board } = context
    await context.assertRowVersion(config.attentionPolicy.rowVersion, input.RowVersion)
    const existingReasons = config.attentionPolicy.reasons.map((item) => item.id)
    const seen = new Set<string>()
    const reasons = ordered(input.Reasons).map(({ entry, index, sortOrder }) => {
      const member = (name: string) => `Reasons[${index}].${name}`
      const typeKey = entry.AttentionSignalTypeKey
      if (!attentionTypeKeys.includes(typeKey)) throw invalid(`AttentionSignalTypeKey must be one of ${attentionTypeKeys.join(', ')}.`, member('AttentionSignalTypeKey'))
      if (seen.has(typeKey)) throw invalid(`The reason "${typeKey}" is listed twice.`, member('AttentionSignalTypeKey'))
      seen.add(typeKey)
      return [keptId(entry.Id, existingReasons, member('Id')), board.id, typeKey, oneOf(entry.DefaultSeverity, [0, 1, 2], member('DefaultSeverity')),
        entry.SignalEnabled, entry.NotificationDeliveryEnabled, sortOrder, randomUUID()]
    })
    const existingAudience = config.attentionPolicy.audience.map((item) => item.id)
    const audience = []
    for (const { entry, index, sortOrder } of ordered(input.Audience)) {
      const member = (name: string) => `Audience[${index}].${name}`
      const type = oneOf(entry.SubjectType, [0, 1, 2], member('SubjectType'))
      const subject = await audienceSubject(context, type, entry.SubjectKey, member('SubjectKey'))
      audience.push([keptId(entry.Id, existingAudience, member('Id')), board.id, type, subject.key, subject.roleId, subject.displayName, sortOrder, randomUUID()])
    }
    await tx.query('DELETE FROM board_attention_reasons WHERE board_id = $1', [board.id])
    await tx.query('DELETE FROM board_attention_audience WHERE board_id = $1', [board.id])
    for (const row of reasons) {
      await tx.query(
        `INSERT INTO board_attention_reasons (id, board_id, type_key, default_severity, signal_enabled, notification_delivery_enabled, sort_order, row_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        row,
      )
    }
    for (const row of audience) {
      await tx.query(
        `INSERT INTO board_attention_audience (id, board_id, subject_type, subject_key, role_id, display_name, sort_order, row_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        row,
      )
    }
    await tx.query('UPDATE board_attention_policies SET row_version = $2 WHERE board_id = $1', [board.id, randomUUID()])
  })
}
