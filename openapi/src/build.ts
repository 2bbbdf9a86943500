import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { DocumentName, OpenApiDocument, Operation, Parameter, RequestBody, Response, Schema } from './types'
import type { OperationSpec } from './operations/spec'
import { apiResponse } from './schemas/common'
import { allOperations, allSchemas } from './registry'
import { ref } from './s'
import { renderEnumsDoc } from './enumsDoc'
import { tagDescriptions } from './tags'

/** Builds both OpenAPI documents from the sources and writes them beside this folder. */

const REQUEST_MEDIA_TYPES = ['application/json', 'text/json', 'application/*+json']

const STATUS_TEXT: Record<number, string> = {
  200: 'Success.',
  400: 'Invalid request; Errors name the offending members.',
  401: 'Not authenticated.',
  403: 'Forbidden.',
  404: 'Target not found.',
  409: 'Conflict.',
}

interface DocumentInfo {
  title: string
  version: string
  description: string
}

const DOCUMENTS: Record<DocumentName, DocumentInfo> = {
  config: {
    title: 'Workspace Configuration API',
    version: 'service-config-v1',
    description:
      'Authoring and administration of a workspace installation. Operations marked `x-contract: documented` ' +
      'follow the platform specification; `x-contract: assumed` marks operations and members the admin app ' +
      'needs that the specification does not show.',
  },
  public: {
    title: 'Workspace Public API',
    version: 'service-public-v1',
    description:
      'Runtime integration with a workspace installation. Operations marked `x-contract: documented` follow ' +
      'the platform specification.',
  },
  ui: {
    title: 'Workspace Product UI API',
    version: 'product-ui-v1',
    description:
      'Operations only the product UI uses, which the specification keeps out of the configuration and public ' +
      'descriptions: business-function runtime settings ("managed only from the product UI") and the later ' +
      'lifecycle of tokens (sign-out). Not a published platform description: every operation here is ' +
      '`x-contract: assumed`.',
  },
}

export const documentNames: readonly DocumentName[] = ['config', 'public', 'ui']

export const envelopeName = (base: string): string => `${base}ApiResponse`

export function buildDocument(name: DocumentName): OpenApiDocument {
  const info = DOCUMENTS[name]
  const operations = allOperations.filter((operation) => operation.document === name)
  const schemas: Record<string, Schema> = { ...allSchemas }
  const paths: OpenApiDocument['paths'] = {}
  const tags: string[] = []
  for (const spec of operations) {
    addEnvelope(schemas, spec)
    const pathItem = (paths[spec.path] ??= {})
    if (pathItem[spec.method]) throw new Error(`Duplicate operation ${spec.method} ${spec.path}`)
    pathItem[spec.method] = toOperation(spec)
    if (!tags.includes(spec.tag)) tags.push(spec.tag)
  }
  const document: OpenApiDocument = {
    openapi: '3.0.4',
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: '/', description: 'The API base address of the installation ({base_url}).' }],
    tags: tags.map((tag) => ({ name: tag, description: describedTag(tag) })),
    security: [{ workspaceBearer: [] }],
    paths,
    components: {
      securitySchemes: {
        workspaceBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A workspace access token (AccessToken of the login result) or a service API key.',
        },
      },
      parameters: {
        AccessToken: {
          name: 'access_token',
          in: 'query',
          required: false,
          description: 'The bearer token, only for clients that cannot set an Authorization header.',
          schema: { type: 'string' },
        },
      },
      schemas: {},
    },
  }
  document.components.schemas = reachableSchemas(schemas, paths)
  return typeNullableReferences(document)
}

/**
 * `nullable` only counts beside a `type` in OpenAPI 3.0, so the `allOf` wrapper of a nullable
 * reference takes the type of the schema it references; other generators would drop the null.
 */
function typeNullableReferences(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document)
  const schemas = copy.components.schemas
  const typeOf = (schema: Schema): Schema['type'] => {
    const target = schema.$ref ? schemas[schema.$ref.slice('#/components/schemas/'.length)] : schema
    return target?.type ?? (target?.$ref ? typeOf(target) : undefined)
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const schema = value as Schema
    if (schema.nullable && !schema.type && schema.allOf?.length === 1) {
      const type = typeOf(schema.allOf[0] as Schema)
      if (!type) throw new Error(`A nullable reference to ${schema.allOf[0]?.$ref} has no type to take`)
      schema.type = type
    }
    Object.values(value).forEach(visit)
  }
  visit(copy)
  return copy
}

