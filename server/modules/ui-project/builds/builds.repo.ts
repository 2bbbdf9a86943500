import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ProjectKind } from '../projectKind'
import { BuildStage, stageMessageKey } from '../build/stages'
import { BuildStatus, type BuildFailureRecord, type BuildKind, type DiagnosticRecord, type StageRecord } from './buildModel'

/** SQL of ui_project_builds: the rows with the names the answers show (revision number, requester). */

export interface BuildRow {
  id: string
  project_id: string
  revision_id: string
  revision_number: number
  build_number: number
  kind: BuildKind
  status: BuildStatus
  stage: BuildStage
  stage_message_key: string | null
  progress_percent: number
  requested_by_user_id: string
  requested_by_display_name: string | null
  requested_at: Date | string
  started_at: Date | string | null
  completed_at: Date | string | null
  worker_id: string | null
  heartbeat_at: Date | string | null
  attempt_count: number
  job_id: string | null
  artifact_id: string | null
  cancellation_requested: boolean
  peak_memory_bytes: number | string | null
  stages: StageRecord[]
  diagnostics: DiagnosticRecord[]
  error_summary: string | null
  failure: BuildFailureRecord | null
  generated_project_checksum: string | null
  schema_contract_hash: string | null
  row_version: string
}

const buildSelect = `SELECT b.*, r.number AS revision_number, u.display_name AS requested_by_display_name
  FROM ui_project_builds b
  JOIN ui_project_revisions r ON r.id = b.revision_id
  LEFT JOIN users u ON u.id = b.requested_by_user_id`

export async function findBuildRow(db: Db, kind: ProjectKind, buildId: string): Promise<BuildRow | null> {
  const [row] = await db.query<BuildRow>(`${buildSelect} WHERE b.id = $1 AND b.project_id = $2`, [buildId, kind.id])
  return row ?? null
}

export async function buildExists(db: Db, kind: ProjectKind, buildId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('SELECT id FROM ui_project_builds WHERE id = $1 AND project_id = $2', [buildId, kind.id])
  return rows.length > 0
}

/** The build row under lock (no joins: FOR UPDATE locks this table's row only). */
export async function lockBuild(
  tx: Db,
  buildId: string,
): Promise<Pick<BuildRow, 'id' | 'project_id' | 'status' | 'kind' | 'revision_id' | 'job_id' | 'attempt_count' | 'cancellation_requested'> | null> {
  const [row] = await tx.query<BuildRow>(
    'SELECT id, project_id, status, kind, revision_id, job_id, attempt_count, cancellation_requested FROM ui_project_builds WHERE id = $1 FOR UPDATE',
    [buildId],
  )
  return row ?? null
}

export interface NewBuild {
  id: string
  revisionId: string
  buildNumber: number
  kind: number
  requestedByUserId: string
  now: Date
  rowVersion: string
}

export async function insertBuild(tx: Db, kind: ProjectKind, build: NewBuild): Promise<void> {
  await tx.query(
    `INSERT INTO ui_project_builds (id, project_id, revision_id, build_number, kind, status, stage, stage_message_key, progress_percent,
       requested_by_user_id, requested_at, row_version)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 'uiProject.build.stage.queued', 0, $6, $7, $8)`,
    [build.id, kind.id, build.revisionId, build.buildNumber, build.kind, build.requestedByUserId, build.now, build.rowVersion],
  )
}

export interface BuildPageQuery {
  page: number
  pageSize: number
  kind: number | null
  status: number | null
}

