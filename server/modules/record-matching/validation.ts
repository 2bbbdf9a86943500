import { randomUUID } from 'node:crypto'
import type { ConfigSchemas } from '../../http/contractOperations'
import { badRequest, notFound } from '../../http/errors'
import { RecordMatchingComparisonMode as Mode, RecordMatchingTargetKind as TargetKind } from '../../../shared/enums'
import { FieldType, type RecordDefinition, type RecordField } from '../entities'
import { MatchingCodes } from './codes'
import type { StoredCriterion, StoredRule } from './profiles.repo'

/**
 * The rules a profile is written by; each refusal is a 400 naming the member by its path
 * (`Rules[0].Criteria[1].Threshold`). Ranges, enumeration values and normalizer flags (0 to 63) the
 * contract checks first.
 */

export type ProfileRequest = ConfigSchemas['RecordMatchingProfileRequest']
type CriterionRequest = ConfigSchemas['RecordMatchingCriterionInput']
type RuleRequest = ConfigSchemas['RecordMatchingRuleInput']

export const keyPattern = /^[a-z][a-z0-9-]{0,63}$/
export const maxCharacterCount = 100
export const maxWeight = 100

/** Field types every comparison mode takes; fuzzy algorithms take only the text-like ones. */
const comparableTypes = new Set<number>([
  FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown,
  FieldType.Integer, FieldType.Decimal, FieldType.Date, FieldType.Select,
])
const fuzzyTypes = new Set<number>([FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown])

/** The fields of the definition's main table a criterion may name: single-valued, stored in a column. */
export const matchableField = (field: RecordField): boolean => field.column !== null && !field.allowMultiple && comparableTypes.has(field.fieldType)

/** The fields a WithinReference profile may match within: a single reference of the main table. */
export const scopeField = (field: RecordField): boolean => field.column !== null && !field.allowMultiple && field.fieldType === FieldType.Reference

/** The checked members of a profile, its definition resolved. */
export interface CheckedProfile {
  key: string
  displayName: string
  description: string | null
  definition: RecordDefinition
  targetKind: number
  /** WithinReference: the reference field records must share; null for SameDefinition. */
  scopeFieldId: string | null
  actionMode: number
  archiveMode: number
  isEnabled: boolean
  rules: StoredRule[]
}

const at = (prefix: string, member: string) => (prefix ? `${prefix}.${member}` : member)

const keyMessages = {
  profile: 'A profile key has up to 64 lower-case letters, digits and dashes, and starts with a letter.',
  rule: 'A rule key has up to 64 lower-case letters, digits and dashes, and starts with a letter.',
} as const

function checkedKey(key: string, field: string, kind: keyof typeof keyMessages): string {
  const trimmed = key.trim()
  if (!keyPattern.test(trimmed)) throw badRequest(MatchingCodes.invalid, keyMessages[kind], field)
  return trimmed
}

function requiredText(text: string, field: string): string {
  const trimmed = text.trim()
  if (!trimmed) throw badRequest(MatchingCodes.required, `${field} is required.`, field)
  return trimmed
}

function checkedCriterion(definition: RecordDefinition, input: CriterionRequest, path: string): StoredCriterion {
  const field = definition.primary.fields.find((candidate) => candidate.key === input.FieldKey.trim())
  if (!field) throw badRequest(MatchingCodes.unknownField, `The entity "${definition.name}" has no field "${input.FieldKey}".`, `${path}.FieldKey`)
  if (!matchableField(field)) {
    throw badRequest(MatchingCodes.fieldUnsuitable, `The field "${field.key}" cannot be compared: choose a single text, number, date or option field.`, `${path}.FieldKey`)
  }
  const byCharacters = input.ComparisonMode === Mode.FirstCharacters || input.ComparisonMode === Mode.LastCharacters
  const count = input.CharacterCount ?? null
  if (byCharacters && (count === null || count < 1 || count > maxCharacterCount)) {
    throw badRequest(MatchingCodes.invalid, `Comparing the first or last characters needs a character count between 1 and ${maxCharacterCount}.`, `${path}.CharacterCount`)
  }
  const fuzzy = input.ComparisonMode === Mode.Fuzzy
  const algorithm = input.FuzzyAlgorithm ?? null
  const threshold = input.Threshold ?? null
  if (fuzzy && algorithm === null) throw badRequest(MatchingCodes.required, 'A fuzzy comparison needs an algorithm.', `${path}.FuzzyAlgorithm`)
  if (fuzzy && threshold === null) throw badRequest(MatchingCodes.required, 'A fuzzy comparison needs a threshold.', `${path}.Threshold`)
  if (fuzzy && !fuzzyTypes.has(field.fieldType)) {
    throw badRequest(MatchingCodes.fieldUnsuitable, `The field "${field.key}" is not text: fuzzy algorithms compare text fields only.`, `${path}.FieldKey`)
  }
  if (input.Weight < 1 || input.Weight > maxWeight) throw badRequest(MatchingCodes.invalid, `A weight is between 1 and ${maxWeight}.`, `${path}.Weight`)
  return {
    fieldId: field.id,
    normalizers: input.Normalizers,
    comparisonMode: input.ComparisonMode,
    characterCount: byCharacters ? count : null,
    fuzzyAlgorithm: fuzzy ? algorithm : null,
    diacriticMode: input.DiacriticMode,
    tokenOrderMode: input.TokenOrderMode,
    threshold: fuzzy ? threshold : null,
    weight: input.Weight,
  }
}

