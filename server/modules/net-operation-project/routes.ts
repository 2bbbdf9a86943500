import type { OperationHandlers } from '../../http/operation'
import {
  activateArtifact, applyTemplate, cancelBuild, deactivateArtifact, diffRevisions, downloadZip, getArtifact, getBuild, getBuildLog, getFile, getRevision,
  lifecycleRoles, listArtifacts, listBuilds, listRevisions, listTemplates, manageSourceAccess, pinArtifact, preflightZip, purgeArtifact, rollback,
  saveRevision, startBuild, uploadZip, viewAccess, zipBodyLimitBytes,
} from '../ui-project'
import { netArtifactKind as artifacts } from './artifacts'
import { getGeneratedProject, getNetProject } from './project.service'
import { netOperationProjectKind as project } from './projectKind'
import { netTemplateCatalog } from './templates'

/** Every Net Operation Project operation: the shared source-project mechanism with this project's kind (docs/net-operation-project.md). */

const view = viewAccess(project)
const manage = manageSourceAccess(project)
const build = { requiredRoles: ['Admin', 'Configurator'], requiredPermissions: [project.permissions.build] }
const publish = { requiredRoles: lifecycleRoles, requiredPermissions: [project.permissions.publish] }
const zipBody = { mediaType: 'application/zip', maxBytes: zipBodyLimitBytes }

export const netOperationProjectOperations: OperationHandlers = {
  NetOperationProject_Get: { ...view, handle: ({ db, now }) => getNetProject(db, now) },
  NetOperationProject_GetGenerated: { ...view, handle: ({ db }) => getGeneratedProject(db) },
  NetOperationProject_ListTemplates: { ...view, handle: async () => listTemplates(netTemplateCatalog) },
  NetOperationProject_ApplyTemplate: {
    ...manage,
    handle: ({ db, auth, params, body, now }) => applyTemplate(db, project, netTemplateCatalog, auth, params.templateKey, body, now),
  },
  NetOperationProject_ListRevisions: { ...view, handle: ({ db, query }) => listRevisions(db, project, query) },
  NetOperationProject_SaveRevision: { ...manage, handle: ({ db, auth, body, now }) => saveRevision(db, project, auth, body, now) },
  NetOperationProject_DiffRevisions: {
    ...view,
    handle: ({ db, query }) => diffRevisions(db, project, query.fromRevisionId, query.toRevisionId, query.includePatch === true),
  },
  NetOperationProject_GetRevision: { ...view, handle: ({ db, params }) => getRevision(db, project, params.revisionId) },
  NetOperationProject_GetFile: { ...view, handle: ({ db, params, query }) => getFile(db, project, params.revisionId, query.path) },
  NetOperationProject_DownloadZip: { ...view, handle: ({ db, params }) => downloadZip(db, project, params.revisionId) },
  NetOperationProject_PreflightZip: { ...manage, rawBody: zipBody, handle: ({ db, body, query }) => preflightZip(db, project, body, query) },
  NetOperationProject_UploadZip: {
    ...manage,
    rawBody: zipBody,
    handle: ({ db, auth, body, query, now }) => uploadZip(db, project, auth, body, query, now),
  },

  NetOperationProject_CreateBuild: { ...build, handle: ({ db, auth, body, now }) => startBuild(db, project, auth, body, now) },
  NetOperationProject_ListBuilds: { ...view, handle: ({ db, query, now }) => listBuilds(db, project, query, now) },
  NetOperationProject_GetBuild: { ...view, handle: ({ db, params, now }) => getBuild(db, project, params.buildId, now) },
  NetOperationProject_GetBuildLog: { ...view, handle: ({ db, params, query }) => getBuildLog(db, project, params.buildId, params.stage, query) },
  NetOperationProject_CancelBuild: { ...build, handle: ({ db, auth, params, now }) => cancelBuild(db, project, auth, params.buildId, now) },

  NetOperationProject_ListArtifacts: { ...view, handle: ({ db }) => listArtifacts(db, artifacts) },
  NetOperationProject_GetArtifact: { ...view, handle: ({ db, params }) => getArtifact(db, artifacts, params.artifactId) },
  NetOperationProject_ActivateArtifact: {
    ...publish,
    handle: ({ db, auth, params, body, now }) => activateArtifact(db, artifacts, auth, params.artifactId, body, now),
  },
  NetOperationProject_DeactivateArtifact: {
    ...publish,
    handle: ({ db, auth, params, body, now }) => deactivateArtifact(db, artifacts, auth, params.artifactId, body, now),
  },
  NetOperationProject_PinArtifact: { ...publish, handle: ({ db, params, body }) => pinArtifact(db, artifacts, params.artifactId, body) },
  NetOperationProject_PurgeArtifact: { ...publish, handle: ({ db, params, body, now }) => purgeArtifact(db, artifacts, params.artifactId, body, now) },
  NetOperationProject_Rollback: { ...publish, handle: ({ db, auth, body, now }) => rollback(db, artifacts, auth, body, now) },
}
