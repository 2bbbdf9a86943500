import { describe, expect, it } from 'vitest'
import { niceCeiling } from './niceCeiling'

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 51, 240].map(niceCeiling)).toEqual([1, 1, 5, 10, 20, 100, 500])
  })
})
