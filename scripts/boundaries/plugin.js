// ESLint rules for the project's boundaries. Plain JavaScript because eslint.config.js loads it as is.
//
// An area is one app feature (`src/features/<f>`), one server module (`server/modules/<m>`) or one
// top-level part (`shared`, `src`, `server`, `scripts`, `openapi`, `e2e`). Features and modules are
// used by others only through their `index.ts`; the app never imports the server; the server never
// imports `scripts/`, `openapi/src` or the app; `shared/` imports nothing outside itself; and no two
// features or modules depend on each other in a circle. Tests may reach into what they test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

const sourceRoots = ['src', 'server', 'shared', 'scripts', 'openapi', 'e2e']
const sourceExtensions = ['.ts', '.vue', '.js', '.mjs']
const ignoredFolders = new Set(['node_modules', 'dist', '.data', 'templates'])

/** @param {string} path */
const slashed = (path) => path.split('\\').join('/')

/**
 * The project file an import names, relative to the root, or undefined for packages.
 * @param {string} fromFile relative to the root
 * @param {string} specifier
 * @returns {string | undefined}
 */
export function resolveImport(fromFile, specifier) {
  let base
  if (specifier.startsWith('@/')) base = join(projectRoot, 'src', specifier.slice(2))
  else if (specifier.startsWith('@shared/')) base = join(projectRoot, 'shared', specifier.slice(8))
  else if (specifier.startsWith('.')) base = resolve(projectRoot, dirname(fromFile), specifier)
  else return undefined
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => base + extension),
    ...sourceExtensions.map((extension) => join(base, `index${extension}`)),
    base.replace(/\.js$/, '.ts'),
  ]
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  return slashed(relative(projectRoot, found ?? base))
}

/**
 * `feature:<f>`, `module:<m>`, or the top-level folder.
 * @param {string} file relative to the root
 */
export function areaOf(file) {
  const feature = /^src\/features\/([^/]+)(?:\/|$)/.exec(file)
  if (feature) return `feature:${feature[1]}`
  const serverModule = /^server\/modules\/([^/]+)(?:\/|$)/.exec(file)
  if (serverModule) return `module:${serverModule[1]}`
  return file.split('/')[0]
}

/** @param {string} file relative to the root */
export function isTestCode(file) {
  return /\.(test|spec)\.ts$/.test(file) || /^(server|src|shared)\/test\//.test(file) || file.startsWith('e2e/')
}

/**
 * The message id of the boundary an import crosses, or undefined.
 * @param {string} from relative to the root
 * @param {string} to relative to the root
 */
export function crossing(from, to) {
  if (isTestCode(from)) return undefined
  const fromTop = from.split('/')[0]
  const toTop = to.split('/')[0]
  if (fromTop === 'shared' && toTop !== 'shared') return 'sharedImportsPlatform'
  if (fromTop === 'src' && toTop === 'server') return 'appImportsServer'
  if (fromTop === 'server' && (toTop === 'scripts' || toTop === 'src' || to.startsWith('openapi/src/'))) {
    return 'serverImportsTooling'
  }
  const fromArea = areaOf(from)
  const toArea = areaOf(to)
  if (fromArea === toArea) return undefined
  // The entry is the area's folder itself (resolved to its index.ts when that exists).
  const entry = to.replace(/\/index\.ts$/, '')
  if (toArea.startsWith('feature:') && entry !== `src/features/${toArea.slice(8)}`) return 'deepFeatureImport'
  if (toArea.startsWith('module:') && entry !== `server/modules/${toArea.slice(7)}`) return 'deepModuleImport'
  return undefined
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** @returns {string[]} every source file, relative to the root */
function sourceFiles() {
  /** @type {string[]} */
  const files = []
  /** @param {string} folder */
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) {
        if (!ignoredFolders.has(name)) walk(path)
      } else if (sourceExtensions.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts')) {
        files.push(slashed(relative(projectRoot, path)))
      }
    }
  }
  for (const root of sourceRoots) if (existsSync(join(projectRoot, root))) walk(join(projectRoot, root))
  return files
}

/**
 * Which areas of one kind (features, modules) depend on which, through code that ships.
 * @returns {Map<string, Set<string>>}
 */
function areaGraph() {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map()
  for (const from of sourceFiles()) {
    if (isTestCode(from)) continue
    const fromArea = areaOf(from)
    if (!fromArea.includes(':')) continue
    for (const match of readFileSync(join(projectRoot, from), 'utf8').matchAll(importPattern)) {
      const to = resolveImport(from, match[1] ?? match[2])
      if (!to) continue
      const toArea = areaOf(to)
      if (toArea === fromArea || toArea.split(':')[0] !== fromArea.split(':')[0]) continue
      if (!graph.has(fromArea)) graph.set(fromArea, new Set())
      graph.get(fromArea).add(toArea)
    }
  }
  return graph
}

/**
 * Whether `to` reaches `from` in the graph (then from → to closes a circle).
 * @param {Map<string, Set<string>>} graph
 */
