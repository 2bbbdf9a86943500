import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { defineAppState } from '../../platform/appState'
import type { Clock } from '../../platform/clock'

/**
 * What one host process knows about its own executions: its worker id, the clock, and the runs
 * and jobs executing right now (rule 2: a job registered here is never executed twice).
 * One per application (its context), so that every app (and every test's app) has its own.
 */

/** Why an execution's signal was aborted. */
export type CancelReason = 'cancel' | 'timeout' | 'shutdown'

export interface FunctionRuntime {
  workerId: string
  clock: () => Date
  leaseMs: number
  /** Executing runs by run id: their abort controllers (cancel and timeout abort them). */
  executions: Map<string, { controller: AbortController; jobId: string | null; cancelReason: CancelReason | null }>
  /** Jobs whose execution is in progress in this process. */
  registeredJobs: Set<string>
  /** Background work started by this process (job executions), awaited by idle() and stop(). */
  inFlight: Set<Promise<unknown>>
  /** Asks the host for a tick soon (set by the host; a no-op without one). */
  wake: () => void
}

const current = defineAppState<{ runtime: FunctionRuntime | null }>('functions.runtime', () => ({ runtime: null }))

export const defaultLeaseMs = 60_000

export function runtimeFor(db: Db): FunctionRuntime {
  return appContextOf(db).state(current).runtime ?? resetRuntime(db)
}

/** A fresh process state (new worker id, nothing registered): what a host start means. */
export function resetRuntime(db: Db, options: { workerId?: string; clock?: Clock; leaseMs?: number } = {}): FunctionRuntime {
  const app = appContextOf(db)
  const runtime: FunctionRuntime = {
    workerId: options.workerId ?? `worker-${randomUUID()}`,
    // The host's own clock when given (tests drive the host apart from the app), else the application's.
    clock: options.clock ?? app.clock,
    leaseMs: options.leaseMs ?? defaultLeaseMs,
    executions: new Map(),
    registeredJobs: new Set(),
    inFlight: new Set(),
    wake: () => undefined,
  }
  app.state(current).runtime = runtime
  return runtime
}

/** Keeps track of background work so that idle() can wait for it. */
export function track<T>(runtime: FunctionRuntime, work: Promise<T>): Promise<T> {
  runtime.inFlight.add(work)
  const done = () => runtime.inFlight.delete(work)
  work.then(done, done)
  return work
}

export async function idle(runtime: FunctionRuntime): Promise<void> {
  while (runtime.inFlight.size > 0) await Promise.allSettled([...runtime.inFlight])
}
