import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Envelope, startTestApi, type TestApi } from '../../../test/testApi'
import { readTemplateFiles } from '../templates'
import type { BuildDto } from './builds.mappers'
import { A, descendantProcesses, getBuild, insertRevision, startBuildAs, survivors, waitForBuild } from '../../../test/fixtures/ui-project/builds'
import { hostApi } from '../../../test/fixtures/functions'
import { workerProgram } from '../build/workerProgram'

/**
 * Builds on a host driven by hand (injected clock, tick()): cancel while queued and while running,
 * lease expiry with and without attempts left, and jobs that ended behind a build's back.
 * No build here runs to its end: the running ones are cancelled.
 */

let api: TestApi
let admin: string
let configurator: string

beforeAll(async () => {
  api = await startTestApi(hostApi())
  ;[admin, configurator] = await Promise.all([api.login('admin'), api.login('configurator')])
  await insertRevision(api.db, readTemplateFiles('multi-page'))
}, 120_000)
afterAll(() => api?.close())

const build = (id: string) => getBuild(api.request, admin, id)
const cancel = (id: string) => api.request<Envelope<BuildDto>>('POST', `${A}/builds/${id}/cancel`, { token: configurator })

async function jobOf(buildId: string) {
  const [job] = await api.db.query<{ id: string; status: number; attempt_count: number; cancel_requested_at: Date | null }>(
    'SELECT j.id, j.status, j.attempt_count, j.cancel_requested_at FROM function_jobs j JOIN ui_project_builds b ON b.job_id = j.id WHERE b.id = $1',
    [buildId],
  )
  return job!
}

/** As if a worker process had claimed the job and started the build, then vanished. */
async function leaseToLostWorker(buildId: string, attempt: number) {
  const job = await jobOf(buildId)
  await api.db.query(
    `UPDATE function_jobs SET status = 1, attempt_count = $2, lease_owner = 'worker-lost', lease_expires_at = $3 WHERE id = $1`,
    [job.id, attempt, new Date(api.now().getTime() + 60_000)],
  )
  await api.db.query(
    `UPDATE ui_project_builds SET status = 1, attempt_count = $2, worker_id = 'worker-lost', started_at = $3, stage = 4 WHERE id = $1`,
    [buildId, attempt, api.now()],
  )
}

/** Ticks the host until the build's execution has started the type-check (a child process is running). */
async function runUntilCompiling(buildId: string): Promise<BuildDto> {
  await api.host.tick()
  return waitForBuild(api.request, admin, buildId, (current) => current.Stage >= 4 || current.Status > 1, 120_000)
}

