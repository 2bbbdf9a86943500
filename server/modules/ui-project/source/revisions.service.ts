import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { badRequest, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { findWorkingRevisionId, readRevisionFiles } from '../project.repo'
import { applyChanges, checkChanges } from './changes'
import { RevisionSource, SourceCode } from './codes'
import { diffTrees, TreeChange, type TreeDiffEntry } from './diff'
import type { ProjectKind } from '../projectKind'
import { normaliseProjectPath } from './paths'
import { messageText } from './input'
import { commitRevision } from './revisions.commit'
import { listRevisionRows, readRevisionFile } from './revisions.repo'
import { requireRevision, revisionDetail, revisionNotFound, toRevisionSummary, type RevisionDetail } from './revisions.view'

/** Revisions: the history, one revision and its files, the diff of two, and saving changes. */

export type SaveRequest = ConfigSchemas['UiProjectSaveRequest']

export async function saveRevision(db: Db, kind: ProjectKind, auth: AuthContext, body: SaveRequest, now: Date): Promise<RevisionDetail> {
  const message = messageText(body.Message, 'Message', true)
  const changes = checkChanges(body.Changes)
  return commitRevision(db, kind, {
    baseRevisionId: body.BaseRevisionId,
    baseField: 'BaseRevisionId',
    treeField: 'Changes',
    message,
    source: RevisionSource.Edit,
    authorUserId: auth.userId,
    now,
    nextTree: (base) => applyChanges(base, changes),
  })
}

/** The working revision's id without creating the project (reads never write). */
export async function workingRevisionId(db: Db, kind: ProjectKind): Promise<string | null> {
  return findWorkingRevisionId(db, kind)
}

export async function getRevision(db: Db, kind: ProjectKind, revisionId: string): Promise<RevisionDetail> {
  const detail = await revisionDetail(db, kind, revisionId, await workingRevisionId(db, kind))
  if (!detail) throw revisionNotFound(kind, revisionId)
  return detail
}

export type RevisionPage = ConfigSchemas['UiProjectRevisionPage']

const maxPageSize = 100

export async function listRevisions(db: Db, kind: ProjectKind, query: { page?: number; pageSize?: number }): Promise<RevisionPage> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 25
  if (page < 1) throw badRequest('workspace.validation.invalid', 'page must be 1 or more.', 'page')
  if (pageSize < 1 || pageSize > maxPageSize) throw badRequest('workspace.validation.invalid', `pageSize must be between 1 and ${maxPageSize}.`, 'pageSize')
  const working = await workingRevisionId(db, kind)
  const { rows, total } = await listRevisionRows(db, kind, pageSize, (page - 1) * pageSize)
  return { Items: rows.map((row) => toRevisionSummary(row, working)), TotalCount: total, Page: page, PageSize: pageSize }
}

export interface ProjectFile {
  RevisionId: string
  Path: string
  Content: string
  ContentHash: string
  SizeBytes: number
}

export async function getFile(db: Db, kind: ProjectKind, revisionId: string, rawPath: string): Promise<ProjectFile> {
  const normalised = normaliseProjectPath(rawPath)
  if (!normalised.ok) throw badRequest(SourceCode.invalidPath, `The path is not a project path (${normalised.reason}).`, 'path')
  await requireRevision(db, kind, revisionId)
  const file = await readRevisionFile(db, revisionId, normalised.path)
  if (!file) throw notFound(`"${normalised.path}" is not a file of this revision.`, normalised.path)
  return { RevisionId: revisionId, Path: normalised.path, Content: file.content, ContentHash: file.content_hash, SizeBytes: Number(file.size_bytes) }
}

export interface RevisionDiff {
  FromRevisionId: string
  ToRevisionId: string
  AddedCount: number
  ModifiedCount: number
  RemovedCount: number
  Files: TreeDiffEntry[]
}

/** What changed from one revision to the other; either may be the older one. */
export async function diffRevisions(db: Db, kind: ProjectKind, fromRevisionId: string, toRevisionId: string, includePatch: boolean): Promise<RevisionDiff> {
  const from = await readRevisionFiles(db, kind, fromRevisionId)
  if (!from) throw revisionNotFound(kind, fromRevisionId)
  const to = await readRevisionFiles(db, kind, toRevisionId)
  if (!to) throw revisionNotFound(kind, toRevisionId)
  const files = diffTrees(from, to, { includePatch })
  const count = (change: number) => files.filter((file) => file.Change === change).length
  return {
    FromRevisionId: fromRevisionId,
    ToRevisionId: toRevisionId,
    AddedCount: count(TreeChange.Added),
    ModifiedCount: count(TreeChange.Modified),
    RemovedCount: count(TreeChange.Removed),
    Files: files,
  }
}
