import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { BuildStage, stageMessageKey } from '../build/stages'
import { BuildStatus, hostFailures, failureRecord, type BuildFailureRecord, type DiagnosticRecord } from './buildModel'

/**
 * The writes that end a build or send it back to the queue. Each one changes only a build that is
 * still Queued or Running (and, from an execution, only its own attempt), so whoever ends a build
 * first wins and a late writer changes nothing.
 */

export interface BuildEnd {
  status: typeof BuildStatus.Succeeded | typeof BuildStatus.Failed | typeof BuildStatus.Cancelled
  failure: BuildFailureRecord | null
  errorSummary: string | null
  diagnostics?: DiagnosticRecord[]
  artifactId?: string | null
  peakMemoryBytes?: number | null
}

/** Ends the build; false when it had already ended (or another attempt owns it). */
export async function endBuild(db: Db, buildId: string, end: BuildEnd, now: Date, attempt: number | null = null): Promise<boolean> {
  const succeeded = end.status === BuildStatus.Succeeded
  const rows = await db.query<{ id: string }>(
    `UPDATE ui_project_builds SET status = $2::int, completed_at = $3::timestamptz, failure = $4::jsonb, error_summary = $5::text,
       diagnostics = coalesce($6::jsonb, diagnostics), artifact_id = coalesce($7::text, artifact_id),
       peak_memory_bytes = coalesce($8::bigint, peak_memory_bytes), heartbeat_at = $3, row_version = $9,
       stage = CASE WHEN $10::boolean THEN ${BuildStage.Completed} ELSE stage END,
       stage_message_key = CASE WHEN $10::boolean THEN '${stageMessageKey(BuildStage.Completed)}' ELSE stage_message_key END,
       progress_percent = CASE WHEN $10::boolean THEN 100 ELSE progress_percent END
     WHERE id = $1 AND status IN (${BuildStatus.Queued}, ${BuildStatus.Running}) AND ($11::int IS NULL OR attempt_count = $11)
     RETURNING id`,
    [
      buildId, end.status, now, end.failure === null ? null : JSON.stringify(end.failure), end.errorSummary,
      end.diagnostics ? JSON.stringify(end.diagnostics) : null, end.artifactId ?? null, end.peakMemoryBytes ?? null,
      randomUUID(), succeeded, attempt,
    ],
  )
  return rows.length > 0
}

export const cancelledEnd: BuildEnd = {
  status: BuildStatus.Cancelled,
  failure: failureRecord(hostFailures.cancelled),
  errorSummary: 'Cancelled on request.',
}

export const workerLostEnd: BuildEnd = {
  status: BuildStatus.Failed,
  failure: failureRecord(hostFailures.workerLost),
  errorSummary: 'The worker running the build was lost and the build was not retried.',
}

export const permissionDeniedEnd: BuildEnd = {
  status: BuildStatus.Failed,
  failure: failureRecord(hostFailures.permissionDenied),
  errorSummary: 'The user who started the build no longer has the permission uiproject.build.',
}

/** A Running build whose attempt ended without an outcome waits Queued for the job's next attempt. */
export async function requeueBuild(db: Db, buildId: string, attempt: number | null = null): Promise<void> {
  await db.query(
    `UPDATE ui_project_builds SET status = ${BuildStatus.Queued}, stage = ${BuildStage.Queued}, stage_message_key = $2,
       progress_percent = 0, row_version = $3
     WHERE id = $1 AND status = ${BuildStatus.Running} AND ($4::int IS NULL OR attempt_count = $4)`,
    [buildId, stageMessageKey(BuildStage.Queued), randomUUID(), attempt],
  )
}
