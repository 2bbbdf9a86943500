import type { EntitlementDetail, EntitlementLedgerEntry } from '../api/entitlements.types'

/** Parts of the documented EntitlementDetail the runtime screens pass around. */
export type EntitlementLimit = EntitlementDetail['Limits'][number]
export type EntitlementPeriod = EntitlementDetail['Periods'][number]
export type LedgerEntry = EntitlementLedgerEntry
export type OperationDecision = EntitlementDetail['ObjectInvariant']['Operations'][string]

/** The operations the server decides per entitlement (ObjectInvariant.Operations keys). */
export type EntitlementOperation = 'read' | 'adjust' | 'suspend' | 'resume' | 'cancel' | 'revoke' | 'renew'
