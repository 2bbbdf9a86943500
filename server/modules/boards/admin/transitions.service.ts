import { randomUUID } from 'node:crypto'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { LinkDirection, LinkType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { EnvelopeError, badRequest, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { boardKeyPattern } from '../shared/keys'
import { boardExists } from './boards.repo'
import type { BoardConfig, BoardStatusConfig, BoardTransitionConfig } from './config'
import { changeBoard, writeOrder, type BoardChange } from './mutation'
import { requireStatus } from './statuses.service'
import { isTargetOfBoard } from './targets.repo'
import { deletePrerequisites, deleteTransitionRow, insertPrerequisite, insertTransition, updateTransitionRow } from './transitions.repo'
import type { BoardAdministration } from './types'
import { BoardAdminCode, assertSameIds, invalid, keyTaken, normalizeBoardKey, oneOf, optionalText, placeAt, requiredText } from './validation'

/** Transitions between statuses, with their link prerequisites. */

export type TransitionCreateInput = ConfigSchemas['BoardTransitionCreateRequest']
export type TransitionUpdateInput = ConfigSchemas['BoardTransitionUpdateRequest']
/** A prerequisite as sent: on create the contract leaves type, direction and count to the checks below. */
type LinkPrerequisiteInput = NonNullable<TransitionCreateInput['LinkPrerequisites']>[number] & { Id?: string | null }
/** A prerequisite the checks passed. */
type CheckedPrerequisite = TransitionUpdateInput['LinkPrerequisites'][number]

function requireTransition(config: BoardConfig, transitionId: string): BoardTransitionConfig {
  const transition = config.transitions.find((item) => item.id === transitionId)
  if (!transition) {
    throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Transition "${transitionId}" is not a transition of this board.`, Target: transitionId }])
  }
  return transition
}

/** A status of this board that is not deleted, else 400 on the member. */
function liveStatus(config: BoardConfig, statusId: string, field: string): BoardStatusConfig {
  const status = config.statuses.find((item) => item.id === statusId && !item.isDeleted)
  if (!status) throw invalid(`"${statusId}" is not a status of this board.`, field)
  return status
}

/** `<from>-to-<to>`, cut to the key length, with -2, -3 … when taken. */
function derivedKey(config: BoardConfig, from: BoardStatusConfig, to: BoardStatusConfig): string {
  const base = `${from.key}-to-${to.key}`.slice(0, 40).replace(/-+$/, '')
  const taken = new Set(config.transitions.map((transition) => transition.key))
  for (let suffix = 1; ; suffix++) {
    const tail = suffix === 1 ? '' : `-${suffix}`
    const key = base.slice(0, 40 - tail.length).replace(/-+$/, '') + tail
    if (!taken.has(key) && boardKeyPattern.test(key)) return key
  }
}

async function assertPairFree(context: BoardChange, fromId: string, toId: string, exceptId: string | null): Promise<void> {
  const exists = context.config.transitions.some((item) => item.fromStatusId === fromId && item.toStatusId === toId && item.id !== exceptId)
  if (exists) {
    await context.withModel((model) => conflict(BoardAdminCode.transitionExists, 'A transition between these two statuses already exists.', 'ToBoardStatusId', model))
  }
}

async function assertKeyFree(context: BoardChange, key: string, exceptId: string | null): Promise<void> {
  if (context.config.transitions.some((item) => item.key === key && item.id !== exceptId)) await context.withModel((model) => keyTaken('transition', key, model))
}

/** Counts, directions and targets of the prerequisites; the target board may be this one. */
async function checkPrerequisites(tx: Db, inputs: readonly LinkPrerequisiteInput[]): Promise<CheckedPrerequisite[]> {
  const checked: CheckedPrerequisite[] = []
  for (const [index, input] of inputs.entries()) {
    const member = (name: string) => `LinkPrerequisites[${index}].${name}`
    const linkType = oneOf(input.LinkType, [LinkType.Related, LinkType.ParentChild], member('LinkType'))
    const direction = oneOf(input.Direction, [LinkDirection.Outgoing, LinkDirection.Incoming], member('Direction'))
    const minimum = input.MinimumCount
    if (minimum === undefined || !Number.isInteger(minimum) || minimum < 1) throw invalid('MinimumCount must be at least 1.', member('MinimumCount'))
    const maximum = input.MaximumCount ?? null
    if (maximum !== null && maximum < minimum) throw invalid('MaximumCount must be empty or at least MinimumCount.', member('MaximumCount'))
    if (!(await boardExists(tx, input.TargetBoardId))) throw invalid(`Board "${input.TargetBoardId}" does not exist.`, member('TargetBoardId'))
    if (!(await isTargetOfBoard(tx, input.TargetBoardTargetDefinitionId, input.TargetBoardId))) {
      throw invalid(`"${input.TargetBoardTargetDefinitionId}" is not a target definition of the target board.`, member('TargetBoardTargetDefinitionId'))
    }
    checked.push({ ...input, LinkType: linkType, Direction: direction, MinimumCount: minimum })
  }
  return checked
}

/** Replaces the prerequisites of a transition; an entry with the Id of one of them keeps that Id. */
async function writePrerequisites(tx: Db, transition: { id: string; existing: readonly string[] }, inputs: readonly CheckedPrerequisite[]): Promise<void> {
  await deletePrerequisites(tx, transition.id)
  for (const [index, input] of inputs.entries()) {
    const keep = input.Id && transition.existing.includes(input.Id) ? input.Id : null
    if (input.Id && !keep) throw invalid(`"${input.Id}" is not a prerequisite of this transition.`, `LinkPrerequisites[${index}].Id`)
    await insertPrerequisite(tx, transition.id, {
      id: keep,
      linkType: input.LinkType,
      direction: input.Direction,
      targetBoardId: input.TargetBoardId,
      targetDefinitionId: input.TargetBoardTargetDefinitionId,
      minimumCount: input.MinimumCount,
      maximumCount: input.MaximumCount ?? null,
    }, index + 1)
  }
}

const idsFrom = (config: BoardConfig, statusId: string) =>
  config.transitions.filter((transition) => transition.fromStatusId === statusId).map((transition) => transition.id)

export async function createTransition(db: Db, boardId: string, input: TransitionCreateInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const { tx, config } = context
    const from = liveStatus(config, input.FromBoardStatusId, 'FromBoardStatusId')
    const to = liveStatus(config, input.ToBoardStatusId, 'ToBoardStatusId')
    if (from.id === to.id) throw badRequest(BoardAdminCode.invalid, 'A transition leads to another status.', 'ToBoardStatusId')
    const key = input.Key?.trim() ? normalizeBoardKey(input.Key) : derivedKey(config, from, to)
    await assertKeyFree(context, key, null)
    await assertPairFree(context, from.id, to.id, null)
    const prerequisites = await checkPrerequisites(tx, input.LinkPrerequisites ?? [])
    const id = randomUUID()
    await insertTransition(tx, {
      id,
      boardId: context.board.id,
      key,
      fromStatusId: from.id,
      toStatusId: to.id,
      displayName: optionalText(input.DisplayName, 'DisplayName', 200) ?? to.displayName,
      isActive: input.IsActive ?? true,
    })
    await writePrerequisites(tx, { id, existing: [] }, prerequisites)
    await writeOrder(tx, 'board_transitions', placeAt(idsFrom(config, from.id), id, input.SortOrder))
  })
}

export async function updateTransition(
  db: Db, boardId: string, transitionId: string, input: TransitionUpdateInput, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const { tx, config } = context
    const transition = requireTransition(config, transitionId)
    await context.assertRowVersion(transition.rowVersion, input.RowVersion)
    const to = liveStatus(config, input.ToBoardStatusId, 'ToBoardStatusId')
    if (to.id === transition.fromStatusId) throw badRequest(BoardAdminCode.invalid, 'A transition leads to another status.', 'ToBoardStatusId')
    const key = normalizeBoardKey(input.Key)
    await assertKeyFree(context, key, transition.id)
    await assertPairFree(context, transition.fromStatusId, to.id, transition.id)
    await checkPrerequisites(tx, input.LinkPrerequisites)
    await updateTransitionRow(tx, transition.id, { key, displayName: requiredText(input.DisplayName, 'DisplayName'), toStatusId: to.id, isActive: input.IsActive })
    await writePrerequisites(tx, { id: transition.id, existing: transition.linkPrerequisites.map((item) => item.id) }, input.LinkPrerequisites)
  })
}

export async function reorderTransitions(
  db: Db, boardId: string, statusId: string, transitionIds: string[], caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async ({ tx, config }) => {
    requireStatus(config, statusId)
    assertSameIds(transitionIds, idsFrom(config, statusId), 'TransitionIds')
    await writeOrder(tx, 'board_transitions', transitionIds)
  })
}

export async function deleteTransition(
  db: Db, boardId: string, transitionId: string, rowVersion: string | undefined, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const transition = requireTransition(context.config, transitionId)
    await context.assertRowVersion(transition.rowVersion, rowVersion)
    await deleteTransitionRow(context.tx, transition.id)
    await writeOrder(context.tx, 'board_transitions', idsFrom(context.config, transition.fromStatusId).filter((id) => id !== transition.id))
  })
}
