import type { Db } from '../../../db'
import { EnvelopeError } from '../../../http/errors'
import { EntityCode, entityIssue } from '../errors'
import { verifyPlanToken, type TokenBinding } from '../tokens'
import { DependentKind, type SchemaChangePlan } from '../types'

export interface ConfirmOptions {
  /** Field deletions: dependents without a confirmed plan are a conflict, not a missing token. */
  dependentsConflict?: boolean
  /** The current state answered with a stale token. */
  current: unknown
}

/**
 * Lets a change through when it is not destructive, or when the token was made by the matching
 * plan for the current row versions; nothing has been changed when this throws.
 */
export async function confirmChange(
  db: Db,
  plan: SchemaChangePlan,
  binding: TokenBinding,
  token: string | null | undefined,
  now: Date,
  options: ConfirmOptions,
): Promise<void> {
  if (plan.IsBlocked) throw new EnvelopeError(409, [entityIssue(EntityCode.fieldReadByExpressions, plan.BlockedReason ?? 'This change is blocked.')], plan)
  if (!plan.IsDestructive) return
  if (!token) {
    if (options.dependentsConflict && plan.Dependents.some((item) => item.Kind !== DependentKind.ChildTable)) {
      const names = plan.Dependents.map((item) => item.Description).join(' ')
      throw new EnvelopeError(409, [entityIssue(EntityCode.fieldHasDependents, `Other schema elements depend on this field: ${names} Plan the change and confirm it.`)], plan)
    }
    throw new EnvelopeError(
      400,
      [entityIssue(EntityCode.confirmationRequired, 'This change loses data. Request its schema-change plan and send the token it returns.', 'SchemaChangeConfirmationToken')],
      plan,
    )
  }
  const check = await verifyPlanToken(db, token, binding, now)
  if (check === 'mismatch') {
    throw new EnvelopeError(400, [
      entityIssue(EntityCode.confirmationMismatch, 'The confirmation token was issued for a different change.', 'SchemaChangeConfirmationToken'),
    ])
  }
  if (check === 'stale') {
    throw new EnvelopeError(
      409,
      [entityIssue(EntityCode.confirmationStale, 'The schema changed since the plan was made (or the plan expired). Plan the change again.', 'SchemaChangeConfirmationToken')],
      options.current,
    )
  }
}
