import type { HttpMethod, Schema } from '../types'
import { arr, bool, int32, nullable, ref, str } from '../s'
import { queryParam, type OperationSpec } from './spec'

/**
 * The workspace UI project beyond the documented artifact purge (platform.ts), all assumed: source
 * and revisions, templates and page generators, ZIP download and upload, checks and builds,
 * artifacts and their activation lifecycle, and what a host page reads to load the active artifact.
 * Permissions (Authentication item 8): View for reads, Manage source for revisions, Build for
 * builds, Publish for the lifecycle (docs/ui-project.md).
 */

const A = '/api/workspace/admin/ui-project'
const READ = [200, 401, 403, 404]
const WRITE = [200, 400, 401, 403, 404, 409]

const pathParams = {
  revisionId: 'Id of the revision.',
  buildId: 'Id of the build.',
  artifactId: 'Id of the artifact.',
  templateKey: 'Key of the template.',
  stage: 'The BuildStage number whose log is read.',
  assetName: 'app.js or app.css.',
}

type Tag = 'UiProject' | 'UiProjectBuilds' | 'UiProjectArtifacts'

function operation(
  tag: Tag,
  method: HttpMethod,
  path: string,
  operationId: string,
  summary: string,
  envelope: string,
  data: Schema,
  extra: Partial<OperationSpec> = {},
): OperationSpec {
  return { document: 'config', contract: 'assumed', tag, method, path: `${A}${path}`, operationId, summary, pathParams, envelope, data, statuses: WRITE, ...extra }
}

const revision = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  operation('UiProject', method, path, operationId, summary, 'UiProjectRevision', ref('UiProjectRevision'), extra)

const build = (method: HttpMethod, path: string, operationId: string, summary: string, extra: Partial<OperationSpec> = {}): OperationSpec =>
  operation('UiProjectBuilds', method, path, operationId, summary, 'UiProjectBuild', ref('UiProjectBuild'), extra)

const lifecycle = (path: string, operationId: string, summary: string, body: string): OperationSpec =>
  operation('UiProjectArtifacts', 'post', path, operationId, summary, 'UiArtifactLifecycleResult', ref('UiArtifactLifecycleResult'), { body: ref(body) })

const zipBody = { mediaType: 'application/zip', description: 'The ZIP package, at most Limits.MaxZipBytes.' }
const paging = [queryParam('page', int32(), 'One-based page; default 1.'), queryParam('pageSize', int32(), '1 to 100; default 25.')]
const baseRevisionQuery = queryParam('baseRevisionId', str(), 'The working revision the caller last read; another one answers 409. Omit only while the project has no revision.')

