import type { AttachmentListItem, AttachmentPermissions, FileTrashItem, ResourceIdentity } from '@/features/files/files.types'

export const recordOwner: ResourceIdentity = { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: 'def-contracts', ResourceObjectId: 'rec-7' }

const allowed: AttachmentPermissions = { CanView: true, CanRename: true, CanDelete: true, CanDownload: true, CanRestore: false }

/** An attachment as the resource list returns it; override what a test is about. */
export function attachment(id: string, fileName: string, options: { mimeType?: string; permissions?: Partial<AttachmentPermissions>; deletedAt?: string | null } = {}): AttachmentListItem {
  const relationId = `rel-${id}`
  return {
    Placement: 0,
    File: {
      Id: id,
      FolderId: null,
      Owner: recordOwner,
      Relations: [
        { Id: relationId, Target: recordOwner, RelationKind: 0, Source: 'upload', PolicyCode: null, CorrelationId: null, CreatedByUserId: 'usr-admin', CreatedAt: '2026-03-01T10:00:00Z', DeletedAt: options.deletedAt ?? null },
      ],
      Origin: { Source: 'upload', PolicyCode: null, CorrelationId: null },
      IsDeleted: !!options.deletedAt,
      EditDeadline: null,
      Descriptor: {
        Id: id,
        FileName: fileName,
        Description: null,
        MimeType: options.mimeType ?? 'application/pdf',
        SizeBytes: 2048,
        ChecksumSha256: 'ab',
        CreatedAt: '2026-03-01T10:00:00Z',
        ModifiedAt: null,
        CreatedByUserId: 'usr-admin',
        CreatedByUserName: 'Ada Admin',
        ModifiedByUserId: null,
        ModifiedByUserName: null,
      },
    },
    Owner: { Identity: recordOwner, DisplayName: 'CT-7', SafeLabel: 'CT-7', OpenTarget: null, CanOpen: true },
    RelatedTarget: null,
    Source: null,
    RelationId: relationId,
    RelationKind: 0,
    PolicyCode: null,
    CorrelationId: null,
    CreatedAt: '2026-03-01T10:00:00Z',
    Permissions: { ...allowed, ...options.permissions },
  }
}

export function trashItem(id: string, fileName: string): FileTrashItem {
  const item = attachment(id, fileName, { deletedAt: '2026-03-02T09:00:00Z' })
  return {
    File: item.File,
    Owner: {
      ...item.Owner,
      DisplayName: 'Contract CT-7',
      OpenTarget: { TargetCode: 'entityRecord', Parameters: { entityDefinitionId: 'def-contracts', instanceId: 'rec-7' } },
    },
    DeletedAt: '2026-03-02T09:00:00Z',
    DeletedByUserId: 'usr-olga',
    DeletedByUserName: 'Olga Operator',
    PurgeAfterUtc: '2099-04-01T09:00:00Z',
  }
}
