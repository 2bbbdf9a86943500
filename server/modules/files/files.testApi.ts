import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../app'
import type { OwnedDb } from '../../db'
import { demoCredentials } from '../../seed/demoData'
import { openTestDatabase } from '../../test/startingDatabase'
import type { AttachmentListItem, FileUploadSession, ResourceIdentity } from './files.types'

/** The real app over HTTP on a fresh demo database, its files in a temporary folder, with a clock only the test moves. */

export interface Reply<T = unknown> {
  status: number
  headers: Headers
  body: {
    Success: boolean
    Data: T
    Errors: Array<{ Code: string; Message: string; Field?: string; Metadata?: Record<string, string> }>
    requiredPermissions?: string[]
  }
}

export type Who = 'admin' | 'configurator' | 'operator' | { userName: string; password: string }

export interface FilesTestApi {
  db: OwnedDb
  url: string
  filesDir: string
  now(): Date
  advance(ms: number): void
  call<T = unknown>(method: string, path: string, body?: unknown, who?: Who): Promise<Reply<T>>
  ok<T>(method: string, path: string, body?: unknown, who?: Who): Promise<T>
  putChunk<T = FileUploadSession>(uploadId: string, offset: number, bytes: Uint8Array | ReadableStream<Uint8Array>, who?: Who, signal?: AbortSignal): Promise<Reply<T>>
  download(fileId: string, who?: Who, query?: string): Promise<Response>
  close(): Promise<void>
}

export const FILES = '/api/workspace/filesystem'
export const ATTACHMENTS = '/api/workspace/attachments/resource-list'
const ADMIN = '/api/workspace/admin'

