import type { FolderStrategy, Schemas, StorageType } from '@/api'

export type FileSystemSettings = Schemas['FileSystemSettings']
export type FileSystemSettingsUpdate = Schemas['FileSystemSettingsUpdateRequest']
export type FilePolicyTestRequest = Schemas['FilePolicyTestRequest']
export type FilePolicyVerdict = Schemas['FilePolicyVerdict']
export type FilePolicyDraft = NonNullable<FilePolicyTestRequest['Draft']>

/** One file-type rule as the form edits it: normalised, both lists always present. */
export interface FileTypeRule {
  Extensions: string[]
  MimeTypes: string[]
}

/** The editable values of the settings form (a `type`, so it fits useEntityForm's value record). */
export type FileSettingsValues = {
  StorageType: StorageType
  /** Empty: the installation's default directory. */
  RootPath: string
  FolderStrategy: FolderStrategy
  ConstantFolderName: string
  AllowedMimeTypes: string[]
  TrashRetentionTimeHours: number | null
  MaxUploadSizeBytes: number | null
  FileTypeRules: FileTypeRule[]
}
