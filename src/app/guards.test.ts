import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter, type RouteRecordRaw } from 'vue-router'
import { createAccessGuard, type GuardSession } from './guards'

const Empty = { template: '<div />' }

const routes: RouteRecordRaw[] = [
  { path: '/sign-in', component: Empty, meta: { requiresAuth: false } },
  { path: '/', component: Empty },
  { path: '/forbidden', name: 'forbidden', component: Empty },
  { path: '/principals/users', component: Empty, meta: { requiredRoles: ['Admin', 'Configurator'] } },
  { path: '/boards', component: Empty, meta: { module: 'Boards', requiredPermissions: ['boards.configure'] } },
]

function fakeSession(signedIn: boolean, roles: string[] = [], permissions: string[] = [], modules: string[] = []) {
  const session: GuardSession = {
    isSignedIn: signedIn,
    hasAnyRole: (names) => names.some((name) => roles.includes(name)),
    hasPermission: (key) => permissions.includes(key),
    isModuleEnabled: (name) => modules.includes(name),
  }
  return session
}

async function navigate(session: GuardSession, path: string) {
  const router = createRouter({ history: createMemoryHistory(), routes })
  router.beforeEach(createAccessGuard(() => session))
  await router.push(path)
  return router.currentRoute.value
}

describe('router access guard', () => {
  it('sends an anonymous user to sign-in with the wanted page as redirect', async () => {
    const route = await navigate(fakeSession(false), '/principals/users?page=2')
    expect(route.path).toBe('/sign-in')
    expect(route.query.redirect).toBe('/principals/users?page=2')
  })

  it('lets an anonymous user open the sign-in page', async () => {
    expect((await navigate(fakeSession(false), '/sign-in')).path).toBe('/sign-in')
  })

  it('sends a signed-in user from sign-in to the redirect target, never to another site', async () => {
    expect((await navigate(fakeSession(true), '/sign-in?redirect=/boards')).path).toBe('/forbidden')
    expect((await navigate(fakeSession(true), '/sign-in?redirect=//evil.test')).path).toBe('/')
  })

  it('opens a page when any one of its roles is held', async () => {
    expect((await navigate(fakeSession(true, ['Configurator']), '/principals/users')).path).toBe('/principals/users')
  })

  it('names the missing roles on the forbidden page', async () => {
    const route = await navigate(fakeSession(true, ['Operator']), '/principals/users')
    expect(route.name).toBe('forbidden')
    expect(route.query).toMatchObject({ from: '/principals/users', roles: 'Admin,Configurator' })
  })

  it('names a missing permission and a disabled module', async () => {
    const route = await navigate(fakeSession(true, ['Admin']), '/boards')
    expect(route.name).toBe('forbidden')
    expect(route.query).toMatchObject({ permissions: 'boards.configure', module: 'Boards' })
  })

  it('opens a module page when the module is enabled and the permission held', async () => {
    const session = fakeSession(true, ['Admin'], ['boards.configure'], ['Boards'])
    expect((await navigate(session, '/boards')).path).toBe('/boards')
  })
})

describe('router access guard on sign-out', () => {
  it('lets a signed-in user through to sign-in when signing out', async () => {
    expect((await navigate(fakeSession(true), '/sign-in?signedOut=1')).path).toBe('/sign-in')
  })
})
