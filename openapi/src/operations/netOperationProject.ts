import type { HttpMethod, Schema } from '../types'
import { arr, bool, int32, nullable, ref, str } from '../s'
import { queryParam, type OperationSpec } from './spec'

/**
 * The Net Operation Project beyond the documented build create (platform.ts), all assumed: the same
 * source, revision, build and artifact operations as the UI project's (one mechanism), plus the
 * project generated from the entity schema. Permissions: netproject.view for reads,
 * netproject.source.manage for revisions, netproject.build for builds, netproject.publish for the
 * lifecycle (docs/net-operation-project.md).
 */

const A = '/api/workspace/admin/net-operation-project'
const READ = [200, 401, 403, 404]
const WRITE = [200, 400, 401, 403, 404, 409]

const pathParams = {
  revisionId: 'Id of the revision.',
  buildId: 'Id of the build.',
  artifactId: 'Id of the artifact.',
  templateKey: 'Key of the template.',
  stage: 'The BuildStage number whose log is read.',
}

function operation(method: HttpMethod, path: string, operationId: string, summary: string, envelope: string, data: Schema, extra: Partial<OperationSpec> = {}): OperationSpec {
  return { document: 'config', contract: 'assumed', tag: 'NetOperationProject', method, path: `${A}${path}`, operationId, summary, pathParams, envelope, data, statuses: WRITE, ...extra }
}

const revision = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  operation(method, path, operationId, summary, 'NetOperationProjectRevision', ref('UiProjectRevision'), extra)

const build = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  operation(method, path, operationId, summary, 'NetOperationProjectBuild', ref('NetOperationProjectBuild'), extra)

const lifecycle = (path: string, operationId: string, summary: string, body: string): OperationSpec =>
  operation('post', path, operationId, summary, 'NetOperationArtifactLifecycleResult', ref('NetOperationArtifactLifecycleResult'), { body: ref(body) })

const zipBody = { mediaType: 'application/zip', description: 'The ZIP package, at most Limits.MaxZipBytes.' }
const paging = [queryParam('page', int32(), 'One-based page; default 1.'), queryParam('pageSize', int32(), '1 to 100; default 25.')]
const baseRevisionQuery = queryParam('baseRevisionId', str(), 'The working revision the caller last read; another one answers 409. Omit only while the project has no revision.')

