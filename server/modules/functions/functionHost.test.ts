import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Envelope, startTestApi, type TestApi } from '../../test/testApi'
import { JobStatus, RunStatus } from './model'
import { appContextOf } from '../../platform/appContext'
import type { RecordMutationEvent } from '../../platform/appEvents'
import type { FunctionJob, FunctionRun } from './types'
import { hostApi } from '../../test/fixtures/functions'

const ADMIN = '/api/workspace/admin/function-operations'
const RUNTIME = '/api/workspace/functions'

let api: TestApi
let admin: string
let operator: string

beforeAll(async () => {
  api = await startTestApi(hostApi())
  admin = await api.login('admin')
  operator = await api.login('operator')
})
afterAll(() => api.close())

async function command(key: string, args: object, token = admin) {
  const response = await api.request<Envelope<{ RunId: string; Status: number; ResultSummary: string | null }>>('POST', `${RUNTIME}/${key}/commands`, { token, body: { Arguments: args } })
  expect(response.status).toBe(200)
  return response.body.Data
}
async function run(runId: string) {
  return (await api.request<Envelope<FunctionRun>>('GET', `${ADMIN}/runs/${runId}`, { token: admin })).body.Data
}
async function job(jobId: string) {
  return (await api.request<Envelope<FunctionJob>>('GET', `${ADMIN}/jobs/${jobId}`, { token: admin })).body.Data
}
async function enqueue(key: string, args: object, deduplicationKey?: string) {
  const response = await api.request<Envelope<{ JobId: string; Deduplicated: boolean }>>('POST', `${RUNTIME}/${key}/enqueue`, {
    token: admin,
    body: { Arguments: args, ...(deduplicationKey ? { DeduplicationKey: deduplicationKey } : {}) },
  })
  expect(response.status).toBe(200)
  return response.body.Data
}
/** Ticks until the job has a Running run (the execution has started). */
async function startJob(jobId: string): Promise<FunctionJob> {
  await api.host.tick()
  const current = await job(jobId)
  expect(current.Status).toBe(JobStatus.Leased)
  expect(current.RunStatus).toBe(RunStatus.Running)
  return current
}
const waitFor = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('condition not reached')
}

describe('built-in functions reach their outcomes', () => {
  it('validate-customer-data reports validation issues', async () => {
    const result = await command('validate-customer-data', { Name: '', Email: 'nope' })
    expect(result.Status).toBe(RunStatus.ValidationFailure)
    const stored = await run(result.RunId)
    expect(stored.ValidationErrorCount).toBe(2)
    expect(stored.ExecutionSource).toBe(0)
    expect((await command('validate-customer-data', { Name: 'Acme', Email: 'a@acme.example' })).Status).toBe(RunStatus.Success)
  })

  it('import-legacy-orders throws: RuntimeException with ErrorType, ErrorMessage and the stack frames', async () => {
    const stored = await run((await command('import-legacy-orders', { orderNumber: 4711 })).RunId)
    expect(stored.Status).toBe(RunStatus.RuntimeException)
    expect(stored.ErrorType).toBe('LegacyFormatError')
    expect(stored.ErrorMessage).toBe('Order 4711 has the unknown currency "XEU".')
    expect(stored.ErrorStackTrace).toMatch(/^at .*importLegacyOrders\.ts:\d+:\d+/)
    // The message (with the order number) is not repeated in the frames.
    expect(stored.ErrorStackTrace).not.toContain('4711')
  })

  it('rebuild-search-index exceeds its TimeoutMs', async () => {
    const stored = await run((await command('rebuild-search-index', {})).RunId)
    expect(stored.Status).toBe(RunStatus.Timeout)
    expect(stored.CompletedAt).not.toBeNull()
  })

  it('nightly-cleanup skips when nothing is to do', async () => {
    const result = await command('nightly-cleanup', {})
    expect(result.Status).toBe(RunStatus.Skipped)
    expect(result.ResultSummary).toMatch(/Nothing to clean up/)
  })

  it('recalculate-contract-totals needs entity configuration: PermissionFailure for an operator', async () => {
    const denied = await run((await command('recalculate-contract-totals', {}, operator)).RunId)
    expect(denied.Status).toBe(RunStatus.PermissionFailure)
    expect(denied.ErrorMessage).toContain('entities.configure')
    const allowed = await command('recalculate-contract-totals', {})
    expect([RunStatus.Success, RunStatus.Skipped]).toContain(allowed.Status)
  })

  it('captures the function version on every run', async () => {
    const stored = await run((await command('nightly-cleanup', {})).RunId)
    expect(stored.FunctionVersionId).toBe('fnv-nightly-cleanup-1')
    expect(stored.FunctionVersionNumber).toBe(1)
    const functions = (await api.request<Envelope<Array<{ Key: string; Versions: unknown[] }>>>('GET', `${ADMIN}/functions`, { token: admin })).body.Data
    expect(functions.find((fn) => fn.Key === 'recalculate-contract-totals')?.Versions).toHaveLength(4)
  })

  it('a run pausing between many steps leaves no abort listeners behind (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    try {
      const stored = await run((await command('export-report', { steps: 25, stepMs: 1 })).RunId)
      expect(stored.Status).toBe(RunStatus.Success)
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings).not.toContain('MaxListenersExceededWarning')
    } finally {
      process.off('warning', onWarning)
    }
  })

  it('unknown functions and bad arguments are refused', async () => {
    const unknown = await api.request<Envelope>('POST', `${RUNTIME}/no-such/commands`, { token: admin, body: { Arguments: {} } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.Errors[0]!.Code).toBe('workspace.functions.unknownPublication')
    const bad = await api.request<Envelope>('POST', `${RUNTIME}/nightly-cleanup/commands`, { token: admin, body: { Arguments: [1] } })
    expect(bad.status).toBe(400)
    expect(bad.body.Errors[0]!.Code).toBe('workspace.functions.invalidArguments')
  })
})

