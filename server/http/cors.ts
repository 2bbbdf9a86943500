import type { FastifyInstance } from 'fastify'

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
const allowedHeaders = 'Authorization, Content-Type, Accept, Accept-Language'

/** The admin app runs on another origin: reflect the caller's origin and answer preflights. */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    if (!origin) return
    reply.header('Access-Control-Allow-Origin', origin)
    reply.header('Vary', 'Origin')
  })
  app.route({
    method: 'OPTIONS',
    url: '*',
    handler: async (request, reply) => {
      const requested = request.headers['access-control-request-headers']
      reply
        .header('Access-Control-Allow-Methods', allowedMethods)
        .header('Access-Control-Allow-Headers', typeof requested === 'string' && requested ? requested : allowedHeaders)
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send()
    },
  })
}