export const netOperationProjectOperations: OperationSpec[] = [
  operation('get', '', 'NetOperationProject_Get', 'The project: working revision, active artifact, the C# toolchain, the current schema contract and whether the active build is stale.', 'NetOperationProject', ref('NetOperationProject'), {
    statuses: [200, 401, 403],
  }),
  operation('get', '/generated', 'NetOperationProject_GetGenerated', 'The C# the current entity schema generates (typed entity classes and the host contract), with its checksum and schema contract hash.', 'NetOperationGeneratedProject', ref('NetOperationGeneratedProject'), {
    statuses: [200, 401, 403],
  }),
  operation('get', '/templates', 'NetOperationProject_ListTemplates', 'The templates a project can start from.', 'NetOperationProjectTemplateArray', arr(ref('UiProjectTemplate')), { statuses: [200, 401, 403] }),
  revision('post', '/templates/{templateKey}/apply', 'NetOperationProject_ApplyTemplate', 'Replaces the tree with a template\'s files as a new working revision.', {
    body: ref('UiProjectTemplateApplyRequest'),
  }),
  operation('get', '/revisions', 'NetOperationProject_ListRevisions', 'Revisions, newest first.', 'NetOperationProjectRevisionPage', ref('UiProjectRevisionPage'), {
    query: paging,
    statuses: [200, 400, 401, 403],
  }),
  revision('post', '/revisions', 'NetOperationProject_SaveRevision', 'Saves changes to the working revision as a new immutable revision, which becomes the working one; a stale base answers 409.', {
    body: ref('UiProjectSaveRequest'),
  }),
  operation('get', '/revisions/diff', 'NetOperationProject_DiffRevisions', 'The files that differ between two revisions.', 'NetOperationProjectDiff', ref('UiProjectDiff'), {
    query: [
      { ...queryParam('fromRevisionId', str()), required: true },
      { ...queryParam('toRevisionId', str()), required: true },
      queryParam('includePatch', bool(), 'Adds each file\'s unified diff.'),
    ],
    statuses: [200, 400, 401, 403, 404],
  }),
  revision('get', '/revisions/{revisionId}', 'NetOperationProject_GetRevision', 'One revision with its file list.', { statuses: READ }),
  operation('get', '/revisions/{revisionId}/file', 'NetOperationProject_GetFile', 'One file of a revision.', 'NetOperationProjectFile', ref('UiProjectFile'), {
    query: [{ ...queryParam('path', str(), 'Project path of the file.'), required: true }],
    statuses: [200, 400, 401, 403, 404],
  }),
  operation('get', '/revisions/{revisionId}/zip', 'NetOperationProject_DownloadZip', 'The revision as a ZIP package; the same tree always gives the same bytes.', 'NetOperationProjectZip', nullable(str('Always null: a 200 carries the bytes; errors carry this envelope.')), {
    rawResponse: { mediaType: 'application/zip', description: 'The ZIP package (sorted entries, fixed timestamps).' },
    statuses: READ,
  }),
  operation('post', '/zip/preflight', 'NetOperationProject_PreflightZip', 'Checks a ZIP package and lists what applying it would add, change and remove; writes nothing.', 'NetOperationProjectZipPreflight', ref('UiProjectZipPreflight'), {
    query: [baseRevisionQuery],
    rawBody: zipBody,
  }),
  revision('post', '/zip', 'NetOperationProject_UploadZip', 'Replaces the tree with a ZIP package\'s files as a new working revision.', {
    query: [
      baseRevisionQuery,
      queryParam('message', str(), 'Why; defaults to "Uploaded <n> files".'),
      queryParam('expectedPackageHash', str(), 'The PackageHash of the preflight; other bytes answer 409.'),
    ],
    rawBody: zipBody,
  }),

  operation('get', '/builds', 'NetOperationProject_ListBuilds', 'Builds and checks, newest first.', 'NetOperationProjectBuildPage', ref('NetOperationProjectBuildPage'), {
    query: [...paging, queryParam('kind', ref('BuildKind')), queryParam('status', ref('BuildStatus'))],
    statuses: [200, 400, 401, 403],
  }),
  build('get', '/builds/{buildId}', 'NetOperationProject_GetBuild', 'One build with its stages and compiler diagnostics.', { statuses: READ }),
  operation('get', '/builds/{buildId}/logs/{stage}', 'NetOperationProject_GetBuildLog', 'A window of one stage\'s log lines.', 'NetOperationProjectBuildLog', ref('UiProjectBuildLog'), {
    query: [queryParam('offset', int32(), 'First line; default 0.'), queryParam('limit', int32(), '1 to 1000; default 500.')],
    statuses: [200, 400, 401, 403, 404],
  }),
  build('post', '/builds/{buildId}/cancel', 'NetOperationProject_CancelBuild', 'Cancels a queued build, or stops a running one; a finished one answers 409.', { statuses: [200, 401, 403, 404, 409] }),

  operation('get', '/artifacts', 'NetOperationProject_ListArtifacts', 'Every artifact, newest first, with its lifecycle state.', 'NetOperationArtifactArray', arr(ref('NetOperationArtifact')), { statuses: [200, 401, 403] }),
  operation('get', '/artifacts/{artifactId}', 'NetOperationProject_GetArtifact', 'One artifact with the functions its assembly offers.', 'NetOperationArtifact', ref('NetOperationArtifact'), { statuses: READ }),
  lifecycle('/artifacts/{artifactId}/activate', 'NetOperationProject_ActivateArtifact', 'Makes the artifact the one active artifact (an older one: a roll back): its functions become the catalog\'s current versions.', 'UiArtifactActivateRequest'),
  lifecycle('/artifacts/{artifactId}/deactivate', 'NetOperationProject_DeactivateArtifact', 'Deactivates the active artifact; the project\'s functions then do not run.', 'UiArtifactDeactivateRequest'),
  operation('put', '/artifacts/{artifactId}/pin', 'NetOperationProject_PinArtifact', 'Pins or unpins an artifact.', 'NetOperationArtifact', ref('NetOperationArtifact'), {
    body: ref('UiArtifactPinRequest'),
  }),
  lifecycle('/artifacts/{artifactId}/purge', 'NetOperationProject_PurgeArtifact', 'Purges the assembly of an inactive artifact; its metadata stays.', 'UiArtifactPurgeRequest'),
  operation('post', '/rollback', 'NetOperationProject_Rollback', 'Activates the artifact that was active before the current one.', 'NetOperationArtifactLifecycleResult', ref('NetOperationArtifactLifecycleResult'), {
    body: ref('UiProjectRollbackRequest'),
  }),
]
