/**
 * "The period running now" in SQL, one definition for every reader: started, and not past its end
 * or its grace, whichever is later; a period closed by a cancel or a renewal runs no more.
 * `p` is the period, `now` a placeholder such as `$3::timestamptz`.
 */
export function periodRunningAt(now: string): string {
  return `(p.closed_status IS NULL AND p.starts_at <= ${now} AND (p.ends_at IS NULL OR ${now} < greatest(p.ends_at, coalesce(p.grace_until, p.ends_at))))`
}

/** Whether the entitlement `e` has a limit of its running period consumed above the amount granted. */
export function overLimitAt(now: string): string {
  return `EXISTS (
    SELECT 1 FROM entitlement_limits l JOIN entitlement_periods p ON p.id = l.period_id
    WHERE l.entitlement_id = e.id AND l.granted_amount IS NOT NULL AND l.consumed_amount > l.granted_amount AND ${periodRunningAt(now)})`
}
