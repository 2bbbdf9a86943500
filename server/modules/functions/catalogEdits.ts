import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import { badRequest, conflict, notFound, staleRowVersion } from '../../http/errors'
import { isKnownPermission, normalizePermissionKey } from '../principals'
import { writeFunctionAudit } from './audit.repo'
import { builtinByKey } from './builtins'
import { findFunctionVersion, findStoredFunction, insertVersionIfMissing, listFunctionVersions, listStoredFunctions, mirrorVersion, updateFunctionEnabled, type FunctionVersion, type StoredFunction, type VersionDefinition } from './catalog.repo'
import { codeDefinition, versionIdOf, type CatalogFunction } from './catalog'
import { listEndpointRows } from './endpoints/endpoints.repo'
import { userReference } from './mappers'
import { FunctionCodes } from './model'
import { listPublicationRows } from './publications/publications.repo'

/**
 * Changing the catalog: settings become a new immutable version (current at once), any version can
 * be made current again, and a function can be disabled. Each change is audited with before and after.
 */

export type FunctionDefinition = ConfigSchemas['FunctionDefinition']
type SettingsInput = ConfigSchemas['FunctionSettingsUpdate']

function definitionOf(db: Db, fn: StoredFunction, versions: FunctionVersion[], bindings: Bindings): FunctionDefinition {
  const own = versions.filter((version) => version.functionId === fn.id)
  const endpoints = bindings.endpoints.filter((endpoint) => endpoint.FunctionId === fn.id)
  const implementation = builtinByKey(db, fn.key)
  return {
    Id: fn.id,
    Key: fn.key,
    DisplayName: fn.displayName,
    Description: fn.description,
    SupportsCancellation: fn.supportsCancellation,
    TimeoutMs: fn.timeoutMs,
    MaxAttempts: fn.maxAttempts,
    IsHttpEndpoint: endpoints.length > 0,
    HttpEndpointKey: endpoints[0]?.Key ?? null,
    RequiredPermission: fn.requiredPermission,
    CurrentVersionId: fn.currentVersionId ?? '',
    Versions: own.map((version) => ({
      Id: version.id,
      VersionNumber: version.versionNumber,
      CreatedAt: version.createdAt,
      CreatedByUserId: version.createdByUserId,
      CreatedBy: version.createdByUserId
        ? userReference(version.createdByUserId, version.createdBy.displayName, version.createdBy.email, version.createdBy.userType, false)
        : null,
      ChangeNote: version.changeNote,
      Definition: version.definition,
    })),
    Secrets: [...(implementation?.secrets ?? [])],
    IsEnabled: fn.isEnabled,
    IsPlatform: implementation?.isPlatform === true,
    Publications: bindings.publications.filter((publication) => publication.FunctionId === fn.id).map(({ FunctionId: _, ...rest }) => rest),
    HttpEndpoints: endpoints.map(({ FunctionId: _, ...rest }) => rest),
    RowVersion: fn.rowVersion,
  }
}

interface BindingRow { Id: string; Key: string; IsEnabled: boolean; FunctionVersionId: string | null; FunctionId: string }
interface Bindings { publications: BindingRow[]; endpoints: BindingRow[] }

async function bindingsOf(db: Db): Promise<Bindings> {
  const toRow = (row: { id: string; key: string; isEnabled: boolean; functionVersionId: string | null; functionId: string }): BindingRow => ({
    Id: row.id, Key: row.key, IsEnabled: row.isEnabled, FunctionVersionId: row.functionVersionId, FunctionId: row.functionId,
  })
  return { publications: (await listPublicationRows(db)).map(toRow), endpoints: (await listEndpointRows(db)).map(toRow) }
}

export async function listFunctionDefinitions(db: Db): Promise<FunctionDefinition[]> {
  const [functions, versions, bindings] = [await listStoredFunctions(db), await listFunctionVersions(db), await bindingsOf(db)]
  return functions.map((fn) => definitionOf(db, fn, versions, bindings))
}

export async function getFunctionDefinition(db: Db, functionId: string): Promise<FunctionDefinition> {
  const fn = await requireStored(db, functionId)
  return definitionOf(db, fn, await listFunctionVersions(db, functionId), await bindingsOf(db))
}

async function requireStored(db: Db, functionId: string, lock = false): Promise<StoredFunction> {
  const fn = await findStoredFunction(db, 'id', functionId, { lock })
  if (!fn) throw notFound(`Function "${functionId}" does not exist.`, functionId)
  return fn
}

/** Locks the function and checks the caller saw its current state. */
async function lockedCurrent(tx: Db, functionId: string, rowVersion: string): Promise<StoredFunction> {
  const fn = await requireStored(tx, functionId, true)
  if (fn.rowVersion !== rowVersion) throw staleRowVersion(await getFunctionDefinition(tx, functionId))
  return fn
}

