import type { FastifyInstance } from 'fastify'

/** HTTP endpoint functions accept HTML-form posts: parsed to a flat object of field names to values. */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = {}
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value
    done(null, fields)
  })
}
