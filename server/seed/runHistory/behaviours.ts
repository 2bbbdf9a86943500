import type { HistoryContext, HistoryFunction } from './context'
import { versionAt } from './context'
import { finished, runtimeError, timedOut, type Outcome } from './outcomes'
import type { Random } from './random'
import { demoCustomers } from '../entities/demoRecords'
import type { Timeline } from './story'

/**
 * What each built-in function did in the demo history, with the failure patterns that make the
 * failure clusters worth reading: a few recurring error types whose messages differ only in
 * numbers, ids and quoted values.
 */

export interface AttemptSituation {
  context: HistoryContext
  timeline: Timeline
  random: Random
  fn: HistoryFunction
  at: number
  attempt: number
  /** Null for the automation actor. */
  actorUserId: string | null
  arguments: Record<string, unknown>
}

const numberArg = (args: Record<string, unknown>, name: string, fallback: number) => (typeof args[name] === 'number' ? (args[name] as number) : fallback)

/** As the host checks before the code runs: a person without the function's permission gets PermissionFailure. */
export function lacksPermission(situation: AttemptSituation): Outcome | null {
  const { fn, actorUserId, context, random } = situation
  if (!fn.requiredPermission || actorUserId === null) return null
  const user = context.users.get(actorUserId)
  if (user?.permissions.has(fn.requiredPermission)) return null
  return finished({ kind: 'permission', message: `The actor lacks the permission "${fn.requiredPermission}" that ${fn.displayName} requires.` }, random.between(2, 9))
}

export function recalculateContractTotals(situation: AttemptSituation, selectedCount: number | null): Outcome {
  const denied = lacksPermission(situation)
  if (denied) return denied
  const { random, fn, at } = situation
  const version = versionAt(fn, at)?.number ?? 1
  // Version 3 read the lines without locking them: edits in between made it give up.
  if (version === 3 && random.chance(0.07)) {
    const contract = `CT-${2024 + random.int(2)}-${String(random.between(1, 240)).padStart(4, '0')}`
    return runtimeError('RecordConflictError', `Contract ${contract} was changed by another user while its totals were recalculated.`, random.between(180, 1_400))
  }
  const contracts = selectedCount ?? random.between(0, 14)
  if (contracts === 0 || random.chance(0.18)) return finished({ kind: 'skipped', summary: 'Skipped: every contract total is up to date.' }, random.between(40, 260))
  const lines = contracts + random.int(contracts * 3 + 1)
  return finished(
    { kind: 'success', summary: `Recalculated ${contracts} contracts (${lines} line totals).`, changedRecordCount: contracts, result: { contracts, lines } },
    random.between(120, 900) + contracts * random.between(20, 90),
  )
}

type CustomerArguments = { Name?: string; Email?: string; CountryCode?: string; CreditLimit?: number }

/** Arguments of a customer check: most are fine, some carry the typical data-entry mistakes. */
export function customerArguments(random: Random, index: number): CustomerArguments {
  const customer = demoCustomers[index % demoCustomers.length]!
  const args: CustomerArguments = { Name: customer.name, Email: customer.email, CountryCode: customer.countryCode, CreditLimit: customer.creditLimit }
  if (random.chance(0.22)) {
    const mistake = random.int(4)
    if (mistake === 0) args.Email = customer.email.replace('@', ' at ')
    if (mistake === 1) args.CountryCode = customer.countryCode.toLowerCase()
    if (mistake === 2) args.CreditLimit = -customer.creditLimit
    if (mistake === 3) {
      args.Name = ''
      args.Email = `${customer.email.split('@')[0]}@`
    }
  }
  return args
}

/** The checks validate-customer-data makes, with its own wording. */
export function validateCustomerData(situation: AttemptSituation): Outcome {
  const args = situation.arguments as CustomerArguments
  const issues: Array<{ field: string; message: string }> = []
  if (!args.Name?.trim()) issues.push({ field: 'Name', message: 'Name is required.' })
  if (!args.Email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(args.Email)) issues.push({ field: 'Email', message: 'Email must be an email address.' })
  if (args.CountryCode !== undefined && !/^[A-Z]{2}$/.test(args.CountryCode)) {
    issues.push({ field: 'CountryCode', message: 'CountryCode must be two capital letters (ISO 3166).' })
  }
  if (args.CreditLimit !== undefined && args.CreditLimit < 0) issues.push({ field: 'CreditLimit', message: 'CreditLimit must be a number of 0 or more.' })
  const durationMs = situation.random.between(3, 40)
  if (issues.length > 0) return finished({ kind: 'validation', issues }, durationMs)
  return finished({ kind: 'success', summary: `Customer "${args.Name}" is valid.`, result: { valid: true } }, durationMs)
}

