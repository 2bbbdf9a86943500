import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import type { AppContext } from '../platform/appContext'

/** Who is calling: resolved from an access token or a service API key. */
export interface AuthContext {
  userId: string
  userName: string
  userType: number
  roles: string[]
  permissions: string[]
  via: 'accessToken' | 'apiKey'
}

export interface OperationContext<B, Q, P> {
  body: B
  query: Q
  params: P
  /** Present for every operation that is not public. */
  auth: AuthContext
  db: Db
  /** The request's now, from the application's clock. */
  now: Date
  request: FastifyRequest
  /** The application: its clock, event bus and the state of its modules. */
  app: AppContext
}

export interface OperationDefinition<B = unknown, Q = Record<string, unknown>, P = Record<string, string>> {
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
  handle(context: OperationContext<B, Q, P>): Promise<unknown>
}

/** Operation handlers by operationId; operations without a handler are not served. */
export type OperationHandlers = Record<string, OperationDefinition>

/** Declares a handler with the request types its contract operation guarantees after validation. */
export function defineOperation<B = undefined, Q = Record<string, unknown>, P = Record<string, string>>(
  definition: OperationDefinition<B, Q, P>,
): OperationDefinition {
  return definition as unknown as OperationDefinition
}

export const administratorRoles = ['Admin', 'Configurator']