export async function startFilesTestApi(): Promise<FilesTestApi> {
  const database = await openTestDatabase({ seed: { runHistory: false, boards: false, entitlements: false } })
  const db = database.db
  const filesDir = await mkdtemp(join(tmpdir(), 'workspace-files-test-'))
  // A clock that stands still until the test moves it: exact boundaries, exact expiries.
  let current = Date.now()
  const now = () => new Date(current)
  const app = await createApp({ db, clock: now, filesDir })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  const tokens = new Map<string, string>()

  async function token(who: Who): Promise<string> {
    const credentials = typeof who === 'string' ? { userName: who, password: demoCredentials[who].password } : who
    const cached = tokens.get(credentials.userName)
    if (cached) return cached
    const response = await fetch(`${url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: credentials.userName, Password: credentials.password }),
    })
    if (response.status !== 200) throw new Error(`Sign-in of ${credentials.userName} answered ${response.status}`)
    const value = ((await response.json()) as { Data: { AccessToken: string } }).Data.AccessToken
    tokens.set(credentials.userName, value)
    return value
  }

  async function reply<T>(response: Response): Promise<Reply<T>> {
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
  }

  async function call<T>(method: string, path: string, body?: unknown, who: Who = 'admin'): Promise<Reply<T>> {
    const headers: Record<string, string> = { Authorization: `Bearer ${await token(who)}` }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    return reply<T>(await fetch(url + path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }))
  }

  return {
    db,
    url,
    filesDir,
    now,
    advance(ms) {
      current += ms
      // Access tokens expire with the moved clock: sign in again.
      if (ms >= 3_600_000) tokens.clear()
    },
    call,
    async ok<T>(method: string, path: string, body?: unknown, who: Who = 'admin') {
      const answer = await call<T>(method, path, body, who)
      if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      return answer.body.Data
    },
    async putChunk<T>(uploadId: string, offset: number, bytes: Uint8Array | ReadableStream<Uint8Array>, who: Who = 'admin', signal?: AbortSignal) {
      const response = await fetch(`${url}${FILES}/uploads/${uploadId}/chunks?offset=${offset}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${await token(who)}`, 'Content-Type': 'application/octet-stream' },
        body: bytes,
        ...(signal ? { signal } : {}),
        ...(bytes instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit)
      return reply<T>(response)
    },
    async download(fileId: string, who: Who = 'admin', query = '') {
      return fetch(`${url}${FILES}/files/${fileId}/content${query}`, { headers: { Authorization: `Bearer ${await token(who)}` } })
    },
    async close() {
      await app.close()
      await db.close()
      await database.drop()
      await rm(filesDir, { recursive: true, force: true })
    },
  }
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/** Bytes that start like a PDF and go on pseudo-randomly (the same for the same seed). */
export function pdfBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size)
  let state = seed
  for (let index = 0; index < size; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    bytes[index] = state >>> 16
  }
  Buffer.from('%PDF-1.7\n').copy(bytes, 0)
  return bytes
}

export interface RecordFixture {
  definitionId: string
  definitionName: string
  instanceId: string
  owner: ResourceIdentity
}

let counter = 0
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`

/** A definition with a Title field (attachments on unless asked otherwise) and one record titled `title`. */
export async function recordFixture(api: FilesTestApi, title = 'Quarterly report', attachments = true): Promise<RecordFixture> {
  const name = unique('docs')
  const definition = await api.ok<{ Id: string; RowVersion: string; Tables: Array<{ Id: string; IsPrimary: boolean }> }>(
    'POST', `${ADMIN}/entity-definitions`, { Name: name, DisplayNameSingular: 'Document', DisplayNamePlural: 'Documents', NumberPrefix: 'D-' },
  )
  const table = definition.Tables.find((candidate) => candidate.IsPrimary) as { Id: string }
  await api.ok('POST', `${ADMIN}/entity-definition-tables/${table.Id}/fields`, { Key: 'title', DisplayName: 'Title', FieldType: 0, SemanticRole: 1 })
  if (attachments) {
    const current = await api.ok<{ RowVersion: string }>('GET', `${ADMIN}/entity-definitions/${definition.Id}`)
    await api.ok('PUT', `${ADMIN}/entity-definitions/${definition.Id}/options`, { AttachmentsEnabled: true, RowVersion: current.RowVersion })
  }
  const instanceId = await addRecord(api, name, title)
  return {
    definitionId: definition.Id,
    definitionName: name,
    instanceId,
    owner: { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: definition.Id, ResourceObjectId: instanceId },
  }
}

export async function addRecord(api: FilesTestApi, definitionName: string, title: string): Promise<string> {
  const created = await api.ok<{ InstanceId: string }>('POST', `/api/workspace/entity/${definitionName}/instances`, { Fields: { title } }, 'operator')
  return created.InstanceId
}

/** A signed-in user with no roles at all (so without files.manage). */
export async function plainUser(api: FilesTestApi, userName = unique('plain')): Promise<Who> {
  const password = 'Plain#User2026'
  await api.ok('POST', `${ADMIN}/users`, { UserName: userName, UserType: 0, Password: password, RoleIds: [] })
  return { userName, password }
}

export interface UploadOptions {
  fileName?: string
  mimeType?: string
  who?: Who
  chunkSize?: number
  checksum?: boolean
}

/** Start, chunks in order, complete: the stored file's list item. */
export async function uploadFile(api: FilesTestApi, owner: ResourceIdentity, bytes: Buffer, options: UploadOptions = {}): Promise<AttachmentListItem> {
  const who = options.who ?? 'admin'
  const session = await api.ok<FileUploadSession>('POST', `${FILES}/uploads`, {
    FileName: options.fileName ?? 'report.pdf', SizeBytes: bytes.length, MimeType: options.mimeType ?? 'application/pdf', Owner: owner,
  }, who)
  const chunkSize = options.chunkSize ?? session.ChunkSizeBytes
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    const sent = await api.putChunk(session.Id, offset, bytes.subarray(offset, offset + chunkSize), who)
    if (sent.status !== 200) throw new Error(`chunk at ${offset} answered ${sent.status}: ${JSON.stringify(sent.body)}`)
  }
  return api.ok<AttachmentListItem>('POST', `${FILES}/uploads/${session.Id}/complete`, options.checksum === false ? {} : { ChecksumSha256: sha256(bytes) }, who)
}
