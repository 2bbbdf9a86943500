import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import type { OwnedDb } from '../../db'
import { JobStatus, RunStatus } from '../../modules/functions/model'
import { recover } from '../../modules/functions/recovery'
import { resetRuntime } from '../../modules/functions/runtime'
import type { FunctionJob, FunctionRun } from '../../modules/functions/types'
import type { Envelope } from '../../test/testApi'
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../../test/startingDatabase'
import { demoCredentials } from '../demoData'
import { seedDemoWorkspace } from '../seed'
import { loadHistoryContext } from './context'
import { generateRunHistory } from './generate'

const ADMIN = '/api/workspace/admin/function-operations'
const now = new Date()
let database: EmptyTestDatabase
let db: OwnedDb
let close: () => Promise<void>
let url: string
let token: string

beforeAll(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await seedDemoWorkspace(db, now)
  const app = await createApp({ db })
  await app.listen({ host: '127.0.0.1', port: 0 })
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  close = () => app.close()
  const login = await fetch(`${url}/api/workspace/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserNameOrEmail: 'admin', Password: demoCredentials.admin.password }),
  })
  token = ((await login.json()) as Envelope<{ AccessToken: string }>).Data.AccessToken
}, 60_000)
afterAll(async () => {
  await close()
  await database.close()
})

async function get<T>(path: string): Promise<T> {
  const response = await fetch(url + path, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as Envelope<T>).Data
}
const count = async (sql: string) => (await db.query<{ count: number }>(sql))[0]!.count
const oneId = async (where: string) => (await db.query<{ id: string }>(`SELECT id FROM function_runs WHERE ${where} ORDER BY started_at DESC LIMIT 1`))[0]!.id

describe('demo run history', () => {
  it('holds thousands of finished runs of the last 30 days, from every source and with every ending', async () => {
    expect(await count('SELECT count(*)::int AS count FROM function_runs')).toBeGreaterThan(3_000)
    const statuses = await db.query<{ status: number; count: number }>('SELECT status, count(*)::int AS count FROM function_runs GROUP BY status')
    const terminal = Object.values(RunStatus).filter((status) => status !== RunStatus.Running)
    expect(statuses.map((row) => row.status).sort()).toEqual([...terminal].sort())
    const sources = await db.query<{ source: number }>('SELECT DISTINCT source FROM function_runs ORDER BY source')
    expect(sources.map((row) => row.source)).toEqual([0, 1, 2, 3, 4])
    const [range] = await db.query<{ first: Date; last: Date }>('SELECT min(started_at) AS first, max(completed_at) AS last FROM function_runs')
    expect(new Date(range!.first).getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * 86_400_000)
    expect(new Date(range!.last).getTime()).toBeLessThan(now.getTime())
  })

  it('has jobs that completed, failed after their attempts, were cancelled, or wait for a retry', async () => {
    const jobs = await db.query<{ status: number; count: number }>('SELECT status, count(*)::int AS count FROM function_jobs GROUP BY status ORDER BY status')
    expect(jobs.map((row) => row.status)).toEqual([JobStatus.Queued, JobStatus.Completed, JobStatus.Failed, JobStatus.Cancelled])
    expect(await count(`SELECT count(*)::int AS count FROM function_jobs WHERE status = ${JobStatus.Failed} AND attempt_count = max_attempts AND max_attempts > 1`)).toBeGreaterThan(10)
    // Every attempt left its run.
    expect(await count('SELECT count(*)::int AS count FROM function_jobs j WHERE attempt_count <> (SELECT count(*) FROM function_runs r WHERE r.job_id = j.id)')).toBe(0)

    const waiting = await db.query<{ id: string }>(`SELECT id FROM function_jobs WHERE status = ${JobStatus.Queued}`)
    expect(waiting.length).toBeGreaterThanOrEqual(3)
    for (const { id } of waiting) {
      const job = await get<FunctionJob>(`${ADMIN}/jobs/${id}`)
      expect(job).toMatchObject({ IsRetrying: true, LastError: expect.any(String) })
      expect(Date.parse(job.NextAttemptAt!)).toBeGreaterThan(now.getTime())
      expect([RunStatus.RuntimeException, RunStatus.Timeout]).toContain(job.RunStatus)
    }
  })

  it('gives recovery nothing to close, complete or fail', async () => {
    expect(await recover(db, resetRuntime(db), now)).toEqual({ closedRuns: 0, completedJobs: 0, failedJobs: 0, releasedJobs: 0 })
  })

  it('reads like real runs: actors, schedules, actions, versions and redacted HTTP details', async () => {
    const scheduled = await get<FunctionRun>(`${ADMIN}/runs/${await oneId("schedule_id = 'sch-ledger'")}`)
    expect(scheduled.Actor).toMatchObject({ DisplayName: 'Automation', IsAutomationActor: true })
    expect(scheduled.Schedule).toMatchObject({ Name: 'Ledger sync every 5 minutes' })

    const action = await get<FunctionRun>(`${ADMIN}/runs/${await oneId("surface_action_id = 'act-contracts-recalculate'")}`)
    expect(action).toMatchObject({ ExecutionSource: 1, SurfaceActionLabel: 'Recalculate totals', ActionTargetKey: 'contracts:recalculate-totals' })
    expect(action.Actor?.IsAutomationActor).toBe(false)
    expect(action.SelectedEntityIdCount).toBeGreaterThan(0)

    const denied = await get<FunctionRun>(`${ADMIN}/runs/${await oneId(`status = ${RunStatus.PermissionFailure} AND function_key = 'recalculate-contract-totals'`)}`)
    expect(denied.ErrorMessage).toBe('The actor lacks the permission "entities.configure" that Recalculate contract totals requires.')

    const failing = await get<FunctionRun>(`${ADMIN}/runs/${await oneId("error_type = 'LegacyFormatError'")}`)
    expect(failing).toMatchObject({ FunctionVersionNumber: 3, Status: RunStatus.RuntimeException })
    expect(failing.ErrorMessage).toMatch(/^Order \d+ has the unknown currency "[A-Z]{3}"\.$/)

    const webhook = await get<FunctionRun>(`${ADMIN}/runs/${await oneId("http_detail->>'AuthenticationOutcome' = 'ApiKey'")}`)
    expect(webhook.Http).toMatchObject({ EndpointKey: 'webhook', Method: 'POST', ResponseStatus: 200, RequestContentType: 'application/x-www-form-urlencoded' })
    expect(webhook.Http!.RedactedHeaders.authorization).toBe('[redacted]')
    const rejected = await get<FunctionRun>(`${ADMIN}/runs/${await oneId("http_detail->>'AuthenticationOutcome' = 'Rejected'")}`)
    expect(rejected).toMatchObject({ Status: RunStatus.PermissionFailure, Http: { ResponseStatus: 401, PlatformFailureCode: 'workspace.functions.http.authenticationFailed' } })

    const former = await get<FunctionRun>(`${ADMIN}/runs/${await oneId("actor_user_id = 'usr-tim-vogel'")}`)
    expect(former.Actor).toMatchObject({ IsMissing: true })
  })

  it('comes out the same for the same moment', async () => {
    const context = await loadHistoryContext(db, now)
    const ids = () => generateRunHistory(context).builder.runs.map((run) => `${run.id} ${run.status} ${run.started_at}`)
    expect(ids()).toEqual(ids())
  })
})
