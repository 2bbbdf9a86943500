import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { bulkInsert } from '../../../db/bulkInsert'
import type { PlanTermsLimit } from '../shared/planTerms'
import type { GeneratedPeriod } from './periods'
import { EntitlementPeriodStatus as PeriodStatus } from '../../../../shared/enums'

/** Periods of entitlements and their limits (entitlement_periods, entitlement_limits). */

/** Periods and one limit per snapshot limit and period (granted copied, nothing consumed). */
export async function insertPeriods(tx: Db, entitlementId: string, limits: PlanTermsLimit[], periods: GeneratedPeriod[]): Promise<void> {
  const periodRows = periods.map((period) => ({
    id: randomUUID(),
    entitlement_id: entitlementId,
    period_number: period.periodNumber,
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt?.toISOString() ?? null,
    grace_until: period.graceUntil?.toISOString() ?? null,
  }))
  await bulkInsert(tx, 'entitlement_periods', {
    id: 'text', entitlement_id: 'text', period_number: 'integer', starts_at: 'timestamptz', ends_at: 'timestamptz', grace_until: 'timestamptz',
  }, periodRows)
  const limitRows = periodRows.flatMap((period) =>
    limits.map((limit, index) => ({
      id: randomUUID(),
      entitlement_id: entitlementId,
      period_id: period.id,
      plan_limit_key: limit.Key,
      display_name: limit.DisplayName,
      limit_family: limit.LimitFamily,
      granted_amount: limit.GrantedAmount,
      unit_label: limit.UnitLabel,
      sort_order: index,
      row_version: randomUUID(),
    })),
  )
  await bulkInsert(tx, 'entitlement_limits', {
    id: 'text', entitlement_id: 'text', period_id: 'text', plan_limit_key: 'text', display_name: 'text', limit_family: 'integer',
    granted_amount: 'numeric', unit_label: 'text', sort_order: 'integer', row_version: 'uuid',
  }, limitRows)
}

/** The entitlement's last period, or null when it has none. */
export async function lastPeriod(db: Db, entitlementId: string): Promise<{ periodNumber: number; startsAt: Date } | null> {
  const [last] = await db.query<{ period_number: number; starts_at: Date }>(
    'SELECT period_number, starts_at FROM entitlement_periods WHERE entitlement_id = $1 ORDER BY period_number DESC LIMIT 1',
    [entitlementId],
  )
  return last ? { periodNumber: last.period_number, startsAt: last.starts_at } : null
}

/** Closes as Cancelled the periods that are not closed and not over (grace included) at `now`. */
export async function cancelOpenPeriods(db: Db, entitlementId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE entitlement_periods SET closed_status = ${PeriodStatus.Cancelled}
     WHERE entitlement_id = $1 AND closed_status IS NULL AND (COALESCE(grace_until, ends_at) IS NULL OR COALESCE(grace_until, ends_at) > $2)`,
    [entitlementId, now],
  )
}
