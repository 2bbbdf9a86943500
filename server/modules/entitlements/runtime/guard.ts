import type { Db } from '../../../db'
import { forbidden, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { entitlementNotFoundMessage } from '../detail/detail'
import { missingGrantMessage } from '../detail/invariant'
import { modelAccess, type ModelAccess } from '../shared/access'
import { modelDisplayName } from './models.repo'

/**
 * The caller's access to a model, refusing what the operation needs: an unreadable model's
 * entitlement answers 404 (it is not listed either), a missing grant 403 naming it.
 */
export async function requireModelGrant(db: Db, auth: AuthContext, modelId: string, operation: keyof ModelAccess, entitlementId?: string): Promise<ModelAccess> {
  const access = (await modelAccess(db, auth, [modelId])).get(modelId) ?? { read: false, issue: false, adjust: false }
  if (!access.read && entitlementId !== undefined) throw notFound(entitlementNotFoundMessage, 'entitlementId')
  if (!access[operation]) {
    const modelName = (await modelDisplayName(db, modelId)) ?? modelId
    throw forbidden(missingGrantMessage(operation, modelName), {})
  }
  return access
}
