import type { OperationHandlers } from '../../../http/operation'
import { usePermission } from '../shared/access'
import { adjustQuantity } from './adjust.service'
import { limitBurndown } from './burndown'
import { balanceAsOf, listLedger } from './reads.service'
import { reverseLedgerEntry } from './reverse.service'

/** The quantity ledger (public document): entitlements.use, then the entitlement's model grants decide. */

function ledger<Context, Answer>(handle: (context: Context) => Promise<Answer>) {
  return { requiredPermissions: [usePermission], handle }
}

export const entitlementLedgerHandlers: OperationHandlers = {
  EntitlementOperations_AdjustQuantity: ledger(({ db, params, body, auth, now }) => adjustQuantity(db, params.entitlementId, body, auth, now)),
  EntitlementOperations_ReverseLedgerEntry: ledger(({ db, params, body, auth, now }) =>
    reverseLedgerEntry(db, params.entitlementId, params.ledgerEntryId, body, auth, now),
  ),
  EntitlementOperations_ListLedger: ledger(({ db, params, query, auth }) => listLedger(db, params.entitlementId, query, auth)),
  EntitlementOperations_GetBalanceAsOf: ledger(({ db, params, query, auth, now }) =>
    balanceAsOf(db, params.entitlementId, query, auth, now),
  ),
  EntitlementOperations_GetBurndown: ledger(({ db, params, auth, now }) =>
    limitBurndown(db, params.entitlementId, params.limitId, auth, now),
  ),
}
