import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Envelope, startTestApi, type TestApi } from '../../../test/testApi'
import { JobStatus, RunStatus } from '../model'
import type { FunctionJob, FunctionRun } from '../types'
import { purgeBatchSize } from './purge'
import type { FunctionRetentionSettings } from './settings.repo'
import { hostApi } from '../../../test/fixtures/functions'
import { serverDemoStart } from '../../../test/startingDatabase'

const ADMIN = '/api/workspace/admin/function-operations'
const RETENTION = `${ADMIN}/settings/retention`
const RUNTIME = '/api/workspace/functions'
const dayMs = 86_400_000

interface Preview {
  CutoffUtc: string | null
  DeletableRunCount: number
  NextPurgeAt: string | null
  NextPurgeRunCount: number
}

let api: TestApi
let admin: string
let configurator: string
let operator: string

// The host clock starts at the real time, so the demo history (the 30 days before the seed) lies behind it.
beforeAll(async () => {
  api = await startTestApi({ ...hostApi(new Date()), start: serverDemoStart({ runHistory: true, boards: false, entitlements: false }) })
  admin = await api.login('admin')
  configurator = await api.login('configurator')
  operator = await api.login('operator')
  // The tests move the clock by days: the demo schedules would fire at every tick.
  const schedules = await api.request<Envelope<Array<{ Id: string; CronExpression: string; TimeZone: string | null; RowVersion: string }>>>('GET', `${ADMIN}/schedules`, { token: admin })
  for (const schedule of schedules.body.Data) {
    const { Id, CronExpression, TimeZone, RowVersion } = schedule
    await api.request('PUT', `${ADMIN}/schedules/${Id}`, { token: admin, body: { IsEnabled: false, CronExpression, TimeZone, RowVersion } })
  }
})
afterAll(() => api.close())

async function settings(token = admin) {
  const response = await api.request<Envelope<FunctionRetentionSettings>>('GET', RETENTION, { token })
  expect(response.status).toBe(200)
  return response.body.Data
}
async function preview(query = '', token = admin) {
  return api.request<Envelope<Preview>>('GET', `${RETENTION}/preview${query}`, { token })
}
async function previewCount(query: string) {
  const response = await preview(query)
  expect(response.status).toBe(200)
  return response.body.Data.DeletableRunCount
}
function update(body: object, token = admin) {
  return api.request<Envelope<FunctionRetentionSettings>>('PUT', RETENTION, { token, body })
}
async function keepDays(days: number) {
  const response = await update({ Mode: 1, Days: days, RowVersion: (await settings()).RowVersion })
  expect(response.status).toBe(200)
  return response.body.Data
}
function purge(token = admin) {
  return api.request<Envelope<{ DeletedCount: number; Batches: number }>>('POST', `${RETENTION}/purge`, { token })
}
async function command(key = 'nightly-cleanup') {
  const response = await api.request<Envelope<{ RunId: string }>>('POST', `${RUNTIME}/${key}/commands`, { token: admin, body: { Arguments: {} } })
  expect(response.status).toBe(200)
  return response.body.Data.RunId
}
async function enqueue(key: string, args: object) {
  const response = await api.request<Envelope<{ JobId: string }>>('POST', `${RUNTIME}/${key}/enqueue`, { token: admin, body: { Arguments: args } })
  expect(response.status).toBe(200)
  return response.body.Data.JobId
}
const run = (runId: string) => api.request<Envelope<FunctionRun>>('GET', `${ADMIN}/runs/${runId}`, { token: admin })
async function job(jobId: string) {
  return (await api.request<Envelope<FunctionJob>>('GET', `${ADMIN}/jobs/${jobId}`, { token: admin })).body.Data
}
async function auditLog(action: string) {
  const entries = (await api.request<Envelope<Array<{ Action: string; ActorUserId: string; Detail: Record<string, unknown> }>>>('GET', `${ADMIN}/audit-log?TargetId=run-history`, { token: admin })).body.Data
  return entries.filter((entry) => entry.Action === action)
}
async function catalogState() {
  const read = async <T>(path: string) => (await api.request<Envelope<T[]>>('GET', `${ADMIN}/${path}`, { token: admin })).body.Data
  // A schedule's last run status follows its runs; the schedule itself must stay as it is.
  const schedules = (await read<{ Id: string; Name: string; CronExpression: string; IsEnabled: boolean; RowVersion: string }>('schedules'))
    .map(({ Id, Name, CronExpression, IsEnabled, RowVersion }) => ({ Id, Name, CronExpression, IsEnabled, RowVersion }))
  return { functions: await read('functions'), schedules, bindings: await read('trigger-bindings') }
}
async function waitFor(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('condition not reached')
}
/** Moves the host clock; a sign-in lasts 12 hours, so the admin signs in again. */
async function advance(ms: number) {
  api.advance(ms)
  admin = await api.login('admin')
}
/** Runs what the host has due now to its end (the demo's waiting retries included). */
async function settle() {
  await api.host.tick()
  await api.host.idle()
}

