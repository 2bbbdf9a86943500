/**
 * Rank keys: fractional indexes over base-62 digits. Keys compare byte-wise (the column is
 * COLLATE "C") and the digits are in ASCII order, so string order is numeric order of the fractions
 * 0.d1d2d3… . A key never ends in `0`: "V" and "V0" would be the same fraction, and with no trailing
 * zero there is always room for another key between two different keys.
 */

export const rankDigits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

const zero = rankDigits[0] as string
const top = rankDigits[rankDigits.length - 1] as string
/** The first key of an empty column: the middle leaves room on both sides. */
const middle = rankDigits[rankDigits.length / 2] as string

const digitOf = (character: string): number => rankDigits.indexOf(character)

export function isRankKey(value: string): boolean {
  return value.length > 0 && !value.endsWith(zero) && [...value].every((character) => digitOf(character) >= 0)
}

function assertRankKey(value: string): void {
  if (!isRankKey(value)) throw new Error(`"${value}" is not a rank key.`)
}

/** A key strictly between a and b, b null meaning the end (the fraction 1); a may be '' (0). */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let common = 0
    while ((a[common] ?? zero) === b[common]) common++
    if (common > 0) return b.slice(0, common) + midpoint(a.slice(common), b.slice(common))
  }
  const low = a ? digitOf(a[0] as string) : 0
  const high = b !== null ? digitOf(b[0] as string) : rankDigits.length
  if (high - low > 1) return rankDigits[Math.round((low + high) / 2)] as string
  // Adjacent first digits: b's first digit alone is below b when b goes on, else go one digit deeper.
  if (b !== null && b.length > 1) return b.slice(0, 1)
  return (rankDigits[low] as string) + midpoint(a.slice(1), null)
}

/**
 * Steps a key by one unit of its (2k+2)-th digit, k being the count of its leading `edge` digits:
 * the more a column grows at one end, the deeper the step, so key length grows with the logarithm
 * of the number of appends (2,000 appends stay within 4 digits) instead of linearly.
 */
function step(key: string, direction: 1 | -1): string {
  const edge = direction === 1 ? top : zero
  let leading = 0
  while (key[leading] === edge) leading++
  const length = 2 * leading + 2
  const digits = [...key.slice(0, length).padEnd(length, zero)].map(digitOf)
  let index = length - 1
  // Carry or borrow stops at the first digit that is not the edge digit (there is one by then).
  for (;;) {
    const next = (digits[index] as number) + direction
    if (next >= 0 && next < rankDigits.length) {
      digits[index] = next
      break
    }
    digits[index] = direction === 1 ? 0 : rankDigits.length - 1
    index--
  }
  const stepped = digits.map((digit) => rankDigits[digit]).join('').replace(/0+$/, '')
  // A key longer than the step's digits: its own prefix is already below it.
  return direction === -1 && key.length > length ? key.slice(0, length).replace(/0+$/, '') : stepped
}

/**
 * A rank key strictly between before and after (null: no bound on that side). Throws when a key is
 * malformed or before is not below after — callers pass neighbours of one ordered column.
 */
export function rankBetween(before: string | null, after: string | null): string {
  if (before !== null) assertRankKey(before)
  if (after !== null) assertRankKey(after)
  if (before === null && after === null) return middle
  if (after === null) return step(before as string, 1)
  if (before === null) return step(after, -1)
  if (before >= after) throw new Error(`"${before}" is not below "${after}".`)
  return midpoint(before, after)
}
