import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db'
import type { PublicSchemas } from '../../http/contractOperations'
import { failure, success } from '../../http/envelope'
import { EnvelopeError, issue, unauthorized } from '../../http/errors'
import { bearerOf } from '../../http/auth'
import { withIssueDefaults } from '../../http/reply'
import { authenticate } from '../auth'
import type { HttpRequestView } from './builtins/types'
import { findFunction, unknownFunction } from './catalog'
import { actorFor, invoke } from './executor'
import { ExecutionSource, FunctionCodes, RunStatus } from './model'
import { finalizeRun, insertRun, type RunOutcome } from './runs/runs.repo'
import type { FunctionRuntime } from './runtime'
import type { FunctionHttpDetail } from './types'

export type HttpEndpointResult = PublicSchemas['FunctionHttpEndpointResult']

/**
 * HTTP endpoint functions. The run keeps only what is safe to show: headers with credentials
 * redacted, query values with secret-looking keys redacted, a summary of the body (its member or
 * form field names), content type and length, and the response status and size — never the body.
 */

export const redacted = '[redacted]'
const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key'])
const secretLike = /(token|secret|password|passwd|pwd|api[-_]?key|apikey|signature|credential|session|auth|private[-_]?key)/i

export function redactHeaders(headers: FastifyRequest['headers']): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    const lower = name.toLowerCase()
    result[lower] = credentialHeaders.has(lower) || secretLike.test(lower) ? redacted : Array.isArray(value) ? value.join(', ') : String(value)
  }
  return result
}

export function redactQuery(query: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    result[key] = secretLike.test(key) ? redacted : Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '')
  }
  return result
}

/** Names of the body's members (JSON object) or form fields; values are never kept. */
export function bodyMemberNames(body: unknown): string[] {
  if (body && typeof body === 'object' && !Array.isArray(body)) return Object.keys(body)
  return []
}

function formSummary(contentType: string | null, names: string[], body: unknown): string | null {
  if (body === undefined || body === null) return null
  const listed = names.slice(0, 20).join(', ')
  if (contentType?.startsWith('application/x-www-form-urlencoded')) return `${names.length} form fields: ${listed}`
  if (Array.isArray(body)) return `JSON array with ${body.length} items`
  return `JSON object with ${names.length} members: ${listed}`
}

export async function callHttpEndpoint(
  db: Db,
  runtime: FunctionRuntime,
  request: FastifyRequest,
  endpointKey: string,
): Promise<HttpEndpointResult> {
  const fn = await findFunction(db, 'http_endpoint_key', endpointKey)
  if (!fn) throw unknownFunction(endpointKey)
  const now = runtime.clock()
  const contentType = request.headers['content-type']?.split(';')[0]?.trim() ?? null
  const lengthHeader = request.headers['content-length']
  const names = bodyMemberNames(request.body)
  const rawQuery = { ...(request.query as Record<string, unknown>) }
  const detail: FunctionHttpDetail = {
    EndpointId: fn.id,
    EndpointKey: endpointKey,
    Method: request.method,
    PathSuffix: null,
    RequestContentType: contentType,
    RequestContentLength: lengthHeader ? Number(lengthHeader) : null,
    AuthenticationOutcome: 'Anonymous',
    ResponseStatus: null,
    ResponseContentType: null,
    ResponseSize: null,
    RedactedHeaders: redactHeaders(request.headers),
    QueryValues: redactQuery(rawQuery),
    FormSummary: formSummary(contentType, names, request.body),
    PlatformFailureCode: null,
  }
  // Authentication is optional, but a token that does not resolve is refused before the function runs.
  const bearer = (() => {
    try {
      return bearerOf(request)
    } catch {
      return 'invalid'
    }
  })()
  const caller = bearer ? await authenticate(db, bearer, now) : null
  const start = { fn, source: ExecutionSource.HttpEndpoint, workerId: runtime.workerId, arguments: { query: detail.QueryValues, members: names } }
  if (bearer && !caller) {
    const runId = await insertRun(db, { ...start, http: detail }, now)
    const problem = unauthorized('The access token or API key is not valid or has expired.')
    const http = { ...detail, AuthenticationOutcome: 'Rejected', PlatformFailureCode: FunctionCodes.httpAuthenticationFailed, ResponseStatus: 401, ResponseContentType: 'application/problem+json', ResponseSize: JSON.stringify(problem.problem).length }
    await db.transaction((tx) => finalizeRun(tx, runId, {
      status: RunStatus.PermissionFailure,
      errorType: 'AuthenticationFailed',
      errorMessage: 'The endpoint was called with an invalid token; the function did not run.',
      errorSummary: 'Authentication failed before the function ran.',
      http,
    }, runtime.clock()))
    // The run id lets the caller's administrator find the recorded failure.
    Object.assign(problem.problem, { runId })
    throw problem
  }
  if (caller) detail.AuthenticationOutcome = caller.via === 'apiKey' ? 'ApiKey' : 'AccessToken'
  const runId = await insertRun(db, { ...start, actorUserId: caller?.userId ?? null, http: detail }, now)
  const actor = caller ? await actorFor(db, caller.userId) : { userId: null, permissions: [], isAutomation: true }
  const view: HttpRequestView = { method: request.method, query: detail.QueryValues, contentType, bodyMemberNames: names }
  const outcome = await invoke(db, runtime, runId, null, fn, start.arguments, actor, view)
  const ok = outcome.status === RunStatus.Success || outcome.status === RunStatus.Skipped
  const data: HttpEndpointResult = { RunId: runId, Status: outcome.status, ResultSummary: outcome.resultSummary ?? null, Result: outcome.resultJson ?? null }
  const issues = ok ? [] : withIssueDefaults([issue(FunctionCodes.httpFunctionFailed, outcome.errorSummary ?? 'The endpoint function did not succeed.')])
  const body = ok ? success(data) : failure(issues, data)
  const finished: RunOutcome = {
    ...outcome,
    http: { ...detail, ResponseStatus: ok ? 200 : 400, ResponseContentType: 'application/json; charset=utf-8', ResponseSize: Buffer.byteLength(JSON.stringify(body)) },
  }
  await db.transaction((tx) => finalizeRun(tx, runId, finished, runtime.clock()))
  if (!ok) throw new EnvelopeError(400, issues, data)
  return data
}
