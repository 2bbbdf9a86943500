import type { PublicSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { conflict, EnvelopeError, issue, staleRowVersion } from '../../../http/errors'
import { lockBoard, requireBoard } from '../shared/boardRef'
import { boardInactiveMessage, deniedError, SecurityCode } from './access'
import { MetaType } from './add.validate'
import { writeAudit } from './audit'
import type { RuntimeCaller } from './context'
import { decideItems, loadItemContext } from './itemContext'
import { findItem, placeItem, requireLiveItem, sqlColumn, type ItemRow } from './items.repo'
import { decideMove, isAllowed, loadMoveFacts, verdictIssues } from './move.decision'
import { buildItem } from './payload'
import { positionInvalidCode, resolvePosition } from './position'
import { readContext } from './reads.service'
import { BoardContexts, summarizeItems } from './summary'
import type { BoardItemPayload, MoveOption } from './types'

export type MoveRequest = PublicSchemas['BoardItemMoveRequest']

async function moveInTransaction(tx: Db, boardId: string, itemId: string, body: MoveRequest, caller: RuntimeCaller, now: Date): Promise<BoardItemPayload> {
  await lockBoard(tx, boardId)
  const context = await loadItemContext(tx, boardId, caller, now)
  const row = await requireLiveItem(tx, boardId, itemId, true)
  if (body.RowVersion && body.RowVersion !== row.row_version) throw staleRowVersion(await buildItem(context, row))
  const decision = (await decideItems(context, [row])).decisions.get(row.id)!.move
  if (!decision.IsAllowed) throw deniedError(decision)
  const facts = body.BoardStatusId === row.status_id ? { linkCounts: new Map(), openChildren: [] } : await loadMoveFacts(tx, row.id)
  const verdict = decideMove(context, row, body.BoardStatusId, facts, decision)
  if (verdict.issues.length > 0) throw new EnvelopeError(400, verdict.issues)
  const position = await resolvePosition(sqlColumn(tx, body.BoardStatusId, row.id), body.Position)
  if (!position.ok) throw new EnvelopeError(400, [issue(positionInvalidCode, position.message, 'Position')])
  const wasTerminal = !row.is_open
  const isOpen = verdict.isReorder ? row.is_open : !verdict.isTerminal
  const completedAt = isOpen ? null : wasTerminal && row.completed_at ? new Date(row.completed_at) : now
  await placeItem(tx, row.id, { statusId: body.BoardStatusId, rankKey: position.rankKey, isOpen, completedAt }, now)
  await writeAudit(tx, caller, now, {
    boardId,
    itemId: row.id,
    kind: 'Moved',
    payload: {
      BoardTransitionId: verdict.transition?.id ?? null,
      FromBoardStatusId: row.status_id,
      ToBoardStatusId: body.BoardStatusId,
      FromRankKey: row.rank_key,
      ToRankKey: position.rankKey,
      IsReopen: !verdict.isReorder && wasTerminal && !verdict.isTerminal,
      IsTerminal: !verdict.isReorder && verdict.isTerminal,
    },
    statusIds: [...new Set([row.status_id, body.BoardStatusId])],
  })
  return buildItem(context, (await findItem(tx, boardId, row.id)) as ItemRow)
}

/** Moves an item to a status and position, or reorders it in its column (same status). */
export async function moveItem(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: MoveRequest, now: Date): Promise<BoardItemPayload> {
  const board = await requireBoard(db, boardIdOrKey)
  return db.transaction((tx) => moveInTransaction(tx, board.id, itemId, body, caller, now))
}

/** The documented move options: every other active status with the verdict the move would give. */
export async function moveOptions(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, now: Date) {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const { config } = context
  const row = await requireLiveItem(db, config.board.id, itemId)
  if (!config.board.is_active) throw conflict(SecurityCode.boardInactive, boardInactiveMessage)
  const decision = (await decideItems(context, [row])).decisions.get(row.id)!.move
  const facts = await loadMoveFacts(db, row.id)
  const contexts = new BoardContexts(db, caller, now, [context])
  const children = await summarizeItems(contexts, facts.openChildren)
  const options: MoveOption[] = config.statuses
    .filter((status) => status.isActive && !status.isDeleted && status.id !== row.status_id)
    .map((status) => {
      const verdict = decideMove(context, row, status.id, facts, decision)
      const blockers = status.metaType === MetaType.Terminal ? children : []
      const hidden = blockers.filter((child) => !child.canRead)
      return {
        BoardStatusId: status.id,
        DisplayName: status.displayName,
        Color: status.color,
        Allowed: isAllowed(verdict),
        BoardTransitionId: verdict.transition?.id ?? null,
        Errors: verdictIssues(verdict, decision),
        CloseBlockers: {
          TotalCount: blockers.length,
          HiddenCount: hidden.length,
          ReadableChildren: blockers.filter((child) => child.canRead).map((child) => child.summary),
          HiddenChildren: hidden.map((child) => ({ BoardDisplayName: child.summary.BoardDisplayName, RunNumber: child.summary.RunNumber })),
        },
        LinkPrerequisites: verdict.prerequisites.map((state) => ({
          BoardTransitionLinkPrerequisiteId: state.prerequisite.id,
          LinkType: state.prerequisite.linkType,
          Direction: state.prerequisite.direction,
          TargetBoardId: state.prerequisite.targetBoardId,
          TargetBoardTargetDefinitionId: state.prerequisite.targetDefinitionId,
          MinimumCount: state.prerequisite.minimumCount,
          MaximumCount: state.prerequisite.maximumCount,
          CurrentCount: state.currentCount,
          MissingCount: state.missingCount,
          Satisfied: state.satisfied,
        })),
      }
    })
  return { BoardItemId: row.id, FromBoardStatusId: row.status_id, Options: options }
}