describe('run-history retention', () => {
  it('keeps every run by default: mode Forever, nothing to preview or purge', async () => {
    const current = await settings()
    expect(current).toMatchObject({ Mode: 0, Days: null, LastPurgeAt: null, LastPurgeDeletedCount: null })
    expect(current.RowVersion).toMatch(/^[0-9a-f-]{36}$/)
    expect((await preview()).body.Data).toEqual({ CutoffUtc: null, DeletableRunCount: 0, NextPurgeAt: null, NextPurgeRunCount: 0 })
    expect((await preview('?Mode=0')).body.Data).toEqual({ CutoffUtc: null, DeletableRunCount: 0, NextPurgeAt: null, NextPurgeRunCount: 0 })
    // The demo history is a month old at most: a one-day retention would have plenty to delete.
    expect(await previewCount('?Mode=1&Days=1')).toBeGreaterThan(purgeBatchSize)

    // The host never purges in mode Forever, and a purge asked for deletes nothing.
    await advance(2 * 60 * 60_000)
    await settle()
    expect((await purge()).body.Data).toEqual({ DeletedCount: 0, Batches: 0 })
    expect(await previewCount('?Mode=1&Days=1')).toBeGreaterThan(purgeBatchSize)
    expect(await settings()).toMatchObject({ Mode: 0, LastPurgeDeletedCount: 0, LastPurgeAt: api.now().toISOString() })
  })

  it('never deletes at once when a shorter retention is saved: the next purge waits an hour, and the preview says when and how many', async () => {
    const hourLater = new Date(api.now().getTime() + 60 * 60_000).toISOString()
    const forecast = (await preview('?Mode=1&Days=1')).body.Data
    expect(forecast).toMatchObject({ NextPurgeAt: hourLater })
    expect(forecast.NextPurgeRunCount).toBeGreaterThanOrEqual(forecast.DeletableRunCount)

    expect(await keepDays(1)).toMatchObject({ Mode: 1, Days: 1, NextPurgeAt: hourLater })
    await settle()
    await advance(30 * 60_000)
    await settle()
    // Half an hour on: nothing deleted, so changing it back loses nothing.
    expect(await previewCount('?Mode=1&Days=1')).toBeGreaterThanOrEqual(forecast.DeletableRunCount)
    expect((await auditLog('RunHistoryPurged')).filter((entry) => entry.ActorUserId === 'automation')).toEqual([])
    const back = await update({ Mode: 0, RowVersion: (await settings()).RowVersion })
    expect(back.body.Data).toMatchObject({ Mode: 0, NextPurgeAt: null })
  })

  it('lets every operations reader see the settings and the preview', async () => {
    for (const token of [configurator, operator]) {
      expect((await settings(token)).Mode).toBe(0)
      expect((await preview('?Mode=1&Days=30', token)).status).toBe(200)
    }
    expect((await api.request('GET', RETENTION)).status).toBe(401)
  })

  it('lets only the Admin role change retention or purge', async () => {
    const { RowVersion } = await settings()
    for (const token of [configurator, operator]) {
      const changed = await api.request<{ requiredRoles: string[] }>('PUT', RETENTION, { token, body: { Mode: 1, Days: 30, RowVersion } })
      expect(changed.status).toBe(403)
      expect(changed.body.requiredRoles).toEqual(['Admin'])
      const purged = await api.request<{ requiredRoles: string[] }>('POST', `${RETENTION}/purge`, { token })
      expect(purged.status).toBe(403)
      expect(purged.body.requiredRoles).toEqual(['Admin'])
    }
    expect((await settings()).RowVersion).toBe(RowVersion)
  })

  it('needs a whole day count from 1 to 36500 in mode Days', async () => {
    const { RowVersion } = await settings()
    const refused = [
      { Mode: 1, RowVersion },
      { Mode: 1, Days: null, RowVersion },
      { Mode: 1, Days: 0, RowVersion },
      { Mode: 1, Days: 36_501, RowVersion },
      { Mode: 1, Days: 1.5, RowVersion },
    ]
    for (const body of refused) {
      const response = await update(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.Errors.map((error) => error.Field)).toEqual(['Days'])
    }
    expect((await update({ Mode: 1, RowVersion })).body.Errors[0]!.Code).toBe('workspace.validation.required')
    for (const query of ['?Mode=1', '?Mode=1&Days=0', '?Mode=1&Days=40000']) {
      const response = await preview(query)
      expect(response.status, query).toBe(400)
      expect(response.body.Errors[0]!.Field).toBe('Days')
    }
    expect((await settings()).RowVersion).toBe(RowVersion)
  })

  it('answers a stale RowVersion with 409 and the current settings', async () => {
    const before = await settings()
    const saved = await keepDays(400)
    expect(saved).toMatchObject({ Mode: 1, Days: 400 })
    expect(saved.RowVersion).not.toBe(before.RowVersion)
    const stale = await update({ Mode: 0, RowVersion: before.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]).toMatchObject({ Code: 'workspace.concurrency.stale', Field: 'RowVersion' })
    expect(stale.body.Data).toEqual(saved)
    const changes = await auditLog('RetentionSettingsChanged')
    expect(changes).toContainEqual(
      expect.objectContaining({ ActorUserId: 'usr-admin', Detail: { Previous: { Mode: 0, Days: null }, Current: { Mode: 1, Days: 400 } } }),
    )
  })

  it('purges terminal runs older than the cutoff in batches, keeping jobs, functions, schedules and bindings', async () => {
    const jobId = await enqueue('export-report', { steps: 1, stepMs: 1 })
    await settle()
    const completed = await job(jobId)
    expect(completed.Status).toBe(JobStatus.Completed)
    const catalog = await catalogState()

    await advance(11 * dayMs)
    const expected = await previewCount('?Mode=1&Days=10')
    expect(expected).toBeGreaterThan(purgeBatchSize)
    await keepDays(10)
    const purged = await purge()
    expect(purged.status).toBe(200)
    expect(purged.body.Data).toEqual({ DeletedCount: expected, Batches: Math.ceil(expected / purgeBatchSize) })
    expect(await preview()).toMatchObject({ body: { Data: { CutoffUtc: new Date(api.now().getTime() - 10 * dayMs).toISOString(), DeletableRunCount: 0 } } })
    expect(await settings()).toMatchObject({ LastPurgeAt: api.now().toISOString(), LastPurgeDeletedCount: expected })
    expect((await auditLog('RunHistoryPurged'))[0]).toMatchObject({ ActorUserId: 'usr-admin', Detail: { Trigger: 'Manual', DeletedCount: expected } })

    // The job stays, without its run; recovery does not take the missing run for a missing confirmation.
    expect((await run(completed.RunId!)).status).toBe(404)
    expect(await job(jobId)).toMatchObject({ Status: JobStatus.Completed, RunId: null, RunStatus: null, RunCount: 0 })
    const tracking = await api.request<Envelope<{ Status: number; RunId: string | null }>>('GET', `${RUNTIME}/jobs/${jobId}`, { token: admin })
    expect(tracking.body.Data).toMatchObject({ Status: JobStatus.Completed, RunId: null })
    await api.host.recover()
    expect((await job(jobId)).Status).toBe(JobStatus.Completed)
    expect(await catalogState()).toEqual(catalog)
  })

  it('keeps Running runs and every run of a Queued or Leased job', async () => {
    await settle()
    const ended = await command()
    // Fails its first attempt and waits for the retry: Queued, with a finished run.
    const retrying = await enqueue('import-legacy-orders', { orderNumber: 4712 })
    // Runs long enough to still be running after the purge.
    const running = await enqueue('export-report', { steps: 2_000, stepMs: 25 })
    await api.host.tick()
    await waitFor(async () => (await job(retrying)).Status === JobStatus.Queued)
    const queued = await job(retrying)
    const leased = await job(running)
    expect(queued).toMatchObject({ Status: JobStatus.Queued, RunStatus: RunStatus.RuntimeException })
    expect(leased).toMatchObject({ Status: JobStatus.Leased, RunStatus: RunStatus.Running })

    await advance(11 * dayMs)
    const purged = await purge()
    expect(purged.body.Data.DeletedCount).toBeGreaterThanOrEqual(1)
    expect((await run(ended)).status).toBe(404)
    expect((await run(queued.RunId!)).body.Data.Status).toBe(RunStatus.RuntimeException)
    expect((await run(leased.RunId!)).body.Data.Status).toBe(RunStatus.Running)
    expect(await job(retrying)).toMatchObject({ Status: JobStatus.Queued, RunId: queued.RunId })

    await api.request('POST', `${ADMIN}/jobs/${running}/cancel`, { token: admin })
    await api.request('POST', `${ADMIN}/jobs/${retrying}/cancel`, { token: admin })
    await api.host.idle()
  })

  it('deletes a run started just before the cutoff and keeps those at and after it', async () => {
    await keepDays(1)
    // Start from an empty past: everything older than a day goes first.
    await advance(2 * dayMs)
    await purge()
    const before = await command()
    await advance(1)
    const at = await command()
    await advance(1)
    const after = await command()
    const cutoff = (await run(at)).body.Data.StartedAt
    await advance(Date.parse(cutoff) + dayMs - api.now().getTime())

    expect((await preview('?Mode=1&Days=1')).body.Data).toMatchObject({ CutoffUtc: cutoff, DeletableRunCount: 1 })
    expect((await purge()).body.Data).toEqual({ DeletedCount: 1, Batches: 1 })
    expect((await run(before)).status).toBe(404)
    expect((await run(at)).status).toBe(200)
    expect((await run(after)).status).toBe(200)
  })

  it('purges by itself at most once an hour, as the automation actor', async () => {
    // Days = 1 from the test before; its purge ran a day ago.
    const old = await command()
    await advance(dayMs - 30 * 60_000)
    await settle()
    // Due (the last purge is a day old), but the run is not old enough yet.
    expect((await run(old)).status).toBe(200)
    const checked = await settings()
    expect(checked.LastPurgeAt).toBe(api.now().toISOString())

    await advance(59 * 60_000)
    await settle()
    // Old enough now, but the last purge was 59 minutes ago.
    expect((await run(old)).status).toBe(200)
    expect((await settings()).LastPurgeAt).toBe(checked.LastPurgeAt)

    await advance(60_000)
    await settle()
    expect((await run(old)).status).toBe(404)
    expect(await settings()).toMatchObject({ LastPurgeAt: api.now().toISOString(), LastPurgeDeletedCount: 1 })
    expect((await auditLog('RunHistoryPurged'))[0]).toMatchObject({ ActorUserId: 'automation', Detail: { Trigger: 'Scheduled', DeletedCount: 1 } })
  })
})
