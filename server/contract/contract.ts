import { existsSync, readFileSync, statSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { Issue } from '../http/envelope'
import { jsonBytes, requestLimits, requestValueIssues } from './requestBounds'
import { boundedJsonKeyword, boundIdLike, dereference, resolvePointer, tightenSchema, type SchemaNode } from './schemaTransform'
import { issuesFromAjv } from './validation'

export const contractDocuments = ['service-config-v1', 'service-public-v1', 'product-ui-v1'] as const
export type ContractDocumentName = (typeof contractDocuments)[number]

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const
export type HttpMethod = (typeof httpMethods)[number]

/** The parts of a request, already validated and (query/path) coerced. */
export interface ValidatedRequest {
  params: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
}

export interface ContractOperation {
  operationId: string
  document: ContractDocumentName
  method: HttpMethod
  /** OpenAPI path template, e.g. `/api/workspace/admin/users/{userId}`. */
  path: string
  /** Compiles the validators now (they are otherwise compiled on first use). */
  prepare(): void
  /** Validates and coerces one request; returns the issues when it is bad. */
  validate(input: ValidatedRequest): { ok: true; value: ValidatedRequest } | { ok: false; issues: Issue[] }
}

interface CompiledOperation {
  params: ValidateFunction
  query: ValidateFunction
  body: ValidateFunction | undefined
  bodyRequired: boolean
}

interface ParameterObject {
  name: string
  in: string
  required?: boolean
  schema?: unknown
}

// ajv-formats is published as CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule

function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
  })
  addFormats(ajv)
  const int32 = (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647
  ajv.addFormat('int32', { type: 'number', validate: int32 })
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) })
  ajv.addFormat('float', { type: 'number', validate: () => true })
  ajv.addFormat('double', { type: 'number', validate: () => true })
  ajv.addKeyword({
    keyword: boundedJsonKeyword,
    schemaType: 'boolean',
    validate: (_bounded: boolean, data: unknown) => jsonBytes(data) <= requestLimits.maxFreeFormBytes,
  })
  return ajv
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function jsonBodySchema(requestBody: SchemaNode): unknown {
  const content = isNode(requestBody.content) ? requestBody.content : {}
  const mediaType = content['application/json'] ?? Object.entries(content).find(([type]) => type.includes('json'))?.[1]
  return isNode(mediaType) ? mediaType.schema : undefined
}

interface LoadedContract {
  operations: ContractOperation[]
  missing: ContractDocumentName[]
}

/** Compiled validators cost about a second per app; apps of one process on the same files share them. */
const loaded = new Map<string, LoadedContract>()

/** Loads the contract documents found in `dir` and prepares one validator per operation. */
export function loadContract(dir: string): LoadedContract {
  const files = contractDocuments.map((name) => `${dir}/${name}.json`)
  const version = files.map((file) => (existsSync(file) ? `${file}:${statSync(file).mtimeMs}:${statSync(file).size}` : `${file}:-`)).join('|')
  const known = loaded.get(version)
  if (known) return known
  const operations: ContractOperation[] = []
  const missing: ContractDocumentName[] = []
  contractDocuments.forEach((name, index) => {
    const file = files[index]!
    if (!existsSync(file)) {
      missing.push(name)
      return
    }
    const doc = JSON.parse(readFileSync(file, 'utf8')) as SchemaNode
    operations.push(...compileDocument(name, doc))
  })
  const contract = { operations, missing }
  loaded.set(version, contract)
  return contract
}

export function compileDocument(name: ContractDocumentName, doc: SchemaNode): ContractOperation[] {
  const bodyAjv = createAjv(false)
  const paramAjv = createAjv(true)
  // Self-referencing schemas stay references into the registered document.
  bodyAjv.addSchema(doc, name)
  paramAjv.addSchema(doc, name)
  const deref = (value: unknown) => tightenSchema(dereference(value, doc, name))

  const operations: ContractOperation[] = []
  const paths = isNode(doc.paths) ? doc.paths : {}
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!isNode(rawItem)) continue
    const item = (typeof rawItem.$ref === 'string' ? resolvePointer(doc, rawItem.$ref) : rawItem) as SchemaNode
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of httpMethods) {
      const operation = item[method]
      if (!isNode(operation) || typeof operation.operationId !== 'string') continue
      const own = Array.isArray(operation.parameters) ? operation.parameters : []
      // Compiled on first use: only the operations the server serves pay for it.
      let compiled: CompiledOperation | undefined
      const compile = (): CompiledOperation => {
        if (compiled) return compiled
        const parameters = [...shared, ...own].map((p) => dereference(p, doc, name) as ParameterObject)
        const requestBody = isNode(operation.requestBody) ? (dereference(operation.requestBody, doc, name) as SchemaNode) : undefined
        const bodySchema = requestBody ? jsonBodySchema(requestBody) : undefined
        compiled = {
          params: compileParameters(paramAjv, parameters, 'path', deref),
          query: compileParameters(paramAjv, parameters, 'query', deref),
          body: bodySchema ? bodyAjv.compile(deref(bodySchema) as object) : undefined,
          bodyRequired: requestBody?.required === true,
        }
        return compiled
      }

      operations.push({
        operationId: operation.operationId,
        document: name,
        method,
        path,
        prepare() {
          compile()
        },
        validate(input) {
          const { params: validateParams, query: validateQuery, body: validateBody, bodyRequired } = compile()
          // Checked first and alone (NUL, unpaired surrogates, nesting depth): schema checks on
          // such values only add noise, and a deep value could overflow their stack.
          // A binary body (a file chunk) is bytes, not text: NUL is a byte like any other there.
          const textBody = Buffer.isBuffer(input.body) ? undefined : input.body
          const valueIssues = [input.params, input.query, textBody].flatMap((part) => requestValueIssues(part))
          if (valueIssues.length > 0) return { ok: false, issues: valueIssues.slice(0, requestLimits.maxIssues) }
          const params = { ...input.params }
          const query = { ...input.query }
          const issues: Issue[] = []
          if (!validateParams(params)) issues.push(...issuesFromAjv(validateParams.errors ?? []))
          if (!validateQuery(query)) issues.push(...issuesFromAjv(validateQuery.errors ?? []))
          if (input.body === undefined || input.body === null) {
            if (bodyRequired) issues.push({ Code: 'workspace.validation.required', Message: 'A request body is required.' })
          } else if (validateBody && !validateBody(input.body)) {
            issues.push(...issuesFromAjv(validateBody.errors ?? []))
          }
          return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { params, query, body: input.body } }
        },
      })
    }
  }
  return operations
}

function compileParameters(
  ajv: Ajv,
  parameters: ParameterObject[],
  location: 'path' | 'query',
  deref: (value: unknown) => unknown,
): ValidateFunction {
  const properties: Record<string, unknown> = {}
  const required: string[] = []
  for (const parameter of parameters.filter((p) => p.in === location)) {
    properties[parameter.name] = boundIdLike(parameter.name, deref(parameter.schema ?? { type: 'string' }), location === 'path')
    if (parameter.required || location === 'path') required.push(parameter.name)
  }
  // Unknown query parameters (cache busters, tracing) are tolerated; bodies are strict.
  return ajv.compile({ type: 'object', properties, required, additionalProperties: true })
}
