import { conflict, type EnvelopeError } from '../../../http/errors'
import { RenewalMode } from '../shared/planTerms'
import { EntitlementStatus, EntitlementEffectiveState as EffectiveState, EntitlementPeriodStatus as PeriodStatus, EntitlementLifecycleAction as LifecycleAction, EntitlementSourceType as SourceType } from '../../../../shared/enums'
export { EntitlementStatus, EntitlementEffectiveState as EffectiveState, EntitlementPeriodStatus as PeriodStatus, EntitlementLifecycleAction as LifecycleAction, EntitlementSourceType as SourceType } from '../../../../shared/enums'

export { RenewalMode }

/**
 * The entitlement state table (docs/entitlements.md), as pure functions of a row and the clock.
 * Stored Status moves only by operations and by the lifecycle job; EffectiveState, period status and
 * whether a limit is active are computed at read time from `now`.
 */

export const transitionNotAllowedCode = 'serviceEntitlements.runtime.transitionNotAllowed'

const statusNames = ['Draft', 'Issued', 'Active', 'Suspended', 'Expired', 'Cancelled', 'Revoked']
const actionVerbs = ['suspend', 'resume', 'cancel', 'revoke']

export const statusName = (status: number): string => statusNames[status] ?? `Status ${status}`

/** What the state functions read of an entitlement. */
export interface EntitlementClock {
  status: EntitlementStatus
  startsAt: Date
  endsAt: Date | null
  graceUntil: Date | null
}

export interface PeriodClock {
  startsAt: Date
  endsAt: Date | null
  graceUntil: Date | null
  /** Stored only for outcomes the clock cannot tell: 4 Cancelled, 5 Superseded. */
  closedStatus: PeriodStatus | null
}

/** The end of the term including grace: GraceUntil, else EndsAt, else never (null). */
const finalEnd = (row: { endsAt: Date | null; graceUntil: Date | null }): Date | null => row.graceUntil ?? row.endsAt

const isTerminal = (status: number): boolean => status === EntitlementStatus.Cancelled || status === EntitlementStatus.Revoked

/** The clock's reading of a term: 0 not started, 1 running, 2 in grace, 3 over. */
function clockPhase(row: { startsAt: Date; endsAt: Date | null; graceUntil: Date | null }, now: Date): 0 | 1 | 2 | 3 {
  const at = now.getTime()
  if (at < row.startsAt.getTime()) return 0
  if (row.endsAt === null || at < row.endsAt.getTime()) return 1
  const end = finalEnd(row)
  if (end !== null && at < end.getTime()) return 2
  return 3
}

/**
 * EntitlementEffectiveState: the stored outcomes first (Cancelled, Revoked, Suspended, Draft), then a
 * successor that has started (Superseded), then the clock.
 */
export function effectiveStateOf(row: EntitlementClock, successorStartsAt: Date | null, now: Date): EffectiveState {
  if (row.status === EntitlementStatus.Cancelled) return EffectiveState.Cancelled
  if (row.status === EntitlementStatus.Revoked) return EffectiveState.Revoked
  if (row.status === EntitlementStatus.Suspended) return EffectiveState.Suspended
  if (row.status === EntitlementStatus.Draft) return EffectiveState.NotStarted
  if (successorStartsAt !== null && now.getTime() >= successorStartsAt.getTime()) return EffectiveState.Superseded
  return [EffectiveState.NotStarted, EffectiveState.Active, EffectiveState.InGrace, EffectiveState.Expired][clockPhase(row, now)]!
}

/**
 * EntitlementPeriodStatus. A stored closed status wins; periods of a cancelled or revoked entitlement
 * that the clock has not completed read Cancelled; the last period of a renewed entitlement reads
 * Superseded once the successor has started; otherwise the clock.
 */
export function periodStatusOf(
  period: PeriodClock,
  entitlement: { status: number; endsAt: Date | null; successorStartsAt?: Date | null },
  now: Date,
): PeriodStatus {
  if (period.closedStatus !== null) return period.closedStatus
  const phase = clockPhase(period, now)
  if (isTerminal(entitlement.status)) return phase === 3 ? PeriodStatus.Completed : PeriodStatus.Cancelled
  const successorStartsAt = entitlement.successorStartsAt ?? null
  const isLast = entitlement.endsAt !== null && period.endsAt !== null && period.endsAt.getTime() === entitlement.endsAt.getTime()
  if (isLast && successorStartsAt !== null && now.getTime() >= successorStartsAt.getTime()) return PeriodStatus.Superseded
  return [PeriodStatus.Scheduled, PeriodStatus.Active, PeriodStatus.InGrace, PeriodStatus.Completed][phase]!
}

/** A limit counts (IsActive) while its period is Active or InGrace and the entitlement is not on hold or ended by an operation. */
export function limitIsActive(periodStatus: number, entitlementStatus: number): boolean {
  if (entitlementStatus === EntitlementStatus.Suspended || isTerminal(entitlementStatus)) return false
  return periodStatus === PeriodStatus.Active || periodStatus === PeriodStatus.InGrace
}

