import type { Schema } from '../types'
import { arr, bool, dateTime, int32, int64, nullable, obj, ref, str, uuid } from '../s'

/** File-system settings updates, the policy tester, resumable uploads, files and the trash (all assumed). */

const assumed = (schema: Schema, note: string): Schema => ({ ...schema, 'x-contract': 'assumed', 'x-contract-note': note })

const fileTypeRule = (): Schema => obj({ Extensions: arr(str()), MimeTypes: arr(str()) })
const byteRange = (): Schema =>
  obj({ Start: int64('First byte (inclusive).'), End: int64('Byte after the last one (exclusive).') }, { required: ['Start', 'End'] })

export const fileSchemas: Record<string, Schema> = {
  FileSystemSettingsUpdateRequest: assumed(
    obj(
      {
        StorageType: ref('StorageType'),
        RootPath: nullable(str()),
        FolderStrategy: ref('FolderStrategy'),
        ConstantFolderName: nullable(str()),
        AllowedMimeTypes: arr(str(), 'Global allow-list of MIME types (type/* wildcards allowed); empty: what the rules allow.'),
        TrashRetentionTimeHours: int32('Hours a deleted file stays in the trash before it is purged.'),
        FileTypeRules: arr(fileTypeRule()),
        MaxUploadSizeBytes: int64('Largest file an upload may declare.'),
        RowVersion: uuid(),
      },
      {
        closed: true,
        required: ['StorageType', 'FolderStrategy', 'AllowedMimeTypes', 'TrashRetentionTimeHours', 'FileTypeRules', 'MaxUploadSizeBytes', 'RowVersion'],
      },
    ),
    'The spec documents only the read; the update replaces every setting and carries the RowVersion.',
  ),
  FilePolicyTestRequest: assumed(
    obj(
      {
        FileName: str(),
        MimeType: nullable(str('Declared MIME type; null asks which types the rules allow for the name.')),
        LeadingBytesBase64: nullable(str('Up to the first 64 bytes of the file, base64, to check the content against the type.')),
        Draft: nullable(
          obj(
            { AllowedMimeTypes: arr(str()), FileTypeRules: arr(fileTypeRule()) },
            { closed: true, required: ['AllowedMimeTypes', 'FileTypeRules'], description: 'Unsaved rules to test instead of the saved policy.' },
          ),
        ),
      },
      { closed: true, required: ['FileName'] },
    ),
    'Designed for the policy tester: the verdict the upload would get.',
  ),
  FilePolicyVerdict: assumed(
    obj({
      Allowed: bool(),
      Code: str('workspace.files.policy.* code of the deciding check.'),
      Message: str(),
      FileName: str('The name as stored (path parts removed).'),
      Extension: nullable(str('The matched extension, lower case, without the leading dot.')),
      MimeType: nullable(str('The declared type, normalised (lower case, no parameters).')),
      RuleIndex: nullable(int32('Zero-based index of the deciding file-type rule.')),
      Rule: nullable(fileTypeRule()),
      AllowedMimeTypesForExtension: arr(str()),
      DetectedContentType: nullable(str('What the leading bytes look like, when they were given and recognised.')),
      PolicyVersion: int32(),
      PolicyHash: str(),
    }),
    'Designed for the policy tester and for refused uploads (the same checks).',
  ),
  FileUploadStartRequest: assumed(
    obj(
      {
        FileName: str(),
        SizeBytes: int64(),
        MimeType: str(),
        ChecksumSha256: nullable(str('Lower-case hex SHA-256 of the whole file, when the client knows it.')),
        Description: nullable(str()),
        Owner: ref('ResourceIdentity'),
      },
      { closed: true, required: ['FileName', 'SizeBytes', 'MimeType', 'Owner'] },
    ),
    'Resumable uploads (runtime scope item 11); the shapes are designed here.',
  ),
  FileUploadSession: assumed(
    obj({
      Id: str(),
      FileName: str(),
      MimeType: str(),
      SizeBytes: int64(),
      ChecksumSha256: nullable(str()),
      Description: nullable(str()),
      Owner: ref('ResourceIdentity'),
      Status: ref('FileUploadStatus'),
      ChunkSizeBytes: int32('Preferred chunk size.'),
      MaxChunkSizeBytes: int32('Largest chunk one request may carry.'),
      ReceivedBytes: int64(),
      ReceivedRanges: arr(byteRange(), 'Byte ranges present, merged and sorted.'),
      CreatedAt: dateTime(),
      ExpiresAt: dateTime('An open session not completed by then is discarded.'),
      FileId: nullable(str('The stored file, once completed.')),
    }),
    'Resumable uploads (runtime scope item 11); the shapes are designed here.',
  ),
  FileUploadCompleteRequest: assumed(
    obj({ ChecksumSha256: nullable(str('Lower-case hex SHA-256 of the whole file, when the client knows it.')) }, { closed: true }),
    'Completion verifies the size, and the SHA-256 given here or at start, before the file becomes visible; without one the server records the SHA-256 it computed.',
  ),
  FileRenameRequest: assumed(
    obj({ FileName: str(), Description: nullable(str()) }, { closed: true, required: ['FileName'] }),
    'The new name keeps its extension\'s type: a rename that the policy would refuse is refused.',
  ),
  FileTrashItem: assumed(
    obj({
      File: ref('AttachmentFile'),
      Owner: ref('ResourceDisplay'),
      DeletedAt: dateTime(),
      DeletedByUserId: nullable(str()),
      DeletedByUserName: nullable(str()),
      PurgeAfterUtc: dateTime('When the scheduled purge removes the file for good.'),
    }),
    'The operator view of the trash.',
  ),
  FileTrashPage: assumed(
    obj({
      Items: arr(ref('FileTrashItem')),
      Page: int32(),
      PageSize: int32(),
      TotalCount: int32(),
      HasMore: bool(),
      TrashRetentionTimeHours: int32(),
      NextPurgeAt: nullable(dateTime('Next firing of the trash-purge schedule, when it is enabled.')),
    }),
    'The operator view of the trash.',
  ),
}
