import type { ConfigSchemas } from '../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, conflict, notFound, staleRowVersion } from '../../http/errors'
import { touchDefinition } from './definitions.repo'
import { EntityCode, invalid, required } from './errors'
import { assertValidExpression } from './expressions/assertValid'
import { ExpressionPurpose } from './expressions/check'
import { assertWritable, requireModel } from './guards'
import type { DefinitionModel } from './model'
import { technicalNamePattern } from './statements.service'
import type { EntityValidationRule } from './types'
import {
  deleteValidationRuleRow, findValidationRuleDefinitionId, insertValidationRule, setValidationRuleSortOrder, updateValidationRuleRow,
} from './validationRules.repo'

/** Validation rules: list (documented), create, update (also enable and disable), delete and order. */

const maxMessageLength = 500
const localePattern = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/

export interface ValidationRuleInput {
  DisplayName: string
  Expression: string
  Message: string
  MessageTranslations?: Record<string, string> | null
  Enabled?: boolean
}

export type ValidationRuleCreateInput = ConfigSchemas['EntityValidationRuleCreateRequest']

export type ValidationRuleUpdateInput = ConfigSchemas['EntityValidationRuleUpdateRequest']

interface CleanRule {
  displayName: string
  expression: string
  message: string
  translations: Record<string, string>
}

function clean(input: ValidationRuleInput): CleanRule {
  const displayName = input.DisplayName.trim()
  if (!displayName) throw required('DisplayName')
  if (displayName.length > 200) throw invalid('DisplayName must be at most 200 characters.', 'DisplayName')
  const expression = input.Expression.trim()
  if (!expression) throw required('Expression')
  const message = input.Message.trim()
  if (!message) throw required('Message', 'Message is required: it tells the user what to correct.')
  if (message.length > maxMessageLength) throw invalid(`Message must be at most ${maxMessageLength} characters.`, 'Message')
  const translations: Record<string, string> = {}
  for (const [locale, text] of Object.entries(input.MessageTranslations ?? {})) {
    if (!localePattern.test(locale)) throw invalid(`"${locale}" is not a language code such as de or pt-BR.`, `MessageTranslations.${locale}`)
    const translated = text.trim()
    if (!translated) continue
    if (translated.length > maxMessageLength) throw invalid(`A message must be at most ${maxMessageLength} characters.`, `MessageTranslations.${locale}`)
    translations[locale] = translated
  }
  return { displayName, expression, message, translations }
}

const findRule = (model: DefinitionModel, id: string) => model.validationRules.find((rule) => rule.Id === id)

export async function listValidationRules(db: Db, definitionId: string): Promise<EntityValidationRule[]> {
  return (await requireModel(db, definitionId)).validationRules
}

export async function createValidationRule(db: Db, definitionId: string, input: ValidationRuleCreateInput, now: Date): Promise<EntityValidationRule> {
  if (!technicalNamePattern.test(input.Name)) throw invalid('Name must start with a letter and use letters, digits and underscores (at most 64).', 'Name')
  const rule = clean(input)
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    if (model.validationRules.some((item) => item.Name.toLowerCase() === input.Name.toLowerCase())) {
      throw conflict(EntityCode.duplicateName, `A validation rule named "${input.Name}" exists.`, 'Name')
    }
    await assertValidExpression(tx, model, ExpressionPurpose.ValidationRule, rule.expression, 'Expression', now)
    const id = randomUUID()
    const sortOrder = Math.max(-1, ...model.validationRules.map((item) => item.SortOrder)) + 1
    await insertValidationRule(tx, { ...rule, id, definitionId: model.definition.Id, name: input.Name, enabled: input.Enabled ?? true, sortOrder }, now)
    await touchDefinition(tx, model.definition.Id, now)
    return findRule(await requireModel(tx, model.definition.Id), id)!
  })
}

async function requireRule(db: Db, ruleId: string): Promise<{ model: DefinitionModel; rule: EntityValidationRule }> {
  const definitionId = await findValidationRuleDefinitionId(db, ruleId)
  if (!definitionId) throw notFound(`Validation rule "${ruleId}" does not exist.`, ruleId)
  const model = await requireModel(db, definitionId)
  return { model, rule: findRule(model, ruleId)! }
}

export async function updateValidationRule(db: Db, ruleId: string, input: ValidationRuleUpdateInput, now: Date): Promise<EntityValidationRule> {
  const rule = clean(input)
  return db.transaction(async (tx) => {
    const { model, rule: current } = await requireRule(tx, ruleId)
    await assertWritable(tx, model)
    if (current.RowVersion !== input.RowVersion) throw staleRowVersion(current)
    await assertValidExpression(tx, model, ExpressionPurpose.ValidationRule, rule.expression, 'Expression', now)
    await updateValidationRuleRow(tx, ruleId, { ...rule, enabled: input.Enabled })
    await touchDefinition(tx, model.definition.Id, now)
    return findRule(await requireModel(tx, model.definition.Id), ruleId)!
  })
}

export async function deleteValidationRule(db: Db, ruleId: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const { model, rule } = await requireRule(tx, ruleId)
    await assertWritable(tx, model)
    if (rowVersion !== undefined && rule.RowVersion !== rowVersion) throw staleRowVersion(rule)
    await deleteValidationRuleRow(tx, ruleId)
    await touchDefinition(tx, model.definition.Id, now)
    return ruleId
  })
}

/** Sets the order rules are checked and their messages listed; every rule of the definition once. */
export async function orderValidationRules(db: Db, definitionId: string, ruleIds: string[], now: Date): Promise<EntityValidationRule[]> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    const current = model.validationRules.map((rule) => rule.Id)
    if (ruleIds.length !== current.length || new Set(ruleIds).size !== ruleIds.length || !ruleIds.every((id) => current.includes(id))) {
      throw badRequest(EntityCode.fieldOrderMismatch, 'RuleIds must list every validation rule of the definition once.', 'RuleIds')
    }
    // The order belongs to the list, not to a rule: RowVersions stay, so open rule editors are not made stale.
    for (const [index, id] of ruleIds.entries()) await setValidationRuleSortOrder(tx, id, index)
    await touchDefinition(tx, model.definition.Id, now)
    return (await requireModel(tx, model.definition.Id)).validationRules
  })
}
