import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../../db'
import type { CatalogFunction } from '../catalog'
import { toFunctionRun, type FunctionRunRow } from '../mappers'
import { RunStatus, defaultSummary, isSuccessfulRun } from '../model'
import type { RunState } from '../stateMachine'
import type { FunctionHttpDetail, FunctionRun, FunctionTargetDisplay } from '../types'
import { applyReportedOutcomes, type ReportedRecordOutcome } from './recordOutcomes.repo'

/** Everything a run captures when it starts (the run row is written at start, status Running). */
export interface RunStart {
  fn: CatalogFunction
  source: number
  workerId: string
  arguments: Record<string, unknown>
  jobId?: string | null
  jobAttempt?: number | null
  actorUserId?: string | null
  originalUserId?: string | null
  correlationId?: string | null
  entityDefinitionId?: string | null
  entityInstanceId?: string | null
  operation?: string | null
  triggerBindingId?: string | null
  scheduleId?: string | null
  surfaceActionId?: string | null
  surfaceActionLabel?: string | null
  actionTargetKey?: string | null
  selectedEntityIdCount?: number
  targetDisplay?: FunctionTargetDisplay | null
  http?: FunctionHttpDetail | null
  publicationId?: string | null
  httpEndpointId?: string | null
}

/** How an execution ended. */
export interface RunOutcome {
  status: RunStatus
  resultSummary?: string | null
  resultJson?: unknown
  errorType?: string | null
  errorMessage?: string | null
  errorSummary?: string | null
  /** Where a run that threw failed: its stack frames (stackFrames). */
  errorStackTrace?: string | null
  logSummary?: string | null
  changedRecordCount?: number
  validationErrorCount?: number
  http?: FunctionHttpDetail | null
  /** What the function reported per record (FunctionContext.recordOutcome). */
  recordOutcomes?: ReportedRecordOutcome[]
}

const jsonColumns = new Set(['arguments_snapshot', 'target_display', 'http_detail'])

export async function insertRun(db: Db, start: RunStart, now: Date): Promise<string> {
  const id = randomUUID()
  const columns: Record<string, SqlValue> = {
    id,
    function_id: start.fn.id,
    function_key: start.fn.key,
    function_display_name: start.fn.displayName,
    function_version_id: start.fn.currentVersionId,
    function_version_number: start.fn.currentVersionNumber,
    source: start.source,
    status: RunStatus.Running,
    started_at: now,
    correlation_id: start.correlationId ?? randomUUID(),
    entity_definition_id: start.entityDefinitionId ?? null,
    entity_instance_id: start.entityInstanceId ?? null,
    operation: start.operation ?? null,
    trigger_binding_id: start.triggerBindingId ?? null,
    schedule_id: start.scheduleId ?? null,
    job_id: start.jobId ?? null,
    job_attempt: start.jobAttempt ?? null,
    actor_user_id: start.actorUserId ?? null,
    original_user_id: start.originalUserId ?? null,
    surface_action_id: start.surfaceActionId ?? null,
    surface_action_label: start.surfaceActionLabel ?? null,
    action_target_key: start.actionTargetKey ?? null,
    selected_entity_id_count: start.selectedEntityIdCount ?? 0,
    target_display: start.targetDisplay ? JSON.stringify(start.targetDisplay) : null,
    supports_cancellation: start.fn.supportsCancellation,
    http_detail: start.http ? JSON.stringify(start.http) : null,
    publication_id: start.publicationId ?? null,
    http_endpoint_id: start.httpEndpointId ?? null,
    arguments_snapshot: JSON.stringify(start.arguments),
    worker_id: start.workerId,
    net_operation_project_revision_id: start.fn.projectCapture?.revisionId ?? null,
    net_operation_project_build_id: start.fn.projectCapture?.buildId ?? null,
    net_operation_project_artifact_id: start.fn.projectCapture?.artifactId ?? null,
  }
  const names = Object.keys(columns)
  await db.query(
    `INSERT INTO function_runs (${names.join(', ')}) VALUES (${names.map((name, index) => (jsonColumns.has(name) ? `$${index + 1}::jsonb` : `$${index + 1}`)).join(', ')})`,
    Object.values(columns),
  )
  return id
}

