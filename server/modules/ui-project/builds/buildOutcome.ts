import type { Db } from '../../../db'
import { FunctionCancelledError, type FunctionContext, type FunctionResult } from '../../functions'
import type { BuildDiagnostic, BuildFailure, BuildOutcome } from '../build/types'
import type { BuildAttempt } from './buildAttempt'
import { BuildKind, BuildStatus, failureRecord, hostFailure } from './buildModel'
import { lockBuild } from './builds.repo'
import { cancelledEnd, endBuild, requeueBuild } from './buildSettle'
import { errorSummaryOf, failureTargetOf, toDiagnosticRecords } from './diagnostics'
import type { ProjectToolchain } from './projectToolchain'

/** How an attempt's outcome is written to its build, and what the run reports for it. */

export class BuildAttemptFailed extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BuildAttemptFailed'
  }
}

/**
 * Runs `settle` under the build's lock while this attempt still owns the build; a cancel asked
 * for meanwhile wins (the build ends Cancelled instead).
 */
async function whileOwned<T>(context: FunctionContext, attempt: BuildAttempt, settle: (tx: Db) => Promise<T>): Promise<T | 'cancelled' | 'gone'> {
  return context.db.transaction(async (tx) => {
    const build = await lockBuild(tx, attempt.buildId)
    if (!build || build.status !== BuildStatus.Running || build.attempt_count !== attempt.attempt) return 'gone'
    if (build.cancellation_requested) {
      await endBuild(tx, attempt.buildId, cancelledEnd(attempt.project), context.now(), attempt.attempt)
      return 'cancelled'
    }
    return settle(tx)
  })
}

/** A failure worth another attempt sends the build back to the queue while attempts remain; else the build fails. */
export async function failOrRetry(
  context: FunctionContext,
  attempt: BuildAttempt,
  failure: BuildFailure,
  diagnostics: readonly BuildDiagnostic[],
  peakMemoryBytes: number | null = null,
  generated: BuildOutcome['generated'] = null,
): Promise<'retry' | 'failed' | 'cancelled' | 'gone'> {
  return whileOwned(context, attempt, async (tx) => {
    if (failure.retryable && attempt.attempt < attempt.maxAttempts) {
      await requeueBuild(tx, attempt.buildId, attempt.attempt)
      return 'retry' as const
    }
    await endBuild(tx, attempt.buildId, {
      status: BuildStatus.Failed,
      failure: failureRecord(failure, failureTargetOf(diagnostics)),
      errorSummary: errorSummaryOf(diagnostics, failure),
      diagnostics: toDiagnosticRecords(diagnostics),
      peakMemoryBytes,
      generated,
    }, context.now(), attempt.attempt)
    return 'failed' as const
  })
}

/**
 * Failures in the project end the run as ValidationFailure; retryable ones throw (the queue tries
 * again while attempts remain). Success stores the artifact of a build in the same transaction.
 */
export async function settleOutcome<Output>(
  context: FunctionContext,
  attempt: BuildAttempt,
  outcome: BuildOutcome<Output>,
  toolchain: ProjectToolchain<Output>,
): Promise<FunctionResult> {
  const output = attempt.kind === BuildKind.Build ? outcome.output : null
  if (!outcome.ok || (attempt.kind === BuildKind.Build && !output)) {
    const failure = outcome.failure ?? { ...hostFailure(attempt.project, 'noOutput'), message: 'The build ended without its output.' }
    const settled = await failOrRetry(context, attempt, failure, outcome.diagnostics, outcome.peakMemoryBytes, outcome.generated)
    if (settled === 'cancelled') throw new FunctionCancelledError()
    if (settled === 'gone') return { kind: 'skipped', summary: 'Skipped: the build had already ended.' }
    if (failure.retryable) throw new BuildAttemptFailed(failure.message)
    return { kind: 'validation', issues: validationIssues(outcome, errorSummaryOf(outcome.diagnostics, failure)) }
  }
  const ended = await whileOwned(context, attempt, async (tx) => {
    const artifactId = output ? await toolchain.storeArtifact(tx, { id: attempt.buildId, revisionId: attempt.revisionId }, output, context.now()) : null
    await endBuild(tx, attempt.buildId, {
      status: BuildStatus.Succeeded,
      failure: null,
      errorSummary: null,
      diagnostics: toDiagnosticRecords(outcome.diagnostics),
      artifactId,
      peakMemoryBytes: outcome.peakMemoryBytes,
      generated: outcome.generated,
    }, context.now(), attempt.attempt)
    return { artifactId }
  })
  if (ended === 'cancelled') throw new FunctionCancelledError()
  if (ended === 'gone') return { kind: 'skipped', summary: 'Skipped: the build had already ended.' }
  const warnings = outcome.diagnostics.filter((item) => item.Severity === 'warning').length
  const noted = warnings > 0 ? ` with ${warnings} warning${warnings === 1 ? '' : 's'}` : ''
  return ended.artifactId === null
    ? { kind: 'success', summary: `The check passed${noted}.`, result: { BuildId: attempt.buildId } }
    : { kind: 'success', summary: `The build stored artifact ${ended.artifactId}${noted}.`, result: { BuildId: attempt.buildId, ArtifactId: ended.artifactId } }
}

/** What the run records: the first errors by file and line (never file contents). */
function validationIssues(outcome: BuildOutcome<unknown>, summary: string) {
  const errors = outcome.diagnostics.filter((item) => item.Severity === 'error').slice(0, 10)
  if (errors.length === 0) return [{ field: null, message: summary }]
  return errors.map((item) => ({
    field: item.File === null ? null : `${item.File}${item.Line === null ? '' : `:${item.Line}`}`,
    message: item.Message.slice(0, 500),
  }))
}
