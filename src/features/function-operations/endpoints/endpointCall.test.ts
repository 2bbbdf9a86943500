import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { callEndpoint, parseHeaders, readAnswer } from './endpointCall'

afterEach(() => vi.unstubAllGlobals())

describe('endpointCall', () => {
  it('reads the run of a success, of a refusal in an envelope, and of a 401 ProblemDetails', () => {
    expect(readAnswer(200, { Success: true, Data: { RunId: 'run-1', Status: 0, ResultSummary: 'Received POST' } })).toMatchObject({ runId: 'run-1', runStatus: 0, summary: 'Received POST' })
    expect(readAnswer(413, { Success: false, Data: { RunId: 'run-2' }, Errors: [{ Code: 'workspace.functions.http.requestTooLarge', Message: 'At most 1024 bytes.' }] }))
      .toMatchObject({ status: 413, runId: 'run-2', code: 'workspace.functions.http.requestTooLarge', message: 'At most 1024 bytes.' })
    expect(readAnswer(401, { title: 'Unauthorized', detail: 'This endpoint needs a valid access token or API key.', runId: 'run-3' }))
      .toMatchObject({ runId: 'run-3', message: 'This endpoint needs a valid access token or API key.' })
    expect(readAnswer(404, null)).toMatchObject({ status: 404, runId: null })
  })

  it('parses headers a line each and names the lines that are none', () => {
    expect(parseHeaders('X-Signature-Token: abc\n\nbad line\nX-Trace: 1')).toEqual({ headers: [['X-Signature-Token', 'abc'], ['X-Trace', '1']], badLines: [3] })
  })

  it('calls as an outside system: the token only when given, the body with its type, the suffix and query in the URL', async () => {
    const fetchStub = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ Success: true, Data: { RunId: 'run-1', Status: 0 } }), { status: 200 }))
    vi.stubGlobal('fetch', fetchStub)
    configureApi({ baseUrl: 'http://api.test' })
    await callEndpoint({ key: 'orders', method: 'PUT', suffix: '42', query: '?a=1&b=two words', headers: [['X-Trace', '1']], body: { contentType: 'text/plain', text: 'hi' }, token: null })
    const [url, init] = fetchStub.mock.calls[0]!
    expect(url).toBe('http://api.test/api/workspace/functions/http/orders/42?a=1&b=two+words')
    const headers = init.headers as Headers
    expect(headers.get('Authorization')).toBeNull()
    expect(headers.get('Content-Type')).toBe('text/plain')
    expect(headers.get('X-Trace')).toBe('1')
    expect(init).toMatchObject({ method: 'PUT', body: 'hi' })
    await callEndpoint({ key: 'orders', method: 'GET', suffix: null, query: '', headers: [], body: null, token: 'tok' })
    expect((fetchStub.mock.calls[1]![1].headers as Headers).get('Authorization')).toBe('Bearer tok')
  })
})