/**
 * Finalises a Running run with its outcome; answers false when the run is no longer Running (it
 * was cancelled or closed by recovery meanwhile), in which case nothing is written.
 */
export async function finalizeRun(db: Db, runId: string, outcome: RunOutcome, now: Date): Promise<boolean> {
  const [run] = await db.query<{ status: number; started_at: Date | string }>(
    'SELECT status, started_at FROM function_runs WHERE id = $1 FOR UPDATE',
    [runId],
  )
  if (!run || run.status !== RunStatus.Running) return false
  const summary = outcome.resultSummary?.trim() ? outcome.resultSummary : isSuccessfulRun(outcome.status) ? defaultSummary(outcome.status) : (outcome.resultSummary ?? null)
  const durationMs = Math.max(0, now.getTime() - new Date(run.started_at).getTime())
  await db.query(
    `UPDATE function_runs SET status = $2, completed_at = $3, duration_ms = $4, result_summary = $5, result_json = $6::jsonb,
       error_type = $7, error_message = $8, error_summary = $9, log_summary = $10, changed_record_count = $11,
       validation_error_count = $12, http_detail = coalesce($13::jsonb, http_detail), error_stack_trace = $14
     WHERE id = $1`,
    [
      runId, outcome.status, now, durationMs, summary, JSON.stringify(outcome.resultJson ?? null), outcome.errorType ?? null,
      outcome.errorMessage ?? null, outcome.errorSummary ?? null, outcome.logSummary ?? null, outcome.changedRecordCount ?? 0,
      outcome.validationErrorCount ?? 0, outcome.http ? JSON.stringify(outcome.http) : null, outcome.errorStackTrace ?? null,
    ],
  )
  await applyReportedOutcomes(db, runId, outcome.recordOutcomes ?? [])
  return true
}

