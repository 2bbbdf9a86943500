import type {
  RecordMatchingComparisonMode,
  RecordMatchingConfidenceBand,
  RecordMatchingDiacriticMode,
  RecordMatchingDiagnostic,
  RecordMatchingFuzzyAlgorithm,
  RecordMatchingTokenOrderMode,
} from '../../../../shared/enums'

/** A profile's rules as the scoring engine reads them: checked, with their fields resolved. */

export interface MatchField {
  id: string
  key: string
  label: string
}

export interface MatchCriterion {
  field: MatchField
  /** RecordMatchingNormalizer flags. */
  normalizers: number
  comparisonMode: RecordMatchingComparisonMode
  /** N of FirstCharacters and LastCharacters. */
  characterCount: number | null
  fuzzyAlgorithm: RecordMatchingFuzzyAlgorithm | null
  diacriticMode: RecordMatchingDiacriticMode
  tokenOrderMode: RecordMatchingTokenOrderMode
  /** Basis points; Fuzzy only. */
  threshold: number | null
  weight: number
  /** A WithinReference profile's scope field: weight 0, never a blocking criterion of its own. */
  isScope?: boolean
}

export interface MatchRule {
  id: string
  key: string
  label: string
  /** Configured score, basis points. */
  score: number
  criteria: MatchCriterion[]
}

/** The values of one side of a pair, by field key. */
export type MatchValues = Readonly<Record<string, unknown>>

/** Each step one value goes through before it is compared. */
export interface ValueSteps {
  Raw: unknown
  Normalized: string
  Folded: string
  Tokens: string[]
  Compared: string
  IsBlank: boolean
}

export interface FieldEvidence {
  RuleId: string
  RuleKey: string
  RuleLabel: string
  FieldId: string
  FieldKey: string
  FieldLabel: string
  Diagnostic: RecordMatchingDiagnostic
  EditDistance: number | null
  Threshold: number | null
  Similarity: number
  Weight: number | null
  Normalizers: number
  ComparisonMode: RecordMatchingComparisonMode
  FuzzyAlgorithm: RecordMatchingFuzzyAlgorithm | null
  DiacriticMode: RecordMatchingDiacriticMode
  TokenOrderMode: RecordMatchingTokenOrderMode
  IsScope: boolean
  Passed: boolean
  Contribution: number
  Left: ValueSteps
  Right: ValueSteps
}

export interface RuleEvidence {
  RuleId: string
  RuleKey: string
  RuleLabel: string
  ConfiguredScore: number
  Similarity: number
  EffectiveScore: number
  IsMatch: boolean
  Fields: FieldEvidence[]
}

export interface PairScore {
  Score: number
  ConfidenceBand: RecordMatchingConfidenceBand | null
  IsMatch: boolean
  Rules: RuleEvidence[]
}
