import type { ConfigSchemas, PublicSchemas } from '../../http/contractOperations'
import type { RecordDefinition } from '../entities'
import type { StoredCriterion, StoredProfile, StoredRule } from './profiles.repo'
import { RecordMatchingComparisonMode, RecordMatchingDiacriticMode, RecordMatchingTokenOrderMode } from '../../../shared/enums'
import type { MatchCriterion, MatchField, MatchRule } from './scoring/types'

/** A stored profile as the API answers it and as the scoring engine reads it. */

export type ProfileSummary = ConfigSchemas['RecordMatchingProfileSummary']
export type ProfileDetail = ConfigSchemas['RecordMatchingProfileDetail']
type Criterion = ConfigSchemas['RecordMatchingCriterion']
type ScopeField = ConfigSchemas['RecordMatchingScopeField']

/** The field a criterion names; a field deleted since answers its id as key and label (and never matches). */
export function criterionField(definition: RecordDefinition | null, fieldId: string): MatchField {
  const field = definition?.primary.fields.find((candidate) => candidate.id === fieldId)
  return field ? { id: field.id, key: field.key, label: field.displayName } : { id: fieldId, key: fieldId, label: fieldId }
}

function toScopeField(definition: RecordDefinition | null, fieldId: string | null): ScopeField | null {
  if (fieldId === null) return null
  const field = criterionField(definition, fieldId)
  const referenceTo = definition?.primary.fields.find((candidate) => candidate.id === fieldId)?.referenceTo ?? null
  return { FieldId: field.id, FieldKey: field.key, FieldLabel: field.label, ReferenceToEntityDefinitionId: referenceTo }
}

export function toSummary(profile: StoredProfile, definition: RecordDefinition | null): ProfileSummary {
  return {
    Id: profile.id,
    Key: profile.key,
    DisplayName: profile.displayName,
    EntityDefinitionId: definition?.id ?? null,
    EntityDefinitionName: profile.entityDefinitionName,
    TargetKind: profile.targetKind as ProfileSummary['TargetKind'],
    ScopeField: toScopeField(definition, profile.scopeFieldId),
    ActionMode: profile.actionMode as ProfileSummary['ActionMode'],
    ArchiveMode: profile.archiveMode as ProfileSummary['ArchiveMode'],
    IsEnabled: profile.isEnabled,
    RuleCount: profile.rules.length,
    ModifiedAt: profile.modifiedAt,
    RowVersion: profile.rowVersion,
  }
}

function toCriterion(definition: RecordDefinition | null, criterion: StoredCriterion): Criterion {
  const field = criterionField(definition, criterion.fieldId)
  return {
    FieldId: field.id,
    FieldKey: field.key,
    FieldLabel: field.label,
    Normalizers: criterion.normalizers,
    ComparisonMode: criterion.comparisonMode as Criterion['ComparisonMode'],
    CharacterCount: criterion.characterCount,
    FuzzyAlgorithm: criterion.fuzzyAlgorithm as Criterion['FuzzyAlgorithm'],
    DiacriticMode: criterion.diacriticMode as Criterion['DiacriticMode'],
    TokenOrderMode: criterion.tokenOrderMode as Criterion['TokenOrderMode'],
    Threshold: criterion.threshold,
    Weight: criterion.weight,
  }
}

export function toDetail(profile: StoredProfile, definition: RecordDefinition | null): ProfileDetail {
  return {
    ...toSummary(profile, definition),
    Description: profile.description,
    CreatedAt: profile.createdAt,
    Rules: profile.rules.map((rule) => ({
      Id: rule.id,
      Key: rule.key,
      Label: rule.label,
      Score: rule.score,
      Criteria: rule.criteria.map((criterion) => toCriterion(definition, criterion)),
    })),
  }
}

/**
 * A WithinReference profile's scope as a criterion: the reference field compared exactly (a blank
 * never matches), weight 0 so it decides whether a rule can match without changing its score.
 */
function scopeCriterion(definition: RecordDefinition | null, fieldId: string): MatchCriterion {
  return {
    field: criterionField(definition, fieldId),
    normalizers: 0,
    comparisonMode: RecordMatchingComparisonMode.Exact,
    characterCount: null,
    fuzzyAlgorithm: null,
    diacriticMode: RecordMatchingDiacriticMode.Keep,
    tokenOrderMode: RecordMatchingTokenOrderMode.AsWritten,
    threshold: null,
    weight: 0,
    isScope: true,
  }
}

/** The rules as the scoring engine reads them; a WithinReference profile's scope comes first in each. */
export function toMatchRules(rules: readonly StoredRule[], definition: RecordDefinition | null, scopeFieldId: string | null): MatchRule[] {
  const scope = scopeFieldId === null ? [] : [scopeCriterion(definition, scopeFieldId)]
  return rules.map((rule) => ({
    id: rule.id,
    key: rule.key,
    label: rule.label,
    score: rule.score,
    criteria: [...scope, ...rule.criteria.map((criterion): MatchCriterion => {
      const { fieldId, ...settings } = criterion
      return {
        ...settings,
        field: criterionField(definition, fieldId),
        comparisonMode: settings.comparisonMode as MatchCriterion['comparisonMode'],
        fuzzyAlgorithm: settings.fuzzyAlgorithm as MatchCriterion['fuzzyAlgorithm'],
        diacriticMode: settings.diacriticMode as MatchCriterion['diacriticMode'],
        tokenOrderMode: settings.tokenOrderMode as MatchCriterion['tokenOrderMode'],
      }
    })],
  }))
}

export type ScannableProfile = PublicSchemas['RecordMatchingScannableProfile']

/** An enabled profile as those who scan and review see it: its rules by name and the fields it compares. */
export function toScannableProfile(profile: StoredProfile, definition: RecordDefinition): ScannableProfile {
  const scope = toScopeField(definition, profile.scopeFieldId)
  const compared = new Map<string, ScannableProfile['ComparedFields'][number]>()
  if (scope) compared.set(scope.FieldId, { FieldKey: scope.FieldKey, FieldLabel: scope.FieldLabel })
  for (const rule of profile.rules) {
    for (const { fieldId } of rule.criteria) {
      const field = criterionField(definition, fieldId)
      if (!compared.has(field.id)) compared.set(field.id, { FieldKey: field.key, FieldLabel: field.label })
    }
  }
  return {
    Id: profile.id,
    Key: profile.key,
    DisplayName: profile.displayName,
    Description: profile.description,
    EntityDefinitionId: definition.id,
    EntityDefinitionName: definition.name,
    EntityDisplayName: definition.displayNamePlural,
    TargetKind: profile.targetKind as ScannableProfile['TargetKind'],
    ScopeField: scope,
    ActionMode: profile.actionMode as ScannableProfile['ActionMode'],
    ArchiveMode: profile.archiveMode as ScannableProfile['ArchiveMode'],
    Rules: profile.rules.map((rule) => ({ Id: rule.id, Key: rule.key, Label: rule.label })),
    ComparedFields: [...compared.values()],
  }
}
