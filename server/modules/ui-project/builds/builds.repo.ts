import type { Db } from '../../../db'
import { projectId } from '../project.repo'
import type { BuildStage } from '../build/stages'
import type { BuildFailureRecord, BuildKind, BuildStatus, DiagnosticRecord, StageRecord } from './buildModel'

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
  row_version: string
}

const buildSelect = `SELECT b.*, r.number AS revision_number, u.display_name AS requested_by_display_name
  FROM ui_project_builds b
  JOIN ui_project_revisions r ON r.id = b.revision_id
  LEFT JOIN users u ON u.id = b.requested_by_user_id`

export async function findBuildRow(db: Db, buildId: string): Promise<BuildRow | null> {
  const [row] = await db.query<BuildRow>(`${buildSelect} WHERE b.id = $1`, [buildId])
  return row ?? null
}

/** The build row under lock (no joins: FOR UPDATE locks this table's row only). */
export async function lockBuild(tx: Db, buildId: string): Promise<Pick<BuildRow, 'id' | 'status' | 'kind' | 'revision_id' | 'job_id' | 'attempt_count' | 'cancellation_requested'> | null> {
  const [row] = await tx.query<BuildRow>(
    'SELECT id, status, kind, revision_id, job_id, attempt_count, cancellation_requested FROM ui_project_builds WHERE id = $1 FOR UPDATE',
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

export async function insertBuild(tx: Db, build: NewBuild): Promise<void> {
  await tx.query(
    `INSERT INTO ui_project_builds (id, project_id, revision_id, build_number, kind, status, stage, stage_message_key, progress_percent,
       requested_by_user_id, requested_at, row_version)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 'uiProject.build.stage.queued', 0, $6, $7, $8)`,
    [build.id, projectId, build.revisionId, build.buildNumber, build.kind, build.requestedByUserId, build.now, build.rowVersion],
  )
}

export interface BuildPageQuery {
  page: number
  pageSize: number
  kind: number | null
  status: number | null
}

export async function listBuildRows(db: Db, query: BuildPageQuery): Promise<{ rows: BuildRow[]; total: number }> {
  const where = 'WHERE b.project_id = $1 AND ($2::int IS NULL OR b.kind = $2) AND ($3::int IS NULL OR b.status = $3)'
  const params = [projectId, query.kind, query.status]
  const rows = await db.query<BuildRow>(
    `${buildSelect} ${where} ORDER BY b.build_number DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    params,
  )
  const [count] = await db.query<{ total: number | string }>(`SELECT count(*) AS total FROM ui_project_builds b ${where}`, params)
  return { rows, total: Number(count?.total ?? 0) }
}