function checkedScope(definition: RecordDefinition, request: ProfileRequest, prefix: string): string | null {
  const key = request.ScopeFieldKey?.trim() || null
  const path = at(prefix, 'ScopeFieldKey')
  if (request.TargetKind === TargetKind.SameDefinition) {
    if (key !== null) throw badRequest(MatchingCodes.invalid, 'Only a profile that matches within a reference names a scope field.', path)
    return null
  }
  if (key === null) throw badRequest(MatchingCodes.required, 'Matching within a reference needs the reference field whose record the matches share.', path)
  const field = definition.primary.fields.find((candidate) => candidate.key === key)
  if (!field) throw badRequest(MatchingCodes.unknownField, `The entity "${definition.name}" has no field "${key}".`, path)
  if (!scopeField(field)) throw badRequest(MatchingCodes.fieldUnsuitable, `The field "${field.key}" is not a single reference: matches can only share the record one reference field points to.`, path)
  return field.id
}

function checkedRules(definition: RecordDefinition, rules: readonly RuleRequest[], previous: readonly StoredRule[], prefix: string): StoredRule[] {
  if (rules.length === 0) throw badRequest(MatchingCodes.required, 'A profile needs at least one rule.', at(prefix, 'Rules'))
  const keys = new Set<string>()
  return rules.map((rule, index) => {
    const path = at(prefix, `Rules[${index}]`)
    const key = checkedKey(rule.Key, `${path}.Key`, 'rule')
    if (keys.has(key)) throw badRequest(MatchingCodes.duplicateRuleKey, `The profile already has a rule "${key}".`, `${path}.Key`)
    keys.add(key)
    if (rule.Criteria.length === 0) throw badRequest(MatchingCodes.required, 'A rule needs at least one criterion.', `${path}.Criteria`)
    return {
      id: previous.find((kept) => kept.key === key)?.id ?? randomUUID(),
      key,
      label: requiredText(rule.Label, `${path}.Label`),
      score: rule.Score,
      criteria: rule.Criteria.map((criterion, position) => checkedCriterion(definition, criterion, `${path}.Criteria[${position}]`)),
    }
  })
}

/**
 * Checks a profile configuration against the definition it names. `previous` are the stored rules
 * (a rule keeps its id across replacements by its key); `prefix` the member path of the configuration.
 */
export function checkProfile(
  request: ProfileRequest,
  definition: RecordDefinition | null,
  previous: readonly StoredRule[] = [],
  prefix = '',
): CheckedProfile {
  const key = checkedKey(request.Key, at(prefix, 'Key'), 'profile')
  const displayName = requiredText(request.DisplayName, at(prefix, 'DisplayName'))
  if (!definition) {
    throw badRequest(MatchingCodes.unknownDefinition, `There is no entity definition "${request.EntityDefinitionId}".`, at(prefix, 'EntityDefinitionId'))
  }
  return {
    key,
    displayName,
    description: request.Description?.trim() || null,
    definition,
    targetKind: request.TargetKind,
    scopeFieldId: checkedScope(definition, request, prefix),
    actionMode: request.ActionMode,
    archiveMode: request.ArchiveMode,
    isEnabled: request.IsEnabled,
    rules: checkedRules(definition, request.Rules, previous, prefix),
  }
}

export const profileNotFound = (id: string) => notFound(`Record-matching profile "${id}" does not exist.`, id)
