import type { BulkRow } from '../../db/bulkInsert'
import { JobStatus, defaultSummary, isSuccessfulRun, defaultLeaseMs, afterAttempt, claim, type JobState, type FunctionHttpDetail, type FunctionTargetDisplay } from '../../modules/functions'
import { type HistoryContext, type HistoryFunction, versionAt } from './context'
import { cancelledBy, cancelledOnRequest, type Outcome } from './outcomes'
import { stableUuid, type Random } from './random'

/**
 * Collects the rows of the demo history. Queued executions go through the host's own state
 * machine (claim, afterAttempt), so attempts, backoff, LastError, Completed/Failed/Cancelled and
 * the latest run of every job are what the host itself would have written.
 */

/** What a run captures when it starts (as RunStart does for a live run). */
export interface RunSpec {
  fn: HistoryFunction
  source: number
  arguments: Record<string, unknown>
  actorUserId?: string | null
  originalUserId?: string | null
  scheduleId?: string | null
  triggerBindingId?: string | null
  surfaceActionId?: string | null
  surfaceActionLabel?: string | null
  actionTargetKey?: string | null
  entityDefinitionId?: string | null
  entityInstanceId?: string | null
  operation?: string | null
  selectedIds?: string[]
  targetDisplay?: FunctionTargetDisplay | null
  http?: FunctionHttpDetail | null
}

/** Someone cancels: the run while it executes, the job while it executes, or the job while it waits for a retry. */
export type JobCancel =
  | { kind: 'run'; attempt: number; userId: string; afterMs: number }
  | { kind: 'leased'; attempt: number; userId: string; afterMs: number }
  | { kind: 'queued'; beforeAttempt: number; userId: string; afterMs: number }

export interface JobPlan {
  deduplicationKey?: string | null
  /** From the job's creation to the start of its first attempt (claimed at once, or at the next tick). */
  firstStartDelayMs: number
  attempt(attempt: number, startedAt: number): Outcome
  cancel?: JobCancel
}

const iso = (ms: number) => new Date(ms).toISOString()

export class HistoryBuilder {
  readonly runs: BulkRow[] = []
  readonly jobs: BulkRow[] = []
  readonly audits: BulkRow[] = []
  private sequence = 0

  constructor(
    private readonly context: HistoryContext,
    private readonly random: Random,
    /** The host process that executed a run started at a given time. */
    private readonly workerAt: (at: number) => string,
  ) {}

  private nextId(kind: string): string {
    this.sequence += 1
    return stableUuid(`demo-${kind}:${this.sequence}`)
  }

  /** A run without a job (commands and HTTP endpoints); answers its id. */
  direct(spec: RunSpec, startedAt: number, outcome: Outcome): string {
    return this.addRun(spec, startedAt, outcome, null, this.nextId('correlation'))
  }

  /** A queued execution: the job and one run per attempt, until it ends or its next attempt lies after the seed. */
  queued(spec: RunSpec, createdAt: number, plan: JobPlan): { jobId: string; status: number } {
    const jobId = this.nextId('job')
    const correlationId = this.nextId('correlation')
    const horizon = this.context.now
    const cancel = plan.cancel
    let job: JobState = {
      status: JobStatus.Queued, attemptCount: 0, maxAttempts: spec.fn.maxAttempts, nextAttemptAt: createdAt,
      leaseOwner: null, leaseExpiresAt: null, cancelRequested: false, latestRunId: null,
    }
    let lastError: string | null = null
    let completedAt: number | null = null
    let cancelRequestedAt: number | null = null
    let lastEnd = createdAt
    let start = createdAt + plan.firstStartDelayMs

    for (;;) {
      const next = job.attemptCount + 1
      if (cancel?.kind === 'queued' && cancel.beforeAttempt === next && job.attemptCount > 0) {
        const at = Math.min(lastEnd + cancel.afterMs, job.nextAttemptAt - 1)
        job = { ...job, status: JobStatus.Cancelled }
        completedAt = cancelRequestedAt = at
        this.audit(cancel.userId, 'JobCancelled', 'Job', jobId, { previousStatus: JobStatus.Queued, runId: null }, at)
        break
      }
      let outcome = plan.attempt(next, start)
      // History ends before the seed: an attempt that would still be running stays unstarted (the job waits, Queued).
      if (start + outcome.durationMs >= horizon) break
      const worker = this.workerAt(start)
      job = claim(job, worker, start, defaultLeaseMs)
      // A cancel arrives while the attempt still runs.
      const cancelAfterMs = Math.min(cancel && 'afterMs' in cancel ? cancel.afterMs : 0, Math.max(5, outcome.durationMs - 30))
      if (cancel?.kind === 'run' && cancel.attempt === next) {
        outcome = cancelledBy(this.userName(cancel.userId), cancelAfterMs, start + cancelAfterMs)
      } else if (cancel?.kind === 'leased' && cancel.attempt === next) {
        const requestedAt = start + cancelAfterMs
        outcome = spec.fn.supportsCancellation
          ? cancelledOnRequest(cancelAfterMs + this.random.between(5, 25), requestedAt)
          : { ...outcome, cancelRequestedAt: requestedAt }
      }
      const runId = this.addRun(spec, start, outcome, { jobId, attempt: job.attemptCount, worker }, correlationId)
      const end = start + outcome.durationMs
      job = { ...job, latestRunId: runId }
      if (cancel?.kind === 'leased' && cancel.attempt === next) {
        // The job is cancelled when asked; the run's end no longer moves it.
        job = { ...job, status: JobStatus.Cancelled }
        completedAt = cancelRequestedAt = outcome.cancelRequestedAt!
        this.audit(cancel.userId, 'JobCancellationRequested', 'Job', jobId, { previousStatus: JobStatus.Leased, runId }, completedAt)
        break
      }
      const summary = this.summaryOf(outcome)
      const decision = afterAttempt(job, { id: runId, status: outcome.status, completedAt: end, durationMs: outcome.durationMs, resultSummary: summary }, end)
      if ('lastError' in decision) lastError = decision.lastError
      if (cancel?.kind === 'run' && cancel.attempt === next) {
        cancelRequestedAt = outcome.cancelRequestedAt!
        this.audit(cancel.userId, 'RunCancelled', 'Run', runId, { jobId, jobCancelled: true }, cancelRequestedAt)
      }
      if (decision.status !== JobStatus.Queued) {
        job = { ...job, status: decision.status }
        completedAt = end
        break
      }
      job = { ...job, status: JobStatus.Queued, nextAttemptAt: decision.nextAttemptAt, leaseOwner: null, leaseExpiresAt: null }
      lastEnd = end
      // The next tick after the backoff claims it.
      start = decision.nextAttemptAt + this.random.between(40, 990)
    }

    this.jobs.push({
      id: jobId,
      function_id: spec.fn.id,
      function_version_id: versionAt(spec.fn, createdAt)?.id ?? null,
      status: job.status,
      attempt_count: job.attemptCount,
      max_attempts: job.maxAttempts,
      next_attempt_at: iso(job.nextAttemptAt),
      last_error: lastError,
      deduplication_key: plan.deduplicationKey ?? null,
      arguments: spec.arguments,
      source: spec.source,
      schedule_id: spec.scheduleId ?? null,
      trigger_binding_id: spec.triggerBindingId ?? null,
      surface_action_id: spec.surfaceActionId ?? null,
      action_target_key: spec.actionTargetKey ?? null,
      selected_entity_ids: spec.selectedIds ?? null,
      entity_definition_id: spec.entityDefinitionId ?? null,
      entity_instance_id: spec.entityInstanceId ?? null,
      operation: spec.operation ?? null,
      actor_user_id: spec.actorUserId ?? null,
      original_user_id: spec.originalUserId ?? null,
      correlation_id: correlationId,
      latest_run_id: job.latestRunId,
      cancel_requested_at: cancelRequestedAt === null ? null : iso(cancelRequestedAt),
      created_at: iso(createdAt),
      completed_at: completedAt === null ? null : iso(completedAt),
      row_version: this.nextId('row-version'),
    })
    return { jobId, status: job.status }
  }

