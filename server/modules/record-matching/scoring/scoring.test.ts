import { describe, expect, it } from 'vitest'
import {
  RecordMatchingComparisonMode as Mode,
  RecordMatchingConfidenceBand as Band,
  RecordMatchingDiacriticMode as Diacritics,
  RecordMatchingDiagnostic as Diagnostic,
  RecordMatchingFuzzyAlgorithm as Algorithm,
  RecordMatchingTokenOrderMode as TokenOrder,
} from '../../../../shared/enums'
import { damerauLevenshtein, distanceSimilarity, jaroWinklerSimilarity, levenshtein, tokenSetSimilarity } from './algorithms'
import { foldDiacritics, normalize, Normalizer, allNormalizers, tokenize } from './normalize'
import { cachedSteps, confidenceBand, matchScore, scorePair } from './score'
import type { MatchCriterion, MatchRule } from './types'

/** The scoring engine against published reference values, and its promises: symmetric, idempotent, blank never matches. */

describe('string algorithms', () => {
  it('Levenshtein distance matches the textbook values', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3)
    expect(levenshtein('saturday', 'sunday')).toBe(3)
    expect(levenshtein('flaw', 'lawn')).toBe(2)
    expect(levenshtein('', 'abc')).toBe(3)
    // Code points, not UTF-16 units: one emoji is one edit.
    expect(levenshtein('a😀b', 'ab')).toBe(1)
    expect(distanceSimilarity('kitten', 'sitting', 3)).toBe(5714)
  })

  it('Damerau-Levenshtein (optimal string alignment) counts an adjacent transposition once', () => {
    expect(damerauLevenshtein('ab', 'ba')).toBe(1)
    expect(damerauLevenshtein('CA', 'ABC')).toBe(3)
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3)
    expect(damerauLevenshtein('Meier', 'Meeir')).toBe(1)
    expect(levenshtein('Meier', 'Meeir')).toBe(2)
  })

  it('Jaro-Winkler matches Winkler\'s published values', () => {
    expect(jaroWinklerSimilarity('MARTHA', 'MARHTA')).toBe(9611)
    expect(jaroWinklerSimilarity('DWAYNE', 'DUANE')).toBe(8400)
    expect(jaroWinklerSimilarity('DIXON', 'DICKSONX')).toBe(8133)
    expect(jaroWinklerSimilarity('same', 'same')).toBe(10000)
  })

  it('token-set similarity ignores repeated and reordered words', () => {
    expect(tokenSetSimilarity(['fuzzy', 'was', 'a', 'bear'], ['fuzzy', 'fuzzy', 'was', 'a', 'bear'])).toBe(10000)
    expect(tokenSetSimilarity(['new', 'york', 'mets'], ['mets', 'new', 'york', 'vs', 'atlanta'])).toBe(10000)
    // "apple great" against "apple green": 2 × 9 common / 22 characters.
    expect(tokenSetSimilarity(['great', 'apple'], ['green', 'apple'])).toBe(8182)
    expect(tokenSetSimilarity([], ['a'])).toBe(0)
  })
})

describe('normalizers, diacritics and tokens', () => {
  it('normalizes phone numbers, e-mail addresses, case, punctuation and white space', () => {
    expect(normalize(' +49 (30) 123-45 ', Normalizer.Phone)).toBe('+493012345')
    expect(normalize('0049 30 12345', Normalizer.Phone)).toBe('+493012345')
    expect(normalize(' Info+news@Example.COM ', Normalizer.Email)).toBe('info@example.com')
    expect(normalize('  O\'Brien,  Ltd. ', Normalizer.Punctuation | Normalizer.Whitespace | Normalizer.Case)).toBe('obrien ltd')
    expect(normalize('  a  ', Normalizer.Trim)).toBe('a')
  })

  it('is idempotent: normalizing a normalized value changes nothing', () => {
    const samples = [' +49 (30) 123-45 ', 'Info+news@Example.COM', '  Müller-Lüdenscheidt  GmbH ', 'ÉCOLE d\'été', '00 1 (555) 010', 'a😀 b']
    for (let normalizers = 0; normalizers <= allNormalizers; normalizers++) {
      for (const sample of samples) {
        const once = normalize(sample, normalizers)
        expect(normalize(once, normalizers)).toBe(once)
        const folded = foldDiacritics(once, Diacritics.Strip)
        expect(foldDiacritics(folded, Diacritics.Strip)).toBe(folded)
      }
    }
  })

  it('strips diacritics by NFKD and combining marks, and sorts tokens on request', () => {
    expect(foldDiacritics('Müller Façade Ångström ﬁ', Diacritics.Strip)).toBe('Muller Facade Angstrom fi')
    expect(foldDiacritics('Müller', Diacritics.Keep)).toBe('Müller')
    expect(tokenize('  Schmidt  Anna ', TokenOrder.Sorted)).toEqual(['Anna', 'Schmidt'])
    expect(tokenize('Schmidt Anna', TokenOrder.AsWritten)).toEqual(['Schmidt', 'Anna'])
  })
})

