import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRankKey, rankBetween, rankDigits } from './rank'

const rankKey = fc
  .array(fc.constantFrom(...rankDigits), { minLength: 1, maxLength: 12 })
  .map((digits) => digits.join('').replace(/0+$/, ''))
  .filter((key) => key.length > 0)

/** Byte-wise, like the column's COLLATE "C". */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b))

describe('rankBetween', () => {
  it('answers a key strictly between any two different keys', () => {
    fc.assert(
      fc.property(rankKey, rankKey, (x, y) => {
        fc.pre(x !== y)
        const [low, high] = byteOrder(x, y) < 0 ? [x, y] : [y, x]
        const key = rankBetween(low, high)
        expect(isRankKey(key)).toBe(true)
        expect(byteOrder(low, key)).toBeLessThan(0)
        expect(byteOrder(key, high)).toBeLessThan(0)
      }),
      { numRuns: 2000, seed: 62 },
    )
  })

  it('answers a key after the last and before the first one', () => {
    fc.assert(
      fc.property(rankKey, (key) => {
        const next = rankBetween(key, null)
        const previous = rankBetween(null, key)
        expect(isRankKey(next) && isRankKey(previous)).toBe(true)
        expect(byteOrder(key, next)).toBeLessThan(0)
        expect(byteOrder(previous, key)).toBeLessThan(0)
      }),
      { numRuns: 2000, seed: 63 },
    )
  })

  it('keeps a total order under any sequence of inserts, with short keys on appends', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 300 }), (slots) => {
        const keys: string[] = []
        for (const slot of slots) {
          const index = slot % (keys.length + 1)
          keys.splice(index, 0, rankBetween(keys[index - 1] ?? null, keys[index] ?? null))
        }
        for (let index = 1; index < keys.length; index++) expect(byteOrder(keys[index - 1]!, keys[index]!)).toBeLessThan(0)
      }),
      { numRuns: 300, seed: 64 },
    )
    let last: string | null = null
    for (let count = 0; count < 2000; count++) last = rankBetween(last, null)
    expect((last as string).length).toBeLessThanOrEqual(4)
    let first: string | null = null
    for (let count = 0; count < 2000; count++) first = rankBetween(null, first)
    expect((first as string).length).toBeLessThanOrEqual(4)
  })

  it('grows without bound when always inserting at the same gap, and stays ordered', () => {
    let low = 'V'
    const high = 'W'
    for (let count = 0; count < 500; count++) {
      const key = rankBetween(low, high)
      expect(byteOrder(low, key)).toBeLessThan(0)
      expect(byteOrder(key, high)).toBeLessThan(0)
      low = key
    }
  })

  it('refuses malformed or reversed bounds', () => {
    expect(() => rankBetween('V0', null)).toThrow()
    expect(() => rankBetween('a-b', null)).toThrow()
    expect(() => rankBetween('W', 'V')).toThrow()
    expect(() => rankBetween('V', 'V')).toThrow()
  })
})
