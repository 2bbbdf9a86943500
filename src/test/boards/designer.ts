// Shared arrangements of the board designer's component tests (not part of the app).
import { defineComponent, h } from 'vue'
import { RouterView } from 'vue-router'
import { vi } from 'vitest'
import { configureApi } from '@/api/index'
import { useSessionStore } from '@/app/session'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, stubFetch } from '@/test/profiles'
import { boardsRoutes } from '@/features/boards/routes'
import type { BoardAdministration } from '@/features/boards/boards.types'

export { buttonIn, dialog, fail, field, ok, type } from '@/test/entities/rules'

export const BOARD_URL = '/api/workspace/admin/boards/boards/board-1'

const mounted: { unmount: () => void }[] = []
/** Unmounts what the test mounted (its dialogs live in the document) and restores fetch; call in afterEach. */
export function cleanUp(): void {
  mounted.splice(0).forEach((wrapper) => wrapper.unmount())
  vi.unstubAllGlobals()
}

/** Vue Flow needs a real layout engine; the graph's own tests cover its model. */
export const GraphStub = defineComponent({ setup: () => () => h('div', { 'data-testid': 'workflow-graph' }) })

export function signInConfigurator(): void {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Configurator'], Permissions: ['boards.configure', 'boards.use'] })
}

/**
 * Opens the designer at `path` with the API answering `answers` (the board read answers `board`),
 * and waits until `ready` shows (each tab is loaded on demand).
 */
export async function renderDesigner(path: string, board: BoardAdministration, answers: Parameters<typeof stubFetch>[0] = {}, ready = '[data-testid="lint-panel"]') {
  // The answers stay changeable: a test may let the API answer differently on a retry.
  const all: Parameters<typeof stubFetch>[0] = { [`GET ${BOARD_URL}`]: { status: 200, body: { Success: true, Data: board, Errors: null, Warnings: null } }, ...answers }
  const stub = stubFetch(all)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(RouterView, { routes: boardsRoutes, initialPath: path })
  mounted.push(wrapper)
  await vi.waitFor(
    () => {
      if (!document.querySelector(ready)) throw new Error(`${ready} is not there yet`)
    },
    { timeout: 5000 },
  )
  await flush()
  return { wrapper, router: router!, calls: stub.calls, answers: all }
}

export const bodyOf = (call: { body: string | null } | undefined): unknown => JSON.parse(call?.body ?? 'null')

/** Clicks an item of the menu open at the moment (Vuetify renders menus in an overlay). */
export async function chooseMenuItem(title: string): Promise<void> {
  const item = [...document.querySelectorAll<HTMLElement>('.v-overlay--active .v-list-item')].find((element) => element.textContent?.trim() === title)
  if (!item) throw new Error(`no menu item ${title}`)
  item.click()
  await flush()
}

/** Lets a save's chain of promises (request, answer, cache, re-render) run out. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round++) await flush()
}
