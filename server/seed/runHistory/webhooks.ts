import { ExecutionSource, FunctionCodes, RunStatus, redacted, type FunctionHttpDetail } from '../../modules/functions'
import { finished, type Outcome } from './outcomes'
import { stableUuid, type Random } from './random'
import { catalogFunction, daysOf, inWindow, type Scenario } from './scenario'
import { dayAt, hourMs, people } from './story'

/**
 * Calls of the HTTP endpoint function around the clock: a payment provider (anonymous, signed),
 * the shipping partner (API key of the integration user, form bodies), an uptime probe, and the
 * day the shipping partner kept calling with a key that had been rotated. Only what the host
 * keeps is written: redacted headers, redacted secret query values, a form summary, no body.
 */

type Caller = 'payments' | 'shipping' | 'probe'

interface Call {
  caller: Caller
  method: 'GET' | 'POST'
  event: string | null
  members: string[]
  contentType: string | null
  contentLength: number
  rejected: boolean
  secretQuery: boolean
}

const paymentEvents = ['invoice.paid', 'invoice.paid', 'invoice.paid', 'invoice.payment_failed', 'payment.refunded'] as const
const shippingEvents = ['shipment.delivered', 'shipment.delivered', 'shipment.in_transit', 'shipment.delayed'] as const

function callAt(random: Random, caller: Caller, rotatedKey: boolean): Call {
  if (caller === 'probe') return { caller, method: 'GET', event: 'ping', members: [], contentType: null, contentLength: 0, rejected: false, secretQuery: false }
  if (caller === 'shipping') {
    return {
      caller, method: 'POST', event: random.pick(shippingEvents), members: ['shipment_id', 'status', 'carrier', 'updated_at'],
      contentType: 'application/x-www-form-urlencoded', contentLength: random.between(96, 180), rejected: rotatedKey || random.chance(0.01), secretQuery: false,
    }
  }
  // The payment provider retries a delivery now and then without its body.
  const empty = random.chance(0.04)
  return {
    caller, method: 'POST', event: random.pick(paymentEvents), members: empty ? [] : ['id', 'type', 'created', 'data'],
    contentType: 'application/json', contentLength: empty ? 0 : random.between(420, 2_300), rejected: false, secretQuery: random.chance(0.1),
  }
}

function requestDetail(random: Random, endpointId: string, endpointKey: string, call: Call): FunctionHttpDetail {
  const headers: Record<string, string> = {
    host: 'workspace.demo.example',
    'user-agent': { payments: 'PaymentHub-Webhooks/2.4', shipping: 'ShipFast-Notify/1.9 (+https://shipfast.example/hooks)', probe: 'UptimeProbe/3.1' }[call.caller],
    accept: '*/*',
    'x-request-id': stableUuid(`demo-request:${random.next()}`),
    'x-forwarded-for': { payments: '203.0.113.24', shipping: '198.51.100.7', probe: '192.0.2.10' }[call.caller],
  }
  if (call.contentType) {
    headers['content-type'] = call.contentType
    headers['content-length'] = String(call.contentLength)
  }
  if (call.caller === 'payments') headers['x-paymenthub-signature'] = redacted
  if (call.caller === 'shipping') headers.authorization = redacted
  const query: Record<string, string> = call.event ? { event: call.event } : {}
  if (call.secretQuery) query.token = redacted
  const formSummary = call.members.length === 0 ? null
    : call.contentType === 'application/x-www-form-urlencoded' ? `${call.members.length} form fields: ${call.members.join(', ')}`
      : `JSON object with ${call.members.length} members: ${call.members.join(', ')}`
  return {
    EndpointId: endpointId,
    EndpointKey: endpointKey,
    Method: call.method,
    PathSuffix: null,
    RequestContentType: call.contentType,
    RequestContentLength: call.contentType ? call.contentLength : null,
    AuthenticationOutcome: call.caller === 'shipping' ? (call.rejected ? 'Rejected' : 'ApiKey') : 'Anonymous',
    ResponseStatus: null,
    ResponseContentType: null,
    ResponseSize: null,
    RedactedHeaders: headers,
    QueryValues: query,
    FormSummary: formSummary,
    PlatformFailureCode: null,
  }
}

/** The webhook receiver's outcome and the response the caller got. */
function webhookOutcome(random: Random, call: Call, detail: FunctionHttpDetail): Outcome {
  if (call.rejected) {
    const message = 'The endpoint was called with an invalid token; the function did not run.'
    return {
      status: RunStatus.PermissionFailure,
      errorType: 'AuthenticationFailed',
      errorMessage: message,
      errorSummary: 'Authentication failed before the function ran.',
      durationMs: random.between(2, 9),
      http: { ...detail, PlatformFailureCode: FunctionCodes.httpAuthenticationFailed, ResponseStatus: 401, ResponseContentType: 'application/problem+json', ResponseSize: random.between(205, 215) },
    }
  }
  const outcome = call.method === 'POST' && call.members.length === 0
    ? finished({ kind: 'validation', issues: [{ field: 'Body', message: 'A POST needs a JSON or form body.' }] }, random.between(2, 8))
    : finished({
        kind: 'success',
        summary: `Received ${call.method} ${call.event ? `event "${call.event}" ` : ''}with ${call.members.length} members.`,
        result: { accepted: true, event: call.event, members: call.members },
      }, random.between(3, 24))
  const ok = outcome.status === RunStatus.Success
  const responseSize = ok ? 170 + JSON.stringify(outcome.resultJson).length + (outcome.resultSummary?.length ?? 0) : random.between(300, 330)
  return { ...outcome, http: { ...detail, ResponseStatus: ok ? 200 : 400, ResponseContentType: 'application/json; charset=utf-8', ResponseSize: responseSize } }
}

export function webhookHistory(scenario: Scenario): void {
  const { context, random, builder } = scenario
  const fn = [...context.functions.values()].find((candidate) => candidate.httpEndpointKey !== null)
  if (!fn || !catalogFunction(scenario, fn.key)) return
  // The shipping partner's key was rotated on their side a few hours before they changed it here.
  const rotation = { from: dayAt(context.now, 14, 7), to: dayAt(context.now, 14, 10.5) }
  const integration = context.users.has(people.integration) ? people.integration : null
  for (const day of daysOf(scenario)) {
    for (let hour = 0; hour < 24; hour += 1) {
      // About one call an hour at night, two by day, and the probe every four hours.
      const calls = random.between(0, 2) + (hour >= 7 && hour <= 17 ? random.between(0, 1) : -random.int(2))
      for (let index = 0; index < Math.max(0, calls) + (hour % 4 === 0 ? 1 : 0); index += 1) {
        const at = day + hour * hourMs + random.int(hourMs)
        if (!inWindow(scenario, at)) continue
        const caller: Caller = index === Math.max(0, calls) ? 'probe' : random.weighted([['payments', 6], ['shipping', 4]] as const)
        const call = callAt(random, caller, at >= rotation.from && at < rotation.to)
        const detail = requestDetail(random, `ep-${fn.httpEndpointKey!}`, fn.httpEndpointKey!, call)
        const actor = detail.AuthenticationOutcome === 'ApiKey' ? integration : null
        builder.direct(
          { fn, source: ExecutionSource.HttpEndpoint, arguments: { query: detail.QueryValues, members: call.members }, actorUserId: actor, http: detail },
          at,
          webhookOutcome(random, call, detail),
        )
      }
    }
  }
}
