import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { makeProfile, ok, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import type { FunctionAction } from './actionsApi'
import ActionsView from './ActionsView.vue'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const action = (overrides: Partial<FunctionAction>): FunctionAction => ({
  Id: 'act-1', EntityDefinitionId: 'def-customers', EntityDefinitionName: 'customers', EntityDefinitionDisplayName: 'Customers', Key: 'check',
  Label: 'Check data', LabelTranslations: {}, Icon: null, Placement: 0, ConfirmationText: null, SelectionMode: 2, MaxSelection: 20,
  FunctionId: 'fn-validate-customer-data', FunctionKey: 'validate-customer-data', FunctionDisplayName: 'Validate customer data',
  FunctionVersionId: null, FunctionVersionNumber: null, VisibilityCondition: null, IsEnabled: true, CreatedAt: '2026-03-02T08:00:00Z',
  ModifiedAt: null, RowVersion: 'rv-1', ...overrides,
})

async function render(answer: { status: number; body: unknown }) {
  const { fetchStub } = stubFetch({ 'GET /api/workspace/admin/function-actions': answer })
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Configurator'], Permissions: ['functions.operations.view'] })
  await renderWithApp({ template: '<router-view />' }, { routes: withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: ActionsView }]), initialPath: '/actions' })
  await flush()
}

describe('ActionsView', () => {
  it('lists the actions by entity, with where they show, what they take and the version they run', async () => {
    await render(ok([
      action({}),
      action({ Id: 'act-2', EntityDefinitionName: 'contracts', EntityDefinitionDisplayName: 'Contracts', Key: 'recalc', Label: 'Recalculate', SelectionMode: 1, MaxSelection: null, FunctionVersionNumber: 2, IsEnabled: false }),
    ]))
    const groups = [...document.querySelectorAll<HTMLElement>('[data-testid="actions-group"]')]
    expect(groups.map((group) => group.querySelector('h2')!.textContent)).toEqual(['Contracts', 'Customers'])
    expect(groups[0]!.textContent).toContain('One record')
    expect(groups[0]!.textContent).toContain('v2')
    expect(groups[0]!.textContent).toContain('Off')
    expect(groups[1]!.textContent).toContain('Up to 20 records')
    expect(groups[1]!.textContent).toContain('List toolbar')
    expect(groups[1]!.textContent).toContain('current')
  })

  it('says which roles the design needs when the server refuses it', async () => {
    await render({ status: 403, body: { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'This operation requires one of the roles: Admin, Configurator.', requiredRoles: ['Admin', 'Configurator'] } })
    expect(document.body.textContent).toContain('Configurator')
    expect(document.querySelector('[data-testid="add-action"]')).toBeNull()
  })
})
