import type { Db } from '../../../db'
import type { FunctionTargetDisplay } from '../types'

/**
 * What a job asks for, beside the queue's transitions (jobs.repo.ts): the function and arguments
 * an execution or a retry starts from, and what an operator asks of it (cancel, retry now).
 */

/** A job as its execution starts it: what to run, for whom, and the context it was enqueued with. */
export interface JobToExecute {
  id: string
  functionId: string
  /** The version it was enqueued with: the run uses and captures it. */
  functionVersionId: string | null
  publicationId: string | null
  arguments: Record<string, unknown>
  source: number
  actorUserId: string | null
  originalUserId: string | null
  correlationId: string | null
  scheduleId: string | null
  triggerBindingId: string | null
  surfaceActionId: string | null
  /** The action's label as it is now (the run keeps it). */
  surfaceActionLabel: string | null
  actionTargetKey: string | null
  selectedEntityIds: string[]
  entityDefinitionId: string | null
  entityInstanceId: string | null
  operation: string | null
  targetDisplay: FunctionTargetDisplay | null
}

interface JobToExecuteRow {
  id: string
  function_id: string
  function_version_id: string | null
  publication_id: string | null
  arguments: Record<string, unknown> | null
  source: number
  actor_user_id: string | null
  original_user_id: string | null
  correlation_id: string | null
  schedule_id: string | null
  trigger_binding_id: string | null
  surface_action_id: string | null
  action_target_key: string | null
  selected_entity_ids: string[] | null
  entity_definition_id: string | null
  entity_instance_id: string | null
  operation: string | null
  surface_action_label: string | null
  target_display: FunctionTargetDisplay | null
}

export async function findJobToExecute(db: Db, jobId: string): Promise<JobToExecute | null> {
  const [row] = await db.query<JobToExecuteRow>(
    `SELECT j.*, sa.label AS surface_action_label FROM function_jobs j
     LEFT JOIN function_surface_actions sa ON sa.id = j.surface_action_id WHERE j.id = $1`,
    [jobId],
  )
  if (!row) return null
  return {
    id: row.id,
    functionId: row.function_id,
    functionVersionId: row.function_version_id,
    publicationId: row.publication_id,
    arguments: row.arguments ?? {},
    source: row.source,
    actorUserId: row.actor_user_id,
    originalUserId: row.original_user_id,
    correlationId: row.correlation_id,
    scheduleId: row.schedule_id,
    triggerBindingId: row.trigger_binding_id,
    surfaceActionId: row.surface_action_id,
    surfaceActionLabel: row.surface_action_label,
    actionTargetKey: row.action_target_key,
    selectedEntityIds: row.selected_entity_ids ?? [],
    entityDefinitionId: row.entity_definition_id,
    entityInstanceId: row.entity_instance_id,
    operation: row.operation,
    targetDisplay: row.target_display,
  }
}

/** A job as a retry by hand sees it, its row locked until the transaction ends. */
export interface JobToRetry {
  status: number
  functionId: string
  arguments: Record<string, unknown>
  attemptCount: number
}

export async function lockJobToRetry(db: Db, jobId: string): Promise<JobToRetry | null> {
  const [row] = await db.query<{ status: number; function_id: string; arguments: Record<string, unknown> | null; attempt_count: number }>(
    'SELECT status, function_id, arguments, attempt_count FROM function_jobs WHERE id = $1 FOR UPDATE',
    [jobId],
  )
  return row ? { status: row.status, functionId: row.function_id, arguments: row.arguments ?? {}, attemptCount: row.attempt_count } : null
}

export async function writeJobNextAttemptAt(db: Db, jobId: string, at: Date): Promise<void> {
  await db.query('UPDATE function_jobs SET next_attempt_at = $2 WHERE id = $1', [jobId, at])
}

/** Records when cancellation was asked for; the status change itself is applyJobDecision's. */
export async function writeJobCancelRequested(db: Db, jobId: string, now: Date): Promise<void> {
  await db.query('UPDATE function_jobs SET cancel_requested_at = $2 WHERE id = $1', [jobId, now])
}