/**
 * The stored Status the clock moves a row to, or null when it stays: Issued → Active at StartsAt;
 * Issued, Active and Suspended → Expired at GraceUntil (EndsAt when there is no grace).
 */
export function nextStatusByClock(row: EntitlementClock, now: Date): EntitlementStatus | null {
  const movable = row.status === EntitlementStatus.Issued || row.status === EntitlementStatus.Active || row.status === EntitlementStatus.Suspended
  if (!movable) return null
  const phase = clockPhase(row, now)
  if (phase === 3) return EntitlementStatus.Expired
  if (row.status === EntitlementStatus.Issued && phase > 0) return EntitlementStatus.Active
  return null
}

/** The stored Status a clock-driven row has (Resume lands here): Issued, Active or Expired. */
export function statusByClock(row: Omit<EntitlementClock, 'status'>, now: Date): EntitlementStatus {
  const phase = clockPhase(row, now)
  if (phase === 0) return EntitlementStatus.Issued
  return phase === 3 ? EntitlementStatus.Expired : EntitlementStatus.Active
}

const allowedFrom: Record<number, readonly number[]> = {
  [LifecycleAction.Suspend]: [EntitlementStatus.Issued, EntitlementStatus.Active],
  [LifecycleAction.Resume]: [EntitlementStatus.Suspended],
  [LifecycleAction.Cancel]: [EntitlementStatus.Issued, EntitlementStatus.Active, EntitlementStatus.Suspended],
  [LifecycleAction.Revoke]: [EntitlementStatus.Issued, EntitlementStatus.Active, EntitlementStatus.Suspended, EntitlementStatus.Expired],
}

/** Why a lifecycle action is refused for a stored Status (a sentence naming both states), or null when allowed. */
export function lifecycleRefusal(status: number, action: number): string | null {
  const from = allowedFrom[action]
  if (from === undefined) return `Unknown lifecycle action ${action}.`
  if (from.includes(status)) return null
  if (action === LifecycleAction.Resume) return `The entitlement is ${statusName(status)}, not Suspended; only a suspended entitlement can be resumed.`
  return `The entitlement is ${statusName(status)}; it cannot be moved to ${statusName(targetOf(action))}.`
}

function targetOf(action: number): EntitlementStatus {
  if (action === LifecycleAction.Suspend) return EntitlementStatus.Suspended
  if (action === LifecycleAction.Cancel) return EntitlementStatus.Cancelled
  return EntitlementStatus.Revoked
}

/**
 * The stored Status a lifecycle action moves to. Resume returns to what the clock says (Issued,
 * Active or Expired). Throws 409 transitionNotAllowed (Data null; the service attaches the detail).
 */
export function lifecycleTarget(status: number, action: number, row: Omit<EntitlementClock, 'status'>, now: Date): EntitlementStatus {
  const refusal = lifecycleRefusal(status, action)
  if (refusal !== null) throw transitionNotAllowed(refusal)
  return action === LifecycleAction.Resume ? statusByClock(row, now) : targetOf(action)
}

export function transitionNotAllowed(message: string, data: unknown = null): EnvelopeError {
  return conflict(transitionNotAllowedCode, message, 'Action', data)
}

/** The verb of a lifecycle action ('suspend' …) for messages and operation keys. */
export const lifecycleVerb = (action: number): string => actionVerbs[action] ?? 'change'

/** What the renewal rules read of an entitlement (its snapshot policy, not the plan's current one). */
export interface RenewalFacts {
  status: number
  endsAt: Date | null
  successorEntitlementId: string | null
  renewalMode: number
  renewalExternalPolicyKey: string | null
}

export interface Refusal {
  code: string
  message: string
}

/**
 * Why an entitlement cannot be renewed by a request of this SourceType, or null. An External policy
 * renews only through the API (SourceType Api). Whether the plan is still active is the service's check.
 */
export function renewalRefusal(row: RenewalFacts, sourceType: number): Refusal | null {
  if (isTerminal(row.status)) {
    return { code: 'serviceEntitlements.renewal.notRenewable', message: `The entitlement is ${statusName(row.status)}; it cannot be renewed.` }
  }
  if (row.endsAt === null) return { code: 'serviceEntitlements.renewal.openEnded', message: 'The entitlement has no end date; there is nothing to renew.' }
  if (row.successorEntitlementId !== null) return { code: 'serviceEntitlements.renewal.alreadyRenewed', message: 'The entitlement has already been renewed.' }
  if (row.renewalMode === RenewalMode.External && sourceType !== SourceType.Api) {
    return {
      code: 'serviceEntitlements.renewal.externalOnly',
      message: `Renewed by the external policy “${row.renewalExternalPolicyKey ?? ''}”.`,
    }
  }
  return null
}
