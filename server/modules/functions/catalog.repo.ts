import type { Db } from '../../db'
import { iso } from '../../platform/values'

/** The function catalog as stored: one row per function, one version row per behaviour change. */

/** A function as the catalog stores it, with the number of its current version. */
export interface StoredFunction {
  id: string
  key: string
  displayName: string
  description: string | null
  supportsCancellation: boolean
  timeoutMs: number
  maxAttempts: number
  httpEndpointKey: string | null
  requiredPermission: string | null
  currentVersionId: string | null
  currentVersionNumber: number | null
}

interface FunctionRow {
  id: string
  key: string
  display_name: string
  description: string | null
  supports_cancellation: boolean
  timeout_ms: number
  max_attempts: number
  http_endpoint_key: string | null
  required_permission: string | null
  current_version_id: string | null
  version_number: number | null
}

const selectFunction = `SELECT f.*, v.version_number FROM functions f LEFT JOIN function_versions v ON v.id = f.current_version_id`

const toStoredFunction = (row: FunctionRow): StoredFunction => ({
  id: row.id,
  key: row.key,
  displayName: row.display_name,
  description: row.description,
  supportsCancellation: row.supports_cancellation,
  timeoutMs: row.timeout_ms,
  maxAttempts: row.max_attempts,
  httpEndpointKey: row.http_endpoint_key,
  requiredPermission: row.required_permission,
  currentVersionId: row.current_version_id,
  currentVersionNumber: row.version_number,
})

export async function findStoredFunction(db: Db, where: 'id' | 'key' | 'http_endpoint_key', value: string): Promise<StoredFunction | null> {
  const [row] = await db.query<FunctionRow>(`${selectFunction} WHERE f.${where} = $1`, [value])
  return row ? toStoredFunction(row) : null
}

/** Every function, by display name. */
export async function listStoredFunctions(db: Db): Promise<StoredFunction[]> {
  const rows = await db.query<FunctionRow>(`${selectFunction} ORDER BY f.display_name`)
  return rows.map(toStoredFunction)
}

/** What the catalog stores of a built-in function; its current version is `currentVersionId`. */
export type FunctionWrite = Omit<StoredFunction, 'currentVersionId' | 'currentVersionNumber'> & { currentVersionId: string }

/** Inserts the function, or brings its row in line with `fn` (its creation time stays). */
export async function upsertFunction(db: Db, fn: FunctionWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO functions (id, key, display_name, description, supports_cancellation, timeout_ms, max_attempts,
       http_endpoint_key, required_permission, current_version_id, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (id) DO UPDATE SET key = EXCLUDED.key, display_name = EXCLUDED.display_name,
       description = EXCLUDED.description, supports_cancellation = EXCLUDED.supports_cancellation,
       timeout_ms = EXCLUDED.timeout_ms, max_attempts = EXCLUDED.max_attempts,
       http_endpoint_key = EXCLUDED.http_endpoint_key, required_permission = EXCLUDED.required_permission,
       current_version_id = EXCLUDED.current_version_id`,
    [
      fn.id, fn.key, fn.displayName, fn.description, fn.supportsCancellation, fn.timeoutMs, fn.maxAttempts,
      fn.httpEndpointKey, fn.requiredPermission, fn.currentVersionId, now,
    ],
  )
}

export interface FunctionVersion {
  id: string
  functionId: string
  versionNumber: number
  /** ISO 8601. */
  createdAt: string
}

/** Inserts the version unless it exists (a version never changes). */
export async function insertVersionIfMissing(db: Db, id: string, functionId: string, versionNumber: number, createdAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_versions (id, function_id, version_number, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO NOTHING`,
    [id, functionId, versionNumber, createdAt],
  )
}

/** Every version, by function, newest first. */
export async function listFunctionVersions(db: Db): Promise<FunctionVersion[]> {
  const rows = await db.query<{ id: string; function_id: string; version_number: number; created_at: Date | string }>(
    'SELECT * FROM function_versions ORDER BY function_id, version_number DESC',
  )
  return rows.map((row) => ({ id: row.id, functionId: row.function_id, versionNumber: row.version_number, createdAt: iso(row.created_at) }))
}
