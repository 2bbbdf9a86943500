import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { notFound } from '../../http/errors'
import { builtinByKey, builtinFunctions } from './builtins'
import type { BuiltinFunction } from './builtins/types'
import {
  fillMissingDefinition, findFunctionVersion, findStoredFunction, insertFunctionIfMissing, insertVersionIfMissing, listFunctionVersions,
  mirrorVersion, type FunctionImplementation, type StoredFunction, type VersionDefinition,
} from './catalog.repo'
import { providedImplementation } from './implementations'
import { insertEndpointRow } from './endpoints/endpoints.repo'
import { FunctionCodes } from './model'

/**
 * The function catalog: one row per built-in function and immutable versions, each with the
 * definition (settings and code) a run started from it uses. A new version of a built-in's code
 * becomes current on start; versions an administrator wrote stay current until the code moves on.
 */

export const functionIdOf = (key: string): string => `fn-${key}`
export const versionIdOf = (key: string, versionNumber: number): string => `fnv-${key}-${versionNumber}`

const dayMs = 86_400_000

/** The definition a built-in's code gives a version of it. */
export function codeDefinition(fn: BuiltinFunction, codeVersion: number): VersionDefinition {
  return {
    DisplayName: fn.displayName,
    Description: fn.description,
    TimeoutMs: fn.timeoutMs,
    MaxAttempts: fn.maxAttempts,
    RequiredPermission: fn.requiredPermission ?? null,
    SupportsCancellation: fn.supportsCancellation,
    Secrets: [...(fn.secrets ?? [])],
    Implementation: { Kind: 'Builtin', Key: fn.key, CodeVersion: codeVersion },
  }
}

/** Brings the catalog in line with the built-in functions; safe to call on every start. */
export async function ensureFunctionCatalog(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const fn of builtinFunctions(tx)) {
      const id = functionIdOf(fn.key)
      await insertFunctionIfMissing(tx, { id, key: fn.key, displayName: fn.displayName, httpEndpointKey: fn.httpEndpointKey ?? null }, now)
      const versions = await listFunctionVersions(tx, id)
      for (const version of versions) {
        if (!version.definition) await fillMissingDefinition(tx, version.id, codeDefinition(fn, version.versionNumber))
      }
      const newestCode = Math.max(0, ...versions.map((version) => version.definition?.Implementation.CodeVersion ?? version.versionNumber))
      if (versions.length === 0) {
        for (let number = 1; number <= fn.version; number += 1) {
          // Earlier versions are dated back a month each, so the history reads like one.
          const createdAt = new Date(now.getTime() - (fn.version - number) * 30 * dayMs)
          await insertVersionIfMissing(tx, { id: versionIdOf(fn.key, number), functionId: id, versionNumber: number, definition: codeDefinition(fn, number), createdByUserId: null, changeNote: null }, createdAt)
        }
        await mirrorVersion(tx, id, versionIdOf(fn.key, fn.version), codeDefinition(fn, fn.version), now)
        if (fn.httpEndpointKey) await insertDeclaredEndpoint(tx, id, fn.httpEndpointKey, now)
      } else if (newestCode < fn.version) {
        const number = Math.max(...versions.map((version) => version.versionNumber)) + 1
        await insertVersionIfMissing(tx, { id: versionIdOf(fn.key, number), functionId: id, versionNumber: number, definition: codeDefinition(fn, fn.version), createdByUserId: null, changeNote: 'New code' }, now)
        await mirrorVersion(tx, id, versionIdOf(fn.key, number), codeDefinition(fn, fn.version), now)
      }
    }
  })
}

/** The endpoint a built-in declares, added with the function (an administrator may change or delete it after). */
async function insertDeclaredEndpoint(db: Db, functionId: string, key: string, now: Date): Promise<void> {
  await insertEndpointRow(db, {
    id: `ep-${key}`,
    key,
    description: null,
    functionId,
    functionVersionId: null,
    method: 'POST',
    pathSuffix: null,
    authenticationMode: 0,
    allowedContentTypes: ['application/json', 'application/x-www-form-urlencoded'],
    maxRequestBytes: 65_536,
    rateLimitPerMinute: null,
    isEnabled: true,
    rowVersion: randomUUID(),
    modifiedByUserId: null,
  }, now)
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
  isEnabled: boolean
  /** Keeps the workspace working (clean-ups, recalculations, builds): it cannot be disabled. */
  isPlatform: boolean
  implementation: BuiltinFunction
  /** A Net Operation Project function: the revision, build and artifact its runs capture. */
  projectCapture: { revisionId: string; buildId: string; artifactId: string } | null
}

/** The code that runs a version: a built-in of its key, or what the module behind a project function provides. */
function codeOf(db: Db, key: string, implementation: FunctionImplementation | null): BuiltinFunction | undefined {
  if (implementation?.Kind === 'NetOperationProject') return providedImplementation(db, key, implementation)
  return builtinByKey(db, key)
}

const captureOf = (implementation: FunctionImplementation | null): CatalogFunction['projectCapture'] =>
  implementation?.Kind === 'NetOperationProject'
    ? { revisionId: implementation.RevisionId, buildId: implementation.BuildId, artifactId: implementation.ArtifactId }
    : null

/** A stored function with the code that runs it; null when that code is not installed. */
function toCatalogFunction(db: Db, stored: StoredFunction): CatalogFunction | null {
  const implementation = codeOf(db, stored.key, stored.currentImplementation)
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
    isEnabled: stored.isEnabled,
    isPlatform: implementation.isPlatform === true,
    implementation,
    projectCapture: captureOf(stored.currentImplementation),
  }
}

export async function findFunction(db: Db, where: 'id' | 'key', value: string): Promise<CatalogFunction | null> {
  const stored = await findStoredFunction(db, where, value)
  return stored ? toCatalogFunction(db, stored) : null
}

/**
 * The function as one of its versions defines it: runs started from it capture that version and
 * use its settings. `versionId` null follows the current version. Null when either is unknown.
 */
export async function functionAtVersion(db: Db, functionId: string, versionId: string | null): Promise<CatalogFunction | null> {
  const fn = await findFunction(db, 'id', functionId)
  if (!fn || versionId === null || versionId === fn.currentVersionId) return fn
  const version = await findFunctionVersion(db, versionId)
  if (!version || version.functionId !== functionId) return null
  const definition = version.definition
  // A pinned version of a project function runs the assembly it was built into.
  const projectCode = definition?.Implementation.Kind === 'NetOperationProject' ? codeOf(db, fn.key, definition.Implementation) : undefined
  return {
    ...fn,
    currentVersionId: version.id,
    currentVersionNumber: version.versionNumber,
    ...(definition ? { timeoutMs: definition.TimeoutMs, maxAttempts: definition.MaxAttempts, requiredPermission: definition.RequiredPermission } : {}),
    ...(projectCode ? { implementation: projectCode, projectCapture: captureOf(definition?.Implementation ?? null) } : {}),
  }
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
