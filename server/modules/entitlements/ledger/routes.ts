import { defineOperation, type OperationContext, type OperationHandlers } from '../../../http/operation'
import { usePermission } from '../shared/access'
import { adjustQuantity, type AdjustRequest } from './adjust.service'
import { limitBurndown } from './burndown'
import { balanceAsOf, listLedger, type LedgerQuery } from './reads.service'
import { reverseLedgerEntry, type ReverseRequest } from './reverse.service'

/** The quantity ledger (public document): entitlements.use, then the entitlement's model grants decide. */

type EntitlementParams = { entitlementId: string }

function ledger<B = undefined, Q = object, P = EntitlementParams>(handle: (context: OperationContext<B, Q, P>) => Promise<unknown>) {
  return defineOperation<B, Q, P>({ requiredPermissions: [usePermission], handle })
}

export const entitlementLedgerHandlers: OperationHandlers = {
  EntitlementOperations_AdjustQuantity: ledger<AdjustRequest>(({ db, params, body, auth, now }) => adjustQuantity(db, params.entitlementId, body, auth, now)),
  EntitlementOperations_ReverseLedgerEntry: ledger<ReverseRequest, object, EntitlementParams & { ledgerEntryId: string }>(({ db, params, body, auth, now }) =>
    reverseLedgerEntry(db, params.entitlementId, params.ledgerEntryId, body, auth, now),
  ),
  EntitlementOperations_ListLedger: ledger<undefined, LedgerQuery>(({ db, params, query, auth }) => listLedger(db, params.entitlementId, query, auth)),
  EntitlementOperations_GetBalanceAsOf: ledger<undefined, { AsOfUtc?: string }>(({ db, params, query, auth, now }) =>
    balanceAsOf(db, params.entitlementId, query, auth, now),
  ),
  EntitlementOperations_GetBurndown: ledger<undefined, object, EntitlementParams & { limitId: string }>(({ db, params, auth, now }) =>
    limitBurndown(db, params.entitlementId, params.limitId, auth, now),
  ),
}
