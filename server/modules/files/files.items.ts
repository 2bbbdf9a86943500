import type { AuthContext } from '../../http/operation'
import { iso, isoOrNull } from '../../platform/values'
import type { FileRow, RelationRow } from './files.repo'
import { ownerOf } from './files.repo'
import {
  OwnPlacement,
  type AttachmentFile,
  type AttachmentListItem,
  type AttachmentPermissions,
  type FileRelation,
  type ResourceDisplay,
} from './files.types'
import type { ResolvedResource } from './resources'

/** AttachmentFile and AttachmentListItem of stored rows, with what the caller may do. */

export const managePermission = 'files.manage'

export const canManageFiles = (auth: AuthContext): boolean => auth.permissions.includes(managePermission)


export function toRelation(row: RelationRow): FileRelation {
  return {
    Id: row.id,
    Target: { ModuleKey: row.target_module, ResourceKind: row.target_kind, ContextResourceId: row.target_context_id, ResourceObjectId: row.target_object_id },
    RelationKind: row.relation_kind,
    Source: row.source,
    PolicyCode: row.policy_code,
    CorrelationId: row.correlation_id,
    CreatedByUserId: row.created_by_user_id,
    CreatedAt: iso(row.created_at),
    DeletedAt: isoOrNull(row.deleted_at),
  }
}

export function toAttachmentFile(row: FileRow, relations: readonly RelationRow[]): AttachmentFile {
  return {
    Id: row.id,
    FolderId: row.folder_id,
    Owner: ownerOf(row),
    Relations: relations.map(toRelation),
    Origin: { Source: row.origin_source, PolicyCode: row.origin_policy_code, CorrelationId: row.correlation_id },
    IsDeleted: row.deleted_at !== null,
    EditDeadline: null,
    Descriptor: {
      Id: row.id,
      FileName: row.file_name,
      Description: row.description,
      MimeType: row.mime_type,
      SizeBytes: Number(row.size_bytes),
      ChecksumSha256: row.checksum_sha256,
      CreatedAt: iso(row.created_at),
      ModifiedAt: isoOrNull(row.modified_at),
      CreatedByUserId: row.created_by_user_id,
      CreatedByUserName: row.created_by_name,
      ModifiedByUserId: row.modified_by_user_id,
      ModifiedByUserName: row.modified_by_name,
    },
  }
}

/** What the record allows, independent of the file (null: the record no longer exists). */
export type RecordRights = Pick<ResolvedResource, 'canCreateAttachments' | 'canDeleteAttachments'> | null

/**
 * Any reader of the record views and downloads active files; files.manage any file, also one in
 * the trash or of a record that is gone. Renaming and deleting need an active file, a record that allows it and the file
 * being the caller's own (or files.manage); restoring needs the caller to have deleted or created
 * it (or files.manage) and the record to still exist.
 */
export function permissionsFor(auth: AuthContext, file: FileRow, record: RecordRights): AttachmentPermissions {
  const manages = canManageFiles(auth)
  const active = file.deleted_at === null
  const own = file.created_by_user_id === auth.userId
  const readable = manages || (record !== null && active)
  return {
    CanView: readable,
    CanDownload: readable,
    CanRename: active && record !== null && record.canCreateAttachments && (own || manages),
    CanDelete: active && record !== null && record.canDeleteAttachments && (own || manages),
    CanRestore: !active && record !== null && (own || file.deleted_by_user_id === auth.userId || manages),
  }
}

export interface ItemParts {
  file: FileRow
  relation: RelationRow
  relations: readonly RelationRow[]
  owner: ResourceDisplay
  permissions: AttachmentPermissions
}

export function toListItem(parts: ItemParts): AttachmentListItem {
  const { relation } = parts
  return {
    Placement: OwnPlacement,
    File: toAttachmentFile(parts.file, parts.relations),
    Owner: parts.owner,
    RelatedTarget: null,
    Source: null,
    RelationId: relation.id,
    RelationKind: relation.relation_kind,
    PolicyCode: relation.policy_code,
    CorrelationId: relation.correlation_id,
    CreatedAt: iso(relation.created_at),
    Permissions: parts.permissions,
  }
}
