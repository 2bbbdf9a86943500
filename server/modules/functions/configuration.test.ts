import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hostApi } from '../../test/fixtures/functions'
import { type Envelope, startTestApi, type TestApi } from '../../test/testApi'
import { webhookReceiver } from './builtins/webhookReceiver'
import { JobStatus, RunStatus } from './model'
import type { FunctionJob, FunctionRun } from './types'

/** Function configuration over real HTTP: versions, enable/disable, publications, HTTP endpoints and their audit. */

const ADMIN = '/api/workspace/admin/function-operations'
const RUNTIME = '/api/workspace/functions'

interface Definition {
  Id: string
  Description: string | null
  RowVersion: string
  CurrentVersionId: string
  TimeoutMs: number
  IsEnabled: boolean
  Versions: Array<{ Id: string; VersionNumber: number; ChangeNote: string | null; CreatedByUserId: string | null; Definition: { TimeoutMs: number } | null }>
}
interface Publication { Id: string; Key: string; RowVersion: string; RuntimePath: string }
interface Endpoint { Id: string; Key: string; RowVersion: string; Url: string }

let api: TestApi

beforeAll(async () => {
  api = await startTestApi(hostApi())
})
afterAll(() => api.close())

const run = (runId: string) => api.ok<FunctionRun>('GET', `${ADMIN}/runs/${runId}`)
const fnDef = (id: string) => api.ok<Definition>('GET', `${ADMIN}/functions/${id}`)
const audit = async (targetId: string) =>
  (await api.ok<{ Items: Array<{ Action: string; Detail: { Previous?: Record<string, unknown>; Current?: Record<string, unknown> } }> }>('GET', `${ADMIN}/audit-log/page?TargetId=${targetId}`)).Items

