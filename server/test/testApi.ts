import type { OwnedDb } from '../db'
import { startServer } from '../main'
import { demoCredentials } from '../seed/demoData'
import { openTestDatabase, serverDemoStart } from './startingDatabase'

export interface TestResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

/** The envelope as a test reads it. */
export interface Envelope<T = unknown> {
  Success: boolean
  Data: T
  Errors: Array<{ Code: string; Message: string; Field?: string }>
  Warnings: unknown[]
}

export interface RequestOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
}

export interface TestApi {
  url: string
  /** The server's database, for assertions on stored rows. */
  db: OwnedDb
  request<T = Envelope>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>
  /** Signs in and answers the access token. */
  login(userName: keyof typeof passwords): Promise<string>
  /** Moves the server's clock forward. */
  advanceClock(minutes: number): void
  close(): Promise<void>
}

const passwords = {
  admin: demoCredentials.admin.password,
  configurator: demoCredentials.configurator.password,
  operator: demoCredentials.operator.password,
}

/** The real app over HTTP on a free port, with a fresh demo database (a copy of the run's prepared one). */
export async function startTestApi(): Promise<TestApi> {
  const database = await openTestDatabase(serverDemoStart())
  let offsetMs = 0
  const server = await startServer({
    port: 0,
    inMemory: true,
    db: database.db,
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    clock: () => new Date(Date.now() + offsetMs),
  })

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json'
    const response = await fetch(server.url + path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
    })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T }
  }

  return {
    url: server.url,
    db: database.db,
    request,
    async login(userName) {
      const response = await request<Envelope<{ AccessToken: string }>>('POST', '/api/workspace/auth/login', {
        body: { UserNameOrEmail: userName, Password: passwords[userName] },
      })
      if (response.status !== 200) throw new Error(`Sign-in of ${userName} failed with ${response.status}`)
      return response.body.Data.AccessToken
    },
    advanceClock(minutes) {
      offsetMs += minutes * 60_000
    },
    async close() {
      await server.close()
      await database.drop()
    },
  }
}
