import { createApp } from '../../../app'
import type { OwnedDb, SqlValue } from '../../../db'
import { demoCredentials } from '../../../seed/demoData'
import { openTestDatabase } from '../../../test/startingDatabase'
import type { EntityDefinitionDetail, EntityField } from '../types'

/** The real app over HTTP on a fresh demo database, with direct SQL access to put data into ws_data. */

export interface Reply<T = unknown> {
  status: number
  body: { Success: boolean; Data: T; Errors: Array<{ Code: string; Message: string; Field?: string; Metadata?: Record<string, string> }> }
}

export interface SchemaTestApi {
  db: OwnedDb
  call<T = unknown>(method: string, path: string, body?: unknown, role?: 'admin' | 'configurator' | 'operator', headers?: Record<string, string>): Promise<Reply<T>>
  /** Data of a call that must succeed. */
  ok<T>(method: string, path: string, body?: unknown): Promise<T>
  sql<T = Record<string, unknown>>(text: string, params?: SqlValue[]): Promise<T[]>
  advanceClock(minutes: number): void
  close(): Promise<void>
}

export const admin = '/api/workspace/admin'

export async function startSchemaTestApi(): Promise<SchemaTestApi> {
  // The schema, record and board tests build what they need; the run history and the demo boards
  // would only make every file's start slower.
  const database = await openTestDatabase({ seed: { runHistory: false, boards: false, entitlements: false } })
  const db = database.db
  let offsetMs = 0
  const app = await createApp({ db, clock: () => new Date(Date.now() + offsetMs) })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  const tokens = new Map<string, string>()

  async function token(role: 'admin' | 'configurator' | 'operator'): Promise<string> {
    const cached = tokens.get(role)
    if (cached) return cached
    const response = await fetch(`${url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: role, Password: demoCredentials[role].password }),
    })
    const value = ((await response.json()) as { Data: { AccessToken: string } }).Data.AccessToken
    tokens.set(role, value)
    return value
  }

  async function call<T>(method: string, path: string, body?: unknown, role: 'admin' | 'configurator' | 'operator' = 'admin', extraHeaders: Record<string, string> = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...extraHeaders, Authorization: `Bearer ${await token(role)}` }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(url + path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

  return {
    db,
    call,
    async ok<T>(method: string, path: string, body?: unknown) {
      const reply = await call<T>(method, path, body)
      if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body?.Errors)}`)
      return reply.body.Data
    },
    sql: (text, params) => db.query(text, params),
    advanceClock(minutes) {
      offsetMs += minutes * 60_000
      // Access tokens expire with the moved clock: sign in again.
      tokens.clear()
    },
    async close() {
      await app.close()
      await db.close()
      await database.drop()
    },
  }
}

let counter = 0
/** A definition name no other test uses. */
export const uniqueName = (prefix: string): string => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`

export async function createDefinition(api: SchemaTestApi, name = uniqueName('t')): Promise<EntityDefinitionDetail> {
  return api.ok<EntityDefinitionDetail>('POST', `${admin}/entity-definitions`, {
    Name: name,
    DisplayNameSingular: `Item ${name}`,
    DisplayNamePlural: `Items ${name}`,
  })
}

export async function addField(api: SchemaTestApi, tableId: string, body: Record<string, unknown>): Promise<EntityField> {
  return api.ok<EntityField>('POST', `${admin}/entity-definition-tables/${tableId}/fields`, body)
}

export async function columnsOf(api: SchemaTestApi, table: string): Promise<Record<string, string>> {
  const rows = await api.sql<{ column_name: string; data_type: string; character_maximum_length: number | null; numeric_precision: number | null; numeric_scale: number | null }>(
    `SELECT column_name, data_type, character_maximum_length, numeric_precision, numeric_scale FROM information_schema.columns
     WHERE table_schema = 'ws_data' AND table_name = $1`,
    [table],
  )
  return Object.fromEntries(
    rows.map((row) => [
      row.column_name,
      row.data_type === 'character varying'
        ? `varchar(${row.character_maximum_length})`
        : row.data_type === 'numeric'
          ? `numeric(${row.numeric_precision},${row.numeric_scale})`
          : row.data_type,
    ]),
  )
}

export async function tableExists(api: SchemaTestApi, table: string): Promise<boolean> {
  const rows = await api.sql("SELECT 1 FROM information_schema.tables WHERE table_schema = 'ws_data' AND table_name = $1", [table])
  return rows.length > 0
}

let recordCounter = 0
/** Inserts a record row directly (the records API is not needed to put data in place). */
export async function insertRecord(api: SchemaTestApi, table: string, values: Record<string, SqlValue> = {}): Promise<string> {
  const id = `r${++recordCounter}_${Math.random().toString(36).slice(2, 8)}`
  // Child-table rows (with parent_id) have no number.
  const number: Record<string, SqlValue> = 'parent_id' in values ? {} : { number: `N-${recordCounter}` }
  const all: Record<string, SqlValue> = { id, row_version: crypto.randomUUID(), created_at: new Date(), modified_at: new Date(), ...number, ...values }
  const columns = Object.keys(all)
  const params = Object.values(all)
  await api.sql(
    `INSERT INTO ws_data."${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${params.map((_, index) => `$${index + 1}`).join(', ')})`,
    params,
  )
  return id
}
