import type { FastifyRequest } from 'fastify'

/**
 * What a run keeps of an HTTP call: headers with credentials redacted, query values with
 * secret-looking keys redacted, and a summary of the body (its member or form field names).
 */

export const redacted = '[redacted]'
const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key'])
const secretLike = /(token|secret|password|passwd|pwd|api[-_]?key|apikey|signature|credential|session|auth|private[-_]?key)/i

/** A NUL cannot be stored in JSON columns: it is shown as the replacement character. */
const storable = (text: string) => text.replace(/\u0000/g, '\uFFFD').slice(0, 2000)

export function redactHeaders(headers: FastifyRequest['headers']): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    const lower = name.toLowerCase()
    result[storable(lower)] = credentialHeaders.has(lower) || secretLike.test(lower) ? redacted : storable(Array.isArray(value) ? value.join(', ') : String(value))
  }
  return result
}

export function redactQuery(query: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    result[storable(key)] = secretLike.test(key) ? redacted : storable(Array.isArray(value) ? value.map(String).join(', ') : String(value ?? ''))
  }
  return result
}

/** Names of the body's members (JSON object) or form fields; values are never kept. */
export function bodyMemberNames(body: unknown): string[] {
  if (body && typeof body === 'object' && !Array.isArray(body)) return Object.keys(body).map(storable)
  return []
}

export function formSummary(contentType: string | null, names: string[], body: unknown): string | null {
  if (body === undefined || body === null) return null
  const listed = names.slice(0, 20).join(', ')
  if (typeof body === 'string') return `Text of ${Buffer.byteLength(body)} bytes`
  if (contentType?.startsWith('application/x-www-form-urlencoded')) return `${names.length} form fields: ${listed}`
  if (Array.isArray(body)) return `JSON array with ${body.length} items`
  return `JSON object with ${names.length} members: ${listed}`
}
