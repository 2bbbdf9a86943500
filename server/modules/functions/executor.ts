import type { Db } from '../../db'
import { revealSecret } from './secrets/secrets.service'
import { FunctionCancelledError, type FunctionActor, type FunctionResult, type HttpRequestView, type RecordOutcomeStatus } from './builtins/types'
import type { CatalogFunction } from './catalog'
import { functionAtVersion } from './catalog'
import { ExecutionSource, RunStatus } from './model'
import { findPermissionKeys } from './permissions.repo'
import { findJobToExecute } from './queue/jobRequests.repo'
import { admitExecution, linkRun, settleJob } from './queue/jobs.repo'
import { finalizeRun, insertRun, recordRunProgress, type RunOutcome, type RunStart } from './runs/runs.repo'
import { findSkippedRecords, insertStartingOutcomes, type ReportedRecordOutcome } from './runs/recordOutcomes.repo'
import { readRecordsFor } from './recordReader'
import { track, type CancelReason, type FunctionRuntime } from './runtime'
import { failureDetails } from '../../http/failureLog'

/** Runs function code for one run: permission check, time limit, cancellation, outcome mapping. */

const maxLogLines = 20
const progressIntervalMs = 500

export async function actorFor(db: Db, userId: string | null): Promise<FunctionActor> {
  if (userId === null) return { userId: null, permissions: [], isAutomation: true }
  return { userId, permissions: await findPermissionKeys(db, userId), isAutomation: false }
}

export async function invoke(
  db: Db,
  runtime: FunctionRuntime,
  runId: string,
  jobId: string | null,
  fn: CatalogFunction,
  args: Record<string, unknown>,
  actor: FunctionActor,
  http: HttpRequestView | null,
): Promise<RunOutcome> {
  if (fn.requiredPermission && !actor.isAutomation && !actor.permissions.includes(fn.requiredPermission)) {
    const message = `The actor lacks the permission "${fn.requiredPermission}" that ${fn.displayName} requires.`
    return { status: RunStatus.PermissionFailure, errorType: 'PermissionDenied', errorMessage: message, errorSummary: message }
  }
  const controller = new AbortController()
  const entry = { controller, jobId, cancelReason: null as CancelReason | null }
  runtime.executions.set(runId, entry)
  const log: string[] = []
  // Secret values handed to this run: nothing the run records may hold them.
  const revealed: string[] = []
  // What the function reports per record (the last report of a record counts).
  const reported = new Map<string, ReportedRecordOutcome>()
  let lastProgressAt = 0
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      entry.cancelReason = 'timeout'
      controller.abort()
      resolve('timeout')
    }, fn.timeoutMs)
  })
  const context = {
    db,
    runId,
    functionId: fn.id,
    arguments: args,
    actor,
    signal: controller.signal,
    now: runtime.clock,
    log: (message: string) => {
      log.push(message)
      if (log.length > maxLogLines) log.shift()
    },
    // Each pause takes its abort listener away again: a run pausing between many steps would
    // otherwise pile them up on the one signal (Node's MaxListenersExceededWarning).
    pause: (ms: number) =>
      new Promise<void>((resolve) => {
        if (controller.signal.aborted) return resolve()
        const onAbort = () => {
          clearTimeout(wait)
          resolve()
        }
        const wait = setTimeout(() => {
          controller.signal.removeEventListener('abort', onAbort)
          resolve()
        }, ms)
        controller.signal.addEventListener('abort', onAbort, { once: true })
      }),
    progress: async (done: number, total: number) => {
      // At most twice a second, and always the last step, so a long run's row is not rewritten per item.
      const at = Date.now()
      if (done < total && at - lastProgressAt < progressIntervalMs) return
      lastProgressAt = at
      await recordRunProgress(db, runId, done, total)
    },
    throwIfCancelled: () => {
      if (controller.signal.aborted && entry.cancelReason !== 'timeout') throw new FunctionCancelledError()
    },
    http,
    secret: async (name: string) => {
      const secret = await revealSecret(db, fn.implementation, name)
      revealed.push(secret.value)
      return secret
    },
    readRecords: (entityIdOrName: string, ids: readonly string[]) => readRecordsFor(db, actor, entityIdOrName, ids),
    recordOutcome: (instanceId: string, status: RecordOutcomeStatus, message?: string) => {
      reported.set(instanceId, { instanceId, status, message: message?.trim() ? message.trim().slice(0, 1000) : null })
    },
  }
  try {
    return withoutSecrets({ ...(await run()), recordOutcomes: [...reported.values()] }, revealed)
  } finally {
    clearTimeout(timer)
    runtime.executions.delete(runId)
  }

  // The run to its outcome (a result, a timeout, a cancellation or what it threw).
  async function run(): Promise<RunOutcome> {
    try {
      const result = await Promise.race([fn.implementation.run(context), timedOut])
      const logSummary = log.length > 0 ? log.join('\n') : null
      if (result === 'timeout') {
        const message = `The run exceeded its allowed time of ${fn.timeoutMs} ms.`
        return { status: RunStatus.Timeout, errorType: 'Timeout', errorMessage: message, errorSummary: message, logSummary }
      }
      return { ...outcomeOf(result), logSummary }
    } catch (error) {
      const logSummary = log.length > 0 ? log.join('\n') : null
      if (error instanceof FunctionCancelledError && entry.cancelReason === 'shutdown') {
        const message = 'The worker host stopped while the run was executing.'
        return { status: RunStatus.StoppedByWorkerRestart, errorType: 'WorkerStopped', errorMessage: message, errorSummary: message, logSummary }
      }
      if (error instanceof FunctionCancelledError) {
        return { status: RunStatus.Cancelled, resultSummary: 'Cancelled on request.', errorSummary: 'Cancelled on request.', logSummary }
      }
      const failure = error instanceof Error ? error : new Error(String(error))
      const errorType = failure.name && failure.name !== 'Error' ? failure.name : failure.constructor?.name || 'Error'
      return {
        status: RunStatus.RuntimeException,
        errorType,
        errorMessage: failure.message,
        errorSummary: `${errorType}: ${failure.message}`.slice(0, 500),
        errorStackTrace: stackFrames(failure),
        logSummary,
      }
    }
  }
}

