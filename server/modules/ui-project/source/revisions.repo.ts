import type { Db } from '../../../db'
import type { ProjectKind } from '../projectKind'

/** SQL of revisions and their files. Revisions and blobs are only ever inserted, never updated or deleted. */

export interface RevisionRow {
  id: string
  project_id: string
  number: number
  parent_revision_id: string | null
  message: string
  source: number
  author_user_id: string | null
  author_display_name: string
  created_at: Date | string
  content_hash: string
  file_count: number
  total_size_bytes: number | string
}

export interface RevisionFileRow {
  path: string
  content_hash: string
  size_bytes: number | string
}

export interface NewRevision {
  id: string
  number: number
  parentRevisionId: string | null
  message: string
  source: number
  authorUserId: string | null
  createdAt: Date
  contentHash: string
  fileCount: number
  totalSizeBytes: number
}

// The author's name as it is now; a deleted user keeps their id, a seed or system write has none.
const selectRevision = `
  SELECT r.*, coalesce(u.display_name, r.author_user_id, 'System') AS author_display_name
  FROM ui_project_revisions r LEFT JOIN users u ON u.id = r.author_user_id`

export async function findRevision(db: Db, kind: ProjectKind, id: string): Promise<RevisionRow | null> {
  const rows = await db.query<RevisionRow>(`${selectRevision} WHERE r.id = $1 AND r.project_id = $2`, [id, kind.id])
  return rows[0] ?? null
}

/** Whether the revision exists and is one of the project's. */
export async function isProjectRevision(db: Db, kind: ProjectKind, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('SELECT id FROM ui_project_revisions WHERE id = $1 AND project_id = $2', [id, kind.id])
  return rows.length > 0
}

export async function findRevisionNumber(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db.query<{ number: number }>('SELECT number FROM ui_project_revisions WHERE id = $1', [id])
  return row && Number(row.number)
}

/** The hash of the revision's whole tree, or null when there is no such revision. */
export async function findRevisionContentHash(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ content_hash: string }>('SELECT content_hash FROM ui_project_revisions WHERE id = $1', [id])
  return row?.content_hash ?? null
}

export async function listRevisionRows(db: Db, kind: ProjectKind, limit: number, offset: number): Promise<{ rows: RevisionRow[]; total: number }> {
  const rows = await db.query<RevisionRow>(`${selectRevision} WHERE r.project_id = $1 ORDER BY r.number DESC LIMIT $2 OFFSET $3`, [kind.id, limit, offset])
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM ui_project_revisions WHERE project_id = $1', [kind.id])
  return { rows, total: count?.total ?? 0 }
}

/** Unordered: callers sort with comparePaths, the one order of every listing. */
export async function revisionFileRows(db: Db, revisionId: string): Promise<RevisionFileRow[]> {
  return db.query<RevisionFileRow>(
    `SELECT f.path, f.content_hash, b.size_bytes FROM ui_project_revision_files f JOIN ui_project_blobs b ON b.content_hash = f.content_hash
     WHERE f.revision_id = $1`,
    [revisionId],
  )
}

export async function readRevisionFile(db: Db, revisionId: string, path: string): Promise<{ content: string; content_hash: string; size_bytes: number | string } | null> {
  const rows = await db.query<{ content: string; content_hash: string; size_bytes: number | string }>(
    `SELECT b.content, b.content_hash, b.size_bytes FROM ui_project_revision_files f JOIN ui_project_blobs b ON b.content_hash = f.content_hash
     WHERE f.revision_id = $1 AND f.path = $2`,
    [revisionId, path],
  )
  return rows[0] ?? null
}

/** Stores the texts not stored yet; the same text under any path or revision is one blob. */
export async function insertBlobs(tx: Db, blobs: ReadonlyMap<string, string>): Promise<void> {
  if (blobs.size === 0) return
  await tx.query(
    `INSERT INTO ui_project_blobs (content_hash, content, size_bytes)
     SELECT hash, content, octet_length(content) FROM unnest($1::text[], $2::text[]) AS blob (hash, content)
     ON CONFLICT (content_hash) DO NOTHING`,
    [[...blobs.keys()], [...blobs.values()]],
  )
}

export async function insertRevision(tx: Db, kind: ProjectKind, revision: NewRevision, files: ReadonlyMap<string, string>): Promise<void> {
  await tx.query(
    `INSERT INTO ui_project_revisions (id, project_id, number, parent_revision_id, message, source, author_user_id, created_at, content_hash, file_count, total_size_bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      revision.id,
      kind.id,
      revision.number,
      revision.parentRevisionId,
      revision.message,
      revision.source,
      revision.authorUserId,
      revision.createdAt,
      revision.contentHash,
      revision.fileCount,
      revision.totalSizeBytes,
    ],
  )
  await tx.query(
    `INSERT INTO ui_project_revision_files (revision_id, path, content_hash)
     SELECT $1, path, hash FROM unnest($2::text[], $3::text[]) AS file (path, hash)`,
    [revision.id, [...files.keys()], [...files.values()]],
  )
}

export async function setWorkingRevision(tx: Db, kind: ProjectKind, revisionId: string, number: number): Promise<void> {
  await tx.query('UPDATE ui_projects SET working_revision_id = $2, last_revision_number = $3 WHERE id = $1', [kind.id, revisionId, number])
}
