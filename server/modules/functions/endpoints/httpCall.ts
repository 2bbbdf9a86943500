import type { FastifyRequest } from 'fastify'
import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { failure, success } from '../../../http/envelope'
import { EnvelopeError, issue, notFound, ProblemError, unauthorized } from '../../../http/errors'
import { bearerOf } from '../../../http/auth'
import { withIssueDefaults } from '../../../http/reply'
import type { AuthContext } from '../../../http/operation'
import { authenticate } from '../../auth'
import type { HttpRequestView } from '../builtins/types'
import { functionAtVersion, type CatalogFunction } from '../catalog'
import { actorFor, invoke } from '../executor'
import { ExecutionSource, FunctionCodes, RunStatus } from '../model'
import { finalizeRun, insertRun, type RunOutcome, type RunStart } from '../runs/runs.repo'
import type { FunctionRuntime } from '../runtime'
import type { FunctionHttpDetail } from '../types'
import { findEndpointRow, type StoredEndpoint } from './endpoints.repo'
import { AuthenticationMode } from './endpoints.service'
import { rateLimitWait } from './rateLimiter'
import { redactHeaders, redactQuery, bodyMemberNames, formSummary } from './redaction'

export type HttpEndpointResult = PublicSchemas['FunctionHttpEndpointResult']

/**
 * HTTP endpoint functions, served as each endpoint is configured. Before the body is read, the
 * call is admitted or refused (disabled, wrong path or method, authentication, rate limit, content
 * type, size); a refusal answers with a platform failure code and is recorded on a run, and the
 * function never runs. The run keeps only what is safe to show — never the body or a credential.
 */

interface Admission {
  endpoint: StoredEndpoint
  fn: CatalogFunction
  caller: AuthContext | null
  detail: FunctionHttpDetail
}

const admissions = new WeakMap<FastifyRequest, Admission>()
const endpointKeyPattern = /^[a-z][a-z0-9-]{1,62}$/
const segmentPattern = /^[A-Za-z0-9._~-]{1,100}$/

const mediaTypeOf = (request: FastifyRequest) => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? null
const carriesBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0'
const jsonMediaType = /^(application\/json|text\/json|application\/[\w.-]+\+json)$/

function allowsType(endpoint: StoredEndpoint, mediaType: string | null): boolean {
  if (!mediaType) return false
  const normalized = jsonMediaType.test(mediaType) ? 'application/json' : mediaType
  return endpoint.allowedContentTypes.includes(normalized)
}

function suffixMatches(pattern: string | null, actual: string | null): boolean {
  if (pattern === null) return actual === null
  if (actual === null) return false
  return pattern.startsWith('{') || pattern === actual
}

interface Refusal {
  status: number
  code: string
  message: string
  runStatus: RunStatus
  authentication?: string
  headers?: Record<string, string>
}

/** Records the refused call on a run (the function never runs) and answers the refusal. */
async function refuse(db: Db, runtime: FunctionRuntime, start: RunStart, detail: FunctionHttpDetail, refusal: Refusal): Promise<never> {
  const now = runtime.clock()
  const runId = await insertRun(db, { ...start, http: detail }, now)
  const isProblem = refusal.status === 401
  const error = isProblem
    ? unauthorized(refusal.message)
    // The run id lets the caller's administrator find the recorded refusal.
    : new EnvelopeError(refusal.status as EnvelopeError['status'], [issue(refusal.code, refusal.message)], { RunId: runId }, refusal.headers ?? {})
  const bodySize = JSON.stringify(error instanceof ProblemError ? error.problem : failure(withIssueDefaults(error.issues))).length
  const http: FunctionHttpDetail = {
    ...detail,
    AuthenticationOutcome: refusal.authentication ?? detail.AuthenticationOutcome,
    PlatformFailureCode: refusal.code,
    ResponseStatus: refusal.status,
    ResponseContentType: isProblem ? 'application/problem+json' : 'application/json; charset=utf-8',
    ResponseSize: bodySize,
  }
  await db.transaction((tx) => finalizeRun(tx, runId, {
    status: refusal.runStatus,
    errorType: 'PlatformRefusal',
    errorMessage: `${refusal.message} The function did not run.`,
    errorSummary: `Refused before the function ran: ${refusal.code}.`,
    http,
  }, runtime.clock()))
  if (error instanceof ProblemError) Object.assign(error.problem, { runId })
  throw error
}

