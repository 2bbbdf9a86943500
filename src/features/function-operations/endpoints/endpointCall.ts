import { ApiError, getApiBaseUrl } from '@/api'

/**
 * One call of an HTTP endpoint as an outside system makes it: the method, path, query, headers and
 * body as given, with the user's token only when asked to. It goes around the app's API client on
 * purpose: a refusal (401 included) is the answer to show, not the app's session ending.
 */

export interface EndpointCall {
  key: string
  method: string
  /** The segment after the key, or null. */
  suffix: string | null
  /** `a=1&b=2` (a leading `?` is fine). */
  query: string
  headers: Array<[string, string]>
  body: { contentType: string; text: string } | null
  /** The bearer token to send; null calls anonymously. */
  token: string | null
}

export interface EndpointAnswer {
  status: number
  /** The run the call was recorded on (also for a refusal). */
  runId: string | null
  runStatus: number | null
  summary: string | null
  /** The first error's message, or the problem's detail. */
  message: string | null
  code: string | null
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

export function endpointPath(key: string, suffix: string | null): string {
  return `/api/workspace/functions/http/${encodeURIComponent(key)}${suffix ? `/${encodeURIComponent(suffix)}` : ''}`
}

/** What the answer says: the envelope's Data and first error, or a 401's ProblemDetails (`runId`). */
export function readAnswer(status: number, body: unknown): EndpointAnswer {
  const answer: EndpointAnswer = { status, runId: null, runStatus: null, summary: null, message: null, code: null }
  if (!isRecord(body)) return answer
  const data = isRecord(body.Data) ? body.Data : null
  const firstError = Array.isArray(body.Errors) && isRecord(body.Errors[0]) ? body.Errors[0] : null
  answer.runId = text(data?.RunId) ?? text(body.runId)
  answer.runStatus = typeof data?.Status === 'number' ? data.Status : null
  answer.summary = text(data?.ResultSummary)
  answer.message = text(firstError?.Message) ?? text(body.detail) ?? text(body.title)
  answer.code = text(firstError?.Code) ?? text(body.code)
  return answer
}

export async function callEndpoint(call: EndpointCall, signal?: AbortSignal): Promise<EndpointAnswer> {
  const query = new URLSearchParams(call.query.trim().replace(/^\?/, '')).toString()
  const url = `${getApiBaseUrl()}${endpointPath(call.key, call.suffix)}${query ? `?${query}` : ''}`
  const headers = new Headers(call.headers)
  headers.set('Accept', 'application/json')
  if (call.token) headers.set('Authorization', `Bearer ${call.token}`)
  if (call.body) headers.set('Content-Type', call.body.contentType)
  let response: Response
  try {
    response = await globalThis.fetch(url, { method: call.method, headers, body: call.body?.text, signal, credentials: 'omit', cache: 'no-store' })
  } catch (error) {
    throw new ApiError({ kind: 'network', cause: error })
  }
  const body: unknown = await response.json().catch(() => null)
  return readAnswer(response.status, body)
}

const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** `Name: value` a line; the lines that are not a header are answered by number (1-based). */
export function parseHeaders(textValue: string): { headers: Array<[string, string]>; badLines: number[] } {
  const headers: Array<[string, string]> = []
  const badLines: number[] = []
  textValue.split('\n').forEach((line, index) => {
    if (line.trim() === '') return
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon).trim() : ''
    if (!headerName.test(name)) badLines.push(index + 1)
    else headers.push([name, line.slice(colon + 1).trim()])
  })
  return { headers, badLines }
}
