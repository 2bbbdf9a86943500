import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCredentials } from './seed/demoData'
import { startLoggedApp, type LoggedApp } from './test/loggedApp'

describe('request logging', () => {
  let app: LoggedApp
  beforeAll(async () => {
    app = await startLoggedApp({ logger: true })
  })
  afterAll(() => app?.close())

  it('never writes passwords, tokens or API keys to the log', async () => {
    const login = await fetch(`${app.url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: 'admin', Password: demoCredentials.admin.password }),
    })
    const token = ((await login.json()) as { Data: { AccessToken: string } }).Data.AccessToken
    await fetch(`${app.url}/api/workspace/auth/me?access_token=${token}`)
    await fetch(`${app.url}/api/workspace/auth/me`, { headers: { Authorization: `Bearer ${demoCredentials.integration.apiKey}` } })
    await fetch(`${app.url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: 'admin', Password: 'Wrong#Secret' }),
    })

    expect(app.logged()).toContain('/api/workspace/auth/me')
    for (const secret of [demoCredentials.admin.password, 'Wrong#Secret', token, demoCredentials.integration.apiKey, 'access_token']) {
      expect(app.logged()).not.toContain(secret)
    }
    expect(app.logged().toLowerCase()).not.toContain('authorization')
  })
})
