import { ApiError } from '@/api'
import { describeError } from '@/platform/composables/describeError'
import type { Notifier } from '@/platform/composables/useNotify'

/** Codes of the runtime the app answers in its own words. */
export const RuntimeCode = {
  stale: 'workspace.concurrency.stale',
  keyReused: 'serviceEntitlements.runtime.idempotencyKeyReused',
  notAdjustable: 'serviceEntitlements.runtime.notAdjustable',
  alreadyReversed: 'serviceEntitlements.runtime.alreadyReversed',
} as const

/**
 * A sentence for a failed entitlement call. A 403 names the missing model grant in its detail
 * ("You may not adjust entitlements of the model …"), so that is what the user reads.
 */
export function entitlementErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isForbidden && error.problem?.detail) return error.problem.detail
  return describeError(error)
}

/** Tells the notifier, with the 403's own reason where there is one. */
export function notifyEntitlementError(notify: Notifier, error: unknown, contextKey: string): void {
  notify.error(error instanceof ApiError && error.isForbidden && error.problem?.detail ? new Error(error.problem.detail) : error, contextKey)
}

/** Messages of the issues without a Field (or the whole error when it has no issues). */
export function generalMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.issues.length === 0) return [entitlementErrorText(error)]
  return error.generalIssues().map((issue) => issue.Message).filter(Boolean)
}
