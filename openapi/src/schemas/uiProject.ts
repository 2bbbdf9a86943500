import type { Schema } from '../types'
import { arr, assumed, bool, dateTime, filled, int32, int64, nullable, obj, ref, request, str, uuid } from '../s'
import { buildAssumedMembers, buildRecordMembers } from './uiProjectMembers'

/**
 * The workspace UI project (configuration scope item 5): source and revisions, templates and page
 * generators, ZIP download and upload, checks and builds, artifacts and their activation. The spec
 * documents the artifact, its lifecycle result, the build record and the purge; the rest is assumed.
 */

const NOTE = 'Workspace UI project operations the spec names (configuration scope item 5) but does not show; designed in its conventions.'
const page = (item: string): Schema =>
  filled({ Items: arr(ref(item)), TotalCount: int32(), Page: int32('One-based.'), PageSize: int32() }, NOTE)

const fileEntry = (): Schema => obj({ Path: str(), ContentHash: str('SHA-256 (hex) of the UTF-8 content.'), SizeBytes: int64() }, { required: ['Path', 'ContentHash', 'SizeBytes'] })

const revisionMembers = {
  Id: str(),
  ProjectId: str(),
  Number: int32('Monotonic per project, from 1.'),
  ParentRevisionId: nullable(str()),
  Message: str(),
  Source: ref('UiProjectRevisionSource'),
  AuthorUserId: nullable(str()),
  AuthorDisplayName: str(),
  CreatedAt: dateTime(),
  ContentHash: str('SHA-256 (hex) over the sorted paths and their content hashes.'),
  FileCount: int32(),
  TotalSizeBytes: int64(),
  IsWorking: bool('The working revision: what edits, checks and builds start from.'),
}

const toolchain = (): Schema =>
  obj(
    { Vue: str(), Pinia: str(), Vuetify: str(), Vite: str(), TypeScript: str(), Eslint: str(), Fingerprint: str() },
    { required: ['Vue', 'Pinia', 'Vuetify', 'Vite', 'TypeScript', 'Eslint', 'Fingerprint'] },
  )

const assetLink = (): Schema =>
  obj(
    {
      ArtifactId: str(),
      JavaScriptUrl: str('Absolute URL of the JavaScript; carries a short-lived asset token, never the caller\'s access token.'),
      JavaScriptIntegrity: str(),
      CssUrl: str(),
      CssIntegrity: str(),
      HostContractVersion: int32(),
      WebAppVersion: str(),
      ArtifactHash: str(),
      PreviewUrl: str('Absolute URL of a host page that loads both assets with their integrity (for a sandboxed frame); carries the same asset token.'),
      ExpiresAt: dateTime('When the asset token in the URLs stops working.'),
    },
    { required: ['ArtifactId', 'JavaScriptUrl', 'JavaScriptIntegrity', 'CssUrl', 'CssIntegrity', 'HostContractVersion', 'WebAppVersion', 'ArtifactHash', 'PreviewUrl', 'ExpiresAt'] },
  )

