import type { BuiltinFunction } from './types'

/** Accepts calls from outside systems at /api/workspace/functions/http/webhook. */
export const webhookReceiver: BuiltinFunction = {
  key: 'webhook-receiver',
  displayName: 'Webhook receiver',
  description: 'Receives notifications from payment and shipping providers.',
  supportsCancellation: false,
  timeoutMs: 10_000,
  maxAttempts: 1,
  httpEndpointKey: 'webhook',
  version: 1,
  async run(context) {
    const http = context.http
    if (!http) return { kind: 'validation', issues: [{ field: null, message: 'The webhook receiver answers HTTP calls only.' }] }
    const event = http.query.event ?? null
    if (http.method === 'POST' && http.bodyMemberNames.length === 0) {
      return { kind: 'validation', issues: [{ field: 'Body', message: 'A POST needs a JSON or form body.' }] }
    }
    return {
      kind: 'success',
      summary: `Received ${http.method} ${event ? `event "${event}" ` : ''}with ${http.bodyMemberNames.length} members.`,
      result: { accepted: true, event, members: http.bodyMemberNames },
    }
  },
}