describe('function versions', () => {
  it('turn a settings change into a new current version that runs capture, with the way back', async () => {
    const before = await fnDef('fn-sync-ledger')
    const oldVersion = before.CurrentVersionId
    const changed = await api.call<Definition>('PUT', `${ADMIN}/functions/fn-sync-ledger`, {
      TimeoutMs: 120_000, MaxAttempts: 2, RequiredPermission: null, Description: 'Sync with the new ledger', ChangeNote: 'Shorter timeout', RowVersion: before.RowVersion,
    })
    expect(changed.status).toBe(200)
    const next = changed.body.Data
    expect(next.TimeoutMs).toBe(120_000)
    expect(next.CurrentVersionId).not.toBe(oldVersion)
    const written = next.Versions.find((version) => version.Id === next.CurrentVersionId)!
    expect(written).toMatchObject({ ChangeNote: 'Shorter timeout', CreatedByUserId: expect.any(String), Definition: { TimeoutMs: 120_000 } })
    // The old version is unchanged.
    expect(next.Versions.find((version) => version.Id === oldVersion)!.Definition!.TimeoutMs).toBe(before.TimeoutMs)

    const command = await api.ok<{ RunId: string }>('POST', `${RUNTIME}/sync-ledger/commands`, { Arguments: { batches: 1, batchMs: 1 } })
    expect((await run(command.RunId)).FunctionVersionId).toBe(next.CurrentVersionId)

    // A stale RowVersion answers 409 with the current function.
    const stale = await api.call<Definition>('PUT', `${ADMIN}/functions/fn-sync-ledger`, { TimeoutMs: 1000, MaxAttempts: 1, RowVersion: before.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data.RowVersion).toBe(next.RowVersion)

    const back = await api.ok<Definition>('POST', `${ADMIN}/functions/fn-sync-ledger/versions/${oldVersion}/activate`, { RowVersion: next.RowVersion })
    expect(back.CurrentVersionId).toBe(oldVersion)
    expect(back.TimeoutMs).toBe(before.TimeoutMs)
    const entries = await audit('fn-sync-ledger')
    expect(entries.map((entry) => entry.Action).sort()).toEqual(['FunctionChanged', 'FunctionVersionActivated'])
    const change = entries.find((entry) => entry.Action === 'FunctionChanged')!
    expect(change.Detail.Previous).toMatchObject({ TimeoutMs: before.TimeoutMs })
    expect(change.Detail.Current).toMatchObject({ TimeoutMs: 120_000 })
  })

  it('refuse a change that changes nothing, a permission outside the catalog, and callers who do not configure', async () => {
    const current = await fnDef('fn-export-report')
    const same = await api.call('PUT', `${ADMIN}/functions/fn-export-report`, {
      TimeoutMs: current.TimeoutMs, MaxAttempts: 2, Description: current.Description, RowVersion: current.RowVersion,
    })
    expect(same.status).toBe(400)
    const unknown = await api.call('PUT', `${ADMIN}/functions/fn-export-report`, { TimeoutMs: 1000, MaxAttempts: 1, RequiredPermission: 'no.such', RowVersion: current.RowVersion })
    expect(unknown.status).toBe(400)
    expect(unknown.body.Errors[0]!.Field).toBe('RequiredPermission')
    const operator = await api.call('PUT', `${ADMIN}/functions/fn-export-report`, { TimeoutMs: 1000, MaxAttempts: 1, RowVersion: current.RowVersion }, 'operator')
    expect(operator.status).toBe(403)
  })

  it('disable a function: no new run starts until it is enabled; platform functions cannot be disabled', async () => {
    const fn = await fnDef('fn-rebuild-search-index')
    const disabled = await api.ok<Definition>('PUT', `${ADMIN}/functions/fn-rebuild-search-index/enabled`, { IsEnabled: false, RowVersion: fn.RowVersion })
    expect(disabled.IsEnabled).toBe(false)
    const refused = await api.call('POST', `${RUNTIME}/rebuild-search-index/commands`, { Arguments: {} })
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]!.Code).toBe('workspace.functions.disabled')
    const byHand = await api.call('POST', `${ADMIN}/functions/fn-rebuild-search-index/run-now`, { Arguments: {} })
    expect(byHand.status).toBe(409)
    await api.ok('PUT', `${ADMIN}/functions/fn-rebuild-search-index/enabled`, { IsEnabled: true, RowVersion: disabled.RowVersion })

    const platform = await fnDef('fn-nightly-cleanup')
    const kept = await api.call('PUT', `${ADMIN}/functions/fn-nightly-cleanup/enabled`, { IsEnabled: false, RowVersion: platform.RowVersion })
    expect(kept.status).toBe(409)
    expect(kept.body.Errors[0]!.Code).toBe('workspace.functions.platformFunction')
  })
})

