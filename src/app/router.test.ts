import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createMemoryHistory, type RouteLocationNormalized } from 'vue-router'
import { makeProfile } from '@/test/profiles'
import { createAppRouter } from './router'
import { useSessionStore } from './session'

describe('app router', () => {
  let warn: MockInstance<typeof console.warn>

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  const warnings = () => warn.mock.calls.map((args) => args.map(String).join(' '))

  it('sends a signed-out deep link to sign-in without an unmatched-location warning', async () => {
    const router = createAppRouter(createMemoryHistory())
    await router.push('/function-operations/runs?Status=3')
    expect(router.currentRoute.value.path).toBe('/sign-in')
    expect(router.currentRoute.value.query.redirect).toBe('/function-operations/runs?Status=3')
    expect(warnings()).toEqual([])
  })

  it('opens a signed-in deep link, and one after signing in, without warnings', async () => {
    const router = createAppRouter(createMemoryHistory())
    await router.push('/sign-in?redirect=/settings')
    const session = useSessionStore()
    session.token = 'token'
    session.profile = makeProfile()
    await router.replace('/settings')
    expect(router.currentRoute.value.name).toBe('settings')
    await router.push('/principals/users')
    expect(router.currentRoute.value.name).toBe('principals-users')
    await router.push('/no/such/page')
    expect(router.currentRoute.value.name).toBe('not-found')
    expect(warnings()).toEqual([])
  })

  it('keeps the scroll position where a master-detail page picks another item, and starts other pages at the top', async () => {
    const router = createAppRouter(createMemoryHistory())
    const session = useSessionStore()
    session.token = 'token'
    session.profile = makeProfile()
    await router.push('/settings')
    const scroll = router.options.scrollBehavior!
    const at = (path: string) => router.resolve(path) as RouteLocationNormalized
    const field = at('/entities/orders/fields/f1')
    expect(await scroll(at('/entities/orders/fields/f2'), field, null)).toBe(false)
    expect(await scroll(at('/entities/orders/data'), field, null)).toEqual({ top: 0 })
    expect(await scroll(at('/entities/customers/fields/f1'), field, null)).toBe(false)
    expect(await scroll(at('/function-operations/runs/r2'), at('/function-operations/runs/r1'), null)).toEqual({ top: 0 })
    // Back and forward return where the user was.
    expect(await scroll(field, at('/settings'), { left: 0, top: 480 })).toEqual({ left: 0, top: 480 })
  })
})
