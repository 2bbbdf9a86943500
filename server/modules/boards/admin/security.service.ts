import type { ConfigSchemas } from '../../../http/contractOperations'
import { ResponsibilitySubjectType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { EnvelopeError, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { diagnosticIssues, maxExpressionLength } from '../../entities'
import { loadPartDefinition } from '../runtime/part'
import { checkStatementExpression } from '../runtime/statements'
import { isItemOperationKey, itemOperationKeys } from '../shared/operations'
import { roleName, subjectExists } from '../../principals'
import type { BoardConfig, SecurityStatementConfig } from './config'
import { newSecurityRowVersion } from './initialRules.service'
import { changeBoard, writeOrder, type BoardChange } from './mutation'
import { deleteAssignmentRow, deleteStatementRow, insertAssignment, insertStatement, updateStatementRow } from './security.repo'
import type { BoardAdministration } from './types'
import { BoardAdminCode, invalid, keyTaken, normalizeBoardKey, oneOf, requiredText } from './validation'

/** Security statements (deny when true) and permission assignments (who may), both under the security RowVersion. */

export type StatementInput = ConfigSchemas['BoardSecurityStatementCreateRequest']

export type StatementUpdateInput = ConfigSchemas['BoardSecurityStatementUpdateRequest']

export type AssignmentInput = ConfigSchemas['BoardPermissionAssignmentCreateRequest']

function operationKey(value: string, field = 'Operation'): string {
  if (!isItemOperationKey(value)) throw invalid(`${field} must be one of ${itemOperationKeys.join(', ')}.`, field)
  return value
}

function requireStatement(config: BoardConfig, statementId: string): SecurityStatementConfig {
  const statement = config.securityStatements.find((item) => item.id === statementId)
  if (!statement) throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Statement "${statementId}" is not one of this board.`, Target: statementId }])
  return statement
}

/** A condition over the item's board data plus Subject, Description and IsOpen; diagnostics answer 400 on Expression. */
async function checkExpression(tx: Db, context: BoardChange, text: string): Promise<string> {
  const expression = requiredText(text, 'Expression', maxExpressionLength)
  const part = await loadPartDefinition(tx, context.board.data_entity_definition_id)
  const check = await checkStatementExpression(tx, part, expression)
  if (check.diagnostics.length > 0) throw new EnvelopeError(400, diagnosticIssues(expression, check, 'Expression'))
  return expression
}

async function statementValues(context: BoardChange, input: Omit<StatementInput, 'SecurityRowVersion'>) {
  return {
    key: normalizeBoardKey(input.Key),
    displayName: requiredText(input.DisplayName, 'DisplayName'),
    operation: operationKey(input.Operation),
    message: requiredText(input.Message, 'Message', 500),
    expression: await checkExpression(context.tx, context, input.Expression),
  }
}

async function assertKeyFree(context: BoardChange, key: string, exceptId: string | null): Promise<void> {
  if (context.config.securityStatements.some((item) => item.key === key && item.id !== exceptId)) {
    await context.withModel((model) => keyTaken('statement', key, model))
  }
}

export async function createStatement(db: Db, boardId: string, input: StatementInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    await context.assertRowVersion(context.board.security_row_version, input.SecurityRowVersion)
    const values = await statementValues(context, input)
    await assertKeyFree(context, values.key, null)
    await insertStatement(context.tx, context.board.id, { ...values, enabled: input.Enabled }, context.config.securityStatements.length + 1)
    await newSecurityRowVersion(context)
  })
}

export async function updateStatement(
  db: Db, boardId: string, statementId: string, input: StatementUpdateInput, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const statement = requireStatement(context.config, statementId)
    await context.assertRowVersion(statement.rowVersion, input.RowVersion)
    const values = await statementValues(context, input)
    await assertKeyFree(context, values.key, statement.id)
    await updateStatementRow(context.tx, statement.id, { ...values, enabled: input.Enabled })
    await newSecurityRowVersion(context)
  })
}

export async function deleteStatement(
  db: Db, boardId: string, statementId: string, rowVersion: string | undefined, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const statement = requireStatement(context.config, statementId)
    await context.assertRowVersion(context.board.security_row_version, rowVersion)
    await deleteStatementRow(context.tx, statement.id)
    await writeOrder(context.tx, 'board_security_statements', context.config.securityStatements.filter((item) => item.id !== statement.id).map((item) => item.id))
    await newSecurityRowVersion(context)
  })
}

/** The subject an assignment names, as stored: user id, group id, role name, or an item-level responsibility key. */
async function assignmentSubject(context: BoardChange, type: number, subjectKey: string): Promise<string> {
  const key = subjectKey.trim()
  const unknown = (what: string) => invalid(`SubjectKey must be ${what}.`, 'SubjectKey')
  if (type === 0 && !(await subjectExists(context.tx, ResponsibilitySubjectType.User, key))) throw unknown('the id of an existing user')
  if (type === 1 && !(await subjectExists(context.tx, ResponsibilitySubjectType.ResponsibilityGroup, key))) {
    throw unknown('the id of an existing responsibility group')
  }
  if (type === 2) {
    const name = await roleName(context.tx, key)
    if (name === null) throw unknown('the name of an existing role')
    return name
  }
  if (type === 3) {
    const responsibility = context.config.responsibilities.find((item) => item.key === key.toLowerCase() && item.scope === 0)
    if (!responsibility) throw unknown('the key of an item-level responsibility of this board')
    return responsibility.key
  }
  return key
}

export async function createAssignment(db: Db, boardId: string, input: AssignmentInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    await context.assertRowVersion(context.board.security_row_version, input.SecurityRowVersion)
    const operation = operationKey(input.Operation)
    const type = oneOf(input.SubjectType, [0, 1, 2, 3], 'SubjectType')
    const subjectKey = await assignmentSubject(context, type, input.SubjectKey)
    const assignments = context.config.permissionAssignments
    if (assignments.some((item) => item.operation === operation && item.subjectType === type && item.subjectKey === subjectKey)) {
      await context.withModel((model) => conflict(BoardAdminCode.assignmentExists, 'This subject is already assigned to the operation.', 'SubjectKey', model))
    }
    await insertAssignment(
      context.tx,
      context.board.id,
      { operation, subjectType: type, subjectKey },
      assignments.filter((item) => item.operation === operation).length + 1,
    )
    await newSecurityRowVersion(context)
  })
}

export async function deleteAssignment(
  db: Db, boardId: string, assignmentId: string, rowVersion: string | undefined, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const assignment = context.config.permissionAssignments.find((item) => item.id === assignmentId)
    if (!assignment) throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Assignment "${assignmentId}" is not one of this board.`, Target: assignmentId }])
    await context.assertRowVersion(context.board.security_row_version, rowVersion)
    await deleteAssignmentRow(context.tx, assignment.id)
    await newSecurityRowVersion(context)
  })
}