/** A permission key of the catalog (normalised), or null. */
export function checkedPermission(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value.trim() === '') return null
  const key = normalizePermissionKey(value)
  if (!isKnownPermission(key)) throw badRequest('workspace.validation.invalid', `"${value}" is not a permission of the catalog.`, field)
  return key
}

const settingsOf = (definition: VersionDefinition) => ({
  Description: definition.Description, TimeoutMs: definition.TimeoutMs, MaxAttempts: definition.MaxAttempts, RequiredPermission: definition.RequiredPermission,
})

export async function updateFunctionSettings(db: Db, userId: string, functionId: string, input: SettingsInput, now: Date): Promise<FunctionDefinition> {
  const permission = checkedPermission(input.RequiredPermission, 'RequiredPermission')
  return db.transaction(async (tx) => {
    const fn = await lockedCurrent(tx, functionId, input.RowVersion)
    const versions = await listFunctionVersions(tx, functionId)
    const current = versions.find((version) => version.id === fn.currentVersionId)?.definition ?? codeDefinitionOf(tx, fn)
    const next: VersionDefinition = {
      ...current,
      Description: input.Description?.trim() ? input.Description.trim() : null,
      TimeoutMs: input.TimeoutMs,
      MaxAttempts: input.MaxAttempts,
      RequiredPermission: permission,
    }
    if (JSON.stringify(settingsOf(next)) === JSON.stringify(settingsOf(current))) {
      throw badRequest('workspace.validation.invalid', 'Nothing changed: a new version needs at least one different setting.', 'TimeoutMs')
    }
    const number = Math.max(0, ...versions.map((version) => version.versionNumber)) + 1
    const id = versionIdOf(fn.key, number)
    const note = input.ChangeNote?.trim() ? input.ChangeNote.trim() : null
    await insertVersionIfMissing(tx, { id, functionId, versionNumber: number, definition: next, createdByUserId: userId, changeNote: note }, now)
    await mirrorVersion(tx, functionId, id, next, now)
    await writeFunctionAudit(tx, userId, 'FunctionChanged', 'Function', functionId, {
      Key: fn.key, Version: number, ChangeNote: note, Previous: settingsOf(current), Current: settingsOf(next),
    }, now)
    return getFunctionDefinition(tx, functionId)
  })
}

function codeDefinitionOf(db: Db, fn: StoredFunction): VersionDefinition {
  if (fn.currentImplementation?.Kind === 'NetOperationProject') {
    throw conflict(FunctionCodes.unknownFunction, `"${fn.key}" comes from the Net Operation Project: activate an artifact that has it.`)
  }
  const implementation = builtinByKey(db, fn.key)
  if (!implementation) throw conflict(FunctionCodes.unknownFunction, `The code of "${fn.key}" is not installed.`)
  return codeDefinition(implementation, implementation.version)
}

export async function activateVersion(db: Db, userId: string, functionId: string, versionId: string, rowVersion: string, now: Date): Promise<FunctionDefinition> {
  return db.transaction(async (tx) => {
    const fn = await lockedCurrent(tx, functionId, rowVersion)
    const version = await findFunctionVersion(tx, versionId)
    if (!version || version.functionId !== functionId) throw notFound(`Version "${versionId}" of this function does not exist.`, versionId)
    if (version.id === fn.currentVersionId) return getFunctionDefinition(tx, functionId)
    const definition = version.definition ?? codeDefinitionOf(tx, fn)
    await mirrorVersion(tx, functionId, version.id, definition, now)
    await writeFunctionAudit(tx, userId, 'FunctionVersionActivated', 'Function', functionId, {
      Key: fn.key, Previous: { Version: fn.currentVersionNumber }, Current: { Version: version.versionNumber },
    }, now)
    return getFunctionDefinition(tx, functionId)
  })
}

export async function setFunctionEnabled(db: Db, userId: string, functionId: string, enabled: boolean, rowVersion: string, now: Date): Promise<FunctionDefinition> {
  return db.transaction(async (tx) => {
    const fn = await lockedCurrent(tx, functionId, rowVersion)
    if (!enabled && builtinByKey(tx, fn.key)?.isPlatform) {
      throw conflict(FunctionCodes.platformFunction, `${fn.displayName} keeps the workspace working and cannot be disabled.`, 'IsEnabled')
    }
    if (fn.isEnabled === enabled) return getFunctionDefinition(tx, functionId)
    await updateFunctionEnabled(tx, functionId, enabled, now)
    await writeFunctionAudit(tx, userId, enabled ? 'FunctionEnabled' : 'FunctionDisabled', 'Function', functionId, {
      Key: fn.key, Previous: { IsEnabled: fn.isEnabled }, Current: { IsEnabled: enabled },
    }, now)
    return getFunctionDefinition(tx, functionId)
  })
}

/** New runs of a disabled function are refused (409); jobs queued before still run. */
export function requireEnabled(fn: CatalogFunction): CatalogFunction {
  if (!fn.isEnabled) throw conflict(FunctionCodes.functionDisabled, `${fn.displayName} is disabled: an administrator enables it in the function catalog.`)
  return fn
}
