import { usePermission } from '../shared/access'
import { advanceEntitlements as advance } from './lifecycleJob'
import { getSettings } from '../../workspace'
import type { BuiltinFunction } from '../../functions'

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

/** Moves entitlement statuses with the clock, appends rolling periods and runs Automatic renewals. */
export const advanceEntitlements: BuiltinFunction = {
  key: 'advance-entitlements',
  displayName: 'Advance entitlements',
  description: 'Activates and expires entitlements as their terms start and end, adds the next period of open-ended terms and renews entitlements whose policy renews automatically.',
  supportsCancellation: true,
  timeoutMs: 30 * 60_000,
  maxAttempts: 3,
  isPlatform: true,
  requiredPermission: usePermission,
  version: 1,
  async run(context) {
    if (!(await getSettings(context.db)).modules.EntitlementOperations.Enabled) {
      return { kind: 'skipped', summary: 'The Entitlements module is disabled.' }
    }
    const outcome = await advance(context.db, context.now(), {
      progress: (done, total) => context.progress(done, total),
      throwIfCancelled: () => context.throwIfCancelled(),
      functionRunId: context.runId,
    })
    const result = {
      Activated: outcome.activated,
      Expired: outcome.expired,
      PeriodsAdded: outcome.periodsAdded,
      Renewed: outcome.renewed,
      RenewalFailures: outcome.renewalFailures,
    }
    const changed = outcome.activated + outcome.expired + outcome.renewed
    if (changed + outcome.periodsAdded + outcome.renewalFailures === 0) return { kind: 'skipped', summary: 'Nothing due.', result }
    const extras = [
      outcome.periodsAdded > 0 ? `added ${plural(outcome.periodsAdded, 'period')}` : '',
      outcome.renewalFailures > 0 ? `${plural(outcome.renewalFailures, 'renewal')} failed` : '',
    ].filter(Boolean)
    const summary = `Activated ${outcome.activated}, expired ${outcome.expired}, renewed ${outcome.renewed} entitlements${extras.length > 0 ? `; ${extras.join('; ')}` : ''}.`
    return { kind: 'success', summary, changedRecordCount: changed, result }
  },
}
