import { Cron } from 'croner'
import { ExecutionSource, JobStatus } from '../../modules/functions'
import {
  exportReport,
  importLegacyOrders,
  nightlyCleanup,
  rebuildSearchIndex,
  recalculateContractTotals,
  syncLedger,
  validateCustomerData,
} from './behaviours'
import type { HistorySchedule } from './context'
import type { JobCancel } from './builder'
import { attemptsOf, type Behaviour, type Scenario } from './scenario'
import { dayAt, existing, hourMs, people } from './story'

/**
 * Scheduled runs as the scheduler enqueues them: one job per slot, deduplicated per schedule, run
 * as the automation actor. Schedules that fire more often than hourly are shown at one slot per
 * hour, so that 30 days stay a few thousand rows; the legacy import ran until it was disabled.
 */

const behaviours: Record<string, Behaviour> = {
  'nightly-cleanup': nightlyCleanup,
  'export-report': exportReport,
  'sync-ledger': syncLedger,
  'recalculate-contract-totals': (situation) => recalculateContractTotals(situation, null),
  'import-legacy-orders': importLegacyOrders,
  'rebuild-search-index': rebuildSearchIndex,
  'validate-customer-data': validateCustomerData,
}

/** Minute of the hour at which the history shows a schedule that fires more often than hourly. */
const sampledMinute: Record<string, number> = { 'sch-cleanup': 0, 'sch-export': 2, 'sch-ledger': 5 }

/** The slots of the history: the schedule's own, or one per hour (at its sampled minute) when it fires more often. */
function historySlots(schedule: HistorySchedule, zone: string, from: number, to: number): number[] {
  const cron = new Cron(schedule.cronExpression, { timezone: zone, paused: true })
  const first = cron.nextRun(new Date(from))
  const second = first ? cron.nextRun(first) : null
  const slots: number[] = []
  if (first && second && second.getTime() - first.getTime() < hourMs) {
    const hour = Math.ceil(from / hourMs) * hourMs
    const minute = cron.nextRun(new Date(hour + (sampledMinute[schedule.id] ?? 0) * 60_000 - 1))!.getTime() - hour
    for (let slot = hour + minute; slot <= to; slot += hourMs) slots.push(slot)
    return slots
  }
  for (let slot = first; slot && slot.getTime() <= to; slot = cron.nextRun(slot)) slots.push(slot.getTime())
  return slots
}

/** The legacy import was switched off after version 3 kept failing; every other schedule ran all month. */
const disabledSince = (scenario: Scenario, schedule: HistorySchedule): number =>
  schedule.id === 'sch-legacy-import' ? dayAt(scenario.context.now, 9, 10) : Number.POSITIVE_INFINITY

export interface ScheduleActivity {
  scheduleId: string
  lastRunAt: number
  lastJobId: string
}

export function scheduledHistory(scenario: Scenario): ScheduleActivity[] {
  const { context, random, builder, window } = scenario
  const operators = existing(context, people.operators)
  const activity: ScheduleActivity[] = []
  for (const schedule of context.schedules.values()) {
    const fn = context.functions.get(schedule.functionKey)
    const behaviour = behaviours[schedule.functionKey]
    if (!fn || !behaviour) continue
    const zone = schedule.timeZone ?? context.workspaceTimeZone
    const until = Math.min(window.to, disabledSince(scenario, schedule))
    let last: ScheduleActivity | null = null
    for (const slot of historySlots(schedule, zone, window.from, until)) {
      const createdAt = slot + random.between(120, 950)
      const attempt = attemptsOf(scenario, fn, null, schedule.arguments, behaviour)
      let cancel: JobCancel | undefined
      if (fn.supportsCancellation && random.chance(0.012)) {
        cancel = { kind: 'run', attempt: 1, userId: random.pick(operators), afterMs: random.between(800, 6_000) }
      } else if (!fn.supportsCancellation && random.chance(0.004)) {
        cancel = { kind: 'leased', attempt: 1, userId: random.pick(operators), afterMs: random.between(200, 900) }
      } else if (schedule.functionKey === 'sync-ledger' && random.chance(0.3)) {
        // In an outage someone gives up waiting for the retries.
        cancel = { kind: 'queued', beforeAttempt: 2, userId: random.pick(operators), afterMs: random.between(1_500, 6_000) }
      }
      const job = builder.queued(
        { fn, source: ExecutionSource.Schedule, arguments: schedule.arguments, scheduleId: schedule.id },
        createdAt,
        { deduplicationKey: `schedule:${schedule.id}`, firstStartDelayMs: random.between(4, 45), attempt, ...(cancel ? { cancel } : {}) },
      )
      last = { scheduleId: schedule.id, lastRunAt: slot, lastJobId: job.jobId }
      // Rule 3: while its job is still active, the schedule's later slots are not queued again.
      if (job.status === JobStatus.Queued) break
    }
    if (last) activity.push(last)
  }
  return activity
}
