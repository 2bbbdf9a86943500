import { RecordMatchingDecision as Decision } from '../../../../shared/enums'
import type { StoredDecision } from './decisions.repo'

/** Pairs of records as decisions key them: every two of the ids, the smaller id first. */
export function pairsOf(ids: readonly string[]): Array<[string, string]> {
  const sorted = [...ids].sort()
  return sorted.flatMap((left, index) => sorted.slice(index + 1).map((right): [string, string] => [left, right]))
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}\n${b}` : `${b}\n${a}`)

/** Record id → its RowVersion now (a record missing here is not checked). */
export type CurrentVersions = (id: string) => string | undefined

/** Decisions that still hold: made on the records as they are now (a change of either lets them be matched again). */
export function heldDecisions(decisions: readonly StoredDecision[], versionOf: CurrentVersions): Map<string, Decision> {
  const held = new Map<string, Decision>()
  for (const decision of decisions) {
    const left = versionOf(decision.leftId)
    const right = versionOf(decision.rightId)
    if ((left === undefined || left === decision.leftRowVersion) && (right === undefined || right === decision.rightRowVersion)) {
      held.set(pairKey(decision.leftId, decision.rightId), decision.decision)
    }
  }
  return held
}

/** A group's decision: the one every pair of it holds, else none. */
export function groupDecision(pairs: ReadonlyArray<{ Left: string; Right: string }>, held: ReadonlyMap<string, Decision>): Decision | null {
  const decisions = new Set(pairs.map((pair) => held.get(pairKey(pair.Left, pair.Right)) ?? null))
  const [only] = [...decisions]
  return decisions.size === 1 && only !== undefined ? only : null
}
