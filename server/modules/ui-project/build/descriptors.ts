import { diagnostic } from './diagnostics'
import { supportedHostContractVersions } from './toolchain'
import { treePathProblem } from './treePaths'
import type { BuildDiagnostic } from './types'

/** workspace.json and the descriptors the build publishes with an artifact (format: docs/ui-project-format.md). */

export const manifestPath = 'workspace.json'
export const entryPath = 'src/main.ts'

export interface PageEntry {
  Key: string
  Title: string
  Path: string
  Component: string
}
export interface PageDescriptor {
  Pages: PageEntry[]
}
export interface LocaleDescriptor {
  Locales: { Code: string; MessageCount: number; File: string }[]
  Default: string
}
export interface DependencyMetadata {
  Packages: { Name: string; Version: string }[]
}

export interface ProjectDescription {
  name: string | null
  webAppVersion: string | null
  hostContractVersion: number | null
  pageDescriptor: PageDescriptor | null
  localeDescriptor: LocaleDescriptor | null
  diagnostics: BuildDiagnostic[]
}

const knownMembers = new Set(['name', 'version', 'hostContractVersion', 'pages', 'locales', 'description', '$schema'])
const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/
const pageKeyPattern = /^[a-z][a-z0-9-]{0,63}$/
const routePattern = /^\/[A-Za-z0-9\-._~/:]{0,199}$/
const localePattern = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/
const maxPages = 200

type Issues = BuildDiagnostic[]

function error(issues: Issues, message: string, file: string | null = manifestPath, line: number | null = null, column: number | null = null) {
  issues.push(diagnostic('project', 'error', message, { File: file, Line: line, Column: column }))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown, maxLength: number): string | null {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength ? value : null
}

/** JSON.parse, with the position of a syntax error turned into a line and column. */
function parseJson(source: string, file: string, issues: Issues): { value: unknown } | null {
  try {
    return { value: JSON.parse(source) as unknown }
  } catch (problem) {
    const message = problem instanceof Error ? problem.message : String(problem)
    const position = /position (\d+)/.exec(message)
    let line: number | null = null
    let column: number | null = null
    if (position?.[1]) {
      const before = source.slice(0, Number(position[1]))
      line = before.split('\n').length
      column = before.length - before.lastIndexOf('\n')
    }
    error(issues, `${file} is not valid JSON: ${message}`, file, line, column)
    return null
  }
}

/** Number of messages of a locale file: its string leaves (nested objects group keys). */
function countMessages(value: unknown, file: string, issues: Issues, at = ''): number {
  if (!isRecord(value)) {
    error(issues, `${file} must hold an object of messages${at ? ` (at "${at}")` : ''}.`, file)
    return 0
  }
  let count = 0
  for (const [key, child] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key
    if (typeof child === 'string') count += 1
    else if (isRecord(child)) count += countMessages(child, file, issues, path)
    else error(issues, `The message "${path}" in ${file} must be a text or a group of messages.`, file)
  }
  return count
}

function readPages(value: unknown, files: ReadonlyMap<string, string>, issues: Issues): PageEntry[] {
  if (!Array.isArray(value) || value.length === 0) {
    error(issues, 'workspace.json needs "pages": a list of at least one page ({ key, title, path, component }).')
    return []
  }
  if (value.length > maxPages) error(issues, `workspace.json lists ${value.length} pages; at most ${maxPages} are allowed.`)
  const pages: PageEntry[] = []
  const keys = new Set<string>()
  const routes = new Set<string>()
  value.slice(0, maxPages).forEach((entry: unknown, index) => {
    const name = `Page ${index + 1}`
    if (!isRecord(entry)) return error(issues, `${name} in workspace.json must be an object ({ key, title, path, component }).`)
    const key = typeof entry.key === 'string' && pageKeyPattern.test(entry.key) ? entry.key : null
    const title = text(entry.title, 200)
    const route = typeof entry.path === 'string' && routePattern.test(entry.path) ? entry.path : null
    const component = typeof entry.component === 'string' ? entry.component : null
    if (!key) error(issues, `${name}: "key" must be lower-case letters, digits and dashes, starting with a letter (at most 64).`)
    else if (keys.has(key)) error(issues, `${name}: the key "${key}" is used by another page.`)
    if (!title) error(issues, `${name}: "title" must be a text of 1 to 200 characters.`)
    if (!route) error(issues, `${name}: "path" must be a route starting with "/", e.g. "/customers".`)
    else if (routes.has(route)) error(issues, `${name}: the path "${route}" is used by another page.`)
    if (!component || treePathProblem(component) !== null || !component.endsWith('.vue')) {
      error(issues, `${name}: "component" must be the project path of a .vue file, e.g. "src/pages/CustomersList.vue".`)
    } else if (!files.has(component)) {
      error(issues, `${name}: the component ${component} is not in the project.`)
    }
    if (key) keys.add(key)
    if (route) routes.add(route)
    if (key && title && route && component && files.has(component)) pages.push({ Key: key, Title: title, Path: route, Component: component })
  })
  return pages
}

