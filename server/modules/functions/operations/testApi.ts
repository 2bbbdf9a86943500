import type { AddressInfo } from 'node:net'
import { createApp } from '../../../app'
import type { OwnedDb } from '../../../db'
import { demoCredentials } from '../../../seed/demoData'
import type { Envelope, TestResponse } from '../../../test/testApi'
import { openTestDatabase } from '../../../test/startingDatabase'
import { startFunctionHost, type FunctionHost } from '../host'

/**
 * The real app over HTTP on a fresh demo database, with the database at hand so a test can write
 * hundreds of runs through SQL, and a function host driven by hand (injected clock, tick()).
 */
export interface OperationsTestApi {
  db: OwnedDb
  host: FunctionHost
  request<T = Envelope>(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<TestResponse<T>>
  /** The Data of a 200 answer (fails the test otherwise). */
  data<T>(path: string, token: string): Promise<T>
  login(userName: 'admin' | 'configurator' | 'operator'): Promise<string>
  now(): Date
  close(): Promise<void>
}

const passwords = {
  admin: demoCredentials.admin.password,
  configurator: demoCredentials.configurator.password,
  operator: demoCredentials.operator.password,
}

export async function startOperationsTestApi(start: Date): Promise<OperationsTestApi> {
  const database = await openTestDatabase({ seed: { boards: false, entitlements: false }, seededAt: start })
  const db = database.db
  const clock = () => new Date(start)
  const app = await createApp({ db, clock })
  const host = await startFunctionHost(db, { clock, autoTick: false, leaseMs: 60_000 })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

  const request: OperationsTestApi['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {}
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(url + path, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as never }
  }
  return {
    db,
    host,
    request,
    async data<T>(path: string, token: string) {
      const response = await request<Envelope<T>>('GET', path, { token })
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(response.body)}`)
      return response.body.Data
    },
    async login(userName) {
      const response = await request<Envelope<{ AccessToken: string }>>('POST', '/api/workspace/auth/login', {
        body: { UserNameOrEmail: userName, Password: passwords[userName] },
      })
      if (response.status !== 200) throw new Error(`Sign-in of ${userName} failed with ${response.status}`)
      return response.body.Data.AccessToken
    },
    now: clock,
    async close() {
      await host.stop()
      await app.close()
      await db.close()
      await database.drop()
    },
  }
}
