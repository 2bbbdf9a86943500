import type { OperationHandlers } from '../../http/operation'
import { entitlementAdminHandlers } from './admin/routes'
import { entitlementLedgerHandlers } from './ledger/routes'
import { entitlementRuntimeHandlers } from './runtime/routes'

/** Every Entitlements operation: the setup (config document), the runtime and its quantity ledger (public). */
export const entitlementOperations: OperationHandlers = { ...entitlementAdminHandlers, ...entitlementRuntimeHandlers, ...entitlementLedgerHandlers }
