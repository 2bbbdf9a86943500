/**
 * Generates the typed API client sources in `shared/contract/` from the two contract documents.
 *
 *   npm run api:generate                          # from openapi/*.json
 *   npm run api:generate -- --from <baseUrl> [--token <token>]   # from an installation
 *   npm run api:generate -- --check               # write nothing; exit 1 listing stale files
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from 'openapi-typescript'

export const DOCUMENT_NAMES = ['service-config-v1', 'service-public-v1', 'product-ui-v1'] as const
export type DocumentName = (typeof DOCUMENT_NAMES)[number]
export type ContractDocuments = Record<DocumentName, OpenAPI3>

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const OPENAPI_DIR = join(ROOT, 'openapi')
export const GENERATED_DIR = join(ROOT, 'shared', 'contract')

const fileSource = (name: DocumentName): string => `openapi/${name}.json`

const HEADER = (source: string): string =>
  [
    '/**',
    ' * generated — do not edit.',
    ` * Source: ${source}`,
    ' * Regenerate with `npm run api:generate`.',
    ' */',
    '',
    '',
  ].join('\n')

export async function readDocumentsFromFiles(dir = OPENAPI_DIR): Promise<ContractDocuments> {
  const entries = await Promise.all(
    DOCUMENT_NAMES.map(async (name) => {
      const text = await readFile(join(dir, `${name}.json`), 'utf8')
      return [name, JSON.parse(text) as OpenAPI3] as const
    }),
  )
  return Object.fromEntries(entries) as ContractDocuments
}

