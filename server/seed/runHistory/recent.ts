import { ExecutionSource } from '../../modules/functions'
import { runtimeError, timedOut, type Outcome } from './outcomes'
import { catalogFunction, type Scenario } from './scenario'
import { existing, people } from './story'

/**
 * Jobs that failed moments before the seed and wait for their retry (Queued, NextAttemptAt a few
 * seconds after the seed, as the backoff has it). The host picks them up right after it starts:
 * the ledger sync and the search index rebuild then succeed or time out again, the legacy import
 * fails for good.
 */
export function waitingRetries(scenario: Scenario): void {
  const { context, builder, random } = scenario
  const now = context.now
  const integration = existing(context, [people.integration])[0]!
  const configurator = existing(context, people.configurators)[0]!

  const ledger = catalogFunction(scenario, 'sync-ledger')
  if (ledger) {
    const args = { batches: 4, batchMs: 500 }
    builder.queued({ fn: ledger, source: ExecutionSource.Command, arguments: args, actorUserId: integration }, now - 38_000, {
      deduplicationKey: 'erp:ledger:catch-up',
      firstStartDelayMs: 180,
      attempt: () => runtimeError('LedgerConnectionError', 'Connection to the accounting system timed out after 30000 ms (batch 1 of 4).', 30_021, []),
    })
  }
  const rebuild = catalogFunction(scenario, 'rebuild-search-index')
  if (rebuild) {
    builder.queued({ fn: rebuild, source: ExecutionSource.Command, arguments: { segments: 10 }, actorUserId: configurator }, now - 3_600, {
      firstStartDelayMs: 25,
      attempt: () => timedOut(rebuild.timeoutMs, random.between(2, 20)),
    })
  }
  const importer = catalogFunction(scenario, 'import-legacy-orders')
  if (importer) {
    const args = { orderNumber: 5120 }
    const failure = (): Outcome => runtimeError('LegacyFormatError', 'Order 5120 has the unknown currency "XEU".', random.between(150, 260), ['reading order 5120'])
    builder.queued({ fn: importer, source: ExecutionSource.Command, arguments: args, actorUserId: integration }, now - 25_000, {
      deduplicationKey: 'erp:legacy-order:5120',
      firstStartDelayMs: 140,
      attempt: failure,
    })
  }
}
