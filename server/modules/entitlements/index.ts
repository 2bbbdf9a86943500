/** The entitlements module as other modules and the server see it: everything else in this folder is its own. */
import { registerBuiltinFunction } from '../functions'
import { advanceEntitlements as advanceEntitlementsBuiltin } from './runtime/advanceEntitlements.builtin'
export { entitlementsModule } from './module'
export { createPlanFamily } from './admin/families.service'
export { createInformationServiceAccessModel, createModel } from './admin/models.service'
export { type PlanInput } from './admin/plans.rules'
export { createPlan } from './admin/plans.service'
export { createRenewalPolicy } from './admin/policies.service'
export { ModelType, ResourceScopeMode, type ModelCreateInput } from './admin/types'
export { type EntitlementDetail } from './detail/detail.types'
export { adjustQuantity } from './ledger/adjust.service'
export { reverseLedgerEntry } from './ledger/reverse.service'
export { issueEntitlement } from './runtime/issue.service'
export { applyLifecycle } from './runtime/lifecycle.service'
export { advanceEntitlements } from './runtime/lifecycleJob'
export { LifecycleAction } from './runtime/states'
export { usePermission } from './shared/access'
export { PlanPeriodUnit, RenewalMode } from './shared/planTerms'

// The work of this module that runs as a function (scheduled, queued or started by hand).
registerBuiltinFunction(advanceEntitlementsBuiltin)
