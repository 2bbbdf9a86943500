import { detailsPageSource } from './generators.detailsPage'
import { listPageSource } from './generators.listPage'
import { pageKeyPattern, pageTitle, pascalOf, slugOf } from './generators.names'
import { hostFunctionOf } from './generators.pageScript'
import { pageMembers, readWorkspace, withPage, workspaceJsonPath, type WorkspacePageEntry } from './generators.workspace'
import { normaliseProjectPath } from './paths'

export type { WorkspacePageEntry } from './generators.workspace'

/** An entity definition as the generators need it; the caller maps the entity builder's definition into it. */
export interface GeneratorDefinition {
  /** Technical name, e.g. 'customers': the `{entityIdOrKey}` of the runtime API. */
  definitionName: string
  displayNameSingular: string
  displayNamePlural: string
  fields: GeneratorField[]
}

export interface GeneratorField {
  key: string
  displayName: string
  /** FieldType (0 Text … 17 Markdown). */
  fieldType: number
}

export type PageKind = 'list' | 'details'

export interface GeneratePageOptions {
  /** A page key of one's own, e.g. when the default one is taken. */
  key?: string
}

export type GeneratorErrorCode =
  | 'uiProject.generator.pageExists'
  | 'uiProject.generator.invalidKey'
  | 'uiProject.generator.workspaceJsonMissing'
  | 'uiProject.generator.workspaceJsonInvalid'

export interface GeneratorError {
  code: GeneratorErrorCode
  message: string
}

export type GeneratePageResult =
  | {
      ok: true
      /** Only the files the generator writes (the page and workspace.json); merge them into the tree. */
      files: Map<string, string>
      workspaceJson: string
      page: WorkspacePageEntry
    }
  | { ok: false; error: GeneratorError }

const pagesFolder = 'src/pages'
const hostModulePath = 'src/host.ts'

/**
 * Adds a list or details page for an entity definition to the project tree: the page component in
 * src/pages and its entry in workspace.json. Nothing is overwritten: a key, route path or file that
 * exists already is an error naming it, and the caller may choose another key.
 */
export function generatePage(
  tree: ReadonlyMap<string, string>,
  definition: GeneratorDefinition,
  kind: PageKind,
  options: GeneratePageOptions = {},
): GeneratePageResult {
  const workspace = readWorkspace(tree)
  if (!workspace.ok) {
    return workspace.reason === 'missing'
      ? failure('uiProject.generator.workspaceJsonMissing', 'The project has no workspace.json at its root.')
      : failure('uiProject.generator.workspaceJsonInvalid', 'workspace.json is not a JSON object with a "pages" array.')
  }
  if (options.key !== undefined && !pageKeyPattern.test(options.key)) {
    return failure('uiProject.generator.invalidKey', 'A page key starts with a lower-case letter and holds up to 64 lower-case letters, digits and "-".')
  }

  const page = pageEntry(definition, kind, options.key)
  const collision = findCollision(tree, workspace.pages, page)
  if (collision) return failure('uiProject.generator.pageExists', collision)

  const pageData = {
    definitionName: definition.definitionName,
    title: page.title,
    fields: definition.fields,
    host: hostFunctionOf(tree.get(hostModulePath)),
  }
  const source = kind === 'list' ? listPageSource(pageData) : detailsPageSource(pageData)
  const workspaceJson = withPage(workspace.document, workspace.pages, page)
  return {
    ok: true,
    files: new Map([
      [page.component, source],
      [workspaceJsonPath, workspaceJson],
    ]),
    workspaceJson,
    page,
  }
}

/** Defaults: key `customers-list`, route `/customers`, file src/pages/CustomersList.vue (details alike). */
function pageEntry(definition: GeneratorDefinition, kind: PageKind, chosenKey: string | undefined): WorkspacePageEntry {
  const slug = slugOf(definition.definitionName)
  const key = chosenKey ?? `${slug}-${kind}`
  const defaultPath = kind === 'list' ? `/${slug}` : `/${slug}/details`
  return {
    key,
    title: pageTitle(kind === 'list' ? definition.displayNamePlural : definition.displayNameSingular, definition.definitionName || slug),
    path: chosenKey === undefined ? defaultPath : `/${chosenKey}`,
    component: `${pagesFolder}/${pascalOf(key)}.vue`,
  }
}

function findCollision(tree: ReadonlyMap<string, string>, pages: readonly unknown[], page: WorkspacePageEntry): string | null {
  if (pageMembers(pages, 'key').includes(page.key)) return `workspace.json already has a page with the key "${page.key}".`
  if (pageMembers(pages, 'path').includes(page.path)) return `workspace.json already has a page at the route "${page.path}".`
  // Case-insensitive, as the ZIP reader refuses names that differ only in case.
  const component = page.component.toLowerCase()
  const taken = [...tree.keys(), ...pageMembers(pages, 'component')].some((path) => normalised(path).toLowerCase() === component)
  return taken ? `The project already has a file "${page.component}".` : null
}

const normalised = (path: string) => {
  const result = normaliseProjectPath(path)
  return result.ok ? result.path : path
}

function failure(code: GeneratorErrorCode, message: string): GeneratePageResult {
  return { ok: false, error: { code, message } }
}
