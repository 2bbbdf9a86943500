import { describe, expect, it } from 'vitest'
import { mergeRange, missingRanges, receivedBytes } from './uploads.ranges'

describe('received byte ranges', () => {
  it('merges overlapping, touching and repeated ranges, in any order', () => {
    let ranges = mergeRange([], { Start: 20, End: 30 })
    ranges = mergeRange(ranges, { Start: 0, End: 10 })
    ranges = mergeRange(ranges, { Start: 10, End: 15 })
    ranges = mergeRange(ranges, { Start: 0, End: 10 })
    expect(ranges).toEqual([{ Start: 0, End: 15 }, { Start: 20, End: 30 }])
    expect(receivedBytes(ranges)).toBe(25)
    expect(mergeRange(ranges, { Start: 12, End: 25 })).toEqual([{ Start: 0, End: 30 }])
  })

  it('names what is missing, up to the size', () => {
    expect(missingRanges([{ Start: 5, End: 10 }, { Start: 20, End: 30 }], 40)).toEqual([
      { Start: 0, End: 5 }, { Start: 10, End: 20 }, { Start: 30, End: 40 },
    ])
    expect(missingRanges([{ Start: 0, End: 40 }], 40)).toEqual([])
    expect(missingRanges([], 0)).toEqual([])
  })
})
