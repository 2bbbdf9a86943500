import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest } from '../../../http/errors'
import { boundFunction, checkedTarget, createBinding, deleteBinding, getBinding, listBindings, replaceBinding, type BindingKind } from '../configuredBindings'
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

const endpoints: BindingKind<StoredEndpoint, EndpointWrite, FunctionHttpEndpoint> = {
  kind: 'HttpEndpoint',
  missing: (id) => `HTTP endpoint "${id}" does not exist.`,
  keyTaken: (key) => `An HTTP endpoint with the key "${key}" exists.`,
  find: findEndpointRow,
  list: listEndpointRows,
  insert: insertEndpointRow,
  update: updateEndpointRow,
  remove: deleteEndpointRow,
  answer: (row, names) => ({
    Id: row.id,
    Key: row.key,
    Description: row.description,
    ...boundFunction(names, row.functionId, row.functionVersionId),
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
  }),
  audited: (row) => ({
    Key: row.key, FunctionId: row.functionId, FunctionVersionId: row.functionVersionId, Method: row.method, PathSuffix: row.pathSuffix,
    AuthenticationMode: row.authenticationMode, AllowedContentTypes: row.allowedContentTypes, MaxRequestBytes: row.maxRequestBytes,
    RateLimitPerMinute: row.rateLimitPerMinute, IsEnabled: row.isEnabled,
  }),
}

export const listEndpoints = (db: Db) => listBindings(endpoints, db)
export const getEndpoint = (db: Db, id: string) => getBinding(endpoints, db, id)

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

export function createEndpoint(db: Db, userId: string, input: CreateInput, now: Date): Promise<FunctionHttpEndpoint> {
  const id = randomUUID()
  return createBinding(endpoints, db, userId, (tx) => checkedWrite(tx, id, userId, input), now)
}

export function updateEndpoint(db: Db, userId: string, id: string, input: UpdateInput, now: Date): Promise<FunctionHttpEndpoint> {
  return replaceBinding(endpoints, db, userId, id, input.RowVersion, (tx) => checkedWrite(tx, id, userId, input), now)
}

export function deleteEndpoint(db: Db, userId: string, id: string, rowVersion: string, now: Date): Promise<string> {
  return deleteBinding(endpoints, db, userId, id, rowVersion, now)
}
