import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, conflict } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { insertFile } from './files.repo'
import { loadItem } from './files.service'
import { FileCodes, UploadStatus, type AttachmentListItem } from './files.types'
import { assertServedStorage, checksumOf, policyRefusal } from './files.verdicts'
import { judgeFile, type PolicyVerdict } from './policy/policy'
import { requireAttachable } from './resources'
import { readFilePolicy, readStorageSettings } from './settings.service'
import { isMissingFile, moveFile, readLeadingBytes, removeFile, sha256OfFile } from './storage/fileStore'
import { folderFor, pathInside, storageKeyFor } from './storage/paths'
import { withWritesClosed } from './uploads.gate'
import { missingRanges } from './uploads.ranges'
import { requireOpenUpload, requireUpload, leadingByteCount, notOpen } from './uploads.service'
import { setUploadStatus, toSession, uploadOwner, type UploadRow } from './uploads.repo'

/**
 * Completion: every byte present, the SHA-256 right, the name, type and first bytes allowed by the
 * policy in force now; then the part file moves to its place and the file becomes visible.
 * Completing again answers the same file.
 */

export async function completeUpload(
  db: Db,
  auth: AuthContext,
  uploadId: string,
  body: { ChecksumSha256?: string | null },
  now: Date,
): Promise<AttachmentListItem> {
  const given = checksumOf(body.ChecksumSha256)
  const first = await requireUpload(db, auth, uploadId)
  if (first.status === UploadStatus.Completed && first.file_id) return loadItem(db, auth, first.file_id)
  return withWritesClosed(db, uploadId, async () => {
    const row = await requireUpload(db, auth, uploadId)
    if (row.status === UploadStatus.Completed && row.file_id) return loadItem(db, auth, row.file_id)
    await requireOpenUpload(db, auth, uploadId, now)
    assertComplete(row)
    const checksum = await verifyChecksum(row, given)
    const verdict = await verifyPolicy(db, row)
    return storeFile(db, auth, row, { checksum, verdict }, now)
  })
}

function assertComplete(row: UploadRow): void {
  const missing = missingRanges(row.received_ranges, Number(row.size_bytes))
  if (missing.length === 0) return
  const missingBytes = missing.reduce((total, range) => total + range.End - range.Start, 0)
  const error = conflict(FileCodes.incomplete, `${missingBytes} bytes of the file have not arrived yet.`, undefined, toSession(row))
  for (const found of error.issues) found.Metadata = { MissingRanges: JSON.stringify(missing), MissingBytes: String(missingBytes) }
  throw error
}

/** Streams the part file through SHA-256 and compares it with every checksum the client gave. */
async function verifyChecksum(row: UploadRow, given: string | null): Promise<string> {
  const actual = await sha256OfFile(row.part_path)
  for (const expected of [given, row.checksum_sha256]) {
    if (expected === null || expected === actual) continue
    const error = badRequest(FileCodes.checksumMismatch, 'The bytes received do not have the SHA-256 given for the file; send the chunks again.', 'ChecksumSha256')
    for (const found of error.issues) found.Metadata = { Expected: expected, Actual: actual }
    throw error
  }
  return actual
}

/** The policy may have changed since the start: judged again, with the file's first bytes. */
async function verifyPolicy(db: Db, row: UploadRow): Promise<PolicyVerdict> {
  const leadingBytes = await readLeadingBytes(row.part_path, leadingByteCount)
  const verdict = judgeFile(await readFilePolicy(db), { fileName: row.file_name, mimeType: row.mime_type, leadingBytes })
  if (verdict.Allowed) return verdict
  await setUploadStatus(db, row.id, UploadStatus.Aborted)
  await removeFile(row.part_path)
  throw policyRefusal(verdict)
}

interface Verified {
  checksum: string
  verdict: PolicyVerdict
}

async function storeFile(db: Db, auth: AuthContext, row: UploadRow, verified: Verified, now: Date): Promise<AttachmentListItem> {
  const resource = await requireAttachable(db, uploadOwner(row), 'Owner', auth)
  if (!resource.canCreateAttachments) {
    throw conflict(FileCodes.resourceNotWritable, `${resource.display.SafeLabel} does not take new files now (archived or read-only).`)
  }
  const storage = await readStorageSettings(db)
  assertServedStorage(storage)
  const fileId = randomUUID()
  const folder = folderFor({ strategy: storage.folderStrategy, now, owner: resource.identity, userId: auth.userId, constantFolderName: storage.constantFolderName })
  const storageKey = storageKeyFor(folder, fileId)
  const target = pathInside(storage.root, storageKey)
  await db.transaction(async (tx) => {
    const locked = await requireUpload(tx, auth, row.id, true)
    if (locked.status !== UploadStatus.Open) throw notOpen(locked)
    await moveFile(row.part_path, target)
    try {
      await insertFile(tx, {
        id: fileId,
        relationId: randomUUID(),
        storageRoot: storage.root,
        storageKey,
        owner: resource.identity,
        relationKind: resource.relationKind,
        fileName: row.file_name,
        description: row.description,
        mimeType: row.mime_type,
        sizeBytes: Number(row.size_bytes),
        checksum: verified.checksum,
        source: 'upload',
        policyCode: verified.verdict.Code,
        correlationId: row.id,
        policyVersion: verified.verdict.PolicyVersion,
        userId: auth.userId,
        now,
      })
      await setUploadStatus(tx, row.id, UploadStatus.Completed, fileId)
    } catch (error) {
      // The rows were not written: the bytes go back where the session expects them.
      await moveFile(target, row.part_path).catch((moveError: unknown) => (isMissingFile(moveError) ? undefined : Promise.reject(moveError)))
      throw error
    }
  })
  return loadItem(db, auth, fileId)
}
