import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../test/testApi'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login('admin')
})
afterAll(async () => {
  await api?.close()
})

/** The failure envelope with one issue of this Code, and nothing of Fastify's or Node's own shape. */
function expectEnvelope(body: unknown, code: string): void {
  expect(body).toEqual({
    Success: false,
    Data: null,
    Errors: [expect.objectContaining({ Code: code, Message: expect.any(String), Type: 0, Severity: 0 })],
    Warnings: [],
  })
  expect(JSON.stringify(body)).not.toMatch(/FST_|statusCode|"error"/)
}

/** Sends raw bytes and answers the status line and the body. */
function rawRequest(text: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(api.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text))
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) })
    })
  })
}

describe('ids as long as the contract allows', () => {
  it('reaches a user whose id has 128 characters, percent-encoded or not', async () => {
    const id = `u:${'x'.repeat(60)}:${'y'.repeat(65)}`
    expect(id).toHaveLength(128)
    const created = await api.request<Envelope<{ Id: string; RowVersion: string }>>('POST', '/api/workspace/admin/users', {
      token,
      body: { Id: id, UserName: 'long-id-user', UserType: 0 },
    })
    expect(created.status).toBe(200)
    for (const path of [id, encodeURIComponent(id)]) {
      const read = await api.request<Envelope<{ Id: string }>>('GET', `/api/workspace/admin/users/${path}`, { token })
      expect(read.status).toBe(200)
      expect(read.body.Data.Id).toBe(id)
    }
    const deleted = await api.request('DELETE', `/api/workspace/admin/users/${encodeURIComponent(id)}`, { token })
    expect(deleted.status).toBe(200)
  })

  it('refuses an id longer than the 128 characters of the contract with a 400 naming the parameter', async () => {
    const response = await api.request('GET', `/api/workspace/admin/users/${'z'.repeat(400)}`, { token })
    expect(response.status).toBe(400)
    expect(response.body.Errors).toEqual([expect.objectContaining({ Code: 'workspace.validation.invalid', Field: 'userId' })])
    expect(response.body.Errors[0]?.Message).toBe('userId may have at most 128 characters.')
  })
})

describe('failures of the HTTP layer answer the envelope', () => {
  it('404: no operation at the address', async () => {
    const response = await api.request('GET', '/api/workspace/admin/nothing-here')
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ Success: false, Errors: [{ Code: 'workspace.notFound' }] })
  })

  it('414: a path segment longer than any id', async () => {
    const response = await api.request('GET', `/api/workspace/admin/users/${'a'.repeat(2000)}`, { token })
    expect(response.status).toBe(414)
    expectEnvelope(response.body, 'workspace.request.uriTooLong')
  })

  it('400: an address that is not validly percent-encoded', async () => {
    const response = await api.request('GET', '/api/workspace/admin/users/%E0%A4%A', { token })
    expect(response.status).toBe(400)
    expectEnvelope(response.body, 'workspace.request.badUrl')
  })

  it('413: a body over the size limit', async () => {
    const response = await api.request('POST', '/api/workspace/auth/login', {
      body: { UserNameOrEmail: 'x'.repeat(1_100_000), Password: 'x' },
    })
    expect(response.status).toBe(413)
    expectEnvelope(response.body, 'workspace.request.bodyTooLarge')
  })

  it('415: a body that is not JSON', async () => {
    const response = await api.request('POST', '/api/workspace/auth/login', { body: '<login/>', headers: { 'Content-Type': 'application/xml' } })
    expect(response.status).toBe(415)
    expectEnvelope(response.body, 'workspace.request.unsupportedMediaType')
  })

  it('400: malformed, empty and prototype-polluting JSON', async () => {
    for (const body of ['{"UserNameOrEmail":', '', '{"__proto__":{"admin":true}}']) {
      const response = await fetch(`${api.url}/api/workspace/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      expect(response.status, body).toBe(400)
      expectEnvelope(await response.json(), 'workspace.request.malformedJson')
    }
  })

  it('431: headers over the size limit', async () => {
    const response = await fetch(`${api.url}/api/workspace/auth/me`, { headers: { 'X-Padding': 'p'.repeat(20_000) } })
    expect(response.status).toBe(431)
    expectEnvelope(await response.json(), 'workspace.request.headersTooLarge')
  })

  it('400: a request line the HTTP parser cannot read', async () => {
    const response = await rawRequest('NOT A REQUEST\r\n\r\n')
    expect(response.status).toBe(400)
    expectEnvelope(response.body, 'workspace.request.malformed')
  })
})