  audit(actorUserId: string, action: string, targetKind: string, targetId: string, detail: object, at: number): void {
    this.audits.push({ id: this.nextId('audit'), occurred_at: iso(at), actor_user_id: actorUserId, action, target_kind: targetKind, target_id: targetId, detail })
  }

  private userName(userId: string): string {
    return this.context.users.get(userId)?.userName ?? userId
  }

  /** As finalizeRun stores it: a successful result without a summary gets the deterministic one. */
  private summaryOf(outcome: Outcome): string | null {
    if (outcome.resultSummary?.trim()) return outcome.resultSummary
    return isSuccessfulRun(outcome.status) ? defaultSummary(outcome.status) : (outcome.resultSummary ?? null)
  }

  private addRun(
    spec: RunSpec,
    startedAt: number,
    outcome: Outcome,
    job: { jobId: string; attempt: number; worker: string } | null,
    correlationId: string,
  ): string {
    const id = this.nextId('run')
    const version = versionAt(spec.fn, startedAt)
    const selected = spec.selectedIds ?? []
    this.runs.push({
      id,
      function_id: spec.fn.id,
      function_key: spec.fn.key,
      function_display_name: spec.fn.displayName,
      function_version_id: version?.id ?? null,
      function_version_number: version?.number ?? null,
      source: spec.source,
      status: outcome.status,
      started_at: iso(startedAt),
      completed_at: iso(startedAt + outcome.durationMs),
      duration_ms: outcome.durationMs,
      correlation_id: correlationId,
      entity_definition_id: spec.entityDefinitionId ?? null,
      entity_instance_id: spec.entityInstanceId ?? null,
      operation: spec.operation ?? null,
      trigger_binding_id: spec.triggerBindingId ?? null,
      schedule_id: spec.scheduleId ?? null,
      job_id: job?.jobId ?? null,
      job_attempt: job?.attempt ?? null,
      result_summary: this.summaryOf(outcome),
      result_json: outcome.resultJson ?? null,
      error_summary: outcome.errorSummary ?? null,
      error_type: outcome.errorType ?? null,
      error_message: outcome.errorMessage ?? null,
      actor_user_id: spec.actorUserId ?? null,
      original_user_id: spec.originalUserId ?? null,
      surface_action_id: spec.surfaceActionId ?? null,
      surface_action_label: spec.surfaceActionLabel ?? null,
      action_target_key: spec.actionTargetKey ?? null,
      selected_entity_id_count: selected.length,
      target_display: spec.targetDisplay ?? null,
      supports_cancellation: spec.fn.supportsCancellation,
      cancel_requested_at: outcome.cancelRequestedAt === undefined ? null : iso(outcome.cancelRequestedAt),
      http_detail: outcome.http ?? spec.http ?? null,
      http_endpoint_id: (outcome.http ?? spec.http)?.EndpointId ?? null,
      arguments_snapshot: spec.arguments,
      log_summary: outcome.logSummary ?? null,
      changed_record_count: outcome.changedRecordCount ?? 0,
      validation_error_count: outcome.validationErrorCount ?? 0,
      worker_id: job?.worker ?? this.workerAt(startedAt),
    })
    return id
  }
}
