import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouterView } from 'vue-router'
import { configureApi } from '@/api'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { renderWithApp } from '@/test/render'
import { makeProfile, stubFetch } from '@/test/profiles'
import { ok, settle } from '@/test/boards/designer'
import { boardsRoutes } from '../routes'

afterEach(() => vi.unstubAllGlobals())

const summary = { Id: 'b1', Key: 'support', DisplayName: 'Support', Description: 'Customer requests', IsActive: true, BoardType: 0, OpenItemCount: 2, ItemCount: 5, StatusCount: 3, ModifiedAt: '2026-01-01T00:00:00Z', RowVersion: 'rv' }

async function render(permissions: string[], answers: Parameters<typeof stubFetch>[0]) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Operator'], Permissions: permissions })
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const rendered = await renderWithApp(RouterView, { routes: withAppRouteStubs(boardsRoutes), initialPath: '/boards' })
  await vi.waitFor(() => expect(document.querySelector('.app-page')).not.toBeNull())
  await settle()
  return { ...rendered, calls: stub.calls }
}

describe('BoardListView', { timeout: 20_000 }, () => {
  it('offers configurators every board with its designer, and a new board', async () => {
    const { wrapper, calls } = await render(['boards.configure', 'boards.use'], { 'GET /api/workspace/admin/boards/boards': ok([summary, { ...summary, Id: 'b2', Key: 'old', DisplayName: 'Old', IsActive: false }]) })
    const card = wrapper.get('[data-testid="board-card-support"]')
    expect(card.text()).toContain('Customer requests')
    expect(card.text()).toContain('2 open of 5 items')
    expect(card.get('a[aria-label="Design Support"]').attributes('href')).toBe('/boards/b1/design/workflow')
    expect(card.get('a[aria-label="Open board Support"]').attributes('href')).toBe('/boards/b1')
    expect(wrapper.get('[data-testid="board-card-old"]').text()).toContain('Inactive')
    expect(wrapper.find('[data-testid="new-board"]').exists()).toBe(true)
    expect(calls.some((call) => call.url.endsWith('/api/workspace/boards'))).toBe(false)
    wrapper.unmount()
  })

  it('offers everyone else the boards they may open, without designing', async () => {
    const { wrapper } = await render(['boards.use'], {
      'GET /api/workspace/boards': ok([{ Id: 'b1', Key: 'support', DisplayName: 'Support', Description: null, IsActive: true, OpenItemCount: 1, ItemCount: 1 }]),
    })
    const card = wrapper.get('[data-testid="board-card-support"]')
    expect(card.get('a[aria-label="Open board Support"]').attributes('href')).toBe('/boards/b1')
    expect(card.find('a[aria-label="Design Support"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="new-board"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('says when the Boards module is switched off, with the way to switch it on for configurators', async () => {
    const disabled = { status: 403, body: { title: 'Forbidden', status: 403, detail: 'The Boards module is disabled for this workspace.', code: 'serviceBoards.module.disabled' } }
    const { wrapper } = await render(['boards.configure', 'boards.use'], { 'GET /api/workspace/admin/boards/boards': disabled })
    expect(wrapper.get('[data-testid="boards-module-disabled"]').text()).toContain('Boards are switched off')
    expect(wrapper.get('[data-testid="boards-module-disabled"] a').attributes('href')).toBe('/settings/boards')
    wrapper.unmount()
  })
})
