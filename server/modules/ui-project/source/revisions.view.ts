import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { notFound } from '../../../http/errors'
import { enumMember, iso } from '../../../platform/values'
import { echoed } from '../../../http/echo'
import { RevisionSource } from './codes'
import type { ProjectKind } from '../projectKind'
import { comparePaths } from './paths'
import { findRevision, revisionFileRows, type RevisionRow } from './revisions.repo'

/** The contract's shapes of a revision (UiProjectRevisionSummary, UiProjectRevision). */

export type RevisionSummary = ConfigSchemas['UiProjectRevisionSummary']

export type RevisionDetail = ConfigSchemas['UiProjectRevision']

export type RevisionFileEntry = RevisionDetail['Files'][number]

export function toRevisionSummary(row: RevisionRow, workingRevisionId: string | null): RevisionSummary {
  return {
    Id: row.id,
    ProjectId: row.project_id,
    Number: Number(row.number),
    ParentRevisionId: row.parent_revision_id,
    Message: row.message,
    Source: enumMember(RevisionSource, row.source),
    AuthorUserId: row.author_user_id,
    AuthorDisplayName: row.author_display_name,
    CreatedAt: iso(row.created_at),
    ContentHash: row.content_hash,
    FileCount: Number(row.file_count),
    TotalSizeBytes: Number(row.total_size_bytes),
    IsWorking: row.id === workingRevisionId,
  }
}

/** The revision with its file list, or null when it does not exist. */
export async function revisionDetail(db: Db, kind: ProjectKind, revisionId: string, workingRevisionId: string | null): Promise<RevisionDetail | null> {
  const row = await findRevision(db, kind, revisionId)
  if (!row) return null
  const files = await revisionFileRows(db, revisionId)
  return {
    ...toRevisionSummary(row, workingRevisionId),
    Files: files
      .map((file) => ({ Path: file.path, ContentHash: file.content_hash, SizeBytes: Number(file.size_bytes) }))
      .sort((left, right) => comparePaths(left.Path, right.Path)),
  }
}

export function revisionNotFound(kind: ProjectKind, revisionId: string): Error {
  return notFound(`The ${kind.noun} has no revision "${echoed(revisionId)}".`, echoed(revisionId))
}

/** An existing revision's row, or 404. */
export async function requireRevision(db: Db, kind: ProjectKind, revisionId: string): Promise<RevisionRow> {
  const row = await findRevision(db, kind, revisionId)
  if (!row) throw revisionNotFound(kind, revisionId)
  return row
}