export function exportReport(situation: AttemptSituation): Outcome {
  const { random, fn, at, arguments: args } = situation
  const steps = numberArg(args, 'steps', 8)
  const stepMs = numberArg(args, 'stepMs', 750)
  // Version 1 crashed on contracts without an amount; version 2 fixed it.
  if ((versionAt(fn, at)?.number ?? 1) === 1 && random.chance(0.09)) {
    const step = random.between(1, steps)
    return runtimeError('TypeError', "Cannot read properties of undefined (reading 'amount')", step * stepMs + random.between(5, 60), stepLog(step - 1, steps))
  }
  const rows = steps * 125
  return finished({ kind: 'success', summary: `Exported ${rows} rows in ${steps} steps.`, result: { rows, steps } }, steps * stepMs + random.between(8, 120), stepLog(steps, steps))
}

const stepLog = (done: number, steps: number) => Array.from({ length: done }, (_, index) => `step ${index + 1}/${steps}: ${(index + 1) * 125} rows`)

export function syncLedger(situation: AttemptSituation): Outcome {
  const { random, at, arguments: args, timeline } = situation
  const batches = numberArg(args, 'batches', 6)
  const batchMs = numberArg(args, 'batchMs', 800)
  const log = (done: number) => Array.from({ length: done }, (_, index) => `batch ${index + 1}/${batches}`)
  const outage = timeline.ledgerOutages.some((window) => at >= window.from && at < window.to)
  if (outage || random.chance(0.015)) {
    const batch = random.between(1, batches)
    return runtimeError(
      'LedgerConnectionError',
      `Connection to the accounting system timed out after 30000 ms (batch ${batch} of ${batches}).`,
      (batch - 1) * batchMs + 30_000 + random.between(2, 40),
      log(batch - 1),
    )
  }
  const entries = batches * 40
  return finished({ kind: 'success', summary: `Synchronised ${entries} ledger entries.`, result: { entries, batches } }, batches * batchMs + random.between(5, 80), log(batches))
}

/** Version 3 maps currencies strictly; the legacy files still carry pre-euro ones, so it throws. */
export function importLegacyOrders(situation: AttemptSituation): Outcome {
  const { random, fn, at } = situation
  const order = typeof situation.arguments.orderNumber === 'number' ? situation.arguments.orderNumber : 4711 + random.int(1000)
  if ((versionAt(fn, at)?.number ?? 1) >= 3) {
    const currency = random.weighted([['XEU', 8], ['DEM', 1], ['FRF', 1]] as const)
    return runtimeError('LegacyFormatError', `Order ${order} has the unknown currency "${currency}".`, random.between(30, 400), [`reading order ${order}`])
  }
  const imported = random.between(3, 60)
  return finished({ kind: 'success', summary: `Imported ${imported} legacy orders.`, changedRecordCount: imported, result: { imported } }, random.between(900, 6_500), [`reading order ${order}`])
}

/** Each segment takes 400 ms, so a rebuild of more than three segments exceeds the 1.5 s allowed. */
export function rebuildSearchIndex(situation: AttemptSituation): Outcome {
  const { random, fn, arguments: args } = situation
  const segments = numberArg(args, 'segments', 10)
  if (segments * 400 > fn.timeoutMs) return timedOut(fn.timeoutMs, random.between(1, 25))
  return finished({ kind: 'success', summary: `Indexed ${segments} segments.` }, segments * 400 + random.between(5, 60), Array.from({ length: segments }, (_, index) => `segment ${index + 1}/${segments}`))
}

/**
 * Sign-in tokens expire 12 hours after the morning sign-ins, so evening and night cleanups usually
 * find some. The last 12 hours find none: the fresh workspace has no token that could have expired.
 */
export function nightlyCleanup(situation: AttemptSituation): Outcome {
  const { random, at, context } = situation
  const hour = new Date(at).getUTCHours()
  const busy = (hour >= 18 || hour <= 6) && at < context.now - 12 * 3_600_000
  if (!busy || random.chance(0.45)) return finished({ kind: 'skipped', summary: 'Nothing to clean up: no expired tokens.' }, random.between(3, 25))
  const removed = random.between(1, 9)
  return finished({ kind: 'success', summary: `Removed ${removed} expired tokens.`, changedRecordCount: removed, result: { removed } }, random.between(6, 40))
}
