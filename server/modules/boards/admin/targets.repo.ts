import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { BoardTargetDefinitionConfig } from './config.types'

/** Target definitions: what kind of object a board's items are about. */

export async function loadTargetDefinitions(db: Db, boardId: string): Promise<BoardTargetDefinitionConfig[]> {
  return db.query<BoardTargetDefinitionConfig>(
    `SELECT t.id, t.target_kind AS "targetKind", t.target_model_id AS "targetModelId",
       CASE t.target_kind WHEN 0 THEN 'No target' WHEN 2 THEN 'Entitlement' ELSE coalesce(d.display_name_plural, t.target_model_id) END
         AS "displayName",
       t.sort_order AS "sortOrder", t.is_active AS "isActive", t.repeat_policy AS "repeatPolicy",
       t.create_comment_policy AS "createCommentPolicy", t.read_comment_policy AS "readCommentPolicy",
       t.create_attachment_policy AS "createAttachmentPolicy", t.read_attachment_policy AS "readAttachmentPolicy",
       t.row_version AS "rowVersion"
     FROM board_target_definitions t LEFT JOIN entity_definitions d ON t.target_kind = 1 AND d.id = t.target_model_id
     WHERE t.board_id = $1 ORDER BY t.sort_order, t.id`,
    [boardId],
  )
}

/** Whether the target definition belongs to the board. */
export async function isTargetOfBoard(db: Db, targetId: string, boardId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM board_target_definitions WHERE id = $1 AND board_id = $2', [targetId, boardId])).length > 0
}

/** A new board's one target definition: no target, active, repeatable. */
export async function insertStarterTarget(db: Db, boardId: string): Promise<void> {
  await db.query(
    `INSERT INTO board_target_definitions (id, board_id, target_kind, target_model_id, sort_order, is_active, repeat_policy, row_version)
     VALUES ($1, $2, 0, NULL, 1, true, 2, $3)`,
    [randomUUID(), boardId, randomUUID()],
  )
}

export interface TargetValues {
  kind: number
  modelId: string | null
  isActive: boolean
  /** Repeat, create comment, read comment, create attachment and read attachment policies, in that order. */
  policies: number[]
}

/** A new target definition, placed by the list order written after it. */
export async function insertTarget(db: Db, id: string, boardId: string, target: TargetValues): Promise<void> {
  await db.query(
    `INSERT INTO board_target_definitions (id, board_id, target_kind, target_model_id, sort_order, is_active, repeat_policy,
       create_comment_policy, read_comment_policy, create_attachment_policy, read_attachment_policy, row_version)
     VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9, $10, $11)`,
    [id, boardId, target.kind, target.modelId, target.isActive, ...target.policies, randomUUID()],
  )
}

export async function updateTargetRow(db: Db, targetId: string, target: TargetValues): Promise<void> {
  await db.query(
    `UPDATE board_target_definitions SET target_kind = $2, target_model_id = $3, is_active = $4, repeat_policy = $5,
       create_comment_policy = $6, read_comment_policy = $7, create_attachment_policy = $8, read_attachment_policy = $9, row_version = $10
     WHERE id = $1`,
    [targetId, target.kind, target.modelId, target.isActive, ...target.policies, randomUUID()],
  )
}

export async function deleteTargetRow(db: Db, targetId: string): Promise<void> {
  await db.query('DELETE FROM board_target_definitions WHERE id = $1', [targetId])
}

export interface TargetUsage {
  items: number
  prerequisites: number
}

/** Items (removed ones too) and link prerequisites of any board that use the target definition. */
export async function targetUsage(db: Db, targetId: string): Promise<TargetUsage | null> {
  const [usage] = await db.query<TargetUsage>(
    `SELECT (SELECT count(*)::int FROM board_items WHERE target_definition_id = $1) AS items,
       (SELECT count(*)::int FROM board_transition_link_prerequisites WHERE target_definition_id = $1) AS prerequisites`,
    [targetId],
  )
  return usage ?? null
}
