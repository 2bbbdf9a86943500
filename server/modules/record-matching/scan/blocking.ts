import { RecordMatchingComparisonMode } from '../../../../shared/enums'
import { valueSteps } from '../scoring/compare'
import type { MatchCriterion, MatchRule, MatchValues } from '../scoring/types'

/**
 * Blocking keys: a full scan only scores records that share a key, so it never compares all pairs.
 * A rule matches only when every criterion passes, so any one criterion of a rule is a safe block:
 * - a rule with an Exact, FirstCharacters or LastCharacters criterion blocks on the compared text of
 *   the first such criterion (lossless: records that differ there can never match by that rule);
 * - a rule of fuzzy criteria only blocks on the first and on the last `fuzzyKeyLength` characters of
 *   the first criterion's compared text (records differing at both ends are not compared).
 * A blank value never blocks (and never matches). A WithinReference profile's scope criterion is
 * never the chosen one: it prefixes every key instead (records of different scopes never share a
 * block, and a large scope is still blocked by the rule's own criterion).
 */

export const fuzzyKeyLength = 3

function blockingCriterion(rule: MatchRule): { criterion: MatchCriterion; index: number } | null {
  const own = (criterion: MatchCriterion) => !criterion.isScope
  const exactIndex = rule.criteria.findIndex((criterion) => own(criterion) && criterion.comparisonMode !== RecordMatchingComparisonMode.Fuzzy)
  const index = exactIndex >= 0 ? exactIndex : rule.criteria.findIndex(own)
  const criterion = rule.criteria[index]
  return criterion ? { criterion, index } : null
}

/** The scope part of a rule's keys: '' without a scope, null when the record's scope is blank (it then matches nothing). */
function scopeKey(rule: MatchRule, values: MatchValues): string | null {
  const scope = rule.criteria.find((criterion) => criterion.isScope)
  if (!scope) return ''
  const steps = valueSteps(values[scope.field.key], scope)
  return steps.IsBlank ? null : `${steps.Compared}\u0000`
}

/** A record's blocking key, with the text it is ordered by inside a block too large to compare whole. */
export interface BlockingEntry {
  key: string
  order: string
}

/** The blocking keys of one record under a profile's rules, with their order text. */
export function blockingEntries(rules: readonly MatchRule[], values: MatchValues): BlockingEntry[] {
  const entries = new Map<string, string>()
  for (const rule of rules) {
    const chosen = blockingCriterion(rule)
    const scope = scopeKey(rule, values)
    if (!chosen || scope === null) continue
    const steps = valueSteps(values[chosen.criterion.field.key], chosen.criterion)
    if (steps.IsBlank) continue
    const prefix = `${rule.id}\u0000${chosen.index}\u0000${scope}`
    if (chosen.criterion.comparisonMode !== RecordMatchingComparisonMode.Fuzzy) {
      entries.set(`${prefix}=${steps.Compared}`, steps.Compared)
      continue
    }
    const characters = Array.from(steps.Compared)
    entries.set(`${prefix}<${characters.slice(0, fuzzyKeyLength).join('')}`, steps.Compared)
    // Ordered from the end, so that neighbours in a large block share their endings.
    entries.set(`${prefix}>${characters.slice(-fuzzyKeyLength).join('')}`, characters.reverse().join(''))
  }
  return [...entries].map(([key, order]) => ({ key, order }))
}

/** The blocking keys of one record under a profile's rules; records sharing a key are compared. */
export function blockingKeys(rules: readonly MatchRule[], values: MatchValues): string[] {
  return blockingEntries(rules, values).map((entry) => entry.key)
}

/**
 * A block larger than this is not compared whole (its pairs grow with the square of its size, e.g.
 * every name starting "gmbh" once words are sorted): its members, ordered by their text, are each
 * compared with their `neighbourhood` nearest (sorted neighbourhood).
 */
export const maxBlockSize = 400
export const neighbourhood = 20

/**
 * The candidates of every record: for record i, the records j > i it shares a block with (all of a
 * small block; its neighbours in a large one), each once and ascending. Built per record, so a scan
 * of many records never holds all its pairs at once.
 */
export class CandidatePartners {
  private readonly blocks: number[][] = []
  /** Per record: [block, position in the block]. */
  private readonly memberships: Array<Array<[number, number]>>

  constructor(entriesByRecord: readonly (readonly BlockingEntry[])[]) {
    const byKey = new Map<string, Array<{ record: number; order: string }>>()
    entriesByRecord.forEach((entries, record) => {
      for (const { key, order } of entries) {
        const members = byKey.get(key)
        if (members) members.push({ record, order })
        else byKey.set(key, [{ record, order }])
      }
    })
    this.memberships = entriesByRecord.map(() => [])
    for (const members of byKey.values()) {
      if (members.length < 2) continue
      if (members.length > maxBlockSize) members.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.record - b.record))
      const block = this.blocks.length
      this.blocks.push(members.map((member) => member.record))
      members.forEach((member, position) => this.memberships[member.record]!.push([block, position]))
    }
  }

  /** The records after `record` it is compared with, ascending. */
  of(record: number): number[] {
    const partners = new Set<number>()
    for (const [block, position] of this.memberships[record] ?? []) {
      const members = this.blocks[block]!
      const [from, to] = members.length > maxBlockSize ? [Math.max(0, position - neighbourhood), Math.min(members.length, position + neighbourhood + 1)] : [0, members.length]
      for (let at = from; at < to; at++) {
        const other = members[at]!
        if (other > record) partners.add(other)
      }
    }
    return [...partners].sort((a, b) => a - b)
  }

  /** How many pairs the scan compares (each pair once). */
  count(): number {
    let total = 0
    for (let record = 0; record < this.memberships.length; record++) total += this.of(record).length
    return total
  }
}

/** The candidate pairs (indexes into `records`, lower first), each once, in a stable order. */
export function candidatePairs(keysByRecord: readonly (readonly string[])[]): Array<[number, number]> {
  const partners = new CandidatePartners(keysByRecord.map((keys) => keys.map((key) => ({ key, order: '' }))))
  return keysByRecord.flatMap((_keys, record) => partners.of(record).map((other): [number, number] => [record, other]))
}