export async function readDocumentsFromInstallation(baseUrl: string, token?: string): Promise<ContractDocuments> {
  const base = baseUrl.replace(/\/+$/, '')
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const entries = await Promise.all(
    DOCUMENT_NAMES.map(async (name) => {
      const url = `${base}/openapi/${name}.json`
      const response = await fetch(url, { headers })
      // An installation need not serve the product UI description: the package's own copy stands in.
      if (response.status === 404 && name === 'product-ui-v1') {
        return [name, JSON.parse(await readFile(join(OPENAPI_DIR, `${name}.json`), 'utf8')) as OpenAPI3] as const
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`)
      return [name, (await response.json()) as OpenAPI3] as const
    }),
  )
  return Object.fromEntries(entries) as ContractDocuments
}

/** Types for one document. Stable options: the output must not depend on the machine or the run. */
export async function renderDocumentTypes(document: OpenAPI3, source: string): Promise<string> {
  // structuredClone: openapi-typescript bundles in place and must not alter the caller's object.
  const nodes = await openapiTS(structuredClone(document), {
    silent: true,
    alphabetize: false,
    // Defaults belong to the server; a member with a default stays optional in request bodies.
    defaultNonNullable: false,
    cwd: pathToFileURL(`${OPENAPI_DIR}/`),
  })
  return HEADER(source) + normalize(astToString(nodes))
}

type EnumValue = string | number

interface EnumEntry {
  name: string
  source: DocumentName
  members: Array<{ key: string; value: EnumValue; label: string }>
}

function enumValues(schema: SchemaObject): EnumValue[] | undefined {
  if (!('enum' in schema) || !Array.isArray(schema.enum)) return undefined
  const values: unknown[] = schema.enum
  return values.every((v): v is EnumValue => typeof v === 'string' || typeof v === 'number') ? values : undefined
}

/** Enum schemas of one document that name their values through `x-enum-varnames`. */
export function collectEnums(document: OpenAPI3, source: DocumentName): EnumEntry[] {
  const schemas = document.components?.schemas ?? {}
  const entries: EnumEntry[] = []
  for (const [name, schema] of Object.entries(schemas)) {
    const values = enumValues(schema)
    const varnames: unknown = schema['x-enum-varnames']
    if (!values || !Array.isArray(varnames) || varnames.length !== values.length) continue
    const descriptions: unknown = schema['x-enum-descriptions']
    entries.push({
      name,
      source,
      members: values.map((value, index) => {
        const key = String(varnames[index])
        const description = Array.isArray(descriptions) ? descriptions[index] : undefined
        return { key, value, label: typeof description === 'string' && description ? description : humanize(key) }
      }),
    })
  }
  return entries
}

/** `WorkspaceUser` → `Workspace user`: a readable fallback; screens use locale messages. */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const literal = (value: string | number): string => (typeof value === 'number' ? String(value) : quote(value))
const propertyKey = (key: string | number): string =>
  typeof key === 'number' || /^[A-Za-z_$][\w$]*$/.test(key) ? String(key) : quote(key)

function sameMembers(a: EnumEntry, b: EnumEntry): boolean {
  return JSON.stringify(a.members) === JSON.stringify(b.members)
}

export function renderEnums(documents: ContractDocuments): string {
  const byName = new Map<string, EnumEntry>()
  for (const name of DOCUMENT_NAMES) {
    for (const entry of collectEnums(documents[name], name)) {
      const existing = byName.get(entry.name)
      if (!existing) byName.set(entry.name, entry)
      else if (!sameMembers(existing, entry)) byName.set(`Public${entry.name}`, { ...entry, name: `Public${entry.name}` })
    }
  }
  const blocks = [...byName.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((entry) => {
      const values = entry.members.map((m) => `  ${propertyKey(m.key)}: ${literal(m.value)},`).join('\n')
      const labels = entry.members.map((m) => `  ${propertyKey(m.value)}: ${quote(m.label)},`).join('\n')
      return [
        `/** \`${entry.name}\` (${entry.source}) */`,
        `export const ${entry.name} = {\n${values}\n} as const`,
        `export type ${entry.name} = (typeof ${entry.name})[keyof typeof ${entry.name}]`,
        `export const ${entry.name}Labels: Readonly<Record<${entry.name}, string>> = {\n${labels}\n}`,
        '',
      ].join('\n')
    })
  const sources = DOCUMENT_NAMES.map(fileSource).join(' and ')
  return HEADER(`x-enum-varnames of ${sources}`) + blocks.join('\n')
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const

interface ParameterLike {
  name?: unknown
  in?: unknown
  schema?: unknown
  $ref?: unknown
}

/** Follows a local `#/...` reference (one hop is all the documents use for parameters and their schemas). */
function resolved<T extends object>(document: OpenAPI3, node: T): T {
  const ref = '$ref' in node ? node.$ref : undefined
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node
  let target: unknown = document
  for (const key of ref.slice(2).split('/')) target = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined
  return typeof target === 'object' && target !== null ? (target as T) : node
}

/** Query parameters with a default, by operationId, in document order. */
export function collectQueryDefaults(document: OpenAPI3): Array<{ operationId: string; names: string[] }> {
  const entries: Array<{ operationId: string; names: string[] }> = []
  for (const item of Object.values(document.paths ?? {})) {
    if ('$ref' in item) continue
    const shared: ParameterLike[] = item.parameters ?? []
    for (const method of httpMethods) {
      const operation = item[method]
      if (!operation || '$ref' in operation || !operation.operationId) continue
      const own: ParameterLike[] = operation.parameters ?? []
      const names = [...shared, ...own]
        .map((parameter) => resolved(document, parameter))
        .filter((parameter) => {
          const schema = typeof parameter.schema === 'object' && parameter.schema !== null ? resolved(document, parameter.schema) : undefined
          return parameter.in === 'query' && typeof parameter.name === 'string' && schema !== undefined && 'default' in schema
        })
        .map((parameter) => String(parameter.name))
      if (names.length > 0) entries.push({ operationId: operation.operationId, names })
    }
  }
  return entries
}

/**
 * Validation fills a query parameter's default before a handler runs (server/contract), so the
 * handler's type marks these members present; the generated operation types leave them optional.
 */
export function renderQueryDefaults(documents: ContractDocuments): string {
  const lines = DOCUMENT_NAMES.flatMap((name) => collectQueryDefaults(documents[name]))
    .map(({ operationId, names }) => `  ${propertyKey(operationId)}: ${names.map(quote).join(' | ')}`)
  const sources = DOCUMENT_NAMES.map(fileSource).join(' and ')
  return (
    HEADER(`query parameter defaults of ${sources}`) +
    '/** Query parameters that have a default, by operationId. */\n' +
    `export interface QueryDefaults {\n${lines.join('\n')}\n}\n`
  )
}

/** Two-space indentation and one trailing newline, matching the house style. */
function normalize(text: string): string {
  const lines = text.split('\n').map((line) => {
    const indent = /^ */.exec(line)?.[0].length ?? 0
    // The printer indents by four; JSDoc continuation lines carry one extra space.
    return ' '.repeat(Math.floor(indent / 4) * 2 + (indent % 4)) + line.slice(indent).trimEnd()
  })
  return lines.join('\n').trimEnd() + '\n'
}

/** The same output whether the documents come from openapi/ or an installation, so `--from … --check` compares content. */
export async function generateApiFiles(documents: ContractDocuments): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const name of DOCUMENT_NAMES) {
    files.set(join(GENERATED_DIR, `${name}.ts`), await renderDocumentTypes(documents[name], fileSource(name)))
  }
  files.set(join(GENERATED_DIR, 'enums.ts'), renderEnums(documents))
  files.set(join(GENERATED_DIR, 'query-defaults.ts'), renderQueryDefaults(documents))
  return files
}

/** Paths (relative to the project) whose content on disk differs from `files`. */
export async function findStaleFiles(files: Map<string, string>): Promise<string[]> {
  const stale: string[] = []
  for (const [path, content] of files) {
    const current = await readFile(path, 'utf8').catch(() => null)
    if (current !== content) stale.push(relative(ROOT, path))
  }
  return stale
}

interface CliOptions {
  from?: string
  token?: string
  check: boolean
}

function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { check: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--check') options.check = true
    else if (arg === '--from') options.from = argv[++i]
    else if (arg === '--token') options.token = argv[++i]
    else throw new Error(`Unknown argument ${arg}. Use --from <baseUrl> [--token <token>] and/or --check.`)
  }
  if (options.from === '' || (options.from === undefined && argv.includes('--from'))) {
    throw new Error('--from needs the installation base URL')
  }
  return options
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const documents = options.from
    ? await readDocumentsFromInstallation(options.from, options.token)
    : await readDocumentsFromFiles()
  const files = await generateApiFiles(documents)
  if (options.check) {
    const stale = await findStaleFiles(files)
    if (stale.length) {
      console.error(`Generated API files are out of date:\n${stale.map((p) => `  ${p}`).join('\n')}`)
      console.error('Run `npm run api:generate`.')
      process.exitCode = 1
    } else console.log('Generated API files are up to date.')
    return
  }
  await mkdir(GENERATED_DIR, { recursive: true })
  for (const [path, content] of files) await writeFile(path, content)
  console.log(`Wrote ${[...files.keys()].map((p) => relative(ROOT, p)).join(', ')}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
