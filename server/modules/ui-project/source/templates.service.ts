import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import type { ProjectKind } from '../projectKind'
import { RevisionSource } from './codes'
import { echoed } from '../../../http/echo'
import { messageText } from './input'
import { commitRevision } from './revisions.commit'
import type { RevisionDetail } from './revisions.view'

/** Templates a project starts from; applying one replaces the whole tree with the template's. */

export interface TemplateInfo {
  Key: string
  DisplayName: string
  Description: string
}

/** A project's templates and how to read one's files (path -> text). */
export interface TemplateCatalog {
  templates: readonly TemplateInfo[]
  files(key: string): Map<string, string>
}

export interface TemplateView extends TemplateInfo {
  FileCount: number
}

export type TemplateApplyRequest = ConfigSchemas['UiProjectTemplateApplyRequest']

export function listTemplates(catalog: TemplateCatalog): TemplateView[] {
  return catalog.templates.map((template) => ({ ...template, FileCount: catalog.files(template.Key).size }))
}

/** The template's files as they are, with nothing of the base kept (a new start). */
export async function applyTemplate(
  db: Db,
  kind: ProjectKind,
  catalog: TemplateCatalog,
  auth: AuthContext,
  templateKey: string,
  body: TemplateApplyRequest,
  now: Date,
): Promise<RevisionDetail> {
  const template = catalog.templates.find((candidate) => candidate.Key === templateKey)
  if (!template) throw notFound(`There is no template "${echoed(templateKey)}".`, echoed(templateKey))
  const files = catalog.files(template.Key)
  const message = messageText(body.Message, 'Message', false)
  return commitRevision(db, kind, {
    baseRevisionId: body.BaseRevisionId,
    baseField: 'BaseRevisionId',
    treeField: 'templateKey',
    message: message ?? `Started from template ${template.DisplayName}`,
    source: RevisionSource.Template,
    authorUserId: auth.userId,
    now,
    nextTree: () => files,
  })
}
