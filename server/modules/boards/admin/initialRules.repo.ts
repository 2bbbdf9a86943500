import type { Db } from '../../../db'
import type { InitialAssignmentRuleConfig } from './config.types'

/** Initial assignment rules and the replays of their upserts (by OperationKey). */

export async function loadInitialAssignmentRules(db: Db, boardId: string): Promise<InitialAssignmentRuleConfig[]> {
  return db.query<InitialAssignmentRuleConfig>(
    `SELECT id, resource_kind AS "resourceKind", key, responsibility_key AS "responsibilityKey", subject_source AS "subjectSource",
       subject_key AS "subjectKey", enabled, sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_initial_assignment_rules WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export interface InitialRuleRow {
  id: string
  boardId: string
  resourceKind: string
  key: string
  responsibilityKey: string
  subjectSource: string
  subjectKey: string | null
  enabled: boolean
  sortOrder: number
  rowVersion: string
}

/** Inserts the rule, or updates what a rule with its id assigns (its key, kind and place stay). */
export async function upsertInitialRuleRow(db: Db, rule: InitialRuleRow): Promise<void> {
  await db.query(
    `INSERT INTO board_initial_assignment_rules (id, board_id, resource_kind, key, responsibility_key, subject_source, subject_key, enabled,
       sort_order, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET responsibility_key = $5, subject_source = $6, subject_key = $7, enabled = $8, row_version = $10`,
    [rule.id, rule.boardId, rule.resourceKind, rule.key, rule.responsibilityKey, rule.subjectSource, rule.subjectKey, rule.enabled, rule.sortOrder,
      rule.rowVersion],
  )
}

export async function deleteInitialRuleRow(db: Db, ruleId: string): Promise<void> {
  await db.query('DELETE FROM board_initial_assignment_rules WHERE id = $1', [ruleId])
}

export interface OperationReplay<T> {
  requestHash: string
  result: T
}

/** What the request first sent with this OperationKey answered, or null. */
export async function findOperationReplay<T>(db: Db, operationKey: string): Promise<OperationReplay<T> | null> {
  const [replay] = await db.query<{ request_hash: string; result: T }>(
    'SELECT request_hash, result FROM board_operation_replays WHERE operation_key = $1',
    [operationKey],
  )
  return replay ? { requestHash: replay.request_hash, result: replay.result } : null
}

export async function insertOperationReplay(db: Db, operationKey: string, boardId: string, requestHash: string, result: unknown, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO board_operation_replays (operation_key, board_id, request_hash, result, created_at) VALUES ($1, $2, $3, $4, $5)',
    [operationKey, boardId, requestHash, JSON.stringify(result), now],
  )
}
