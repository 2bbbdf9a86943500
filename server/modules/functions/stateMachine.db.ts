import type { OwnedDb } from '../../db'
import type { AuthContext } from '../../http/operation'
import { openAppContext } from '../../platform/appContext'
import { builtinFunctionRegistry, hostBuiltins } from './builtins'
import { cancelJob, cancelRun } from './cancel'
import { ensureFunctionCatalog, findFunction, type CatalogFunction } from './catalog'
import { ExecutionSource, type RunStatus } from './model'
import { admitExecution, claimDueJobs, enqueueJob, expireLeases, linkRun, renewLeases, settleJob } from './queue/jobs.repo'
import { recover, registerWorker, stopWorker } from './recovery'
import { finalizeRun, insertRun } from './runs/runs.repo'
import { resetRuntime, runtimeFor, type FunctionRuntime } from './runtime'
import { leaseMs, type QueueDriver } from './stateMachine.model'

/** The property test's driver over the real database layer (queue, runs, cancel, recovery). */
export class DbQueue implements QueueDriver {
  private functions: { cancellable: CatalogFunction; plain: CatalogFunction } | null = null
  private readonly auth: AuthContext = { userId: 'usr-admin', userName: 'admin', userType: 0, roles: ['Admin'], permissions: [], via: 'accessToken' }

  constructor(private readonly db: OwnedDb) {}

  async reset(): Promise<void> {
    await this.db.query('TRUNCATE function_runs, function_jobs, function_workers, function_audit_log')
    if (!this.functions) {
      // The host's own builtins only: the database serves no application.
      openAppContext(this.db, { contributes: [builtinFunctionRegistry.with(...hostBuiltins)] })
      await ensureFunctionCatalog(this.db, new Date(0))
      this.functions = {
        cancellable: (await findFunction(this.db, 'key', 'export-report'))!,
        plain: (await findFunction(this.db, 'key', 'sync-ledger'))!,
      }
    }
    resetRuntime(this.db)
  }

  async enqueue(key: string | null, cancellable: boolean, now: number) {
    const fn = cancellable ? this.functions!.cancellable : this.functions!.plain
    return enqueueJob(this.db, { fn: { ...fn, maxAttempts: 3 }, source: ExecutionSource.Command, arguments: {}, deduplicationKey: key }, new Date(now))
  }

  claim(workerId: string, now: number) {
    return claimDueJobs(this.db, workerId, new Date(now), leaseMs, 4)
  }

  async start(workerId: string, jobId: string, registeredHere: boolean, now: number) {
    return this.db.transaction(async (tx) => {
      const admitted = await admitExecution(tx, jobId, workerId, new Date(now), registeredHere)
      if (!admitted) return null
      const [row] = await tx.query<{ function_id: string }>('SELECT function_id FROM function_jobs WHERE id = $1', [jobId])
      const fn = (await findFunction(tx, 'id', row!.function_id))!
      const runId = await insertRun(tx, { fn, source: ExecutionSource.Command, workerId, arguments: {}, jobId, jobAttempt: admitted.attempt }, new Date(now))
      await linkRun(tx, jobId, runId)
      return runId
    })
  }

  async finish(workerId: string, jobId: string, runId: string, status: RunStatus, summary: string | null, now: number) {
    await this.db.transaction((tx) => finalizeRun(tx, runId, { status, resultSummary: summary }, new Date(now)))
    await settleJob(this.db, jobId, runId, workerId, new Date(now))
  }

  async cancelRun(runId: string, now: number) {
    return cancelRun(this.db, runtimeFor(this.db), this.auth, runId, new Date(now)).then(() => true, () => false)
  }

  async cancelJob(jobId: string, now: number) {
    return cancelJob(this.db, runtimeFor(this.db), this.auth, jobId, new Date(now)).then(() => true, () => false)
  }

  async heartbeat(workerId: string, registeredJobs: string[], now: number) {
    await registerWorker(this.db, workerId, new Date(now))
    await renewLeases(this.db, workerId, registeredJobs, new Date(now), leaseMs)
  }

  async expireLeases(workerId: string, registeredJobs: ReadonlySet<string>, now: number) {
    await expireLeases(this.db, workerId, registeredJobs, new Date(now), leaseMs)
  }

  async killWorker(workerId: string, now: number) {
    await registerWorker(this.db, workerId, new Date(now))
    await stopWorker(this.db, workerId, new Date(now))
  }

  async recover(workerId: string, registeredJobs: ReadonlySet<string>, executingRuns: ReadonlySet<string>, now: number) {
    const runtime: FunctionRuntime = {
      workerId,
      clock: () => new Date(now),
      leaseMs,
      executions: new Map([...executingRuns].map((id) => [id, { controller: new AbortController(), jobId: null, cancelReason: null }])),
      registeredJobs: new Set(registeredJobs),
      inFlight: new Set(),
      wake: () => undefined,
    }
    await recover(this.db, runtime, new Date(now))
  }

  async snapshot() {
    const jobs = await this.db.query<{ id: string; status: number; attempt_count: number; max_attempts: number; deduplication_key: string | null; latest_run_id: string | null }>(
      'SELECT id, status, attempt_count, max_attempts, deduplication_key, latest_run_id FROM function_jobs',
    )
    const runs = await this.db.query<{ id: string; job_id: string; worker_id: string; status: number; completed_at: Date | null; duration_ms: number | string | null; result_summary: string | null }>(
      'SELECT id, job_id, worker_id, status, completed_at, duration_ms, result_summary FROM function_runs',
    )
    return {
      jobs: jobs.map((job) => ({ id: job.id, status: job.status, attemptCount: job.attempt_count, maxAttempts: job.max_attempts, key: job.deduplication_key, latestRunId: job.latest_run_id })),
      runs: runs.map((run) => ({
        id: run.id, jobId: run.job_id, workerId: run.worker_id, status: run.status,
        completedAt: run.completed_at ? new Date(run.completed_at).getTime() : null,
        durationMs: run.duration_ms === null ? null : Number(run.duration_ms), resultSummary: run.result_summary,
      })),
    }
  }
}
