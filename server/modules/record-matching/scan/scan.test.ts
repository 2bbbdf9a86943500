import { describe, expect, it } from 'vitest'
import {
  RecordMatchingComparisonMode as Mode,
  RecordMatchingConfidenceBand as Band,
  RecordMatchingDiacriticMode as Diacritics,
  RecordMatchingFuzzyAlgorithm as Algorithm,
  RecordMatchingTokenOrderMode as TokenOrder,
} from '../../../../shared/enums'
import { Normalizer } from '../scoring/normalize'
import type { MatchCriterion, MatchRule } from '../scoring/types'
import { blockingKeys, CandidatePartners, candidatePairs, maxBlockSize, neighbourhood } from './blocking'
import { GroupKind, stableGroupId } from './groups'
import { scanRecords, type ScanRecord } from './scanRecords'

/** Blocking keys, grouping and the bounds of a full scan, without a database. */

const criterion = (key: string, overrides: Partial<MatchCriterion> = {}): MatchCriterion => ({
  field: { id: `f-${key}`, key, label: key },
  normalizers: Normalizer.Trim | Normalizer.Case | Normalizer.Whitespace,
  comparisonMode: Mode.Exact,
  characterCount: null,
  fuzzyAlgorithm: null,
  diacriticMode: Diacritics.Strip,
  tokenOrderMode: TokenOrder.AsWritten,
  threshold: null,
  weight: 1,
  ...overrides,
})
const fuzzyName = criterion('name', { comparisonMode: Mode.Fuzzy, fuzzyAlgorithm: Algorithm.JaroWinkler, threshold: 8500, tokenOrderMode: TokenOrder.Sorted })
const rules: MatchRule[] = [
  { id: 'r-email', key: 'email', label: 'E-mail', score: 9500, criteria: [criterion('email', { normalizers: Normalizer.Email })] },
  { id: 'r-name-city', key: 'name-city', label: 'Name and city', score: 8000, criteria: [fuzzyName, criterion('city')] },
]
const record = (id: string, name: string, email: string | null, city: string | null): ScanRecord => ({ id, values: { name, email, city } })
const customers = [
  record('a', 'Anna Müller', 'anna@example.com', 'Berlin'),
  record('b', 'Müller Anna', 'Anna+shop@Example.com', 'Hamburg'),
  record('c', 'Anna Muller', null, 'hamburg'),
  record('d', 'Bernd Schmidt', 'bernd@example.com', 'Köln'),
  record('e', 'Carla Weber', '  ', null),
  record('f', 'Carla Webers', '', null),
]

describe('blocking keys', () => {
  it('block on the exact compared value, or on a fuzzy-only rule\'s first and last characters', () => {
    const fuzzyOnly: MatchRule[] = [{ id: 'r', key: 'r', label: 'r', score: 9000, criteria: [fuzzyName] }]
    expect(blockingKeys(rules, { email: 'Anna+x@Example.com ', city: ' Berlin' })).toEqual(['r-email\u00000\u0000=anna@example.com', 'r-name-city\u00001\u0000=berlin'])
    expect(blockingKeys(fuzzyOnly, { name: 'Müller Anna' })).toEqual(['r\u00000\u0000<ann', 'r\u00000\u0000>ler'])
  })

  it('never block on a blank value', () => {
    expect(blockingKeys(rules, { email: '   ', city: null, name: '' })).toEqual([])
  })

  it('pair only records sharing a key, each pair once', () => {
    expect(candidatePairs([['x', 'y'], ['x', 'y'], ['z'], ['y', 'z']])).toEqual([[0, 1], [0, 3], [1, 3], [2, 3]])
  })
})

describe('blocking within a reference', () => {
  const scope = criterion('account', { normalizers: 0, diacriticMode: Diacritics.Keep, weight: 0, isScope: true })
  const scoped: MatchRule[] = [{ id: 'r-name', key: 'name', label: 'Name', score: 9000, criteria: [scope, fuzzyName] }]

  it('keys each record by its scope and the rule\'s own criterion, never by the scope alone', () => {
    const north = blockingKeys(scoped, { account: 'acc-north', name: 'Anna Müller' })
    const south = blockingKeys(scoped, { account: 'acc-south', name: 'Anna Müller' })
    expect(north).toHaveLength(2)
    expect(north.every((key) => key.includes('acc-north') && /<ann|>ler/.test(key))).toBe(true)
    expect(north.some((key) => south.includes(key))).toBe(false)
    expect(blockingKeys(scoped, { account: null, name: 'Anna Müller' })).toEqual([])
  })

  it('still compares neighbours by their text when one scope holds a very large block', async () => {
    // Distinct surnames after a shared first name: one large block per scope, ordered by the text.
    const surname = (seed: number) => {
      // Base-26 digits of a distinct number per seed: seven letters, no two seeds alike.
      const code = (seed * 7919 + 104729) % 26 ** 7
      return Array.from({ length: 7 }, (_unused, at) => String.fromCharCode(97 + (Math.floor(code / 26 ** at) % 26))).join('')
    }
    const many = Array.from({ length: maxBlockSize + 50 }, (_unused, index): ScanRecord => ({ id: `r${String(index).padStart(4, '0')}`, values: { account: 'big', name: `Anna ${surname(index)}` } }))
    const twin: ScanRecord = { id: 'twin', values: { account: 'big', name: many[7]!.values.name } }
    const strict: MatchRule[] = [{ ...scoped[0]!, criteria: [scope, { ...fuzzyName, threshold: 9900 }] }]
    const outcome = await scanRecords({ rules: strict, records: [...many, twin], recordLimit: 10_000 })
    expect(outcome.ComparedPairs).toBeLessThan(((many.length + 1) * many.length) / 2)
    expect(outcome.Groups.map((group) => group.CandidateIds)).toEqual([['r0007', 'twin']])
  })
})

