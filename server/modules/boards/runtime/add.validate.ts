import type { PublicSchemas } from '../../../http/contractOperations'
import { isValidDate } from '../../../../shared/expressions/time'
import type { Issue } from '../../../http/envelope'
import { issue } from '../../../http/errors'
import type { BoardStatusConfig, BoardTargetDefinitionConfig } from '../admin/config'
import type { ItemContext } from './itemContext'
import { TargetKind } from './targets'
import { BoardStatusMetaType as MetaType } from '../../../../shared/enums'
export { BoardStatusMetaType as MetaType } from '../../../../shared/enums'

/** The documented add-item body. Markdown* members are accepted and ignored (no Markdown drafts here). */
export type AddItemRequest = PublicSchemas['BoardItemAddRequest']

export const RuntimeCode = {
  invalid: 'serviceBoards.runtime.validation.invalid',
  required: 'workspace.validation.required',
  operationKeyReused: 'serviceBoards.runtime.operationKeyReused',
  noInitialStatus: 'serviceBoards.runtime.noInitialStatus',
  targetAlreadyOnBoard: 'serviceBoards.runtime.targetAlreadyOnBoard',
  mutationKeyReused: 'serviceBoards.runtime.mutationKeyReused',
  tagsDisabled: 'serviceBoards.runtime.tagsDisabled',
  linkExists: 'serviceBoards.runtime.linkExists',
  attachmentLocked: 'serviceBoards.runtime.attachmentLocked',
} as const

export const maxSubjectLength = 500
export const maxDescriptionLength = 10_000
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/

/** Subject and Description checks shared by add and the board-data update. */
export function textIssues(subject: string | null | undefined, description: string | null | undefined, subjectRequired: boolean): Issue[] {
  const issues: Issue[] = []
  if (subjectRequired && (subject === null || subject === undefined || subject.trim() === '')) {
    issues.push(issue(RuntimeCode.required, 'Subject is required.', 'Subject'))
  } else if (typeof subject === 'string' && subject.trim() === '') {
    issues.push(issue(RuntimeCode.required, 'Subject cannot be blank.', 'Subject'))
  } else if (typeof subject === 'string' && subject.length > maxSubjectLength) {
    issues.push(issue(RuntimeCode.invalid, `Subject may have at most ${maxSubjectLength} characters.`, 'Subject'))
  }
  if (typeof description === 'string' && description.length > maxDescriptionLength) {
    issues.push(issue(RuntimeCode.invalid, `Description may have at most ${maxDescriptionLength} characters.`, 'Description'))
  }
  return issues
}

/** DueDate (a real day) and DueTime (HH:mm, only with a DueDate). */
export function dueDateIssues(dueDate: string | null | undefined, dueTime: string | null | undefined): Issue[] {
  const issues: Issue[] = []
  if (dueDate && !isValidDate(dueDate)) issues.push(issue(RuntimeCode.invalid, 'DueDate must be a calendar day (yyyy-MM-dd).', 'DueDate'))
  if (dueTime !== null && dueTime !== undefined) {
    if (!dueDate) issues.push(issue(RuntimeCode.invalid, 'DueTime needs a DueDate.', 'DueTime'))
    else if (!timePattern.test(dueTime)) issues.push(issue(RuntimeCode.invalid, 'DueTime must be a time of day (HH:mm).', 'DueTime'))
  }
  return issues
}

export interface CheckedAdd {
  status: BoardStatusConfig
  targetDefinition: BoardTargetDefinitionConfig
  cycleId: string | null
}

function initialStatus(context: ItemContext, statusId: string | null | undefined, issues: Issue[]): BoardStatusConfig | null {
  const statuses = context.config.statuses.filter((status) => status.isActive && !status.isDeleted)
  if (statusId === null || statusId === undefined) {
    const first = statuses.find((status) => status.metaType === MetaType.Initial)
    if (!first) issues.push(issue(RuntimeCode.noInitialStatus, 'The board has no active Initial status to add items to.', 'TargetBoardStatusId'))
    return first ?? null
  }
  const status = statuses.find((item) => item.id === statusId)
  if (!status || status.metaType === MetaType.Terminal) {
    issues.push(issue(RuntimeCode.invalid, 'TargetBoardStatusId must be an active Initial or Active status of this board.', 'TargetBoardStatusId'))
    return null
  }
  return status
}

function targetDefinition(context: ItemContext, body: AddItemRequest, issues: Issue[]): BoardTargetDefinitionConfig | null {
  const kind = body.TargetKind ?? TargetKind.None
  const modelId = body.TargetModelId ?? null
  const objectId = body.TargetObjectId ?? null
  const active = context.config.targetDefinitions.filter((definition) => definition.isActive && definition.targetKind === kind)
  if (kind === TargetKind.None) {
    if (modelId !== null || objectId !== null) {
      issues.push(issue(RuntimeCode.invalid, 'An item without a target takes no TargetModelId or TargetObjectId.', modelId !== null ? 'TargetModelId' : 'TargetObjectId'))
      return null
    }
  } else if (!objectId) {
    issues.push(issue(RuntimeCode.required, 'TargetObjectId is required for this TargetKind.', 'TargetObjectId'))
    return null
  }
  const found = kind === TargetKind.None ? active[0] : active.find((definition) => definition.targetModelId === modelId)
  if (!found) {
    issues.push(issue(RuntimeCode.invalid, 'The board takes no items for this TargetKind and TargetModelId.', kind === TargetKind.None ? 'TargetKind' : 'TargetModelId'))
    return null
  }
  return found
}

/** Everything of the add body that the board's configuration decides; issues collect the refusals. */
export function checkAdd(context: ItemContext, body: AddItemRequest, issues: Issue[]): CheckedAdd | null {
  if ((body.RepeatMode ?? 0) !== 0) issues.push(issue(RuntimeCode.invalid, 'RepeatMode 0 is the only one supported.', 'RepeatMode'))
  const status = initialStatus(context, body.TargetBoardStatusId, issues)
  const definition = targetDefinition(context, body, issues)
  const cycleId = body.BoardCycleId ?? null
  if (cycleId !== null && !context.config.cycles.some((cycle) => cycle.id === cycleId)) {
    issues.push(issue(RuntimeCode.invalid, 'BoardCycleId is not a cycle of this board.', 'BoardCycleId'))
  }
  issues.push(...textIssues(body.Subject, body.Description, true), ...dueDateIssues(body.DueDate, body.DueTime))
  if (!status || !definition) return null
  return { status, targetDefinition: definition, cycleId }
}