const field = (key: string) => ({ id: `fld-${key}`, key, label: key })
const criterion = (key: string, overrides: Partial<MatchCriterion> = {}): MatchCriterion => ({
  field: field(key),
  normalizers: Normalizer.Trim | Normalizer.Case | Normalizer.Whitespace,
  comparisonMode: Mode.Fuzzy,
  characterCount: null,
  fuzzyAlgorithm: Algorithm.JaroWinkler,
  diacriticMode: Diacritics.Strip,
  tokenOrderMode: TokenOrder.Sorted,
  threshold: 8500,
  weight: 1,
  ...overrides,
})
const rules: MatchRule[] = [
  { id: 'r1', key: 'name-and-phone', label: 'Name and phone', score: 9500, criteria: [criterion('name', { weight: 3 }), criterion('phone', { normalizers: Normalizer.Phone, comparisonMode: Mode.LastCharacters, characterCount: 6, fuzzyAlgorithm: null, threshold: null })] },
  { id: 'r2', key: 'email', label: 'E-mail', score: 9000, criteria: [criterion('email', { normalizers: Normalizer.Email, comparisonMode: Mode.Exact, fuzzyAlgorithm: null, threshold: null })] },
]

describe('scoring a pair', () => {
  it('explains each field and rule, and scores the best matching rule', () => {
    const left = { name: 'Müller  Anna', phone: '+49 30 123456', email: 'anna@example.com' }
    const right = { name: 'anna mueller', phone: '030-123456', email: 'Anna+shop@Example.com' }
    const result = scorePair(rules, left, right)
    const [nameAndPhone, email] = result.Rules
    expect(nameAndPhone!.Fields[0]).toMatchObject({
      RuleKey: 'name-and-phone', FieldKey: 'name', Diagnostic: Diagnostic.AboveThreshold, Threshold: 8500, Weight: 3, EditDistance: null,
      Left: { Raw: 'Müller  Anna', Normalized: 'müller anna', Folded: 'muller anna', Tokens: ['anna', 'muller'], Compared: 'anna muller', IsBlank: false },
      Right: { Compared: 'anna mueller' },
    })
    expect(nameAndPhone!.Fields[1]).toMatchObject({ FieldKey: 'phone', Diagnostic: Diagnostic.ExactMatch, Similarity: 10000, Left: { Compared: '123456' }, Right: { Compared: '123456' } })
    expect(nameAndPhone!.IsMatch).toBe(true)
    const nameSimilarity = nameAndPhone!.Fields[0]!.Similarity
    expect(nameAndPhone!.Similarity).toBe(Math.round((3 * nameSimilarity + 10000) / 4))
    expect(nameAndPhone!.EffectiveScore).toBe(Math.round((9500 * nameAndPhone!.Similarity) / 10000))
    expect(email).toMatchObject({ IsMatch: true, EffectiveScore: 9000 })
    expect(result.Score).toBe(Math.max(9000, nameAndPhone!.EffectiveScore))
    expect(result.ConfidenceBand).toBe(Band.High)
    expect(result.IsMatch).toBe(true)
  })

  it('never matches blank values, and a failing criterion zeroes its rule', () => {
    const result = scorePair(rules, { name: '  ', email: null }, { name: '', email: '' })
    expect(result.Rules.flatMap((rule) => rule.Fields.map((item) => item.Diagnostic))).toEqual([Diagnostic.Blank, Diagnostic.Blank, Diagnostic.Blank])
    expect(result).toMatchObject({ Score: 0, ConfidenceBand: null, IsMatch: false })
    const below = scorePair(rules, { name: 'Anna Schmidt', phone: '123456' }, { name: 'Bernd Bauer', phone: '123456' })
    expect(below.Rules[0]).toMatchObject({ IsMatch: false, EffectiveScore: 0 })
    expect(below.Rules[0]!.Fields[0]!.Diagnostic).toBe(Diagnostic.BelowThreshold)
  })

  it('is symmetric: swapping the records keeps every score', () => {
    const values = [
      { name: 'Acme Industries GmbH', phone: '+49 30 555 1234', email: 'info@acme.example' },
      { name: 'ACME Industries', phone: '030 5551234', email: 'INFO@acme.example' },
      { name: 'Akme Industrie', phone: '', email: 'sales@acme.example' },
      { name: 'Industries Acme', phone: '5551234', email: null },
    ]
    const algorithms = [Algorithm.Levenshtein, Algorithm.DamerauLevenshtein, Algorithm.JaroWinkler, Algorithm.TokenSet]
    for (const fuzzyAlgorithm of algorithms) {
      const profile: MatchRule[] = [{ ...rules[0]!, criteria: [criterion('name', { fuzzyAlgorithm, threshold: 6000 }), rules[0]!.criteria[1]!] }, rules[1]!]
      for (const a of values) {
        for (const b of values) {
          const forward = scorePair(profile, a, b)
          const backward = scorePair(profile, b, a)
          expect(backward.Score).toBe(forward.Score)
          expect(backward.Rules.map((rule) => rule.Fields.map((item) => item.Similarity))).toEqual(forward.Rules.map((rule) => rule.Fields.map((item) => item.Similarity)))
          // The scan's score without evidence is the same score, and none when nothing matches.
          expect(matchScore(profile, a, b, cachedSteps())).toBe(forward.IsMatch ? forward.Score : null)
        }
      }
    }
  })

  it('bands scores: High from 9000, Medium from 7500, Low below', () => {
    expect(confidenceBand(9000)).toBe(Band.High)
    expect(confidenceBand(8999)).toBe(Band.Medium)
    expect(confidenceBand(7500)).toBe(Band.Medium)
    expect(confidenceBand(7499)).toBe(Band.Low)
  })
})
