/** What the server accepts of an HTTP endpoint, checked while typing (the server checks again). */

export const ENDPOINT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type EndpointMethod = (typeof ENDPOINT_METHODS)[number]
export const CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'] as const
export const MAX_REQUEST_BYTES = 1_048_576
export const MAX_RATE_LIMIT = 100_000

/** Only these methods carry a body, so only they take content types. */
export const takesBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH'

const literalSegment = /^[A-Za-z0-9._~-]{1,100}$/
const parameterSegment = /^\{[A-Za-z][A-Za-z0-9_]{0,49}\}$/

/** The suffix as it is stored: trimmed, without slashes around it; empty is none. */
export const normalizeSuffix = (value: string) => value.trim().replace(/^\/+|\/+$/g, '')
export const isValidSuffix = (value: string) => {
  const suffix = normalizeSuffix(value)
  return suffix === '' || literalSegment.test(suffix) || parameterSegment.test(suffix)
}
/** `{name}` stands for any one segment. */
export const isParameterSuffix = (suffix: string | null) => suffix !== null && parameterSegment.test(suffix)

/** A whole number typed in a field, or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}
export const isValidSize = (text: string) => {
  const value = wholeNumber(text)
  return value !== null && value <= MAX_REQUEST_BYTES
}
/** Empty is "no limit". */
export const isValidRateLimit = (text: string) => {
  if (text.trim() === '') return true
  const value = wholeNumber(text)
  return value !== null && value >= 1 && value <= MAX_RATE_LIMIT
}
