import type { FastifyInstance } from 'fastify'

/** The largest binary body any operation takes (a file chunk, a UI project package). */
export const maxRawBodyBytes = 16 * 1024 * 1024

/**
 * Takes bodies of this media type as bytes, each route bounding its own size (routes without a raw
 * body refuse it first). Modules that take the same type each ask for it; the parser is added once.
 */
export function acceptBinaryBodies(server: FastifyInstance, mediaType: string): void {
  if (server.hasContentTypeParser(mediaType)) return
  server.addContentTypeParser(mediaType, { parseAs: 'buffer', bodyLimit: maxRawBodyBytes }, (_request, body, done) => done(null, body))
}
