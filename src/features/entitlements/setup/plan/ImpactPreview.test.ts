import { describe, expect, it } from 'vitest'
import { renderWithApp } from '@/test/render'
import { makeImpact } from '@/test/entitlements/setup'
import ImpactPreview from './ImpactPreview.vue'
import { withAppRouteStubs } from '@/test/appRouteStubs'

const limitName = (key: string) => ({ tickets: 'Tickets' })[key] ?? key
const routes = withAppRouteStubs([{ path: '/:any(.*)', component: { template: '<div />' } }])

async function render(impact = makeImpact()) {
  const { wrapper } = await renderWithApp(ImpactPreview, { props: { impact, limitName }, routes })
  return wrapper
}

describe('impact preview', () => {
  it('says what changes, which live entitlements differ and links to them', async () => {
    const wrapper = await render()
    expect(wrapper.get('[data-testid="impact-changed"]').text()).toContain('Your edit changes: Granted amount of Tickets.')
    expect(wrapper.get('[data-testid="impact-differing-count"]').text()).toBe('2 of 5 live entitlements have other terms than these. Saving does not change them: they keep the terms they were issued with.')
    const rows = wrapper.findAll('[data-testid="impact-differing"] tbody tr')
    expect(rows.map((row) => row.findAll('td').map((cell) => cell.text()))).toEqual([
      ['7', 'Acme GmbH', 'Granted amount of Tickets, Terms text'],
      ['9', 'Globex AG', 'Duration'],
    ])
    expect(rows[0]!.get('a').attributes('href')).toBe('/entitlements/ent-7')
  })

  it('shows who has used more than the proposed granted amount, and that their own terms stay', async () => {
    const wrapper = await render()
    expect(wrapper.get('[data-testid="impact-over-limit-count"]').text()).toContain('One owner has used more this period than these terms grant. Their entitlement keeps its own terms')
    const cells = wrapper.findAll('[data-testid="impact-over-limit"] tbody td').map((cell) => cell.text())
    expect(cells).toEqual(['7', 'Acme GmbH', 'Tickets', '14', '10'])
  })

  it('says so when nothing changes and nobody is over a limit, and counts rows beyond the first ones', async () => {
    const wrapper = await render(makeImpact({ ChangedFields: [], DifferingCount: 150, OverLimitCount: 0, OverLimit: [] }))
    expect(wrapper.get('[data-testid="impact-changed"]').text()).toContain('Your edit changes none of the terms')
    expect(wrapper.text()).toContain('… and 148 more.')
    expect(wrapper.get('[data-testid="impact-no-over-limit"]').text()).toBe('Nobody has used more this period than these terms grant.')
  })
})
