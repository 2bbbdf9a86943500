import { ApiError } from '@/api'
import { describeError } from '@/platform/composables/describeError'
import type { Notifier } from '@/platform/composables/useNotify'

/**
 * A sentence for a failed board call. A 403 of the boards API names no missing role: its detail
 * says why (a denial's reason, the disabled module), so that is what the user reads.
 */
export function boardErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isForbidden && error.problem?.detail) return error.problem.detail
  return describeError(error)
}

/** Tells the notifier, with the 403's own reason where there is one. */
export function notifyBoardError(notify: Notifier, error: unknown, contextKey: string): void {
  notify.error(error instanceof ApiError && error.isForbidden && error.problem?.detail ? new Error(error.problem.detail) : error, contextKey)
}
