import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultContractDir } from '../app'
import { contractDocuments } from './contract'
import { resolvePointer, type SchemaNode } from './schemaTransform'
import { startTestApi, type TestApi } from '../test/testApi'

/**
 * Every operation of the contract descriptions gets hostile input — objects nested 10,000 deep,
 * unpaired surrogates, strings of 1,000,000 characters, NUL — in its path, its query and each
 * member of its body, as the administrator (so the requests pass authorization and reach the
 * validation and the handlers). None may answer 5xx: bad input is a 400 (or 404, 413, 414, 415).
 */

let api: TestApi
let token: string
/** Path parameters filled with seeded resources, so probes get past "not found" to the handlers. */
let seeded: Record<string, string> = {}
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login('admin')
  const [cleanup] = await api.db.query<{ id: string }>("SELECT id FROM functions WHERE key = 'nightly-cleanup'")
  seeded = {
    functionKey: 'nightly-cleanup',
    functionId: cleanup!.id,
    entityIdOrKey: 'contracts',
    actionKey: 'recalculate-totals',
    userId: 'usr-operator',
    roleId: 'role-operator',
    groupId: 'grp-service-desk',
  }
})
afterAll(async () => {
  await api?.close()
})

interface Probe {
  label: string
  method: string
  path: string
  /** Raw JSON text: a deeply nested value cannot go through JSON.stringify. */
  body?: string
}

const depth = 10_000
const deepJson = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
const huge = 'x'.repeat(1_000_000)
/** JSON texts of the hostile values; JSON.stringify writes a lone surrogate as the escape `\ud800`. */
const hostile: Record<string, string> = {
  deep: deepJson,
  surrogate: JSON.stringify('id-\ud800'),
  huge: JSON.stringify(huge),
  nul: JSON.stringify('a\u0000b'),
}
/** Path values as percent-encoded text (a URL holds at most 16 KiB of headers). */
const hostilePathValues: Record<string, string> = {
  nul: 'a%00b',
  // The UTF-8 bytes of a surrogate (invalid UTF-8): refused by the router, like a segment over 1,536 characters.
  surrogate: 'id-%ED%A0%80',
  long: 'l'.repeat(2_000),
  overlong: 'o'.repeat(200),
}
/** Query values; the query parser decodes a surrogate's bytes to U+FFFD, so they are left out. */
const hostileQueryValues: Record<string, (count: number) => string> = {
  nul: () => 'a%00b',
  long: (count) => 'q'.repeat(Math.floor(10_000 / count)),
  overlong: () => 'o'.repeat(200),
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function resolved(doc: SchemaNode, value: unknown): SchemaNode {
  let node = value
  for (let hops = 0; isNode(node) && typeof node.$ref === 'string' && hops < 20; hops++) node = resolvePointer(doc, node.$ref)
  return isNode(node) ? node : {}
}

/** The top-level members of a body schema (allOf parts merged) with their type. */
function bodyMembers(doc: SchemaNode, schema: SchemaNode): Array<{ name: string; type: string }> {
  const members = new Map<string, string>()
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.map((part) => resolved(doc, part)) : [])]
  for (const part of parts) {
    for (const [name, member] of Object.entries(isNode(part.properties) ? part.properties : {})) {
      const node = resolved(doc, member)
      const first = Array.isArray(node.allOf) ? resolved(doc, node.allOf[0]) : node
      members.set(name, typeof first.type === 'string' ? first.type : 'any')
    }
  }
  return [...members].map(([name, type]) => ({ name, type }))
}

/** A hostile value in the shape a member takes, so it gets past the type check to the checks behind it. */
function shaped(type: string, json: string): string {
  if (type === 'array') return `[${json}]`
  if (type === 'object') return `{"k":${json}}`
  return json
}

function probesOf(): Probe[] {
  const probes: Probe[] = []
  const kinds = Object.entries(hostile)
  for (const name of contractDocuments) {
    const doc = JSON.parse(readFileSync(`${defaultContractDir}/${name}.json`, 'utf8')) as SchemaNode
    for (const [template, rawItem] of Object.entries(isNode(doc.paths) ? doc.paths : {})) {
      const item = resolved(doc, rawItem)
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const operation = item[method]
        if (!isNode(operation) || typeof operation.operationId !== 'string') continue
        // Signing out would revoke the token every other probe uses.
        if (operation.operationId === 'Auth_Logout') continue
        const parameters = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
          .map((parameter) => resolved(doc, parameter))
        const query = parameters.filter((parameter) => parameter.in === 'query' && parameter.name !== 'access_token').map((parameter) => String(parameter.name))
        const pathWith = (value: string) => template.replace(/\{[^}]+\}/g, value)
        const label = `${name} ${operation.operationId}`
        const verb = method.toUpperCase()
        if (template.includes('{')) {
          for (const [kind, value] of Object.entries(hostilePathValues)) probes.push({ label: `${label} path ${kind}`, method: verb, path: pathWith(value) })
        }
        const path = template.replace(/\{([^}]+)\}/g, (_whole, parameter: string) => seeded[parameter] ?? 'fuzz-missing')
        if (query.length > 0) {
          for (const [kind, value] of Object.entries(hostileQueryValues)) {
            const search = query.map((parameter) => `${encodeURIComponent(parameter)}=${value(query.length)}`).join('&')
            probes.push({ label: `${label} query ${kind}`, method: verb, path: `${path}?${search}` })
          }
        }
        const requestBody = isNode(operation.requestBody) ? resolved(doc, operation.requestBody) : undefined
        const content = requestBody && isNode(requestBody.content) ? requestBody.content : {}
        const json = content['application/json']
        if (!isNode(json)) continue
        const schema = resolved(doc, json.schema)
        for (const [kind, value] of Object.entries(hostile)) probes.push({ label: `${label} body ${kind}`, method: verb, path, body: value })
        // Each member gets one of the kinds in turn (one request each; every kind reaches every
        // operation's body as a whole above): the run stays within seconds.
        bodyMembers(doc, schema).forEach((member, index) => {
          const [kind, value] = kinds[(index + probes.length) % kinds.length]!
          probes.push({ label: `${label} ${member.name} ${kind}`, method: verb, path, body: `{${JSON.stringify(member.name)}:${shaped(member.type, value)}}` })
        })
      }
    }
  }
  return probes
}

describe('schema-driven fuzz over every operation', () => {
  it('answers hostile paths, queries and body members without a single 5xx', async () => {
    const probes = probesOf()
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let next = 0
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++]!
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
        if (probe.body !== undefined) headers['Content-Type'] = 'application/json'
        const response = await fetch(api.url + probe.path, { method: probe.method, headers, ...(probe.body !== undefined ? { body: probe.body } : {}) })
        const text = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status >= 500) failures.push(`${probe.label}: ${response.status} ${text.slice(0, 200)}`)
      }
    }
    const started = Date.now()
    await Promise.all(Array.from({ length: 4 }, worker))
    const summary = `${probes.length} requests in ${Date.now() - started} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`
    console.info(`fuzz: ${summary}, ${failures.length} × 5xx`)
    expect(failures, `${summary}\n${failures.join('\n')}`).toEqual([])
    expect(probes.length).toBeGreaterThan(1_500)
  }, 120_000)
})
