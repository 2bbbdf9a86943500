import type { FastifyRequest } from 'fastify'
import { EnvelopeError, issue } from './errors'

/** The request media types of the contract: application/json, text/json and application/*+json. */
const jsonMediaType = /^(application\/json|text\/json|application\/[\w.-]+\+json)$/
const formMediaType = 'application/x-www-form-urlencoded'

function requestMediaType(request: FastifyRequest): string {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Refuses a body of any other type than the binary one an operation takes (415). */
export function requireRawBody(request: FastifyRequest, mediaType: string): void {
  const actual = requestMediaType(request)
  if (actual === mediaType) return
  throw new EnvelopeError(415, [
    issue(
      'workspace.request.unsupportedMediaType',
      actual ? `The request body must be ${mediaType}, not ${actual.slice(0, 100)}.` : `The request body must be ${mediaType}; Content-Type is missing.`,
    ),
  ])
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

/**
 * Refuses a request body that is not JSON with 415 before it is parsed. Form posts and plain text
 * are what a foreign web page can send without a CORS preflight, so JSON-only bodies keep such
 * pages from calling the API at all. `acceptsForm` is for HTTP endpoint functions, which take
 * HTML-form posts by design.
 */
export function requireJsonBody(request: FastifyRequest, acceptsForm = false): void {
  if (!carriesBody(request)) return
  const mediaType = requestMediaType(request)
  if (jsonMediaType.test(mediaType) || (acceptsForm && mediaType === formMediaType)) return
  const accepted = acceptsForm ? `JSON or ${formMediaType}` : 'JSON (application/json)'
  throw new EnvelopeError(415, [
    issue(
      'workspace.request.unsupportedMediaType',
      mediaType ? `The request body must be ${accepted}, not ${mediaType.slice(0, 100)}.` : `The request body must be ${accepted}; Content-Type is missing.`,
    ),
  ])
}
