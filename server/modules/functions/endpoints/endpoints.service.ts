import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest, conflict, notFound, staleRowVersion } from '../../../http/errors'
import { writeFunctionAudit } from '../audit.repo'
import { listFunctionVersions, listStoredFunctions } from '../catalog.repo'
import { FunctionCodes } from '../model'
import { checkedTarget } from '../publications/publications.service'
import { deleteEndpointRow, findEndpointRow, insertEndpointRow, listEndpointRows, updateEndpointRow, type EndpointWrite, type StoredEndpoint } from './endpoints.repo'

/** HTTP endpoint governance: how a function version is served over HTTP; every change audited. */

export type FunctionHttpEndpoint = ConfigSchemas['FunctionHttpEndpoint']
type CreateInput = ConfigSchemas['FunctionHttpEndpointCreateRequest']
type UpdateInput = ConfigSchemas['FunctionHttpEndpointUpdateRequest']

export const AuthenticationMode = { Optional: 0, Required: 1 } as const
/** The body types the host can read (and summarise) for a function. */
export const supportedContentTypes = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'] as const
export const endpointUrlOf = (key: string, pathSuffix: string | null) => `/api/workspace/functions/http/${key}${pathSuffix ? `/${pathSuffix}` : ''}`

const literalSegment = /^[A-Za-z0-9._~-]{1,100}$/
const parameterSegment = /^\{[A-Za-z][A-Za-z0-9_]{0,49}\}$/
const bodyMethods = new Set(['POST', 'PUT', 'PATCH'])

interface Names { functions: Map<string, { key: string; displayName: string }>; versions: Map<string, number> }

async function namesOf(db: Db): Promise<Names> {
  return {
    functions: new Map((await listStoredFunctions(db)).map((fn) => [fn.id, { key: fn.key, displayName: fn.displayName }])),
    versions: new Map((await listFunctionVersions(db)).map((version) => [version.id, version.versionNumber])),
  }
}

function toEndpoint(row: StoredEndpoint, names: Names): FunctionHttpEndpoint {
  const fn = names.functions.get(row.functionId)
  return {
    Id: row.id,
    Key: row.key,
    Description: row.description,
    FunctionId: row.functionId,
    FunctionKey: fn?.key ?? row.functionId,
    FunctionDisplayName: fn?.displayName ?? row.functionId,
    FunctionVersionId: row.functionVersionId,
    FunctionVersionNumber: row.functionVersionId ? (names.versions.get(row.functionVersionId) ?? null) : null,
    Method: row.method as FunctionHttpEndpoint['Method'],
    PathSuffix: row.pathSuffix,
    AuthenticationMode: row.authenticationMode as FunctionHttpEndpoint['AuthenticationMode'],
    AllowedContentTypes: row.allowedContentTypes,
    MaxRequestBytes: row.maxRequestBytes,
    RateLimitPerMinute: row.rateLimitPerMinute,
    IsEnabled: row.isEnabled,
    Url: endpointUrlOf(row.key, row.pathSuffix),
    CreatedAt: row.createdAt,
    ModifiedAt: row.modifiedAt,
    ModifiedByUserId: row.modifiedByUserId,
    RowVersion: row.rowVersion,
  }
}

export async function listEndpoints(db: Db): Promise<FunctionHttpEndpoint[]> {
  const names = await namesOf(db)
  return (await listEndpointRows(db)).map((row) => toEndpoint(row, names))
}

async function requireRow(db: Db, id: string, lock = false): Promise<StoredEndpoint> {
  const row = await findEndpointRow(db, 'id', id, { lock })
  if (!row) throw notFound(`HTTP endpoint "${id}" does not exist.`, id)
  return row
}

export async function getEndpoint(db: Db, id: string): Promise<FunctionHttpEndpoint> {
  return toEndpoint(await requireRow(db, id), await namesOf(db))
}

function checkedSuffix(value: string | null | undefined): string | null {
  const suffix = value?.trim().replace(/^\/+|\/+$/g, '') ?? ''
  if (!suffix) return null
  if (!literalSegment.test(suffix) && !parameterSegment.test(suffix)) {
    throw badRequest('workspace.validation.invalid', 'The path suffix is one segment: letters, digits, ".", "_", "~" and "-", or {name} for any segment.', 'PathSuffix')
  }
  return suffix
}

