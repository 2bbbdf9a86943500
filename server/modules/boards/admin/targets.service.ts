import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { EnvelopeError, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import type { BoardConfig, BoardTargetDefinitionConfig } from './config'
import { changeBoard, writeOrder, type BoardChange } from './mutation'
import type { BoardAdministration } from './types'
import { BoardAdminCode, invalid, oneOf } from './validation'

/** Target definitions: what kind of object the board's items are about. */

export type TargetInput = ConfigSchemas['BoardTargetDefinitionCreateRequest']

export type TargetUpdateInput = ConfigSchemas['BoardTargetDefinitionUpdateRequest']

function requireTarget(config: BoardConfig, targetId: string): BoardTargetDefinitionConfig {
  const target = config.targetDefinitions.find((item) => item.id === targetId)
  if (!target) {
    throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Target definition "${targetId}" is not one of this board.`, Target: targetId }])
  }
  return target
}

/** None: no model; EntityInstance: an entity definition that is no board's own; Entitlement: any id. */
async function targetModel(tx: Db, kind: number, modelId: string | null | undefined): Promise<string | null> {
  const id = modelId?.trim() || null
  if (kind === 0) {
    if (id !== null) throw invalid('A target definition without a target has no TargetModelId.', 'TargetModelId')
    return null
  }
  if (id === null) throw invalid('TargetModelId is required for this TargetKind.', 'TargetModelId')
  if (kind === 1) {
    const [definition] = await tx.query<{ owner_board_id: string | null }>('SELECT owner_board_id FROM entity_definitions WHERE id = $1', [id])
    if (!definition) throw invalid(`Entity definition "${id}" does not exist.`, 'TargetModelId')
    if (definition.owner_board_id) throw invalid('A board\'s own data model cannot be a target.', 'TargetModelId')
  }
  return id
}

function policies(input: TargetInput): number[] {
  const policy = (value: number, field: string) => oneOf(value, [0, 1, 2], field)
  return [
    oneOf(input.RepeatPolicy, [0, 1, 2], 'RepeatPolicy'),
    policy(input.CreateCommentPolicy, 'CreateCommentPolicy'),
    policy(input.ReadCommentPolicy, 'ReadCommentPolicy'),
    policy(input.CreateAttachmentPolicy, 'CreateAttachmentPolicy'),
    policy(input.ReadAttachmentPolicy, 'ReadAttachmentPolicy'),
  ]
}

/** One definition per (kind, model): the runtime matches an add by them. */
async function assertDistinct(context: BoardChange, kind: number, modelId: string | null, exceptId: string | null): Promise<void> {
  const duplicate = context.config.targetDefinitions.some((item) => item.targetKind === kind && item.targetModelId === modelId && item.id !== exceptId)
  if (duplicate) {
    await context.withModel((model) => conflict(BoardAdminCode.targetExists, 'The board already has a target definition for this target.', 'TargetModelId', model))
  }
}

async function assertAnotherActive(context: BoardChange, targetId: string): Promise<void> {
  if (!context.config.targetDefinitions.some((item) => item.isActive && item.id !== targetId)) {
    await context.withModel((model) => conflict(BoardAdminCode.lastTarget, 'A board keeps at least one active target definition.', undefined, model))
  }
}

export async function createTarget(db: Db, boardId: string, input: TargetInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const kind = oneOf(input.TargetKind, [0, 1, 2], 'TargetKind')
    const modelId = await targetModel(context.tx, kind, input.TargetModelId)
    const values = policies(input)
    await assertDistinct(context, kind, modelId, null)
    const id = randomUUID()
    await context.tx.query(
      `INSERT INTO board_target_definitions (id, board_id, target_kind, target_model_id, sort_order, is_active, repeat_policy,
         create_comment_policy, read_comment_policy, create_attachment_policy, read_attachment_policy, row_version)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9, $10, $11)`,
      [id, context.board.id, kind, modelId, input.IsActive, ...values, randomUUID()],
    )
    await writeOrder(context.tx, 'board_target_definitions', [...context.config.targetDefinitions.map((item) => item.id), id])
  })
}

export async function updateTarget(
  db: Db, boardId: string, targetId: string, input: TargetUpdateInput, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const target = requireTarget(context.config, targetId)
    await context.assertRowVersion(target.rowVersion, input.RowVersion)
    const kind = oneOf(input.TargetKind, [0, 1, 2], 'TargetKind')
    const modelId = await targetModel(context.tx, kind, input.TargetModelId)
    const values = policies(input)
    await assertDistinct(context, kind, modelId, target.id)
    if (!input.IsActive) await assertAnotherActive(context, target.id)
    if (kind !== target.targetKind || modelId !== target.targetModelId) await assertUnused(context, target, 'change its target')
    await context.tx.query(
      `UPDATE board_target_definitions SET target_kind = $2, target_model_id = $3, is_active = $4, repeat_policy = $5,
         create_comment_policy = $6, read_comment_policy = $7, create_attachment_policy = $8, read_attachment_policy = $9, row_version = $10
       WHERE id = $1`,
      [target.id, kind, modelId, input.IsActive, ...values, randomUUID()],
    )
  })
}

/** Items (removed ones too) and link prerequisites of any board keep a target definition in place. */
async function assertUnused(context: BoardChange, target: BoardTargetDefinitionConfig, action: string): Promise<void> {
  const [usage] = await context.tx.query<{ items: number; prerequisites: number }>(
    `SELECT (SELECT count(*)::int FROM board_items WHERE target_definition_id = $1) AS items,
       (SELECT count(*)::int FROM board_transition_link_prerequisites WHERE target_definition_id = $1) AS prerequisites`,
    [target.id],
  )
  if (usage && (usage.items > 0 || usage.prerequisites > 0)) {
    await context.withModel((model) => {
      const error = conflict(
        BoardAdminCode.targetInUse,
        `Cannot ${action}: ${usage.items} item(s) and ${usage.prerequisites} link prerequisite(s) use this target definition.`,
        undefined,
        model,
      )
      error.issues[0]!.Metadata = { itemCount: String(usage.items), prerequisiteCount: String(usage.prerequisites) }
      return error
    })
  }
}

export async function deleteTarget(
  db: Db, boardId: string, targetId: string, rowVersion: string | undefined, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const target = requireTarget(context.config, targetId)
    await context.assertRowVersion(target.rowVersion, rowVersion)
    await assertUnused(context, target, 'delete it')
    if (target.isActive) await assertAnotherActive(context, target.id)
    await context.tx.query('DELETE FROM board_target_definitions WHERE id = $1', [target.id])
  })
}
