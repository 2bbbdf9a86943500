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
 * A blank value never blocks (and never matches).
 */

export const fuzzyKeyLength = 3

function blockingCriterion(rule: MatchRule): { criterion: MatchCriterion; index: number } | null {
  const exactIndex = rule.criteria.findIndex((criterion) => criterion.comparisonMode !== RecordMatchingComparisonMode.Fuzzy)
  const index = exactIndex >= 0 ? exactIndex : 0
  const criterion = rule.criteria[index]
  return criterion ? { criterion, index } : null
}

/** The blocking keys of one record under a profile's rules; records sharing a key are compared. */
export function blockingKeys(rules: readonly MatchRule[], values: MatchValues): string[] {
  const keys = new Set<string>()
  for (const rule of rules) {
    const chosen = blockingCriterion(rule)
    if (!chosen) continue
    const steps = valueSteps(values[chosen.criterion.field.key], chosen.criterion)
    if (steps.IsBlank) continue
    const prefix = `${rule.id}\u0000${chosen.index}\u0000`
    if (chosen.criterion.comparisonMode !== RecordMatchingComparisonMode.Fuzzy) {
      keys.add(`${prefix}=${steps.Compared}`)
      continue
    }
    const characters = Array.from(steps.Compared)
    keys.add(`${prefix}<${characters.slice(0, fuzzyKeyLength).join('')}`)
    keys.add(`${prefix}>${characters.slice(-fuzzyKeyLength).join('')}`)
  }
  return [...keys]
}

/**
 * The candidate pairs (indexes into `records`, lower first) that share at least one blocking key,
 * each once, in a stable order.
 */
export function candidatePairs(keysByRecord: readonly (readonly string[])[]): Array<[number, number]> {
  const blocks = new Map<string, number[]>()
  keysByRecord.forEach((keys, index) => {
    for (const key of keys) {
      const members = blocks.get(key)
      if (members) members.push(index)
      else blocks.set(key, [index])
    }
  })
  const seen = new Set<string>()
  const pairs: Array<[number, number]> = []
  for (const members of blocks.values()) {
    members.forEach((left, position) => {
      for (const right of members.slice(position + 1)) {
        const id = `${left}:${right}`
        if (seen.has(id)) continue
        seen.add(id)
        pairs.push([left, right])
      }
    })
  }
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1])
}
