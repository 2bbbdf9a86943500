import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { badRequest, conflict } from '../../../http/errors'
import { lockProject, readRevisionFiles } from '../project.repo'
import type { ProjectKind } from '../projectKind'
import { SourceCode, type RevisionSourceValue } from './codes'
import { contentHash, treeHash } from './hashing'
import { findRevision, insertBlobs, insertRevision, setWorkingRevision } from './revisions.repo'
import { revisionDetail, type RevisionDetail } from './revisions.view'
import { assertTreeAllowed, byteLengthOf } from './tree.rules'

/** The one way a revision is written: every save, template, upload and generated page goes through here. */

export type Tree = ReadonlyMap<string, string>

export interface CommitRequest {
  baseRevisionId: string | null
  /** The request member that carries the base, for the 409 (`BaseRevisionId`, `baseRevisionId`). */
  baseField: string
  /** The request member the tree's limits are charged to. */
  treeField: string
  message: string
  source: RevisionSourceValue
  authorUserId: string | null
  now: Date
  /** The new tree from the base revision's (may refuse with a 400). */
  nextTree(base: Tree): Tree | Promise<Tree>
}

/**
 * Under the project lock: the base must be the working revision, the result must differ from it and
 * obey the limits; then the new revision (number = last + 1, parent = base) becomes the working one.
 */
export async function commitRevision(db: Db, kind: ProjectKind, request: CommitRequest): Promise<RevisionDetail> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, kind, request.now)
    await assertWorkingBase(tx, kind, project.working_revision_id, request.baseRevisionId, request.baseField)
    const baseTree = project.working_revision_id ? ((await readRevisionFiles(tx, kind, project.working_revision_id)) ?? new Map<string, string>()) : new Map<string, string>()
    const tree = await request.nextTree(baseTree)
    assertTreeAllowed(tree, request.treeField)

    const hashes = new Map([...tree].map(([path, text]) => [path, contentHash(text)] as const))
    const revisionHash = treeHash(hashes)
    const base = project.working_revision_id ? await findRevision(tx, kind, project.working_revision_id) : null
    if (revisionHash === (base?.content_hash ?? treeHash([]))) {
      throw badRequest(SourceCode.noChanges, 'The result is the same as the working revision: there is nothing to save.', request.treeField)
    }

    const baseHashes = new Set([...baseTree.values()].map(contentHash))
    const blobs = new Map<string, string>()
    for (const [path, text] of tree) {
      const hash = hashes.get(path) as string
      if (!baseHashes.has(hash)) blobs.set(hash, text)
    }
    await insertBlobs(tx, blobs)

    const id = randomUUID()
    const number = project.last_revision_number + 1
    await insertRevision(
      tx,
      kind,
      {
        id,
        number,
        parentRevisionId: project.working_revision_id,
        message: request.message,
        source: request.source,
        authorUserId: request.authorUserId,
        createdAt: request.now,
        contentHash: revisionHash,
        fileCount: tree.size,
        totalSizeBytes: [...tree.values()].reduce((sum, text) => sum + byteLengthOf(text), 0),
      },
      hashes,
    )
    await setWorkingRevision(tx, kind, id, number)
    return (await revisionDetail(tx, kind, id, id)) as RevisionDetail
  })
}

/** 409 with the current working revision (null while there is none) when the caller's base is another. */
export async function assertWorkingBase(db: Db, kind: ProjectKind, working: string | null, baseRevisionId: string | null, field: string): Promise<void> {
  if ((baseRevisionId ?? null) === working) return
  const current = working ? await revisionDetail(db, kind, working, working) : null
  const message = current
    ? `The working revision is now number ${current.Number}: reload it and apply your changes again.`
    : 'The project has no revision yet: send no base revision.'
  throw conflict(SourceCode.stale, message, field, current)
}
