import { deleteExpiredAccessTokens } from './accessTokens.repo'
import type { BuiltinFunction } from './types'

/** Deletes expired access tokens; skips when there are none. */
export const nightlyCleanup: BuiltinFunction = {
  key: 'nightly-cleanup',
  displayName: 'Nightly cleanup',
  description: 'Removes expired sign-in tokens.',
  supportsCancellation: false,
  timeoutMs: 60_000,
  maxAttempts: 1,
  isPlatform: true,
  version: 1,
  async run(context) {
    const removed = await deleteExpiredAccessTokens(context.db, context.now())
    if (removed === 0) return { kind: 'skipped', summary: 'Nothing to clean up: no expired tokens.' }
    return { kind: 'success', summary: `Removed ${removed} expired tokens.`, changedRecordCount: removed, result: { removed } }
  },
}
