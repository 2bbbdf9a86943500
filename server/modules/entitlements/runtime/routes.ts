import type { OperationHandlers } from '../../../http/operation'
import { readEntitlementDetail } from '../detail/detail'
import { usePermission } from '../shared/access'
import { issueEntitlement } from './issue.service'
import { applyLifecycle } from './lifecycle.service'
import { listEntitlements } from './list.service'
import { listRuntimeOptions } from './options.service'
import { listRenewals, renewEntitlement } from './renewals.service'

/** Entitlements runtime (public document): entitlements.use, then the model's grants decide. */

function runtime<Context, Answer>(handle: (context: Context) => Promise<Answer>) {
  return { requiredPermissions: [usePermission], handle }
}

export const entitlementRuntimeHandlers: OperationHandlers = {
  Entitlements_ListOptions: runtime(({ db, auth }) => listRuntimeOptions(db, auth)),
  Entitlements_List: runtime(({ db, auth, query, now }) => listEntitlements(db, auth, query, now)),
  Entitlements_Issue: runtime(({ db, auth, body, now }) => issueEntitlement(db, auth, body, now)),
  Entitlements_Get: runtime(({ db, auth, params, now }) => readEntitlementDetail(db, params.entitlementId, auth, now)),
  Entitlements_ApplyLifecycle: runtime(({ db, auth, params, body, now }) => applyLifecycle(db, auth, params.entitlementId, body, now)),
  Entitlements_Renew: runtime(({ db, auth, params, body, now }) => renewEntitlement(db, auth, params.entitlementId, body, now)),
  Entitlements_ListRenewals: runtime(({ db, auth, params }) => listRenewals(db, auth, params.entitlementId)),
}
