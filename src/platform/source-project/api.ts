import type { BuildKind, BuildStatus, Schemas } from '@/api'
import type {
  ProjectArtifact, ProjectBuild, ProjectBuildLog, ProjectBuildPage, ProjectDiff, ProjectFile, ProjectLifecycleResult, ProjectRevision, ProjectRevisionPage,
  ProjectSaveRequest, ProjectState, ProjectTemplate, ProjectZipPreflight,
} from './types'

/** The calls of one source project; each project's feature implements them on its own operations. */
export interface SourceProjectApi {
  getProject(signal?: AbortSignal): Promise<ProjectState>
  listTemplates(signal?: AbortSignal): Promise<ProjectTemplate[]>
  applyTemplate(templateKey: string, baseRevisionId: string | null, message?: string | null): Promise<ProjectRevision>
  listRevisions(page: number, pageSize: number, signal?: AbortSignal): Promise<ProjectRevisionPage>
  getRevision(revisionId: string, signal?: AbortSignal): Promise<ProjectRevision>
  getFile(revisionId: string, path: string, signal?: AbortSignal): Promise<ProjectFile>
  saveRevision(body: ProjectSaveRequest): Promise<ProjectRevision>
  /** Only the UI project generates pages for entity definitions. */
  generatePage?(body: Schemas['UiProjectPageGenerateRequest']): Promise<ProjectRevision>
  diffRevisions(fromRevisionId: string, toRevisionId: string, includePatch?: boolean, signal?: AbortSignal): Promise<ProjectDiff>
  downloadRevisionZip(revisionId: string, signal?: AbortSignal): Promise<Blob>
  preflightZip(zip: Blob, baseRevisionId: string | null): Promise<ProjectZipPreflight>
  uploadZip(zip: Blob, query: { baseRevisionId: string | null; message: string | null; expectedPackageHash: string }): Promise<ProjectRevision>
  startBuild(kind: BuildKind, revisionId: string | null): Promise<ProjectBuild>
  listBuilds(query: { page: number; pageSize: number; kind?: BuildKind; status?: BuildStatus }, signal?: AbortSignal): Promise<ProjectBuildPage>
  getBuild(buildId: string, signal?: AbortSignal): Promise<ProjectBuild>
  getBuildLog(buildId: string, stage: number, offset: number, limit: number, signal?: AbortSignal): Promise<ProjectBuildLog>
  cancelBuild(buildId: string): Promise<ProjectBuild>
  listArtifacts(signal?: AbortSignal): Promise<ProjectArtifact[]>
  getArtifact(artifactId: string, signal?: AbortSignal): Promise<ProjectArtifact>
  activateArtifact(artifactId: string, expectedArtifactRowVersion: string, expectedProjectRowVersion: string | null): Promise<ProjectLifecycleResult>
  deactivateArtifact(artifactId: string, expectedArtifactRowVersion: string): Promise<ProjectLifecycleResult>
  purgeArtifact(artifactId: string, expectedArtifactRowVersion: string): Promise<ProjectLifecycleResult>
  pinArtifact(artifactId: string, isPinned: boolean, expectedArtifactRowVersion: string): Promise<ProjectArtifact>
  rollback(expectedProjectRowVersion: string): Promise<ProjectLifecycleResult>
}