describe('API publications', () => {
  let publication: Publication

  it('publish a pinned version as a command with an input schema, checked on every call', async () => {
    const fn = await fnDef('fn-validate-customer-data')
    const pinned = fn.Versions.at(-1)!.Id
    const created = await api.call<Publication>('POST', `${ADMIN}/publications`, {
      Key: 'check-customer',
      FunctionId: 'fn-validate-customer-data',
      FunctionVersionId: pinned,
      Kind: 0,
      RequiredPermission: 'functions.publications.invoke',
      InputSchema: { type: 'object', required: ['Name', 'Email'], properties: { Name: { type: 'string', minLength: 1 }, Email: { type: 'string' } }, additionalProperties: false },
    })
    expect(created.status).toBe(200)
    publication = created.body.Data
    expect(publication.RuntimePath).toBe(`${RUNTIME}/check-customer/commands`)

    const bad = await api.call('POST', `${RUNTIME}/check-customer/commands`, { Arguments: { Name: '', Extra: 1 } }, 'operator')
    expect(bad.status).toBe(400)
    // One issue per problem: the empty name, the missing e-mail, the member the schema does not allow.
    expect(bad.body.Errors.map((error) => error.Field)).toEqual(expect.arrayContaining(['Arguments.Name', 'Arguments.Email']))
    expect(bad.body.Errors).toHaveLength(3)
    expect(bad.body.Errors.every((error) => error.Code === 'workspace.functions.invalidArguments')).toBe(true)

    const good = await api.ok<{ RunId: string; Status: number }>('POST', `${RUNTIME}/check-customer/commands`, { Arguments: { Name: 'Acme', Email: 'a@acme.example' } }, 'operator')
    expect(good.Status).toBe(RunStatus.Success)
    const stored = await run(good.RunId)
    expect(stored).toMatchObject({ PublicationId: publication.Id, FunctionVersionId: pinned, ExecutionSource: 0 })
    const filtered = await api.ok<{ Items: FunctionRun[] }>('GET', `${ADMIN}/runs/page?PublicationId=${publication.Id}`)
    expect(filtered.Items.map((item) => item.Id)).toEqual([good.RunId])

    // Enqueue is not what it was published for.
    const wrongKind = await api.call('POST', `${RUNTIME}/check-customer/enqueue`, { Arguments: {} })
    expect(wrongKind.status).toBe(409)
  })

  it('need the publication permission: 403 without it, and only callable publications are listed', async () => {
    const restricted = await api.ok<Publication>('PUT', `${ADMIN}/publications/${publication.Id}`, {
      Key: 'check-customer', FunctionId: 'fn-validate-customer-data', Kind: 0, RequiredPermission: 'settings.manage', RowVersion: publication.RowVersion,
    })
    const refused = await api.call('POST', `${RUNTIME}/check-customer/commands`, { Arguments: {} }, 'operator')
    expect(refused.status).toBe(403)
    expect(refused.body.requiredPermissions).toEqual(['settings.manage'])
    const listed = await api.ok<Array<{ Key: string }>>('GET', `${RUNTIME}/publications`, undefined, 'operator')
    expect(listed.map((item) => item.Key)).not.toContain('check-customer')
    expect(listed.map((item) => item.Key)).toContain('export-report')
    expect((await api.ok<Array<{ Key: string }>>('GET', `${RUNTIME}/publications`)).map((item) => item.Key)).toContain('check-customer')

    const stale = await api.call('PUT', `${ADMIN}/publications/${publication.Id}`, {
      Key: 'check-customer', FunctionId: 'fn-validate-customer-data', Kind: 0, RequiredPermission: 'settings.manage', RowVersion: publication.RowVersion,
    })
    expect(stale.status).toBe(409)
    publication = restricted
  })

  it('deduplicate enqueues by argument members while a job with the key is queued or leased', async () => {
    const created = await api.ok<Publication>('POST', `${ADMIN}/publications`, {
      Key: 'report-by-period', FunctionId: 'fn-export-report', Kind: 1, RequiredPermission: 'functions.publications.invoke',
      DeduplicationMode: 2, DeduplicationMembers: ['period'],
    })
    const first = await api.ok<{ JobId: string; Deduplicated: boolean }>('POST', `${RUNTIME}/report-by-period/enqueue`, { Arguments: { period: '2026-11', steps: 1, stepMs: 1 } })
    const second = await api.ok<{ JobId: string; Deduplicated: boolean }>('POST', `${RUNTIME}/report-by-period/enqueue`, { Arguments: { period: '2026-11', steps: 1, stepMs: 1 } })
    const other = await api.ok<{ JobId: string; Deduplicated: boolean }>('POST', `${RUNTIME}/report-by-period/enqueue`, { Arguments: { period: '2026-10', steps: 1, stepMs: 1 } })
    expect(second).toEqual({ JobId: first.JobId, Deduplicated: true })
    expect(other.Deduplicated).toBe(false)
    const missing = await api.call('POST', `${RUNTIME}/report-by-period/enqueue`, { Arguments: { steps: 1 } })
    expect(missing.status).toBe(400)
    expect(missing.body.Errors[0]!.Field).toBe('Arguments.period')

    // Once the job is done, the key no longer blocks (rule 3).
    await api.host.tick()
    await api.host.idle()
    const job = await api.ok<FunctionJob>('GET', `${ADMIN}/jobs/${first.JobId}`)
    expect(job.Status).toBe(JobStatus.Completed)
    expect(job.PublicationId).toBe(created.Id)
    const again = await api.ok<{ JobId: string; Deduplicated: boolean }>('POST', `${RUNTIME}/report-by-period/enqueue`, { Arguments: { period: '2026-11', steps: 1, stepMs: 1 } })
    expect(again.Deduplicated).toBe(false)
    expect(again.JobId).not.toBe(first.JobId)

    // The job is tracked by whoever enqueued it; another caller without operations access sees nothing.
    const tracked = await api.ok<{ Status: number }>('GET', `${RUNTIME}/jobs/${first.JobId}`)
    expect(tracked.Status).toBe(JobStatus.Completed)
  })

  it('validate what is saved: key, schema, permission, deduplication, version; a taken key is 409', async () => {
    const base = { Key: 'valid-key', FunctionId: 'fn-export-report', Kind: 1, RequiredPermission: 'functions.publications.invoke' }
    const cases: Array<[object, string]> = [
      [{ ...base, Key: 'Bad Key' }, 'Key'],
      [{ ...base, InputSchema: { type: 'string' } }, 'InputSchema'],
      [{ ...base, InputSchema: { type: 'object', properties: { a: { type: 'nonsense' } } } }, 'InputSchema'],
      [{ ...base, RequiredPermission: 'nope' }, 'RequiredPermission'],
      [{ ...base, DeduplicationMode: 2 }, 'DeduplicationMembers'],
      [{ ...base, Kind: 0, DeduplicationMode: 1 }, 'DeduplicationMode'],
      [{ ...base, FunctionVersionId: 'fnv-sync-ledger-1' }, 'FunctionVersionId'],
      [{ ...base, FunctionId: 'fn-nope' }, 'FunctionId'],
    ]
    for (const [body, field] of cases) {
      const response = await api.call('POST', `${ADMIN}/publications`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.Errors.some((error) => error.Field === field), JSON.stringify(response.body.Errors)).toBe(true)
    }
    const taken = await api.call('POST', `${ADMIN}/publications`, { ...base, Key: 'export-report' })
    expect(taken.status).toBe(409)
    expect((await api.call('POST', `${ADMIN}/publications`, base, 'operator')).status).toBe(403)
  })

  it('are deleted with an audit entry that keeps what they were', async () => {
    expect(await api.ok('DELETE', `${ADMIN}/publications/${publication.Id}?rowVersion=${publication.RowVersion}`)).toBe(publication.Id)
    expect((await api.call('POST', `${RUNTIME}/check-customer/commands`, { Arguments: {} })).status).toBe(404)
    const entries = await audit(publication.Id)
    expect(entries.map((entry) => entry.Action).sort()).toEqual(['PublicationChanged', 'PublicationCreated', 'PublicationDeleted'])
    const change = entries.find((entry) => entry.Action === 'PublicationChanged')!
    expect(change.Detail.Previous).toMatchObject({ RequiredPermission: 'functions.publications.invoke' })
    expect(change.Detail.Current).toMatchObject({ RequiredPermission: 'settings.manage' })
  })
})

