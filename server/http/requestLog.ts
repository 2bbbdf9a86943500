import { performance } from 'node:perf_hooks'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { echoed } from './echo'

/** A logged path keeps each segment to this many characters: a refused request may carry far longer ones. */
const maxLoggedSegment = 128

/** The path of a request as the log keeps it: no query string (it may hold access_token), segments bounded. */
export function loggedPath(url: string): string {
  return url.split('?')[0]!.split('/').map((segment) => echoed(segment, maxLoggedSegment)).join('/')
}

/**
 * Fastify writes no "request completed" line for requests the router refuses (bad
 * percent-encoding, over-long segments): they never reach a route. The line is written here, with
 * the status, like every other request's.
 */
export function logCompletion(request: FastifyRequest, reply: FastifyReply): void {
  const started = performance.now()
  reply.raw.once('finish', () => request.log.info({ res: reply, responseTime: performance.now() - started }, 'request completed'))
}
