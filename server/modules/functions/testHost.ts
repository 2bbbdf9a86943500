import type { OwnedDb } from '../../db'
import { startServer } from '../../main'
import { demoCredentials } from '../../seed/demoData'
import { openTestDatabase, serverDemoStart } from '../../test/startingDatabase'
import type { Envelope, TestResponse } from '../../test/testApi'
import type { FunctionHost } from './host'

/**
 * The real app over HTTP with a function host driven by hand: an injected clock the test moves
 * and tick() instead of timers.
 */
export interface HostTestApi {
  url: string
  host: FunctionHost
  /** The server's database, for rows a test sets up or checks. */
  db: OwnedDb
  request<T = Envelope>(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string }): Promise<TestResponse<T>>
  login(userName: 'admin' | 'configurator' | 'operator'): Promise<string>
  advance(ms: number): void
  now(): Date
  close(): Promise<void>
}

const passwords = {
  admin: demoCredentials.admin.password,
  configurator: demoCredentials.configurator.password,
  operator: demoCredentials.operator.password,
}

export async function startHostTestApi(start = new Date('2026-03-02T08:00:30Z')): Promise<HostTestApi> {
  const database = await openTestDatabase(serverDemoStart())
  let now = start.getTime()
  const clock = () => new Date(now)
  const server = await startServer({
    port: 0,
    inMemory: true,
    db: database.db,
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    clock,
    functionHost: { autoTick: false, leaseMs: 60_000 },
  })
  const request: HostTestApi['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let body: string | undefined
    if (options.rawBody !== undefined) body = options.rawBody
    else if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json'
      body = JSON.stringify(options.body)
    }
    const response = await fetch(server.url + path, { method, headers, ...(body !== undefined ? { body } : {}) })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as never }
  }
  return {
    url: server.url,
    host: server.functionHost!,
    db: database.db,
    request,
    async login(userName) {
      const response = await request<Envelope<{ AccessToken: string }>>('POST', '/api/workspace/auth/login', {
        body: { UserNameOrEmail: userName, Password: passwords[userName] },
      })
      if (response.status !== 200) throw new Error(`Sign-in of ${userName} failed with ${response.status}`)
      return response.body.Data.AccessToken
    },
    advance(ms) {
      now += ms
    },
    now: clock,
    async close() {
      await server.close()
      await database.drop()
    },
  }
}
