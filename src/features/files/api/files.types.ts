import type { Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'

/** The shapes the files feature reads, with the members the server always sends marked present. */
export type ResourceIdentity = Complete<Schemas['ResourceIdentity']>
export type ResourceDisplay = Complete<Schemas['ResourceDisplay']>
export type AttachmentListItem = Complete<Schemas['AttachmentListItem']>
export type AttachmentList = Complete<Schemas['AttachmentList']>
export type AttachmentPermissions = AttachmentListItem['Permissions']
export type FileUploadSession = Complete<Schemas['FileUploadSession']>
export type ByteRange = FileUploadSession['ReceivedRanges'][number]
export type FileUploadStartRequest = Schemas['FileUploadStartRequest']
export type FileTrashItem = Complete<Schemas['FileTrashItem']>
export type FileTrashPage = Complete<Schemas['FileTrashPage']>

/** Which files of a resource the attachment list returns (values assumed by the contract). */
export const AttachmentScope = { Active: 0, Trash: 1, Both: 2 } as const
export type AttachmentScope = (typeof AttachmentScope)[keyof typeof AttachmentScope]

export interface AttachmentListParams {
  scope: AttachmentScope
  /** One-based. */
  page: number
  pageSize: number
}

export interface TrashListParams {
  page: number
  pageSize: number
  search: string
}
