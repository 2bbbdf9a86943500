import { describe, expect, it } from 'vitest'
import { PlanPeriodUnit as U, TimeBoundWindowAnchor, type PlanTerms } from '../shared/planTerms'
import { addUnits, calendarFloor, generatePeriods, nextRollingPeriod, termOf } from './periods'

const utc = (text: string) => new Date(`${text}Z`)
const iso = (date: Date | null) => (date === null ? null : date.toISOString().replace('.000Z', ''))

function terms(overrides: Partial<PlanTerms> = {}): PlanTerms {
  return {
    DurationAmount: 12,
    DurationUnit: U.Month,
    GracePeriodAmount: 14,
    GracePeriodUnit: U.Day,
    TimeBoundWindowAmount: 1,
    TimeBoundWindowUnit: U.Month,
    TimeBoundWindowAnchor: TimeBoundWindowAnchor.EntitlementStart,
    Limits: [],
    ...overrides,
  }
}

const spans = (plan: PlanTerms, start: string, now = '2025-01-01T00:00:00') => {
  const term = termOf(plan, utc(start))
  return generatePeriods(plan, term, utc(now)).map((period) => [period.periodNumber, iso(period.startsAt), iso(period.endsAt), iso(period.graceUntil)])
}

describe('unit arithmetic', () => {
  it('clamps months to the last day and keeps the time of day', () => {
    expect(iso(addUnits(utc('2025-01-31T10:30:00'), U.Month, 1))).toBe('2025-02-28T10:30:00')
    expect(iso(addUnits(utc('2024-01-31T00:00:00'), U.Month, 1))).toBe('2024-02-29T00:00:00')
    expect(iso(addUnits(utc('2025-01-31T00:00:00'), U.Month, 2))).toBe('2025-03-31T00:00:00')
    expect(iso(addUnits(utc('2024-02-29T00:00:00'), U.Year, 1))).toBe('2025-02-28T00:00:00')
    expect(iso(addUnits(utc('2025-11-15T00:00:00'), U.Month, 3))).toBe('2026-02-15T00:00:00')
    expect(iso(addUnits(utc('2025-03-01T00:00:00'), U.Week, 2))).toBe('2025-03-15T00:00:00')
    expect(iso(addUnits(utc('2025-03-01T06:00:00'), U.Day, 45))).toBe('2025-04-15T06:00:00')
  })

  it('finds calendar boundaries in UTC (weeks start on Monday)', () => {
    const wednesday = utc('2025-03-12T15:00:00')
    expect(iso(calendarFloor(wednesday, U.Day))).toBe('2025-03-12T00:00:00')
    expect(iso(calendarFloor(wednesday, U.Week))).toBe('2025-03-10T00:00:00')
    expect(iso(calendarFloor(utc('2025-03-16T23:00:00'), U.Week))).toBe('2025-03-10T00:00:00')
    expect(iso(calendarFloor(wednesday, U.Month))).toBe('2025-03-01T00:00:00')
    expect(iso(calendarFloor(wednesday, U.Year))).toBe('2025-01-01T00:00:00')
  })
})

describe('term', () => {
  it('ends after the duration with grace after the end', () => {
    const term = termOf(terms(), utc('2025-01-15T00:00:00'))
    expect(iso(term.endsAt)).toBe('2026-01-15T00:00:00')
    expect(iso(term.graceUntil)).toBe('2026-01-29T00:00:00')
  })

  it('has grace equal to the end without a grace period, and no end when open-ended', () => {
    const noGrace = termOf(terms({ GracePeriodAmount: null, GracePeriodUnit: U.None }), utc('2025-01-15T00:00:00'))
    expect(noGrace.graceUntil).toEqual(noGrace.endsAt)
    const open = termOf(terms({ DurationAmount: null, DurationUnit: U.None }), utc('2025-01-15T00:00:00'))
    expect(open.endsAt).toBeNull()
    expect(open.graceUntil).toBeNull()
  })
})

