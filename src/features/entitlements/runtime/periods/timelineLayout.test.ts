import { describe, expect, it } from 'vitest'
import { periodTimeline } from './timelineLayout'

const period = (n: number, from: string, to: string | null, grace: string | null = to, status = 1) => ({
  Id: `p${n}`,
  PeriodNumber: n,
  StartsAtUtc: from,
  EndsAtUtc: to,
  GraceUntilUtc: grace,
  Status: status,
})

describe('periodTimeline', () => {
  it('lays periods side by side from the first start to the last grace, with today marked', () => {
    const timeline = periodTimeline(
      [period(1, '2026-01-01T00:00:00Z', '2026-01-11T00:00:00Z', null, 3), period(2, '2026-01-11T00:00:00Z', '2026-01-21T00:00:00Z', '2026-01-31T00:00:00Z')],
      new Date('2026-01-16T00:00:00Z'),
    )
    expect(timeline.periods.map((p) => [p.left, p.width])).toEqual([
      [0, 33.33],
      [33.33, 33.34],
    ])
    expect(timeline.periods[0]!.grace).toBeNull()
    expect(timeline.periods[1]!.grace).toEqual({ left: 66.67, width: 33.33 })
    expect(timeline.today).toBe(50)
  })

  it('has no today marker when today is outside the periods', () => {
    const timeline = periodTimeline([period(1, '2026-01-01T00:00:00Z', '2026-01-11T00:00:00Z')], new Date('2026-03-01T00:00:00Z'))
    expect(timeline.today).toBeNull()
  })

  it('runs an open-ended period past today', () => {
    const timeline = periodTimeline([period(1, '2026-01-01T00:00:00Z', null, null)], new Date('2026-01-31T00:00:00Z'))
    expect(timeline.periods[0]!.openEnded).toBe(true)
    expect(timeline.periods[0]!.width).toBe(100)
    expect(timeline.today).not.toBeNull()
    expect(timeline.today!).toBeLessThan(100)
  })
})
