import type { Db } from '../../../db'
import { forbidden } from '../../../http/errors'
import { getSettings } from '../../workspace'

export const moduleDisabledCode = 'serviceEntitlements.module.disabled'

/** Every entitlement operation but the module switch itself answers 403 while the module is off. */
export async function requireEntitlementsModule(db: Db): Promise<void> {
  const settings = await getSettings(db)
  if (settings.modules.EntitlementOperations.Enabled) return
  const error = forbidden('The Entitlements module is disabled for this workspace.', {})
  error.problem.code = moduleDisabledCode
  throw error
}
