import { describe, expect, it } from 'vitest'
import { flush, renderWithApp } from '@/test/render'
import { makeDetail, makeLimit, makePeriod } from '@/test/entitlements/runtime'
import LimitsTab from './LimitsTab.vue'

const twoLimits = () =>
  makeDetail({
    Periods: [makePeriod({ Id: 'per-1', PeriodNumber: 1, Status: 3 }), makePeriod({ Id: 'per-2', PeriodNumber: 2, Status: 1, StartsAtUtc: '2026-02-01T00:00:00Z', EndsAtUtc: '2026-03-01T00:00:00Z' })],
    Limits: [
      makeLimit({ Id: 'old', PeriodId: 'per-1', ConsumedAmountSnapshot: 20, AvailableAmount: 0, IsActive: false }),
      makeLimit({ Id: 'tickets', PeriodId: 'per-2', ConsumedAmountSnapshot: 12, AvailableAmount: 8 }),
      makeLimit({ Id: 'seats', Key: 'seats', DisplayName: 'Seats', UnitLabel: null, LimitFamily: 2, PeriodId: 'per-2', GrantedAmount: 5, ConsumedAmountSnapshot: 6, AvailableAmount: 0 }),
    ],
  })

describe('LimitsTab', () => {
  it('shows the current period’s limits as bars: granted, consumed, available, over-limit in red', async () => {
    const { wrapper } = await renderWithApp(LimitsTab, { props: { detail: twoLimits() } })
    await flush()
    const tickets = wrapper.find('[data-testid="limit-tickets"]')
    expect(tickets.find('[data-testid="limit-summary"]').text()).toBe('12 of 20 tickets used · 8 available')
    expect(tickets.find('[role="progressbar"]').attributes('aria-valuenow')).toBe('60')
    expect(tickets.find('[data-testid="limit-over"]').exists()).toBe(false)

    const seats = wrapper.find('[data-testid="limit-seats"]')
    expect(seats.find('[data-testid="limit-summary"]').text()).toContain('6 of 5 used · 0 available')
    expect(seats.find('[data-testid="limit-over"]').text()).toBe('1 over the limit')
    expect(seats.find('[role="progressbar"]').attributes('aria-valuenow')).toBe('100')
    // The earlier period's limit is not among the current ones.
    expect(wrapper.findAll('[data-testid^="limit-tickets"]')).toHaveLength(1)
  })

  it('offers Adjust only when the server allows it, and says why not otherwise', async () => {
    const allowed = await renderWithApp(LimitsTab, { props: { detail: twoLimits() } })
    await flush()
    await allowed.wrapper.find('[data-testid="adjust-tickets"]').trigger('click')
    expect(allowed.wrapper.emitted('adjust')).toEqual([['tickets']])
    allowed.wrapper.unmount()

    const detail = twoLimits()
    detail.ObjectInvariant.Operations.adjust = {
      OperationKey: 'adjust',
      IsAllowed: false,
      Denials: [{ Source: 0, SourceKey: 'adjust', ReasonCode: 'grant', SafeMessage: 'You may not adjust entitlements of the model “Support subscription”.' }],
    }
    const denied = await renderWithApp(LimitsTab, { props: { detail } })
    await flush()
    expect(denied.wrapper.find('[data-testid="adjust-tickets"]').exists()).toBe(false)
    expect(denied.wrapper.find('[data-testid="limit-tickets"]').text()).toContain('You may not adjust entitlements of the model “Support subscription”.')
  })

  it('shows an unlimited limit without a bar', async () => {
    const detail = makeDetail({ Limits: [makeLimit({ GrantedAmount: null, AvailableAmount: null, ConsumedAmountSnapshot: 1234.5 })] })
    const { wrapper } = await renderWithApp(LimitsTab, { props: { detail } })
    await flush()
    expect(wrapper.find('[data-testid="limit-tickets"] [role="progressbar"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="limit-summary"]').text()).toBe('1,234.5 tickets used (unlimited)')
  })
})
