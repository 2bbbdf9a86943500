import { describe, expect, it } from 'vitest'
import { effectScope, nextTick } from 'vue'
import { createMemoryHistory, createRouter, type Router } from 'vue-router'
import * as vuetifyRouter from 'vuetify/lib/composables/router.js'
import * as appRouter from './vuetifyBackButton'
import { useBackButton } from './vuetifyBackButton'

const Blank = { render: () => null }

function routerAt(): Router {
  return createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: Blank }, { path: '/next', component: Blank }] })
}

describe('useBackButton', () => {
  it('lets a navigation through without waiting while an overlay is mounted', async () => {
    const router = routerAt()
    await router.push('/')
    const scope = effectScope()
    scope.run(() => useBackButton(router, () => false))
    await nextTick()
    let timerFired = false
    setTimeout(() => (timerFired = true))
    await router.push('/next')
    expect(router.currentRoute.value.path).toBe('/next')
    // Vuetify's own guard resolved only after a timer, so the one set before the navigation ran first.
    expect(timerFired).toBe(false)
    scope.stop()
  })

  it('asks the overlay about the navigation the browser\'s Back started, and not about others', async () => {
    const router = routerAt()
    await router.push('/')
    await router.push('/next')
    let asked = 0
    let open = true
    const scope = effectScope()
    // An open overlay refuses the Back (and closes); a closed one lets it through.
    scope.run(() => useBackButton(router, () => (asked++, open ? ((open = false), false) : undefined)))
    await nextTick()
    await router.push('/')
    expect(asked).toBe(0)
    const settled = () => new Promise<void>((resolve) => router.afterEach(() => resolve()))
    let back = settled()
    router.back()
    await back
    expect(asked).toBe(1)
    expect(router.currentRoute.value.path).toBe('/')
    back = settled()
    router.back()
    await back
    expect(asked).toBe(2)
    expect(router.currentRoute.value.path).toBe('/next')
    scope.stop()
  })

  // The stand-in replaces a Vuetify module by path (vite.config.ts): a Vuetify release that moves or
  // reshapes it must fail here, not quietly change how links and overlays behave.
  it('offers what Vuetify\'s own router module offers', () => {
    expect(Object.keys(appRouter).sort()).toEqual(Object.keys(vuetifyRouter).sort())
  })
})
