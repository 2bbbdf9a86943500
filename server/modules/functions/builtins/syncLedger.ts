import { numberArgument, type BuiltinFunction } from './types'

/** A long synchronisation that cannot be interrupted half-way: it ignores cancellation requests. */
export const syncLedger: BuiltinFunction = {
  key: 'sync-ledger',
  displayName: 'Sync ledger',
  description: 'Synchronises ledger entries with the accounting system; runs to the end once started.',
  supportsCancellation: false,
  timeoutMs: 5 * 60_000,
  maxAttempts: 3,
  version: 1,
  async run(context) {
    const batches = numberArgument(context.arguments, 'batches', 6, 1000)
    const batchMs = numberArgument(context.arguments, 'batchMs', 800, 60_000)
    let entries = 0
    for (let batch = 1; batch <= batches; batch += 1) {
      // Deliberately not context.pause: a half-written batch must not be abandoned.
      await new Promise((resolve) => setTimeout(resolve, batchMs))
      entries += 40
      context.log(`batch ${batch}/${batches}`)
    }
    return { kind: 'success', summary: `Synchronised ${entries} ledger entries.`, result: { entries, batches } }
  },
}
