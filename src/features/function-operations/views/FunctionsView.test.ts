import { describe, expect, it, vi } from 'vitest'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import type { FunctionDefinition } from '../api/functionOperations.types'
import FunctionsView from './FunctionsView.vue'

const version = (Id: string, VersionNumber: number, CreatedAt: string) => ({ Id, VersionNumber, CreatedAt, CreatedByUserId: null, CreatedBy: null, ChangeNote: null, Definition: null })
const fn = (members: Partial<FunctionDefinition>): FunctionDefinition => ({
  Id: 'fn-x', Key: 'x', DisplayName: 'X', Description: null, SupportsCancellation: false, TimeoutMs: 10_000, MaxAttempts: 3, IsHttpEndpoint: false,
  HttpEndpointKey: null, RequiredPermission: null, CurrentVersionId: 'v2', Secrets: [],
  Versions: [version('v2', 2, '2026-11-30T10:00:00Z'), version('v1', 1, '2026-10-30T10:00:00Z')],
  IsEnabled: true, IsPlatform: false, Publications: [], HttpEndpoints: [], RowVersion: 'rv-1',
  ...members,
})

vi.mock('../api/catalog', () => ({
  listFunctions: async () => [
    fn({ Id: 'fn-sign', Key: 'sign-payload', DisplayName: 'Sign payload', Secrets: ['export-signing-key'], RequiredPermission: 'exports.sign' }),
    fn({
      Id: 'fn-hook', Key: 'webhook-receiver', DisplayName: 'Webhook receiver', HttpEndpointKey: 'orders', IsHttpEndpoint: true, IsEnabled: false,
      HttpEndpoints: [{ Id: 'ep-orders', Key: 'orders', IsEnabled: true, FunctionVersionId: null }],
    }),
  ],
  listSchedules: async () => [{ Id: 's1', FunctionId: 'fn-hook' }],
  listTriggerBindings: async () => [],
}))

async function render(permissions: string[]) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Auditor'], Permissions: permissions })
  const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: FunctionsView }])
  const { wrapper } = await renderWithApp({ template: '<router-view />' }, { routes, initialPath: '/catalog' })
  await flush()
  await flush()
  return wrapper
}

describe('FunctionsView', () => {
  it('shows each function with its current version, what starts it and what it needs', async () => {
    const wrapper = await render(['functions.operations.view', 'functions.operations.run'])
    const rows = wrapper.findAll('[data-testid="catalog-row"]')
    expect(rows.map((row) => row.find('a').text())).toEqual(['Sign payload', 'Webhook receiver'])
    expect(rows[0]!.text()).toContain('v2')
    expect(rows[0]!.text()).toContain('permission exports.sign')
    expect(rows[0]!.text()).toContain('secrets export-signing-key')
    expect(rows[0]!.text()).toContain('By hand only')
    expect(rows[1]!.text()).toContain('1 schedule · HTTP endpoint orders')
    // A disabled function says so, and offers no test run.
    expect(rows[1]!.find('[data-testid="catalog-disabled"]').exists()).toBe(true)
    expect(rows[0]!.find('[data-testid="catalog-disabled"]').exists()).toBe(false)
    expect(wrapper.find('button[aria-label="Test run of Webhook receiver"]').attributes('disabled')).toBeDefined()
    expect(wrapper.find('button[aria-label="Test run of Sign payload"]').exists()).toBe(true)
  })

  it('offers no test run to whom may not run functions', async () => {
    const wrapper = await render(['functions.operations.view'])
    expect(wrapper.findAll('[data-testid="catalog-row"]')).toHaveLength(2)
    expect(wrapper.find('button[aria-label^="Test run of"]').exists()).toBe(false)
  })
})
