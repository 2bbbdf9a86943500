import type { Db } from '../../../db'
import { FunctionCancelledError, type FunctionContext, type FunctionResult } from '../../functions/builtins/types'
import type { BuildFailure, BuildOutcome } from '../build/runner'
import { readRevisionFiles } from '../project.repo'
import { storeArtifact } from '../artifacts/storeArtifact'
import { beginAttempt, type BuildAttempt } from './buildAttempt'
import { BuildKind, BuildStatus, failureRecord, hostFailures, kindName } from './buildModel'
import { lockBuild } from './builds.repo'
import { BuildReporter } from './buildReporter'
import { cancelledEnd, endBuild, requeueBuild } from './buildSettle'
import { errorSummaryOf, failureTargetOf, toDiagnosticRecords } from './diagnostics'

/**
 * The body of the builtin `build-ui-project`: one attempt of one build, from its revision's files
 * through the runner to a stored artifact (a build), a passed check, or a recorded failure.
 * Failures in the project (type, lint, refused imports) end the run as ValidationFailure so the
 * queue does not retry them; failures of the machinery (a crashed worker, a timeout) throw, so the
 * queue tries again while attempts remain.
 */

/** Below the builtin's own time limit, so the runner stops its child before the host gives up. */
export const runnerTimeoutMs = 4 * 60_000

export class BuildAttemptFailed extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BuildAttemptFailed'
  }
}