describe('queue', () => {
  it('completes a job with a confirmed run, and deduplicates only while active', async () => {
    const first = await enqueue('export-report', { steps: 1, stepMs: 1 }, 'report-1')
    const second = await enqueue('export-report', { steps: 1, stepMs: 1 }, 'report-1')
    expect(second).toEqual({ JobId: first.JobId, Deduplicated: true })
    await api.host.tick()
    await api.host.idle()
    const done = await job(first.JobId)
    expect(done.Status).toBe(JobStatus.Completed)
    const stored = await run(done.RunId!)
    expect(stored.Status).toBe(RunStatus.Success)
    expect(stored.QueuedJobId).toBe(first.JobId)
    const tracking = (await api.request<Envelope<{ Status: number; ResultSummary: string }>>('GET', `${RUNTIME}/jobs/${first.JobId}`, { token: admin })).body.Data
    expect(tracking.Status).toBe(JobStatus.Completed)
    expect(tracking.ResultSummary).toBe('Exported 125 rows in 1 steps.')
    // The key no longer blocks once the job has ended.
    const third = await enqueue('export-report', { steps: 1, stepMs: 1 }, 'report-1')
    expect(third.Deduplicated).toBe(false)
    await api.host.tick()
    await api.host.idle()
  })

  it('retries with exponential backoff up to MaxAttempts, then fails', async () => {
    const { JobId } = await enqueue('import-legacy-orders', { orderNumber: 17 })
    await api.host.tick()
    await api.host.idle()
    let current = await job(JobId)
    expect(current).toMatchObject({ Status: JobStatus.Queued, AttemptCount: 1, IsRetrying: true })
    expect(Date.parse(current.NextAttemptAt!) - api.now().getTime()).toBe(10_000)
    expect(current.LastError).toBe('The function threw an exception.')
    api.advance(10_000)
    await api.host.tick()
    await api.host.idle()
    current = await job(JobId)
    expect(Date.parse(current.NextAttemptAt!) - api.now().getTime()).toBe(20_000)
    api.advance(20_000)
    await api.host.tick()
    await api.host.idle()
    current = await job(JobId)
    expect(current).toMatchObject({ Status: JobStatus.Failed, AttemptCount: 3, RunCount: 3 })
  })
})

