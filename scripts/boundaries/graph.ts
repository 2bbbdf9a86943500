/**
 * The import graph of the project and its boundary rules, shared by the lint rule's test and the
 * `npm run boundaries` report. An area is one app feature (`src/features/<f>`), one server module
 * (`server/modules/<m>`) or one top-level part (`shared`, `src`, `server`, `scripts`, `openapi`, `e2e`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export const sourceRoots = ['src', 'server', 'shared', 'scripts', 'openapi', 'e2e'] as const

const sourceExtensions = ['.ts', '.vue', '.js', '.mjs']
const ignoredFolders = new Set(['node_modules', 'generated-cache', 'dist', '.data', 'templates'])

export interface ImportEdge {
  from: string
  to: string
  specifier: string
}

/** Every source file under the roots, as paths relative to `root` with forward slashes. */
export function sourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) {
        if (!ignoredFolders.has(name)) walk(path)
      } else if (sourceExtensions.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts')) {
        files.push(relative(root, path).split('\\').join('/'))
      }
    }
  }
  for (const sourceRoot of sourceRoots) if (existsSync(join(root, sourceRoot))) walk(join(root, sourceRoot))
  return files
}

const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The module specifiers a file imports (static, re-exports and dynamic imports with a literal). */
export function importSpecifiers(source: string): string[] {
  const specifiers: string[] = []
  for (const match of source.matchAll(importPattern)) specifiers.push((match[1] ?? match[2])!)
  return specifiers
}

/** The project file a specifier names, or undefined for packages. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('@shared/')) base = join(root, 'shared', specifier.slice('@shared/'.length))
  else if (specifier.startsWith('.')) base = resolve(root, dirname(fromFile), specifier)
  else return undefined
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => base + extension),
    ...sourceExtensions.map((extension) => join(base, `index${extension}`)),
  ]
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'))
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  return found ? relative(root, found).split('\\').join('/') : relative(root, base).split('\\').join('/')
}

export function importEdges(root: string, files = sourceFiles(root)): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const from of files) {
    const source = readFileSync(join(root, from), 'utf8')
    for (const specifier of importSpecifiers(source)) {
      const to = resolveSpecifier(root, from, specifier)
      if (to) edges.push({ from, to, specifier })
    }
  }
  return edges
}

/** The area a file belongs to: `feature:<f>`, `module:<m>`, or its top-level folder. */
export function areaOf(file: string): string {
  const feature = /^src\/features\/([^/]+)\//.exec(file)
  if (feature) return `feature:${feature[1]}`
  const serverModule = /^server\/modules\/([^/]+)\//.exec(file)
  if (serverModule) return `module:${serverModule[1]}`
  return file.split('/')[0]!
}

/** The entry file of an area that others may import, or undefined when any file may be imported. */
export function entryOf(area: string): RegExp | undefined {
  if (area.startsWith('feature:')) return new RegExp(`^src/features/${area.slice(8)}/index\\.ts$`)
  if (area.startsWith('module:')) return new RegExp(`^server/modules/${area.slice(7)}/index\\.ts$`)
  return undefined
}

export type Violation =
  | 'deep feature import'
  | 'deep module import'
  | 'app imports server'
  | 'server imports scripts or openapi/src or src'
  | 'shared imports a platform'

/** Tests may reach into what they test; the rules hold for the code that ships. */
export function isTestCode(file: string): boolean {
  return /\.(test|spec)\.ts$/.test(file) || /^(server|src)\/test\//.test(file) || file.startsWith('e2e/')
}

/** What rule an edge breaks, if any. */
export function violationOf(edge: ImportEdge): Violation | undefined {
  if (isTestCode(edge.from)) return undefined
  const fromArea = areaOf(edge.from)
  const toArea = areaOf(edge.to)
  const fromTop = edge.from.split('/')[0]
  const toTop = edge.to.split('/')[0]
  if (fromTop === 'shared' && toTop !== 'shared') return 'shared imports a platform'
  if (fromTop === 'src' && toTop === 'server') return 'app imports server'
  if (fromTop === 'server' && (toTop === 'scripts' || toTop === 'src' || edge.to.startsWith('openapi/src/'))) {
    return 'server imports scripts or openapi/src or src'
  }
  if (fromArea !== toArea) {
    const entry = entryOf(toArea)
    if (entry && !entry.test(edge.to)) return toArea.startsWith('feature:') ? 'deep feature import' : 'deep module import'
  }
  return undefined
}

/** Cycles between areas of one kind (features or server modules), each as the list of its areas. */
export function areaCycles(edges: readonly ImportEdge[], kind: 'feature' | 'module'): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const edge of edges) {
    const from = areaOf(edge.from)
    const to = areaOf(edge.to)
    if (from === to || !from.startsWith(`${kind}:`) || !to.startsWith(`${kind}:`)) continue
    if (!graph.has(from)) graph.set(from, new Set())
    graph.get(from)!.add(to)
  }
  return stronglyConnected(graph).filter((component) => component.length > 1)
}

/** Tarjan's strongly connected components. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const lowLinks = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (node: string): void => {
    indices.set(node, index)
    lowLinks.set(node, index)
    index++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!))
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!))
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      components.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return components
}

export function readRoot(): string {
  return resolve(dirname(new URL(import.meta.url).pathname), '..', '..')
}
