import { zipBlobOf, zipBody } from '@/platform/source-project/zipBody'
import { apiClient, unwrap, type BuildKind, type BuildStatus } from '@/api'
import type {
  UiArtifact,
  UiArtifactAssetLinks,
  UiArtifactLifecycleResult,
  UiProject,
  UiProjectBuild,
  UiProjectBuildLog,
  UiProjectBuildPage,
  UiProjectDiff,
  UiProjectFile,
  UiProjectPageGenerateRequest,
  UiProjectRevision,
  UiProjectRevisionPage,
  UiProjectSaveRequest,
  UiProjectTemplate,
  UiProjectZipPreflight,
} from './uiProject.types'

/** Every call of the UI project feature (UiProject_*): source, builds and artifacts. */

const A = '/api/workspace/admin/ui-project'

export const getProject = (signal?: AbortSignal) => unwrap(apiClient.GET(A, { signal })) as Promise<UiProject>
export const listTemplates = (signal?: AbortSignal) => unwrap(apiClient.GET(`${A}/templates`, { signal })) as Promise<UiProjectTemplate[]>
export const applyTemplate = (templateKey: string, baseRevisionId: string | null, message: string | null = null) =>
  unwrap(
    apiClient.POST(`${A}/templates/{templateKey}/apply`, {
      params: { path: { templateKey } },
      body: { BaseRevisionId: baseRevisionId, Message: message },
    }),
  ) as Promise<UiProjectRevision>

// Source and revisions

export const listRevisions = (page: number, pageSize: number, signal?: AbortSignal) =>
  unwrap(apiClient.GET(`${A}/revisions`, { params: { query: { page, pageSize } }, signal })) as Promise<UiProjectRevisionPage>
export const getRevision = (revisionId: string, signal?: AbortSignal) =>
  unwrap(apiClient.GET(`${A}/revisions/{revisionId}`, { params: { path: { revisionId } }, signal })) as Promise<UiProjectRevision>
export const getFile = (revisionId: string, path: string, signal?: AbortSignal) =>
  unwrap(apiClient.GET(`${A}/revisions/{revisionId}/file`, { params: { path: { revisionId }, query: { path } }, signal })) as Promise<UiProjectFile>
export const saveRevision = (body: UiProjectSaveRequest) => unwrap(apiClient.POST(`${A}/revisions`, { body })) as Promise<UiProjectRevision>
export const diffRevisions = (fromRevisionId: string, toRevisionId: string, includePatch = false, signal?: AbortSignal) =>
  unwrap(
    apiClient.GET(`${A}/revisions/diff`, { params: { query: { fromRevisionId, toRevisionId, includePatch } }, signal }),
  ) as Promise<UiProjectDiff>
export const generatePage = (body: UiProjectPageGenerateRequest) => unwrap(apiClient.POST(`${A}/pages/generate`, { body })) as Promise<UiProjectRevision>

/** The revision as a ZIP (the request carries the Authorization header, so the caller saves the Blob). */
export const downloadRevisionZip = (revisionId: string, signal?: AbortSignal) =>
  zipBlobOf(apiClient.GET(`${A}/revisions/{revisionId}/zip`, { params: { path: { revisionId } }, parseAs: 'blob', signal }))

export const preflightZip = (zip: Blob, baseRevisionId: string | null) =>
  unwrap(
    apiClient.POST(`${A}/zip/preflight`, { params: { query: baseRevisionId ? { baseRevisionId } : {} }, ...zipBody(zip) }),
  ) as Promise<UiProjectZipPreflight>
export const uploadZip = (zip: Blob, query: { baseRevisionId: string | null; message: string | null; expectedPackageHash: string }) =>
  unwrap(
    apiClient.POST(`${A}/zip`, {
      params: {
        query: {
          expectedPackageHash: query.expectedPackageHash,
          ...(query.baseRevisionId ? { baseRevisionId: query.baseRevisionId } : {}),
          ...(query.message ? { message: query.message } : {}),
        },
      },
      ...zipBody(zip),
    }),
  ) as Promise<UiProjectRevision>

