import { randomUUID } from 'node:crypto'
import { JobStatus, RunStatus, defaultSummary, isSuccessfulRun } from './model'
import {
  afterAttempt, afterLostLease, canCancelRun, canClaim, cancelJobDecision, claim, closingStatus, isConfirmable,
  mayStartExecution, recoverJob, type JobDecision, type JobState, type RunState,
} from './stateMachine'

/**
 * A driver of the job and run state machine: the property test runs the same random command
 * sequences against the pure model below and against the database layer, and checks the same
 * invariants on both.
 */

export interface JobView {
  id: string
  status: number
  attemptCount: number
  maxAttempts: number
  key: string | null
  latestRunId: string | null
}

export interface RunView extends RunState {
  jobId: string
  workerId: string
}

export interface QueueDriver {
  enqueue(key: string | null, cancellable: boolean, now: number): Promise<{ jobId: string; deduplicated: boolean }>
  claim(workerId: string, now: number): Promise<string[]>
  /** Rule 2 admission plus the Running run row; null when the worker may not execute the job. */
  start(workerId: string, jobId: string, registeredHere: boolean, now: number): Promise<string | null>
  finish(workerId: string, jobId: string, runId: string, status: RunStatus, summary: string | null, now: number): Promise<void>
  cancelRun(runId: string, now: number): Promise<boolean>
  cancelJob(jobId: string, now: number): Promise<boolean>
  heartbeat(workerId: string, registeredJobs: string[], now: number): Promise<void>
  expireLeases(workerId: string, registeredJobs: ReadonlySet<string>, now: number): Promise<void>
  /** The worker is gone (its process ended). */
  killWorker(workerId: string, now: number): Promise<void>
  recover(workerId: string, registeredJobs: ReadonlySet<string>, executingRuns: ReadonlySet<string>, now: number): Promise<void>
  snapshot(): Promise<{ jobs: JobView[]; runs: RunView[] }>
}

export const leaseMs = 60_000

interface ModelJob extends JobState {
  id: string
  key: string | null
  cancellable: boolean
}

/** The pure model: the state machine's decisions applied to in-memory rows. */
export class PureQueue implements QueueDriver {
  private jobs = new Map<string, ModelJob>()
  private runs = new Map<string, RunView & { cancellable: boolean }>()
  private deadWorkers = new Set<string>()

  async enqueue(key: string | null, cancellable: boolean, now: number) {
    const active = key === null ? undefined : [...this.jobs.values()].find((job) => job.key === key && job.status <= JobStatus.Leased)
    if (active) return { jobId: active.id, deduplicated: true }
    const id = randomUUID()
    this.jobs.set(id, {
      id, key, cancellable, status: JobStatus.Queued, attemptCount: 0, maxAttempts: 3, nextAttemptAt: now,
      leaseOwner: null, leaseExpiresAt: null, cancelRequested: false, latestRunId: null,
    })
    return { jobId: id, deduplicated: false }
  }

