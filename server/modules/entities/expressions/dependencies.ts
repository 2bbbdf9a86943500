import type { Db } from '../../../db'
import type { Expr, Range } from '../../../../shared/expressions/ast'
import { parseExpression } from '../../../../shared/expressions/parser'
import type { SchemaField } from '../../../../shared/expressions/types'
import { loadDefinitionModel, type DefinitionModel, type FieldModel } from '../model'
import { referencingDefinitionIds } from '../references.repo'
import { DependentKind, type SchemaDependent } from '../types'
import { loadExpressionSchema, type LoadedSchema } from './schema'

/**
 * The expressions that read a field — field conditions and calculations, validation rules and
 * statements, of its own definition and of every definition whose references reach it — found by
 * parsing them and resolving each field path (`customer.country`, `SUM(lines.qty)`) to field ids.
 */

/** Calls `each` with every key of a field path in the expression and the field it names, in order. */
function visitPathKeys(ast: Expr, schema: LoadedSchema, tableId: string, each: (part: { key: string; range: Range }, field: SchemaField) => void): void {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const expr = node as Expr
    if (expr.kind === 'field') {
      let table: string | null = tableId
      for (const part of expr.path) {
        const field: SchemaField | undefined = table ? schema.fieldsOf(table).find((item) => item.key === part.key) : undefined
        if (!field) break
        each(part, field)
        table = field.childTableId ?? (field.referenceTo ? schema.primaryTableOf(field.referenceTo) : null)
      }
      return
    }
    for (const [member, value] of Object.entries(node)) if (member !== 'range' && member !== 'nameRange') visit(value)
  }
  visit(ast)
}

/** The ids of every field a path of the expression passes through. */
export function fieldIdsRead(ast: Expr, schema: LoadedSchema, tableId: string): Set<string> {
  const ids = new Set<string>()
  visitPathKeys(ast, schema, tableId, (_part, field) => {
    if (field.id) ids.add(field.id)
  })
  return ids
}

/** Where the expression names the field (by its key, also as a step of a path such as `customer.country`). */
export function rangesNaming(ast: Expr, schema: LoadedSchema, tableId: string, fieldId: string): Range[] {
  const ranges: Range[] = []
  visitPathKeys(ast, schema, tableId, (part, field) => {
    if (field.id === fieldId) ranges.push(part.range)
  })
  return ranges
}

/** A field's expression members in words, as plans name them. */
export const expressionMemberWords = {
  VisibleWhen: 'visibility condition',
  RequiredWhen: 'required condition',
  EditableWhen: 'editable condition',
  BusinessRequiredWhen: 'business-required condition',
  CalculationExpression: 'calculation',
} as const

/** Where an expression is stored: a field's condition or calculation, a statement, a validation rule. */
export type ExpressionHolder =
  | { kind: 'field'; member: 'VisibleWhen' | 'RequiredWhen' | 'EditableWhen' | 'CalculationExpression' }
  | { kind: 'statement' }
  | { kind: 'validationRule' }

export interface OwnedExpression {
  id: string
  holder: ExpressionHolder
  displayName: string
  description: string
  text: string
  tableId: string
}

/** Every expression of the definition, with where it is stored. */
export function expressionsOf(model: DefinitionModel): OwnedExpression[] {
  const list: OwnedExpression[] = []
  for (const field of model.fieldsById.values()) {
    if (field.IsDeleted) continue
    for (const member of ['VisibleWhen', 'RequiredWhen', 'EditableWhen', 'CalculationExpression'] as const) {
      const text = field[member]
      if (!text) continue
      list.push({
        id: field.Id,
        holder: { kind: 'field', member },
        displayName: field.DisplayName,
        description: `${expressionMemberWords[member]} of field "${field.DisplayName}"`,
        text,
        tableId: field.EntityDefinitionTableId,
      })
    }
  }
  for (const statement of model.statements.filter((item) => !item.IsDeleted)) {
    list.push({ id: statement.Id, holder: { kind: 'statement' }, displayName: statement.DisplayName, description: `statement "${statement.DisplayName}"`, text: statement.Expression, tableId: model.primaryTable.Id })
  }
  for (const rule of model.validationRules.filter((item) => !item.IsDeleted)) {
    list.push({ id: rule.Id, holder: { kind: 'validationRule' }, displayName: rule.DisplayName, description: `validation rule "${rule.DisplayName}"`, text: rule.Expression, tableId: model.primaryTable.Id })
  }
  return list
}

/** The definition and every definition whose references reach it: whose expressions can name its fields. */
export async function modelsReaching(db: Db, model: DefinitionModel): Promise<DefinitionModel[]> {
  const models = [model]
  for (const definitionId of await referencingDefinitionIds(db, model.definition.Id)) {
    const other = await loadDefinitionModel(db, definitionId)
    if (other) models.push(other)
  }
  return models
}

/** Every expression (but the field's own) that reads the field, as plan dependents. */
export async function expressionsReadingField(db: Db, model: DefinitionModel, field: FieldModel): Promise<SchemaDependent[]> {
  const found: SchemaDependent[] = []
  for (const owner of await modelsReaching(db, model)) {
    const schema = await loadExpressionSchema(db, owner)
    for (const item of expressionsOf(owner)) {
      if (item.id === field.Id) continue
      if (!fieldIdsRead(parseExpression(item.text).ast, schema, item.tableId).has(field.Id)) continue
      const where = owner === model ? '' : ` (entity "${owner.definition.DisplayNamePlural}")`
      found.push({ Kind: DependentKind.Expression, Id: item.id, DisplayName: item.displayName, Description: `The ${item.description}${where} reads "${field.DisplayName}".` })
    }
  }
  return found
}
