import { createHash } from 'node:crypto'
import { confidenceBand } from '../scoring/score'
import type { FieldEvidence, PairScore } from '../scoring/types'
import { RecordMatchingGroupKind as GroupKind, type RecordMatchingConfidenceBand } from '../../../../shared/enums'

/**
 * Matching pairs become groups: the connected components of the "matches" graph (A~B and B~C put
 * A, B and C in one group). A group's id is derived from its sorted member ids, so the same records
 * form the same group id in every scan; its score is the best pair score inside it, and its rules
 * and reasons are the evidence of that best pair (without the compared values: actor-safe).
 */

/** GroupKind: two records, or more than two joined by pairwise matches. */
export { RecordMatchingGroupKind as GroupKind } from '../../../../shared/enums'

/** A matching pair as a scan keeps it: ids and score only (a large scan keeps many of them). */
export interface MatchedPair {
  left: string
  right: string
  score: number
}

/** The full evidence of a pair, computed again for the one pair per group whose evidence is shown. */
export type PairEvidence = (left: string, right: string) => PairScore

export interface GroupRule {
  RuleId: string
  RuleKey: string
  RuleLabel: string
  EffectiveScore: number
  ConfiguredScore: number | null
  Similarity: number
}

export type GroupReason = Omit<FieldEvidence, 'Left' | 'Right' | 'Passed' | 'Contribution'>

export interface MatchGroup {
  Id: string
  Score: number
  ConfidenceBand: RecordMatchingConfidenceBand
  GroupKind: GroupKind
  Rules: GroupRule[]
  Reasons: GroupReason[]
  /** Every record of the group, sorted. */
  CandidateIds: string[]
  /** The matching pairs inside the group with their scores, so a reader can judge what it may see. */
  Pairs: Array<{ Left: string; Right: string; Score: number }>
}

export function stableGroupId(memberIds: readonly string[]): string {
  return createHash('sha256').update([...memberIds].sort().join('\n'), 'utf8').digest('hex').slice(0, 32)
}

function find(parents: Map<string, string>, id: string): string {
  let root = id
  for (let parent = parents.get(root); parent !== undefined && parent !== root; parent = parents.get(root)) root = parent
  parents.set(id, root)
  return root
}

function reasonOf(field: FieldEvidence): GroupReason {
  const { Left: _left, Right: _right, Passed: _passed, Contribution: _contribution, ...reason } = field
  return reason
}

function evidenceOf(best: PairScore): Pick<MatchGroup, 'Rules' | 'Reasons'> {
  const matched = best.Rules.filter((rule) => rule.IsMatch)
  return {
    Rules: matched.map((rule) => ({
      RuleId: rule.RuleId, RuleKey: rule.RuleKey, RuleLabel: rule.RuleLabel,
      EffectiveScore: rule.EffectiveScore, ConfiguredScore: rule.ConfiguredScore, Similarity: rule.Similarity,
    })),
    Reasons: matched.flatMap((rule) => rule.Fields.map(reasonOf)),
  }
}

/** Groups of matching pairs, best score first, then by id. */
export function groupPairs(pairs: readonly MatchedPair[], evidence: PairEvidence): MatchGroup[] {
  const parents = new Map<string, string>()
  for (const pair of pairs) {
    for (const id of [pair.left, pair.right]) if (!parents.has(id)) parents.set(id, id)
    const left = find(parents, pair.left)
    const right = find(parents, pair.right)
    if (left !== right) parents.set(left < right ? right : left, left < right ? left : right)
  }
  const components = new Map<string, MatchedPair[]>()
  for (const pair of pairs) {
    const root = find(parents, pair.left)
    const members = components.get(root)
    if (members) members.push(pair)
    else components.set(root, [pair])
  }
  const groups: MatchGroup[] = []
  for (const members of components.values()) {
    const best = members.reduce((top, pair) => (pair.score > top.score ? pair : top))
    const candidateIds = [...new Set(members.flatMap((pair) => [pair.left, pair.right]))].sort()
    groups.push({
      Id: stableGroupId(candidateIds),
      Score: best.score,
      ConfidenceBand: confidenceBand(best.score),
      GroupKind: candidateIds.length > 2 ? GroupKind.Cluster : GroupKind.Pair,
      ...evidenceOf(evidence(best.left, best.right)),
      CandidateIds: candidateIds,
      Pairs: members.map((pair) => ({ Left: pair.left, Right: pair.right, Score: pair.score })),
    })
  }
  return groups.sort((a, b) => b.Score - a.Score || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0))
}