const secretMark = '[secret]'

/** The outcome with every occurrence of the given values replaced, in its texts and its JSON result. */
export function withoutSecrets(outcome: RunOutcome, values: readonly string[]): RunOutcome {
  if (values.length === 0) return outcome
  const clean = (text: string) => values.reduce((result, value) => result.split(value).join(secretMark), text)
  const deep = (value: unknown): unknown => {
    if (typeof value === 'string') return clean(value)
    if (Array.isArray(value)) return value.map(deep)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [clean(key), deep(item)]))
    return value
  }
  return deep(outcome) as RunOutcome
}

/** How a function result is recorded on its run (also used to write the demo run history). */
const MAX_FRAMES = 40

/**
 * The "at …" lines of an error's stack, at most 40: where it failed and how it got there. The
 * message lines are left out (the run keeps the message on its own), so no text the function put
 * into its message, such as a value, is stored twice.
 */
export function stackFrames(error: Error): string | null {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim())
  if (frames.length === 0) return null
  const kept = frames.slice(0, MAX_FRAMES)
  if (frames.length > MAX_FRAMES) kept.push(`… ${frames.length - MAX_FRAMES} more`)
  return kept.join('\n')
}

export function outcomeOf(result: FunctionResult): RunOutcome {
  switch (result.kind) {
    case 'success':
      return {
        status: RunStatus.Success,
        resultSummary: result.summary ?? null,
        resultJson: result.result ?? null,
        changedRecordCount: result.changedRecordCount ?? 0,
      }
    case 'skipped':
      return { status: RunStatus.Skipped, resultSummary: result.summary ?? null, resultJson: result.result ?? null }
    case 'validation': {
      const count = result.issues.length
      const summary = `${count} validation ${count === 1 ? 'issue' : 'issues'}: ${result.issues.map((item) => item.message).join(' ')}`
      return {
        status: RunStatus.ValidationFailure,
        resultJson: { issues: result.issues.map((item) => ({ Field: item.field, Message: item.message })) },
        validationErrorCount: count,
        errorType: 'ValidationFailed',
        errorMessage: summary,
        errorSummary: summary.slice(0, 500),
      }
    }
    case 'permission':
      return { status: RunStatus.PermissionFailure, errorType: 'PermissionDenied', errorMessage: result.message, errorSummary: result.message }
  }
}

