import { requestLimits } from './requestBounds'

/** A JSON-schema-like node of an OpenAPI 3.0 document. */
export type SchemaNode = { [key: string]: unknown }

/** The Ajv keyword bounding a free-form member's size (registered in contract.ts). */
export const boundedJsonKeyword = 'x-boundedJson'

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Resolves a local JSON pointer such as `#/components/schemas/User`. */
export function resolvePointer(doc: SchemaNode, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`)
  let current: unknown = doc
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    if (!isNode(current) && !Array.isArray(current)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/**
 * Inlines local $refs. A reference that would recurse into itself is left as a reference into the
 * registered document (`<docId>#/...`), which Ajv resolves lazily.
 */
export function dereference(value: unknown, doc: SchemaNode, docId: string, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, doc, docId, seen))
  if (!isNode(value)) return value
  const ref = value.$ref
  if (typeof ref === 'string') {
    if (seen.includes(ref)) return { $ref: docId + ref }
    return dereference(resolvePointer(doc, ref), doc, docId, [...seen, ref])
  }
  const result: SchemaNode = {}
  for (const [key, child] of Object.entries(value)) result[key] = dereference(child, doc, docId, seen)
  return result
}

/**
 * Prepares a dereferenced request schema for Ajv: merges `allOf` objects, closes objects that
 * declare properties (unknown members are rejected, never dropped) and turns OpenAPI `nullable`
 * into something Ajv understands in every position.
 */
export function tightenSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tightenSchema)
  if (!isNode(value)) return value
  let node: SchemaNode = { ...value }

  if (Array.isArray(node.allOf) && node.allOf.every(isNode)) node = mergeAllOf(node)
  const freeForm = isFreeForm(node)

  for (const key of ['properties', 'patternProperties']) {
    const members = node[key]
    if (isNode(members)) {
      node[key] = Object.fromEntries(Object.entries(members).map(([name, schema]) => [name, boundIdLike(name, tightenSchema(schema))]))
    }
  }
  for (const key of ['items', 'additionalProperties', 'not', 'propertyNames']) {
    if (isNode(node[key])) node[key] = tightenSchema(node[key])
  }
  for (const key of ['oneOf', 'anyOf']) {
    if (Array.isArray(node[key])) node[key] = (node[key] as unknown[]).map(tightenSchema)
  }

  if (isNode(node.properties) && node.additionalProperties === undefined) node.additionalProperties = false

  if (node.nullable === true) {
    if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null]
    if (node.type === undefined) {
      const { nullable: _nullable, ...rest } = node
      return freeForm ? { anyOf: [rest, { type: 'null' }], [boundedJsonKeyword]: true } : { anyOf: [rest, { type: 'null' }] }
    }
  }
  if (freeForm) node[boundedJsonKeyword] = true
  return node
}

const shapeKeywords = ['type', 'properties', 'patternProperties', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'not', '$ref']

/** A member that takes any JSON (function arguments, a record field value): bounded in size. */
function isFreeForm(node: SchemaNode): boolean {
  if (node.type === 'object') {
    return node.properties === undefined && node.patternProperties === undefined &&
      (node.additionalProperties === undefined || node.additionalProperties === true)
  }
  return shapeKeywords.every((keyword) => node[keyword] === undefined)
}

const idName = /(Id|Ids)$/
const keyName = /(Key|Keys)$/

function withMaxLength(schema: unknown, maxLength: number): unknown {
  if (!isNode(schema) || schema.type !== 'string' || schema.maxLength !== undefined || schema.enum !== undefined) return schema
  return { ...schema, maxLength }
}

/**
 * Ids (path parameters, members and parameters named `…Id`, `…Ids`) without a bound of their own
 * get the contract's 128 characters, keys (`…Key`, `…Keys`) 200, so no longer value reaches a query.
 */
export function boundIdLike(name: string, schema: unknown, always = false): unknown {
  const maxLength = always || idName.test(name) ? requestLimits.maxIdLength : keyName.test(name) ? requestLimits.maxKeyLength : undefined
  if (maxLength === undefined) return schema
  if (isNode(schema) && schema.type === 'array') return { ...schema, items: withMaxLength(schema.items, maxLength) }
  return withMaxLength(schema, maxLength)
}

function mergeAllOf(node: SchemaNode): SchemaNode {
  const { allOf, ...rest } = node
  const merged: SchemaNode = { ...rest }
  const properties: SchemaNode = isNode(rest.properties) ? { ...rest.properties } : {}
  const required = new Set<string>(Array.isArray(rest.required) ? (rest.required as string[]) : [])
  for (const part of allOf as SchemaNode[]) {
    const flat = Array.isArray(part.allOf) ? mergeAllOf(part) : part
    for (const [key, child] of Object.entries(flat)) {
      if (key === 'properties' && isNode(child)) Object.assign(properties, child)
      else if (key === 'required' && Array.isArray(child)) child.forEach((name) => required.add(String(name)))
      else if (merged[key] === undefined) merged[key] = child
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties
  if (required.size > 0) merged.required = [...required]
  return merged
}
