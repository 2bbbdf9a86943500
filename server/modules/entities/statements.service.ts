import type { ConfigSchemas } from '../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { conflict, notFound, staleRowVersion } from '../../http/errors'
import { touchDefinition } from './definitions.repo'
import { EntityCode, invalid, required } from './errors'
import { assertValidExpression } from './expressions/assertValid'
import { ExpressionPurpose } from './expressions/check'
import { assertWritable, requireModel } from './guards'
import { deleteStatementRow, findStatementDefinitionId, insertStatement, updateStatementRow } from './statements.repo'
import type { DefinitionModel } from './model'
import type { EntityStatement } from './types'
import { assignmentsUsingStatement } from './security/securityAdmin.service'

/** Statements: the documented create, list, update and delete; every expression is checked and compiled first. */

export const technicalNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/

export type StatementInput = ConfigSchemas['EntityStatementCreateRequest']

export type StatementUpdateInput = ConfigSchemas['EntityStatementUpdateRequest']

function displayNameOf(input: { DisplayName: string }): string {
  const displayName = input.DisplayName.trim()
  if (!displayName) throw required('DisplayName')
  if (displayName.length > 200) throw invalid('DisplayName must be at most 200 characters.', 'DisplayName')
  return displayName
}

function expressionOf(input: { Expression: string }): string {
  const expression = input.Expression.trim()
  if (!expression) throw required('Expression')
  return expression
}

const findStatement = (model: DefinitionModel, id: string) => model.statements.find((statement) => statement.Id === id)

export async function createStatement(db: Db, definitionId: string, input: StatementInput, now: Date): Promise<EntityStatement> {
  if (!technicalNamePattern.test(input.Name)) throw invalid('Name must start with a letter and use letters, digits and underscores (at most 64).', 'Name')
  const displayName = displayNameOf(input)
  const expression = expressionOf(input)
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    if (model.statements.some((statement) => statement.Name.toLowerCase() === input.Name.toLowerCase())) {
      throw conflict(EntityCode.duplicateStatement, `A statement named "${input.Name}" exists.`, 'Name')
    }
    await assertValidExpression(tx, model, ExpressionPurpose.Statement, expression, 'Expression', now)
    const id = randomUUID()
    await insertStatement(
      tx,
      { id, definitionId: model.definition.Id, name: input.Name, displayName, expression, exposeInClient: input.ExposeInClient ?? false, sortOrder: model.statements.length },
      now,
    )
    await touchDefinition(tx, model.definition.Id, now)
    return findStatement(await requireModel(tx, model.definition.Id), id)!
  })
}

export async function listStatements(db: Db, definitionId: string): Promise<EntityStatement[]> {
  return (await requireModel(db, definitionId)).statements
}

async function requireStatement(db: Db, statementId: string): Promise<{ model: DefinitionModel; statement: EntityStatement }> {
  const definitionId = await findStatementDefinitionId(db, statementId)
  if (!definitionId) throw notFound(`Statement "${statementId}" does not exist.`, statementId)
  const model = await requireModel(db, definitionId)
  return { model, statement: findStatement(model, statementId)! }
}

export async function updateStatement(db: Db, statementId: string, input: StatementUpdateInput, now: Date): Promise<EntityStatement> {
  const displayName = displayNameOf(input)
  const expression = expressionOf(input)
  return db.transaction(async (tx) => {
    const { model, statement } = await requireStatement(tx, statementId)
    await assertWritable(tx, model)
    if (statement.RowVersion !== input.RowVersion) throw staleRowVersion(statement)
    await assertValidExpression(tx, model, ExpressionPurpose.Statement, expression, 'Expression', now)
    await updateStatementRow(tx, statementId, { displayName, expression, exposeInClient: input.ExposeInClient })
    await touchDefinition(tx, model.definition.Id, now)
    return findStatement(await requireModel(tx, model.definition.Id), statementId)!
  })
}

export async function deleteStatement(db: Db, statementId: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const { model, statement } = await requireStatement(tx, statementId)
    await assertWritable(tx, model)
    if (rowVersion !== undefined && statement.RowVersion !== rowVersion) throw staleRowVersion(statement)
    const narrowed = assignmentsUsingStatement(model, statementId)
    if (narrowed > 0) {
      throw conflict('workspace.entities.statementInUse', `${statement.DisplayName} narrows ${narrowed} permission assignment(s); change them first.`)
    }
    await deleteStatementRow(tx, statementId)
    await touchDefinition(tx, model.definition.Id, now)
    return statementId
  })
}
