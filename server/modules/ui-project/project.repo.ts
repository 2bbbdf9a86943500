import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import type { ProjectKind } from './projectKind'

/** A project's row (one per kind), shared by the source, build and artifact code. */

export interface ProjectRow {
  id: string
  display_name: string
  working_revision_id: string | null
  active_artifact_id: string | null
  last_revision_number: number
  last_build_number: number
  created_at: Date
  row_version: string
}

/** The project, created on first use (a workspace whose seed predates the module has none). */
export async function ensureProject(db: Db, kind: ProjectKind, now: Date): Promise<ProjectRow> {
  await db.query(
    `INSERT INTO ui_projects (id, display_name, created_at, row_version) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
    [kind.id, kind.displayName, now, randomUUID()],
  )
  const rows = await db.query<ProjectRow>('SELECT * FROM ui_projects WHERE id = $1', [kind.id])
  return rows[0] as ProjectRow
}

/** Locks the project row for the rest of the transaction: revisions, build numbers and activations serialise on it. */
export async function lockProject(tx: Db, kind: ProjectKind, now: Date): Promise<ProjectRow> {
  await ensureProject(tx, kind, now)
  const rows = await tx.query<ProjectRow>('SELECT * FROM ui_projects WHERE id = $1 FOR UPDATE', [kind.id])
  return rows[0] as ProjectRow
}

/** The working revision's id, or null without a project (reads never create it). */
export async function findWorkingRevisionId(db: Db, kind: ProjectKind): Promise<string | null> {
  const rows = await db.query<{ working_revision_id: string | null }>('SELECT working_revision_id FROM ui_projects WHERE id = $1', [kind.id])
  return rows[0]?.working_revision_id ?? null
}

export async function setLastBuildNumber(tx: Db, kind: ProjectKind, buildNumber: number): Promise<void> {
  await tx.query('UPDATE ui_projects SET last_build_number = $2 WHERE id = $1', [kind.id, buildNumber])
}

/** A new row version after an activation change (the lifecycle result's ProjectRowVersion). */
export async function touchProject(tx: Db, kind: ProjectKind, changes: { activeArtifactId?: string | null } = {}): Promise<string> {
  const rowVersion = randomUUID()
  if ('activeArtifactId' in changes) {
    await tx.query('UPDATE ui_projects SET active_artifact_id = $2, row_version = $3 WHERE id = $1', [kind.id, changes.activeArtifactId ?? null, rowVersion])
  } else {
    await tx.query('UPDATE ui_projects SET row_version = $2 WHERE id = $1', [kind.id, rowVersion])
  }
  return rowVersion
}

/** Every file of a revision (path → text), or null when the project has no such revision. */
export async function readRevisionFiles(db: Db, kind: ProjectKind, revisionId: string): Promise<Map<string, string> | null> {
  const exists = await db.query<{ id: string }>('SELECT id FROM ui_project_revisions WHERE id = $1 AND project_id = $2', [revisionId, kind.id])
  if (exists.length === 0) return null
  const rows = await db.query<{ path: string; content: string }>(
    `SELECT f.path, b.content FROM ui_project_revision_files f JOIN ui_project_blobs b ON b.content_hash = f.content_hash
     WHERE f.revision_id = $1 ORDER BY f.path`,
    [revisionId],
  )
  return new Map(rows.map((row) => [row.path, row.content]))
}
