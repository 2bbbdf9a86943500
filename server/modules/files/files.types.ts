import type { FileUploadStatus, FolderStrategy, StorageType } from '../../../shared/enums'
import type { Page } from '../../platform/paging'

export { FileUploadStatus as UploadStatus } from '../../../shared/enums'

/** The contract shapes of uploads, files, attachment lists and the trash (openapi/src/schemas/files.ts, runtime.ts). */

export interface ResourceIdentity {
  ModuleKey: string
  ResourceKind: string
  ContextResourceId: string
  ResourceObjectId: string
}

export interface ResourceDisplay {
  Identity: ResourceIdentity
  DisplayName: string
  SafeLabel: string
  OpenTarget: { TargetCode: string; Parameters: Record<string, string> } | null
  CanOpen: boolean
}

export interface FileRelation {
  Id: string
  Target: ResourceIdentity
  RelationKind: number
  Source: string | null
  PolicyCode: string | null
  CorrelationId: string | null
  CreatedByUserId: string | null
  CreatedAt: string
  DeletedAt: string | null
}

export interface AttachmentFile {
  Id: string
  FolderId: string | null
  Owner: ResourceIdentity
  Relations: FileRelation[]
  Origin: { Source: string | null; PolicyCode: string | null; CorrelationId: string | null }
  IsDeleted: boolean
  EditDeadline: string | null
  Descriptor: {
    Id: string
    FileName: string
    Description: string | null
    MimeType: string
    SizeBytes: number
    ChecksumSha256: string
    CreatedAt: string
    ModifiedAt: string | null
    CreatedByUserId: string | null
    CreatedByUserName: string | null
    ModifiedByUserId: string | null
    ModifiedByUserName: string | null
  }
}

export interface AttachmentPermissions {
  CanView: boolean
  CanRename: boolean
  CanDelete: boolean
  CanDownload: boolean
  CanRestore: boolean
}

export interface AttachmentListItem {
  Placement: number
  File: AttachmentFile
  Owner: ResourceDisplay
  RelatedTarget: ResourceDisplay | null
  Source: ResourceDisplay | null
  RelationId: string
  RelationKind: number
  PolicyCode: string | null
  CorrelationId: string | null
  CreatedAt: string
  Permissions: AttachmentPermissions
}

export type AttachmentList = Page<AttachmentListItem>

export interface ByteRange {
  Start: number
  End: number
}

export interface FileUploadSession {
  Id: string
  FileName: string
  MimeType: string
  SizeBytes: number
  ChecksumSha256: string | null
  Description: string | null
  Owner: ResourceIdentity
  Status: FileUploadStatus
  ChunkSizeBytes: number
  MaxChunkSizeBytes: number
  ReceivedBytes: number
  ReceivedRanges: ByteRange[]
  CreatedAt: string
  ExpiresAt: string
  FileId: string | null
}

export interface FileTrashItem {
  File: AttachmentFile
  Owner: ResourceDisplay
  DeletedAt: string
  DeletedByUserId: string | null
  DeletedByUserName: string | null
  PurgeAfterUtc: string
}

export interface FileTrashPage extends Page<FileTrashItem> {
  TrashRetentionTimeHours: number
  NextPurgeAt: string | null
}

/** RelationKind of a file relation; only Attachment is written today. */
export const RelationKind = { Attachment: 0, MarkdownImage: 1, ProcessAttachment: 2, UiProjectPackage: 3 } as const

/** Which files an attachment list shows: the active ones, the trash, or both. */
export const AttachmentScope = { Active: 0, Trash: 1, Both: 2 } as const

/** Placement 0: the file's owner is the listed resource. */
export const OwnPlacement = 0

export const FileCodes = {
  resourceNotFound: 'workspace.files.resourceNotFound',
  attachmentsDisabled: 'workspace.files.attachmentsDisabled',
  resourceNotWritable: 'workspace.files.resourceNotWritable',
  storageTypeUnsupported: 'workspace.files.storageTypeUnsupported',
  tooLarge: 'workspace.files.upload.tooLarge',
  invalidChecksum: 'workspace.files.upload.invalidChecksum',
  checksumMismatch: 'workspace.files.upload.checksumMismatch',
  incomplete: 'workspace.files.upload.incomplete',
  notOpen: 'workspace.files.upload.notOpen',
  expired: 'workspace.files.upload.expired',
  chunkOutOfRange: 'workspace.files.upload.chunkOutOfRange',
  emptyChunk: 'workspace.files.upload.emptyChunk',
  inTrash: 'workspace.files.inTrash',
  notInTrash: 'workspace.files.notInTrash',
  ownerGone: 'workspace.files.ownerGone',
  contentMissing: 'workspace.files.contentMissing',
  descriptionTooLong: 'workspace.files.descriptionTooLong',
} as const

/** The contract's FileSystemSettings. */
export interface FileSystemSettingsDto {
  StorageType: StorageType
  RootPath: string | null
  FolderStrategy: FolderStrategy
  ConstantFolderName: string | null
  AllowedMimeTypes: string[]
  TrashRetentionTimeHours: number
  RowVersion: string
  FileTypeRules: Array<{ Extensions: string[]; MimeTypes: string[] }>
  FileTypePolicyVersion: number
  FileTypePolicyHash: string
  MaxUploadSizeBytes: number
}
