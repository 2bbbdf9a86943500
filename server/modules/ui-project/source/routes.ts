import { type OperationHandlers } from '../../../http/operation'
import { manageSourceAccess, viewAccess } from './access'
import { generateEntityPage } from './pages.service'
import { getProject } from './project.service'
import { diffRevisions, getFile, getRevision, listRevisions, saveRevision } from './revisions.service'
import { applyTemplate, listTemplates } from './templates.service'
import { downloadZip, preflightZip, uploadZip, zipBodyLimitBytes } from './zip.service'

const zipBody = { mediaType: 'application/zip', maxBytes: zipBodyLimitBytes }

/** Project, templates, revisions, ZIP and page generators. */
export const uiProjectSourceHandlers: OperationHandlers = {
  UiProject_Get: { ...viewAccess, handle: ({ db, now }) => getProject(db, now) },
  UiProject_ListTemplates: { ...viewAccess, handle: async () => listTemplates() },
  UiProject_ApplyTemplate: {
    ...manageSourceAccess,
    handle: ({ db, auth, params, body, now }) => applyTemplate(db, auth, params.templateKey, body, now),
  },

  UiProject_ListRevisions: {
    ...viewAccess,
    handle: ({ db, query }) => listRevisions(db, query),
  },
  UiProject_SaveRevision: {
    ...manageSourceAccess,
    handle: ({ db, auth, body, now }) => saveRevision(db, auth, body, now),
  },
  UiProject_DiffRevisions: {
    ...viewAccess,
    handle: ({ db, query }) => diffRevisions(db, query.fromRevisionId, query.toRevisionId, query.includePatch === true),
  },
  UiProject_GetRevision: {
    ...viewAccess,
    handle: ({ db, params }) => getRevision(db, params.revisionId),
  },
  UiProject_GetFile: {
    ...viewAccess,
    handle: ({ db, params, query }) => getFile(db, params.revisionId, query.path),
  },

  UiProject_DownloadZip: {
    ...viewAccess,
    handle: ({ db, params }) => downloadZip(db, params.revisionId),
  },
  UiProject_PreflightZip: {
    ...manageSourceAccess,
    rawBody: zipBody,
    handle: ({ db, body, query }) => preflightZip(db, body, query),
  },
  UiProject_UploadZip: {
    ...manageSourceAccess,
    rawBody: zipBody,
    handle: ({ db, auth, body, query, now }) => uploadZip(db, auth, body, query, now),
  },

  UiProject_GeneratePage: {
    ...manageSourceAccess,
    handle: ({ db, auth, body, now }) => generateEntityPage(db, auth, body, now),
  },
}