describe('HTTP endpoints', () => {
  let endpoint: Endpoint
  const url = `${RUNTIME}/http/orders`
  /** Every call of the endpoint function's handler, by the run it ran for. */
  const handler = vi.spyOn(webhookReceiver, 'run')
  const handledRuns = () => handler.mock.calls.map(([context]) => context.runId)

  /** A refused call: its status and code, and the run that records it (401 answers ProblemDetails with the run id). */
  async function refusal(response: { status: number; body: Envelope<{ RunId: string }> & { runId?: string } }, status: number, code: string) {
    expect(response.status).toBe(status)
    if (status !== 401) expect(response.body.Errors[0]!.Code).toBe(code)
    const stored = await run(response.body.runId ?? response.body.Data.RunId)
    expect(stored.Http!.PlatformFailureCode).toBe(code)
    expect(stored.Http!.ResponseStatus).toBe(status)
    expect(stored.ErrorType).toBe('PlatformRefusal')
    // The function never ran: its handler was not called for this run, and nothing it would have said or logged.
    expect(handledRuns()).not.toContain(stored.Id)
    expect(stored.ResultSummary).toBeNull()
    expect(stored.LogSummary).toBeNull()
    return stored
  }

  it('are served as configured: method, path suffix, authentication, content type, size and rate limit', async () => {
    endpoint = await api.ok<Endpoint>('POST', `${ADMIN}/http-endpoints`, {
      Key: 'orders', FunctionId: 'fn-webhook-receiver', Method: 'PUT', PathSuffix: '{orderId}', AuthenticationMode: 1,
      AllowedContentTypes: ['application/json'], MaxRequestBytes: 64, RateLimitPerMinute: 3,
    })
    expect(endpoint.Url).toBe(`${url}/{orderId}`)
    const token = await api.token('admin')
    const put = (path: string, options: { body?: string; type?: string; token?: string | null } = {}) =>
      api.request<Envelope<{ RunId: string; Status: number }>>('PUT', path, {
        rawBody: options.body ?? '{"paid":true}',
        headers: { 'Content-Type': options.type ?? 'application/json', ...(options.token === null ? {} : { Authorization: `Bearer ${options.token ?? token}`, 'X-Trace': 'abc' }) },
      })

    await refusal(await put(url), 404, 'workspace.functions.http.routeNotFound')
    await refusal(await api.request('GET', `${url}/42`, { token }) as never, 405, 'workspace.functions.http.methodNotAllowed')
    const anonymous = await refusal(await put(`${url}/42`, { token: null }), 401, 'workspace.functions.http.authenticationRequired')
    expect(anonymous.Status).toBe(RunStatus.PermissionFailure)
    await refusal(await put(`${url}/42`, { type: 'text/plain', body: 'hello' }), 415, 'workspace.functions.http.unsupportedMediaType')
    await refusal(await put(`${url}/42`, { body: JSON.stringify({ note: 'x'.repeat(100) }) }), 413, 'workspace.functions.http.requestTooLarge')

    const served = await put(`${url}/42?event=paid&signature=s3cr3t`)
    expect(served.status).toBe(200)
    const stored = await run(served.body.Data.RunId)
    expect(stored.Status).toBe(RunStatus.Success)
    // The handler ran for this call (so the refusals' "not called" is measured by the same spy).
    expect(handledRuns()).toContain(stored.Id)
    expect(stored.HttpEndpointId).toBe(endpoint.Id)
    expect(stored.Http).toMatchObject({ EndpointKey: 'orders', Method: 'PUT', PathSuffix: '42', AuthenticationOutcome: 'AccessToken', ResponseStatus: 200, PlatformFailureCode: null })
    expect(stored.Http!.RedactedHeaders.authorization).toBe('[redacted]')
    expect(stored.Http!.RedactedHeaders['x-trace']).toBe('abc')
    expect(stored.Http!.QueryValues).toEqual({ event: 'paid', signature: '[redacted]' })
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(JSON.stringify(stored)).not.toContain('s3cr3t')

    // Three calls a minute: the 401, 415 and 413 above were refused before the limit counted;
    // the served call was the first, two more pass, the fourth waits.
    await put(`${url}/43`)
    await put(`${url}/44`)
    const limited = await put(`${url}/45`)
    await refusal(limited as never, 429, 'workspace.functions.http.rateLimited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const runs = await api.ok<{ Items: FunctionRun[] }>('GET', `${ADMIN}/runs/page?HttpEndpointId=${endpoint.Id}&PageSize=50`)
    expect(runs.Items).toHaveLength(9)
  })

  it('refuse a body without Content-Length (411) and any call while the function is disabled (409), recorded without running it', async () => {
    const open = await api.ok<Endpoint>('POST', `${ADMIN}/http-endpoints`, {
      Key: 'open-hook', FunctionId: 'fn-webhook-receiver', Method: 'POST', AuthenticationMode: 0, AllowedContentTypes: ['application/json'], MaxRequestBytes: 1024,
    })
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":1}'))
        controller.close()
      },
    })
    const chunked = await fetch(`${api.url}${RUNTIME}/http/open-hook`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: chunks, duplex: 'half' } as RequestInit)
    await refusal({ status: chunked.status, body: (await chunked.json()) as Envelope<{ RunId: string }> }, 411, 'workspace.functions.http.lengthRequired')

    const fn = await fnDef('fn-webhook-receiver')
    const disabled = await api.ok<Definition>('PUT', `${ADMIN}/functions/fn-webhook-receiver/enabled`, { IsEnabled: false, RowVersion: fn.RowVersion })
    const refused = await api.request<Envelope<{ RunId: string }>>('POST', `${RUNTIME}/http/open-hook`, { body: { a: 1 } })
    await refusal(refused, 409, 'workspace.functions.disabled')
    await api.ok('PUT', `${ADMIN}/functions/fn-webhook-receiver/enabled`, { IsEnabled: true, RowVersion: disabled.RowVersion })
    expect((await api.request<Envelope<{ Status: number }>>('POST', `${RUNTIME}/http/open-hook`, { body: { a: 1 } })).body.Data.Status).toBe(RunStatus.Success)
    await api.ok('DELETE', `${ADMIN}/http-endpoints/${open.Id}?rowVersion=${open.RowVersion}`)
  })

  it('a disabled endpoint answers 404 with its code; a changed one is audited with before and after', async () => {
    const disabled = await api.ok<Endpoint>('PUT', `${ADMIN}/http-endpoints/${endpoint.Id}`, {
      Key: 'orders', FunctionId: 'fn-webhook-receiver', Method: 'PUT', PathSuffix: '{orderId}', AuthenticationMode: 1,
      AllowedContentTypes: ['application/json'], MaxRequestBytes: 64, RateLimitPerMinute: 3, IsEnabled: false, RowVersion: endpoint.RowVersion,
    })
    const response = await api.request<Envelope<{ RunId: string }>>('PUT', `${url}/1`, { token: await api.token('admin'), body: {} })
    await refusal(response, 404, 'workspace.functions.http.endpointDisabled')
    const changed = (await audit(endpoint.Id)).find((entry) => entry.Action === 'HttpEndpointChanged')
    expect(changed).toMatchObject({ Action: 'HttpEndpointChanged', Detail: { Previous: { IsEnabled: true }, Current: { IsEnabled: false } } })
    expect((await api.call('DELETE', `${ADMIN}/http-endpoints/${endpoint.Id}?rowVersion=${endpoint.RowVersion}`)).status).toBe(409)
    expect(await api.ok('DELETE', `${ADMIN}/http-endpoints/${endpoint.Id}?rowVersion=${disabled.RowVersion}`)).toBe(endpoint.Id)
  })

  it('validate what is saved', async () => {
    const base = { Key: 'ok-key', FunctionId: 'fn-webhook-receiver', Method: 'POST', AuthenticationMode: 0, AllowedContentTypes: ['application/json'], MaxRequestBytes: 1024 }
    const cases: Array<[object, string]> = [
      [{ ...base, PathSuffix: 'a/b' }, 'PathSuffix'],
      [{ ...base, AllowedContentTypes: ['application/xml'] }, 'AllowedContentTypes'],
      [{ ...base, AllowedContentTypes: [] }, 'AllowedContentTypes'],
      [{ ...base, MaxRequestBytes: 5_000_000 }, 'MaxRequestBytes'],
      [{ ...base, Method: 'TRACE' }, 'Method'],
    ]
    for (const [body, field] of cases) {
      const response = await api.call('POST', `${ADMIN}/http-endpoints`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.Errors.some((error) => error.Field === field), JSON.stringify(response.body.Errors)).toBe(true)
    }
    expect((await api.call('POST', `${ADMIN}/http-endpoints`, { ...base, Key: 'webhook' })).status).toBe(409)
  })
})
