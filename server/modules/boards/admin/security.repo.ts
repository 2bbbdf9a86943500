import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { PermissionAssignmentConfig, SecurityStatementConfig } from './config.types'

/** Security statements (deny when true) and permission assignments (who may) of a board. */

export async function loadSecurityStatements(db: Db, boardId: string): Promise<SecurityStatementConfig[]> {
  return db.query<SecurityStatementConfig>(
    `SELECT id, key, display_name AS "displayName", operation, expression, message, enabled, sort_order AS "sortOrder",
       row_version AS "rowVersion"
     FROM board_security_statements WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export interface StatementValues {
  key: string
  displayName: string
  operation: string
  expression: string
  message: string
  enabled: boolean
}

export async function insertStatement(db: Db, boardId: string, statement: StatementValues, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO board_security_statements (id, board_id, key, display_name, operation, expression, message, enabled, sort_order, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [randomUUID(), boardId, statement.key, statement.displayName, statement.operation, statement.expression, statement.message, statement.enabled,
      sortOrder, randomUUID()],
  )
}

export async function updateStatementRow(db: Db, statementId: string, statement: StatementValues): Promise<void> {
  await db.query(
    `UPDATE board_security_statements SET key = $2, display_name = $3, operation = $4, expression = $5, message = $6, enabled = $7,
       row_version = $8 WHERE id = $1`,
    [statementId, statement.key, statement.displayName, statement.operation, statement.expression, statement.message, statement.enabled, randomUUID()],
  )
}

export async function deleteStatementRow(db: Db, statementId: string): Promise<void> {
  await db.query('DELETE FROM board_security_statements WHERE id = $1', [statementId])
}

export async function loadPermissionAssignments(db: Db, boardId: string): Promise<PermissionAssignmentConfig[]> {
  return db.query<PermissionAssignmentConfig>(
    `SELECT id, operation, subject_type AS "subjectType", subject_key AS "subjectKey", sort_order AS "sortOrder",
       row_version AS "rowVersion"
     FROM board_permission_assignments WHERE board_id = $1 ORDER BY operation, sort_order, id`,
    [boardId],
  )
}

export interface ReadAssignment {
  boardId: string
  operation: string
  subjectType: number
  subjectKey: string
}

/** The `read` assignments of every board. */
export async function loadReadAssignments(db: Db): Promise<ReadAssignment[]> {
  const rows = await db.query<{ board_id: string; operation: string; subjectType: number; subjectKey: string }>(
    `SELECT board_id, operation, subject_type AS "subjectType", subject_key AS "subjectKey" FROM board_permission_assignments WHERE operation = 'read'`,
  )
  return rows.map(({ board_id, ...assignment }) => ({ boardId: board_id, ...assignment }))
}

export interface AssignmentValues {
  operation: string
  subjectType: number
  subjectKey: string
}

export async function insertAssignment(db: Db, boardId: string, assignment: AssignmentValues, sortOrder: number): Promise<void> {
  await db.query(
    `INSERT INTO board_permission_assignments (id, board_id, operation, subject_type, subject_key, sort_order, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), boardId, assignment.operation, assignment.subjectType, assignment.subjectKey, sortOrder, randomUUID()],
  )
}

export async function deleteAssignmentRow(db: Db, assignmentId: string): Promise<void> {
  await db.query('DELETE FROM board_permission_assignments WHERE id = $1', [assignmentId])
}