export async function runBuildJob(context: FunctionContext): Promise<FunctionResult> {
  const buildId = context.arguments.BuildId
  if (typeof buildId !== 'string' || buildId === '') return { kind: 'validation', issues: [{ field: 'BuildId', message: 'BuildId names the build to run.' }] }
  const start = await beginAttempt(context.db, buildId, context.runId, context.now())
  if (!start.started) return { kind: 'skipped', summary: `Skipped: ${start.reason}.` }
  const { attempt } = start
  const files = (await readRevisionFiles(context.db, attempt.revisionId)) ?? new Map<string, string>()
  const reporter = new BuildReporter({
    db: context.db,
    buildId,
    attempt: attempt.attempt,
    now: context.now,
    progress: (done, total) => context.progress(done, total),
  })
  let outcome: BuildOutcome
  try {
    // Loaded on first use: the runner brings Vite along, which the API does not need to start.
    const { runUiBuild } = await import('../build/runner')
    outcome = await runUiBuild({
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
    const message = error instanceof Error ? error.message : String(error)
    await failOrRetry(context, attempt, { ...hostFailures.infrastructure, message: `The build could not run: ${message}` }, [])
    throw error
  }
  if (context.signal.aborted) return endAborted(context, attempt)
  return settleOutcome(context, attempt, outcome)
}

/** The signal aborted: a timeout fails the build; a cancel ends it Cancelled; a host stop sends it back to the queue. */
async function endAborted(context: FunctionContext, attempt: BuildAttempt): Promise<FunctionResult> {
  try {
    context.throwIfCancelled()
  } catch {
    if (await cancelWasRequested(context.db, attempt)) await endBuild(context.db, attempt.buildId, cancelledEnd, context.now(), attempt.attempt)
    else await requeueBuild(context.db, attempt.buildId, attempt.attempt)
    throw new FunctionCancelledError()
  }
  const timedOut = { ...hostFailures.timedOut, message: 'The build exceeded the time allowed to the function.' }
  await endBuild(context.db, attempt.buildId, { status: BuildStatus.Failed, failure: failureRecord(timedOut), errorSummary: timedOut.message }, context.now(), attempt.attempt)
  return { kind: 'skipped', summary: 'Skipped: the build exceeded its time.' }
}

async function cancelWasRequested(db: Db, attempt: BuildAttempt): Promise<boolean> {
  const [row] = await db.query<{ requested: boolean }>(
    `SELECT b.cancellation_requested OR j.cancel_requested_at IS NOT NULL AS requested
     FROM ui_project_builds b LEFT JOIN function_jobs j ON j.id = b.job_id WHERE b.id = $1`,
    [attempt.buildId],
  )
  return row?.requested ?? false
}

/** A failure worth another attempt sends the build back to the queue while attempts remain (and throws); else the build fails. */
async function failOrRetry(context: FunctionContext, attempt: BuildAttempt, failure: BuildFailure, diagnostics: BuildOutcome['diagnostics'], peakMemoryBytes: number | null = null): Promise<'retry' | 'failed' | 'cancelled' | 'gone'> {
  return context.db.transaction(async (tx) => {
    const build = await lockBuild(tx, attempt.buildId)
    if (!build || build.status !== BuildStatus.Running || build.attempt_count !== attempt.attempt) return 'gone'
    if (build.cancellation_requested) {
      await endBuild(tx, attempt.buildId, cancelledEnd, context.now(), attempt.attempt)
      return 'cancelled'
    }
    if (failure.retryable && attempt.attempt < attempt.maxAttempts) {
      await requeueBuild(tx, attempt.buildId, attempt.attempt)
      return 'retry'
    }
    await endBuild(tx, attempt.buildId, {
      status: BuildStatus.Failed,
      failure: failureRecord(failure, failureTargetOf(diagnostics)),
      errorSummary: errorSummaryOf(diagnostics, failure),
      diagnostics: toDiagnosticRecords(diagnostics),
      peakMemoryBytes,
    }, context.now(), attempt.attempt)
    return 'failed'
  })
}

async function settleOutcome(context: FunctionContext, attempt: BuildAttempt, outcome: BuildOutcome): Promise<FunctionResult> {
  const output = attempt.kind === BuildKind.Build ? outcome.output : null
  if (!outcome.ok || (attempt.kind === BuildKind.Build && !output)) {
    const failure = outcome.failure ?? { ...hostFailures.noOutput, message: 'The build ended without its output.' }
    const settled = await failOrRetry(context, attempt, failure, outcome.diagnostics, outcome.peakMemoryBytes)
    if (settled === 'cancelled') throw new FunctionCancelledError()
    if (settled === 'gone') return { kind: 'skipped', summary: 'Skipped: the build had already ended.' }
    if (failure.retryable) throw new BuildAttemptFailed(failure.message)
    return { kind: 'validation', issues: validationIssues(outcome, errorSummaryOf(outcome.diagnostics, failure)) }
  }
  const ended = await context.db.transaction(async (tx) => {
    const build = await lockBuild(tx, attempt.buildId)
    if (!build || build.status !== BuildStatus.Running || build.attempt_count !== attempt.attempt) return 'gone'
    if (build.cancellation_requested) {
      await endBuild(tx, attempt.buildId, cancelledEnd, context.now(), attempt.attempt)
      return 'cancelled'
    }
    const artifactId = output ? await storeArtifact(tx, { id: attempt.buildId, revisionId: attempt.revisionId }, output, context.now()) : null
    await endBuild(tx, attempt.buildId, {
      status: BuildStatus.Succeeded,
      failure: null,
      errorSummary: null,
      diagnostics: toDiagnosticRecords(outcome.diagnostics),
      artifactId,
      peakMemoryBytes: outcome.peakMemoryBytes,
    }, context.now(), attempt.attempt)
    return artifactId ?? 'check'
  })
  if (ended === 'cancelled') throw new FunctionCancelledError()
  if (ended === 'gone') return { kind: 'skipped', summary: 'Skipped: the build had already ended.' }
  const warnings = outcome.diagnostics.filter((item) => item.Severity === 'warning').length
  const noted = warnings > 0 ? ` with ${warnings} warning${warnings === 1 ? '' : 's'}` : ''
  return ended === 'check'
    ? { kind: 'success', summary: `The check passed${noted}.`, result: { BuildId: attempt.buildId } }
    : { kind: 'success', summary: `The build stored artifact ${ended}${noted}.`, result: { BuildId: attempt.buildId, ArtifactId: ended } }
}

/** What the run records: the first errors by file and line (never file contents). */
function validationIssues(outcome: BuildOutcome, summary: string) {
  const errors = outcome.diagnostics.filter((item) => item.Severity === 'error').slice(0, 10)
  if (errors.length === 0) return [{ field: null, message: summary }]
  return errors.map((item) => ({
    field: item.File === null ? null : `${item.File}${item.Line === null ? '' : `:${item.Line}`}`,
    message: item.Message.slice(0, 500),
  }))
}
