import { randomUUID } from 'node:crypto'
import { uniqueViolation } from '../db/uniqueViolation'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { boundIssue } from './echo'
import { failure, type Issue } from './envelope'
import { EnvelopeError, ProblemError, issue } from './errors'
import { failureDetails } from './failureLog'
import { frameworkFailure } from './frameworkErrors'

/** Every issue answered passes here: defaults, and caller values it repeats bounded (http/echo.ts). */
export function withIssueDefaults(issues: Issue[]): Issue[] {
  // Type: 0 Validation (of the request or a member), 1 Business; Severity: 0 Error.
  const isValidation = (code: string) => code.startsWith('workspace.validation.') || code.startsWith('workspace.request.')
  return issues.map((item) => ({ Type: isValidation(item.Code) ? 0 : 1, Severity: 0, ...boundIssue(item) }))
}

/** The issue a unique constraint answers when a write gets past its module's own check (a race). */
export interface UniqueConflict {
  readonly code: string
  readonly message: string
  readonly field?: string
}

/** Unique constraints by name, as the server's modules declare them (ServerModule.uniqueConstraints). */
export type UniqueConflicts = ReadonlyMap<string, UniqueConflict>

const anyDuplicate: UniqueConflict = { code: 'workspace.conflict.duplicate', message: 'Another item already has this value.' }

/**
 * Answers any thrown failure in the contract's shapes: envelope for 400/404/409, ProblemDetails for
 * 401/403. A unique violation answers 409 with the issue its module gives the constraint.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply, conflicts: UniqueConflicts = new Map()): FastifyReply {
  if (error instanceof ProblemError) {
    if (error.problem.status === 401) reply.header('WWW-Authenticate', 'Bearer')
    return reply
      .code(error.problem.status)
      .type('application/problem+json')
      .send({ ...error.problem, instance: request.url.split('?')[0] })
  }
  if (error instanceof EnvelopeError) {
    return reply.code(error.status).headers(error.headers).send(failure(withIssueDefaults(error.issues), error.data))
  }
  const duplicate = uniqueViolation(error)
  if (duplicate) {
    const { code, message, field } = conflicts.get(duplicate.constraint) ?? anyDuplicate
    return reply.code(409).send(failure(withIssueDefaults([issue(code, message, field)])))
  }
  const requestFailure = frameworkFailure(error)
  if (requestFailure) return reply.code(requestFailure.status).send(failure(withIssueDefaults([requestFailure.issue])))
  return sendUnexpected(error, request, reply)
}

/**
 * 500 with an error id in the envelope and in the one log line, so an operator can find the
 * failure a user reports. The log line has the method, path (no query), status, error id and
 * failureDetails — never the message, SQL parameters or the request body.
 */
function sendUnexpected(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const errorId = randomUUID()
  const path = request.url.split('?')[0]
  request.log.error({ errorId, method: request.method, path, status: 500, ...failureDetails(error) }, 'unexpected failure')
  const unexpected: Issue = {
    Code: 'workspace.unexpected',
    Message: `An unexpected error occurred. Error id: ${errorId}.`,
    Metadata: { ErrorId: errorId },
  }
  return reply.code(500).send(failure(withIssueDefaults([unexpected])))
}
