import type { EntitlementSourceType, LedgerOperation } from '../../../../shared/enums'
import { iso } from '../../../platform/values'
import { columnToDouble } from '../shared/amount'
import type { LedgerEntryPayload } from './detail.types'

/** A stored ledger entry (numerics come back as decimal text). */
export interface LedgerEntryRow {
  id: string
  seq: string | number
  entitlement_id: string
  limit_id: string
  operation: LedgerOperation
  quantity: string
  balance_after: string | null
  reverses_ledger_entry_id: string | null
  reversible_quantity: string | null
  reason_code: string | null
  reason_text: string | null
  source_type: EntitlementSourceType
  source_data: string | null
  actor_user_id: string | null
  occurred_at: Date
  correlation_id: string | null
}

export const ledgerEntryColumns = `id, seq, entitlement_id, limit_id, operation, quantity, balance_after,
  reverses_ledger_entry_id, reversible_quantity, reason_code, reason_text, source_type, source_data,
  actor_user_id, occurred_at, correlation_id`

export function toLedgerEntry(row: LedgerEntryRow): LedgerEntryPayload {
  return {
    Id: row.id,
    EntitlementLimitId: row.limit_id,
    Operation: row.operation,
    Quantity: columnToDouble(row.quantity) ?? 0,
    BalanceAfter: columnToDouble(row.balance_after),
    ReversesLedgerEntryId: row.reverses_ledger_entry_id,
    ReversibleQuantity: columnToDouble(row.reversible_quantity),
    ReasonCode: row.reason_code,
    ReasonText: row.reason_text,
    SourceType: row.source_type,
    SourceData: row.source_data,
    ActorUserId: row.actor_user_id,
    OccurredAtUtc: iso(row.occurred_at),
    CorrelationId: row.correlation_id,
  }
}
