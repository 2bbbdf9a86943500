import { createHash, randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { badRequest, EnvelopeError, issue } from '../../../http/errors'
import { writeNewInstance, canonicalJson } from '../../entities'
import type { Issue } from '../../../http/envelope'
import { lockBoard, requireBoard } from '../shared/boardRef'
import { DenialSource } from '../shared/operations'
import { assertAllowed, decideOperation, deniedError } from './access'
import { checkAdd, RuntimeCode, type AddItemRequest, type CheckedAdd } from './add.validate'
import { writeAudit } from './audit'
import type { RuntimeCaller } from './context'
import { applyInitialAssignments } from './initialAssignments'
import { decideItems, loadItemContext, type ItemContext } from './itemContext'
import { findItem, sqlColumn, type ItemRow } from './items.repo'
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
  const [existing] = await db.query<{ id: string; operation_hash: string }>(
    'SELECT id, operation_hash FROM board_items WHERE board_id = $1 AND operation_key = $2',
    [boardId, body.OperationKey],
  )
  if (!existing) return null
  if (existing.operation_hash !== hash) {
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
    const [model] = await db.query<{ physical: string }>(
      `SELECT quote_ident(t.schema_name) || '.' || quote_ident(t.physical_table_name) AS physical
       FROM entity_tables t WHERE t.entity_definition_id = $1 AND t.is_primary AND NOT t.is_deleted`,
      [definition.targetModelId],
    )
    const exists = model ? (await db.query(`SELECT 1 FROM ${model.physical} WHERE id = $1`, [objectId])).length > 0 : false
    if (!exists) issues.push(issue(RuntimeCode.invalid, `There is no ${definition.displayName} record "${objectId}".`, 'TargetObjectId'))
  }
  const [earlier] = await db.query<{ total: number; live: number; open: number; latest: string | null }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE removed_at IS NULL)::int AS live,
       count(*) FILTER (WHERE removed_at IS NULL AND is_open)::int AS open,
       (SELECT id FROM board_items WHERE target_definition_id = $1 AND target_object_id = $2 ORDER BY number DESC LIMIT 1) AS latest
     FROM board_items WHERE target_definition_id = $1 AND target_object_id = $2`,
    [definition.id, objectId],
  )
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
  const [counter] = await db.query<{ last_item_number: number }>(
    'UPDATE boards SET last_item_number = last_item_number + 1 WHERE id = $1 RETURNING last_item_number',
    [config.board.id],
  )
  const number = counter!.last_item_number
  const id = randomUUID()
  const isOpen = checked.status.metaType !== 2
  const dueAt = dueInstant(body.DueDate ?? null, body.DueTime ?? null, config.dueDatePolicy.timeMode, context.timeZone)
  await db.query(
    `INSERT INTO board_items (id, board_id, number, target_definition_id, target_kind, target_model_id, target_object_id, status_id, rank_key,
       run_number, previous_item_id, cycle_id, is_open, entered_status_at, completed_at, subject, description, due_at, due_date, due_time,
       operation_key, operation_hash, created_by_user_id, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, NULL, $15, $16, $17, $18, $19, $20, $21, $22, $14, $14, $23)`,
    [
      id, config.board.id, number, checked.targetDefinition.id, checked.targetDefinition.targetKind, checked.targetDefinition.targetModelId,
      body.TargetObjectId ?? null, checked.status.id, rankKey, target.runNumber, target.previousItemId, checked.cycleId, isOpen, now,
      body.Subject?.trim() ?? null, body.Description ?? null, dueAt === null ? null : new Date(dueAt), body.DueDate ?? null,
      body.DueDate ? (body.DueTime ?? null) : null, body.OperationKey, hash, caller.userId, randomUUID(),
    ],
  )
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
