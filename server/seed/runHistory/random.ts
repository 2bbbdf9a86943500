import { createHash } from 'node:crypto'

/** Deterministic randomness for the demo run history: the same seed gives the same workspace. */

export interface Random {
  /** In [0, 1). */
  next(): number
  /** An integer in [0, max). */
  int(max: number): number
  /** An integer in [min, max]. */
  between(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(list: readonly T[]): T
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T
}

/** mulberry32: small, fast and good enough for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (max: number) => Math.floor(next() * max)
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (probability) => next() < probability,
    pick: (list) => list[int(list.length)]!,
    weighted(choices) {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
      let rest = next() * total
      for (const [value, weight] of choices) {
        rest -= weight
        if (rest < 0) return value
      }
      return choices[choices.length - 1]![0]
    },
  }
}

/** A UUID-shaped id derived from `text`, so that every fresh demo workspace has the same ids. */
export function stableUuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
