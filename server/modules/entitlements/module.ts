import { defineModule } from '../../platform/serverModule'
import { builtinFunctionRegistry } from '../functions'
import { advanceEntitlements } from './runtime/advanceEntitlements.builtin'
import { entitlementAdminHandlers } from './admin/routes'
import { entitlementLedgerHandlers } from './ledger/routes'
import { entitlementRuntimeHandlers } from './runtime/routes'
import { configurePermission } from './shared/access'

/** Entitlements: the setup (config document), the runtime and its quantity ledger (public), behind the Entitlements switch. */
export const entitlementsModule = defineModule({
  name: 'entitlements',
  operations: { ...entitlementAdminHandlers, ...entitlementRuntimeHandlers, ...entitlementLedgerHandlers },
  // The lifecycle's daily advance runs as a function.
  contributes: [builtinFunctionRegistry.with(advanceEntitlements)],
  moduleSwitch: {
    setting: 'EntitlementOperations',
    permission: configurePermission,
    operations: { get: 'EntitlementsModule_Get', update: 'EntitlementsModule_Update' },
    disabled: { code: 'serviceEntitlements.module.disabled', message: 'The Entitlements module is disabled for this workspace.' },
  },
})
