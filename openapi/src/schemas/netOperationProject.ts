import type { Schema } from '../types'
import { arr, bool, dateTime, filled, int32, int64, nullable, obj, ref, str, uuid } from '../s'
import { uiArtifactAssumedMembers } from './uiProjectMembers'

/**
 * The Net Operation Project (configuration scope item 8) beyond its documented build record: the
 * project with its toolchain, the project generated from the entity schema, and its artifacts
 * (an assembly each). Revisions, files, diffs, ZIP packages, templates and build logs have the UI
 * project's shapes: both projects share one mechanism.
 */

const NOTE = 'Net Operation Project shapes the spec names (configuration scope item 8) but does not show; designed in its conventions.'

const functionEntry = (): Schema =>
  obj(
    {
      Key: str('The key the function has in the catalog.'),
      DisplayName: str(),
      Kind: str('command or mutationHandler.'),
      EntityName: nullable(str('The entity a mutation handler reacts to.')),
      Operation: nullable(str('create, patch, archive, restore or delete.')),
      Method: str('Namespace.Class.Method of the C# method.'),
    },
    { required: ['Key', 'DisplayName', 'Kind', 'EntityName', 'Operation', 'Method'] },
  )

export const netOperationProjectSchemas: Record<string, Schema> = {
  NetOperationProject: filled(
    {
      Id: str(),
      DisplayName: str(),
      WorkingRevisionId: nullable(str('Null until the first revision.')),
      WorkingRevisionNumber: nullable(int32()),
      ActiveArtifactId: nullable(str()),
      RowVersion: uuid('Changes with every activation, deactivation and roll back.'),
      Limits: obj(
        { MaxFiles: int32(), MaxFileBytes: int64(), MaxTotalBytes: int64(), MaxZipBytes: int64() },
        { required: ['MaxFiles', 'MaxFileBytes', 'MaxTotalBytes', 'MaxZipBytes'] },
      ),
      HostContractVersion: int32('The host contract the generated project implements.'),
      Toolchain: obj(
        {
          Available: bool('Mono\'s C# compiler and runtime are installed on the API\'s machine.'),
          CompilerVersion: nullable(str()),
          RemediationCode: nullable(str('When not available: what to do about it (netOperationProject.remediation.installMono).')),
        },
        { required: ['Available', 'CompilerVersion', 'RemediationCode'] },
      ),
      SchemaContractHash: str('Of the entity schema as it is now.'),
      ActiveSchemaContractHash: nullable(str('Of the schema the active artifact was built against.')),
      RebuildRequired: bool('The schema changed since the active artifact was built: its typed classes no longer match.'),
    },
    NOTE,
  ),
  NetOperationGeneratedProject: filled(
    {
      GeneratedProjectChecksum: str('SHA-256 (hex) over the generated files.'),
      SchemaContractHash: str(),
      HostContractVersion: int32(),
      Files: arr(obj({ Path: str(), Content: str() }, { required: ['Path', 'Content'] })),
    },
    NOTE,
  ),
  NetOperationProjectBuildPage: filled(
    { Items: arr(ref('NetOperationProjectBuild')), TotalCount: int32(), Page: int32('One-based.'), PageSize: int32() },
    NOTE,
  ),
  NetOperationArtifact: filled(
    {
      Id: str(),
      ProjectId: str(),
      BuildId: str(),
      RevisionId: str(),
      Status: ref('UiArtifactStatus'),
      IsActive: bool(),
      AssetsAvailable: bool('The assembly is still stored (not purged).'),
      AssetsPurgedAt: nullable(dateTime()),
      ArtifactHash: str('SHA-256 (hex) of the assembly.'),
      TotalSizeBytes: int64('The size of the assembly.'),
      HostContractVersion: int32(),
      CompilerVersion: str(),
      ToolchainFingerprint: str(),
      SchemaContractHash: str('Of the schema the assembly was built against.'),
      GeneratedProjectChecksum: str(),
      Functions: arr(functionEntry()),
      PublishedByUserId: nullable(str()),
      PublishedAt: nullable(dateTime()),
      DeactivatedByUserId: nullable(str()),
      DeactivatedAt: nullable(dateTime()),
      RowVersion: uuid(),
      ...uiArtifactAssumedMembers(),
    },
    NOTE,
  ),
  NetOperationArtifactLifecycleResult: filled(
    {
      Artifact: ref('NetOperationArtifact'),
      ProjectRowVersion: uuid(),
      RefreshRequired: bool('Always false: nothing has to reload for a new set of functions.'),
    },
    NOTE,
  ),
}
