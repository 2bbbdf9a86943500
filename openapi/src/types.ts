/** The small subset of OpenAPI 3.0 objects the contract sources use. */

export interface Schema {
  $ref?: string
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object'
  format?: string
  description?: string
  nullable?: boolean
  enum?: Array<string | number>
  default?: string | number | boolean
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minItems?: number
  maxItems?: number
  maxProperties?: number
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  allOf?: Schema[]
  readOnly?: boolean
  writeOnly?: boolean
  [extension: `x-${string}`]: unknown
}

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required?: boolean
  description?: string
  schema: Schema
  [extension: `x-${string}`]: unknown
}

export interface ParameterRef {
  $ref: string
}

export interface MediaType {
  schema: Schema
}

export interface RequestBody {
  required: boolean
  description?: string
  content: Record<string, MediaType>
}

export interface Response {
  description: string
  content?: Record<string, MediaType>
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface Operation {
  operationId: string
  tags: string[]
  summary: string
  description?: string
  parameters: Array<Parameter | ParameterRef>
  requestBody?: RequestBody
  responses: Record<string, Response>
  security: Array<Record<string, string[]>>
  'x-contract': 'documented' | 'assumed'
  'x-contract-note'?: string
}

export type PathItem = Partial<Record<HttpMethod, Operation>>

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description: string }
  servers: Array<{ url: string; description: string }>
  tags: Array<{ name: string; description?: string }>
  security: Array<Record<string, string[]>>
  paths: Record<string, PathItem>
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>
    parameters: Record<string, Parameter>
    schemas: Record<string, Schema>
  }
}

/**
 * Which description an operation belongs to: the two the platform publishes, or `ui` — what only
 * the product UI uses and the specification keeps out of both (business-function runtime settings,
 * the later lifecycle of tokens).
 */
export type DocumentName = 'config' | 'public' | 'ui'