function checkedContentTypes(method: string, types: string[]): string[] {
  const normalized = [...new Set(types.map((type) => type.trim().toLowerCase()).filter(Boolean))]
  const unsupported = normalized.find((type) => !(supportedContentTypes as readonly string[]).includes(type))
  if (unsupported) throw badRequest('workspace.validation.invalid', `"${unsupported}" is not a body type functions can read: use ${supportedContentTypes.join(', ')}.`, 'AllowedContentTypes')
  if (bodyMethods.has(method) && normalized.length === 0) throw badRequest('workspace.validation.required', `A ${method} endpoint takes a body: allow at least one content type.`, 'AllowedContentTypes')
  return bodyMethods.has(method) ? normalized : []
}

async function checkedWrite(db: Db, id: string, userId: string, input: CreateInput): Promise<EndpointWrite> {
  return {
    id,
    key: input.Key,
    description: input.Description?.trim() ? input.Description.trim() : null,
    functionId: input.FunctionId,
    functionVersionId: await checkedTarget(db, input.FunctionId, input.FunctionVersionId),
    method: input.Method,
    pathSuffix: checkedSuffix(input.PathSuffix),
    authenticationMode: input.AuthenticationMode,
    allowedContentTypes: checkedContentTypes(input.Method, input.AllowedContentTypes),
    maxRequestBytes: input.MaxRequestBytes,
    rateLimitPerMinute: input.RateLimitPerMinute ?? null,
    isEnabled: input.IsEnabled ?? true,
    rowVersion: randomUUID(),
    modifiedByUserId: userId,
  }
}

async function requireFreeKey(db: Db, key: string, ownId: string | null): Promise<void> {
  const taken = await findEndpointRow(db, 'key', key)
  if (taken && taken.id !== ownId) throw conflict(FunctionCodes.duplicateKey, `An HTTP endpoint with the key "${key}" exists.`, 'Key')
}

const audited = (row: EndpointWrite | StoredEndpoint) => ({
  Key: row.key, FunctionId: row.functionId, FunctionVersionId: row.functionVersionId, Method: row.method, PathSuffix: row.pathSuffix,
  AuthenticationMode: row.authenticationMode, AllowedContentTypes: row.allowedContentTypes, MaxRequestBytes: row.maxRequestBytes,
  RateLimitPerMinute: row.rateLimitPerMinute, IsEnabled: row.isEnabled,
})

export async function createEndpoint(db: Db, userId: string, input: CreateInput, now: Date): Promise<FunctionHttpEndpoint> {
  return db.transaction(async (tx) => {
    const write = await checkedWrite(tx, randomUUID(), userId, input)
    await requireFreeKey(tx, write.key, null)
    await insertEndpointRow(tx, write, now)
    await writeFunctionAudit(tx, userId, 'HttpEndpointCreated', 'HttpEndpoint', write.id, { Current: audited(write) }, now)
    return getEndpoint(tx, write.id)
  })
}

export async function updateEndpoint(db: Db, userId: string, id: string, input: UpdateInput, now: Date): Promise<FunctionHttpEndpoint> {
  return db.transaction(async (tx) => {
    const current = await requireRow(tx, id, true)
    if (current.rowVersion !== input.RowVersion) throw staleRowVersion(toEndpoint(current, await namesOf(tx)))
    const write = await checkedWrite(tx, id, userId, input)
    await requireFreeKey(tx, write.key, id)
    await updateEndpointRow(tx, write, now)
    await writeFunctionAudit(tx, userId, 'HttpEndpointChanged', 'HttpEndpoint', id, { Previous: audited(current), Current: audited(write) }, now)
    return getEndpoint(tx, id)
  })
}

export async function deleteEndpoint(db: Db, userId: string, id: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await requireRow(tx, id, true)
    if (rowVersion !== undefined && current.rowVersion !== rowVersion) throw staleRowVersion(toEndpoint(current, await namesOf(tx)))
    await deleteEndpointRow(tx, id)
    await writeFunctionAudit(tx, userId, 'HttpEndpointDeleted', 'HttpEndpoint', id, { Previous: audited(current) }, now)
    return id
  })
}