// Builds

export const startBuild = (kind: BuildKind, revisionId: string | null) =>
  unwrap(apiClient.POST(`${A}/builds`, { body: { Kind: kind, RevisionId: revisionId } })) as Promise<UiProjectBuild>
export const listBuilds = (query: { page: number; pageSize: number; kind?: BuildKind; status?: BuildStatus }, signal?: AbortSignal) =>
  unwrap(apiClient.GET(`${A}/builds`, { params: { query }, signal })) as Promise<UiProjectBuildPage>
export const getBuild = (buildId: string, signal?: AbortSignal) =>
  unwrap(apiClient.GET(`${A}/builds/{buildId}`, { params: { path: { buildId } }, signal })) as Promise<UiProjectBuild>
export const getBuildLog = (buildId: string, stage: number, offset: number, limit: number, signal?: AbortSignal) =>
  unwrap(
    apiClient.GET(`${A}/builds/{buildId}/logs/{stage}`, { params: { path: { buildId, stage: String(stage) }, query: { offset, limit } }, signal }),
  ) as Promise<UiProjectBuildLog>
export const cancelBuild = (buildId: string) =>
  unwrap(apiClient.POST(`${A}/builds/{buildId}/cancel`, { params: { path: { buildId } } })) as Promise<UiProjectBuild>

// Artifacts

const artifactPath = (artifactId: string) => ({ path: { artifactId } })

export const listArtifacts = (signal?: AbortSignal) => unwrap(apiClient.GET(`${A}/artifacts`, { signal })) as Promise<UiArtifact[]>
export const getArtifact = (artifactId: string, signal?: AbortSignal) =>
  unwrap(apiClient.GET(`${A}/artifacts/{artifactId}`, { params: artifactPath(artifactId), signal })) as Promise<UiArtifact>
export const activateArtifact = (artifactId: string, expectedArtifactRowVersion: string, expectedProjectRowVersion: string | null) =>
  unwrap(
    apiClient.POST(`${A}/artifacts/{artifactId}/activate`, {
      params: artifactPath(artifactId),
      body: { ExpectedArtifactRowVersion: expectedArtifactRowVersion, ExpectedProjectRowVersion: expectedProjectRowVersion },
    }),
  ) as Promise<UiArtifactLifecycleResult>
export const deactivateArtifact = (artifactId: string, expectedArtifactRowVersion: string) =>
  unwrap(
    apiClient.POST(`${A}/artifacts/{artifactId}/deactivate`, {
      params: artifactPath(artifactId),
      body: { ExpectedArtifactRowVersion: expectedArtifactRowVersion },
    }),
  ) as Promise<UiArtifactLifecycleResult>
export const purgeArtifact = (artifactId: string, expectedArtifactRowVersion: string) =>
  unwrap(
    apiClient.POST(`${A}/artifacts/{artifactId}/purge`, {
      params: artifactPath(artifactId),
      body: { ExpectedArtifactRowVersion: expectedArtifactRowVersion },
    }),
  ) as Promise<UiArtifactLifecycleResult>
export const pinArtifact = (artifactId: string, isPinned: boolean, expectedArtifactRowVersion: string) =>
  unwrap(
    apiClient.PUT(`${A}/artifacts/{artifactId}/pin`, {
      params: artifactPath(artifactId),
      body: { IsPinned: isPinned, ExpectedArtifactRowVersion: expectedArtifactRowVersion },
    }),
  ) as Promise<UiArtifact>
export const rollback = (expectedProjectRowVersion: string) =>
  unwrap(apiClient.POST(`${A}/rollback`, { body: { ExpectedProjectRowVersion: expectedProjectRowVersion } })) as Promise<UiArtifactLifecycleResult>
export const getAssetLinks = (artifactId: string) =>
  unwrap(apiClient.POST(`${A}/artifacts/{artifactId}/asset-links`, { params: artifactPath(artifactId) })) as Promise<UiArtifactAssetLinks>

