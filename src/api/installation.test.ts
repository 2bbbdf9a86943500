import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, InstallationIssue, fetchInstallationInfo } from '@/api'

function serve(answer: { status: number; body?: unknown; text?: string } | Error) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    void input
    if (answer instanceof Error) throw answer
    return new Response(answer.text ?? JSON.stringify(answer.body), { status: answer.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const description = (info: Record<string, unknown>) => ({ openapi: '3.0.4', info, paths: {} })

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  )
  if (error instanceof ApiError) return error
  throw error
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchInstallationInfo', () => {
  it("reads the title and version label from the installation's own description", async () => {
    const fetchMock = serve({
      status: 200,
      body: description({ title: 'Workspace Configuration API', version: 'service-config-v1' }),
    })

    const info = await fetchInstallationInfo('https://ws.example.com/api-root/')

    expect(info).toEqual({ title: 'Workspace Configuration API', versionLabel: 'service-config-v1' })
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://ws.example.com/api-root/openapi/service-config-v1.json')
  })

  it('accepts the label as the x-version-label extension', async () => {
    serve({ status: 200, body: description({ title: 'WS', version: '12.4.0', 'x-version-label': 'service-config-v1' }) })

    await expect(fetchInstallationInfo('https://ws.example.com')).resolves.toEqual({
      title: 'WS',
      versionLabel: 'service-config-v1',
    })
  })

  it('refuses another version label', async () => {
    serve({ status: 200, body: description({ title: 'WS', version: 'service-config-v2' }) })

    const error = await caught(fetchInstallationInfo('https://ws.example.com'))

    expect(error.kind).toBe('unexpected')
    expect(error.hasCode(InstallationIssue.wrongVersion)).toBe(true)
    expect(error.issues[0]?.Metadata).toEqual({ expected: 'service-config-v1', actual: 'service-config-v2' })
  })

  it('says the address is unreachable when nothing answers', async () => {
    serve(new TypeError('Failed to fetch'))

    const error = await caught(fetchInstallationInfo('https://offline.example.com'))

    expect(error.kind).toBe('network')
  })

  it('says an HTML page or a 404 is not a workspace API', async () => {
    serve({ status: 200, text: '<!doctype html><html></html>' })
    const html = await caught(fetchInstallationInfo('https://app.example.com'))
    serve({ status: 404, text: 'Not found' })
    const missing = await caught(fetchInstallationInfo('https://app.example.com'))

    expect(html.kind).toBe('unexpected')
    expect(html.hasCode(InstallationIssue.notDescription)).toBe(true)
    expect(missing.kind).toBe('unexpected')
    expect(missing.status).toBe(404)
  })

  it('refuses an address that is not http(s) without asking the network', async () => {
    const fetchMock = serve({ status: 200, body: {} })

    const error = await caught(fetchInstallationInfo('ws.example.com'))

    expect(error.hasCode(InstallationIssue.invalidAddress)).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
