import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import type { AppContext } from '../platform/appContext'
import type { OperationId, RequestBody, RequestParams, RequestQuery, ResponseData } from './contractOperations'
import type { WithWarnings } from './envelope'
import type { RawResponse } from './rawResponse'

export type { OperationId } from './contractOperations'

/** Who is calling: resolved from an access token or a service API key. */
export interface AuthContext {
  userId: string
  userName: string
  userType: number
  roles: string[]
  permissions: string[]
  via: 'accessToken' | 'apiKey'
}

/** What every handler gets besides the request itself. */
export interface CallContext {
  /** Present for every operation that is not public. */
  auth: AuthContext
  db: Db
  /** The request's now, from the application's clock. */
  now: Date
  request: FastifyRequest
  /** The application: its clock, event bus and the state of its modules. */
  app: AppContext
}

/** A handler's input: the request of its contract operation as validation leaves it. */
export interface OperationContext<Id extends OperationId> extends CallContext {
  body: RequestBody<Id>
  query: RequestQuery<Id>
  params: RequestParams<Id>
}

/** Who may call an operation and which bodies it takes. */
export interface OperationOptions {
  /** `public` operations need no token (sign in); all others do. */
  access?: 'public' | 'authenticated'
  /** The caller needs at least one of these roles. */
  requiredRoles?: string[]
  /** The caller needs every one of these permissions. */
  requiredPermissions?: string[]
  /** Also accepts `application/x-www-form-urlencoded` bodies (HTTP endpoint functions); all others take JSON only. */
  acceptsFormBody?: boolean
  /** Takes a binary body of this media type (a file chunk), as a Buffer of at most `maxBytes`. */
  rawBody?: { mediaType: string; maxBytes: number }
  /**
   * Admits or refuses the request before its body is read, in place of the media-type check
   * (HTTP endpoint functions: each endpoint's own types, size, authentication and rate limit).
   */
  admit?: (request: FastifyRequest, db: Db) => Promise<void>
}

/** What a handler answers: its operation's Data (alone or with Warnings), a download, or nothing (`Data: null`). */
export type OperationAnswer<Id extends OperationId> = ResponseData<Id> | WithWarnings<ResponseData<Id>> | RawResponse | undefined

export interface OperationDefinition<Id extends OperationId> extends OperationOptions {
  handle(context: OperationContext<Id>): Promise<OperationAnswer<Id>>
}

/** Operation handlers by operationId: each key is a contract operation and types its handler; operations without one are not served. */
export type OperationHandlers = { [Id in OperationId]?: OperationDefinition<Id> }

/** A handler as the server calls it, with the request validation has checked against the same contract operation. */
export interface ServedOperation extends OperationOptions {
  handle(context: CallContext & { body: unknown; query: Record<string, unknown>; params: Record<string, unknown> }): Promise<unknown>
}

/** Served operations by operationId, as the server calls them. */
export type ServedOperations = Partial<Record<string, ServedOperation>>

/** A module's typed handlers as the server calls them (validation has checked each request against the same operation). */
export function servedOperations(handlers: OperationHandlers): ServedOperations {
  const byId: ServedOperations = handlers
  return { ...byId }
}

export const administratorRoles = ['Admin', 'Configurator']
