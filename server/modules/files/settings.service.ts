import type { Db } from '../../db'
import type { FilePolicy } from './policy/policy'

/** STUB: the signatures are fixed; the bodies are being written. */

/** The contract's FileSystemSettings. */
export interface FileSystemSettingsDto {
  StorageType: number
  RootPath: string | null
  FolderStrategy: number
  ConstantFolderName: string | null
  AllowedMimeTypes: string[]
  TrashRetentionTimeHours: number
  RowVersion: string
  FileTypeRules: Array<{ Extensions: string[]; MimeTypes: string[] }>
  FileTypePolicyVersion: number
  FileTypePolicyHash: string
  MaxUploadSizeBytes: number
}

/** What storing a file needs: the absolute root directory (RootPath, or the installation's default). */
export interface StorageSettings {
  storageType: number
  root: string
  folderStrategy: number
  constantFolderName: string | null
  trashRetentionHours: number
  maxUploadSizeBytes: number
}

/** The settings (the default row is created on first read). */
export declare function readFileSystemSettings(db: Db): Promise<FileSystemSettingsDto>
export declare function readFilePolicy(db: Db): Promise<FilePolicy>
export declare function readStorageSettings(db: Db): Promise<StorageSettings>