export async function listBuildRows(db: Db, kind: ProjectKind, query: BuildPageQuery): Promise<{ rows: BuildRow[]; total: number }> {
  const where = 'WHERE b.project_id = $1 AND ($2::int IS NULL OR b.kind = $2) AND ($3::int IS NULL OR b.status = $3)'
  const params = [kind.id, query.kind, query.status]
  const rows = await db.query<BuildRow>(
    `${buildSelect} ${where} ORDER BY b.build_number DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    params,
  )
  const [count] = await db.query<{ total: number | string }>(`SELECT count(*) AS total FROM ui_project_builds b ${where}`, params)
  return { rows, total: Number(count?.total ?? 0) }
}

export async function setBuildJob(tx: Db, buildId: string, jobId: string): Promise<void> {
  await tx.query('UPDATE ui_project_builds SET job_id = $2 WHERE id = $1', [buildId, jobId])
}

export interface AttemptStartWrite {
  now: Date
  workerId: string | null
  attempt: number
  generatedProjectChecksum: string | null
}

/** The build becomes Running with this attempt, back at the Queued stage, without the results of earlier attempts. */
export async function startBuildAttempt(tx: Db, buildId: string, start: AttemptStartWrite): Promise<void> {
  await tx.query(
    `UPDATE ui_project_builds SET status = ${BuildStatus.Running}, stage = ${BuildStage.Queued}, stage_message_key = $2,
       progress_percent = 0, started_at = $3, completed_at = NULL, worker_id = $4, heartbeat_at = $3, attempt_count = $5,
       stages = '[]', diagnostics = '[]', failure = NULL, error_summary = NULL, artifact_id = NULL, peak_memory_bytes = NULL,
       generated_project_checksum = $6, schema_contract_hash = NULL, row_version = $7
     WHERE id = $1`,
    [buildId, stageMessageKey(BuildStage.Queued), start.now, start.workerId, start.attempt, start.generatedProjectChecksum, randomUUID()],
  )
}

export interface ProgressWrite {
  /** Null members keep what the row has. */
  stage: number | null
  messageKey: string | null
  progressPercent: number | null
  stages: StageRecord[]
  now: Date
}

/** What a running attempt reports; changes nothing once the build is no longer Running in this attempt. */
export async function writeBuildProgress(db: Db, buildId: string, attempt: number, progress: ProgressWrite): Promise<void> {
  await db.query(
    `UPDATE ui_project_builds SET stage = coalesce($3::int, stage), stage_message_key = coalesce($4::text, stage_message_key),
       progress_percent = coalesce($5::int, progress_percent), heartbeat_at = $6, stages = $7::jsonb, row_version = $8
     WHERE id = $1 AND attempt_count = $2 AND status = ${BuildStatus.Running}`,
    [buildId, attempt, progress.stage, progress.messageKey, progress.progressPercent, progress.now, JSON.stringify(progress.stages), randomUUID()],
  )
}

export async function requestBuildCancellation(db: Db, buildId: string): Promise<void> {
  await db.query('UPDATE ui_project_builds SET cancellation_requested = true, row_version = $2 WHERE id = $1', [buildId, randomUUID()])
}

export interface BuildEndWrite {
  status: number
  failure: BuildFailureRecord | null
  errorSummary: string | null
  /** Left out: the row keeps what it has. */
  diagnostics?: DiagnosticRecord[]
  artifactId?: string | null
  peakMemoryBytes?: number | null
  /** What the toolchain generated from the schema (the Net Operation Project's typed classes). */
  generated?: { projectChecksum: string; schemaContractHash: string } | null
  /** Also moves the build to the Completed stage at 100 %. */
  completeStage: boolean
}

/**
 * Ends a build that is still Queued or Running (with `attempt`: only in that attempt); false when
 * there was none to end.
 */
export async function endBuildRow(db: Db, buildId: string, end: BuildEndWrite, now: Date, attempt: number | null): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE ui_project_builds SET status = $2::int, completed_at = $3::timestamptz, failure = $4::jsonb, error_summary = $5::text,
       diagnostics = coalesce($6::jsonb, diagnostics), artifact_id = coalesce($7::text, artifact_id),
       peak_memory_bytes = coalesce($8::bigint, peak_memory_bytes), heartbeat_at = $3, row_version = $9,
       generated_project_checksum = coalesce($12::text, generated_project_checksum), schema_contract_hash = coalesce($13::text, schema_contract_hash),
       stage = CASE WHEN $10::boolean THEN ${BuildStage.Completed} ELSE stage END,
       stage_message_key = CASE WHEN $10::boolean THEN '${stageMessageKey(BuildStage.Completed)}' ELSE stage_message_key END,
       progress_percent = CASE WHEN $10::boolean THEN 100 ELSE progress_percent END
     WHERE id = $1 AND status IN (${BuildStatus.Queued}, ${BuildStatus.Running}) AND ($11::int IS NULL OR attempt_count = $11)
     RETURNING id`,
    [
      buildId, end.status, now, end.failure === null ? null : JSON.stringify(end.failure), end.errorSummary,
      end.diagnostics ? JSON.stringify(end.diagnostics) : null, end.artifactId ?? null, end.peakMemoryBytes ?? null,
      randomUUID(), end.completeStage, attempt, end.generated?.projectChecksum ?? null, end.generated?.schemaContractHash ?? null,
    ],
  )
  return rows.length > 0
}

/** A Running build (with `attempt`: only in that attempt) goes back to Queued at the Queued stage. */
export async function requeueBuildRow(db: Db, buildId: string, attempt: number | null): Promise<void> {
  await db.query(
    `UPDATE ui_project_builds SET status = ${BuildStatus.Queued}, stage = ${BuildStage.Queued}, stage_message_key = $2,
       progress_percent = 0, row_version = $3
     WHERE id = $1 AND status = ${BuildStatus.Running} AND ($4::int IS NULL OR attempt_count = $4)`,
    [buildId, stageMessageKey(BuildStage.Queued), randomUUID(), attempt],
  )
}
