import type { Db } from '../../../db'
import type { PlanTerms } from '../shared/planTerms'
import { entitlementColumns, findEntitlement, type EntitlementRow } from './entitlementRow'
import { insertPeriods } from './issue.write'
import { nextRollingPeriod, type GeneratedPeriod } from './periods'
import { RenewalOperationStatus, RenewalTrigger, renewLocked } from './renewal.core'
import { EntitlementStatus as S, RenewalMode, SourceType } from './states'

/**
 * The time-driven work of entitlements (builtin function advance-entitlements): stored statuses
 * follow the clock, open-ended terms get their next rolling period, Automatic policies renew.
 */

export interface AdvanceOptions {
  progress?: (done: number, total: number) => Promise<void> | void
  throwIfCancelled?: () => void
  /** The function run doing the work, recorded on scheduled renewals. */
  functionRunId?: string | null
}

export interface AdvanceOutcome {
  activated: number
  expired: number
  periodsAdded: number
  renewed: number
  renewalFailures: number
}

/** A failed scheduled renewal is not retried for this long (an inactive plan would fail every run). */
const RETRY_FAILED_RENEWAL_MS = 24 * 3_600_000

async function activate(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE entitlements SET status = ${S.Active}, status_changed_at = starts_at, row_version = gen_random_uuid()
     WHERE status = ${S.Issued} AND starts_at <= $1 AND (COALESCE(grace_until, ends_at) IS NULL OR COALESCE(grace_until, ends_at) > $1)
     RETURNING id`,
    [now],
  )
  return rows.length
}

async function expire(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE entitlements SET status = ${S.Expired}, status_changed_at = COALESCE(grace_until, ends_at), row_version = gen_random_uuid()
     WHERE status IN (${S.Issued}, ${S.Active}, ${S.Suspended}) AND COALESCE(grace_until, ends_at) <= $1
     RETURNING id`,
    [now],
  )
  return rows.length
}

/** Ids of Automatic entitlements inside their lead window without a successor (and no recent failed attempt). */
async function dueRenewals(db: Db, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM entitlements e
     WHERE e.renewal_mode_snapshot = ${RenewalMode.Automatic} AND e.successor_entitlement_id IS NULL
       AND e.status IN (${S.Issued}, ${S.Active}) AND e.ends_at IS NOT NULL
       AND e.ends_at - make_interval(days => COALESCE(e.renewal_lead_days_snapshot, 0)) <= $1
       AND NOT EXISTS (SELECT 1 FROM entitlement_renewal_operations o
         WHERE o.entitlement_id = e.id AND o.trigger = ${RenewalTrigger.Scheduled} AND o.status = ${RenewalOperationStatus.Failed} AND o.requested_at > $2)
     ORDER BY e.ends_at, e.id`,
    [now, new Date(now.getTime() - RETRY_FAILED_RENEWAL_MS)],
  )
  return rows.map((row) => row.id)
}

async function renewDue(db: Db, id: string, now: Date, functionRunId: string | null): Promise<'renewed' | 'failed' | 'skipped'> {
  return db.transaction(async (tx) => {
    const row = await findEntitlement(tx, id, { forUpdate: true })
    // Someone renewed or changed it since the due list was read.
    if (!row || row.successor_entitlement_id !== null || row.renewal_mode_snapshot !== RenewalMode.Automatic) return 'skipped'
    const outcome = await renewLocked(tx, row, {
      trigger: RenewalTrigger.Scheduled,
      sourceType: SourceType.Function,
      sourceData: null,
      userId: null,
      functionRunId,
      idempotencyKey: null,
      requestHash: null,
    }, now)
    return outcome.refusal ? 'failed' : 'renewed'
  })
}

/** Open-ended entitlements with a window whose last period has started. */
async function dueRolling(db: Db, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM entitlements e
     JOIN LATERAL (SELECT starts_at FROM entitlement_periods WHERE entitlement_id = e.id ORDER BY period_number DESC LIMIT 1) last ON true
     WHERE e.ends_at IS NULL AND e.status IN (${S.Issued}, ${S.Active}, ${S.Suspended})
       AND (e.plan_terms_snapshot->>'TimeBoundWindowUnit')::int <> 0 AND last.starts_at <= $1`,
    [now],
  )
  return rows.map((row) => row.id)
}

async function roll(db: Db, id: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<EntitlementRow & { plan_terms_snapshot: PlanTerms }>(
      `SELECT ${entitlementColumns}, plan_terms_snapshot FROM entitlements WHERE id = $1 FOR UPDATE`,
      [id],
    )
    if (!row) return 0
    const [last] = await tx.query<{ period_number: number; starts_at: Date }>(
      'SELECT period_number, starts_at FROM entitlement_periods WHERE entitlement_id = $1 ORDER BY period_number DESC LIMIT 1',
      [id],
    )
    if (!last) return 0
    const terms = row.plan_terms_snapshot
    const term = { startsAt: row.starts_at, endsAt: row.ends_at, graceUntil: row.grace_until }
    const added: GeneratedPeriod[] = []
    let current = { periodNumber: last.period_number, startsAt: last.starts_at }
    // Catch up after a pause: until the last period lies in the future.
    for (let next = nextRollingPeriod(terms, term, current, now); next !== null; next = nextRollingPeriod(terms, term, current, now)) {
      added.push(next)
      current = next
    }
    await insertPeriods(tx, id, terms.Limits, added)
    return added.length
  })
}

export async function advanceEntitlements(db: Db, now: Date, options: AdvanceOptions = {}): Promise<AdvanceOutcome> {
  const check = options.throwIfCancelled ?? (() => undefined)
  const outcome: AdvanceOutcome = { activated: 0, expired: 0, periodsAdded: 0, renewed: 0, renewalFailures: 0 }
  outcome.activated = await activate(db, now)
  check()
  // Before expiry: an Automatic entitlement the job reaches late still renews without a gap.
  const renewals = await dueRenewals(db, now)
  const rolling = await dueRolling(db, now)
  const total = renewals.length + rolling.length
  let done = 0
  for (const id of renewals) {
    check()
    const result = await renewDue(db, id, now, options.functionRunId ?? null)
    if (result === 'renewed') outcome.renewed += 1
    if (result === 'failed') outcome.renewalFailures += 1
    done += 1
    await options.progress?.(done, total)
  }
  outcome.expired = await expire(db, now)
  for (const id of rolling) {
    check()
    outcome.periodsAdded += await roll(db, id, now)
    done += 1
    await options.progress?.(done, total)
  }
  return outcome
}
