import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../app'
import type { OwnedDb, SqlValue } from '../db'
import { startServer } from '../main'
import type { FunctionHost } from '../modules/functions/host'
import { demoCredentials } from '../seed/demoData'
import { openTestDatabase, serverDemoStart, type DatabaseStart } from './startingDatabase'

/**
 * The server test harness: the real app over HTTP on a fresh database (a copy of the run's prepared
 * start), requests as each demo role, the database for rows a test puts in place or checks, and a
 * clock the test moves. Module fixtures (server/test/fixtures/) build on it.
 */

export interface TestResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

/** The envelope as a test reads it. */
export interface EnvelopeIssue {
  Code: string
  Message: string
  Field?: string
  Metadata?: Record<string, string>
}

export interface Envelope<T = unknown> {
  Success: boolean
  Data: T
  Errors: EnvelopeIssue[]
  Warnings: EnvelopeIssue[]
  /** A 403 problem's missing permissions. */
  requiredPermissions?: string[]
}

/** An answer of `call`: the envelope around T. */
export type Reply<T = unknown> = TestResponse<Envelope<T>>

export type Role = 'admin' | 'configurator' | 'operator'
/** A demo role, or any user by its credentials. */
export type Who = Role | { userName: string; password: string }

export interface RequestOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
  /** Sent as it is, without a Content-Type of its own. */
  rawBody?: string
}

export interface TestApiOptions {
  /** The starting database (default: the demo workspace the server seeds itself). */
  start?: DatabaseStart
  /**
   * The clock stands at this moment (`'start'`: when the database has opened) until the test moves it
   * (default: the real time plus what the test moved).
   */
  clockAt?: Date | 'start'
  /**
   * The function host: on its timers as the server runs it, driven by the test (`host.tick()`), or
   * none (default: the app alone, nothing runs in the background; closing it waits for nothing).
   */
  functionHost?: 'timers' | 'by hand' | 'none'
  /** File bytes in a temporary folder of this API, removed at close (default: where the server keeps them). */
  ownFilesDir?: boolean
}

export interface TestApi {
  url: string
  /** The server's database, for rows a test puts in place or checks. */
  db: OwnedDb
  /** The function host (not with `functionHost: 'none'`). */
  readonly host: FunctionHost
  /** Where the file bytes go (with `ownFilesDir`). */
  readonly filesDir: string
  /** One HTTP request, as it is: the token, if any, is the caller's. */
  request<T = Envelope>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>
  /** A JSON request signed in as `who` (default admin; the sign-in is kept until the clock moves). */
  call<T = unknown>(method: string, path: string, body?: unknown, who?: Who, headers?: Record<string, string>): Promise<Reply<T>>
  /** The Data of a call that must answer 200 (fails the test otherwise). */
  ok<T>(method: string, path: string, body?: unknown, who?: Who): Promise<T>
  /** Signs in afresh and answers the access token. */
  login(who: Who): Promise<string>
  /** The access token `call` uses for `who`. */
  token(who: Who): Promise<string>
  sql<T = Record<string, unknown>>(text: string, params?: SqlValue[]): Promise<T[]>
  /** The server's now. */
  now(): Date
  /** Moves the server's clock by `ms` (access tokens may expire: `call` signs in again). */
  advance(ms: number): void
  close(): Promise<void>
}

interface RunningApp {
  url: string
  host: FunctionHost | null
  close(): Promise<void>
}

const credentialsOf = (who: Who) => (typeof who === 'string' ? { userName: who, password: demoCredentials[who].password } : who)

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await openTestDatabase(options.start ?? serverDemoStart())
  const filesDir = options.ownFilesDir ? await mkdtemp(join(tmpdir(), 'workspace-files-test-')) : undefined
  let moved = 0
  const standing = options.clockAt === 'start' ? Date.now() : options.clockAt?.getTime()
  const now = () => new Date((standing ?? Date.now()) + moved)
  let running: RunningApp
  try {
    running = await startApp(database.db, database.databaseUrl, now, options.functionHost ?? 'none', filesDir)
  } catch (error) {
    await database.db.close()
    await database.drop()
    throw error
  }
  const { url } = running
  const tokens = new Map<string, string>()

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...requestOptions.headers }
    if (requestOptions.token) headers.Authorization = `Bearer ${requestOptions.token}`
    let body: string | undefined
    if (requestOptions.rawBody !== undefined) body = requestOptions.rawBody
    else if (requestOptions.body !== undefined) {
      headers['Content-Type'] ??= 'application/json'
      body = typeof requestOptions.body === 'string' ? requestOptions.body : JSON.stringify(requestOptions.body)
    }
    const response = await fetch(url + path, { method, headers, ...(body !== undefined ? { body } : {}) })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T }
  }

  async function login(who: Who): Promise<string> {
    const { userName, password } = credentialsOf(who)
    const response = await request<Envelope<{ AccessToken: string }>>('POST', '/api/workspace/auth/login', {
      body: { UserNameOrEmail: userName, Password: password },
    })
    if (response.status !== 200) throw new Error(`Sign-in of ${userName} failed with ${response.status}`)
    return response.body.Data.AccessToken
  }

  async function token(who: Who): Promise<string> {
    const { userName } = credentialsOf(who)
    const kept = tokens.get(userName)
    if (kept) return kept
    const fresh = await login(who)
    tokens.set(userName, fresh)
    return fresh
  }

  async function call<T>(method: string, path: string, body?: unknown, who: Who = 'admin', headers: Record<string, string> = {}): Promise<Reply<T>> {
    return request<Envelope<T>>(method, path, { body, token: await token(who), headers })
  }

  return {
    url,
    db: database.db,
    get host() {
      if (!running.host) throw new Error("This API was started without a function host (functionHost: 'none').")
      return running.host
    },
    get filesDir() {
      if (!filesDir) throw new Error('This API keeps its files where the server does (ownFilesDir: false).')
      return filesDir
    },
    request,
    call,
    async ok<T>(method: string, path: string, body?: unknown, who: Who = 'admin') {
      const reply = await call<T>(method, path, body, who)
      if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`)
      return reply.body.Data
    },
    login,
    token,
    sql: (text, params) => database.db.query(text, params),
    now,
    advance(ms) {
      moved += ms
      tokens.clear()
    },
    async close() {
      await running.close()
      await database.drop()
      if (filesDir) await rm(filesDir, { recursive: true, force: true })
    },
  }
}

/** The server as `npm run server` starts it (with its function host), or the app alone; both close the database. */
async function startApp(db: OwnedDb, databaseUrl: string | undefined, clock: () => Date, functionHost: NonNullable<TestApiOptions['functionHost']>, filesDir: string | undefined): Promise<RunningApp> {
  if (functionHost === 'none') {
    const app = await createApp({ db, clock, ...(filesDir ? { filesDir } : {}) })
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    return {
      url,
      host: null,
      async close() {
        await app.close()
        await db.close()
      },
    }
  }
  const server = await startServer({
    port: 0,
    inMemory: true,
    db,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(filesDir ? { filesDir } : {}),
    clock,
    ...(functionHost === 'by hand' ? { functionHost: { autoTick: false, leaseMs: 60_000 } } : {}),
  })
  return { url: server.url, host: server.functionHost, close: () => server.close() }
}
