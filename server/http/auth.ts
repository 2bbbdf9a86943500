import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import { authenticate } from '../modules/auth'
import { forbidden, unauthorized } from './errors'
import type { AuthContext, OperationOptions } from './operation'

/** The bearer value from `Authorization: Bearer …`, else from the `access_token` query parameter. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
    if (!match) throw unauthorized('The Authorization header must use the Bearer scheme.')
    return match[1]!
  }
  const query = request.query as Record<string, unknown> | undefined
  const token = query?.access_token
  return typeof token === 'string' && token ? token : null
}

export async function requireCaller(db: Db, request: FastifyRequest, now: Date): Promise<AuthContext> {
  const bearer = bearerOf(request)
  if (!bearer) throw unauthorized('Sign in to continue: no access token was sent.')
  const caller = await authenticate(db, bearer, now)
  if (!caller) throw unauthorized('The access token or API key is not valid or has expired.')
  return caller
}

/** 403 naming what is missing: any one of the required roles, and every required permission. */
export function authorize(caller: AuthContext, operation: OperationOptions): void {
  const roles = operation.requiredRoles
  if (roles && !roles.some((role) => caller.roles.includes(role))) {
    throw forbidden(`This operation requires one of the roles: ${roles.join(', ')}.`, { roles })
  }
  const permissions = operation.requiredPermissions
  const missing = permissions?.filter((permission) => !caller.permissions.includes(permission)) ?? []
  if (permissions && missing.length > 0) {
    throw forbidden(`This operation requires the permissions: ${missing.join(', ')}.`, { permissions })
  }
}
