import { createHash } from 'node:crypto'
import type { Db } from '../../../db'
import type { Issue } from '../../../http/envelope'
import { EnvelopeError, badRequest, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { RawResponse } from '../../../http/rawResponse'
import { policyRefusal, judgeFile, readFilePolicy } from '../../files'
import { readRevisionFiles } from '../project.repo'
import type { ProjectKind } from '../projectKind'
import { RevisionSource, SourceCode } from './codes'
import { preflightTrees } from './diff'
import { messageText } from './input'
import { projectLimits } from './paths'
import { assertWorkingBase, commitRevision } from './revisions.commit'
import { findRevision } from './revisions.repo'
import { workingRevisionId } from './revisions.service'
import { revisionNotFound, type RevisionDetail } from './revisions.view'
import { readProjectZip, writeProjectZip, zipIssueCodes } from './zip'

/** ZIP packages of the tree: the download of a revision, and the preflight and upload of a package. */

/**
 * What the upload routes read before refusing: packages up to half again the limit get the 400
 * naming it; the HTTP layer answers larger bodies with 413 without reading them.
 */
export const zipBodyLimitBytes = Math.floor(projectLimits.maxZipBytes * 1.5)

/** The package's member in issues (the body has no name of its own). */
const packageField = 'Package'
/** How the files module's type policy sees a package: an upload of this name and type. */
const packageFileName = 'workspace-ui.zip'
const packageMimeType = 'application/zip'

export async function downloadZip(db: Db, kind: ProjectKind, revisionId: string): Promise<RawResponse> {
  const revision = await findRevision(db, kind, revisionId)
  const files = revision ? await readRevisionFiles(db, kind, revisionId) : null
  if (!revision || !files) throw revisionNotFound(kind, revisionId)
  const bytes = Buffer.from(writeProjectZip(files))
  return new RawResponse(bytes, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${kind.slug}-r${revision.number}.zip"`,
    'Content-Length': String(bytes.length),
  })
}

interface ReadPackage {
  files: Map<string, string>
  ignored: string[]
  hash: string
  size: number
}

/** The package's tree: allowed by the file-type policy, within the size limit, and every entry safe. */
async function readPackage(db: Db, body: unknown): Promise<ReadPackage> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0)
  if (bytes.length === 0) throw badRequest(zipIssueCodes.empty, 'The request carries no ZIP package.', packageField)
  if (bytes.length > projectLimits.maxZipBytes) {
    throw badRequest(zipIssueCodes.archiveTooLarge, `The package is ${bytes.length} bytes; at most ${projectLimits.maxZipBytes} are accepted.`, packageField)
  }
  const verdict = judgeFile(await readFilePolicy(db), { fileName: packageFileName, mimeType: packageMimeType, leadingBytes: bytes.subarray(0, 64) })
  if (!verdict.Allowed) throw policyRefusal(verdict, packageField, true)

  const read = readProjectZip(bytes)
  if (!read.ok) {
    const issues = read.issues.map((found): Issue => ({ Code: found.code, Message: found.message, Field: packageField, ...(found.path === null ? {} : { Target: found.path }) }))
    throw new EnvelopeError(400, issues)
  }
  return { files: read.files, ignored: read.ignored, hash: createHash('sha256').update(bytes).digest('hex'), size: bytes.length }
}

export interface ZipPreflight {
  BaseRevisionId: string | null
  PackageHash: string
  SizeBytes: number
  FileCount: number
  Added: string[]
  Changed: string[]
  Removed: string[]
  UnchangedCount: number
  Ignored: string[]
}

/** What an upload of these bytes would change; writes nothing. A stale base answers 409 as the upload would. */
export async function preflightZip(db: Db, kind: ProjectKind, body: unknown, query: { baseRevisionId?: string }): Promise<ZipPreflight> {
  const zip = await readPackage(db, body)
  const working = await workingRevisionId(db, kind)
  await assertWorkingBase(db, kind, working, query.baseRevisionId ?? null, 'baseRevisionId')
  const base = working ? ((await readRevisionFiles(db, kind, working)) ?? new Map<string, string>()) : new Map<string, string>()
  return {
    BaseRevisionId: working,
    PackageHash: zip.hash,
    SizeBytes: zip.size,
    FileCount: zip.files.size,
    ...preflightTrees(base, zip.files),
    Ignored: zip.ignored,
  }
}

export interface UploadQuery {
  baseRevisionId?: string
  message?: string
  expectedPackageHash?: string
}

/** The package's tree, exactly, as the new working revision. */
export async function uploadZip(db: Db, kind: ProjectKind, auth: AuthContext, body: unknown, query: UploadQuery, now: Date): Promise<RevisionDetail> {
  const expectedHash = packageHashOf(query.expectedPackageHash)
  const message = messageText(query.message, 'message', false)
  const zip = await readPackage(db, body)
  if (expectedHash !== null && expectedHash !== zip.hash) {
    throw conflict(SourceCode.packageChanged, 'The package is not the one the preflight checked: check it again before applying it.', 'expectedPackageHash')
  }
  return commitRevision(db, kind, {
    baseRevisionId: query.baseRevisionId ?? null,
    baseField: 'baseRevisionId',
    treeField: packageField,
    message: message ?? `Uploaded ${zip.files.size} ${zip.files.size === 1 ? 'file' : 'files'}`,
    source: RevisionSource.ZipUpload,
    authorUserId: auth.userId,
    now,
    nextTree: () => zip.files,
  })
}

function packageHashOf(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null
  const hash = value.trim().toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(hash)) {
    throw badRequest(SourceCode.packageHashInvalid, 'expectedPackageHash must be the 64 hexadecimal digits of the preflight\'s PackageHash.', 'expectedPackageHash')
  }
  return hash
}
