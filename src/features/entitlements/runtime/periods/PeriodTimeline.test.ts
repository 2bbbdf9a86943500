import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush, renderWithApp } from '@/test/render'
import { makePeriod } from '@/test/entitlements/runtime'
import PeriodTimeline from './PeriodTimeline.vue'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-02-15T00:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('PeriodTimeline', () => {
  it('draws each period in its status colour, the grace after the last one and today', async () => {
    const periods = [
      makePeriod({ Id: 'p1', PeriodNumber: 1, StartsAtUtc: '2026-01-01T00:00:00Z', EndsAtUtc: '2026-02-01T00:00:00Z', GraceUntilUtc: '2026-02-01T00:00:00Z', Status: 3 }),
      makePeriod({ Id: 'p2', PeriodNumber: 2, StartsAtUtc: '2026-02-01T00:00:00Z', EndsAtUtc: '2026-03-01T00:00:00Z', GraceUntilUtc: '2026-03-15T00:00:00Z', Status: 1 }),
    ]
    const { wrapper } = await renderWithApp(PeriodTimeline, { props: { periods } })
    await flush()
    const bars = wrapper.findAll('[data-testid="timeline-period"]')
    expect(bars.map((bar) => bar.classes().find((name) => name.startsWith('bg-')))).toEqual(['bg-grey', 'bg-success'])
    expect(bars[1]!.text()).toContain('Period 2')
    expect(bars[1]!.text()).toContain('Active')
    expect(wrapper.findAll('[data-testid="timeline-grace"]')).toHaveLength(1)
    const today = wrapper.find('[data-testid="timeline-today"]')
    expect(today.exists()).toBe(true)
    const left = Number.parseFloat(today.attributes('style')?.match(/left:\s*([\d.]+)%/)?.[1] ?? 'NaN')
    // 15 Feb lies 45 of the 73 days from 1 Jan to the end of the grace on 15 Mar.
    expect(left).toBeCloseTo((45 / 73) * 100, 1)
  })
})
