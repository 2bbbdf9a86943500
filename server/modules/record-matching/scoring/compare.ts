import { RecordMatchingComparisonMode, RecordMatchingDiagnostic, RecordMatchingFuzzyAlgorithm, RecordMatchingTokenOrderMode, type RecordMatchingDiagnostic as Diagnostic } from '../../../../shared/enums'
import { damerauLevenshtein, distanceSimilarity, jaroWinklerSimilarity, levenshtein, tokenSetSimilarity } from './algorithms'
import { foldDiacritics, normalize, tokenize, valueText } from './normalize'
import type { MatchCriterion, ValueSteps } from './types'

/** One criterion on one pair of values: each value's steps and what comparing them found. */

/** Fuzzy algorithms compare at most this many characters of a value. */
export const maxFuzzyLength = 1000

const firstCharacters = (text: string, count: number) => Array.from(text).slice(0, count).join('')
const lastCharacters = (text: string, count: number) => Array.from(text).slice(-count).join('')

/** The steps of one value: raw → normalized → diacritics → tokens → what is compared. */
export function valueSteps(raw: unknown, criterion: MatchCriterion): ValueSteps {
  const normalized = normalize(valueText(raw), criterion.normalizers)
  const folded = foldDiacritics(normalized, criterion.diacriticMode)
  const tokens = tokenize(folded, criterion.tokenOrderMode)
  const ordered = criterion.tokenOrderMode === RecordMatchingTokenOrderMode.AsWritten ? folded : tokens.join(' ')
  const count = criterion.characterCount ?? 0
  const compared =
    criterion.comparisonMode === RecordMatchingComparisonMode.FirstCharacters ? firstCharacters(ordered, count)
      : criterion.comparisonMode === RecordMatchingComparisonMode.LastCharacters ? lastCharacters(ordered, count)
        : criterion.comparisonMode === RecordMatchingComparisonMode.Fuzzy ? firstCharacters(ordered, maxFuzzyLength)
          : ordered
  return { Raw: raw ?? null, Normalized: normalized, Folded: folded, Tokens: tokens, Compared: compared, IsBlank: compared.trim() === '' }
}

export interface Comparison {
  diagnostic: Diagnostic
  similarity: number
  editDistance: number | null
  passed: boolean
}

function fuzzySimilarity(left: ValueSteps, right: ValueSteps, criterion: MatchCriterion): { similarity: number; editDistance: number | null } {
  switch (criterion.fuzzyAlgorithm) {
    case RecordMatchingFuzzyAlgorithm.Levenshtein: {
      const distance = levenshtein(left.Compared, right.Compared)
      return { similarity: distanceSimilarity(left.Compared, right.Compared, distance), editDistance: distance }
    }
    case RecordMatchingFuzzyAlgorithm.DamerauLevenshtein: {
      const distance = damerauLevenshtein(left.Compared, right.Compared)
      return { similarity: distanceSimilarity(left.Compared, right.Compared, distance), editDistance: distance }
    }
    case RecordMatchingFuzzyAlgorithm.TokenSet:
      return { similarity: tokenSetSimilarity(left.Compared.split(' '), right.Compared.split(' ')), editDistance: null }
    default:
      return { similarity: jaroWinklerSimilarity(left.Compared, right.Compared), editDistance: null }
  }
}

/** Blank never matches; exact modes match equal text; fuzzy matches at or above its threshold. */
export function compareValues(left: ValueSteps, right: ValueSteps, criterion: MatchCriterion): Comparison {
  if (left.IsBlank || right.IsBlank) return { diagnostic: RecordMatchingDiagnostic.Blank, similarity: 0, editDistance: null, passed: false }
  if (criterion.comparisonMode !== RecordMatchingComparisonMode.Fuzzy) {
    const equal = left.Compared === right.Compared
    return { diagnostic: equal ? RecordMatchingDiagnostic.ExactMatch : RecordMatchingDiagnostic.Different, similarity: equal ? 10000 : 0, editDistance: null, passed: equal }
  }
  const { similarity, editDistance } = fuzzySimilarity(left, right, criterion)
  if (left.Compared === right.Compared) return { diagnostic: RecordMatchingDiagnostic.ExactMatch, similarity, editDistance, passed: true }
  const passed = similarity >= (criterion.threshold ?? 10000)
  return { diagnostic: passed ? RecordMatchingDiagnostic.AboveThreshold : RecordMatchingDiagnostic.BelowThreshold, similarity, editDistance, passed }
}
