import { numberArgument, type BuiltinFunction } from './types'

/** A long export that honours manual cancellation between its steps. */
export const exportReport: BuiltinFunction = {
  key: 'export-report',
  displayName: 'Export report',
  description: 'Builds the monthly revenue report in steps; can be cancelled while it runs.',
  supportsCancellation: true,
  timeoutMs: 5 * 60_000,
  maxAttempts: 2,
  version: 2,
  async run(context) {
    const steps = numberArgument(context.arguments, 'steps', 8, 1000)
    const stepMs = numberArgument(context.arguments, 'stepMs', 750, 60_000)
    let rows = 0
    for (let step = 1; step <= steps; step += 1) {
      context.throwIfCancelled()
      await context.pause(stepMs)
      context.throwIfCancelled()
      rows += 125
      context.log(`step ${step}/${steps}: ${rows} rows`)
    }
    return { kind: 'success', summary: `Exported ${rows} rows in ${steps} steps.`, result: { rows, steps } }
  },
}
