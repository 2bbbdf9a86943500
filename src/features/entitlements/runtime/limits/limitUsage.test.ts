import { describe, expect, it } from 'vitest'
import { limitUsage } from './limitUsage'

describe('limitUsage', () => {
  it('gives the bar its share and colour', () => {
    expect(limitUsage(20, 5)).toMatchObject({ percent: 25, over: false, color: 'primary' })
    expect(limitUsage(20, 17)).toMatchObject({ percent: 85, over: false, color: 'warning' })
  })

  it('shows 0.1 + 0.2 of 0.3 as full, not over', () => {
    expect(limitUsage(0.3, 0.1 + 0.2)).toMatchObject({ percent: 100, over: false, overBy: 0n })
  })

  it('caps the bar at full and says how far over it is', () => {
    expect(limitUsage(1000, 1200)).toMatchObject({ percent: 100, over: true, overBy: 200_000_000n, color: 'error' })
    expect(limitUsage(0, 1)).toMatchObject({ percent: 100, over: true })
  })

  it('has no bar for an unlimited limit', () => {
    expect(limitUsage(null, 50)).toMatchObject({ percent: null, over: false })
  })
})
