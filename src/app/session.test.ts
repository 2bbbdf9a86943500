import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiClient, unwrap } from '@/api'
import { makeProfile, stubFetch, ok } from '@/test/profiles'
import { i18n } from './plugins/i18n'
import { SESSION_STORAGE_KEY, useSessionStore } from './session'

const BASE = 'http://api.test'
const profile = makeProfile()

function useFetch(answers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  return stub.calls
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')
}

afterEach(() => vi.unstubAllGlobals())

describe('session store', () => {
  it('signs in with a password, keeps the token out of the profile and persists the session', async () => {
    const calls = useFetch({ 'POST /api/workspace/auth/login': ok({ ...profile, AccessToken: 'tok-1' }) })
    const session = useSessionStore()
    session.setInstallation(`${BASE}/`)

    await session.signIn('admin', 'Admin#2026')

    expect(session.isSignedIn).toBe(true)
    expect(session.token).toBe('tok-1')
    expect(session.profile).not.toHaveProperty('AccessToken')
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ UserNameOrEmail: 'admin', Password: 'Admin#2026' })
    expect(stored()).toEqual({ baseUrl: BASE, versionLabel: null, token: 'tok-1', method: 'password' })
  })

  it('rejects a wrong password with the server message and stays signed out', async () => {
    useFetch({
      'POST /api/workspace/auth/login': {
        status: 400,
        body: {
          Success: false,
          Data: null,
          Errors: [{ Code: 'workspace.auth.invalidCredentials', Message: 'User name or password is wrong.' }],
        },
      },
    })
    const session = useSessionStore()
    session.setInstallation(BASE)

    await expect(session.signIn('admin', 'nope')).rejects.toThrow('User name or password is wrong.')
    expect(session.isSignedIn).toBe(false)
  })

  it('restores a stored session through /auth/me with the stored token', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ baseUrl: BASE, token: 'tok-2', method: 'password' }))
    const calls = useFetch({ 'GET /api/workspace/auth/me': ok(profile) })
    const session = useSessionStore()

    await session.restore('http://config.test')

    expect(session.isSignedIn).toBe(true)
    expect(session.installation.baseUrl).toBe(BASE)
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-2')
  })

  it('drops a token the installation no longer accepts', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ baseUrl: BASE, token: 'old', method: 'password' }))
    useFetch({ 'GET /api/workspace/auth/me': { status: 401, body: { title: 'Unauthorized', status: 401 } } })
    const session = useSessionStore()

    await session.restore()

    expect(session.isSignedIn).toBe(false)
    expect(session.reauthRequired).toBe(false)
    expect(stored()).toEqual({ baseUrl: BASE, versionLabel: null, token: null, method: 'password' })
  })

  it('keeps the checked version label across a reload, for the same address only', async () => {
    useFetch({ 'GET /api/workspace/auth/me': ok(profile) })
    const session = useSessionStore()
    session.setInstallation(BASE, 'service-config-v1')
    expect(stored()).toMatchObject({ baseUrl: BASE, versionLabel: 'service-config-v1' })

    await session.restore()
    expect(session.installation).toEqual({ baseUrl: BASE, versionLabel: 'service-config-v1' })

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ baseUrl: '', versionLabel: 'service-config-v1', token: null, method: 'password' }))
    await session.restore('http://config.test')
    expect(session.installation).toEqual({ baseUrl: 'http://config.test', versionLabel: null })
  })

  it('uses the address from config.json when nothing is stored', async () => {
    const session = useSessionStore()
    await session.restore('http://config.test/')
    expect(session.installation.baseUrl).toBe('http://config.test')
    expect(session.isSignedIn).toBe(false)
  })

  it('signs in with a service API key sent as the bearer token', async () => {
    const calls = useFetch({ 'GET /api/workspace/auth/me': ok(makeProfile({ UserName: 'svc', UserType: 1 })) })
    const session = useSessionStore()
    session.setInstallation(BASE)

    await session.signInWithApiKey(' wsk_key ')

    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer wsk_key')
    expect(session.method).toBe('apiKey')
    expect(session.profile?.UserName).toBe('svc')
  })

  it('forgets a refused API key', async () => {
    useFetch({ 'GET /api/workspace/auth/me': { status: 401, body: { title: 'Unauthorized' } } })
    const session = useSessionStore()
    session.setInstallation(BASE)

    await expect(session.signInWithApiKey('bad')).rejects.toBeInstanceOf(ApiError)
    expect(session.token).toBeNull()
    expect(session.isSignedIn).toBe(false)
  })

  it('answers role, permission and module questions from the profile', async () => {
    useFetch({ 'POST /api/workspace/auth/login': ok({ ...profile, AccessToken: 't' }) })
    const session = useSessionStore()
    session.setInstallation(BASE)
    await session.signIn('admin', 'x')

    expect(session.hasRole('Admin')).toBe(true)
    expect(session.hasAnyRole(['Configurator', 'Admin'])).toBe(true)
    expect(session.hasRole('Operator')).toBe(false)
    expect(session.hasPermission(' Entities.Configure ')).toBe(true)
    expect(session.hasPermission('settings.manage')).toBe(false)
    expect(session.isModuleEnabled('Boards')).toBe(true)
    expect(session.isModuleEnabled('EntitlementOperations')).toBe(false)
  })

  it('asks to sign in again when a request is refused with 401 during use, and signs out cleanly', async () => {
    useFetch({
      'POST /api/workspace/auth/login': ok({ ...profile, AccessToken: 't' }),
      'GET /api/workspace/auth/me': { status: 401, body: { title: 'Unauthorized' } },
    })
    const session = useSessionStore()
    session.setInstallation(BASE)
    await session.signIn('admin', 'x')

    await expect(unwrap(apiClient.GET('/api/workspace/auth/me'))).rejects.toBeInstanceOf(ApiError)
    expect(session.reauthRequired).toBe(true)
    expect(session.profile).not.toBeNull()

    await session.signOut()
    expect(session.isSignedIn).toBe(false)
    expect(session.reauthRequired).toBe(false)
    expect(stored()).toEqual({ baseUrl: BASE, versionLabel: null, token: null, method: 'password' })
  })

  it('revokes the access token on the server when signing out', async () => {
    const calls = useFetch({
      'POST /api/workspace/auth/login': ok({ ...profile, AccessToken: 'tok-out' }),
      'POST /api/workspace/auth/logout': ok({ Revoked: true }),
    })
    const session = useSessionStore()
    session.setInstallation(BASE)
    await session.signIn('admin', 'x')

    await session.signOut()

    const logout = calls.find((call) => call.url === `${BASE}/api/workspace/auth/logout`)
    expect(logout?.method).toBe('POST')
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok-out')
    expect(session.isSignedIn).toBe(false)
    expect(stored()).toEqual({ baseUrl: BASE, versionLabel: null, token: null, method: 'password' })
  })

  it('signs out all the same when the server cannot be reached or refuses', async () => {
    for (const logout of [undefined, { status: 401, body: { title: 'Unauthorized' } }]) {
      useFetch({
        'POST /api/workspace/auth/login': ok({ ...profile, AccessToken: 'tok-gone' }),
        ...(logout ? { 'POST /api/workspace/auth/logout': logout } : {}),
      })
      const session = useSessionStore()
      session.setInstallation(BASE)
      await session.signIn('admin', 'x')

      await expect(session.signOut()).resolves.toBeUndefined()
      expect(session.isSignedIn).toBe(false)
      expect(session.reauthRequired).toBe(false)
      expect(session.token).toBeNull()
    }
  })

  it('sends no revoke for a service API key', async () => {
    const calls = useFetch({ 'GET /api/workspace/auth/me': ok(profile) })
    const session = useSessionStore()
    session.setInstallation(BASE)
    await session.signInWithApiKey('wsk_key')

    await session.signOut()

    expect(calls.some((call) => call.url.endsWith('/auth/logout'))).toBe(false)
    expect(session.isSignedIn).toBe(false)
  })

  it('forgets the token when the user picks another installation', async () => {
    useFetch({ 'POST /api/workspace/auth/login': ok({ ...profile, AccessToken: 't' }) })
    const session = useSessionStore()
    session.setInstallation(BASE)
    await session.signIn('admin', 'x')

    session.setInstallation('http://other.test', 'service-config-v1')

    expect(session.token).toBeNull()
    expect(session.installation).toEqual({ baseUrl: 'http://other.test', versionLabel: 'service-config-v1' })
  })

  it('asks the server to answer in the language the UI shows (Accept-Language)', async () => {
    const calls = useFetch({ 'GET /api/workspace/auth/me': ok(profile) })
    const session = useSessionStore()
    session.setInstallation(BASE)
    try {
      i18n.global.locale.value = 'de'
      await unwrap(apiClient.GET('/api/workspace/auth/me'))
      i18n.global.locale.value = 'en'
      await unwrap(apiClient.GET('/api/workspace/auth/me'))
    } finally {
      i18n.global.locale.value = 'en'
    }
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['de', 'en'])
  })
})
