import type { FolderStrategy, StorageType } from '../../../shared/enums'
import type { Db } from '../../db'
import type { FileTypeRule } from './policy/policy'
import type { FileSystemSettingsDto } from './files.types'

/** The one row (id = 1) of filesystem_settings. */

interface SettingsRow {
  storage_type: StorageType
  root_path: string | null
  folder_strategy: FolderStrategy
  constant_folder_name: string | null
  allowed_mime_types: string[]
  trash_retention_hours: number
  file_type_rules: FileTypeRule[]
  // bigint: a string from pg, a bigint or number from PGlite.
  max_upload_size_bytes: string | number | bigint
  policy_version: number
  policy_hash: string
  row_version: string
}

/** Everything but the RowVersion, which each write draws afresh. */
export type SettingsWrite = Omit<FileSystemSettingsDto, 'RowVersion'>

function toSettings(row: SettingsRow): FileSystemSettingsDto {
  return {
    StorageType: row.storage_type,
    RootPath: row.root_path,
    FolderStrategy: row.folder_strategy,
    ConstantFolderName: row.constant_folder_name,
    AllowedMimeTypes: row.allowed_mime_types,
    TrashRetentionTimeHours: row.trash_retention_hours,
    RowVersion: row.row_version,
    FileTypeRules: row.file_type_rules,
    FileTypePolicyVersion: row.policy_version,
    FileTypePolicyHash: row.policy_hash,
    MaxUploadSizeBytes: Number(row.max_upload_size_bytes),
  }
}

const columns = `storage_type, root_path, folder_strategy, constant_folder_name, allowed_mime_types, trash_retention_hours,
  file_type_rules, max_upload_size_bytes, policy_version, policy_hash, row_version`

export async function findSettings(db: Db): Promise<FileSystemSettingsDto | undefined> {
  const [row] = await db.query<SettingsRow>(`SELECT ${columns} FROM filesystem_settings WHERE id = 1`)
  return row && toSettings(row)
}

function values(settings: SettingsWrite, rowVersion: string, now: Date) {
  return [
    settings.StorageType, settings.RootPath, settings.FolderStrategy, settings.ConstantFolderName,
    JSON.stringify(settings.AllowedMimeTypes), settings.TrashRetentionTimeHours, JSON.stringify(settings.FileTypeRules),
    String(settings.MaxUploadSizeBytes), settings.FileTypePolicyVersion, settings.FileTypePolicyHash, rowVersion, now,
  ]
}

/** Creates the row unless it exists: concurrent first reads both succeed and keep one row. */
export async function insertSettingsIfMissing(db: Db, settings: SettingsWrite, rowVersion: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO filesystem_settings (id, ${columns}, modified_at)
     VALUES (1, $1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::bigint, $9, $10, $11, $12)
     ON CONFLICT (id) DO NOTHING`,
    values(settings, rowVersion, now),
  )
}

/** Writes the row only if it still has `expectedRowVersion`; answers the new state, or undefined when stale. */
export async function updateSettingsIfCurrent(
  db: Db,
  settings: SettingsWrite,
  expectedRowVersion: string,
  rowVersion: string,
  now: Date,
): Promise<FileSystemSettingsDto | undefined> {
  const [row] = await db.query<SettingsRow>(
    `UPDATE filesystem_settings SET storage_type = $1, root_path = $2, folder_strategy = $3, constant_folder_name = $4,
       allowed_mime_types = $5::jsonb, trash_retention_hours = $6, file_type_rules = $7::jsonb, max_upload_size_bytes = $8::bigint,
       policy_version = $9, policy_hash = $10, row_version = $11, modified_at = $12
     WHERE id = 1 AND row_version = $13::uuid
     RETURNING ${columns}`,
    [...values(settings, rowVersion, now), expectedRowVersion],
  )
  return row && toSettings(row)
}