describe('a block too large to compare whole', () => {
  it('compares each member with its neighbours by text only, each pair once', () => {
    const size = maxBlockSize * 3
    // One shared key; the order text puts record i next to i ± 1.
    const entries = Array.from({ length: size }, (_unused, index) => [{ key: 'k', order: String(index).padStart(6, '0') }])
    const partners = new CandidatePartners(entries)
    expect(partners.of(0)).toEqual(Array.from({ length: neighbourhood }, (_unused, index) => index + 1))
    expect(partners.of(size - 1)).toEqual([])
    const expected = Array.from({ length: size }, (_unused, index) => Math.min(neighbourhood, size - 1 - index)).reduce((sum, count) => sum + count, 0)
    expect(partners.count()).toBe(expected)
    expect(partners.count()).toBeLessThan((size * (size - 1)) / 2 / 5)
  })

  it('still compares the whole of a small block', () => {
    const partners = new CandidatePartners([[{ key: 'k', order: 'b' }], [{ key: 'k', order: 'a' }], [{ key: 'k', order: 'c' }]])
    expect([partners.of(0), partners.of(1), partners.of(2)]).toEqual([[1, 2], [2], []])
  })
})

describe('a target-wide scan', () => {
  it('groups matching pairs into connected components with their evidence', async () => {
    const outcome = await scanRecords({ rules, records: customers, recordLimit: 100 })
    expect(outcome).toMatchObject({ TotalVisibleRecords: 6, TotalScannedRecords: 6, ScanLimitReached: false })
    expect(outcome.ComparedPairs).toBeLessThan((6 * 5) / 2)
    expect(outcome.Groups).toHaveLength(1)
    const [group] = outcome.Groups
    expect(group).toMatchObject({ CandidateIds: ['a', 'b', 'c'], GroupKind: GroupKind.Cluster, Score: 9500, ConfidenceBand: Band.High, Id: stableGroupId(['c', 'b', 'a']) })
    expect(group!.Rules).toEqual([{ RuleId: 'r-email', RuleKey: 'email', RuleLabel: 'E-mail', EffectiveScore: 9500, ConfiguredScore: 9500, Similarity: 10000 }])
    expect(group!.Reasons[0]).toMatchObject({ FieldKey: 'email', Similarity: 10000 })
    expect(group!.Reasons[0]).not.toHaveProperty('Left')
    expect(group!.Pairs.map((pair) => [pair.Left, pair.Right])).toEqual([['a', 'b'], ['b', 'c']])
  })

  it('stops at its record limit', async () => {
    const outcome = await scanRecords({ rules, records: customers, recordLimit: 2 })
    expect(outcome).toMatchObject({ TotalVisibleRecords: 6, TotalScannedRecords: 2, ScanLimitReached: true })
    expect(outcome.Groups.map((group) => [group.CandidateIds, group.GroupKind])).toEqual([[['a', 'b'], GroupKind.Pair]])
  })

  it('reports progress and stops when cancelled', async () => {
    const reports: Array<[number, number]> = []
    await scanRecords({ rules, records: customers, recordLimit: 100, progressEvery: 1, progress: async (done, total) => { reports.push([done, total]) } })
    expect(reports.at(-1)).toEqual([reports.at(-1)![1], reports.at(-1)![1]])
    let calls = 0
    const cancelled = scanRecords({ rules, records: customers, recordLimit: 100, progressEvery: 1, throwIfCancelled: () => { if (++calls > 1) throw new Error('cancelled') } })
    await expect(cancelled).rejects.toThrow('cancelled')
  })
})

describe('an anchored scan', () => {
  it('compares the anchor with every record, unbounded', async () => {
    const outcome = await scanRecords({ rules, records: customers, anchorId: 'c', recordLimit: 1 })
    expect(outcome).toMatchObject({ TotalScannedRecords: 6, ScanLimitReached: false, ComparedPairs: 5 })
    expect(outcome.Groups.map((group) => group.CandidateIds)).toEqual([['b', 'c']])
  })
})
