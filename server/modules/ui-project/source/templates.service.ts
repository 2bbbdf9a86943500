import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { readTemplateFiles, uiProjectTemplates } from '../templates'
import { RevisionSource } from './codes'
import { echoed } from '../../../http/echo'
import { messageText } from './input'
import { commitRevision } from './revisions.commit'
import type { RevisionDetail } from './revisions.view'

/** Templates a project starts from; applying one replaces the whole tree with the template's. */

export interface TemplateView {
  Key: string
  DisplayName: string
  Description: string
  FileCount: number
}

export type TemplateApplyRequest = ConfigSchemas['UiProjectTemplateApplyRequest']

export function listTemplates(): TemplateView[] {
  return uiProjectTemplates.map((template) => ({ ...template, FileCount: readTemplateFiles(template.Key).size }))
}

/** The template's files as they are, with nothing of the base kept (a new start). */
export async function applyTemplate(db: Db, auth: AuthContext, templateKey: string, body: TemplateApplyRequest, now: Date): Promise<RevisionDetail> {
  const template = uiProjectTemplates.find((candidate) => candidate.Key === templateKey)
  if (!template) throw notFound(`There is no template "${echoed(templateKey)}".`, echoed(templateKey))
  const files = readTemplateFiles(template.Key)
  const message = messageText(body.Message, 'Message', false)
  return commitRevision(db, {
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