function describedTag(tag: string): string {
  const description = tagDescriptions[tag]
  if (!description) throw new Error(`The tag ${tag} has no description in openapi/src/tags.ts`)
  return description
}

function toOperation(spec: OperationSpec): Operation {
  const pathParameters: Parameter[] = [...spec.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name: name as string,
    in: 'path',
    required: true,
    description: spec.pathParams?.[name as string],
    schema: { type: 'string' },
  }))
  for (const parameter of pathParameters) if (!parameter.description) delete parameter.description
  const operation: Operation = {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    parameters: [...pathParameters, ...(spec.query ?? []), { $ref: '#/components/parameters/AccessToken' }],
    responses: Object.fromEntries(spec.statuses.map((status) => [String(status), response(spec, status)])),
    security: spec.anonymous ? [] : [{ workspaceBearer: [] }],
    'x-contract': spec.contract,
  }
  if (spec.description) operation.description = spec.description
  if (spec.body) operation.requestBody = requestBody(spec.body, spec.bodyDescription)
  if (spec.rawBody) {
    operation.requestBody = {
      required: true,
      description: spec.rawBody.description,
      content: { [spec.rawBody.mediaType]: { schema: { type: 'string', format: 'binary' } } },
    }
  }
  if (spec.note) operation['x-contract-note'] = spec.note
  return operation
}

function requestBody(schema: Schema, description?: string): RequestBody {
  const body: RequestBody = {
    required: true,
    content: Object.fromEntries(REQUEST_MEDIA_TYPES.map((type) => [type, { schema }])),
  }
  if (description) body.description = description
  return body
}

function response(spec: OperationSpec, status: number): Response {
  const description = STATUS_TEXT[status] ?? 'Response.'
  // RFC 7807 media type: what an installation answers for 401 and 403.
  if (status === 401 || status === 403) {
    return { description, content: { 'application/problem+json': { schema: ref('ProblemDetails') } } }
  }
  if (status === 200 && spec.rawResponse) {
    return { description: spec.rawResponse.description, content: { [spec.rawResponse.mediaType]: { schema: { type: 'string', format: 'binary' } } } }
  }
  return { description, content: { 'application/json': { schema: ref(envelopeName(spec.envelope)) } } }
}

function addEnvelope(schemas: Record<string, Schema>, spec: OperationSpec): void {
  const name = envelopeName(spec.envelope)
  const envelope = apiResponse(spec.data)
  const existing = schemas[name]
  if (existing && JSON.stringify(existing) !== JSON.stringify(envelope)) {
    throw new Error(`Envelope ${name} is declared with two different Data schemas (${spec.operationId})`)
  }
  schemas[name] = envelope
}

/** Only the schemas a document references, sorted by name, so each description stands alone. */
function reachableSchemas(schemas: Record<string, Schema>, root: unknown): Record<string, Schema> {
  const found = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length)
        const schema = schemas[name]
        if (!schema) throw new Error(`Unknown schema ${name}`)
        if (!found.has(name)) {
          found.add(name)
          visit(schema)
        }
      } else visit(child)
    }
  }
  visit(root)
  return Object.fromEntries([...found].sort().map((name) => [name, schemas[name] as Schema]))
}

export function serialize(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`
}

export const outputFile = (name: DocumentName): string =>
  fileURLToPath(new URL(`../${DOCUMENTS[name].version}.json`, import.meta.url))

export const enumsDocFile = fileURLToPath(new URL('../../docs/contract-enums.md', import.meta.url))

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const name of documentNames) {
    writeFileSync(outputFile(name), serialize(buildDocument(name)))
    console.log(`wrote ${outputFile(name)}`)
  }
  writeFileSync(enumsDocFile, renderEnumsDoc())
  console.log(`wrote ${enumsDocFile}`)
}
