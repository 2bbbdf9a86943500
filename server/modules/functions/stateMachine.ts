import { JobStatus, RunStatus, isSuccessfulRun } from './model'

/**
 * The job and run state machine as pure decisions (spec tables and rules 1–4). The database layer
 * (queue/, runs/, recovery.ts) loads rows under lock, asks these functions and writes the answer;
 * the property test drives the same functions through a model.
 */

export interface JobState {
  status: number
  attemptCount: number
  maxAttempts: number
  nextAttemptAt: number
  leaseOwner: string | null
  leaseExpiresAt: number | null
  cancelRequested: boolean
  latestRunId: string | null
}

export interface RunState {
  id: string
  status: number
  completedAt: number | null
  durationMs: number | null
  resultSummary: string | null
}

/** What becomes of a job after an attempt (or a lost lease). */
export type JobDecision =
  | { status: typeof JobStatus.Completed }
  | { status: typeof JobStatus.Queued; nextAttemptAt: number; lastError: string }
  | { status: typeof JobStatus.Failed; lastError: string }
  | { status: typeof JobStatus.Cancelled }

export const retryBaseMs = 10_000
export const retryMaxMs = 10 * 60_000

/** Exponential backoff: 10 s, 20 s, 40 s, … up to 10 minutes. */
export function backoffMs(attempt: number): number {
  return Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempt - 1))
}

/** Outcomes worth another attempt: the same call may succeed later. */
export function isRetryable(status: number): boolean {
  return status === RunStatus.RuntimeException || status === RunStatus.Timeout || status === RunStatus.StoppedByWorkerRestart
}

/** A worker may claim a job that is Queued and due. */
export function canClaim(job: JobState, now: number): boolean {
  return job.status === JobStatus.Queued && job.nextAttemptAt <= now
}

/** Claiming leases the job with an expiry and counts the attempt. */
export function claim(job: JobState, workerId: string, now: number, leaseMs: number): JobState {
  return {
    ...job,
    status: JobStatus.Leased,
    attemptCount: job.attemptCount + 1,
    leaseOwner: workerId,
    leaseExpiresAt: now + leaseMs,
  }
}

export function isLeaseActive(job: JobState, now: number): boolean {
  return job.status === JobStatus.Leased && job.leaseExpiresAt !== null && job.leaseExpiresAt > now
}

/**
 * Rule 2: execution starts only for a job this worker holds an active lease on, that is not already
 * registered (executing) in this process and whose cancellation was not requested.
 */
export function mayStartExecution(job: JobState, workerId: string, now: number, registeredHere: boolean): boolean {
  return isLeaseActive(job, now) && job.leaseOwner === workerId && !registeredHere && !job.cancelRequested
}

/** Durably terminal Success or Skipped with CompletedAt, DurationMs and a non-empty ResultSummary. */
export function isConfirmable(run: RunState | null): boolean {
  return (
    run !== null &&
    isSuccessfulRun(run.status) &&
    run.completedAt !== null &&
    run.durationMs !== null &&
    run.resultSummary !== null &&
    run.resultSummary.trim().length > 0
  )
}

/** The job's next state once its latest run ended (or was closed) with `run`. */
export function afterAttempt(job: JobState, run: RunState, now: number): JobDecision {
  if (run.status === RunStatus.Cancelled) return { status: JobStatus.Cancelled }
  if (isConfirmable(run)) return { status: JobStatus.Completed }
  if (isSuccessfulRun(run.status)) return { status: JobStatus.Failed, lastError: 'The successful run lacks its completion confirmation.' }
  // ValidationFailure and PermissionFailure would fail again: they fail at once.
  if (!isRetryable(run.status)) return { status: JobStatus.Failed, lastError: lastErrorOf(run) }
  return retryOrFail(job, now, lastErrorOf(run))
}

/** A lease that expired (or whose worker is gone) makes the job available again while attempts remain. */
export function afterLostLease(job: JobState, now: number): JobDecision {
  return retryOrFail(job, now, 'The lease expired before the execution finished.')
}

function retryOrFail(job: JobState, now: number, lastError: string): JobDecision {
  if (job.attemptCount < job.maxAttempts) {
    return { status: JobStatus.Queued, nextAttemptAt: now + backoffMs(job.attemptCount), lastError }
  }
  return { status: JobStatus.Failed, lastError }
}

function lastErrorOf(run: RunState): string {
  const names: Record<number, string> = {
    [RunStatus.ValidationFailure]: 'Validation failed.',
    [RunStatus.PermissionFailure]: 'Permission denied.',
    [RunStatus.Timeout]: 'The allowed execution time was exceeded.',
    [RunStatus.RuntimeException]: 'The function threw an exception.',
    [RunStatus.StoppedByWorkerRestart]: 'The worker host restarted during the execution.',
  }
  return names[run.status] ?? 'The execution did not succeed.'
}

/**
 * Recovery of a job from its latest run: a Queued or Leased job whose run already succeeded is
 * completed without invoking the function again; a Completed job whose confirmation is missing
 * fails closed. Anything else is left alone (null).
 */
export function recoverJob(job: JobState, latestRun: RunState | null): JobDecision | null {
  const active = job.status === JobStatus.Queued || job.status === JobStatus.Leased
  if (active && latestRun && isConfirmable(latestRun)) return { status: JobStatus.Completed }
  if (job.status === JobStatus.Completed && !isConfirmable(latestRun)) {
    return { status: JobStatus.Failed, lastError: 'The completion confirmation is missing.' }
  }
  return null
}

/** Rule 1 and restarts: the status a Running run is closed with when nobody executes it any more. */
export function closingStatus(jobStatus: number | null): number {
  return jobStatus === JobStatus.Cancelled ? RunStatus.Cancelled : RunStatus.StoppedByWorkerRestart
}

/** Cancel job: Queued and Leased jobs become Cancelled; a Leased one also asks its execution to stop. */
export function cancelJobDecision(job: JobState): { allowed: false } | { allowed: true; requestExecutionCancel: boolean } {
  if (job.status === JobStatus.Queued) return { allowed: true, requestExecutionCancel: false }
  if (job.status === JobStatus.Leased) return { allowed: true, requestExecutionCancel: true }
  return { allowed: false }
}

/** Cancel run: only a Running run of a function that supports manual cancellation. */
export function canCancelRun(runStatus: number, supportsCancellation: boolean): boolean {
  return runStatus === RunStatus.Running && supportsCancellation
}
