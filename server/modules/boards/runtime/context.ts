import type { FastifyRequest } from 'fastify'
import type { Db } from '../../../db'
import type { AuthContext } from '../../../http/operation'
import type { Caller } from '../../entities'
import { userFacts } from '../../principals'

/** Who calls a runtime operation, with what the access decisions need of them (loaded once). */
export interface RuntimeCaller extends Caller {
  /** The user's display name (audit rows name the actor with it). */
  displayName: string
  roles: readonly string[]
  permissions: readonly string[]
  /** Responsibility groups the user is a member of. */
  groupIds: ReadonlySet<string>
}

export const adminRole = 'Admin'
export const boardsUsePermission = 'boards.use'
export const boardsConfigurePermission = 'boards.configure'

/** The first language of Accept-Language (`de-DE,de;q=0.9` → de-DE). */
function requestLocale(request: FastifyRequest | undefined): string | null {
  const header = request?.headers['accept-language']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim()
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? first : null
}

export async function loadCaller(db: Db, auth: AuthContext, request?: FastifyRequest): Promise<RuntimeCaller> {
  const user = await userFacts(db, auth.userId)
  return {
    userId: auth.userId,
    userName: auth.userName,
    displayName: user?.displayName ?? auth.userName,
    roles: auth.roles,
    permissions: auth.permissions,
    groupIds: new Set(user?.groupIds ?? []),
    locale: requestLocale(request),
  }
}

export const isAdmin = (caller: RuntimeCaller): boolean => caller.roles.includes(adminRole)
export const canConfigureBoards = (caller: RuntimeCaller): boolean => caller.permissions.includes(boardsConfigurePermission)
