import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouterView } from 'vue-router'
import type { Component } from 'vue'
import { configureApi } from '@/api'
import { useSessionStore } from '@/app/session'
import BoardsModuleCard from '@/features/boards/views/BoardsModuleCard.vue'
import { buttonIn, dialog, ok } from '@/test/entities/rules'
import EntitlementsModuleCard from '@/features/entitlements/setup/components/EntitlementsModuleCard.vue'
import { makeProfile, stubFetch } from '@/test/profiles'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush, renderWithApp } from '@/test/render'

const mounted: { unmount: () => void }[] = []
afterEach(() => {
  mounted.splice(0).forEach((wrapper) => wrapper.unmount())
  vi.unstubAllGlobals()
})

async function render(card: Component, answers: Parameters<typeof stubFetch>[0]) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Permissions: ['boards.configure', 'entitlements.configure'] })
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper } = await renderWithApp(RouterView, { routes: withAppRouteStubs([{ path: '/', component: card }, { path: '/:rest(.*)', component: card }]), initialPath: '/' })
  mounted.push(wrapper)
  await vi.waitFor(() => expect(document.querySelector('input[type="checkbox"]')).not.toBeNull())
  await flush()
  return { session, calls: stub.calls }
}

const switchIn = (testId: string) => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input[type="checkbox"]`)!
const putBody = (calls: { method: string; body: string | null }[]) => JSON.parse(calls.find((call) => call.method === 'PUT')?.body ?? 'null')

describe('module switch card', { timeout: 20_000 }, () => {
  it('asks before switching Boards off, then saves with the RowVersion and the navigation follows', async () => {
    const BOARDS = '/api/workspace/admin/boards/module'
    const settings = { Enabled: true, RowVersion: 'rv-1', LocalizedDefaults: { Locale: 'en', Statuses: [{ Key: 'open', DisplayName: 'Open', Color: 'blue', MetaType: 0 }] } }
    const { session, calls } = await render(BoardsModuleCard, { [`GET ${BOARDS}`]: ok(settings), [`PUT ${BOARDS}`]: ok({ ...settings, Enabled: false, RowVersion: 'rv-2' }) })
    expect(document.body.textContent).toContain('Default statuses (en)')

    switchIn('boards-module-enabled').click()
    await flush()
    document.querySelector<HTMLButtonElement>('[data-testid="boards-module-save"]')!.click()
    await flush()
    expect(dialog().textContent).toContain('Switch boards off?')
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    buttonIn(dialog(), 'Switch off').click()
    await flush()
    expect(putBody(calls)).toEqual({ Enabled: false, RowVersion: 'rv-1' })
    expect(session.profile?.Modules.Boards.Enabled).toBe(false)
  })

  it('switches Entitlements on without asking and then links to the setup', async () => {
    const ENTITLEMENTS = '/api/workspace/admin/entitlement-operations/module'
    const { session, calls } = await render(EntitlementsModuleCard, {
      [`GET ${ENTITLEMENTS}`]: ok({ Enabled: false, RowVersion: 'rv-1' }),
      [`PUT ${ENTITLEMENTS}`]: ok({ Enabled: true, RowVersion: 'rv-2' }),
    })
    expect(document.querySelector('a[href="/entitlements/setup/models"]')).toBeNull()

    switchIn('entitlements-module-enabled').click()
    await flush()
    document.querySelector<HTMLButtonElement>('[data-testid="entitlements-module-save"]')!.click()
    await flush()
    expect(putBody(calls)).toEqual({ Enabled: true, RowVersion: 'rv-1' })
    expect(session.profile?.Modules.EntitlementOperations.Enabled).toBe(true)
    expect(document.querySelector('a[href="/entitlements/setup/models"]')).not.toBeNull()
  })
})