describe('periods', () => {
  it('gives a 12-month term with monthly windows twelve periods, grace on the last only', () => {
    const periods = spans(terms(), '2025-01-15T00:00:00')
    expect(periods).toHaveLength(12)
    expect(periods[0]).toEqual([1, '2025-01-15T00:00:00', '2025-02-15T00:00:00', '2025-02-15T00:00:00'])
    expect(periods[11]).toEqual([12, '2025-12-15T00:00:00', '2026-01-15T00:00:00', '2026-01-29T00:00:00'])
  })

  it('clamps month-end windows from the anchor without drifting', () => {
    const periods = spans(terms({ DurationAmount: 4 }), '2025-01-31T00:00:00')
    expect(periods.map((period) => period[1])).toEqual(['2025-01-31T00:00:00', '2025-02-28T00:00:00', '2025-03-31T00:00:00', '2025-04-30T00:00:00'])
    expect(periods[3]![2]).toBe('2025-05-31T00:00:00')
  })

  it('gives one period for the whole term without a window', () => {
    const plan = terms({ TimeBoundWindowAmount: null, TimeBoundWindowUnit: U.None })
    expect(spans(plan, '2025-01-15T00:00:00')).toEqual([[1, '2025-01-15T00:00:00', '2026-01-15T00:00:00', '2026-01-29T00:00:00']])
  })

  it('cuts the last window at the end of the term', () => {
    const plan = terms({ DurationAmount: 10, DurationUnit: U.Day, TimeBoundWindowAmount: 1, TimeBoundWindowUnit: U.Week, GracePeriodUnit: U.None, GracePeriodAmount: null })
    expect(spans(plan, '2025-03-01T00:00:00')).toEqual([
      [1, '2025-03-01T00:00:00', '2025-03-08T00:00:00', '2025-03-08T00:00:00'],
      [2, '2025-03-08T00:00:00', '2025-03-11T00:00:00', '2025-03-11T00:00:00'],
    ])
  })

  it('starts calendar windows with a partial period up to the next boundary', () => {
    const plan = terms({ TimeBoundWindowAnchor: TimeBoundWindowAnchor.Calendar })
    const periods = spans(plan, '2025-01-15T00:00:00')
    expect(periods).toHaveLength(13)
    expect(periods[0]).toEqual([1, '2025-01-15T00:00:00', '2025-02-01T00:00:00', '2025-02-01T00:00:00'])
    expect(periods[1]).toEqual([2, '2025-02-01T00:00:00', '2025-03-01T00:00:00', '2025-03-01T00:00:00'])
    expect(periods[12]).toEqual([13, '2026-01-01T00:00:00', '2026-01-15T00:00:00', '2026-01-29T00:00:00'])
  })

  it('needs no partial period when the start is on the calendar boundary', () => {
    const plan = terms({ TimeBoundWindowAnchor: TimeBoundWindowAnchor.Calendar })
    const periods = spans(plan, '2025-01-01T00:00:00')
    expect(periods).toHaveLength(12)
    expect(periods[0]![2]).toBe('2025-02-01T00:00:00')
  })

  it('uses Mondays and 1 January as calendar boundaries', () => {
    const weekly = terms({ DurationAmount: 3, DurationUnit: U.Week, TimeBoundWindowUnit: U.Week, TimeBoundWindowAnchor: TimeBoundWindowAnchor.Calendar })
    expect(spans(weekly, '2025-03-12T12:00:00').map((period) => period[1])).toEqual([
      '2025-03-12T12:00:00',
      '2025-03-17T00:00:00',
      '2025-03-24T00:00:00',
      '2025-03-31T00:00:00',
    ])
    const yearly = terms({ DurationAmount: 2, DurationUnit: U.Year, TimeBoundWindowUnit: U.Year, TimeBoundWindowAnchor: TimeBoundWindowAnchor.Calendar })
    expect(spans(yearly, '2025-06-01T00:00:00').map((period) => period[2])).toEqual(['2026-01-01T00:00:00', '2027-01-01T00:00:00', '2027-06-01T00:00:00'])
  })

  it('rolls open-ended windows: up to now + 1 window, at least one', () => {
    const open = terms({ DurationAmount: null, DurationUnit: U.None, GracePeriodAmount: null, GracePeriodUnit: U.None })
    expect(spans(open, '2025-03-01T00:00:00', '2025-01-01T00:00:00')).toEqual([[1, '2025-03-01T00:00:00', '2025-04-01T00:00:00', '2025-04-01T00:00:00']])
    const running = spans(open, '2025-01-01T00:00:00', '2025-03-10T00:00:00')
    expect(running.map((period) => period[1])).toEqual(['2025-01-01T00:00:00', '2025-02-01T00:00:00', '2025-03-01T00:00:00', '2025-04-01T00:00:00'])
  })

  it('appends the next rolling period once the last has started', () => {
    const open = terms({ DurationAmount: null, DurationUnit: U.None, GracePeriodAmount: null, GracePeriodUnit: U.None })
    const term = termOf(open, utc('2025-01-01T00:00:00'))
    const last = { periodNumber: 2, startsAt: utc('2025-02-01T00:00:00') }
    expect(nextRollingPeriod(open, term, last, utc('2025-01-20T00:00:00'))).toBeNull()
    const next = nextRollingPeriod(open, term, last, utc('2025-02-01T00:00:00'))
    expect([next?.periodNumber, iso(next?.startsAt ?? null), iso(next?.endsAt ?? null)]).toEqual([3, '2025-03-01T00:00:00', '2025-04-01T00:00:00'])
    expect(nextRollingPeriod(terms(), termOf(terms(), utc('2025-01-01T00:00:00')), last, utc('2025-06-01T00:00:00'))).toBeNull()
  })

  it('gives an open-ended term without a window one endless period', () => {
    const open = terms({ DurationAmount: null, DurationUnit: U.None, TimeBoundWindowAmount: null, TimeBoundWindowUnit: U.None })
    expect(spans(open, '2025-01-01T00:00:00', '2026-01-01T00:00:00')).toEqual([[1, '2025-01-01T00:00:00', null, null]])
  })
})
