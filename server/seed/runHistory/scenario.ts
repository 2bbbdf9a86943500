import type { HistoryBuilder } from './builder'
import type { AttemptSituation } from './behaviours'
import type { HistoryContext, HistoryFunction } from './context'
import type { Outcome } from './outcomes'
import type { Random } from './random'
import { interruptedByDeployment, type Timeline } from './story'

/** What every part of the history generator works with. */
export interface Scenario {
  context: HistoryContext
  timeline: Timeline
  random: Random
  builder: HistoryBuilder
  /** History runs start within [from, to]. */
  window: { from: number; to: number }
}

export type Behaviour = (situation: AttemptSituation) => Outcome

/** The function by key; the generator only runs over a catalog that has it. */
export function catalogFunction(scenario: Scenario, key: string): HistoryFunction | null {
  return scenario.context.functions.get(key) ?? null
}

/**
 * One attempt of `fn` at `at`, as `behaviour` decides, unless a host deployment cut it short.
 * Answers a function suitable for JobPlan.attempt (or call it with attempt 1 for a direct run).
 */
export function attemptsOf(
  scenario: Scenario,
  fn: HistoryFunction,
  actorUserId: string | null,
  args: Record<string, unknown>,
  behaviour: Behaviour,
): (attempt: number, at: number) => Outcome {
  return (attempt, at) => {
    const outcome = behaviour({ ...scenario, fn, at, attempt, actorUserId, arguments: args })
    return interruptedByDeployment(scenario.timeline, at, outcome, fn.supportsCancellation)
  }
}

/** Each day of the window (UTC midnights), oldest first. */
export function daysOf(scenario: Scenario): number[] {
  const days: number[] = []
  const first = Math.floor(scenario.window.from / 86_400_000) * 86_400_000
  for (let day = first; day <= scenario.window.to; day += 86_400_000) days.push(day)
  return days
}

export const inWindow = (scenario: Scenario, at: number): boolean => at >= scenario.window.from && at <= scenario.window.to
