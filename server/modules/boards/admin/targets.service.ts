import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { EnvelopeError, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { definitionOwnerBoardId } from '../shared/definitions.repo'
import type { BoardConfig, BoardTargetDefinitionConfig } from './config'
import { changeBoard, writeOrder, type BoardChange } from './mutation'
import { deleteTargetRow, insertTarget, targetUsage, updateTargetRow } from './targets.repo'
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
    const ownerBoardId = await definitionOwnerBoardId(tx, id)
    if (ownerBoardId === undefined) throw invalid(`Entity definition "${id}" does not exist.`, 'TargetModelId')
    if (ownerBoardId) throw invalid('A board\'s own data model cannot be a target.', 'TargetModelId')
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
    await insertTarget(context.tx, id, context.board.id, { kind, modelId, isActive: input.IsActive, policies: values })
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
    await updateTargetRow(context.tx, target.id, { kind, modelId, isActive: input.IsActive, policies: values })
  })
}

/** Items (removed ones too) and link prerequisites of any board keep a target definition in place. */
async function assertUnused(context: BoardChange, target: BoardTargetDefinitionConfig, action: string): Promise<void> {
  const usage = await targetUsage(context.tx, target.id)
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
    await deleteTargetRow(context.tx, target.id)
  })
}
