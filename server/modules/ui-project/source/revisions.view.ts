import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { iso } from '../../../platform/values'
import { echoed } from '../../../http/echo'
import { comparePaths } from './paths'
import { findRevision, revisionFileRows, type RevisionRow } from './revisions.repo'

/** The contract's shapes of a revision (UiProjectRevisionSummary, UiProjectRevision). */

export interface RevisionSummary {
  Id: string
  ProjectId: string
  Number: number
  ParentRevisionId: string | null
  Message: string
  Source: number
  AuthorUserId: string | null
  AuthorDisplayName: string
  CreatedAt: string
  ContentHash: string
  FileCount: number
  TotalSizeBytes: number
  IsWorking: boolean
}

export interface RevisionFileEntry {
  Path: string
  ContentHash: string
  SizeBytes: number
}

export interface RevisionDetail extends RevisionSummary {
  Files: RevisionFileEntry[]
}

export function toRevisionSummary(row: RevisionRow, workingRevisionId: string | null): RevisionSummary {
  return {
    Id: row.id,
    ProjectId: row.project_id,
    Number: Number(row.number),
    ParentRevisionId: row.parent_revision_id,
    Message: row.message,
    Source: Number(row.source),
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
export async function revisionDetail(db: Db, revisionId: string, workingRevisionId: string | null): Promise<RevisionDetail | null> {
  const row = await findRevision(db, revisionId)
  if (!row) return null
  const files = await revisionFileRows(db, revisionId)
  return {
    ...toRevisionSummary(row, workingRevisionId),
    Files: files
      .map((file) => ({ Path: file.path, ContentHash: file.content_hash, SizeBytes: Number(file.size_bytes) }))
      .sort((left, right) => comparePaths(left.Path, right.Path)),
  }
}

export function revisionNotFound(revisionId: string): Error {
  return notFound(`UI project revision "${echoed(revisionId)}" does not exist.`, echoed(revisionId))
}

/** An existing revision's row, or 404. */
export async function requireRevision(db: Db, revisionId: string): Promise<RevisionRow> {
  const row = await findRevision(db, revisionId)
  if (!row) throw revisionNotFound(revisionId)
  return row
}
