import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { AttentionAudienceConfig, AttentionReasonConfig, DueDateExpectationConfig, DueDatePolicyConfig } from './config.types'

/** The due-date policy (expectations per status) and the attention-signal policy (reasons, audience) of a board. */

/** Both policy rows of a new board, with their defaults. */
export async function insertStarterPolicies(db: Db, boardId: string): Promise<void> {
  await db.query('INSERT INTO board_due_date_policies (board_id, row_version) VALUES ($1, $2)', [boardId, randomUUID()])
  await db.query('INSERT INTO board_attention_policies (board_id, row_version) VALUES ($1, $2)', [boardId, randomUUID()])
}

/** A known reason of a new board, created disabled. */
export async function insertStarterReason(db: Db, boardId: string, reason: { typeKey: string; severity: number }, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO board_attention_reasons (id, board_id, type_key, default_severity, signal_enabled, notification_delivery_enabled,
       sort_order, row_version)
     VALUES ($1, $2, $3, $4, false, false, $5, $6)`,
    [randomUUID(), boardId, reason.typeKey, reason.severity, sortOrder, randomUUID()],
  )
}

export type DueDatePolicyRow = Omit<DueDatePolicyConfig, 'expectations'>

/** The due-date policy row, or null for a board without one. */
export async function findDueDatePolicy(db: Db, boardId: string): Promise<DueDatePolicyRow | null> {
  const [policy] = await db.query<DueDatePolicyRow>(
    `SELECT enabled, time_mode AS "timeMode", disabled_status_ids AS "disabledStatusIds", row_version AS "rowVersion"
     FROM board_due_date_policies WHERE board_id = $1`,
    [boardId],
  )
  return policy ?? null
}

export async function loadDueDateExpectations(db: Db, boardId: string): Promise<DueDateExpectationConfig[]> {
  return db.query<DueDateExpectationConfig>(
    `SELECT id, expected_status_id AS "expectedStatusId", offset_amount AS "offsetAmount", offset_unit AS "offsetUnit", severity,
       sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_due_date_expectations WHERE board_id = $1 ORDER BY sort_order, id`,
    [boardId],
  )
}

export interface ExpectationValues {
  id: string
  expectedStatusId: string
  offsetAmount: number
  offsetUnit: number
  severity: number
  sortOrder: number
}

/** Replaces the expectations of the board. */
export async function replaceExpectations(db: Db, boardId: string, expectations: readonly ExpectationValues[]): Promise<void> {
  await db.query('DELETE FROM board_due_date_expectations WHERE board_id = $1', [boardId])
  for (const expectation of expectations) {
    await db.query(
      `INSERT INTO board_due_date_expectations (id, board_id, expected_status_id, offset_amount, offset_unit, severity, sort_order, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [expectation.id, boardId, expectation.expectedStatusId, expectation.offsetAmount, expectation.offsetUnit, expectation.severity,
        expectation.sortOrder, randomUUID()],
    )
  }
}

export async function updateDueDatePolicyRow(db: Db, boardId: string, policy: { enabled: boolean; timeMode: number; disabledStatusIds: string[] }): Promise<void> {
  await db.query('UPDATE board_due_date_policies SET enabled = $2, time_mode = $3, disabled_status_ids = $4, row_version = $5 WHERE board_id = $1', [
    boardId,
    policy.enabled,
    policy.timeMode,
    JSON.stringify(policy.disabledStatusIds),
    randomUUID(),
  ])
}

/** Drops the expectations naming the status and keeps the given disabled statuses (a new RowVersion says so). */
export async function removeStatusFromDueDatePolicy(db: Db, boardId: string, statusId: string, disabledStatusIds: string[]): Promise<void> {
  await db.query('DELETE FROM board_due_date_expectations WHERE expected_status_id = $1', [statusId])
  await db.query('UPDATE board_due_date_policies SET disabled_status_ids = $2, row_version = $3 WHERE board_id = $1', [
    boardId,
    JSON.stringify(disabledStatusIds),
    randomUUID(),
  ])
}

/** The attention policy's RowVersion, or null for a board without its row. */
export async function findAttentionPolicyRowVersion(db: Db, boardId: string): Promise<string | null> {
  const [policy] = await db.query<{ rowVersion: string }>(
    'SELECT row_version AS "rowVersion" FROM board_attention_policies WHERE board_id = $1',
    [boardId],
  )
  return policy ? policy.rowVersion : null
}

export async function loadAttentionReasons(db: Db, boardId: string): Promise<AttentionReasonConfig[]> {
  return db.query<AttentionReasonConfig>(
    `SELECT id, type_key AS "typeKey", default_severity AS "defaultSeverity", signal_enabled AS "signalEnabled",
       notification_delivery_enabled AS "notificationDeliveryEnabled", sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_attention_reasons WHERE board_id = $1 ORDER BY sort_order, type_key`,
    [boardId],
  )
}

export async function loadAttentionAudience(db: Db, boardId: string): Promise<AttentionAudienceConfig[]> {
  return db.query<AttentionAudienceConfig>(
    `SELECT id, subject_type AS "subjectType", subject_key AS "subjectKey", role_id AS "roleId", display_name AS "displayName",
       sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_attention_audience WHERE board_id = $1 ORDER BY sort_order, id`,
    [boardId],
  )
}

export type ReasonValues = Omit<AttentionReasonConfig, 'rowVersion' | 'defaultSeverity'> & { defaultSeverity: number }

export type AudienceValues = Omit<AttentionAudienceConfig, 'rowVersion' | 'subjectType'> & { subjectType: number }

/** Replaces the reasons and the audience of the board, and gives the policy a new RowVersion. */
export async function replaceAttentionPolicy(db: Db, boardId: string, reasons: readonly ReasonValues[], audience: readonly AudienceValues[]): Promise<void> {
  await db.query('DELETE FROM board_attention_reasons WHERE board_id = $1', [boardId])
  await db.query('DELETE FROM board_attention_audience WHERE board_id = $1', [boardId])
  for (const reason of reasons) {
    await db.query(
      `INSERT INTO board_attention_reasons (id, board_id, type_key, default_severity, signal_enabled, notification_delivery_enabled, sort_order, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [reason.id, boardId, reason.typeKey, reason.defaultSeverity, reason.signalEnabled, reason.notificationDeliveryEnabled, reason.sortOrder, randomUUID()],
    )
  }
  for (const entry of audience) {
    await db.query(
      `INSERT INTO board_attention_audience (id, board_id, subject_type, subject_key, role_id, display_name, sort_order, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [entry.id, boardId, entry.subjectType, entry.subjectKey, entry.roleId, entry.displayName, entry.sortOrder, randomUUID()],
    )
  }
  await db.query('UPDATE board_attention_policies SET row_version = $2 WHERE board_id = $1', [boardId, randomUUID()])
}
