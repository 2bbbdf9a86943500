import type { PublicSchemas } from '../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, conflict, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { checksumOf, assertAllowed, assertServedStorage, descriptionOf, policyRefusal } from './files.verdicts'
import { FileCodes, UploadStatus, type FileUploadSession } from './files.types'
import { judgeFile } from './policy/policy'
import { requireAttachable } from './resources'
import { readFilePolicy, readStorageSettings } from './settings.service'
import { createPartFile, isMissingFile, removeFile, writeAt } from './storage/fileStore'
import { partFilePath } from './storage/paths'
import { beginChunkWrite } from './uploads.gate'
import { mergeRange, receivedBytes } from './uploads.ranges'
import { expireOpenUploads, findUpload, insertUpload, saveRanges, setUploadStatus, toSession, type UploadRow } from './uploads.repo'

/** Resumable uploads: start, chunks at offsets, the session's state, abort, and the expiry sweep. */

/** How many leading bytes the policy looks at. */
export const leadingByteCount = 64

export type UploadStartRequest = PublicSchemas['FileUploadStartRequest']

export async function startUpload(db: Db, auth: AuthContext, body: UploadStartRequest, now: Date): Promise<FileUploadSession> {
  const resource = await requireAttachable(db, body.Owner, 'Owner', auth)
  if (!resource.canCreateAttachments) {
    throw badRequest(FileCodes.resourceNotWritable, `${resource.display.SafeLabel} does not take new files now (archived or read-only).`, 'Owner')
  }
  const storage = await readStorageSettings(db)
  assertServedStorage(storage)
  if (!Number.isSafeInteger(body.SizeBytes) || body.SizeBytes < 0) {
    throw badRequest('workspace.validation.invalid', 'SizeBytes must be 0 or more.', 'SizeBytes')
  }
  if (body.SizeBytes > storage.maxUploadSizeBytes) {
    const error = badRequest(FileCodes.tooLarge, `The file is larger than the largest upload allowed (${storage.maxUploadSizeBytes} bytes).`, 'SizeBytes')
    for (const found of error.issues) found.Metadata = { MaxUploadSizeBytes: String(storage.maxUploadSizeBytes) }
    throw error
  }
  const checksum = checksumOf(body.ChecksumSha256)
  const description = descriptionOf(body.Description)
  const policy = await readFilePolicy(db)
  const verdict = judgeFile(policy, { fileName: body.FileName, mimeType: body.MimeType })
  assertAllowed(verdict)
  const id = randomUUID()
  const partPath = partFilePath(storage.root, id)
  await createPartFile(partPath, body.SizeBytes)
  const row = await insertUpload(db, {
    id,
    fileName: verdict.FileName,
    mimeType: verdict.MimeType ?? body.MimeType.trim().toLowerCase(),
    sizeBytes: body.SizeBytes,
    checksum,
    description,
    owner: resource.identity,
    partPath,
    policyVersion: policy.Version,
    userId: auth.userId,
    now,
  })
  return toSession(row)
}

export async function requireUpload(db: Db, auth: AuthContext, uploadId: string, lock = false): Promise<UploadRow> {
  const row = await findUpload(db, uploadId, auth.userId, lock)
  if (!row) throw notFound(`Upload "${uploadId}" does not exist.`, uploadId)
  return row
}

export const notOpen = (row: UploadRow) =>
  conflict(FileCodes.notOpen, 'The upload is no longer open: it was completed, aborted or has expired.', undefined, toSession(row))

/** Ends a session without a file (Aborted or Expired) and removes its bytes. */
async function discard(db: Db, row: UploadRow, status: number): Promise<UploadRow> {
  const ended = await setUploadStatus(db, row.id, status)
  await removeFile(row.part_path)
  return ended
}

/** The caller's open session; one past its expiry is discarded and answers 409. */
export async function requireOpenUpload(db: Db, auth: AuthContext, uploadId: string, now: Date): Promise<UploadRow> {
  const row = await requireUpload(db, auth, uploadId)
  if (row.status !== UploadStatus.Open) throw notOpen(row)
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    const expired = await discard(db, row, UploadStatus.Expired)
    throw conflict(FileCodes.expired, 'The upload has expired; start it again.', undefined, toSession(expired))
  }
  return row
}

export async function getUpload(db: Db, auth: AuthContext, uploadId: string): Promise<FileUploadSession> {
  return toSession(await requireUpload(db, auth, uploadId))
}

/**
 * Writes one chunk at its offset, then records its range under the session's row lock, so chunks
 * sent at the same time all count. The first bytes are checked against the declared type at once.
 */
export async function putChunk(db: Db, auth: AuthContext, uploadId: string, offset: number, chunk: unknown, now: Date): Promise<FileUploadSession> {
  const row = await requireOpenUpload(db, auth, uploadId, now)
  if (!Buffer.isBuffer(chunk) || chunk.length === 0) throw badRequest(FileCodes.emptyChunk, 'A chunk must carry at least one byte.')
  const size = Number(row.size_bytes)
  if (!Number.isSafeInteger(offset) || offset < 0 || offset + chunk.length > size) {
    const error = badRequest(FileCodes.chunkOutOfRange, `The chunk must lie inside the file's ${size} bytes.`, 'offset')
    for (const found of error.issues) found.Metadata = { SizeBytes: String(size), ChunkBytes: String(chunk.length) }
    throw error
  }
  if (offset === 0) {
    const verdict = judgeFile(await readFilePolicy(db), {
      fileName: row.file_name, mimeType: row.mime_type, leadingBytes: chunk.subarray(0, leadingByteCount),
    })
    if (!verdict.Allowed) {
      await discard(db, row, UploadStatus.Aborted)
      throw policyRefusal(verdict)
    }
  }
  const endWrite = beginChunkWrite(db, uploadId)
  if (!endWrite) throw notOpen(row)
  try {
    await writeAt(row.part_path, offset, chunk)
  } catch (error) {
    // Aborted or expired while the chunk was on its way.
    if (isMissingFile(error)) throw notOpen(row)
    throw error
  } finally {
    endWrite()
  }
  return db.transaction(async (tx) => {
    const locked = await requireUpload(tx, auth, uploadId, true)
    if (locked.status !== UploadStatus.Open) throw notOpen(locked)
    const ranges = mergeRange(locked.received_ranges, { Start: offset, End: offset + chunk.length })
    return toSession(await saveRanges(tx, uploadId, ranges, receivedBytes(ranges), now))
  })
}

export async function abortUpload(db: Db, auth: AuthContext, uploadId: string): Promise<FileUploadSession> {
  const row = await db.transaction(async (tx) => {
    const locked = await requireUpload(tx, auth, uploadId, true)
    if (locked.status === UploadStatus.Completed) throw notOpen(locked)
    if (locked.status !== UploadStatus.Open) return locked
    return setUploadStatus(tx, uploadId, UploadStatus.Aborted)
  })
  await removeFile(row.part_path)
  return toSession(row)
}

const sweepBatch = 100

/** Marks open sessions past their expiry Expired and removes their part files; answers how many. */
export async function sweepExpiredUploads(db: Db, now: Date): Promise<number> {
  let total = 0
  for (;;) {
    const parts = await expireOpenUploads(db, now, sweepBatch)
    for (const part of parts) await removeFile(part)
    total += parts.length
    if (parts.length < sweepBatch) return total
  }
}
