import { describe, expect, it } from 'vitest'
import { renderWithApp } from '@/test/render'
import UsageCell from './UsageCell.vue'

const limit = (id: string, name: string, consumed: number, granted: number | null, over = false) => ({
  EntitlementLimitId: id, DisplayName: name, UnitLabel: null, LimitFamily: 0 as const, GrantedAmount: granted, ConsumedAmount: consumed, IsOverLimit: over,
})

describe('UsageCell', () => {
  it('shows consumed of granted, the limits over first and marked, and how many more there are', async () => {
    const { wrapper } = await renderWithApp(UsageCell, {
      props: { usage: [limit('a', 'Seats', 2, 5), limit('b', 'Tickets', 25, 20, true), limit('c', 'Hours', 1, null)] },
    })
    const rows = wrapper.findAll('li').map((row) => row.text())
    expect(rows).toEqual(['Tickets 25 of 20 Over', 'Seats 2 of 5', 'one more limit'])
  })

  it('shows a dash when no period runs now', async () => {
    const { wrapper } = await renderWithApp(UsageCell, { props: { usage: null } })
    expect(wrapper.text()).toBe('—')
    expect(wrapper.find('span').attributes('title')).toBe('No period runs now')
  })
})
