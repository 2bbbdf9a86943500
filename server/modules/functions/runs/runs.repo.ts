import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../../db'
import type { CatalogFunction } from '../catalog'
import { functionRunSelect, toFunctionRun, type FunctionRunRow } from '../mappers'
import { RunStatus, defaultSummary, isSuccessfulRun } from '../model'
import type { RunState } from '../stateMachine'
import type { FunctionHttpDetail, FunctionRun, FunctionTargetDisplay } from '../types'

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
    arguments_snapshot: JSON.stringify(start.arguments),
    worker_id: start.workerId,
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

export async function findRun(db: Db, runId: string): Promise<FunctionRun | null> {
  const [row] = await db.query<FunctionRunRow>(`${functionRunSelect} WHERE r.id = $1`, [runId])
  return row ? toFunctionRun(row) : null
}
