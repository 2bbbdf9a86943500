import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiClient, configureApi, unwrap, type ApiIssue, type Schemas } from '@/api'

const BASE = 'http://api.test'

interface Answer {
  status: number
  body?: unknown
  /** Sent as is instead of JSON. */
  text?: string
  contentType?: string
}

/** Stubs global fetch with one answer per call and records the requests the client made. */
function answerWith(...answers: Array<Answer | Error>) {
  const requests: Request[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    requests.push(request)
    const answer = answers.shift()
    if (!answer) throw new Error('no answer left')
    if (answer instanceof Error) throw answer
    const text = answer.text ?? JSON.stringify(answer.body)
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': answer.contentType ?? 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { requests, fetchMock }
}

const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({
  Success: true,
  Data: data,
  Errors: null,
  Warnings: null,
  ...extra,
})

const user = {
  Id: 'usr-1',
  UserName: 'jdoe',
  DisplayName: 'Jane Doe',
  UserType: 0,
  RowVersion: '00000000-0000-4000-8000-000000000001',
} as Schemas['User']

const getUser = () => apiClient.GET('/api/workspace/admin/users/{userId}', { params: { path: { userId: 'usr-1' } } })

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

let token: string | null = 'token-1'
const onUnauthorized = vi.fn()
const onWarnings = vi.fn()

beforeEach(() => {
  token = 'token-1'
  onUnauthorized.mockReset()
  onWarnings.mockReset()
  configureApi({ baseUrl: BASE, getToken: () => token, onUnauthorized, onWarnings })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('unwrap', () => {
  it('returns the envelope Data of a 200, typed from the operation', async () => {
    answerWith({ status: 200, body: envelope(user) })

    const result = await unwrap(getUser())

    const typed: Schemas['User'] = result
    expect(typed.UserName).toBe('jdoe')
    expect(onWarnings).not.toHaveBeenCalled()
  })

  it('sends the token as a bearer Authorization header to the configured installation', async () => {
    const { requests } = answerWith({ status: 200, body: envelope(user) })

    await unwrap(getUser())

    expect(requests[0]?.url).toBe(`${BASE}/api/workspace/admin/users/usr-1`)
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1')
  })

  it('sends no Authorization header without a token', async () => {
    token = null
    const { requests } = answerWith({ status: 200, body: envelope(user) })

    await unwrap(getUser())

    expect(requests[0]?.headers.has('Authorization')).toBe(false)
  })

  it('reaches a changed installation and the token current at call time', async () => {
    const { requests } = answerWith({ status: 200, body: envelope(user) }, { status: 200, body: envelope(user) })
    await unwrap(getUser())

    configureApi({ baseUrl: 'https://other.example.com/tenant/' })
    token = 'token-2'
    await unwrap(getUser())

    expect(requests[1]?.url).toBe('https://other.example.com/tenant/api/workspace/admin/users/usr-1')
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer token-2')
  })

  it('sends query parameters and JSON bodies as the contract names them', async () => {
    const { requests } = answerWith(
      { status: 200, body: envelope({ Items: [user], Page: 2, PageSize: 10, TotalCount: 11, HasMore: false }) },
      { status: 200, body: envelope(user) },
    )

    const page = await unwrap(
      apiClient.GET('/api/workspace/admin/users', { params: { query: { Page: 2, PageSize: 10, Search: 'j d' } } }),
    )
    await unwrap(apiClient.POST('/api/workspace/admin/users', { body: { UserName: 'jdoe', UserType: 0 } }))

    expect(page.Items[0]?.Id).toBe('usr-1')
    expect(new URL(requests[0]?.url ?? '').searchParams.get('Search')).toBe('j d')
    expect(requests[1]?.method).toBe('POST')
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/json')
    expect(await requests[1]?.json()).toEqual({ UserName: 'jdoe', UserType: 0 })
  })

  it('throws the issues of a 400 as field errors', async () => {
    answerWith({
      status: 400,
      body: {
        Success: false,
        Data: null,
        Errors: [
          { Code: 'workspace.validation.invalid', Message: 'Not an email address.', Field: 'Email' },
          { Code: 'workspace.validation.invalid', Message: 'Too long.', Field: 'Email', Metadata: { max: '256' } },
          { Code: 'workspace.principals.extendedDataSecret', Message: 'No secrets.', Field: 'ExtendedData.apiKey' },
          { Code: 'workspace.principals.unknownRole', Message: 'Role r9 does not exist.', Target: 'r9' },
        ],
        Warnings: null,
      },
    })

    const error = await caught(unwrap(apiClient.POST('/api/workspace/admin/users', { body: { UserName: 'x', UserType: 0 } })))

    expect(error.kind).toBe('envelope')
    expect(error.status).toBe(400)
    expect(error.message).toBe('Not an email address.')
    expect(error.fieldErrors()).toEqual({
      Email: ['Not an email address.', 'Too long.'],
      'ExtendedData.apiKey': ['No secrets.'],
    })
    expect(error.issues[1]?.Metadata).toEqual({ max: '256' })
    expect(error.issues[3]).toEqual({
      Code: 'workspace.principals.unknownRole',
      Message: 'Role r9 does not exist.',
      Target: 'r9',
      Metadata: {},
    })
    expect(error.generalIssues().map((issue) => issue.Code)).toEqual(['workspace.principals.unknownRole'])
  })

  it('throws a 409 carrying the current server state as data', async () => {
    const current = { ...user, DisplayName: 'Jane Q. Doe', RowVersion: '00000000-0000-4000-8000-000000000002' }
    answerWith({
      status: 409,
      body: {
        Success: false,
        Data: current,
        Errors: [{ Code: 'workspace.concurrency.stale', Message: 'Someone else changed this user.' }],
      },
    })

    const error = await caught(
      unwrap(
        apiClient.PUT('/api/workspace/admin/users/{userId}', {
          params: { path: { userId: 'usr-1' } },
          body: { UserName: 'jdoe', RowVersion: user.RowVersion },
        }),
      ),
    )

    expect(error.isConflict).toBe(true)
    expect(error.code).toBe('workspace.concurrency.stale')
    expect(error.hasCode('workspace.concurrency.stale')).toBe(true)
    expect(error.data).toEqual(current)
  })

  it('throws a 404 envelope as not found', async () => {
    answerWith({ status: 404, body: { Success: false, Errors: [{ Code: 'workspace.notFound', Message: 'No such user.' }] } })

    const error = await caught(unwrap(getUser()))

    expect(error.isNotFound).toBe(true)
    expect(error.code).toBe('workspace.notFound')
  })

  it('parses a 403 ProblemDetails with the missing roles and permissions', async () => {
    answerWith({
      status: 403,
      contentType: 'application/problem+json',
      body: {
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
        title: 'Forbidden',
        status: 403,
        detail: 'Administration needs Admin or Configurator.',
        requiredRoles: ['Admin', 'Configurator'],
        requiredPermissions: 'principals.manage',
      },
    })

    const error = await caught(unwrap(getUser()))

    expect(error.kind).toBe('problem')
    expect(error.isForbidden).toBe(true)
    expect(error.message).toBe('Administration needs Admin or Configurator.')
    expect(error.problem?.title).toBe('Forbidden')
    expect(error.requiredRoles).toEqual(['Admin', 'Configurator'])
    expect(error.requiredPermissions).toEqual(['principals.manage'])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('reports a 401 to onUnauthorized and throws it', async () => {
    answerWith({ status: 401, contentType: 'application/problem+json', body: { title: 'Unauthorized', status: 401 } })

    const error = await caught(unwrap(apiClient.GET('/api/workspace/auth/me')))

    expect(error.isUnauthorized).toBe(true)
    expect(error.problem?.requiredRoles).toEqual([])
    expect(onUnauthorized).toHaveBeenCalledOnce()
    expect(onUnauthorized).toHaveBeenCalledWith(error)
  })

  it('treats a 401 without a body as unauthorized too', async () => {
    answerWith({ status: 401, text: '' })

    const error = await caught(unwrap(apiClient.GET('/api/workspace/auth/me')))

    expect(error.isUnauthorized).toBe(true)
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('passes envelope warnings to onWarnings and still returns the data', async () => {
    const warning = { Code: 'workspace.principals.noRoles', Message: 'The user has no roles.', Field: 'RoleIds' }
    answerWith({ status: 200, body: envelope(user, { Warnings: [warning] }) })

    const result = await unwrap(getUser())

    expect(result.Id).toBe('usr-1')
    const expected: ApiIssue[] = [{ ...warning, Metadata: {} }]
    expect(onWarnings).toHaveBeenCalledWith(expected)
  })

  it('throws a network error, distinguishable from answers, when fetch rejects', async () => {
    answerWith(new TypeError('Failed to fetch'))

    const error = await caught(unwrap(getUser()))

    expect(error.kind).toBe('network')
    expect(error.isNetwork).toBe(true)
    expect(error.status).toBe(0)
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('lets an aborted request reject as an abort, not as a failure', async () => {
    answerWith(new DOMException('The operation was aborted.', 'AbortError'))

    await expect(unwrap(getUser())).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('throws unexpected for a body that is not JSON', async () => {
    answerWith({ status: 200, text: '<!doctype html><title>Workspace</title>', contentType: 'text/html' })

    const error = await caught(unwrap(getUser()))

    expect(error.kind).toBe('unexpected')
  })

  it('throws unexpected for JSON that is not an envelope, keeping the status', async () => {
    answerWith({ status: 502, body: { message: 'Bad gateway' } })

    const error = await caught(unwrap(getUser()))

    expect(error.kind).toBe('unexpected')
    expect(error.status).toBe(502)
  })

  it('throws unexpected for a successful envelope without Data', async () => {
    answerWith({ status: 200, body: envelope(null) })

    const error = await caught(unwrap(getUser()))

    expect(error.kind).toBe('unexpected')
  })

  it('throws an envelope error for a 200 whose Success is false', async () => {
    answerWith({ status: 200, body: { Success: false, Errors: [{ Code: 'x.failed', Message: 'It failed.' }] } })

    const error = await caught(unwrap(getUser()))

    expect(error.kind).toBe('envelope')
    expect(error.code).toBe('x.failed')
  })

  it('refuses to send anything before an installation is configured', async () => {
    const { fetchMock } = answerWith({ status: 200, body: envelope(user) })
    configureApi({ baseUrl: '' })

    const error = await caught(unwrap(getUser()))

    expect(error.kind).toBe('network')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
