import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { badRequest } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { paging, toPage } from '../../../platform/paging'
import { iso } from '../../../platform/values'
import { readableEntitlement } from '../detail/detail'
import type { LedgerEntryPayload } from '../detail/detail.types'
import { columnToDouble, fromDecimalString, toDouble } from '../shared/amount'
import { LedgerCode } from './command'
import { balancesAt, isLimitOf, listEntries } from './ledger.repo'

/** Reads of the quantity ledger (assumed): the paged entries and the balances at a past instant. */

export interface LedgerQuery {
  EntitlementLimitId?: string
  Page?: number
  PageSize?: number
}

export interface LedgerPage {
  Items: LedgerEntryPayload[]
  Page: number
  PageSize: number
  TotalCount: number
  HasMore: boolean
}

async function requireLimitOf(db: Db, entitlementId: string, limitId: string): Promise<void> {
  if (!(await isLimitOf(db, entitlementId, limitId))) {
    throw badRequest(LedgerCode.limitUnknown, 'The limit is not a limit of this entitlement.', 'EntitlementLimitId')
  }
}

/** The entitlement's entries, newest first, optionally of one limit. */
export async function listLedger(db: Db, entitlementId: string, query: LedgerQuery, auth: AuthContext): Promise<LedgerPage> {
  const { row } = await readableEntitlement(db, entitlementId, auth)
  const limitId = query.EntitlementLimitId || null
  if (limitId !== null) await requireLimitOf(db, row.id, limitId)
  const at = paging(query)
  const { items, total } = await listEntries(db, row.id, limitId, at)
  return toPage(items, at, total)
}

export type BalanceAsOf = PublicSchemas['EntitlementBalanceAsOf']

/**
 * The limits whose period (with its grace) covers the instant, each with the balance after the last
 * entry written at or before it (0 when there is none): what the ledger said at that moment.
 */
export async function balanceAsOf(db: Db, entitlementId: string, query: { AsOfUtc?: string }, auth: AuthContext, now: Date): Promise<BalanceAsOf> {
  const { row } = await readableEntitlement(db, entitlementId, auth)
  const asOf = query.AsOfUtc ? new Date(query.AsOfUtc) : now
  if (Number.isNaN(asOf.getTime())) throw badRequest('workspace.validation.invalid', 'AsOfUtc must be a date and time.', 'AsOfUtc')
  const limits = await balancesAt(db, row.id, asOf)
  return {
    AsOfUtc: iso(asOf),
    Limits: limits.map((limit) => {
      const consumed = limit.balanceAfter === null ? 0n : fromDecimalString(limit.balanceAfter)
      const granted = limit.grantedAmount === null ? null : fromDecimalString(limit.grantedAmount)
      return {
        EntitlementLimitId: limit.id,
        Key: limit.key,
        DisplayName: limit.displayName,
        LimitFamily: limit.limitFamily,
        PeriodNumber: limit.periodNumber,
        GrantedAmount: columnToDouble(limit.grantedAmount),
        ConsumedAmount: toDouble(consumed),
        AvailableAmount: granted === null ? null : toDouble(granted > consumed ? granted - consumed : 0n),
        LastLedgerEntryId: limit.entryId,
      }
    }),
  }
}
