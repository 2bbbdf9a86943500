import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The UI project templates: real projects in the folders beside this file, each checked and built by the runner's tests. */

export interface UiProjectTemplate {
  Key: string
  DisplayName: string
  Description: string
}

export const uiProjectTemplates: readonly UiProjectTemplate[] = [
  {
    Key: 'blank',
    DisplayName: 'Blank app',
    Description: 'One page in a Vuetify layout, with Pinia and English texts: the smallest start.',
  },
  {
    Key: 'multi-page',
    DisplayName: 'Multi-page app',
    Description: 'Home, a customer list (a data table fed by a Pinia store) and an about page behind a navigation drawer, with a hash router and English and German texts.',
  },
]

const templatesDir = dirname(fileURLToPath(import.meta.url))

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  )
}

export class UnknownTemplateError extends Error {
  constructor(readonly key: string) {
    super(`There is no UI project template "${key}".`)
    this.name = 'UnknownTemplateError'
  }
}

/** The UI project's templates for the shared template operations. */
export const uiProjectTemplateCatalog = { templates: uiProjectTemplates, files: (key: string) => readTemplateFiles(key) }

/** A template's files: project path (POSIX, relative) -> UTF-8 text, sorted by path. */
export function readTemplateFiles(key: string): Map<string, string> {
  if (!uiProjectTemplates.some((template) => template.Key === key)) throw new UnknownTemplateError(key)
  const root = join(templatesDir, key)
  const paths = listFiles(root)
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort()
  return new Map(paths.map((path) => [path, readFileSync(join(root, ...path.split('/')), 'utf8')]))
}
