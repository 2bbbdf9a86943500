import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { conflict } from '../../http/errors'
import { touchDefinition } from './definitions.repo'
import { EntityCode, invalid, required } from './errors'
import { assertWritable, requireModel } from './guards'
import type { EntityStatement, EntityValidationRule } from './types'

/** Statements (documented create; listed in the detail) and validation rules (documented list). */

const statementNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
const maxExpressionLength = 4000

export interface StatementInput {
  Name: string
  DisplayName: string
  Expression: string
  ExposeInClient?: boolean
}

export async function createStatement(db: Db, definitionId: string, input: StatementInput, now: Date): Promise<EntityStatement> {
  if (!statementNamePattern.test(input.Name)) throw invalid('Name must start with a letter and use letters, digits and underscores (at most 64).', 'Name')
  const displayName = input.DisplayName.trim()
  if (!displayName) throw required('DisplayName')
  const expression = input.Expression.trim()
  if (!expression) throw required('Expression')
  if (expression.length > maxExpressionLength) throw invalid(`Expression must be at most ${maxExpressionLength} characters.`, 'Expression')
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    if (model.statements.some((statement) => statement.Name.toLowerCase() === input.Name.toLowerCase())) {
      throw conflict(EntityCode.duplicateStatement, `A statement named "${input.Name}" exists.`, 'Name')
    }
    const id = randomUUID()
    await tx.query(
      `INSERT INTO entity_statements (id, entity_definition_id, name, display_name, expression, expose_in_client, sort_order, created_at, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, model.definition.Id, input.Name, displayName, expression, input.ExposeInClient ?? false, model.statements.length, now, randomUUID()],
    )
    await touchDefinition(tx, model.definition.Id, now)
    return (await requireModel(tx, model.definition.Id)).statements.find((statement) => statement.Id === id)!
  })
}

export async function listValidationRules(db: Db, definitionId: string): Promise<EntityValidationRule[]> {
  return (await requireModel(db, definitionId)).validationRules
}
