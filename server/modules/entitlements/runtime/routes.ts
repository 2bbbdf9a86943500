import { defineOperation, type OperationContext, type OperationHandlers } from '../../../http/operation'
import { readEntitlementDetail } from '../detail/detail'
import { usePermission } from '../shared/access'
import { issueEntitlement, type IssueRequest } from './issue.service'
import { applyLifecycle, type LifecycleRequest } from './lifecycle.service'
import { listEntitlements, type ListQuery } from './list.service'
import { listRuntimeOptions } from './options.service'
import { listRenewals, renewEntitlement, type RenewRequest } from './renewals.service'

/** Entitlements runtime (public document): entitlements.use, then the model's grants decide. */

type EntitlementParams = { entitlementId: string }

function runtime<B = undefined, Q = object, P = EntitlementParams>(handle: (context: OperationContext<B, Q, P>) => Promise<unknown>) {
  return defineOperation<B, Q, P>({ requiredPermissions: [usePermission], handle })
}

export const entitlementRuntimeHandlers: OperationHandlers = {
  Entitlements_ListOptions: runtime<undefined, object, object>(({ db, auth }) => listRuntimeOptions(db, auth)),
  Entitlements_List: runtime<undefined, ListQuery, object>(({ db, auth, query, now }) => listEntitlements(db, auth, query, now)),
  Entitlements_Issue: runtime<IssueRequest, object, object>(({ db, auth, body, now }) => issueEntitlement(db, auth, body, now)),
  Entitlements_Get: runtime(({ db, auth, params, now }) => readEntitlementDetail(db, params.entitlementId, auth, now)),
  Entitlements_ApplyLifecycle: runtime<LifecycleRequest>(({ db, auth, params, body, now }) => applyLifecycle(db, auth, params.entitlementId, body, now)),
  Entitlements_Renew: runtime<RenewRequest>(({ db, auth, params, body, now }) => renewEntitlement(db, auth, params.entitlementId, body, now)),
  Entitlements_ListRenewals: runtime(({ db, auth, params }) => listRenewals(db, auth, params.entitlementId)),
}
