import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import type { OwnedDb } from './db'
import { demoCredentials } from './seed/demoData'
import { openTestDatabase } from './test/startingDatabase'

describe('request logging', () => {
  let db: OwnedDb
  let drop: (() => Promise<void>) | undefined
  let logged = ''
  let url = ''
  let close: () => Promise<unknown> = async () => undefined

  beforeAll(async () => {
    const database = await openTestDatabase({ seed: { attachments: false } })
    drop = database.drop
    db = database.db
    const stream = new PassThrough()
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')))
    const app = await createApp({ db, logger: true, logStream: stream })
    url = await app.listen({ host: '127.0.0.1', port: 0 })
    close = () => app.close()
  })
  afterAll(async () => {
    await close()
    await db?.close()
    await drop?.()
  })

  it('never writes passwords, tokens or API keys to the log', async () => {
    const login = await fetch(`${url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: 'admin', Password: demoCredentials.admin.password }),
    })
    const token = ((await login.json()) as { Data: { AccessToken: string } }).Data.AccessToken
    await fetch(`${url}/api/workspace/auth/me?access_token=${token}`)
    await fetch(`${url}/api/workspace/auth/me`, { headers: { Authorization: `Bearer ${demoCredentials.integration.apiKey}` } })
    await fetch(`${url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: 'admin', Password: 'Wrong#Secret' }),
    })

    expect(logged).toContain('/api/workspace/auth/me')
    for (const secret of [demoCredentials.admin.password, 'Wrong#Secret', token, demoCredentials.integration.apiKey, 'access_token']) {
      expect(logged).not.toContain(secret)
    }
    expect(logged.toLowerCase()).not.toContain('authorization')
  })
})
