import type { Schemas } from '@/api'

/**
 * The shapes both source projects share (the UI project and the Net Operation Project answer the
 * same revisions, files, diffs, ZIP preflights, templates, builds and logs), named once.
 */
export type ProjectTemplate = Schemas['UiProjectTemplate']
export type ProjectRevision = Schemas['UiProjectRevision']
export type ProjectRevisionSummary = Schemas['UiProjectRevisionSummary']
export type ProjectRevisionPage = Schemas['UiProjectRevisionPage']
export type ProjectFile = Schemas['UiProjectFile']
export type ProjectSaveRequest = Schemas['UiProjectSaveRequest']
export type ProjectFileEdit = ProjectSaveRequest['Changes'][number]
export type ProjectDiff = Schemas['UiProjectDiff']
export type ProjectDiffEntry = ProjectDiff['Files'][number]
export type ProjectZipPreflight = Schemas['UiProjectZipPreflight']
export type ProjectBuild = Schemas['UiProjectBuild']
export type ProjectBuildPage = Schemas['UiProjectBuildPage']
export type ProjectBuildStage = NonNullable<ProjectBuild['Stages']>[number]
export type ProjectBuildDiagnostic = NonNullable<ProjectBuild['Diagnostics']>[number]
export type ProjectBuildLog = Schemas['UiProjectBuildLog']

/** What both projects' project reads have: the working revision, the active artifact and the lifecycle's row version. */
export type ProjectState = Pick<Schemas['UiProject'], 'Id' | 'DisplayName' | 'WorkingRevisionId' | 'WorkingRevisionNumber' | 'ActiveArtifactId' | 'RowVersion' | 'Limits'>

/** What every artifact has, whatever its output: identity, lifecycle state and row version. */
export type ProjectArtifact = Pick<
  Schemas['UiArtifact'],
  | 'Id' | 'BuildId' | 'BuildNumber' | 'RevisionId' | 'RevisionNumber' | 'Status' | 'IsActive' | 'WasActive' | 'IsPinned' | 'AssetsAvailable' | 'AssetsPurgedAt'
  | 'ArtifactHash' | 'TotalSizeBytes' | 'HostContractVersion' | 'IsCompatible' | 'CompatibilityMessage' | 'CreatedAt' | 'PublishedAt' | 'PublishedByUserId' | 'DeactivatedAt' | 'RowVersion'
>

export interface ProjectLifecycleResult<Artifact extends ProjectArtifact = ProjectArtifact> {
  Artifact?: Artifact
  ProjectRowVersion?: string
  RefreshRequired?: boolean
}
