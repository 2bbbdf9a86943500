import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { iso } from '../../platform/values'
import { UploadStatus, type ByteRange, type FileUploadSession, type ResourceIdentity } from './files.types'

/** SQL of resumable upload sessions. */

export const chunkSizeBytes = 4 * 1024 * 1024
export const maxChunkSizeBytes = 8 * 1024 * 1024
/** An open session not touched for this long is discarded. */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000

export interface UploadRow {
  id: string
  file_name: string
  mime_type: string
  size_bytes: number
  checksum_sha256: string | null
  description: string | null
  owner_module: string
  owner_kind: string
  owner_context_id: string
  owner_object_id: string
  status: UploadStatus
  received_ranges: ByteRange[]
  received_bytes: number
  part_path: string
  policy_version: number
  file_id: string | null
  created_by_user_id: string
  created_at: Date | string
  expires_at: Date | string
}

const columns = `id, file_name, mime_type, size_bytes::float8 AS size_bytes, checksum_sha256, description, owner_module, owner_kind,
  owner_context_id, owner_object_id, status, received_ranges, received_bytes::float8 AS received_bytes, part_path, policy_version,
  file_id, created_by_user_id, created_at, expires_at`

export function uploadOwner(row: UploadRow): ResourceIdentity {
  return { ModuleKey: row.owner_module, ResourceKind: row.owner_kind, ContextResourceId: row.owner_context_id, ResourceObjectId: row.owner_object_id }
}

export function toSession(row: UploadRow): FileUploadSession {
  return {
    Id: row.id,
    FileName: row.file_name,
    MimeType: row.mime_type,
    SizeBytes: Number(row.size_bytes),
    ChecksumSha256: row.checksum_sha256,
    Description: row.description,
    Owner: uploadOwner(row),
    Status: row.status,
    ChunkSizeBytes: chunkSizeBytes,
    MaxChunkSizeBytes: maxChunkSizeBytes,
    ReceivedBytes: Number(row.received_bytes),
    ReceivedRanges: row.received_ranges,
    CreatedAt: iso(row.created_at),
    ExpiresAt: iso(row.expires_at),
    FileId: row.file_id,
  }
}

/** The session, if it is the caller's: someone else's answers as if it did not exist. */
export async function findUpload(db: Db, id: string, userId: string, lock = false): Promise<UploadRow | null> {
  const [row] = await db.query<UploadRow>(
    `SELECT ${columns} FROM file_upload_sessions WHERE id = $1 AND created_by_user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  )
  return row ?? null
}

export interface NewUpload {
  id: string
  fileName: string
  mimeType: string
  sizeBytes: number
  checksum: string | null
  description: string | null
  owner: ResourceIdentity
  partPath: string
  policyVersion: number
  userId: string
  now: Date
}

export async function insertUpload(db: Db, upload: NewUpload): Promise<UploadRow> {
  const { owner } = upload
  const [row] = await db.query<UploadRow>(
    `INSERT INTO file_upload_sessions (id, file_name, mime_type, size_bytes, checksum_sha256, description, owner_module, owner_kind,
       owner_context_id, owner_object_id, status, received_ranges, received_bytes, part_path, policy_version, created_by_user_id,
       created_at, expires_at, row_version)
     VALUES ($1, $2, $3, $4::bigint, $5, $6, $7, $8, $9, $10, $11, '[]'::jsonb, 0, $12, $13, $14, $15, $16, $17)
     RETURNING ${columns}`,
    [
      upload.id, upload.fileName, upload.mimeType, upload.sizeBytes, upload.checksum, upload.description, owner.ModuleKey,
      owner.ResourceKind, owner.ContextResourceId, owner.ResourceObjectId, UploadStatus.Open, upload.partPath, upload.policyVersion,
      upload.userId, upload.now, new Date(upload.now.getTime() + sessionLifetimeMs), randomUUID(),
    ],
  )
  return row as UploadRow
}

/** Records received ranges; every chunk moves the expiry on. */
export async function saveRanges(tx: Db, id: string, ranges: ByteRange[], received: number, now: Date): Promise<UploadRow> {
  const [row] = await tx.query<UploadRow>(
    `UPDATE file_upload_sessions SET received_ranges = $2::jsonb, received_bytes = $3::bigint, expires_at = $4, row_version = $5
     WHERE id = $1 RETURNING ${columns}`,
    [id, JSON.stringify(ranges), received, new Date(now.getTime() + sessionLifetimeMs), randomUUID()],
  )
  return row as UploadRow
}

export async function setUploadStatus(db: Db, id: string, status: number, fileId: string | null = null): Promise<UploadRow> {
  const [row] = await db.query<UploadRow>(
    `UPDATE file_upload_sessions SET status = $2, file_id = COALESCE($3, file_id), row_version = $4 WHERE id = $1 RETURNING ${columns}`,
    [id, status, fileId, randomUUID()],
  )
  return row as UploadRow
}

/** Marks up to `limit` open sessions past their expiry Expired; answers their part files. */
export async function expireOpenUploads(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ part_path: string }>(
    `UPDATE file_upload_sessions SET status = $2, row_version = gen_random_uuid()
     WHERE id IN (SELECT id FROM file_upload_sessions WHERE status = $3 AND expires_at <= $1 ORDER BY expires_at LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING part_path`,
    [now, UploadStatus.Expired, UploadStatus.Open, limit],
  )
  return rows.map((row) => row.part_path)
}
