import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Headers on every answer of the API. `nosniff`: browsers take JSON as JSON, never as a script or
 * page. `no-store` on everything under /api/: the sign-in answer carries an access token and the
 * others carry workspace data, and the app reads fresh data through its own cache, so no browser
 * or proxy cache should keep any of it. The contract descriptions hold no user data: revalidated.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff')
  // A download's own `private, no-store` stays: it forbids no less.
  const own = reply.getHeader('Cache-Control')
  if (typeof own === 'string' && /\bno-store\b/.test(own)) return
  // So does a `private, max-age` of bytes that never change (UI artifact assets): one viewer's cache only.
  if (typeof own === 'string' && /^private, max-age=\d+$/.test(own) && reply.statusCode === 200) return
  reply.header('Cache-Control', request.url.startsWith('/openapi/') ? 'no-cache' : 'no-store')
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply)
    return payload
  })
}