export const uiProjectOperations: OperationSpec[] = [
  operation('UiProject', 'get', '', 'UiProject_Get', 'The workspace UI project: working revision, active artifact, toolchain and limits.', 'UiProject', ref('UiProject'), { statuses: [200, 401, 403] }),
  operation('UiProject', 'get', '/templates', 'UiProject_ListTemplates', 'The templates a project can start from.', 'UiProjectTemplateArray', arr(ref('UiProjectTemplate')), { statuses: [200, 401, 403] }),
  revision('post', '/templates/{templateKey}/apply', 'UiProject_ApplyTemplate', 'Replaces the tree with a template\'s files as a new working revision.', {
    body: ref('UiProjectTemplateApplyRequest'),
  }),

  operation('UiProject', 'get', '/revisions', 'UiProject_ListRevisions', 'Revisions, newest first.', 'UiProjectRevisionPage', ref('UiProjectRevisionPage'), {
    query: paging,
    statuses: [200, 400, 401, 403],
  }),
  revision('post', '/revisions', 'UiProject_SaveRevision', 'Saves changes to the working revision as a new immutable revision, which becomes the working one.', {
    body: ref('UiProjectSaveRequest'),
  }),
  operation('UiProject', 'get', '/revisions/diff', 'UiProject_DiffRevisions', 'The files that differ between two revisions.', 'UiProjectDiff', ref('UiProjectDiff'), {
    query: [
      { ...queryParam('fromRevisionId', str()), required: true },
      { ...queryParam('toRevisionId', str()), required: true },
      queryParam('includePatch', bool(), 'Adds each file\'s unified diff.'),
    ],
    statuses: [200, 400, 401, 403, 404],
  }),
  revision('get', '/revisions/{revisionId}', 'UiProject_GetRevision', 'One revision with its file list.', { statuses: READ }),
  operation('UiProject', 'get', '/revisions/{revisionId}/file', 'UiProject_GetFile', 'One file of a revision.', 'UiProjectFile', ref('UiProjectFile'), {
    query: [{ ...queryParam('path', str(), 'Project path of the file.'), required: true }],
    statuses: [200, 400, 401, 403, 404],
  }),
  operation('UiProject', 'get', '/revisions/{revisionId}/zip', 'UiProject_DownloadZip', 'The revision as a ZIP package; the same tree always gives the same bytes.', 'UiProjectZip', nullable(str('Always null: a 200 carries the bytes; errors carry this envelope.')), {
    rawResponse: { mediaType: 'application/zip', description: 'The ZIP package (sorted entries, fixed timestamps).' },
    statuses: READ,
  }),
  operation('UiProject', 'post', '/zip/preflight', 'UiProject_PreflightZip', 'Checks a ZIP package and lists what applying it would add, change and remove; writes nothing.', 'UiProjectZipPreflight', ref('UiProjectZipPreflight'), {
    query: [baseRevisionQuery],
    rawBody: zipBody,
  }),
  revision('post', '/zip', 'UiProject_UploadZip', 'Replaces the tree with a ZIP package\'s files as a new working revision.', {
    query: [
      baseRevisionQuery,
      queryParam('message', str(), 'Why; defaults to "Uploaded <n> files".'),
      queryParam('expectedPackageHash', str(), 'The PackageHash of the preflight; other bytes answer 409.'),
    ],
    rawBody: zipBody,
  }),
  revision('post', '/pages/generate', 'UiProject_GeneratePage', 'Adds a list or details page for an entity definition as a new working revision.', {
    body: ref('UiProjectPageGenerateRequest'),
  }),

  build('post', '/builds', 'UiProject_StartBuild', 'Queues a check (type-check and lint) or a build (also bundles and stores an artifact) on the function host.', {
    body: ref('UiProjectBuildRequest'),
  }),
  operation('UiProjectBuilds', 'get', '/builds', 'UiProject_ListBuilds', 'Builds and checks, newest first.', 'UiProjectBuildPage', ref('UiProjectBuildPage'), {
    query: [...paging, queryParam('kind', ref('BuildKind')), queryParam('status', ref('BuildStatus'))],
    statuses: [200, 400, 401, 403],
  }),
  build('get', '/builds/{buildId}', 'UiProject_GetBuild', 'One build with its stages and diagnostics.', { statuses: READ }),
  operation('UiProjectBuilds', 'get', '/builds/{buildId}/logs/{stage}', 'UiProject_GetBuildLog', 'A window of one stage\'s log lines.', 'UiProjectBuildLog', ref('UiProjectBuildLog'), {
    query: [queryParam('offset', int32(), 'First line; default 0.'), queryParam('limit', int32(), '1 to 1000; default 500.')],
    statuses: [200, 400, 401, 403, 404],
  }),
  build('post', '/builds/{buildId}/cancel', 'UiProject_CancelBuild', 'Cancels a queued build, or stops a running one; a finished one answers 409.', { statuses: [200, 401, 403, 404, 409] }),

  operation('UiProjectArtifacts', 'get', '/artifacts', 'UiProject_ListArtifacts', 'Every artifact, newest first, with its lifecycle state.', 'UiArtifactArray', arr(ref('UiArtifact')), { statuses: [200, 401, 403] }),
  operation('UiProjectArtifacts', 'get', '/artifacts/{artifactId}', 'UiProject_GetArtifact', 'One artifact.', 'UiArtifact', ref('UiArtifact'), { statuses: READ }),
  lifecycle('/artifacts/{artifactId}/activate', 'UiProject_ActivateArtifact', 'Makes the artifact the one active artifact (an older one: a roll back); an incompatible one answers 409 with the reason.', 'UiArtifactActivateRequest'),
  lifecycle('/artifacts/{artifactId}/deactivate', 'UiProject_DeactivateArtifact', 'Deactivates the active artifact; the workspace then serves none.', 'UiArtifactDeactivateRequest'),
  operation('UiProjectArtifacts', 'put', '/artifacts/{artifactId}/pin', 'UiProject_PinArtifact', 'Pins or unpins an artifact (the purge planner keeps pinned ones).', 'UiArtifact', ref('UiArtifact'), {
    body: ref('UiArtifactPinRequest'),
  }),
  operation('UiProjectArtifacts', 'post', '/rollback', 'UiProject_Rollback', 'Activates the artifact that was active before the current one.', 'UiArtifactLifecycleResult', ref('UiArtifactLifecycleResult'), {
    body: ref('UiProjectRollbackRequest'),
  }),
  operation('UiProjectArtifacts', 'post', '/artifacts/{artifactId}/asset-links', 'UiProject_GetAssetLinks', 'Short-lived URLs of the artifact\'s assets with their integrity, for a preview or a check in the browser.', 'UiArtifactAssetLinks', ref('UiArtifactAssetLinks'), {
    statuses: [200, 401, 403, 404, 409],
  }),
  {
    document: 'config',
    contract: 'assumed',
    tag: 'UiProjectArtifacts',
    method: 'get',
    path: `${A}/artifacts/{artifactId}/assets/{assetName}`,
    operationId: 'UiProject_GetArtifactAsset',
    summary: 'The stored bytes of an artifact\'s JavaScript or CSS, for a bearer with View or a valid asset token.',
    pathParams,
    query: [queryParam('assetToken', str(), 'From the asset links; stands in for the bearer where headers are impossible.')],
    rawResponse: { mediaType: 'application/octet-stream', description: 'The bytes; Content-Type text/javascript or text/css.' },
    note: 'Script and link tags cannot send headers, and a preview must not carry the viewer\'s access token: an asset token (query assetToken) stands in for the bearer, scoped to one artifact and expiring.',
    envelope: 'UiArtifactAsset',
    data: nullable(str('Always null: a 200 carries the bytes; errors carry this envelope.')),
    statuses: [200, 401, 403, 404, 409],
  },
  {
    document: 'config',
    contract: 'assumed',
    tag: 'UiProjectArtifacts',
    method: 'get',
    path: `${A}/artifacts/{artifactId}/preview`,
    operationId: 'UiProject_GetArtifactPreview',
    summary: 'A host page that loads the artifact\'s assets with their integrity, for a sandboxed preview frame.',
    pathParams,
    query: [
      queryParam('assetToken', str(), 'From the asset links; stands in for the bearer where headers are impossible.'),
      queryParam('locale', str(), 'The language the previewed app is told (host contract 1); default en.'),
    ],
    note: 'Served with its own Content-Security-Policy (sandbox allow-scripts, scripts and styles from this API only), so the admin app frames it by address instead of writing the page into the frame under its own policy.',
    rawResponse: { mediaType: 'text/html', description: 'The host page.' },
    envelope: 'UiArtifactPreview',
    data: nullable(str('Always null: a 200 carries the page; errors carry this envelope.')),
    statuses: [200, 401, 403, 404, 409],
  },
  {
    document: 'public',
    contract: 'assumed',
    tag: 'UiProjectRuntime',
    method: 'get',
    path: '/api/workspace/ui-project/active',
    operationId: 'UiProjectRuntime_GetActive',
    summary: 'The active artifact\'s asset URLs and integrity, for the host page that loads the workspace UI.',
    envelope: 'UiActiveArtifact',
    data: ref('UiActiveArtifact'),
    statuses: [200, 401],
  },
]