  async claim(workerId: string, now: number) {
    const claimed: string[] = []
    for (const job of [...this.jobs.values()].sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)) {
      if (claimed.length >= 4 || !canClaim(job, now)) continue
      Object.assign(job, claim(job, workerId, now, leaseMs))
      claimed.push(job.id)
    }
    return claimed
  }

  async start(workerId: string, jobId: string, registeredHere: boolean, now: number) {
    const job = this.jobs.get(jobId)
    if (!job || !mayStartExecution(job, workerId, now, registeredHere)) return null
    for (const run of this.runs.values()) if (run.jobId === jobId && run.status === RunStatus.Running) this.close(run, RunStatus.StoppedByWorkerRestart, now)
    const id = randomUUID()
    this.runs.set(id, { id, jobId, workerId, status: RunStatus.Running, completedAt: null, durationMs: null, resultSummary: null, cancellable: job.cancellable })
    job.latestRunId = id
    return id
  }

  async finish(workerId: string, jobId: string, runId: string, status: RunStatus, summary: string | null, now: number) {
    const run = this.runs.get(runId)
    if (!run || run.status !== RunStatus.Running) return
    run.status = status
    run.completedAt = now
    run.durationMs = 0
    run.resultSummary = summary?.trim() ? summary : isSuccessfulRun(status) ? defaultSummary(status) : summary
    const job = this.jobs.get(jobId)!
    if (job.status !== JobStatus.Leased || job.leaseOwner !== workerId || job.latestRunId !== runId) return
    this.apply(job, afterAttempt(job, run, now))
  }

  async cancelRun(runId: string, now: number) {
    const run = this.runs.get(runId)
    if (!run || !canCancelRun(run.status, run.cancellable)) return false
    this.close(run, RunStatus.Cancelled, now)
    const job = this.jobs.get(run.jobId)!
    if (job.status <= JobStatus.Leased) this.apply(job, { status: JobStatus.Cancelled })
    return true
  }

  async cancelJob(jobId: string) {
    const job = this.jobs.get(jobId)
    if (!job || !cancelJobDecision(job).allowed) return false
    this.apply(job, { status: JobStatus.Cancelled })
    job.cancelRequested = true
    return true
  }

  async heartbeat(workerId: string, registeredJobs: string[], now: number) {
    for (const id of registeredJobs) {
      const job = this.jobs.get(id)!
      if (job.status === JobStatus.Leased && job.leaseOwner === workerId) job.leaseExpiresAt = now + leaseMs
    }
  }

  async expireLeases(workerId: string, registeredJobs: ReadonlySet<string>, now: number) {
    for (const job of this.jobs.values()) {
      if (job.status !== JobStatus.Leased || job.leaseExpiresAt === null || job.leaseExpiresAt > now) continue
      if (job.leaseOwner === workerId && registeredJobs.has(job.id)) {
        job.leaseExpiresAt = now + leaseMs
        continue
      }
      this.releaseLost(job, now)
    }
  }

  async killWorker(workerId: string) {
    this.deadWorkers.add(workerId)
  }

  async recover(workerId: string, registeredJobs: ReadonlySet<string>, executingRuns: ReadonlySet<string>, now: number) {
    const gone = (id: string | null) => id === workerId || id === null || this.deadWorkers.has(id)
    for (const run of this.runs.values()) {
      if (run.status !== RunStatus.Running || !gone(run.workerId) || executingRuns.has(run.id)) continue
      const job = this.jobs.get(run.jobId)!
      this.close(run, closingStatus(job.status), now)
      if (job.status === JobStatus.Leased && !registeredJobs.has(job.id) && job.latestRunId === run.id) this.releaseLost(job, now)
    }
    for (const job of this.jobs.values()) {
      if (job.status === JobStatus.Leased && gone(job.leaseOwner) && !registeredJobs.has(job.id)) this.releaseLost(job, now)
    }
    for (const job of this.jobs.values()) {
      const decision = recoverJob(job, job.latestRunId ? this.runs.get(job.latestRunId)! : null)
      if (decision) this.apply(job, decision)
    }
  }

  async snapshot() {
    return {
      jobs: [...this.jobs.values()].map((job) => ({
        id: job.id, status: job.status, attemptCount: job.attemptCount, maxAttempts: job.maxAttempts, key: job.key, latestRunId: job.latestRunId,
      })),
      runs: [...this.runs.values()].map(({ cancellable: _cancellable, ...run }) => run),
    }
  }

  private close(run: RunView, status: number, now: number) {
    if (run.status !== RunStatus.Running) return
    run.status = status
    run.completedAt = now
    run.durationMs = 0
  }

  private releaseLost(job: ModelJob, now: number) {
    for (const run of this.runs.values()) if (run.jobId === job.id && run.status === RunStatus.Running) this.close(run, RunStatus.StoppedByWorkerRestart, now)
    const latest = job.latestRunId ? this.runs.get(job.latestRunId)! : null
    this.apply(job, latest && latest.status !== RunStatus.Running ? afterAttempt(job, latest, now) : afterLostLease(job, now))
  }

  private apply(job: ModelJob, decision: JobDecision) {
    job.status = decision.status
    job.leaseOwner = null
    job.leaseExpiresAt = null
    if (decision.status === JobStatus.Queued) job.nextAttemptAt = decision.nextAttemptAt
  }
}

export { isConfirmable }
