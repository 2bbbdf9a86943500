import type { Socket } from 'node:net'
import { failure, type Issue } from './envelope'
import type { EnvelopeStatus } from './errors'

/**
 * Failures of the HTTP layer itself (router, body parsers, Node's HTTP parser), answered in the
 * envelope with a stable Code like every other failure — never in Fastify's or Node's own shape.
 */

export interface RequestFailure {
  status: EnvelopeStatus | 408
  issue: Issue
}

const failures = {
  badUrl: { status: 400, issue: { Code: 'workspace.request.badUrl', Message: 'The request address is not validly percent-encoded.' } },
  malformedJson: { status: 400, issue: { Code: 'workspace.request.malformedJson', Message: 'The request body is not valid JSON.' } },
  malformed: { status: 400, issue: { Code: 'workspace.request.malformed', Message: 'The request is malformed.' } },
  timeout: { status: 408, issue: { Code: 'workspace.request.timeout', Message: 'The request was not received in time.' } },
  bodyTooLarge: { status: 413, issue: { Code: 'workspace.request.bodyTooLarge', Message: 'The request body is too large.' } },
  uriTooLong: {
    status: 414,
    issue: { Code: 'workspace.request.uriTooLong', Message: 'A path segment of the request address is too long.' },
  },
  unsupportedMediaType: {
    status: 415,
    issue: { Code: 'workspace.request.unsupportedMediaType', Message: 'The request body must be JSON (application/json).' },
  },
  headersTooLarge: {
    status: 431,
    issue: { Code: 'workspace.request.headersTooLarge', Message: 'The request headers are too large.' },
  },
} satisfies Record<string, RequestFailure>

/** Fastify's request errors by their code; null for anything else (an unexpected failure). */
export function frameworkFailure(error: unknown): RequestFailure | null {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  switch (code) {
    case 'FST_ERR_BAD_URL':
      return failures.badUrl
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return failures.uriTooLong
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return failures.bodyTooLarge
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return failures.unsupportedMediaType
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return failures.malformedJson
  }
  // The JSON parser's own errors (syntax, forbidden __proto__) carry only a 400.
  if (error instanceof SyntaxError && statusCode === 400) return failures.malformedJson
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return failures.malformed
  return null
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 KiB,
 * unparsable request lines, slow clients): answered on the socket, in the envelope.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW' ? failures.headersTooLarge
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? failures.timeout
        : failures.malformed
  const body = JSON.stringify(failure([{ ...answer.issue, Type: 0, Severity: 0 }]))
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[answer.status as 400 | 408 | 431]
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