function readLocales(value: unknown, files: ReadonlyMap<string, string>, issues: Issues): LocaleDescriptor | null {
  if (!Array.isArray(value) || value.length === 0) {
    error(issues, 'workspace.json needs "locales": a list of at least one language code, e.g. ["en", "de"].')
    return null
  }
  const locales: LocaleDescriptor['Locales'] = []
  for (const code of value) {
    if (typeof code !== 'string' || !localePattern.test(code)) {
      error(issues, `"${String(code)}" in "locales" is not a language code such as "en" or "de-CH".`)
      continue
    }
    if (locales.some((locale) => locale.Code === code)) {
      error(issues, `The locale "${code}" is listed twice.`)
      continue
    }
    const file = `src/locales/${code}.json`
    const source = files.get(file)
    if (source === undefined) {
      error(issues, `The locale "${code}" needs its messages in ${file}.`)
      continue
    }
    const parsed = parseJson(source, file, issues)
    if (parsed) locales.push({ Code: code, MessageCount: countMessages(parsed.value, file, issues), File: file })
  }
  const first = locales[0]
  return first && locales.length === value.length ? { Locales: locales, Default: first.Code } : null
}

/**
 * Reads workspace.json and the locale files of a tree: the descriptors when they are valid, and a
 * 'project' diagnostic for each problem (a build with any of them fails as invalidProject).
 */
export function describeProject(files: ReadonlyMap<string, string>): ProjectDescription {
  const issues: Issues = []
  const description: ProjectDescription = {
    name: null,
    webAppVersion: null,
    hostContractVersion: null,
    pageDescriptor: null,
    localeDescriptor: null,
    diagnostics: issues,
  }
  if (!files.has(entryPath)) error(issues, `The project has no ${entryPath}: it is the app's entry.`, null)
  const source = files.get(manifestPath)
  if (source === undefined) {
    error(issues, 'The project has no workspace.json at its root.', null)
    return description
  }
  const parsed = parseJson(source, manifestPath, issues)
  if (!parsed) return description
  const manifest = parsed.value
  if (!isRecord(manifest)) {
    error(issues, 'workspace.json must hold an object.')
    return description
  }
  for (const member of Object.keys(manifest)) {
    if (!knownMembers.has(member)) issues.push(diagnostic('project', 'warning', `workspace.json: the member "${member}" is unknown and ignored.`, { File: manifestPath }))
  }
  description.name = text(manifest.name, 200)
  if (!description.name) error(issues, 'workspace.json needs "name": a text of 1 to 200 characters.')
  if (typeof manifest.version === 'string' && manifest.version.length <= 64 && versionPattern.test(manifest.version)) {
    description.webAppVersion = manifest.version
  } else {
    error(issues, 'workspace.json needs "version": a semantic version such as "1.0.0".')
  }
  const hostContract = manifest.hostContractVersion
  if (typeof hostContract === 'number' && supportedHostContractVersions.includes(hostContract)) {
    description.hostContractVersion = hostContract
  } else {
    error(issues, `workspace.json: "hostContractVersion" ${JSON.stringify(hostContract ?? null)} is not supported by this host (supported: ${supportedHostContractVersions.join(', ')}).`)
  }
  const pages = readPages(manifest.pages, files, issues)
  description.pageDescriptor = pages.length > 0 ? { Pages: pages } : null
  description.localeDescriptor = readLocales(manifest.locales, files, issues)
  return description
}
