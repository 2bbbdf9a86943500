import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/** A download: a handler returns one instead of Data, and the bytes go out without the envelope. */
export class RawResponse {
  constructor(
    readonly body: Readable | Buffer,
    readonly headers: Record<string, string>,
  ) {}

  send(reply: FastifyReply): FastifyReply {
    for (const [name, value] of Object.entries(this.headers)) reply.header(name, value)
    return reply.code(200).send(this.body)
  }
}
