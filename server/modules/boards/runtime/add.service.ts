import { createHash, randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { badRequest, EnvelopeError, issue } from '../../../http/errors'
import { writeNewInstance, canonicalJson } from '../../entities'
import type { Issue } from '../../../http/envelope'
import { lockBoard, requireBoard } from '../shared/boardRef'
import { loadTargetRecords } from './targets'
import { DenialSource } from '../shared/operations'
import { assertAllowed, decideOperation, deniedError } from './access'
import { checkAdd, RuntimeCode, type AddItemRequest, type CheckedAdd } from './add.validate'
import { writeAudit } from './audit'
import type { RuntimeCaller } from './context'
import { applyInitialAssignments } from './initialAssignments'
import { decideItems, loadItemContext, type ItemContext } from './itemContext'
import { findItem, findItemByOperationKey, insertItemRow, nextItemNumber, sqlColumn, targetRuns, type ItemRow } from './items.repo'
import { buildItem, cardNumber } from './payload'
import { positionInvalidCode, resolvePosition } from './position'
import { dueInstant } from './signals'
import { TargetKind } from './targets'
import type { BoardItemPayload } from './types'
import { RepeatPolicy } from '../../../../shared/enums'

/** Adding an item (documented): replay-safe by OperationKey, checked against the board's configuration. */

const requestHash = (body: AddItemRequest): string => createHash('sha256').update(canonicalJson(body)).digest('hex')

const isOperationKeyTaken = (error: unknown): boolean => uniqueViolation(error)?.constraint === 'board_items_operation_key'

/** The item an OperationKey already added: the same request answers it as it is now; another request is refused. */
async function replayed(db: Db, boardId: string, body: AddItemRequest, hash: string, caller: RuntimeCaller, now: Date): Promise<BoardItemPayload | null> {
  const existing = await findItemByOperationKey(db, boardId, body.OperationKey)
  if (!existing) return null
  if (existing.operationHash !== hash) {
    throw badRequest(RuntimeCode.operationKeyReused, 'This OperationKey was used for another request; use a new key for a new item.', 'OperationKey')
  }
  const context = await loadItemContext(db, boardId, caller, now)
  return buildItem(context, (await findItem(db, boardId, existing.id)) as ItemRow)
}

interface TargetFacts {
  runNumber: number
  previousItemId: string | null
}

/** The target record exists, the repeat policy lets it on the board again, and which run this is. */
async function checkTarget(context: ItemContext, body: AddItemRequest, checked: CheckedAdd, issues: Issue[]): Promise<TargetFacts> {
  const { db } = context
  const definition = checked.targetDefinition
  const objectId = body.TargetObjectId ?? null
  if (definition.targetKind === TargetKind.None || objectId === null) return { runNumber: 1, previousItemId: null }
  if (definition.targetKind === TargetKind.EntityInstance) {
    // A record the caller may not read answers like one that does not exist.
    const ref = { target_kind: TargetKind.EntityInstance, target_model_id: definition.targetModelId, target_object_id: objectId }
    if ((await loadTargetRecords(db, [ref], context.caller, context.now)).size === 0) {
      issues.push(issue(RuntimeCode.invalid, `There is no ${definition.displayName} record "${objectId}".`, 'TargetObjectId'))
    }
  }
  const earlier = await targetRuns(db, definition.id, objectId)
  const blocked =
    (definition.repeatPolicy === RepeatPolicy.Never && (earlier?.live ?? 0) > 0) ||
    (definition.repeatPolicy === RepeatPolicy.AfterClose && (earlier?.open ?? 0) > 0)
  if (blocked) {
    issues.push(issue(
      RuntimeCode.targetAlreadyOnBoard,
      definition.repeatPolicy === RepeatPolicy.Never ? 'This target is already on the board.' : 'This target has an open item on the board; close it first.',
      'TargetObjectId',
    ))
  }
  return { runNumber: (earlier?.total ?? 0) + 1, previousItemId: earlier?.latest ?? null }
}

/** Refuses early what no item could change: the role and the inactive board (assignments and statements are decided on the new item). */
function assertMayCreate(context: ItemContext): void {
  const decision = decideOperation(context.config, context.caller, 'create', null)
  const early = decision.Denials.filter((denial) => denial.Source === DenialSource.Role || denial.Source === DenialSource.Invariant)
  if (early.length > 0) throw deniedError({ ...decision, IsAllowed: false, Denials: early })
}

async function insertItem(context: ItemContext, body: AddItemRequest, hash: string, checked: CheckedAdd, target: TargetFacts, rankKey: string): Promise<ItemRow> {
  const { db, config, caller, now } = context
  const number = await nextItemNumber(db, config.board.id)
  const id = randomUUID()
  const dueAt = dueInstant(body.DueDate ?? null, body.DueTime ?? null, config.dueDatePolicy.timeMode, context.timeZone)
  await insertItemRow(db, {
    id,
    boardId: config.board.id,
    number,
    targetDefinitionId: checked.targetDefinition.id,
    targetKind: checked.targetDefinition.targetKind,
    targetModelId: checked.targetDefinition.targetModelId,
    targetObjectId: body.TargetObjectId ?? null,
    statusId: checked.status.id,
    rankKey,
    runNumber: target.runNumber,
    previousItemId: target.previousItemId,
    cycleId: checked.cycleId,
    isOpen: checked.status.metaType !== 2,
    subject: body.Subject?.trim() ?? null,
    description: body.Description ?? null,
    dueAt: dueAt === null ? null : new Date(dueAt),
    dueDate: body.DueDate ?? null,
    dueTime: body.DueDate ? (body.DueTime ?? null) : null,
    operationKey: body.OperationKey,
    operationHash: hash,
    createdByUserId: caller.userId,
  }, now)
  await writeNewInstance(db, context.part.record, caller, body.Fields ?? {}, now, { id, number: cardNumber(config.board.key, number) }, context.part.model)
  await applyInitialAssignments(context, id, checked.status.id)
  const row = (await findItem(db, config.board.id, id)) as ItemRow
  await writeAudit(db, caller, now, {
    boardId: config.board.id,
    itemId: id,
    kind: 'Created',
    payload: {
      BoardStatusId: row.status_id,
      RankKey: row.rank_key,
      RunNumber: row.run_number,
      PreviousBoardItemId: row.previous_item_id,
      Subject: row.subject,
      Description: row.description,
    },
    statusIds: [row.status_id],
  })
  return row
}

async function addInTransaction(tx: Db, boardId: string, body: AddItemRequest, hash: string, caller: RuntimeCaller, now: Date): Promise<BoardItemPayload> {
  await lockBoard(tx, boardId)
  const replay = await replayed(tx, boardId, body, hash, caller, now)
  if (replay) return replay
  const context = await loadItemContext(tx, boardId, caller, now)
  assertMayCreate(context)
  const issues: Issue[] = []
  const checked = checkAdd(context, body, issues)
  const target = checked ? await checkTarget(context, body, checked, issues) : null
  if (checked) {
    const position = await resolvePosition(sqlColumn(tx, checked.status.id, null), body.Position)
    if (!position.ok) issues.push(issue(positionInvalidCode, position.message, 'Position'))
    if (issues.length === 0 && position.ok && target) {
      const row = await insertItem(context, body, hash, checked, target, position.rankKey)
      // Assignments and statements decide on the item as added (its initial responsibilities included).
      const decided = await decideItems(context, [row])
      assertAllowed(decided.decisions.get(row.id)!.create)
      return buildItem(context, row, decided)
    }
  }
  throw new EnvelopeError(400, issues)
}

export async function addItem(db: Db, caller: RuntimeCaller, boardIdOrKey: string, body: AddItemRequest, now: Date): Promise<BoardItemPayload> {
  const board = await requireBoard(db, boardIdOrKey)
  const hash = requestHash(body)
  try {
    return await db.transaction((tx) => addInTransaction(tx, board.id, body, hash, caller, now))
  } catch (error) {
    // Another request with the same key committed first: answer what it added.
    if (!isOperationKeyTaken(error)) throw error
    const replay = await replayed(db, board.id, body, hash, caller, now)
    if (!replay) throw error
    return replay
  }
}
