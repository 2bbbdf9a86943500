import type { LimitFamily } from '../../../../shared/enums'
import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { badRequest } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { paging, toPage } from '../../../platform/paging'
import { iso } from '../../../platform/values'
import { readableEntitlement } from '../detail/detail'
import type { LedgerEntryPayload } from '../detail/detail.types'
import { ledgerEntryColumns, toLedgerEntry, type LedgerEntryRow } from '../detail/ledgerEntry'
import { columnToDouble, fromDecimalString, toDouble } from '../shared/amount'
import { LedgerCode } from './command'

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
  const found = await db.query('SELECT 1 FROM entitlement_limits WHERE id = $1 AND entitlement_id = $2', [limitId, entitlementId])
  if (found.length === 0) throw badRequest(LedgerCode.limitUnknown, 'The limit is not a limit of this entitlement.', 'EntitlementLimitId')
}

/** The entitlement's entries, newest first, optionally of one limit. */
export async function listLedger(db: Db, entitlementId: string, query: LedgerQuery, auth: AuthContext): Promise<LedgerPage> {
  const { row } = await readableEntitlement(db, entitlementId, auth)
  const limitId = query.EntitlementLimitId || null
  if (limitId !== null) await requireLimitOf(db, row.id, limitId)
  const at = paging(query)
  const { pageSize, offset } = at
  const where = limitId === null ? 'entitlement_id = $1' : 'entitlement_id = $1 AND limit_id = $2'
  const params = limitId === null ? [row.id] : [row.id, limitId]
  const [entries, counted] = await Promise.all([
    db.query<LedgerEntryRow>(
      `SELECT ${ledgerEntryColumns} FROM entitlement_ledger_entries WHERE ${where}
       ORDER BY seq DESC LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM entitlement_ledger_entries WHERE ${where}`, params),
  ])
  const total = counted[0]?.count ?? 0
  return toPage(entries.map(toLedgerEntry), at, total)
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
  const limits = await db.query<{
    id: string
    plan_limit_key: string
    display_name: string
    limit_family: LimitFamily
    period_number: number
    granted_amount: string | null
    balance_after: string | null
    entry_id: string | null
  }>(
    `SELECT l.id, l.plan_limit_key, l.display_name, l.limit_family, p.period_number, l.granted_amount::text,
       last.balance_after::text, last.id AS entry_id
     FROM entitlement_limits l
     JOIN entitlement_periods p ON p.id = l.period_id
     LEFT JOIN LATERAL (
       SELECT x.id, x.balance_after FROM entitlement_ledger_entries x
       WHERE x.limit_id = l.id AND x.occurred_at <= $2 ORDER BY x.seq DESC LIMIT 1
     ) last ON true
     WHERE l.entitlement_id = $1 AND p.starts_at <= $2 AND (COALESCE(p.grace_until, p.ends_at) IS NULL OR $2 < COALESCE(p.grace_until, p.ends_at))
     ORDER BY p.period_number, l.sort_order`,
    [row.id, asOf],
  )
  return {
    AsOfUtc: iso(asOf),
    Limits: limits.map((limit) => {
      const consumed = limit.balance_after === null ? 0n : fromDecimalString(limit.balance_after)
      const granted = limit.granted_amount === null ? null : fromDecimalString(limit.granted_amount)
      return {
        EntitlementLimitId: limit.id,
        Key: limit.plan_limit_key,
        DisplayName: limit.display_name,
        LimitFamily: limit.limit_family,
        PeriodNumber: limit.period_number,
        GrantedAmount: columnToDouble(limit.granted_amount),
        ConsumedAmount: toDouble(consumed),
        AvailableAmount: granted === null ? null : toDouble(granted > consumed ? granted - consumed : 0n),
        LastLedgerEntryId: limit.entry_id,
      }
    }),
  }
}
