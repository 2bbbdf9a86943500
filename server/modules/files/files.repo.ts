import type { Db, SqlValue } from '../../db'
import { AttachmentScope, RelationKind, type ResourceIdentity } from './files.types'

/** SQL of stored files and their relations. */

export interface FileRow {
  id: string
  folder_id: string | null
  storage_root: string
  storage_key: string
  owner_module: string
  owner_kind: string
  owner_context_id: string
  owner_object_id: string
  file_name: string
  description: string | null
  mime_type: string
  size_bytes: number
  checksum_sha256: string
  origin_source: string | null
  origin_policy_code: string | null
  correlation_id: string | null
  created_at: Date | string
  created_by_user_id: string | null
  created_by_name: string | null
  modified_at: Date | string | null
  modified_by_user_id: string | null
  modified_by_name: string | null
  deleted_at: Date | string | null
  deleted_by_user_id: string | null
  deleted_by_name: string | null
  purge_after: Date | string | null
}

export interface RelationRow {
  id: string
  file_id: string
  target_module: string
  target_kind: string
  target_context_id: string
  target_object_id: string
  relation_kind: number
  source: string | null
  policy_code: string | null
  correlation_id: string | null
  created_by_user_id: string | null
  created_at: Date | string
  deleted_at: Date | string | null
}

/** The file columns with the names of the people involved (bigint read as a JS number). */
export const fileColumns = `f.id, f.folder_id, f.storage_root, f.storage_key, f.owner_module, f.owner_kind, f.owner_context_id,
  f.owner_object_id, f.file_name, f.description, f.mime_type, f.size_bytes::float8 AS size_bytes, f.checksum_sha256,
  f.origin_source, f.origin_policy_code, f.correlation_id, f.created_at, f.created_by_user_id, cu.display_name AS created_by_name,
  f.modified_at, f.modified_by_user_id, mu.display_name AS modified_by_name, f.deleted_at, f.deleted_by_user_id,
  du.display_name AS deleted_by_name, f.purge_after`

export const fileJoins = `LEFT JOIN users cu ON cu.id = f.created_by_user_id
  LEFT JOIN users mu ON mu.id = f.modified_by_user_id
  LEFT JOIN users du ON du.id = f.deleted_by_user_id`

export function ownerOf(row: FileRow): ResourceIdentity {
  return { ModuleKey: row.owner_module, ResourceKind: row.owner_kind, ContextResourceId: row.owner_context_id, ResourceObjectId: row.owner_object_id }
}

export async function findFile(db: Db, fileId: string, lock = false): Promise<FileRow | null> {
  const [row] = await db.query<FileRow>(
    `SELECT ${fileColumns} FROM files f ${fileJoins} WHERE f.id = $1${lock ? ' FOR UPDATE OF f' : ''}`,
    [fileId],
  )
  return row ?? null
}

/** Every relation of the given files, oldest first. */
export async function relationsOf(db: Db, fileIds: readonly string[]): Promise<Map<string, RelationRow[]>> {
  const byFile = new Map<string, RelationRow[]>()
  if (fileIds.length === 0) return byFile
  const rows = await db.query<RelationRow>(
    'SELECT * FROM file_relations WHERE file_id = ANY($1::text[]) ORDER BY created_at, id',
    [[...fileIds]],
  )
  for (const row of rows) byFile.set(row.file_id, [...(byFile.get(row.file_id) ?? []), row])
  return byFile
}

/** Relations mirror their file's trash state, so the scope filters the relation index alone. */
export const attachmentScopeConditions: Record<number, string> = {
  [AttachmentScope.Active]: 'AND r.deleted_at IS NULL',
  [AttachmentScope.Trash]: 'AND r.deleted_at IS NOT NULL',
  [AttachmentScope.Both]: '',
}

/** The totals are kept per resource by triggers (migration 0010): one row, however many files. */
const attachmentScopeTotals: Record<number, string> = {
  [AttachmentScope.Active]: 'active_count',
  [AttachmentScope.Trash]: 'deleted_count',
  [AttachmentScope.Both]: 'active_count + deleted_count',
}

const attachmentTarget = `r.target_module = $1 AND r.target_kind = $2 AND r.target_context_id = $3 AND r.target_object_id = $4
    AND r.relation_kind = $5`

function targetValues(target: ResourceIdentity, relationKind: number): SqlValue[] {
  return [target.ModuleKey, target.ResourceKind, target.ContextResourceId, target.ResourceObjectId, relationKind]
}

/** How many files of the scope are related to the resource in this way. */
export async function countAttachments(db: Db, target: ResourceIdentity, relationKind: number, scope: number): Promise<number> {
  const [counted] = await db.query<{ total: number }>(
    `SELECT (${attachmentScopeTotals[scope]})::int AS total FROM file_relation_counts r WHERE ${attachmentTarget}`,
    targetValues(target, relationKind),
  )
  return counted?.total ?? 0
}

