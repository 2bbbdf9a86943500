import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Envelope, startTestApi, type TestApi } from '../../test/testApi'
import { JobStatus, RunStatus } from './model'
import type { FunctionJob, FunctionRun } from './types'
import { hostApi } from '../../test/fixtures/functions'

const ADMIN = '/api/workspace/admin/function-operations'
const RUNTIME = '/api/workspace/functions'

let api: TestApi
let operator: string
beforeAll(async () => {
  api = await startTestApi(hostApi(new Date()))
  operator = await api.login('operator')
})
afterAll(() => api.close())

const post = <T>(path: string, body?: unknown, token = operator) => api.request<Envelope<T>>('POST', `${ADMIN}${path}`, { token, ...(body === undefined ? {} : { body }) })
const job = async (jobId: string) => (await api.request<Envelope<FunctionJob>>('GET', `${ADMIN}/jobs/${jobId}`, { token: operator })).body.Data
async function settle() {
  await api.host.tick()
  await api.host.idle()
}
async function audit(action: string) {
  const page = await api.request<Envelope<{ Items: Array<{ TargetId: string; Detail: Record<string, unknown> }> }>>('GET', `${ADMIN}/audit-log/page?Action=${action}`, { token: operator })
  return page.body.Data.Items
}

describe('running functions by hand', () => {
  it('runs a finished run again with its arguments, as a new job', async () => {
    const command = await api.request<Envelope<{ RunId: string }>>('POST', `${RUNTIME}/export-report/commands`, { token: operator, body: { Arguments: { steps: 1, stepMs: 1, tag: 'again' } } })
    const runId = command.body.Data.RunId
    const again = await post<FunctionJob>(`/runs/${runId}/rerun`)
    expect(again.status).toBe(200)
    expect(again.body.Data).toMatchObject({ Status: JobStatus.Queued, FunctionKey: 'export-report' })
    await settle()
    const done = await job(again.body.Data.Id!)
    expect(done.Status).toBe(JobStatus.Completed)
    const run = (await api.request<Envelope<FunctionRun>>('GET', `${ADMIN}/runs/${done.RunId}`, { token: operator })).body.Data
    expect(run.ArgumentsSnapshot).toEqual({ steps: 1, stepMs: 1, tag: 'again' })
    expect((await audit('RunRerun'))[0]).toMatchObject({ TargetId: runId, Detail: { JobId: again.body.Data.Id } })
  })

  it('retries a job waiting for its next attempt at once, and a cancelled one as a new job; a completed one is refused', async () => {
    const enqueued = await api.request<Envelope<{ JobId: string }>>('POST', `${RUNTIME}/import-legacy-orders/enqueue`, { token: operator, body: { Arguments: { orderNumber: 991 } } })
    const jobId = enqueued.body.Data.JobId
    await settle()
    const waiting = await job(jobId)
    expect(waiting).toMatchObject({ Status: JobStatus.Queued, AttemptCount: 1 })
    expect(Date.parse(waiting.NextAttemptAt!)).toBeGreaterThan(api.now().getTime())

    const now = await post<FunctionJob>(`/jobs/${jobId}/retry`)
    expect(now.body.Data.Id).toBe(jobId)
    expect(Date.parse(now.body.Data.NextAttemptAt!)).toBe(api.now().getTime())
    await settle()
    expect((await job(jobId)).AttemptCount).toBe(2)

    await post(`/jobs/${jobId}/cancel`)
    const again = await post<FunctionJob>(`/jobs/${jobId}/retry`)
    expect(again.status).toBe(200)
    expect(again.body.Data.Id).not.toBe(jobId)
    expect(again.body.Data.Status).toBe(JobStatus.Queued)
    await post(`/jobs/${again.body.Data.Id}/cancel`)

    const finished = await api.request<Envelope<{ JobId: string }>>('POST', `${RUNTIME}/export-report/enqueue`, { token: operator, body: { Arguments: { steps: 1, stepMs: 1 } } })
    await settle()
    const refused = await post(`/jobs/${finished.body.Data.JobId}/retry`)
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.functions.jobNotRetryable')
  })

  it('runs a schedule now without moving its next firing, and a function now with arguments', async () => {
    const schedules = (await api.request<Envelope<Array<{ Id: string; Name: string; NextRunAt: string | null }>>>('GET', `${ADMIN}/schedules`, { token: operator })).body.Data
    const legacy = schedules.find((schedule) => schedule.Name === 'Ledger sync every 5 minutes')!
    const queued = await post<FunctionJob>(`/schedules/${legacy.Id}/run-now`)
    expect(queued.status).toBe(200)
    expect(queued.body.Data).toMatchObject({ FunctionKey: 'sync-ledger', Status: JobStatus.Queued })
    const after = (await api.request<Envelope<Array<{ Id: string; NextRunAt: string | null }>>>('GET', `${ADMIN}/schedules`, { token: operator })).body.Data
    expect(after.find((schedule) => schedule.Id === legacy.Id)?.NextRunAt).toBe(legacy.NextRunAt)

    const functions = (await api.request<Envelope<Array<{ Id: string; Key: string }>>>('GET', `${ADMIN}/functions`, { token: operator })).body.Data
    const report = functions.find((fn) => fn.Key === 'export-report')!
    const started = await post<FunctionJob>(`/functions/${report.Id}/run-now`, { Arguments: { steps: 1, stepMs: 1 } })
    expect(started.status).toBe(200)
    await settle()
    expect((await job(started.body.Data.Id!)).RunStatus).toBe(RunStatus.Success)
    expect((await post(`/functions/${report.Id}/run-now`, { Arguments: [1] })).status).toBe(400)
  })

  it('runs a failure group again: each distinct arguments once; a group with no run in the range is 404', async () => {
    const fail = (orderNumber: number) =>
      api.request<Envelope<{ RunId: string }>>('POST', `${RUNTIME}/import-legacy-orders/commands`, { token: operator, body: { Arguments: { orderNumber } } })
    for (const orderNumber of [71, 72, 71]) expect((await fail(orderNumber)).status).toBe(200)
    // The test's clock stands still: the range reaches past now.
    const range = { FromUtc: new Date(api.now().getTime() - 3_600_000).toISOString(), ToUtc: new Date(api.now().getTime() + 60_000).toISOString() }
    const clusters = (await api.request<Envelope<Array<{ Key: string; FunctionKey: string; Count: number }>>>('GET', `${ADMIN}/failure-clusters?FromUtc=${range.FromUtc}&ToUtc=${range.ToUtc}`, { token: operator })).body.Data
    const legacy = clusters.find((cluster) => cluster.FunctionKey === 'import-legacy-orders')!
    const again = await post<{ EnqueuedCount: number; FailedRunCount: number; Capped: boolean; JobIds: string[] }>(`/failure-clusters/${legacy.Key}/rerun`, range)
    expect(again.status).toBe(200)
    // 71 twice is one distinct set of arguments; earlier tests' failures of the group count too.
    expect(again.body.Data.FailedRunCount).toBe(legacy.Count)
    expect(again.body.Data.Capped).toBe(false)
    const queued = await Promise.all(again.body.Data.JobIds.map(job))
    const orderNumbers = queued.map((queuedJob) => (queuedJob.Arguments as { orderNumber: number }).orderNumber)
    expect(new Set(orderNumbers).size).toBe(orderNumbers.length)
    expect(orderNumbers).toEqual(expect.arrayContaining([71, 72]))
    expect(again.body.Data.EnqueuedCount).toBe(orderNumbers.length)
    const audited = await audit('RunRerun')
    expect(audited.filter((entry) => entry.Detail.FailureClusterKey === legacy.Key)).toHaveLength(orderNumbers.length)

    const longAgo = { FromUtc: '2000-01-01T00:00:00Z', ToUtc: '2000-01-02T00:00:00Z' }
    expect((await post(`/failure-clusters/${legacy.Key}/rerun`, longAgo)).status).toBe(404)
  })

  it('needs the permission to run functions by hand: a reader of function operations gets 403 naming it', async () => {
    const admin = await api.login('admin')
    const created = await api.request('POST', '/api/workspace/admin/users', {
      token: admin,
      body: { UserName: 'reader.only', UserType: 0, Password: 'Reader#2026', RoleIds: ['role-auditor'] },
    })
    expect(created.status).toBe(200)
    const signIn = await api.request<Envelope<{ AccessToken: string }>>('POST', '/api/workspace/auth/login', { body: { UserNameOrEmail: 'reader.only', Password: 'Reader#2026' } })
    const reader = signIn.body.Data.AccessToken
    const functions = (await api.request<Envelope<Array<{ Id: string }>>>('GET', `${ADMIN}/functions`, { token: reader })).body.Data
    const refused = await post(`/functions/${functions[0]!.Id}/run-now`, { Arguments: {} }, reader)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ requiredPermissions: ['functions.operations.run'] })
  })
})
