import type { Db } from '../../../db'
import { iso } from '../../../platform/values'

/** function_http_endpoints: a function version served over HTTP, with the limits it is served under. */

export interface StoredEndpoint {
  id: string
  key: string
  description: string | null
  functionId: string
  functionVersionId: string | null
  method: string
  pathSuffix: string | null
  authenticationMode: number
  allowedContentTypes: string[]
  maxRequestBytes: number
  rateLimitPerMinute: number | null
  isEnabled: boolean
  rowVersion: string
  createdAt: string
  modifiedAt: string
  modifiedByUserId: string | null
}

interface EndpointRow {
  id: string
  key: string
  description: string | null
  function_id: string
  function_version_id: string | null
  method: string
  path_suffix: string | null
  authentication_mode: number
  allowed_content_types: string[]
  max_request_bytes: number
  rate_limit_per_minute: number | null
  is_enabled: boolean
  row_version: string
  created_at: Date | string
  modified_at: Date | string
  modified_by_user_id: string | null
}

const toEndpoint = (row: EndpointRow): StoredEndpoint => ({
  id: row.id,
  key: row.key,
  description: row.description,
  functionId: row.function_id,
  functionVersionId: row.function_version_id,
  method: row.method,
  pathSuffix: row.path_suffix,
  authenticationMode: row.authentication_mode,
  allowedContentTypes: row.allowed_content_types,
  maxRequestBytes: row.max_request_bytes,
  rateLimitPerMinute: row.rate_limit_per_minute,
  isEnabled: row.is_enabled,
  rowVersion: row.row_version,
  createdAt: iso(row.created_at),
  modifiedAt: iso(row.modified_at),
  modifiedByUserId: row.modified_by_user_id,
})

export async function listEndpointRows(db: Db): Promise<StoredEndpoint[]> {
  return (await db.query<EndpointRow>('SELECT * FROM function_http_endpoints ORDER BY key')).map(toEndpoint)
}

export async function findEndpointRow(db: Db, where: 'id' | 'key', value: string, options: { lock?: boolean } = {}): Promise<StoredEndpoint | null> {
  const [row] = await db.query<EndpointRow>(`SELECT * FROM function_http_endpoints WHERE ${where} = $1${options.lock ? ' FOR UPDATE' : ''}`, [value])
  return row ? toEndpoint(row) : null
}

export type EndpointWrite = Omit<StoredEndpoint, 'createdAt' | 'modifiedAt'>

const values = (row: EndpointWrite) => [
  row.id, row.key, row.description, row.functionId, row.functionVersionId, row.method, row.pathSuffix, row.authenticationMode,
  JSON.stringify(row.allowedContentTypes), row.maxRequestBytes, row.rateLimitPerMinute, row.isEnabled, row.rowVersion,
]

export async function insertEndpointRow(db: Db, row: EndpointWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_http_endpoints (id, key, description, function_id, function_version_id, method, path_suffix, authentication_mode,
       allowed_content_types, max_request_bytes, rate_limit_per_minute, is_enabled, row_version, created_at, modified_at, modified_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $14, $15) ON CONFLICT DO NOTHING`,
    [...values(row), now, row.modifiedByUserId],
  )
}

export async function updateEndpointRow(db: Db, row: EndpointWrite, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_http_endpoints SET key = $2, description = $3, function_id = $4, function_version_id = $5, method = $6,
       path_suffix = $7, authentication_mode = $8, allowed_content_types = $9::jsonb, max_request_bytes = $10,
       rate_limit_per_minute = $11, is_enabled = $12, row_version = $13, modified_at = $14, modified_by_user_id = $15
     WHERE id = $1`,
    [...values(row), now, row.modifiedByUserId],
  )
}

export async function deleteEndpointRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM function_http_endpoints WHERE id = $1', [id])
}
