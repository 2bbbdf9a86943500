import { FunctionCancelledError, type FunctionContext, type FunctionResult } from '../../functions'
import type { BuildOutcome } from '../build/types'
import { readRevisionFiles } from '../project.repo'
import { beginAttempt, type BuildAttempt } from './buildAttempt'
import { isBuildCancelRequested } from './buildJobs.repo'
import { BuildStatus, failureRecord, hostFailure, kindName } from './buildModel'
import { failOrRetry, settleOutcome } from './buildOutcome'
import { BuildReporter } from './buildReporter'
import { cancelledEnd, endBuild, requeueBuild } from './buildSettle'
import type { ProjectToolchain } from './projectToolchain'

/**
 * The body of a project's build builtin: one attempt of one build, from its revision's files
 * through the project's toolchain to a stored artifact (a build), a passed check, or a recorded
 * failure. Outcomes are written by buildOutcome.ts; here: the attempt's start, the run, and an
 * aborted signal (cancel, host stop, time limit).
 */

/** Below the builtin's own time limit, so the runner stops its child before the host gives up. */
export const runnerTimeoutMs = 4 * 60_000

export async function runProjectBuildJob<Output>(context: FunctionContext, toolchain: ProjectToolchain<Output>): Promise<FunctionResult> {
  const buildId = context.arguments.BuildId
  if (typeof buildId !== 'string' || buildId === '') return { kind: 'validation', issues: [{ field: 'BuildId', message: 'BuildId names the build to run.' }] }
  const start = await beginAttempt(context.db, toolchain.project, buildId, context.runId, context.now())
  if (!start.started) return { kind: 'skipped', summary: `Skipped: ${start.reason}.` }
  const { attempt } = start
  const files = (await readRevisionFiles(context.db, toolchain.project, attempt.revisionId)) ?? new Map<string, string>()
  const reporter = new BuildReporter({
    db: context.db,
    buildId,
    attempt: attempt.attempt,
    now: context.now,
    progress: (done, total) => context.progress(done, total),
  })
  let outcome: BuildOutcome<Output>
  try {
    outcome = await toolchain.run({
      db: context.db,
      kind: kindName(attempt.kind),
      files,
      signal: context.signal,
      timeoutMs: runnerTimeoutMs,
      onStage: (event) => reporter.stage(event),
      onLog: (stage, line) => reporter.log(stage, line),
    })
    await reporter.finish()
  } catch (error) {
    await reporter.finish().catch(() => undefined)
    if (context.signal.aborted) return endAborted(context, attempt)
    // Only the error's kind goes on the build: messages of database errors quote values.
    const kind = error instanceof Error ? error.name : 'Error'
    await failOrRetry(context, attempt, { ...hostFailure(attempt.project, 'infrastructure'), message: `The build could not run (${kind}); see the function run.` }, [])
    throw error
  }
  if (context.signal.aborted) return endAborted(context, attempt)
  return settleOutcome(context, attempt, outcome, toolchain)
}

/** The signal aborted: a timeout fails the build; a cancel ends it Cancelled; a host stop sends it back to the queue. */
async function endAborted(context: FunctionContext, attempt: BuildAttempt): Promise<FunctionResult> {
  try {
    context.throwIfCancelled()
  } catch {
    if (await isBuildCancelRequested(context.db, attempt.buildId)) await endBuild(context.db, attempt.buildId, cancelledEnd(attempt.project), context.now(), attempt.attempt)
    else await requeueBuild(context.db, attempt.buildId, attempt.attempt)
    throw new FunctionCancelledError()
  }
  const timedOut = { ...hostFailure(attempt.project, 'timedOut'), message: 'The build exceeded the time allowed to the function.' }
  await endBuild(context.db, attempt.buildId, { status: BuildStatus.Failed, failure: failureRecord(timedOut), errorSummary: timedOut.message }, context.now(), attempt.attempt)
  return { kind: 'skipped', summary: 'Skipped: the build exceeded its time.' }
}
