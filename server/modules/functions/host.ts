import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { subscribeTriggers } from './automation'
import { ensureFunctionCatalog } from './catalog'
import { startJobExecution } from './executor'
import { claimDueJobs, expireLeases, renewLeases } from './queue/jobs.repo'
import { heartbeat, recover, registerWorker, stopWorker, type RecoveryReport } from './recovery'
import { idle, resetRuntime, type FunctionRuntime } from './runtime'
import { fireDueSchedules } from './schedules'
import { startDueRunHistoryPurge } from './retention/automaticPurge'
import { failureDetails } from '../../http/failureLog'

/**
 * The function host of one process: on start it syncs the catalog, registers its worker and runs
 * recovery; every tick it keeps its leases alive, expires lost leases, enqueues due schedules,
 * executes due jobs and, in retention mode Days, starts the hourly run-history purge. Tests pass
 * `autoTick: false` and an injected clock and call tick() themselves.
 */

export interface FunctionHostOptions {
  clock?: () => Date
  /** Tick on a timer (default true). */
  autoTick?: boolean
  pollIntervalMs?: number
  leaseMs?: number
  workerId?: string
  /** Executions this process runs at once. */
  maxConcurrent?: number
  /**
   * Enqueue due schedules on each tick (default true). Off for a host that only works off the
   * queue: a demo schedule falling due would otherwise add its own, longer job to the work.
   */
  fireSchedules?: boolean
}

export interface TickReport {
  scheduledJobs: number
  expiredLeases: number
  startedJobs: number
}

export interface FunctionHost {
  readonly workerId: string
  readonly runtime: FunctionRuntime
  tick(): Promise<TickReport>
  /** Resolves when every execution this process started has ended. */
  idle(): Promise<void>
  recover(): Promise<RecoveryReport>
  stop(): Promise<void>
}

/** Without a host (tests that drive it by hand): the catalog and this process's clock only. */
export async function prepareFunctionRuntime(db: Db, options: { clock?: () => Date } = {}): Promise<FunctionRuntime> {
  const runtime = resetRuntime(db, { clock: options.clock })
  await ensureFunctionCatalog(db, runtime.clock())
  return runtime
}

export async function startFunctionHost(database: Db, options: FunctionHostOptions = {}): Promise<FunctionHost> {
  // The application's database: the transactions of executions reach its context (bus, clock, state).
  const { db } = appContextOf(database)
  const runtime = resetRuntime(db, { clock: options.clock, leaseMs: options.leaseMs, workerId: options.workerId })
  const maxConcurrent = options.maxConcurrent ?? 4
  const now = runtime.clock()
  await ensureFunctionCatalog(db, now)
  await registerWorker(db, runtime.workerId, now)
  await recover(db, runtime, now)
  const unsubscribe = subscribeTriggers(db, runtime)

  let stopped = false
  let running: Promise<TickReport> | null = null
  const purgeStop = new AbortController()

  async function tickOnce(): Promise<TickReport> {
    const at = runtime.clock()
    await heartbeat(db, runtime.workerId, at)
    await renewLeases(db, runtime.workerId, [...runtime.registeredJobs], at, runtime.leaseMs)
    const expiredLeases = await expireLeases(db, runtime.workerId, runtime.registeredJobs, at, runtime.leaseMs)
    const scheduled = options.fireSchedules === false ? [] : await fireDueSchedules(db, at)
    const free = Math.max(0, maxConcurrent - runtime.registeredJobs.size)
    const claimed = free > 0 ? await claimDueJobs(db, runtime.workerId, at, runtime.leaseMs, free) : []
    let startedJobs = 0
    for (const jobId of claimed) {
      if (await startJobExecution(db, runtime, jobId)) startedJobs += 1
    }
    startDueRunHistoryPurge(db, runtime, at, purgeStop.signal)
    return { scheduledJobs: scheduled.length, expiredLeases, startedJobs }
  }

  /** One tick at a time; a tick asked for while one runs waits for it. */
  async function tick(): Promise<TickReport> {
    while (running) await running.catch(() => undefined)
    if (stopped) return { scheduledJobs: 0, expiredLeases: 0, startedJobs: 0 }
    running = tickOnce()
    try {
      return await running
    } finally {
      running = null
    }
  }

  const logFailure = (error: unknown) => {
    if (!stopped) console.error('function host tick failed', failureDetails(error))
  }
  let timer: NodeJS.Timeout | undefined
  if (options.autoTick !== false) {
    timer = setInterval(() => void tick().catch(logFailure), options.pollIntervalMs ?? 1000)
    timer.unref()
    let woken = false
    runtime.wake = () => {
      if (woken) return
      woken = true
      setImmediate(() => {
        woken = false
        void tick().catch(logFailure)
      })
    }
    void tick().catch(logFailure)
  }

  return {
    workerId: runtime.workerId,
    runtime,
    tick,
    idle: () => idle(runtime),
    recover: () => recover(db, runtime, runtime.clock()),
    async stop() {
      if (stopped) return
      stopped = true
      clearInterval(timer)
      unsubscribe()
      purgeStop.abort()
      while (running) await running.catch(() => undefined)
      // Executions that can stop do so now and are recorded as stopped by the restart.
      for (const execution of runtime.executions.values()) {
        execution.cancelReason ??= 'shutdown'
        execution.controller.abort()
      }
      await Promise.race([idle(runtime), new Promise((resolve) => setTimeout(resolve, 10_000).unref())])
      await stopWorker(db, runtime.workerId, runtime.clock())
    },
  }
}
