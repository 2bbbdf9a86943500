import { ApiError } from '@/api'
import { settingsPaths } from '@/features/settings/routes'
import { ENTITLEMENTS_MODULE_DISABLED_CODE } from './api/entitlements.types'

/** The 403 every entitlement operation answers while the Entitlements module is switched off. */
export function isEntitlementsModuleDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.isForbidden && error.problem?.raw.code === ENTITLEMENTS_MODULE_DISABLED_CODE
}

/** What the page says while the module is off (bind to `AppModuleDisabledState`). */
export const entitlementsModuleOff = {
  configurePermission: 'entitlements.configure',
  settingsPath: settingsPaths.entitlements,
  scope: 'entitlementsSetup',
  testId: 'entitlements-module-disabled',
} as const
