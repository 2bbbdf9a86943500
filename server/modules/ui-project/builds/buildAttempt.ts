import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { BuildStage, stageMessageKey } from '../build/stages'
import { BuildStatus, isTerminalBuild } from './buildModel'
import { lockBuild } from './builds.repo'
import { clearLogs } from './buildLog.repo'

/**
 * The start of one attempt of a build by the builtin: the build becomes Running with the job's
 * attempt number, this worker and a fresh set of stages, diagnostics and logs.
 */

export interface BuildAttempt {
  buildId: string
  revisionId: string
  kind: number
  jobId: string
  attempt: number
  maxAttempts: number
}

export type AttemptStart = { started: true; attempt: BuildAttempt } | { started: false; reason: string }

interface RunJob {
  job_id: string | null
  worker_id: string | null
  attempt_count: number | null
  max_attempts: number | null
}

export async function beginAttempt(db: Db, buildId: string, runId: string, now: Date): Promise<AttemptStart> {
  return db.transaction(async (tx) => {
    const build = await lockBuild(tx, buildId)
    if (!build) return { started: false, reason: 'the build no longer exists' }
    if (isTerminalBuild(build.status)) return { started: false, reason: 'the build has already ended' }
    if (build.cancellation_requested) return { started: false, reason: 'the build was cancelled' }
    const [run] = await tx.query<RunJob>(
      `SELECT r.job_id, r.worker_id, j.attempt_count, j.max_attempts FROM function_runs r
       LEFT JOIN function_jobs j ON j.id = r.job_id WHERE r.id = $1`,
      [runId],
    )
    // Only the build's own job runs it: a second execution would race the first for the same row.
    if (!run || run.job_id === null || run.job_id !== build.job_id) return { started: false, reason: 'the build belongs to another job' }
    const [revision] = await tx.query<{ content_hash: string }>('SELECT content_hash FROM ui_project_revisions WHERE id = $1', [build.revision_id])
    const attempt = run.attempt_count ?? build.attempt_count + 1
    await tx.query(
      `UPDATE ui_project_builds SET status = ${BuildStatus.Running}, stage = ${BuildStage.Queued}, stage_message_key = $2,
         progress_percent = 0, started_at = $3, completed_at = NULL, worker_id = $4, heartbeat_at = $3, attempt_count = $5,
         stages = '[]', diagnostics = '[]', failure = NULL, error_summary = NULL, artifact_id = NULL, peak_memory_bytes = NULL,
         generated_project_checksum = $6, row_version = $7
       WHERE id = $1`,
      [buildId, stageMessageKey(BuildStage.Queued), now, run.worker_id, attempt, revision?.content_hash ?? null, randomUUID()],
    )
    await clearLogs(tx, buildId)
    return {
      started: true,
      attempt: { buildId, revisionId: build.revision_id, kind: build.kind, jobId: run.job_id, attempt, maxAttempts: run.max_attempts ?? 1 },
    }
  })
}
