import {
  ArchiveMode,
  FieldType,
  RecordMatchingActionMode as ActionMode,
  RecordMatchingComparisonMode as ComparisonMode,
  RecordMatchingDiacriticMode as DiacriticMode,
  RecordMatchingFuzzyAlgorithm as FuzzyAlgorithm,
  RecordMatchingTargetKind as TargetKind,
  RecordMatchingTokenOrderMode as TokenOrderMode,
  type Schemas,
} from '@/api'
import type { ProfileDetail } from '../api/profiles'

/** A profile as the designer edits it, and as the server takes it (create, replace, the pair tester's Configuration). */

export type ProfileRequest = Schemas['RecordMatchingProfileRequest']
export type RuleValues = Schemas['RecordMatchingRuleInput']
export type CriterionValues = Schemas['RecordMatchingCriterionInput']

export interface ProfileValues extends Record<string, unknown> {
  DisplayName: string
  Key: string
  Description: string
  EntityDefinitionId: string
  TargetKind: TargetKind
  /** WithinReference: the single reference field matches must share. */
  ScopeFieldKey: string
  ActionMode: ActionMode
  ArchiveMode: ArchiveMode
  IsEnabled: boolean
  Rules: RuleValues[]
}

/** Normalizer flags (RecordMatchingNormalizer). */
export const Normalizer = { Trim: 1, Case: 2, Punctuation: 4, Phone: 8, Email: 16, Whitespace: 32 } as const
export const normalizerFlags = Object.entries(Normalizer) as Array<[keyof typeof Normalizer, number]>

/** Fields a criterion can compare: single values; fuzzy algorithms take text only (as the server checks). */
const comparableTypes = new Set<number>([
  FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown,
  FieldType.Integer, FieldType.Decimal, FieldType.Date, FieldType.Select,
])
const textTypes = new Set<number>([FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown])
const isComparable = (fieldType: number) => comparableTypes.has(fieldType)
/** A field a criterion can name: a single value of a comparable type. */
export const isMatchable = (field: { type: number; allowMultiple: boolean }) => isComparable(field.type) && !field.allowMultiple
/** A field a profile can match within: a single reference (as the server checks). */
export const isScopeField = (field: { type: number; allowMultiple: boolean }) => field.type === FieldType.Reference && !field.allowMultiple
export const isText = (fieldType: number) => textTypes.has(fieldType)

/** A sensible first criterion for a field: fuzzy on text, exact otherwise; e-mail and phone normalized as such. */
export function newCriterion(fieldKey: string, fieldType: number): CriterionValues {
  const text = isText(fieldType)
  const normalizers = fieldType === FieldType.Email ? Normalizer.Email : fieldType === FieldType.Phone ? Normalizer.Phone : Normalizer.Trim | Normalizer.Case | Normalizer.Whitespace
  const fuzzy = text && fieldType !== FieldType.Email && fieldType !== FieldType.Phone
  return {
    FieldKey: fieldKey,
    Normalizers: normalizers,
    ComparisonMode: fuzzy ? ComparisonMode.Fuzzy : ComparisonMode.Exact,
    CharacterCount: null,
    FuzzyAlgorithm: fuzzy ? FuzzyAlgorithm.JaroWinkler : null,
    DiacriticMode: text ? DiacriticMode.Strip : DiacriticMode.Keep,
    TokenOrderMode: TokenOrderMode.AsWritten,
    Threshold: fuzzy ? 9000 : null,
    Weight: 1,
  }
}

/** A criterion after its comparison mode changed: the members that mode needs, the others cleared. */
export function withComparisonMode(criterion: CriterionValues, mode: ComparisonMode): CriterionValues {
  const counts = mode === ComparisonMode.FirstCharacters || mode === ComparisonMode.LastCharacters
  const fuzzy = mode === ComparisonMode.Fuzzy
  return {
    ...criterion,
    ComparisonMode: mode,
    CharacterCount: counts ? (criterion.CharacterCount ?? 5) : null,
    FuzzyAlgorithm: fuzzy ? (criterion.FuzzyAlgorithm ?? FuzzyAlgorithm.JaroWinkler) : null,
    Threshold: fuzzy ? (criterion.Threshold ?? 9000) : null,
  }
}

export function newRule(index: number, criterion: CriterionValues): RuleValues {
  return { Key: `rule-${index + 1}`, Label: '', Score: 9000, Criteria: [criterion] }
}

export function toProfileValues(profile: ProfileDetail | null, entityDefinitionId = ''): ProfileValues {
  return {
    DisplayName: profile?.DisplayName ?? '',
    Key: profile?.Key ?? '',
    Description: profile?.Description ?? '',
    EntityDefinitionId: profile?.EntityDefinitionId ?? entityDefinitionId,
    TargetKind: profile?.TargetKind ?? TargetKind.SameDefinition,
    ScopeFieldKey: profile?.ScopeField?.FieldKey ?? '',
    ActionMode: profile?.ActionMode ?? ActionMode.ReportOnly,
    ArchiveMode: profile?.ArchiveMode ?? ArchiveMode.Active,
    IsEnabled: profile?.IsEnabled ?? true,
    Rules: (profile?.Rules ?? []).map((rule) => ({
      Key: rule.Key,
      Label: rule.Label,
      Score: rule.Score,
      Criteria: rule.Criteria.map((criterion) => ({
        FieldKey: criterion.FieldKey,
        Normalizers: criterion.Normalizers,
        ComparisonMode: criterion.ComparisonMode,
        CharacterCount: criterion.CharacterCount,
        FuzzyAlgorithm: criterion.FuzzyAlgorithm,
        DiacriticMode: criterion.DiacriticMode,
        TokenOrderMode: criterion.TokenOrderMode,
        Threshold: criterion.Threshold,
        Weight: criterion.Weight,
      })),
    })),
  }
}

export function toProfileRequest(values: ProfileValues): ProfileRequest {
  return {
    Key: values.Key.trim(),
    DisplayName: values.DisplayName.trim(),
    Description: values.Description.trim() || null,
    EntityDefinitionId: values.EntityDefinitionId,
    TargetKind: values.TargetKind,
    ScopeFieldKey: values.TargetKind === TargetKind.WithinReference ? values.ScopeFieldKey : null,
    ActionMode: values.ActionMode,
    ArchiveMode: values.ArchiveMode,
    IsEnabled: values.IsEnabled,
    Rules: values.Rules.map((rule) => ({ ...rule, Key: rule.Key.trim(), Label: rule.Label.trim() })),
  }
}

/** `items` with the one at `index` replaced (the designer edits arrays as new values). */
export function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current))
}
