import type { Db } from '../../db'
import { notFound } from '../../http/errors'
import { builtinByKey, builtinFunctions } from './builtins'
import type { BuiltinFunction } from './builtins/types'
import { findStoredFunction, insertVersionIfMissing, listFunctionVersions, listStoredFunctions, upsertFunction, type StoredFunction } from './catalog.repo'
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
      await upsertFunction(tx, {
        id,
        key: fn.key,
        displayName: fn.displayName,
        description: fn.description,
        supportsCancellation: fn.supportsCancellation,
        timeoutMs: fn.timeoutMs,
        maxAttempts: fn.maxAttempts,
        httpEndpointKey: fn.httpEndpointKey ?? null,
        requiredPermission: fn.requiredPermission ?? null,
        currentVersionId: versionIdOf(fn.key, fn.version),
      }, now)
      for (let number = 1; number <= fn.version; number += 1) {
        // Earlier versions are dated back a month each, so the history reads like one.
        await insertVersionIfMissing(tx, versionIdOf(fn.key, number), id, number, new Date(now.getTime() - (fn.version - number) * 30 * dayMs))
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

/** A stored function with the code that runs it; null when no built-in of its key is installed. */
function toCatalogFunction(db: Db, stored: StoredFunction): CatalogFunction | null {
  const implementation = builtinByKey(db, stored.key)
  if (!implementation) return null
  return {
    id: stored.id,
    key: stored.key,
    displayName: stored.displayName,
    supportsCancellation: stored.supportsCancellation,
    timeoutMs: stored.timeoutMs,
    maxAttempts: stored.maxAttempts,
    requiredPermission: stored.requiredPermission,
    currentVersionId: stored.currentVersionId,
    currentVersionNumber: stored.currentVersionNumber,
    httpEndpointKey: stored.httpEndpointKey,
    implementation,
  }
}

export async function findFunction(db: Db, where: 'id' | 'key' | 'http_endpoint_key', value: string): Promise<CatalogFunction | null> {
  const stored = await findStoredFunction(db, where, value)
  return stored ? toCatalogFunction(db, stored) : null
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
  Secrets: string[]
}

export async function listFunctionDefinitions(db: Db): Promise<FunctionDefinition[]> {
  const functions = await listStoredFunctions(db)
  const versions = await listFunctionVersions(db)
  return functions.map((fn) => ({
    Id: fn.id,
    Key: fn.key,
    DisplayName: fn.displayName,
    Description: fn.description,
    SupportsCancellation: fn.supportsCancellation,
    TimeoutMs: fn.timeoutMs,
    MaxAttempts: fn.maxAttempts,
    IsHttpEndpoint: fn.httpEndpointKey !== null,
    HttpEndpointKey: fn.httpEndpointKey,
    RequiredPermission: fn.requiredPermission,
    CurrentVersionId: fn.currentVersionId ?? '',
    Versions: versions
      .filter((version) => version.functionId === fn.id)
      .map((version) => ({ Id: version.id, VersionNumber: version.versionNumber, CreatedAt: version.createdAt })),
    Secrets: [...(builtinByKey(db, fn.key)?.secrets ?? [])],
  }))
}