describe('cancel', () => {
  it('ends a queued build at once, through the host\'s job cancel', async () => {
    const queued = await startBuildAs(api.request, configurator, 'check')
    expect(queued).toMatchObject({ Status: 0, Stage: 0, AttemptCount: 0, JobId: expect.any(String) })
    const response = await cancel(queued.Id)
    expect(response.status).toBe(200)
    expect(response.body.Data).toMatchObject({ Status: 4, Failure: { ReasonCode: 'uiProject.build.cancelled', Category: 7 } })
    expect(response.body.Data.CompletedAt).not.toBeNull()
    const job = await jobOf(queued.Id)
    expect(job.status).toBe(4)
    const [audit] = await api.db.query<{ action: string; actor_user_id: string }>('SELECT action, actor_user_id FROM function_audit_log WHERE target_id = $1', [job.id])
    expect(audit).toEqual({ action: 'JobCancelled', actor_user_id: 'usr-configurator' })
    await api.host.tick()
    expect((await build(queued.Id)).Status).toBe(4)
    expect((await cancel(queued.Id)).status).toBe(409)
  })

  it('stops a running build: its child processes end and the build ends Cancelled', async () => {
    // Preparing the worker starts esbuild's long-lived service in this process, once per process
    // (whichever test file builds first): it is no child of the build.
    await workerProgram()
    const before = descendantProcesses()
    const queued = await startBuildAs(api.request, configurator, 'build')
    const running = await runUntilCompiling(queued.Id)
    expect(running).toMatchObject({ Status: 1, AttemptCount: 1, WorkerId: api.host.workerId })
    const children = new Map([...descendantProcesses()].filter(([pid]) => !before.has(pid)))
    expect(children.size).toBeGreaterThan(0)

    const response = await cancel(queued.Id)
    expect(response.status).toBe(200)
    expect([1, 4]).toContain(response.body.Data.Status)
    if (response.body.Data.Status === 1) expect(response.body.Data.CancellationRequested).toBe(true)
    await api.host.idle()

    const ended = await build(queued.Id)
    expect(ended).toMatchObject({ Status: 4, ArtifactId: null, CancellationRequested: true, Failure: { ReasonCode: 'uiProject.build.cancelled' } })
    const [run] = await api.db.query<{ status: number }>('SELECT r.status FROM function_runs r JOIN function_jobs j ON j.latest_run_id = r.id WHERE j.id = $1', [ended.JobId])
    expect(run?.status).toBe(5)
    expect((await jobOf(queued.Id)).status).toBe(4)
    for (let attempt = 0; survivors(children).length > 0 && attempt < 40; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(survivors(children)).toEqual([])
  })
})

describe('lease expiry', () => {
  it('sends a build whose worker was lost back to the queue, and the retry starts it over', async () => {
    const queued = await startBuildAs(api.request, configurator, 'check')
    await leaseToLostWorker(queued.Id, 1)
    expect((await build(queued.Id)).Status).toBe(1)

    api.advance(61_000)
    expect((await api.host.tick()).expiredLeases).toBe(1)
    expect(await build(queued.Id)).toMatchObject({ Status: 0, Stage: 0, AttemptCount: 1 })
    expect((await jobOf(queued.Id)).status).toBe(0)

    api.advance(11_000)
    const retried = await runUntilCompiling(queued.Id)
    expect(retried).toMatchObject({ Status: 1, AttemptCount: 2, WorkerId: api.host.workerId })
    expect(retried.Stages[0]!.Stage).toBe(1)
    expect((await cancel(queued.Id)).status).toBe(200)
    await api.host.idle()
    expect((await build(queued.Id)).Status).toBe(4)
  })

  it('fails the build as workerLost when the lost lease used the last attempt', async () => {
    const queued = await startBuildAs(api.request, configurator, 'check')
    await leaseToLostWorker(queued.Id, 2)
    api.advance(61_000)
    await api.host.tick()
    expect((await jobOf(queued.Id)).status).toBe(3)
    const failed = await build(queued.Id)
    expect(failed).toMatchObject({
      Status: 3,
      Failure: { ReasonCode: 'uiProject.build.workerLost', Category: 6, Retryable: true },
    })
    expect(failed.CompletedAt).not.toBeNull()
  })

  it('settles builds whose job ended behind their back when they are read', async () => {
    const cancelled = await startBuildAs(api.request, configurator, 'check')
    const failed = await startBuildAs(api.request, configurator, 'check')
    await leaseToLostWorker(cancelled.Id, 1)
    await leaseToLostWorker(failed.Id, 1)
    // Written past the host (as a process that died mid-transition would leave them).
    await api.db.query('UPDATE function_jobs SET status = 4, lease_owner = NULL WHERE id = $1', [cancelled.JobId])
    await api.db.query('UPDATE function_jobs SET status = 3, lease_owner = NULL WHERE id = $1', [failed.JobId])
    expect((await build(cancelled.Id)).Status).toBe(4)
    const list = await api.request<Envelope<{ Items: BuildDto[] }>>('GET', `${A}/builds?status=1`, { token: admin })
    expect(list.body.Data.Items).toEqual([])
    expect((await build(failed.Id)).Failure?.ReasonCode).toBe('uiProject.build.workerLost')
  })
})
