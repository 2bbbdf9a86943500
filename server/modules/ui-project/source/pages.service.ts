import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { EnvelopeError, badRequest, conflict } from '../../../http/errors'
import { invalid, oneOf } from '../../../http/fieldChecks'
import type { AuthContext } from '../../../http/operation'
import { loadDefinitionModel } from '../../entities'
import { RevisionSource, SourceCode } from './codes'
import { findOwnerBoardId } from './entityDefinitions.repo'
import { echoed } from '../../../http/echo'
import { messageText } from './input'
import { generatePage, type GeneratorDefinition, type PageKind } from './generators'
import { slugOf } from './generators.names'
import { workspaceJsonPath } from './generators.workspace'
import { uiProjectKind } from '../projectKind'
import { commitRevision, type Tree } from './revisions.commit'
import type { RevisionDetail } from './revisions.view'

/** UiProject_GeneratePage: a list or details page for an entity definition, as a new revision. */

export type PageGenerateRequest = ConfigSchemas['UiProjectPageGenerateRequest']

/** UiPageGeneratorKind. */
const pageKinds: Record<number, PageKind> = { 0: 'list', 1: 'details' }

export async function generateEntityPage(db: Db, auth: AuthContext, body: PageGenerateRequest, now: Date): Promise<RevisionDetail> {
  const kind = pageKinds[oneOf(body.Kind, [0, 1], 'Kind')] as PageKind
  const message = messageText(body.Message, 'Message', false)
  const definition = await generatorDefinition(db, body.EntityDefinitionId)
  return commitRevision(db, uiProjectKind, {
    baseRevisionId: body.BaseRevisionId,
    baseField: 'BaseRevisionId',
    treeField: 'EntityDefinitionId',
    message: message ?? `Generated the ${kind} page of ${definition.displayNamePlural}`,
    source: RevisionSource.PageGenerator,
    authorUserId: auth.userId,
    now,
    nextTree: (base) => withGeneratedPage(base, definition, kind),
  })
}

/** Other keys tried when the default one is taken (a second customers list: `customers-list-2`). */
const maxKeyAttempts = 20

/**
 * The tree with the generated page. The generator overwrites nothing: when its default key, route or
 * file is taken, the next free `<key>-<n>` is used, as the generator lets a caller choose.
 */
function withGeneratedPage(base: Tree, definition: GeneratorDefinition, kind: PageKind): Tree {
  let generated = generatePage(base, definition, kind)
  for (let attempt = 2; !generated.ok && generated.error.code === SourceCode.pageExists && attempt <= maxKeyAttempts; attempt++) {
    generated = generatePage(base, definition, kind, { key: `${slugOf(definition.definitionName)}-${kind}-${attempt}` })
  }
  if (generated.ok) return new Map([...base, ...generated.files])
  const { code, message } = generated.error
  if (code === SourceCode.pageExists) throw conflict(code, `${message} Rename or delete the ${definition.displayNamePlural} pages first.`, 'EntityDefinitionId')
  throw new EnvelopeError(400, [{ Code: code, Message: message, Target: workspaceJsonPath }])
}

/**
 * The definition through the entity builder's own model: the primary table's fields that are not
 * deleted. Board data models belong to their board and are edited there, not in pages of their own.
 */
async function generatorDefinition(db: Db, idOrName: string): Promise<GeneratorDefinition> {
  const model = await loadDefinitionModel(db, idOrName)
  if (!model) throw invalid(`Entity definition "${echoed(idOrName)}" does not exist.`, 'EntityDefinitionId')
  if (await findOwnerBoardId(db, model.definition.Id)) throw badRequest(SourceCode.definitionUnusable, 'A board\'s own data model has no pages of its own.', 'EntityDefinitionId')
  if (model.definition.IsPendingDeletion) throw badRequest(SourceCode.definitionUnusable, 'The entity definition is being deleted.', 'EntityDefinitionId')
  return {
    definitionName: model.definition.Name,
    displayNameSingular: model.definition.DisplayNameSingular,
    displayNamePlural: model.definition.DisplayNamePlural,
    fields: model.primaryTable.Fields.filter((field) => !field.IsDeleted).map((field) => ({ key: field.Key, displayName: field.DisplayName, fieldType: field.FieldType })),
  }
}
