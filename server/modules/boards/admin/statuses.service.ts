import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { EnvelopeError, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import type { BoardStatusConfig } from './config'
import { changeBoard, writeOrder, type BoardChange } from './mutation'
import { loadBoardCounts } from './model.repo'
import { removeStatusFromDueDatePolicy } from './policies.repo'
import { insertStatus, markStatusDeleted, updateStatusRow } from './statuses.repo'
import { deleteTransitionsOfStatus } from './transitions.repo'
import type { BoardAdministration } from './types'
import {
  BoardAdminCode, assertSameIds, colorToken, keyTaken, normalizeBoardKey, oneOf, optionalText, placeAt, requiredText,
} from './validation'

/** Statuses: create, update, reorder and the soft delete that keeps them for history. */

export type StatusInput = ConfigSchemas['BoardStatusCreateRequest']

export type StatusUpdateInput = ConfigSchemas['BoardStatusUpdateRequest']

/** A live (not deleted) status of the board, or 404. */
export function requireStatus(config: BoardChange['config'], statusId: string): BoardStatusConfig {
  const status = config.statuses.find((item) => item.id === statusId)
  if (!status) throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Status "${statusId}" is not a status of this board.`, Target: statusId }])
  return status
}

async function assertNotDeleted(context: BoardChange, status: BoardStatusConfig): Promise<void> {
  if (status.isDeleted) {
    await context.withModel((model) => conflict(BoardAdminCode.statusDeleted, `The status "${status.displayName}" is deleted.`, undefined, model))
  }
}

async function assertKeyFree(context: BoardChange, key: string, exceptId: string | null): Promise<void> {
  const taken = context.config.statuses.some((status) => !status.isDeleted && status.key === key && status.id !== exceptId)
  if (taken) await context.withModel((model) => keyTaken('status', key, model))
}

function liveStatusIds(statuses: readonly BoardStatusConfig[]): string[] {
  return statuses.filter((status) => !status.isDeleted).map((status) => status.id)
}

function statusValues(input: StatusInput) {
  return {
    key: normalizeBoardKey(input.Key),
    displayName: requiredText(input.DisplayName, 'DisplayName'),
    description: optionalText(input.Description, 'Description'),
    color: colorToken(input.Color),
    metaType: oneOf(input.MetaType, [0, 1, 2], 'MetaType'),
  }
}

export async function createStatus(db: Db, boardId: string, input: StatusInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  const values = statusValues(input)
  return changeBoard(db, boardId, caller, now, async (context) => {
    await assertKeyFree(context, values.key, null)
    const id = randomUUID()
    await insertStatus(context.tx, id, context.board.id, { ...values, isActive: input.IsActive })
    await writeOrder(context.tx, 'board_statuses', placeAt(liveStatusIds(context.config.statuses), id, input.SortOrder))
  })
}

export async function updateStatus(
  db: Db, boardId: string, statusId: string, input: StatusUpdateInput, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  const values = statusValues(input)
  return changeBoard(db, boardId, caller, now, async (context) => {
    const status = requireStatus(context.config, statusId)
    await context.assertRowVersion(status.rowVersion, input.RowVersion)
    await assertNotDeleted(context, status)
    await assertKeyFree(context, values.key, status.id)
    await updateStatusRow(context.tx, status.id, { ...values, isActive: input.IsActive })
    if (input.SortOrder && input.SortOrder !== status.sortOrder) {
      await writeOrder(context.tx, 'board_statuses', placeAt(liveStatusIds(context.config.statuses), status.id, input.SortOrder))
    }
  })
}

export async function reorderStatuses(db: Db, boardId: string, statusIds: string[], caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async ({ tx, config }) => {
    assertSameIds(statusIds, liveStatusIds(config.statuses), 'StatusIds')
    await writeOrder(tx, 'board_statuses', statusIds)
  })
}

/**
 * Soft delete: only without live items. Its transitions and due-date expectations go; the status
 * stays in the model (IsDeleted) for the history that names it.
 */
export async function deleteStatus(
  db: Db, boardId: string, statusId: string, rowVersion: string | undefined, reason: string | undefined, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const { tx, board } = context
    const status = requireStatus(context.config, statusId)
    await context.assertRowVersion(status.rowVersion, rowVersion)
    await assertNotDeleted(context, status)
    const itemCount = (await loadBoardCounts(tx, board.id)).byStatus.get(status.id)?.current ?? 0
    if (itemCount > 0) {
      await context.withModel((model) => {
        const error = conflict(BoardAdminCode.statusHasItems, `The status "${status.displayName}" has ${itemCount} item(s); move them first.`, undefined, model)
        error.issues[0]!.Metadata = { count: String(itemCount) }
        return error
      })
    }
    await markStatusDeleted(tx, status.id, context.now, context.caller.userId, optionalText(reason, 'reason'))
    await deleteTransitionsOfStatus(tx, status.id)
    // The due-date policy loses what named the status (a new RowVersion says so).
    const policy = context.config.dueDatePolicy
    if (policy.expectations.some((item) => item.expectedStatusId === status.id) || policy.disabledStatusIds.includes(status.id)) {
      await removeStatusFromDueDatePolicy(tx, board.id, status.id, policy.disabledStatusIds.filter((id) => id !== status.id))
    }
  })
}
