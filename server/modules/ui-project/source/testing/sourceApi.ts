import { startTestApi, type TestApi } from '../../../../test/testApi'
import type { RevisionDetail } from '../revisions.view'

/** The real API with cached sign-ins, JSON and ZIP bodies, for the UI project source tests. */

export const A = '/api/workspace/admin/ui-project'

export type Role = 'admin' | 'configurator' | 'operator'

export interface Reply<T = unknown> {
  status: number
  headers: Headers
  body: {
    Success: boolean
    Data: T
    Errors: Array<{ Code: string; Message: string; Field?: string; Target?: string; Metadata?: Record<string, string> }>
  } & Record<string, unknown>
}

export interface CallOptions {
  body?: unknown
  zip?: Uint8Array
  role?: Role
  /** A bearer of one's own instead of a role's. */
  token?: string
}

export interface SourceApi {
  api: TestApi
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>
  /** Data of a call that must answer 200. */
  ok<T>(method: string, path: string, options?: CallOptions): Promise<T>
  bytes(path: string, role?: Role): Promise<{ status: number; headers: Headers; bytes: Buffer }>
  working(): Promise<RevisionDetail>
  close(): Promise<void>
}

export async function startSourceApi(): Promise<SourceApi> {
  const api = await startTestApi()
  const tokens = new Map<Role, string>()
  const tokenOf = async (role: Role) => {
    const cached = tokens.get(role)
    if (cached) return cached
    const token = await api.login(role)
    tokens.set(role, token)
    return token
  }
  const headersOf = async (options: CallOptions): Promise<Record<string, string>> => ({
    Authorization: `Bearer ${options.token ?? (await tokenOf(options.role ?? 'configurator'))}`,
    ...(options.zip ? { 'Content-Type': 'application/zip' } : options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
  })

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const body = options.zip ? new Blob([new Uint8Array(options.zip)]) : (options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body))
    const response = await fetch(api.url + path, { method, headers: await headersOf(options), ...(body === undefined ? {} : { body }) })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
  }

  async function ok<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const reply = await call<T>(method, path, options)
    if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body?.Errors)}`)
    return reply.body.Data
  }

  return {
    api,
    call,
    ok,
    async bytes(path, role = 'configurator') {
      const response = await fetch(api.url + path, { headers: await headersOf({ role }) })
      return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
    },
    async working() {
      const project = await ok<{ WorkingRevisionId: string }>('GET', A)
      return ok<RevisionDetail>('GET', `${A}/revisions/${project.WorkingRevisionId}`)
    },
    close: () => api.close(),
  }
}

/** A save of the working revision with these changes. */
export async function save(source: SourceApi, changes: Array<{ Path: string; Content: string | null; PreviousPath?: string | null }>, message = 'Test edit'): Promise<Reply<RevisionDetail>> {
  const working = await source.working()
  return source.call<RevisionDetail>('POST', `${A}/revisions`, { body: { BaseRevisionId: working.Id, Message: message, Changes: changes } })
}
