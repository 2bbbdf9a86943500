import { EffectiveState, EntitlementStatus } from './states'

/**
 * The state table (states.ts) in SQL, for lists that filter and show EffectiveState at `now`.
 * `e` is the entitlement, `now` a placeholder such as `$3`.
 */

const S = EntitlementStatus
const clockDriven = `e.status IN (${S.Issued}, ${S.Active}, ${S.Expired})`

/** EffectiveState as a column (mirrors effectiveStateOf). */
export function effectiveStateSql(now: string): string {
  return `CASE
    WHEN e.status = ${S.Cancelled} THEN ${EffectiveState.Cancelled}
    WHEN e.status = ${S.Revoked} THEN ${EffectiveState.Revoked}
    WHEN e.status = ${S.Suspended} THEN ${EffectiveState.Suspended}
    WHEN e.status = ${S.Draft} THEN ${EffectiveState.NotStarted}
    WHEN e.successor_entitlement_id IS NOT NULL AND ${now} >= e.ends_at THEN ${EffectiveState.Superseded}
    WHEN ${now} < e.starts_at THEN ${EffectiveState.NotStarted}
    WHEN e.ends_at IS NULL OR ${now} < e.ends_at THEN ${EffectiveState.Active}
    WHEN ${now} < COALESCE(e.grace_until, e.ends_at) THEN ${EffectiveState.InGrace}
    ELSE ${EffectiveState.Expired} END`
}

/** The end as index entitlements_clock keys it (migration 0012): open-ended terms never end. */
const endOf = `COALESCE(e.ends_at, 'infinity'::timestamptz)`

/**
 * A successor starts where its predecessor ends (renewal.core.ts), so "superseded at now" is "has a
 * successor and has ended": no join, and the clock filters read one index.
 */
const superseded = (now: string): string => `(e.successor_entitlement_id IS NOT NULL AND ${endOf} <= ${now})`

/** COALESCE(grace_until, ends_at) compared without the function, so the index applies. */
const finalEndAfter = (now: string): string => `(e.grace_until > ${now} OR (e.grace_until IS NULL AND e.ends_at > ${now}))`
const finalEndAtOrBefore = (now: string): string => `(e.grace_until <= ${now} OR (e.grace_until IS NULL AND e.ends_at <= ${now}))`

/**
 * A filter on EffectiveState written as predicates on stored columns (so the status and time
 * indexes apply), equivalent to `effectiveStateSql(now) = state`. `clock` gives the placeholder of
 * now, asked only by the states the clock decides (an unused parameter is a protocol error).
 */
export function effectiveStateFilter(state: number, clock: () => string): string {
  const stored = storedStateFilter(state)
  if (stored !== null) return stored
  const now = clock()
  switch (state) {
    // Nothing that has not ended is superseded.
    case EffectiveState.NotStarted:
      return `(e.status = ${S.Draft} OR (${clockDriven} AND e.starts_at > ${now}))`
    case EffectiveState.Active:
      return `(${clockDriven} AND e.starts_at <= ${now} AND ${endOf} > ${now})`
    case EffectiveState.InGrace:
      return `(${clockDriven} AND ${endOf} <= ${now} AND ${finalEndAfter(now)} AND NOT ${superseded(now)})`
    case EffectiveState.Expired:
      // The grace ends at or after the end: whatever is over has ended.
      return `(${clockDriven} AND ${endOf} <= ${now} AND ${finalEndAtOrBefore(now)} AND NOT ${superseded(now)})`
    case EffectiveState.Superseded:
      return `(${clockDriven} AND ${superseded(now)})`
    default:
      return 'false'
  }
}

const clockStates = new Set<number>([EffectiveState.NotStarted, EffectiveState.Active, EffectiveState.InGrace, EffectiveState.Expired, EffectiveState.Superseded])

/** The states a stored Status alone decides; 'false' for a value that is no state. */
function storedStateFilter(state: number): string | null {
  if (state === EffectiveState.Cancelled) return `e.status = ${S.Cancelled}`
  if (state === EffectiveState.Revoked) return `e.status = ${S.Revoked}`
  if (state === EffectiveState.Suspended) return `e.status = ${S.Suspended}`
  return clockStates.has(state) ? null : 'false'
}
