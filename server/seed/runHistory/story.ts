import { demoCustomers, demoContracts } from '../entities/demoRecords'
import type { FunctionTargetDisplay } from '../../modules/functions'
import type { HistoryContext } from './context'
import { closedByRecovery, stoppedByShutdown, type Outcome } from './outcomes'
import { stableUuid, type Random } from './random'

/**
 * The demo workspace's last 30 days: who works when, the four host deployments (runs executing
 * at that moment end StoppedByWorkerRestart and are retried), the two outages of the accounting
 * system, and the records the entity actions and triggers worked on.
 */

export const hourMs = 3_600_000
export const dayMs = 24 * hourMs
export const historyDays = 30

/** Midnight (UTC) `daysAgo` days before `now`, plus `hours`. */
export const dayAt = (now: number, daysAgo: number, hours = 0): number => Math.floor((now - daysAgo * dayMs) / dayMs) * dayMs + hours * hourMs

export interface Timeline {
  /** Host deployments: graceful ones stop cancellable runs, the others leave runs to recovery. */
  deployments: Array<{ at: number; graceful: boolean; restartMs: number }>
  /** The accounting system did not answer. */
  ledgerOutages: Array<{ from: number; to: number }>
  workerAt(at: number): string
}

export function demoTimeline(now: number): Timeline {
  // Deployments land while the hourly report (graceful) or the ledger sync (crash) is running.
  const deployments = [
    { at: dayAt(now, 27, 6) + 2 * 60_000 + 9_000, graceful: true, restartMs: 7_400 },
    { at: dayAt(now, 25, 6) + 2 * 60_000 + 10_000, graceful: true, restartMs: 7_100 },
    { at: dayAt(now, 20, 15) + 5 * 60_000 + 700, graceful: false, restartMs: 11_900 },
    { at: dayAt(now, 17, 14) + 5 * 60_000 + 900, graceful: false, restartMs: 9_100 },
    { at: dayAt(now, 13, 6) + 2 * 60_000 + 15_000, graceful: true, restartMs: 6_500 },
    { at: dayAt(now, 9, 6) + 2 * 60_000 + 12_000, graceful: true, restartMs: 6_800 },
    { at: dayAt(now, 5, 9) + 2 * 60_000 + 4_000, graceful: true, restartMs: 8_800 },
    { at: dayAt(now, 3, 11) + 5 * 60_000 + 1_100, graceful: false, restartMs: 8_300 },
  ]
  return {
    deployments,
    ledgerOutages: [
      { from: dayAt(now, 22, 9), to: dayAt(now, 22, 13) },
      { from: dayAt(now, 6, 14), to: dayAt(now, 6, 15.5) },
    ],
    workerAt(at) {
      const generation = deployments.filter((deployment) => deployment.at <= at).length
      return `worker-${stableUuid(`demo-worker:${generation}`)}`
    },
  }
}

/** A run executing when the host was deployed ends there; the outcome it would have had is lost. */
export function interruptedByDeployment(timeline: Timeline, start: number, outcome: Outcome, cancellable: boolean): Outcome {
  const deployment = timeline.deployments.find((candidate) => candidate.at > start && candidate.at < start + outcome.durationMs)
  if (!deployment) return outcome
  if (deployment.graceful && cancellable) return stoppedByShutdown(deployment.at - start + 40)
  return closedByRecovery(deployment.at + deployment.restartMs - start)
}

export const isWeekend = (at: number): boolean => [0, 6].includes(new Date(at).getUTCDay())

/** When people work (UTC hours; the office is in Europe/Berlin). */
const officeHours: ReadonlyArray<readonly [number, number]> = [
  [6, 4], [7, 9], [8, 12], [9, 12], [10, 11], [11, 8], [12, 10], [13, 11], [14, 10], [15, 8], [16, 5], [17, 2], [18, 1], [19, 1],
]

/** A moment on that day during office hours. */
export function officeMoment(random: Random, day: number): number {
  const hour = random.weighted(officeHours)
  return day + hour * hourMs + random.int(hourMs)
}

/** How many times something happens on a day: about `perWorkday`, much less at the weekend. */
export function dailyCount(random: Random, day: number, perWorkday: number): number {
  const mean = isWeekend(day) ? perWorkday * 0.12 : perWorkday
  return Math.max(0, Math.round(mean * (0.6 + random.next() * 0.8)))
}

/** People of the demo workspace by what they do. */
export const people = {
  administrators: ['usr-admin'],
  configurators: ['usr-configurator', 'usr-felix-becker', 'usr-elias-braun'],
  operators: [
    'usr-operator', 'usr-mara-schneider', 'usr-jonas-weber', 'usr-tobias-meyer', 'usr-sophie-wagner', 'usr-amelie-krueger',
    'usr-paul-wolf', 'usr-clara-neumann', 'usr-samuel-okafor', 'usr-ida-lange',
  ],
  integration: 'usr-integration',
  /** Left the company; their old runs show a missing user. */
  former: 'usr-tim-vogel',
} as const

/** The demo people that exist in this workspace (someone may have deleted one). */
export function existing(context: HistoryContext, ids: readonly string[]): string[] {
  const present = ids.filter((id) => context.users.has(id))
  return present.length > 0 ? present : [...context.users.keys()].slice(0, 1)
}

export interface EntityTarget {
  entityDefinitionId: string | null
  instanceIds: string[]
  display: FunctionTargetDisplay | null
}

/** Records a run targets: stable ids per record, labels from the demo records. */
export function entityTarget(context: HistoryContext, entityName: string, indexes: number[]): EntityTarget {
  const definitionId = context.definitions.get(entityName) ?? null
  const label = (index: number) =>
    entityName === 'customers'
      ? demoCustomers[index % demoCustomers.length]!.name
      : `Contract ${String(index + 1).padStart(4, '0')} – ${demoCustomers[demoContracts[index % demoContracts.length]!.customerIndex]!.name}`
  const instances = indexes.map((index) => ({ Id: stableUuid(`demo-${entityName}:${index}`), DisplayName: label(index) }))
  return {
    entityDefinitionId: definitionId,
    instanceIds: instances.map((instance) => instance.Id),
    display: definitionId && instances.length > 0
      ? {
          EntityDefinitionId: definitionId,
          PrimaryInstanceId: instances[0]!.Id,
          Labels: instances.slice(0, 3).map((instance) => instance.DisplayName),
          SelectionCount: instances.length,
          SelectedRecordsSample: instances.slice(0, 10),
        }
      : null,
  }
}

export const contractCount = demoContracts.length
export const customerCount = demoCustomers.length