/** A run executed now, start to end, without a job (commands and HTTP endpoints). */
export async function executeNow(
  db: Db,
  runtime: FunctionRuntime,
  start: RunStart,
  actor: FunctionActor,
  http: HttpRequestView | null,
  finish?: (outcome: RunOutcome) => RunOutcome,
): Promise<{ runId: string; outcome: RunOutcome }> {
  const runId = await insertRun(db, start, runtime.clock())
  const raw = await invoke(db, runtime, runId, null, start.fn, start.arguments, actor, http)
  const outcome = finish ? finish(raw) : raw
  await db.transaction((tx) => finalizeRun(tx, runId, outcome, runtime.clock()))
  return { runId, outcome }
}

/**
 * Starts executing a job this worker leased: writes its run (Running) and answers the run id and
 * the promise of the rest of the execution; null when rule 2 forbids executing it here.
 */
export async function startJobExecution(
  db: Db,
  runtime: FunctionRuntime,
  jobId: string,
): Promise<{ runId: string; done: Promise<void> } | null> {
  const registeredHere = runtime.registeredJobs.has(jobId)
  if (registeredHere) return null
  runtime.registeredJobs.add(jobId)
  try {
    const job = await findJobToExecute(db, jobId)
    const fn = job ? await functionAtVersion(db, job.functionId, job.functionVersionId) : null
    if (!job || !fn) {
      runtime.registeredJobs.delete(jobId)
      return null
    }
    const args = job.arguments
    const selected = job.selectedEntityIds
    const runId = await db.transaction(async (tx) => {
      const admitted = await admitExecution(tx, jobId, runtime.workerId, runtime.clock(), false)
      if (!admitted) return null
      const id = await insertRun(tx, {
        fn,
        source: job.source,
        workerId: runtime.workerId,
        arguments: args,
        jobId,
        jobAttempt: admitted.attempt,
        actorUserId: job.actorUserId,
        originalUserId: job.originalUserId,
        correlationId: job.correlationId,
        entityDefinitionId: job.entityDefinitionId,
        entityInstanceId: job.entityInstanceId,
        operation: job.operation,
        triggerBindingId: job.triggerBindingId,
        scheduleId: job.scheduleId,
        surfaceActionId: job.surfaceActionId,
        surfaceActionLabel: job.surfaceActionLabel,
        publicationId: job.publicationId,
        actionTargetKey: job.actionTargetKey,
        selectedEntityIdCount: selected.length,
        targetDisplay: job.targetDisplay,
      }, runtime.clock())
      await linkRun(tx, jobId, id)
      // Every selected record of an entity UI action ends with an outcome: skipped ones say why from the start.
      if (job.source === ExecutionSource.Action) await insertStartingOutcomes(tx, id, selected, await findSkippedRecords(tx, jobId))
      return id
    })
    if (!runId) {
      runtime.registeredJobs.delete(jobId)
      return null
    }
    const actor = await actorFor(db, job.actorUserId)
    const done = track(runtime, (async () => {
      try {
        const outcome = await invoke(db, runtime, runId, jobId, fn, args, actor, null)
        await db.transaction((tx) => finalizeRun(tx, runId, outcome, runtime.clock()))
        await settleJob(db, jobId, runId, runtime.workerId, runtime.clock())
      } catch (error) {
        // The job keeps its lease; lease expiry or recovery settles it.
        console.error(`function job ${jobId} could not be settled`, failureDetails(error))
      } finally {
        runtime.registeredJobs.delete(jobId)
      }
    })())
    return { runId, done }
  } catch (error) {
    runtime.registeredJobs.delete(jobId)
    throw error
  }
}