describe('cancel', () => {
  it('cancels a running run of a cancellable function and writes the audit log', async () => {
    const { JobId } = await enqueue('export-report', { steps: 200, stepMs: 20 })
    const started = await startJob(JobId)
    const response = await api.request<Envelope<FunctionRun>>('POST', `${ADMIN}/runs/${started.RunId}/cancel`, { token: operator })
    expect(response.status).toBe(200)
    expect(response.body.Data.Status).toBe(RunStatus.Cancelled)
    expect((await job(JobId)).Status).toBe(JobStatus.Cancelled)
    await api.host.idle()
    expect((await run(started.RunId!)).Status).toBe(RunStatus.Cancelled)
    const audit = (await api.request<Envelope<Array<{ Action: string; ActorUserId: string }>>>('GET', `${ADMIN}/audit-log?TargetId=${started.RunId}`, { token: admin })).body.Data
    expect(audit).toEqual([expect.objectContaining({ Action: 'RunCancelled', ActorUserId: 'usr-operator' })])
  })

  it('refuses to cancel a run whose function does not support it: 409 and the run unchanged', async () => {
    const { JobId } = await enqueue('sync-ledger', { batches: 3, batchMs: 100 })
    const started = await startJob(JobId)
    const response = await api.request<Envelope<FunctionRun>>('POST', `${ADMIN}/runs/${started.RunId}/cancel`, { token: admin })
    expect(response.status).toBe(409)
    expect(response.body.Errors[0]!.Code).toBe('workspace.functions.runNotCancellable')
    expect(response.body.Data.Status).toBe(RunStatus.Running)
    await api.host.idle()
    expect((await run(started.RunId!)).Status).toBe(RunStatus.Success)
    expect((await job(JobId)).Status).toBe(JobStatus.Completed)
    const ended = await api.request<Envelope>('POST', `${ADMIN}/runs/${started.RunId}/cancel`, { token: admin })
    expect(ended.status).toBe(409)
  })

  it('cancels a queued job at once and a leased one by asking its execution to stop', async () => {
    const queued = await enqueue('export-report', { steps: 1, stepMs: 1 })
    const cancelled = await api.request<Envelope<FunctionJob>>('POST', `${ADMIN}/jobs/${queued.JobId}/cancel`, { token: admin })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.Data.Status).toBe(JobStatus.Cancelled)
    expect(cancelled.body.Data.RunId).toBeNull()

    const leased = await enqueue('export-report', { steps: 200, stepMs: 20 })
    const started = await startJob(leased.JobId)
    const response = await api.request<Envelope<FunctionJob>>('POST', `${ADMIN}/jobs/${leased.JobId}/cancel`, { token: operator })
    expect(response.body.Data.Status).toBe(JobStatus.Cancelled)
    await api.host.idle()
    expect((await run(started.RunId!)).Status).toBe(RunStatus.Cancelled)
    const audit = (await api.request<Envelope<Array<{ Action: string }>>>('GET', `${ADMIN}/audit-log?TargetId=${leased.JobId}`, { token: admin })).body.Data
    expect(audit.map((entry) => entry.Action)).toEqual(['JobCancellationRequested'])

    const again = await api.request<Envelope>('POST', `${ADMIN}/jobs/${leased.JobId}/cancel`, { token: admin })
    expect(again.status).toBe(409)
    expect(again.body.Errors[0]!.Code).toBe('workspace.functions.jobNotCancellable')
  })

  it('needs the cancel permission', async () => {
    const response = await api.request('POST', `${ADMIN}/jobs/none/cancel`)
    expect(response.status).toBe(401)
  })
})

