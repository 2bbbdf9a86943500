import type { Issue, ProblemDetails } from './envelope'

/**
 * Statuses answered with the envelope: the contract's 400, 404 and 409, and the request-level
 * refusals of the HTTP layer (body too large, URI too long, media type, too many sign-ins, headers).
 */
export type EnvelopeStatus = 400 | 404 | 405 | 409 | 411 | 413 | 414 | 415 | 429 | 431

/** A failure answered with the operation's ApiResponse envelope. */
export class EnvelopeError extends Error {
  constructor(
    readonly status: EnvelopeStatus,
    readonly issues: Issue[],
    /** Envelope Data, e.g. the current state of a resource on a stale RowVersion. */
    readonly data: unknown = null,
    /** Response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(issues.map((issue) => issue.Message).join('; '))
  }
}

/** A failure answered with ProblemDetails (401, 403). */
export class ProblemError extends Error {
  constructor(readonly problem: ProblemDetails) {
    super(problem.title)
  }
}

export function badRequest(code: string, message: string, field?: string): EnvelopeError {
  return new EnvelopeError(400, [issue(code, message, field)])
}

export function notFound(message = 'The resource does not exist.', target?: string): EnvelopeError {
  const notFoundIssue: Issue = { Code: 'workspace.notFound', Message: message }
  if (target) notFoundIssue.Target = target
  return new EnvelopeError(404, [notFoundIssue])
}

export function conflict(code: string, message: string, field?: string, data: unknown = null): EnvelopeError {
  return new EnvelopeError(409, [issue(code, message, field)], data)
}

export function staleRowVersion(current: unknown): EnvelopeError {
  return conflict(
    'workspace.concurrency.stale',
    'The resource was changed by someone else. Reload it and apply your changes again.',
    'RowVersion',
    current,
  )
}

export function unauthorized(detail = 'Sign in to continue.'): ProblemError {
  return new ProblemError({
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
    title: 'Unauthorized',
    status: 401,
    detail,
    instance: null,
  })
}

export function forbidden(
  detail: string,
  required: { roles?: string[]; permissions?: string[] },
): ProblemError {
  const problem: ProblemDetails = {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
    title: 'Forbidden',
    status: 403,
    detail,
    instance: null,
  }
  if (required.roles) problem.requiredRoles = required.roles
  if (required.permissions) problem.requiredPermissions = required.permissions
  return new ProblemError(problem)
}

export function issue(code: string, message: string, field?: string): Issue {
  return field === undefined ? { Code: code, Message: message } : { Code: code, Message: message, Field: field }
}