/** Closes a Running run nobody executes any more (recovery, lost lease) with `status`. */
export async function closeRun(db: Db, runId: string, status: number, reason: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_runs SET status = $2, completed_at = $3,
       duration_ms = greatest(0, (extract(epoch FROM ($3::timestamptz - started_at)) * 1000)::bigint),
       error_summary = coalesce(error_summary, $4)
     WHERE id = $1 AND status = ${RunStatus.Running}`,
    [runId, status, now, reason],
  )
}

interface RunStateRow {
  id: string
  status: number
  completed_at: Date | string | null
  duration_ms: number | string | null
  result_summary: string | null
}

export const toRunState = (row: RunStateRow): RunState => ({
  id: row.id,
  status: row.status,
  completedAt: row.completed_at === null ? null : new Date(row.completed_at).getTime(),
  durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
  resultSummary: row.result_summary,
})

/** The run as stored now (what confirmation relies on: never the in-memory outcome). */
export async function readRunState(db: Db, runId: string | null): Promise<RunState | null> {
  if (!runId) return null
  const [row] = await db.query<RunStateRow>(
    'SELECT id, status, completed_at, duration_ms, result_summary FROM function_runs WHERE id = $1',
    [runId],
  )
  return row ? toRunState(row) : null
}

/** A user's name, email and type under `prefix` (the UserColumns of mappers.ts: `actor`, `original`). */
export const userColumns = (alias: string, prefix: string) =>
  `${alias}.display_name AS ${prefix}_display_name, ${alias}.email AS ${prefix}_email, ${alias}.user_type AS ${prefix}_user_type`

/** The run with what it references (alias `r`); lists add `WHERE`, `ORDER BY` and `LIMIT`. */
export const functionRunSelect = `
  SELECT r.*,
    ${userColumns('au', 'actor')}, ${userColumns('ou', 'original')},
    tb.operation AS binding_operation, tb.entity_definition_name AS binding_entity_name, bf.display_name AS binding_function_display_name,
    s.name AS schedule_name, s.cron_expression AS schedule_cron_expression, s.time_zone AS schedule_time_zone,
    sa.label AS current_surface_action_label
  FROM function_runs r
  LEFT JOIN users au ON au.id = r.actor_user_id
  LEFT JOIN users ou ON ou.id = r.original_user_id
  LEFT JOIN function_trigger_bindings tb ON tb.id = r.trigger_binding_id
  LEFT JOIN functions bf ON bf.id = tb.function_id
  LEFT JOIN function_schedules s ON s.id = r.schedule_id
  LEFT JOIN function_surface_actions sa ON sa.id = r.surface_action_id`

export async function findRun(db: Db, runId: string): Promise<FunctionRun | null> {
  const [row] = await db.query<FunctionRunRow>(`${functionRunSelect} WHERE r.id = $1`, [runId])
  return row ? toFunctionRun(row) : null
}

/** How far a running run is, as it reports it. */
export async function recordRunProgress(db: Db, runId: string, done: number, total: number): Promise<void> {
  await db.query('UPDATE function_runs SET progress_done = $2, progress_total = $3 WHERE id = $1', [runId, done, total])
}

/** What cancelling a run looks at, read under lock. */
export interface RunToCancel {
  status: number
  supportsCancellation: boolean
  jobId: string | null
  functionDisplayName: string
}

export async function lockRunToCancel(db: Db, runId: string): Promise<RunToCancel | null> {
  const [row] = await db.query<{ status: number; supports_cancellation: boolean; job_id: string | null; function_display_name: string }>(
    'SELECT status, supports_cancellation, job_id, function_display_name FROM function_runs WHERE id = $1 FOR UPDATE',
    [runId],
  )
  return row ? { status: row.status, supportsCancellation: row.supports_cancellation, jobId: row.job_id, functionDisplayName: row.function_display_name } : null
}

/** Ends a run as Cancelled at `now`, with `summary` as its result and error summary. */
export async function writeRunCancelled(db: Db, runId: string, summary: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_runs SET status = ${RunStatus.Cancelled}, completed_at = $2, cancel_requested_at = $2,
       duration_ms = greatest(0, (extract(epoch FROM ($2::timestamptz - started_at)) * 1000)::bigint),
       result_summary = $3, error_summary = $3
     WHERE id = $1`,
    [runId, now, summary],
  )
}

/** The run's status, its row locked until the transaction ends (null when there is no such run). */
export async function lockRunStatus(db: Db, runId: string): Promise<number | null> {
  const [row] = await db.query<{ status: number }>('SELECT status FROM function_runs WHERE id = $1 FOR UPDATE', [runId])
  return row?.status ?? null
}

/** Records that cancellation of a running run was asked for (the execution ends it). */
export async function writeRunCancelRequested(db: Db, runId: string, now: Date): Promise<void> {
  await db.query('UPDATE function_runs SET cancel_requested_at = $2 WHERE id = $1', [runId, now])
}

export async function runSupportsCancellation(db: Db, runId: string): Promise<boolean> {
  const [row] = await db.query<{ supports_cancellation: boolean }>('SELECT supports_cancellation FROM function_runs WHERE id = $1', [runId])
  return row?.supports_cancellation === true
}

/** The arguments a run ran with; a snapshot that is not an object counts as none. */
export const snapshotArguments = (snapshot: unknown): Record<string, unknown> =>
  snapshot && typeof snapshot === 'object' ? (snapshot as Record<string, unknown>) : {}

/** A stored run as running it again needs it. */
export interface RunToRepeat {
  status: number
  functionId: string
  arguments: Record<string, unknown>
}

export async function findRunToRepeat(db: Db, runId: string): Promise<RunToRepeat | null> {
  const [row] = await db.query<{ status: number; function_id: string; arguments_snapshot: unknown }>(
    'SELECT status, function_id, arguments_snapshot FROM function_runs WHERE id = $1',
    [runId],
  )
  return row ? { status: row.status, functionId: row.function_id, arguments: snapshotArguments(row.arguments_snapshot) } : null
}