function reaches(graph, start, goal) {
  const seen = new Set([start])
  const queue = [start]
  while (queue.length > 0) {
    const area = queue.shift()
    if (area === goal) return true
    for (const next of graph.get(area) ?? []) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return false
}

/** The area graph, read once per lint run (ESLint keeps the plugin module loaded). */
let cachedGraph
const graph = () => (cachedGraph ??= areaGraph())

/**
 * Replaces the graph read from the tree, so that a check can show the rule on a known graph.
 * @param {Map<string, Set<string>>} known
 */
export function useAreaGraph(known) {
  cachedGraph = known
}

/** @param {import('eslint').Rule.RuleContext} context */
const relativeFile = (context) => slashed(relative(projectRoot, context.filename))

/**
 * Calls `check` with every import specifier of the file (static, re-export, dynamic with a literal).
 * @param {(node: import('estree').Node, specifier: string) => void} check
 */
function importVisitor(check) {
  /** @param {{ source?: { type: string, value?: unknown } | null }} node */
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      check(/** @type {import('estree').Node} */ (node.source), node.source.value)
    }
  }
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  }
}

const messages = {
  deepFeatureImport:
    '{{to}} is inside feature "{{area}}": import what it offers from src/features/{{area}}/index.ts, or move shared code to src/platform/.',
  deepModuleImport:
    '{{to}} is inside server module "{{area}}": import what it offers from server/modules/{{area}}/index.ts, or move shared code to server/platform/.',
  appImportsServer: 'The app never imports server code ({{to}}); shared code lives in shared/.',
  serverImportsTooling: 'The server never imports scripts/, openapi/src or the app ({{to}}); shared code lives in shared/.',
  sharedImportsPlatform: 'shared/ stays free of the app, the server and tooling ({{to}}).',
  areaCycle: '{{from}} imports {{to}}, which already depends on {{from}}: break the circle (move the shared piece down, or invert it with an event or registration).',
  sqlOutsideRepository: 'SQL lives in repositories: move this statement into a *.repo.ts beside this file and call it from here.',
}

/** A string that starts an SQL statement (fragments such as sort columns or WHERE parts are not). */
const sqlStatement = /^\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+(\w+\s+)?SET\s|DELETE\s+FROM\s|WITH\s+(RECURSIVE\s+)?\w+\s*(\([^)]*\)\s*)?AS\s*\(|ALTER\s+TABLE\s|CREATE\s+(UNIQUE\s+)?(TABLE|INDEX)\s|DROP\s+(TABLE|INDEX)\s|LOCK\s+TABLE\s|TRUNCATE\s)/

/**
 * Where SQL may be written: repositories, the database layer and its migrations, the demo seed, the
 * translation of expressions to SQL, and the DDL of entity tables (entities/storage).
 * @param {string} file relative to the root
 */
export function mayHoldSql(file) {
  return (
    !file.startsWith('server/') ||
    isTestCode(file) ||
    file.endsWith('.repo.ts') ||
    /^server\/(db|seed|expressions)\//.test(file) ||
    file.startsWith('server/modules/entities/storage/')
  )
}

/** @type {import('eslint').ESLint.Plugin} */
export default {
  meta: { name: 'boundaries' },
  rules: {
    'entry-only': {
      meta: { type: 'problem', messages, schema: [], docs: { description: 'Areas are used only through their entry file.' } },
      create(context) {
        const from = relativeFile(context)
        return importVisitor((node, specifier) => {
          const to = resolveImport(from, specifier)
          const messageId = to && crossing(from, to)
          if (!messageId) return
          context.report({ node, messageId, data: { to, area: areaOf(to).split(':')[1] ?? '' } })
        })
      },
    },
    'sql-in-repositories': {
      meta: { type: 'problem', messages, schema: [], docs: { description: 'Server SQL statements live in repositories.' } },
      create(context) {
        if (mayHoldSql(relativeFile(context))) return {}
        /** @param {import('estree').Node} node @param {string} text */
        const check = (node, text) => {
          if (sqlStatement.test(text)) context.report({ node, messageId: 'sqlOutsideRepository' })
        }
        return {
          Literal: (node) => typeof node.value === 'string' && check(node, node.value),
          TemplateLiteral: (node) => check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join('x')),
        }
      },
    },
    'no-area-cycles': {
      meta: { type: 'problem', messages, schema: [], docs: { description: 'No circle of features or of server modules.' } },
      create(context) {
        const from = relativeFile(context)
        const fromArea = areaOf(from)
        if (isTestCode(from) || !fromArea.includes(':')) return {}
        return importVisitor((node, specifier) => {
          const to = resolveImport(from, specifier)
          if (!to) return
          const toArea = areaOf(to)
          if (toArea === fromArea || toArea.split(':')[0] !== fromArea.split(':')[0]) return
          if (reaches(graph(), toArea, fromArea)) context.report({ node, messageId: 'areaCycle', data: { from: fromArea, to: toArea } })
        })
      },
    },
  },
}
