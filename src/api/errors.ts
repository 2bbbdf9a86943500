/**
 * The one error type every API call throws. `kind` says where it failed:
 * - `envelope`: the API answered with `ApiResponse.Errors` (400, 404, 409, or a 200 with Success false)
 * - `problem`: the API answered 401/403 with ProblemDetails
 * - `network`: the request never got an answer (offline, DNS, CORS, refused connection)
 * - `unexpected`: an answer that is not what the contract describes (HTML, empty body, wrong version)
 */
export type ApiErrorKind = 'envelope' | 'problem' | 'network' | 'unexpected'

/** One issue from `ApiResponse.Errors` / `Warnings`, with Metadata always present. */
export interface ApiIssue {
  Code: string
  Message: string
  Field?: string
  Target?: string
  Metadata: Record<string, string>
  Type?: number
  Severity?: number
}

/** ProblemDetails of a 401/403, with the role and permission extensions always as arrays. */
export interface ApiProblem {
  type?: string
  title?: string
  status?: number
  detail?: string
  instance?: string
  requiredRoles: string[]
  requiredPermissions: string[]
  /** Every member of the body as received, extensions included. */
  raw: Record<string, unknown>
}

export interface ApiErrorInit {
  kind: ApiErrorKind
  status?: number
  message?: string
  issues?: ApiIssue[]
  problem?: ApiProblem
  data?: unknown
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when there was no answer. */
  readonly status: number
  readonly issues: ApiIssue[]
  readonly problem: ApiProblem | undefined
  /** The envelope's Data, e.g. the current server state of the resource on a 409. */
  readonly data: unknown

  constructor(init: ApiErrorInit) {
    super(init.message ?? defaultMessage(init), init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status ?? 0
    this.issues = init.issues ?? []
    this.problem = init.problem
    this.data = init.data
  }

  get isUnauthorized(): boolean {
    return this.status === 401
  }

  get isForbidden(): boolean {
    return this.status === 403
  }

  get isNotFound(): boolean {
    return this.status === 404
  }

  get isConflict(): boolean {
    return this.status === 409
  }

  get isNetwork(): boolean {
    return this.kind === 'network'
  }

  /** Code of the first issue, e.g. `workspace.concurrency.stale`. */
  get code(): string | undefined {
    return this.issues[0]?.Code
  }

  get requiredRoles(): string[] {
    return this.problem?.requiredRoles ?? []
  }

  get requiredPermissions(): string[] {
    return this.problem?.requiredPermissions ?? []
  }

  hasCode(code: string): boolean {
    return this.issues.some((issue) => issue.Code === code)
  }

  /** Messages of the issues that name a member, keyed by that member (`ExtendedData.team`). */
  fieldErrors(): Record<string, string[]> {
    const byField: Record<string, string[]> = {}
    for (const issue of this.issues) {
      if (!issue.Field) continue
      ;(byField[issue.Field] ??= []).push(issue.Message)
    }
    return byField
  }

  /** Issues that name no member: what a form cannot show beside a field. */
  generalIssues(): ApiIssue[] {
    return this.issues.filter((issue) => !issue.Field)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function defaultMessage(init: ApiErrorInit): string {
  const first = init.issues?.[0]?.Message
  if (first) return first
  if (init.problem) return init.problem.detail ?? init.problem.title ?? `Request failed with status ${init.status ?? 0}`
  switch (init.kind) {
    case 'network':
      return 'The workspace API could not be reached.'
    case 'unexpected':
      return 'The workspace API answered in an unexpected way.'
    default:
      return `Request failed with status ${init.status ?? 0}`
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const optionalNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

function stringArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  if (typeof value === 'string' && value) return [value]
  return []
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {}
  const record: Record<string, string> = {}
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string') record[key] = item
  return record
}

/** Normalises one Issue from the wire; anything without Code and Message is not an issue. */
export function parseIssue(value: unknown): ApiIssue | undefined {
  if (!isRecord(value) || typeof value.Code !== 'string' || typeof value.Message !== 'string') return undefined
  const issue: ApiIssue = { Code: value.Code, Message: value.Message, Metadata: stringRecord(value.Metadata) }
  const field = optionalString(value.Field)
  const target = optionalString(value.Target)
  const type = optionalNumber(value.Type)
  const severity = optionalNumber(value.Severity)
  if (field) issue.Field = field
  if (target) issue.Target = target
  if (type !== undefined) issue.Type = type
  if (severity !== undefined) issue.Severity = severity
  return issue
}

export function parseIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return []
  return value.map(parseIssue).filter((issue): issue is ApiIssue => issue !== undefined)
}

export function parseProblem(value: unknown): ApiProblem | undefined {
  if (!isRecord(value)) return undefined
  const problem: ApiProblem = {
    requiredRoles: stringArray(value.requiredRoles),
    requiredPermissions: stringArray(value.requiredPermissions),
    raw: value,
  }
  const type = optionalString(value.type)
  const title = optionalString(value.title)
  const status = optionalNumber(value.status)
  const detail = optionalString(value.detail)
  const instance = optionalString(value.instance)
  if (type !== undefined) problem.type = type
  if (title !== undefined) problem.title = title
  if (status !== undefined) problem.status = status
  if (detail !== undefined) problem.detail = detail
  if (instance !== undefined) problem.instance = instance
  return problem
}

/** The envelope members unwrap needs, read defensively from any JSON value. */
export interface ParsedEnvelope {
  success: boolean
  data: unknown
  errors: ApiIssue[]
  warnings: ApiIssue[]
}

export function parseEnvelope(value: unknown): ParsedEnvelope | undefined {
  if (!isRecord(value) || typeof value.Success !== 'boolean') return undefined
  return {
    success: value.Success,
    data: value.Data ?? null,
    errors: parseIssues(value.Errors),
    warnings: parseIssues(value.Warnings),
  }
}

/** A fetch rejection caused by an abort is a cancellation, not a failure; callers (vue-query) expect it as is. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}
