import type { Db } from '../../db'
import { conflict, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { writeFunctionAudit } from './cancel'
import { findFunction } from './catalog'
import { requireEnabled } from './catalogEdits'
import { ExecutionSource, JobStatus, RunStatus } from './model'
import { countClusterRuns, newestClusterRunPerArguments } from './operations/failureClusters.repo'
import { defaultedRange } from './operations/listQuery'
import { lockJobToRetry, writeJobNextAttemptAt } from './queue/jobRequests.repo'
import { enqueueJob, findJob } from './queue/jobs.repo'
import { findRunToRepeat } from './runs/runs.repo'
import type { FunctionRuntime } from './runtime'
import { findScheduleToRun } from './schedules.repo'
import type { FunctionJob } from './types'

/**
 * What an operator starts by hand: a finished run again with its arguments, a failed or cancelled
 * job again (or a job waiting for its retry at once), a schedule or a function now. Each one is a
 * new job on the host's queue (never a run outside it), recorded in the audit log.
 */

export const RerunCodes = {
  runNotFinished: 'workspace.functions.runNotFinished',
  jobNotRetryable: 'workspace.functions.jobNotRetryable',
} as const

async function functionOrFail(db: Db, functionId: string) {
  const fn = await findFunction(db, 'id', functionId)
  if (!fn) throw notFound(`Function "${functionId}" does not exist.`, functionId)
  return requireEnabled(fn)
}

async function enqueued(db: Db, runtime: FunctionRuntime, jobId: string): Promise<FunctionJob> {
  runtime.wake()
  return (await findJob(db, jobId))!
}

const MAX_GROUP_RERUNS = 100

export interface FailureGroupRerun {
  EnqueuedCount: number
  FailedRunCount: number
  Capped: boolean
  JobIds: string[]
}

/**
 * A failure group again: each distinct function and arguments among its failed runs in the range
 * (the range the Failures page shows) once, newest first, at most 100 a request. A group whose
 * runs all left the range answers 404, so a stale page is told rather than shown "0 queued".
 */
export async function rerunFailureGroup(
  db: Db,
  runtime: FunctionRuntime,
  auth: AuthContext,
  clusterKey: string,
  range: { FromUtc?: string | null; ToUtc?: string | null },
  now: Date,
): Promise<FailureGroupRerun> {
  const { from, to } = defaultedRange({ FromUtc: range.FromUtc ?? undefined, ToUtc: range.ToUtc ?? undefined }, now)
  const result = await db.transaction(async (tx) => {
    const failedRunCount = await countClusterRuns(tx, clusterKey, from, to)
    if (failedRunCount === 0) throw notFound(`No failed run of this group started in the range; reload the failures.`, clusterKey)
    // One more than allowed tells whether the group was capped.
    const picked = await newestClusterRunPerArguments(tx, clusterKey, from, to, MAX_GROUP_RERUNS + 1)
    const capped = picked.length > MAX_GROUP_RERUNS
    const jobIds: string[] = []
    for (const run of picked.slice(0, MAX_GROUP_RERUNS)) {
      const { jobId } = await enqueueJob(tx, { fn: await functionOrFail(tx, run.functionId), source: ExecutionSource.Command, arguments: run.arguments, actorUserId: auth.userId }, now)
      await writeFunctionAudit(tx, auth.userId, 'RunRerun', 'Run', run.id, { JobId: jobId, FailureClusterKey: clusterKey }, now)
      jobIds.push(jobId)
    }
    return { EnqueuedCount: jobIds.length, FailedRunCount: failedRunCount, Capped: capped, JobIds: jobIds }
  })
  runtime.wake()
  return result
}

/** A finished run again, with the arguments it ran with. */
export async function rerunRun(db: Db, runtime: FunctionRuntime, auth: AuthContext, runId: string, now: Date): Promise<FunctionJob> {
  const jobId = await db.transaction(async (tx) => {
    const run = await findRunToRepeat(tx, runId)
    if (!run) throw notFound(`Run "${runId}" does not exist.`, runId)
    if (run.status === RunStatus.Running) throw conflict(RerunCodes.runNotFinished, 'The run is still running; run it again once it has ended.')
    const { jobId: newJobId } = await enqueueJob(tx, { fn: await functionOrFail(tx, run.functionId), source: ExecutionSource.Command, arguments: run.arguments, actorUserId: auth.userId }, now)
    await writeFunctionAudit(tx, auth.userId, 'RunRerun', 'Run', runId, { JobId: newJobId }, now)
    return newJobId
  })
  return enqueued(db, runtime, jobId)
}

/**
 * A job waiting for its next attempt tries at once; a failed or cancelled job runs again as a new
 * job with its arguments. A leased or completed job is refused (409).
 */
export async function retryJob(db: Db, runtime: FunctionRuntime, auth: AuthContext, jobId: string, now: Date): Promise<FunctionJob> {
  const resultId = await db.transaction(async (tx) => {
    const job = await lockJobToRetry(tx, jobId)
    if (!job) throw notFound(`Job "${jobId}" does not exist.`, jobId)
    if (job.status === JobStatus.Queued && job.attemptCount > 0) {
      await writeJobNextAttemptAt(tx, jobId, now)
      await writeFunctionAudit(tx, auth.userId, 'JobRetried', 'Job', jobId, { JobId: jobId, Now: true }, now)
      return jobId
    }
    if (job.status !== JobStatus.Failed && job.status !== JobStatus.Cancelled) {
      throw conflict(RerunCodes.jobNotRetryable, 'Only a failed or cancelled job, or one waiting for its next attempt, can be retried.', undefined, await findJob(tx, jobId))
    }
    const { jobId: newJobId } = await enqueueJob(tx, { fn: await functionOrFail(tx, job.functionId), source: ExecutionSource.Command, arguments: job.arguments, actorUserId: auth.userId }, now)
    await writeFunctionAudit(tx, auth.userId, 'JobRetried', 'Job', jobId, { JobId: newJobId, Now: false }, now)
    return newJobId
  })
  return enqueued(db, runtime, resultId)
}

/** A schedule's function now, with the schedule's arguments; its own next firing stays as it is. */
export async function runScheduleNow(db: Db, runtime: FunctionRuntime, auth: AuthContext, scheduleId: string, now: Date): Promise<FunctionJob> {
  const jobId = await db.transaction(async (tx) => {
    const schedule = await findScheduleToRun(tx, scheduleId)
    if (!schedule) throw notFound(`Schedule "${scheduleId}" does not exist.`, scheduleId)
    const fn = await functionOrFail(tx, schedule.functionId)
    const { jobId: newJobId } = await enqueueJob(tx, { fn, source: ExecutionSource.Schedule, arguments: schedule.arguments, scheduleId, actorUserId: auth.userId }, now)
    await writeFunctionAudit(tx, auth.userId, 'ScheduleRunNow', 'Schedule', scheduleId, { JobId: newJobId }, now)
    return newJobId
  })
  return enqueued(db, runtime, jobId)
}

/** A function now, with the arguments given. */
export async function runFunctionNow(
  db: Db,
  runtime: FunctionRuntime,
  auth: AuthContext,
  functionId: string,
  args: Record<string, unknown>,
  now: Date,
): Promise<FunctionJob> {
  const jobId = await db.transaction(async (tx) => {
    const fn = await functionOrFail(tx, functionId)
    const { jobId: newJobId } = await enqueueJob(tx, { fn, source: ExecutionSource.Command, arguments: args, actorUserId: auth.userId }, now)
    await writeFunctionAudit(tx, auth.userId, 'FunctionRunNow', 'Function', functionId, { JobId: newJobId }, now)
    return newJobId
  })
  return enqueued(db, runtime, jobId)
}
