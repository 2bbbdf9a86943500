import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test/testApi'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login('operator')
})
afterAll(async () => {
  await api?.close()
})

describe('security headers of the API', () => {
  it('sends nosniff and no-store on every answer under /api/, successes and failures alike', async () => {
    const answers = {
      'sign-in (carries a token)': await api.request('POST', '/api/workspace/auth/login', { body: { UserNameOrEmail: 'admin', Password: 'Admin#2026' } }),
      'current user': await api.request('GET', '/api/workspace/auth/me', { token }),
      '400 envelope': await api.request('POST', '/api/workspace/auth/login', { body: { UserNameOrEmail: 'admin' } }),
      '401 problem': await api.request('GET', '/api/workspace/auth/me'),
      '403 problem': await api.request('GET', '/api/workspace/admin/users', { token }),
      '404 envelope': await api.request('GET', '/api/workspace/admin/nothing-here', { token }),
      '414 envelope': await api.request('GET', `/api/workspace/admin/users/${'a'.repeat(2000)}`, { token }),
      '415 envelope': await api.request('POST', '/api/workspace/auth/login', { body: 'a=b', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    }
    for (const [what, response] of Object.entries(answers)) {
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff')
      expect(response.headers.get('cache-control'), what).toBe('no-store')
    }
    const preflight = await fetch(`${api.url}/api/workspace/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('lets the contract descriptions be revalidated rather than never stored', async () => {
    const response = await fetch(`${api.url}/openapi/service-config-v1.json`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends them on answers of the HTTP parser too', async () => {
    const response = await fetch(`${api.url}/api/workspace/auth/me`, { headers: { 'X-Padding': 'p'.repeat(20_000) } })
    expect(response.status).toBe(431)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
