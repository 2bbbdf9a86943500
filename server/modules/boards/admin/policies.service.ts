import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { AuthContext } from '../../../http/operation'
import { findRoleByNameOrId, userDisplayName } from '../../principals'
import { attentionReasonDefaults } from './boards.service'
import type { BoardConfig } from './config'
import { changeBoard, type BoardChange } from './mutation'
import { replaceAttentionPolicy, replaceExpectations, updateDueDatePolicyRow, type AudienceValues } from './policies.repo'
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
    const expectations = ordered(input.Expectations).map(({ entry, index, sortOrder }) => {
      const member = (name: string) => `Expectations[${index}].${name}`
      if (!isLiveStatus(config, entry.ExpectedBoardStatusId)) throw invalid(`"${entry.ExpectedBoardStatusId}" is not a status of this board.`, member('ExpectedBoardStatusId'))
      if (!Number.isInteger(entry.OffsetAmount) || entry.OffsetAmount < 1 || entry.OffsetAmount > 10000) {
        throw invalid('OffsetAmount must be between 1 and 10000.', member('OffsetAmount'))
      }
      return {
        id: keptId(entry.Id, existing, member('Id')),
        expectedStatusId: entry.ExpectedBoardStatusId,
        offsetAmount: entry.OffsetAmount,
        offsetUnit: oneOf(entry.OffsetUnit, [0, 1], member('OffsetUnit')),
        severity: oneOf(entry.Severity, [0, 1, 2], member('Severity')),
        sortOrder,
      }
    })
    await replaceExpectations(tx, board.id, expectations)
    await updateDueDatePolicyRow(tx, board.id, { enabled: input.Enabled, timeMode, disabledStatusIds: [...new Set(input.DisabledBoardStatusIds)] })
  })
}

/** An audience entry's key and display name: a user, a role (by name, with its id) or a responsibility key. */
async function audienceSubject(context: BoardChange, type: number, subjectKey: string, field: string) {
  const key = subjectKey.trim()
  if (type === 0) {
    const displayName = await userDisplayName(context.tx, key)
    if (displayName === null) throw invalid('SubjectKey must be the id of an existing user.', field)
    return { key, roleId: null, displayName }
  }
  if (type === 1) {
    const role = await findRoleByNameOrId(context.tx, key)
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
      return {
        id: keptId(entry.Id, existingReasons, member('Id')),
        typeKey,
        defaultSeverity: oneOf(entry.DefaultSeverity, [0, 1, 2], member('DefaultSeverity')),
        signalEnabled: entry.SignalEnabled,
        notificationDeliveryEnabled: entry.NotificationDeliveryEnabled,
        sortOrder,
      }
    })
    const existingAudience = config.attentionPolicy.audience.map((item) => item.id)
    const audience: AudienceValues[] = []
    for (const { entry, index, sortOrder } of ordered(input.Audience)) {
      const member = (name: string) => `Audience[${index}].${name}`
      const type = oneOf(entry.SubjectType, [0, 1, 2], member('SubjectType'))
      const subject = await audienceSubject(context, type, entry.SubjectKey, member('SubjectKey'))
      audience.push({
        id: keptId(entry.Id, existingAudience, member('Id')),
        subjectType: type,
        subjectKey: subject.key,
        roleId: subject.roleId,
        displayName: subject.displayName,
        sortOrder,
      })
    }
    await replaceAttentionPolicy(tx, board.id, reasons, audience)
  })
}