/** Admits the call or refuses it, before its body is read. */
export async function admitHttpCall(db: Db, runtime: FunctionRuntime, request: FastifyRequest): Promise<void> {
  const params = request.params as { endpointKey: string; pathSuffix?: string }
  // A key or segment no endpoint could have is answered as missing, without a lookup or a run.
  if (!endpointKeyPattern.test(params.endpointKey) || (params.pathSuffix !== undefined && !segmentPattern.test(params.pathSuffix))) {
    throw notFound('No HTTP endpoint is served at this path.')
  }
  const endpoint = await findEndpointRow(db, 'key', params.endpointKey)
  const fn = endpoint ? await functionAtVersion(db, endpoint.functionId, endpoint.functionVersionId) : null
  if (!endpoint || !fn) throw notFound(`No HTTP endpoint has the key "${params.endpointKey}".`, params.endpointKey)
  const contentType = mediaTypeOf(request)
  const lengthHeader = request.headers['content-length']
  const pathSuffix = params.pathSuffix ?? null
  const detail: FunctionHttpDetail = {
    EndpointId: endpoint.id,
    EndpointKey: endpoint.key,
    Method: request.method,
    PathSuffix: pathSuffix,
    RequestContentType: contentType,
    RequestContentLength: lengthHeader ? Number(lengthHeader) : null,
    AuthenticationOutcome: 'Anonymous',
    ResponseStatus: null,
    ResponseContentType: null,
    ResponseSize: null,
    RedactedHeaders: redactHeaders(request.headers),
    QueryValues: redactQuery({ ...(request.query as Record<string, unknown>) }),
    FormSummary: null,
    PlatformFailureCode: null,
  }
  const start: RunStart = { fn, source: ExecutionSource.HttpEndpoint, workerId: runtime.workerId, arguments: { query: detail.QueryValues }, httpEndpointId: endpoint.id }
  const refused = (refusal: Refusal) => refuse(db, runtime, start, detail, refusal)
  const rejected = RunStatus.ValidationFailure
  if (!endpoint.isEnabled) return refused({ status: 404, code: FunctionCodes.httpEndpointDisabled, message: `The endpoint "${endpoint.key}" is disabled.`, runStatus: rejected })
  if (!suffixMatches(endpoint.pathSuffix, pathSuffix)) {
    return refused({ status: 404, code: FunctionCodes.httpRouteNotFound, message: `The endpoint "${endpoint.key}" has no path ${pathSuffix ? `"${pathSuffix}"` : 'without a suffix'}.`, runStatus: rejected })
  }
  if (request.method !== endpoint.method) {
    return refused({ status: 405, code: FunctionCodes.httpMethodNotAllowed, message: `The endpoint "${endpoint.key}" answers ${endpoint.method} only.`, runStatus: rejected, headers: { Allow: endpoint.method } })
  }
  let bearer: string | null
  try {
    bearer = bearerOf(request)
  } catch {
    bearer = 'invalid'
  }
  const caller = bearer ? await authenticate(db, bearer, runtime.clock()) : null
  const denied = RunStatus.PermissionFailure
  if (bearer && !caller) {
    return refused({ status: 401, code: FunctionCodes.httpAuthenticationFailed, message: 'The access token or API key is not valid or has expired.', runStatus: denied, authentication: 'Rejected' })
  }
  if (!caller && endpoint.authenticationMode === AuthenticationMode.Required) {
    return refused({ status: 401, code: FunctionCodes.httpAuthenticationRequired, message: 'This endpoint needs a valid access token or API key.', runStatus: denied, authentication: 'Missing' })
  }
  if (caller) detail.AuthenticationOutcome = caller.via === 'apiKey' ? 'ApiKey' : 'AccessToken'
  start.actorUserId = caller?.userId ?? null
  if (endpoint.rateLimitPerMinute !== null) {
    const wait = rateLimitWait(endpoint.id, caller?.userId ?? `ip:${request.ip}`, endpoint.rateLimitPerMinute, runtime.clock().getTime())
    if (wait > 0) {
      return refused({ status: 429, code: FunctionCodes.httpRateLimited, message: `Too many calls: at most ${endpoint.rateLimitPerMinute} a minute. Try again in ${wait} s.`, runStatus: rejected, headers: { 'Retry-After': String(wait) } })
    }
  }
  if (carriesBody(request)) {
    if (!allowsType(endpoint, contentType)) {
      const allowed = endpoint.allowedContentTypes.length > 0 ? endpoint.allowedContentTypes.join(', ') : 'no body'
      return refused({ status: 415, code: FunctionCodes.httpUnsupportedMediaType, message: `The endpoint takes ${allowed}${contentType ? `, not ${contentType.slice(0, 100)}` : '; Content-Type is missing'}.`, runStatus: rejected })
    }
    if (lengthHeader === undefined) {
      return refused({ status: 411, code: FunctionCodes.httpLengthRequired, message: 'Send the body with a Content-Length.', runStatus: rejected })
    }
    if (Number(lengthHeader) > endpoint.maxRequestBytes) {
      return refused({ status: 413, code: FunctionCodes.httpRequestTooLarge, message: `The body may have at most ${endpoint.maxRequestBytes} bytes.`, runStatus: rejected })
    }
  }
  if (!fn.isEnabled) return refused({ status: 409, code: FunctionCodes.functionDisabled, message: `${fn.displayName} is disabled.`, runStatus: rejected })
  admissions.set(request, { endpoint, fn, caller, detail })
}

export async function callHttpEndpoint(db: Db, runtime: FunctionRuntime, request: FastifyRequest): Promise<HttpEndpointResult> {
  const admission = admissions.get(request)
  if (!admission) throw new Error('An HTTP endpoint call reached its handler without being admitted.')
  const { endpoint, fn, caller, detail: admitted } = admission
  const names = bodyMemberNames(request.body)
  const detail: FunctionHttpDetail = { ...admitted, FormSummary: formSummary(admitted.RequestContentType, names, request.body) }
  const args = { query: detail.QueryValues, members: names, ...(detail.PathSuffix ? { pathSuffix: detail.PathSuffix } : {}) }
  const runId = await insertRun(db, {
    fn, source: ExecutionSource.HttpEndpoint, workerId: runtime.workerId, arguments: args, actorUserId: caller?.userId ?? null, http: detail, httpEndpointId: endpoint.id,
  }, runtime.clock())
  const actor = caller ? await actorFor(db, caller.userId) : { userId: null, permissions: [], isAutomation: true }
  const view: HttpRequestView = { method: request.method, query: detail.QueryValues, contentType: detail.RequestContentType, bodyMemberNames: names, pathSuffix: detail.PathSuffix }
  const outcome = await invoke(db, runtime, runId, null, fn, args, actor, view)
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
