import { jaroWinkler } from '@skyra/jaro-winkler'
import { distance as levenshteinDistance } from 'fastest-levenshtein'
import { byCodePoint } from './normalize'

/**
 * The string algorithms of fuzzy criteria, each over Unicode code points. Levenshtein comes from
 * fastest-levenshtein and Jaro-Winkler from @skyra/jaro-winkler; Damerau-Levenshtein (optimal string
 * alignment) and token-set (as rapidfuzz's token_set_ratio, Indel-normalized) are written here.
 * Similarities are in basis points (0 to 10000).
 */

const toBasisPoints = (ratio: number): number => Math.max(0, Math.min(10000, Math.round(ratio * 10000)))

/**
 * The two strings with every code point outside the Basic Multilingual Plane replaced by one private
 * use character (the same for both), so that UTF-16 based libraries count code points.
 */
function asCodeUnits(a: string, b: string): [string, string] {
  if (!/[\u{10000}-\u{10FFFF}]/u.test(a + b)) return [a, b]
  const substitutes = new Map<string, string>()
  const map = (text: string) =>
    Array.from(text, (char) => {
      if (char.length === 1) return char
      let substitute = substitutes.get(char)
      if (!substitute) {
        substitute = String.fromCharCode(0xe000 + substitutes.size)
        substitutes.set(char, substitute)
      }
      return substitute
    }).join('')
  return [map(a), map(b)]
}

export function levenshtein(a: string, b: string): number {
  const [left, right] = asCodeUnits(a, b)
  return levenshteinDistance(left, right)
}

/** Damerau-Levenshtein as optimal string alignment: insertions, deletions, substitutions, adjacent transpositions. */
export function damerauLevenshtein(a: string, b: string): number {
  const left = Array.from(a)
  const right = Array.from(b)
  const rows: number[][] = Array.from({ length: left.length + 1 }, (_, i) => Array.from({ length: right.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= left.length; i++) {
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  }
  return rows[left.length]![right.length]!
}

/** 1 − distance / length of the longer string, in basis points. */
export function distanceSimilarity(a: string, b: string, distance: number): number {
  const longer = Math.max(Array.from(a).length, Array.from(b).length)
  return longer === 0 ? 10000 : toBasisPoints(1 - distance / longer)
}

export function jaroWinklerSimilarity(a: string, b: string): number {
  if (a === b) return 10000
  return toBasisPoints(jaroWinkler(Array.from(a), Array.from(b)))
}

/** Length of the longest common subsequence of two code point arrays. */
function commonSubsequence(left: readonly string[], right: readonly string[]): number {
  let previous = new Array<number>(right.length + 1).fill(0)
  for (const char of left) {
    const current = new Array<number>(right.length + 1).fill(0)
    for (let j = 1; j <= right.length; j++) {
      current[j] = char === right[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!)
    }
    previous = current
  }
  return previous[right.length]!
}

/** Indel-normalized similarity: 2 × common subsequence / total length. */
function indelRatio(a: string, b: string): number {
  const left = Array.from(a)
  const right = Array.from(b)
  const total = left.length + right.length
  return total === 0 ? 1 : (2 * commonSubsequence(left, right)) / total
}

/**
 * Token-set similarity: the shared words against each side's shared-plus-own words (all sorted);
 * the best of the three ratios. Repeated and reordered words do not lower it.
 */
export function tokenSetSimilarity(leftTokens: readonly string[], rightTokens: readonly string[]): number {
  const left = new Set(leftTokens)
  const right = new Set(rightTokens)
  if (left.size === 0 || right.size === 0) return 0
  const shared = [...left].filter((token) => right.has(token)).sort(byCodePoint)
  const onlyLeft = [...left].filter((token) => !right.has(token)).sort(byCodePoint)
  const onlyRight = [...right].filter((token) => !left.has(token)).sort(byCodePoint)
  if (shared.length > 0 && (onlyLeft.length === 0 || onlyRight.length === 0)) return 10000
  const base = shared.join(' ')
  const withLeft = [base, onlyLeft.join(' ')].filter(Boolean).join(' ')
  const withRight = [base, onlyRight.join(' ')].filter(Boolean).join(' ')
  const ratios = [indelRatio(withLeft, withRight)]
  if (base) ratios.push(indelRatio(base, withLeft), indelRatio(base, withRight))
  return toBasisPoints(Math.max(...ratios))
}
