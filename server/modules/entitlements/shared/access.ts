import type { Db } from '../../../db'
import type { AuthContext } from '../../../http/operation'
import { allModelIds, grantedOperations } from './grants.repo'
export { GrantSubjectType } from '../../../../shared/enums'

/** Per-model operations a grant names (entitlement_model_grants.operation). */
export const modelOperations = ['read', 'issue', 'adjust'] as const
export type ModelOperation = (typeof modelOperations)[number]

export const configurePermission = 'entitlements.configure'
export const usePermission = 'entitlements.use'

export type ModelAccess = Record<ModelOperation, boolean>

export const isAdmin = (auth: AuthContext): boolean => auth.roles.includes('Admin')

/**
 * What the caller may do with entitlements of each model: Admins everything; others need
 * entitlements.use and a grant of the operation to one of their roles or to themselves.
 * `issue` also covers the lifecycle (suspend, resume, cancel, revoke, renew); `adjust` covers reversals.
 */
export async function modelAccess(db: Db, auth: AuthContext, modelIds: readonly string[]): Promise<Map<string, ModelAccess>> {
  const access = new Map<string, ModelAccess>()
  const all = isAdmin(auth)
  const uses = all || auth.permissions.includes(usePermission)
  for (const id of modelIds) access.set(id, { read: all, issue: all, adjust: all })
  if (all || !uses || modelIds.length === 0) return access
  const roles = auth.roles.map((role) => role.toLowerCase())
  for (const grant of await grantedOperations(db, modelIds, roles, auth.userId)) {
    const entry = access.get(grant.modelId)
    if (entry) entry[grant.operation] = true
  }
  // Issuing or adjusting without seeing what one changes makes no sense: either implies read.
  for (const entry of access.values()) entry.read ||= entry.issue || entry.adjust
  return access
}

/** Ids of the models whose entitlements the caller may read (null = every model). */
export async function readableModelIds(db: Db, auth: AuthContext): Promise<string[] | null> {
  if (isAdmin(auth)) return null
  if (!auth.permissions.includes(usePermission)) return []
  const access = await modelAccess(db, auth, await allModelIds(db))
  return [...access].filter(([, entry]) => entry.read).map(([id]) => id)
}
