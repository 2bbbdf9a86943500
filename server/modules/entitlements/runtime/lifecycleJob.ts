import type { Db } from '../../../db'
import { findEntitlement } from './entitlementRow'
import { activateStarted, dueAutomaticRenewals, dueRollingPeriods, expireEnded, lockEntitlementWithTerms } from './entitlements.repo'
import { insertPeriods } from './issue.write'
import { nextRollingPeriod, type GeneratedPeriod } from './periods'
import { lastPeriod } from './periods.repo'
import { RenewalTrigger, renewLocked } from './renewal.core'
import { RenewalMode, SourceType } from './states'

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

async function roll(db: Db, id: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockEntitlementWithTerms(tx, id)
    if (!row) return 0
    const last = await lastPeriod(tx, id)
    if (!last) return 0
    const terms = row.plan_terms_snapshot
    const term = { startsAt: row.starts_at, endsAt: row.ends_at, graceUntil: row.grace_until }
    const added: GeneratedPeriod[] = []
    let current = last
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
  outcome.activated = await activateStarted(db, now)
  check()
  // Before expiry: an Automatic entitlement the job reaches late still renews without a gap.
  const renewals = await dueAutomaticRenewals(db, now, new Date(now.getTime() - RETRY_FAILED_RENEWAL_MS))
  const rolling = await dueRollingPeriods(db, now)
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
  outcome.expired = await expireEnded(db, now)
  for (const id of rolling) {
    check()
    outcome.periodsAdded += await roll(db, id, now)
    done += 1
    await options.progress?.(done, total)
  }
  return outcome
}
