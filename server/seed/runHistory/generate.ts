import { HistoryBuilder } from './builder'
import type { HistoryContext } from './context'
import { peopleHistory } from './people'
import { createRandom } from './random'
import { waitingRetries } from './recent'
import type { Scenario } from './scenario'
import { scheduledHistory, type ScheduleActivity } from './scheduled'
import { dayMs, demoTimeline, historyDays } from './story'
import { webhookHistory } from './webhooks'

export interface GeneratedHistory {
  builder: HistoryBuilder
  schedules: ScheduleActivity[]
}

/**
 * The demo workspace's last 30 days of function runs, deterministic for a given `now`: every run
 * has ended (recent failures wait for their retry as Queued jobs), so recovery has nothing to close.
 */
export function generateRunHistory(context: HistoryContext, seed = 2026): GeneratedHistory {
  const random = createRandom(seed)
  const timeline = demoTimeline(context.now)
  const builder = new HistoryBuilder(context, random, timeline.workerAt)
  // Ten quiet minutes before the seed: every history run and its retries end in time.
  const scenario: Scenario = { context, timeline, random, builder, window: { from: context.now - historyDays * dayMs, to: context.now - 10 * 60_000 } }
  const schedules = scheduledHistory(scenario)
  peopleHistory(scenario)
  webhookHistory(scenario)
  waitingRetries(scenario)
  return { builder, schedules }
}
