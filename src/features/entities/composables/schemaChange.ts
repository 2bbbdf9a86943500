import type { SchemaChangePlan } from '../entities.types'

/** A plan whose token is bound to a RowVersion that moved on (the data or definition changed). */
export const CONFIRMATION_STALE = 'workspace.entities.confirmationStale'

/**
 * The confirmation token a schema change is applied with: a destructive plan's (the user confirmed
 * what is lost), none for a harmless one.
 */
export function confirmedToken(plan: SchemaChangePlan): string | null {
  return plan.IsDestructive ? (plan.Token ?? null) : null
}
