import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush, renderWithApp } from '@/test/render'
import EntitlementFilterBar from '../list/EntitlementFilterBar.vue'
import { makeOptions, makeSummary, ok } from '@/test/entitlements/runtime'
import EntitlementListView from './EntitlementListView.vue'

afterEach(() => vi.unstubAllGlobals())

const R = '/api/workspace/entitlement-operations'

function backend(listAnswer: { status: number; body: unknown } = ok({ Items: [makeSummary('ent-1', 1001), makeSummary('ent-2', 1002, { EffectiveState: 2 })], Page: 1, PageSize: 25, TotalCount: 2, HasMore: false })) {
  const lists: URLSearchParams[] = []
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    let answer: { status: number; body: unknown } = ok(null)
    if (url.pathname === `${R}/options`) answer = ok(makeOptions())
    if (url.pathname === `${R}/entitlements`) {
      lists.push(url.searchParams)
      answer = listAnswer
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetchStub, lists }
}

async function render(path: string, server = backend()) {
  vi.stubGlobal('fetch', server.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const rendered = await renderWithApp(EntitlementListView, {
    routes: withAppRouteStubs([
      { path: '/', component: { template: '<div />' } },
      { path: '/entitlements', component: EntitlementListView },
      { path: '/entitlements/:entitlementId', component: { template: '<div />' } },
      { path: '/entitlements/setup/models', component: { template: '<div />' } },
    ]),
    initialPath: path,
  })
  await flush()
  await flush()
  return { ...rendered, server }
}

describe('EntitlementListView', () => {
  it('asks the server with the filters, search and sort of the URL', async () => {
    const { server, wrapper } = await render('/entitlements?model=mod-support&plan=plan-basic&state=InGrace&status=Active&owner=rec-7&q=acme&sort=Owner')
    const query = Object.fromEntries(server.lists.at(-1)!)
    expect(query).toEqual({
      Page: '1',
      PageSize: '25',
      Search: 'acme',
      EntitlementModelId: 'mod-support',
      EntitlementPlanId: 'plan-basic',
      OwnerEntityInstanceId: 'rec-7',
      Status: '2',
      EffectiveState: '2',
      SortField: '1',
      SortDirection: '0',
    })
    expect(wrapper.text()).toContain('#1001')
    expect(wrapper.text()).toContain('Customer 1002')
    expect(wrapper.text()).toContain('In grace')
  })

  it('puts a chosen filter in the URL by name, starting again at page 1, and clears them all', async () => {
    const { router, wrapper, server } = await render('/entitlements?page=2&q=acme')
    wrapper.findComponent(EntitlementFilterBar).vm.$emit('change', { Status: 3 })
    await flush()
    await flush()
    expect(router!.currentRoute.value.query).toEqual({ q: 'acme', status: 'Suspended' })
    expect(server.lists.at(-1)!.get('Status')).toBe('3')
    expect(server.lists.at(-1)!.get('Page')).toBe('1')

    await wrapper.find('[data-testid="filter-clear"]').trigger('click')
    await flush()
    expect(router!.currentRoute.value.query).toEqual({ q: 'acme' })
  })

  it('offers issuing only to callers with an issue grant, and opens the dialog from the URL', async () => {
    const { wrapper } = await render('/entitlements?issue=1')
    expect(wrapper.find('[data-testid="issue-entitlement"]').exists()).toBe(true)
    await vi.waitFor(() => expect(document.querySelector('[data-testid="issue-dialog"]')).not.toBeNull())
  })

  it('shows the module switched off instead of the list', async () => {
    const disabled = { status: 403, body: { title: 'Forbidden', status: 403, detail: 'The Entitlements module is switched off.', code: 'serviceEntitlements.module.disabled' } }
    const { wrapper } = await render('/entitlements', backend(disabled))
    expect(wrapper.find('[data-testid="entitlements-module-disabled"]').exists()).toBe(true)
  })
})