describe('schedules', () => {
  it('fires a due schedule when the clock reaches its next slot', async () => {
    const schedules = (await api.request<Envelope<Array<{ Id: string; RowVersion: string }>>>('GET', `${ADMIN}/schedules`, { token: admin })).body.Data
    const cleanup = schedules.find((schedule) => schedule.Id === 'sch-cleanup')!
    const invalid = await api.request<Envelope>('PUT', `${ADMIN}/schedules/sch-cleanup`, {
      token: admin, body: { IsEnabled: true, CronExpression: '61 * * * *', RowVersion: cleanup.RowVersion },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.Errors[0]!.Code).toBe('workspace.functions.invalidCron')
    const updated = await api.request<Envelope<{ NextRunAt: string; EffectiveTimeZone: string }>>('PUT', `${ADMIN}/schedules/sch-cleanup`, {
      token: admin, body: { IsEnabled: true, CronExpression: '*/2 * * * *', TimeZone: 'Asia/Tokyo', RowVersion: cleanup.RowVersion },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.Data.EffectiveTimeZone).toBe('Asia/Tokyo')
    const next = Date.parse(updated.body.Data.NextRunAt)
    expect(next).toBeGreaterThan(api.now().getTime())
    api.advance(next - api.now().getTime())
    const report = await api.host.tick()
    expect(report.scheduledJobs).toBe(1)
    await api.host.idle()
    const page = (await api.request<Envelope<Array<{ Id: string; LastRunStatus: number | null; LastRunAt: string }>>>('GET', `${ADMIN}/schedules`, { token: admin })).body.Data
    expect(page.find((schedule) => schedule.Id === 'sch-cleanup')).toMatchObject({ LastRunStatus: RunStatus.Skipped })
  })
})

describe('HTTP endpoint functions', () => {
  it('stores only redacted headers, redacted secret query values and a form summary', async () => {
    const response = await api.request<Envelope<{ RunId: string; Status: number }>>('POST', `${RUNTIME}/http/webhook?event=paid&api_key=k-123&signature=abc`, {
      rawBody: 'amount=12&password=hunter2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Api-Key': 'secret-key', Cookie: 'sid=1' },
    })
    expect(response.status).toBe(200)
    const stored = await run(response.body.Data.RunId)
    expect(stored.ExecutionSource).toBe(4)
    expect(stored.Http).toMatchObject({
      EndpointKey: 'webhook',
      Method: 'POST',
      RequestContentType: 'application/x-www-form-urlencoded',
      RequestContentLength: 26,
      ResponseStatus: 200,
      FormSummary: '2 form fields: amount, password',
      QueryValues: { event: 'paid', api_key: '[redacted]', signature: '[redacted]' },
      AuthenticationOutcome: 'Anonymous',
    })
    expect(stored.Http!.RedactedHeaders['x-api-key']).toBe('[redacted]')
    expect(stored.Http!.RedactedHeaders.cookie).toBe('[redacted]')
    expect(stored.Http!.ResponseSize).toBeGreaterThan(0)
    expect(JSON.stringify(stored)).not.toMatch(/hunter2|secret-key|k-123|sid=1/)
  })

  it('records an invalid token as a platform failure before the function runs', async () => {
    const response = await api.request<{ runId: string }>('POST', `${RUNTIME}/http/webhook`, { token: 'wat_not-a-token' })
    expect(response.status).toBe(401)
    const failed = await run(response.body.runId)
    expect(failed.Status).toBe(RunStatus.PermissionFailure)
    expect(failed.Http!.PlatformFailureCode).toBe('workspace.functions.http.authenticationFailed')
    expect(failed.Http!.AuthenticationOutcome).toBe('Rejected')
    expect(failed.Http!.RedactedHeaders.authorization).toBe('[redacted]')
    expect(JSON.stringify(failed)).not.toContain('wat_not-a-token')
  })
})

describe('actions', () => {
  it('answers the run and the job of an entity UI action and refuses a wrong selection', async () => {
    const wrong = await api.request<Envelope>('POST', '/api/workspace/entity/customers/actions/validate/execute', { token: admin, body: { InstanceIds: [] } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.Errors[0]!.Code).toBe('workspace.functions.actionTargetMismatch')
    const response = await api.request<Envelope<{ RunId: string; JobId: string }>>('POST', '/api/workspace/entity/contracts/actions/export/execute', { token: admin, body: { InstanceIds: [] } })
    expect(response.status).toBe(200)
    const { RunId, JobId } = response.body.Data
    const stored = await run(RunId)
    expect(stored).toMatchObject({ ExecutionSource: 1, QueuedJobId: JobId, SurfaceActionLabel: 'Export contracts report' })
    await api.request('POST', `${ADMIN}/runs/${RunId}/cancel`, { token: admin })
    await api.host.idle()
    await waitFor(async () => (await run(RunId)).Status !== RunStatus.Running)
  })
})

describe('record path', () => {
  it('recalculate-contract-totals writes through the record path: a new RowVersion and the record event, but never triggers itself', async () => {
    const [lines] = await api.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.columns WHERE table_schema = 'ws_data' AND column_name = 'f_line_total'",
    )
    const table = `ws_data."${lines!.table_name}"`
    const [line] = await api.db.query<{ parent_id: string }>(`SELECT parent_id FROM ${table} WHERE archived_at IS NULL LIMIT 1`)
    const contractId = line!.parent_id
    // A stale line total, as a change the recalculation has not seen yet would leave it.
    await api.db.query(`UPDATE ${table} SET f_line_total = f_line_total + 1 WHERE parent_id = $1`, [contractId])
    const contract = async () =>
      (await api.request<Envelope<{ RowVersion: string }>>('GET', `/api/workspace/entity/contracts/instances/${contractId}`, { token: admin })).body.Data
    const before = await contract()
    const events: RecordMutationEvent[] = []
    const stop = appContextOf(api.db).events.on('record.mutated', (event) => {
      events.push(event)
    })
    try {
      const result = await command('recalculate-contract-totals', { contractIds: [contractId] })
      expect(result.Status).toBe(RunStatus.Success)
    } finally {
      stop()
    }
    expect((await contract()).RowVersion).not.toBe(before.RowVersion)
    expect(events).toEqual([expect.objectContaining({ InstanceId: contractId, Operation: 'patch', ByFunctionId: 'fn-recalculate-contract-totals' })])
    // The demo binds "patch" on contracts to this very function: its own write does not start it again.
    const jobs = await api.request<Envelope<unknown[]>>('GET', `${ADMIN}/jobs?TriggerBindingId=trg-contracts-patch&EntityInstanceId=${contractId}`, { token: admin })
    expect(jobs.body.Data).toEqual([])
  })
})
