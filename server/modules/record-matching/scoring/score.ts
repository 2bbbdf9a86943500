import { RecordMatchingConfidenceBand } from '../../../../shared/enums'
import { compareValues, valueSteps } from './compare'
import type { FieldEvidence, MatchCriterion, MatchRule, MatchValues, PairScore, RuleEvidence, ValueSteps } from './types'

/** The steps of one side's value for a criterion; a scan passes a cached one (each record's steps computed once). */
export type StepsOf = (values: MatchValues, criterion: MatchCriterion) => ValueSteps

const freshSteps: StepsOf = (values, criterion) => valueSteps(values[criterion.field.key], criterion)

/**
 * Steps computed once per record object and criterion, for the many pairs a scan scores. Only what
 * comparing needs is kept (the compared text), so a scan of many records stays small; the evidence
 * a reader sees is computed again with every step.
 */
export function cachedSteps(): StepsOf {
  const cache = new WeakMap<MatchValues, Map<MatchCriterion, ValueSteps>>()
  return (values, criterion) => {
    let byCriterion = cache.get(values)
    if (!byCriterion) cache.set(values, (byCriterion = new Map()))
    let steps = byCriterion.get(criterion)
    if (!steps) {
      const { Compared, IsBlank } = freshSteps(values, criterion)
      steps = { Raw: null, Normalized: '', Folded: '', Tokens: [], Compared, IsBlank }
      byCriterion.set(criterion, steps)
    }
    return steps
  }
}

/**
 * Scores a pair of records with a profile's rules. A rule matches when every criterion holds; its
 * effective score is its configured score times its weighted field similarity. The pair's score is
 * the best effective score of a matching rule, banded High (≥ 9000), Medium (≥ 7500) or Low.
 */

export const confidenceBands = { high: 9000, medium: 7500 } as const

export function confidenceBand(score: number): RecordMatchingConfidenceBand {
  if (score >= confidenceBands.high) return RecordMatchingConfidenceBand.High
  if (score >= confidenceBands.medium) return RecordMatchingConfidenceBand.Medium
  return RecordMatchingConfidenceBand.Low
}

export function scoreRule(rule: MatchRule, left: MatchValues, right: MatchValues, stepsOf: StepsOf = freshSteps): RuleEvidence {
  const totalWeight = rule.criteria.reduce((sum, criterion) => sum + criterion.weight, 0)
  const fields: FieldEvidence[] = rule.criteria.map((criterion) => {
    const leftSteps = stepsOf(left, criterion)
    const rightSteps = stepsOf(right, criterion)
    const comparison = compareValues(leftSteps, rightSteps, criterion)
    return {
      RuleId: rule.id,
      RuleKey: rule.key,
      RuleLabel: rule.label,
      FieldId: criterion.field.id,
      FieldKey: criterion.field.key,
      FieldLabel: criterion.field.label,
      Diagnostic: comparison.diagnostic,
      EditDistance: comparison.editDistance,
      Threshold: criterion.threshold,
      Similarity: comparison.similarity,
      Weight: criterion.weight,
      Normalizers: criterion.normalizers,
      ComparisonMode: criterion.comparisonMode,
      FuzzyAlgorithm: criterion.fuzzyAlgorithm,
      DiacriticMode: criterion.diacriticMode,
      TokenOrderMode: criterion.tokenOrderMode,
      IsScope: criterion.isScope === true,
      Passed: comparison.passed,
      Contribution: totalWeight === 0 ? 0 : Math.round((criterion.weight * comparison.similarity) / totalWeight),
      Left: leftSteps,
      Right: rightSteps,
    }
  })
  const weighted = fields.reduce((sum, field) => sum + (field.Weight ?? 0) * field.Similarity, 0)
  const similarity = totalWeight === 0 ? 0 : Math.round(weighted / totalWeight)
  const isMatch = fields.length > 0 && fields.every((field) => field.Passed)
  return {
    RuleId: rule.id,
    RuleKey: rule.key,
    RuleLabel: rule.label,
    ConfiguredScore: rule.score,
    Similarity: similarity,
    EffectiveScore: isMatch ? Math.round((rule.score * similarity) / 10000) : 0,
    IsMatch: isMatch,
    Fields: fields,
  }
}

export function scorePair(rules: readonly MatchRule[], left: MatchValues, right: MatchValues, stepsOf: StepsOf = freshSteps): PairScore {
  const evidence = rules.map((rule) => scoreRule(rule, left, right, stepsOf))
  const matched = evidence.filter((rule) => rule.IsMatch)
  const score = matched.reduce((best, rule) => Math.max(best, rule.EffectiveScore), 0)
  return { Score: score, ConfidenceBand: matched.length > 0 ? confidenceBand(score) : null, IsMatch: matched.length > 0, Rules: evidence }
}

/**
 * The pair's score without its evidence, stopping at a rule's first failing criterion: a scan scores
 * millions of pairs and shows the evidence of few (computed again with scorePair). Null when no rule
 * matches; otherwise exactly scorePair's Score.
 */
export function matchScore(rules: readonly MatchRule[], left: MatchValues, right: MatchValues, stepsOf: StepsOf = freshSteps): number | null {
  let best: number | null = null
  for (const rule of rules) {
    if (rule.criteria.length === 0) continue
    let weighted = 0
    let totalWeight = 0
    let holds = true
    for (const criterion of rule.criteria) {
      const comparison = compareValues(stepsOf(left, criterion), stepsOf(right, criterion), criterion)
      if (!comparison.passed) {
        holds = false
        break
      }
      weighted += criterion.weight * comparison.similarity
      totalWeight += criterion.weight
    }
    if (!holds) continue
    const similarity = totalWeight === 0 ? 0 : Math.round(weighted / totalWeight)
    const effective = Math.round((rule.score * similarity) / 10000)
    best = best === null ? effective : Math.max(best, effective)
  }
  return best
}
