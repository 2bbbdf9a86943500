import type { Schema } from './types'

/** Terse schema builders so the contract reads like the spec's field lists. */

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })

/**
 * A nullable copy; a `$ref` cannot carry siblings in OpenAPI 3.0, so it is wrapped in `allOf` (the
 * build gives the wrapper its target's `type`: without one, `nullable` has no effect in 3.0).
 */
export const nullable = (schema: Schema): Schema =>
  schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true }

export const str = (description?: string): Schema => withDescription({ type: 'string' }, description)
export const int32 = (description?: string): Schema =>
  withDescription({ type: 'integer', format: 'int32' }, description)
export const int64 = (description?: string): Schema =>
  withDescription({ type: 'integer', format: 'int64' }, description)
export const double = (description?: string): Schema =>
  withDescription({ type: 'number', format: 'double' }, description)
export const bool = (description?: string): Schema => withDescription({ type: 'boolean' }, description)
export const uuid = (description?: string): Schema =>
  withDescription({ type: 'string', format: 'uuid' }, description)
export const dateTime = (description?: string): Schema =>
  withDescription({ type: 'string', format: 'date-time' }, description)
export const date = (description?: string): Schema =>
  withDescription({ type: 'string', format: 'date' }, description)
export const time = (description?: string): Schema =>
  withDescription({ type: 'string', format: 'time' }, description)
export const arr = (items: Schema, description?: string): Schema =>
  withDescription({ type: 'array', items }, description)
export const map = (values: Schema, description?: string): Schema =>
  withDescription({ type: 'object', additionalProperties: values }, description)
/** Any JSON value, null included (the spec's "JSON value" / "object" members): no type, so no `nullable`. */
export const json = (description?: string): Schema => withDescription({}, description)

export interface ObjectOptions {
  required?: string[]
  /** Rejects unknown members: used where the spec lists a request body completely. */
  closed?: boolean
  description?: string
  note?: string
}

export const obj = (properties: Record<string, Schema>, options: ObjectOptions = {}): Schema => {
  const schema: Schema = { type: 'object', properties }
  if (options.description) schema.description = options.description
  if (options.required?.length) schema.required = options.required
  if (options.closed) schema.additionalProperties = false
  if (options.note) schema['x-contract-note'] = options.note
  return schema
}

/** A shape the spec does not show: any members are accepted and kept. */
export const permissive = (note: string, properties: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  description: `Shape not shown by the platform specification. ${note}`,
  properties,
  additionalProperties: true,
  'x-contract-note': `not shown: ${note}`,
})

/** A shape the spec does not name, designed in its conventions (`x-contract: assumed`). */
export const assumed = (schema: Schema, note: string): Schema => ({ ...schema, 'x-contract': 'assumed', 'x-contract-note': note })

/** An assumed response shape whose every member the server always fills. */
export const filled = (properties: Record<string, Schema>, note: string): Schema =>
  assumed(obj(properties, { required: Object.keys(properties) }), note)

/** An assumed, closed request body. */
export const request = (properties: Record<string, Schema>, required: string[], note: string): Schema =>
  assumed(obj(properties, { closed: true, required }), note)

/** Makes every listed member nullable. */
export const nullables = (properties: Record<string, Schema>): Record<string, Schema> =>
  Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, nullable(schema)]))

function withDescription(schema: Schema, description?: string): Schema {
  return description ? { ...schema, description } : schema
}
