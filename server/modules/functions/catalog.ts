import type { Db } from '../../db'
import { notFound } from '../../http/errors'
import { iso } from '../../platform/values'
import { builtinByKey, builtinFunctions } from './builtins'
import type { BuiltinFunction } from './builtins/types'
import { FunctionCodes } from './model'

/** The function catalog: one row per built-in function, one version row per behaviour change. */

export const functionIdOf = (key: string): string => `fn-${key}`
export const versionIdOf = (key: string, versionNumber: number): string => `fnv-${key}-${versionNumber}`

const dayMs = 86_400_000

/** Brings the catalog in line with the built-in functions; safe to call on every start. */
export async function ensureFunctionCatalog(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const fn of builtinFunctions(tx)) {
      const id = functionIdOf(fn.key)
      await tx.query(
        `INSERT INTO functions (id, key, display_name, description, supports_cancellation, timeout_ms, max_attempts,
           http_endpoint_key, required_permission, current_version_id, created_at, modified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
         ON CONFLICT (id) DO UPDATE SET key = EXCLUDED.key, display_name = EXCLUDED.display_name,
           description = EXCLUDED.description, supports_cancellation = EXCLUDED.supports_cancellation,
           timeout_ms = EXCLUDED.timeout_ms, max_attempts = EXCLUDED.max_attempts,
           http_endpoint_key = EXCLUDED.http_endpoint_key, required_permission = EXCLUDED.required_permission,
           current_version_id = EXCLUDED.current_version_id`,
        [
          id, fn.key, fn.displayName, fn.description, fn.supportsCancellation, fn.timeoutMs, fn.maxAttempts,
          fn.httpEndpointKey ?? null, fn.requiredPermission ?? null, versionIdOf(fn.key, fn.version), now,
        ],
      )
      for (let number = 1; number <= fn.version; number += 1) {
        // Earlier versions are dated back a month each, so the history reads like one.
        await tx.query(
          `INSERT INTO function_versions (id, function_id, version_number, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO NOTHING`,
          [versionIdOf(fn.key, number), id, number, new Date(now.getTime() - (fn.version - number) * 30 * dayMs)],
        )
      }
    }
  })
}

export interface CatalogFunction {
  id: string
  key: string
  displayName: string
  supportsCancellation: boolean
  timeoutMs: number
  maxAttempts: number
  requiredPermission: string | null
  currentVersionId: string | null
  currentVersionNumber: number | null
  httpEndpointKey: string | null
  implementation: BuiltinFunction
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

function toCatalogFunction(db: Db, row: FunctionRow): CatalogFunction | null {
  const implementation = builtinByKey(db, row.key)
  if (!implementation) return null
  return {
    id: row.id,
    key: row.key,
    displayName: row.display_name,
    supportsCancellation: row.supports_cancellation,
    timeoutMs: row.timeout_ms,
    maxAttempts: row.max_attempts,
    requiredPermission: row.required_permission,
    currentVersionId: row.current_version_id,
    currentVersionNumber: row.version_number,
    httpEndpointKey: row.http_endpoint_key,
    implementation,
  }
}

export async function findFunction(db: Db, where: 'id' | 'key' | 'http_endpoint_key', value: string): Promise<CatalogFunction | null> {
  const [row] = await db.query<FunctionRow>(`${selectFunction} WHERE f.${where} = $1`, [value])
  return row ? toCatalogFunction(db, row) : null
}

export async function requireFunctionByKey(db: Db, key: string): Promise<CatalogFunction> {
  const fn = await findFunction(db, 'key', key)
  if (!fn) throw unknownFunction(key)
  return fn
}

export function unknownFunction(key: string) {
  const error = notFound(`There is no function with the key "${key}".`, key)
  error.issues[0]!.Code = FunctionCodes.unknownFunction
  return error
}

export interface FunctionDefinition {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  SupportsCancellation: boolean
  TimeoutMs: number
  MaxAttempts: number
  IsHttpEndpoint: boolean
  HttpEndpointKey: string | null
  RequiredPermission: string | null
  CurrentVersionId: string
  Versions: Array<{ Id: string; VersionNumber: number; CreatedAt: string }>
}

export async function listFunctionDefinitions(db: Db): Promise<FunctionDefinition[]> {
  const rows = await db.query<FunctionRow>(`${selectFunction} ORDER BY f.display_name`)
  const versions = await db.query<{ id: string; function_id: string; version_number: number; created_at: Date | string }>(
    'SELECT * FROM function_versions ORDER BY function_id, version_number DESC',
  )
  return rows.map((row) => ({
    Id: row.id,
    Key: row.key,
    DisplayName: row.display_name,
    Description: row.description,
    SupportsCancellation: row.supports_cancellation,
    TimeoutMs: row.timeout_ms,
    MaxAttempts: row.max_attempts,
    IsHttpEndpoint: row.http_endpoint_key !== null,
    HttpEndpointKey: row.http_endpoint_key,
    RequiredPermission: row.required_permission,
    CurrentVersionId: row.current_version_id ?? '',
    Versions: versions
      .filter((version) => version.function_id === row.id)
      .map((version) => ({ Id: version.id, VersionNumber: version.version_number, CreatedAt: iso(version.created_at) })),
  }))
}
