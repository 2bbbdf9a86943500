import type { BuiltinFunction } from './types'

/** Deletes expired access tokens; skips when there are none. */
export const nightlyCleanup: BuiltinFunction = {
  key: 'nightly-cleanup',
  displayName: 'Nightly cleanup',
  description: 'Removes expired sign-in tokens.',
  supportsCancellation: false,
  timeoutMs: 60_000,
  maxAttempts: 1,
  version: 1,
  async run(context) {
    const expired = await context.db.query<{ token_hash: string }>(
      'DELETE FROM access_tokens WHERE expires_at <= $1 RETURNING token_hash',
      [context.now()],
    )
    if (expired.length === 0) return { kind: 'skipped', summary: 'Nothing to clean up: no expired tokens.' }
    return { kind: 'success', summary: `Removed ${expired.length} expired tokens.`, changedRecordCount: expired.length, result: { removed: expired.length } }
  },
}