export const uiProjectSchemas: Record<string, Schema> = {
  UiProject: filled(
    {
      Id: str(),
      DisplayName: str(),
      WorkingRevisionId: nullable(str('Null until the first revision.')),
      WorkingRevisionNumber: nullable(int32()),
      ActiveArtifactId: nullable(str()),
      RowVersion: uuid('Changes with every activation, deactivation and roll back (the lifecycle result\'s ProjectRowVersion).'),
      SupportedHostContractVersions: arr(int32()),
      Toolchain: toolchain(),
      Limits: obj(
        { MaxFiles: int32(), MaxFileBytes: int64(), MaxTotalBytes: int64(), MaxZipBytes: int64() },
        { required: ['MaxFiles', 'MaxFileBytes', 'MaxTotalBytes', 'MaxZipBytes'] },
      ),
    },
    NOTE,
  ),
  UiProjectTemplate: filled({ Key: str(), DisplayName: str(), Description: str(), FileCount: int32() }, NOTE),
  UiProjectTemplateApplyRequest: request(
    {
      BaseRevisionId: nullable(str('The working revision the caller last read; null only while the project has none. Stale answers 409.')),
      Message: nullable(str('Defaults to "Started from template <name>".')),
    },
    ['BaseRevisionId'],
    NOTE,
  ),
  UiProjectRevisionSummary: filled(revisionMembers, NOTE),
  UiProjectRevision: filled({ ...revisionMembers, Files: arr(fileEntry()) }, NOTE),
  UiProjectRevisionPage: page('UiProjectRevisionSummary'),
  UiProjectFile: filled({ RevisionId: str(), Path: str(), Content: str(), ContentHash: str(), SizeBytes: int64() }, NOTE),
  UiProjectSaveRequest: request(
    {
      BaseRevisionId: nullable(str('The working revision the edits started from; another one answers 409 with the current working revision.')),
      Message: str('Why; 1 to 500 characters.'),
      Changes: arr(
        obj(
          {
            Path: str('Normalised project path.'),
            Content: nullable(str('The new UTF-8 text; null deletes the file.')),
            PreviousPath: nullable(str('Set when the file is renamed from this path.')),
          },
          { required: ['Path', 'Content'], closed: true },
        ),
        'One to 500 changes.',
      ),
    },
    ['BaseRevisionId', 'Message', 'Changes'],
    NOTE,
  ),
  UiProjectDiff: filled(
    {
      FromRevisionId: str(),
      ToRevisionId: str(),
      AddedCount: int32(),
      ModifiedCount: int32(),
      RemovedCount: int32(),
      Files: arr(
        obj(
          {
            Path: str(),
            Change: ref('UiProjectFileChange'),
            OldContentHash: nullable(str()),
            NewContentHash: nullable(str()),
            AddedLines: int32(),
            RemovedLines: int32(),
            Patch: nullable(str('Unified diff with 3 lines of context, when asked for.')),
          },
          { required: ['Path', 'Change', 'OldContentHash', 'NewContentHash', 'AddedLines', 'RemovedLines', 'Patch'] },
        ),
      ),
    },
    NOTE,
  ),
  UiProjectZipPreflight: filled(
    {
      BaseRevisionId: nullable(str()),
      PackageHash: str('SHA-256 (hex) of the uploaded bytes; the upload may name it so that what is applied is what was previewed.'),
      SizeBytes: int64(),
      FileCount: int32(),
      Added: arr(str()),
      Changed: arr(str()),
      Removed: arr(str()),
      UnchangedCount: int32(),
      Ignored: arr(str('Entries left out: folders, __MACOSX, .DS_Store.')),
    },
    NOTE,
  ),
  UiProjectPageGenerateRequest: request(
    {
      EntityDefinitionId: str(),
      Kind: ref('UiPageGeneratorKind'),
      BaseRevisionId: nullable(str('The working revision the caller last read; stale answers 409.')),
      Message: nullable(str()),
    },
    ['EntityDefinitionId', 'Kind', 'BaseRevisionId'],
    NOTE,
  ),
  UiProjectBuildRequest: request(
    {
      RevisionId: nullable(str('Defaults to the working revision.')),
      Kind: ref('BuildKind'),
    },
    ['Kind'],
    NOTE,
  ),
  UiProjectBuild: obj({ ...buildRecordMembers(), ...buildAssumedMembers() }),
  UiProjectBuildPage: page('UiProjectBuild'),
  UiProjectBuildLog: filled(
    {
      BuildId: str(),
      Stage: ref('BuildStage'),
      Offset: int32('Index of the first line answered.'),
      Lines: arr(str()),
      TotalLines: int32(),
      Truncated: bool('Lines beyond the kept bound were dropped while the build ran.'),
    },
    NOTE,
  ),
  UiArtifactActivateRequest: request(
    {
      ExpectedArtifactRowVersion: uuid(),
      ExpectedProjectRowVersion: nullable(uuid('When set, a project changed since (another activation) answers 409.')),
    },
    ['ExpectedArtifactRowVersion'],
    NOTE,
  ),
  UiArtifactDeactivateRequest: request({ ExpectedArtifactRowVersion: uuid() }, ['ExpectedArtifactRowVersion'], NOTE),
  UiArtifactPinRequest: request({ IsPinned: bool(), ExpectedArtifactRowVersion: uuid() }, ['IsPinned', 'ExpectedArtifactRowVersion'], NOTE),
  UiProjectRollbackRequest: request({ ExpectedProjectRowVersion: uuid() }, ['ExpectedProjectRowVersion'], NOTE),
  UiArtifactAssetLinks: assumed(assetLink(), NOTE),
  UiActiveArtifact: filled(
    {
      ProjectRowVersion: uuid(),
      Active: nullable(ref('UiArtifactAssetLinks')),
    },
    'What a host page loads: the active artifact\'s assets with their integrity. Assumed.',
  ),
}
