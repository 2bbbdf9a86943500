import { type OperationHandlers } from '../../../http/operation'
import { uiProjectKind as ui } from '../projectKind'
import { uiProjectTemplateCatalog } from '../templates'
import { manageSourceAccess, viewAccess } from './access'
import { generateEntityPage } from './pages.service'
import { getProject } from './project.service'
import { diffRevisions, getFile, getRevision, listRevisions, saveRevision } from './revisions.service'
import { applyTemplate, listTemplates } from './templates.service'
import { downloadZip, preflightZip, uploadZip, zipBodyLimitBytes } from './zip.service'

const zipBody = { mediaType: 'application/zip', maxBytes: zipBodyLimitBytes }

/** Project, templates, revisions, ZIP and page generators. */
const view = viewAccess(ui)
const manage = manageSourceAccess(ui)

export const uiProjectSourceHandlers: OperationHandlers = {
  UiProject_Get: { ...view, handle: ({ db, now }) => getProject(db, now) },
  UiProject_ListTemplates: { ...view, handle: async () => listTemplates(uiProjectTemplateCatalog) },
  UiProject_ApplyTemplate: {
    ...manage,
    handle: ({ db, auth, params, body, now }) => applyTemplate(db, ui, uiProjectTemplateCatalog, auth, params.templateKey, body, now),
  },

  UiProject_ListRevisions: {
    ...view,
    handle: ({ db, query }) => listRevisions(db, ui, query),
  },
  UiProject_SaveRevision: {
    ...manage,
    handle: ({ db, auth, body, now }) => saveRevision(db, ui, auth, body, now),
  },
  UiProject_DiffRevisions: {
    ...view,
    handle: ({ db, query }) => diffRevisions(db, ui, query.fromRevisionId, query.toRevisionId, query.includePatch === true),
  },
  UiProject_GetRevision: {
    ...view,
    handle: ({ db, params }) => getRevision(db, ui, params.revisionId),
  },
  UiProject_GetFile: {
    ...view,
    handle: ({ db, params, query }) => getFile(db, ui, params.revisionId, query.path),
  },

  UiProject_DownloadZip: {
    ...view,
    handle: ({ db, params }) => downloadZip(db, ui, params.revisionId),
  },
  UiProject_PreflightZip: {
    ...manage,
    rawBody: zipBody,
    handle: ({ db, body, query }) => preflightZip(db, ui, body, query),
  },
  UiProject_UploadZip: {
    ...manage,
    rawBody: zipBody,
    handle: ({ db, auth, body, query, now }) => uploadZip(db, ui, auth, body, query, now),
  },

  UiProject_GeneratePage: {
    ...manage,
    handle: ({ db, auth, body, now }) => generateEntityPage(db, auth, body, now),
  },
}
