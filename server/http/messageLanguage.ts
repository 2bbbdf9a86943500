import type { FastifyInstance } from 'fastify'
import { requestLanguage } from '../platform/messages/language'
import { localizeResponse } from '../platform/messages/translate'

/**
 * Every answer's own words (issues, diagnostics, plan verdicts, a problem's detail) in the
 * language the request asks for (Accept-Language; English otherwise): server/platform/messages.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => localizeResponse(payload, requestLanguage(request.headers['accept-language'])))
}