export type AttachmentRow = FileRow & { relation_id: string }

/** One page of the files related to the resource in this way, newest relation first. */
export async function listAttachmentPage(
  db: Db, target: ResourceIdentity, relationKind: number, scope: number, pageSize: number, offset: number,
): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    `SELECT ${fileColumns}, r.id AS relation_id
     FROM (SELECT r.id, r.file_id, r.created_at FROM file_relations r WHERE ${attachmentTarget} ${attachmentScopeConditions[scope]}
           ORDER BY r.created_at DESC, r.id LIMIT $6 OFFSET $7) r
     JOIN files f ON f.id = r.file_id ${fileJoins}
     ORDER BY r.created_at DESC, r.id`,
    [...targetValues(target, relationKind), pageSize, offset],
  )
}

export interface NewFile {
  id: string
  relationId: string
  storageRoot: string
  storageKey: string
  owner: ResourceIdentity
  /** The relation to the owner; Attachment unless the owner's module says otherwise. */
  relationKind?: number
  fileName: string
  description: string | null
  mimeType: string
  sizeBytes: number
  checksum: string
  source: string
  policyCode: string
  correlationId: string
  policyVersion: number
  userId: string
  now: Date
}

/** A stored file and its attachment relation to the owner. */
export async function insertFile(tx: Db, file: NewFile): Promise<void> {
  const { owner } = file
  await tx.query(
    `INSERT INTO files (id, folder_id, storage_root, storage_key, owner_module, owner_kind, owner_context_id, owner_object_id,
       file_name, description, mime_type, size_bytes, checksum_sha256, origin_source, origin_policy_code, correlation_id,
       policy_version, created_at, created_by_user_id)
     VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::bigint, $12, $13, $14, $15, $16, $17, $18)`,
    [
      file.id, file.storageRoot, file.storageKey, owner.ModuleKey, owner.ResourceKind, owner.ContextResourceId, owner.ResourceObjectId,
      file.fileName, file.description, file.mimeType, file.sizeBytes, file.checksum, file.source, file.policyCode, file.correlationId,
      file.policyVersion, file.now, file.userId,
    ],
  )
  await tx.query(
    `INSERT INTO file_relations (id, file_id, target_module, target_kind, target_context_id, target_object_id, relation_kind,
       source, policy_code, correlation_id, created_by_user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      file.relationId, file.id, owner.ModuleKey, owner.ResourceKind, owner.ContextResourceId, owner.ResourceObjectId,
      file.relationKind ?? RelationKind.Attachment, file.source, file.policyCode, file.correlationId, file.userId, file.now,
    ],
  )
}

export async function renameFile(tx: Db, fileId: string, fileName: string, description: string | null, userId: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE files SET file_name = $2, description = $3, modified_at = $4, modified_by_user_id = $5 WHERE id = $1',
    [fileId, fileName, description, now, userId],
  )
}

/** Moves files to the trash (with their relations); files already there keep their dates. */
/** Which files: by id, of one owner, or of every owner in one context (all records of a definition). */
export type TrashScope = { fileIds: string[] } | { owner: ResourceIdentity } | { context: Omit<ResourceIdentity, 'ResourceObjectId'> }

function trashCondition(where: TrashScope): [string, SqlValue[]] {
  if ('fileIds' in where) return ['id = ANY($4::text[])', [where.fileIds]]
  if ('owner' in where) {
    const { ModuleKey, ResourceKind, ContextResourceId, ResourceObjectId } = where.owner
    return ['owner_module = $4 AND owner_kind = $5 AND owner_context_id = $6 AND owner_object_id = $7', [ModuleKey, ResourceKind, ContextResourceId, ResourceObjectId]]
  }
  const { ModuleKey, ResourceKind, ContextResourceId } = where.context
  return ['owner_module = $4 AND owner_kind = $5 AND owner_context_id = $6', [ModuleKey, ResourceKind, ContextResourceId]]
}

export async function trashFiles(tx: Db, where: TrashScope, userId: string | null, now: Date, purgeAfter: Date): Promise<string[]> {
  const [condition, params] = trashCondition(where)
  const rows = await tx.query<{ id: string }>(
    `UPDATE files SET deleted_at = $1, deleted_by_user_id = $2, purge_after = $3 WHERE deleted_at IS NULL AND ${condition} RETURNING id`,
    [now, userId, purgeAfter, ...params],
  )
  const ids = rows.map((row) => row.id)
  if (ids.length > 0) await tx.query('UPDATE file_relations SET deleted_at = $2 WHERE file_id = ANY($1::text[]) AND deleted_at IS NULL', [ids, now])
  return ids
}

export async function untrashFile(tx: Db, fileId: string): Promise<void> {
  await tx.query('UPDATE files SET deleted_at = NULL, deleted_by_user_id = NULL, purge_after = NULL WHERE id = $1', [fileId])
  await tx.query('UPDATE file_relations SET deleted_at = NULL WHERE file_id = $1', [fileId])
}
