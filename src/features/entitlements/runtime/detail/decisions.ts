import type { EntitlementDetail } from '../../api/entitlements.types'
import type { EntitlementOperation } from '../runtime.types'

export interface Decision {
  allowed: boolean
  /** The first denial's SafeMessage: why an action is not offered. */
  reason: string | null
}

/**
 * What the server says about one operation on the entitlement. An operation it does not report is
 * not offered: the app never offers what the server would refuse.
 */
export function decide(detail: EntitlementDetail | null | undefined, operation: EntitlementOperation): Decision {
  const decision = detail?.ObjectInvariant.Operations[operation]
  if (!decision) return { allowed: false, reason: null }
  return { allowed: decision.IsAllowed, reason: decision.IsAllowed ? null : (decision.Denials[0]?.SafeMessage ?? null) }
}
