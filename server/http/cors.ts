import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
const allowedHeaders = 'Authorization, Content-Type, Accept, Accept-Language'

/** The admin app's own origins: the dev server (5173), `vite preview` (4173) and the benchmark preview (4174). */
export const defaultAllowedOrigins: readonly string[] = [5173, 4173, 4174].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
])

/** `https://App.example.com/` → `https://app.example.com`; anything that is not an http(s) origin is refused. */
export function normalizeOrigin(value: string): string {
  const trimmed = value.trim()
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    throw new Error(`"${trimmed}" is not an origin such as https://admin.example.com.`)
  }
  // `null` (sandboxed frames, file: pages) is shared by every such page, so it can never be trusted.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
    throw new Error(`"${trimmed}" is not an http(s) origin.`)
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username) throw new Error(`"${trimmed}" must be an origin only, without a path.`)
  return url.origin
}

/** Parses `API_ALLOWED_ORIGINS`: comma- or space-separated origins. */
export function parseAllowedOrigins(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean).map(normalizeOrigin)
}

/** The Origin header when it is one of the allowed origins, else null. */
function allowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): string | null {
  const origin = request.headers.origin
  return typeof origin === 'string' && allowed.has(origin.toLowerCase()) ? origin : null
}

/** Adds the CORS answer for an allowed origin; other origins get none, so browsers keep the response from their pages. */
export function applyCors(request: FastifyRequest, reply: FastifyReply, allowed: ReadonlySet<string>): void {
  if (request.headers.origin === undefined) return
  reply.header('Vary', 'Origin')
  const origin = allowedOrigin(request, allowed)
  if (origin) reply.header('Access-Control-Allow-Origin', origin)
}

/**
 * The admin app runs on another origin than the API: only the configured origins may read answers
 * and send preflighted requests. A token sent by any other page still works (integrations call
 * without a browser); what CORS stops is a foreign page driving the API through a user's browser.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): ReadonlySet<string> {
  const allowed = new Set(origins.map(normalizeOrigin).map((origin) => origin.toLowerCase()))
  app.addHook('onRequest', async (request, reply) => applyCors(request, reply, allowed))
  app.route({
    method: 'OPTIONS',
    url: '*',
    handler: async (request, reply) => {
      if (request.headers.origin !== undefined && !allowedOrigin(request, allowed)) return reply.code(204).send()
      const requested = request.headers['access-control-request-headers']
      return reply
        .header('Access-Control-Allow-Methods', allowedMethods)
        .header('Access-Control-Allow-Headers', typeof requested === 'string' && requested ? requested : allowedHeaders)
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send()
    },
  })
  return allowed
}
