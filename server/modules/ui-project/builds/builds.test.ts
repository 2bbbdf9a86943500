import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../../../test/testApi'
import type { BuildDto } from './builds.mappers'
import { A, insertRevision, miniProject, startBuildAs, waitForBuild } from '../../../test/fixtures/ui-project/builds'

/**
 * Failing checks and builds with the real runner, on an auto-ticking host: a check with a type
 * error and a lint error, and a build that tries to import /etc/passwd. Both are small projects
 * without Vuetify (a fraction of a template's type-check) and run at once in beforeAll.
 */

let api: TestApi
let admin: string
let configurator: string
let check: BuildDto
let leak: BuildDto
let checkMs = 0
let leakMs = 0

const typeErrorFile = 'src/counter.ts'
const lintErrorFile = 'src/main.ts'

/** A check with one type error (src/counter.ts:2) and one lint error (src/main.ts:5). */
const brokenTree = () =>
  miniProject({
    'src/counter.ts': "export const start = 1\nexport const broken: number = 'not a number'\n",
    'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\nimport { start } from './counter'\n\ndebugger\ncreateApp(App).provide('start', start).mount('#app')\n",
  })
const broken = { typeErrorLine: 2, lintErrorLine: 5 }

/** A build whose entry imports /etc/passwd as text and puts it into the page. */
const leakingTree = () =>
  miniProject({
    'src/leak.ts': "import secret from '/etc/passwd?raw'\n\nexport const leaked: string = secret\n",
    'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\nimport { leaked } from './leak'\n\ncreateApp(App).provide('leaked', leaked).mount('#app')\n",
  })

const timed = async (start: () => Promise<BuildDto>): Promise<[BuildDto, number]> => {
  const started = Date.now()
  const queued = await start()
  const ended = await waitForBuild(api.request, admin, queued.Id)
  return [ended, Date.now() - started]
}

beforeAll(async () => {
  api = await startTestApi({ functionHost: 'timers' })
  ;[admin, configurator] = await Promise.all([api.login('admin'), api.login('configurator')])
  const brokenRevision = await insertRevision(api.db, brokenTree(), { working: false })
  const leakingRevision = await insertRevision(api.db, leakingTree(), { working: false })
  ;[[check, checkMs], [leak, leakMs]] = await Promise.all([
    timed(() => startBuildAs(api.request, configurator, 'check', brokenRevision)),
    timed(() => startBuildAs(api.request, admin, 'build', leakingRevision)),
  ])
}, 300_000)
afterAll(async () => {
  console.info(`ui-project builds: the failing check took ${checkMs} ms, the refused build ${leakMs} ms (both at once)`)
  await api?.close()
})

describe('a check with a type error and a lint error', () => {
  it('fails with both diagnostics at their file and line', () => {
    expect(check).toMatchObject({ Kind: 1, Status: 3, ArtifactId: null, AttemptCount: 1 })
    expect(check.Failure).toEqual({
      ReasonCode: 'uiProject.build.typeErrors',
      Category: 2,
      Retryable: false,
      SqlState: null,
      TargetKind: 'File',
      TargetId: typeErrorFile,
      RemediationCode: null,
    })
    expect(check.Diagnostics).toContainEqual(expect.objectContaining({ Source: 'typescript', Severity: 0, File: typeErrorFile, Line: broken.typeErrorLine }))
    expect(check.Diagnostics).toContainEqual(expect.objectContaining({ Source: 'eslint', Severity: 0, File: lintErrorFile, Line: broken.lintErrorLine, Code: 'no-debugger' }))
    expect(check.ErrorSummary).toBe('1 type error, 1 lint error')
    expect(JSON.parse(check.DiagnosticsJson!)).toEqual(check.Diagnostics)
    expect(check.Stages.map((stage) => stage.Stage)).toEqual([1, 2, 3, 4, 6])
    expect(check.Stages.every((stage) => stage.CompletedAt !== null && stage.DurationMs !== null)).toBe(true)
  })

  it('ends its run as a validation failure: the project is at fault, not the machinery', async () => {
    // The build ends inside the run; the run itself ends a moment later.
    const readRun = async () => (await api.db.query<{ status: number; validation_error_count: number }>(
      'SELECT status, validation_error_count FROM function_runs WHERE job_id = $1 AND job_attempt = 1',
      [check.JobId],
    ))[0]
    await expect.poll(async () => (await readRun())?.status, { timeout: 10_000 }).not.toBe(6)
    expect(await readRun()).toEqual({ status: 1, validation_error_count: 2 })
  })
})

describe('a build that imports /etc/passwd', () => {
  it('fails safely: refused, no artifact, nothing of the file in the answer, the logs or the run', async () => {
    expect(leak).toMatchObject({ Kind: 0, Status: 3, ArtifactId: null })
    expect(leak.Failure).toMatchObject({ ReasonCode: 'uiProject.build.importRefused', Retryable: false, TargetKind: 'File', TargetId: 'src/leak.ts' })
    expect(leak.Diagnostics).toContainEqual(expect.objectContaining({ Source: 'sandbox', File: 'src/leak.ts', Line: 1 }))
    expect(await api.db.query('SELECT id FROM ui_project_artifacts WHERE build_id = $1', [leak.Id])).toEqual([])

    const secretLines = readFileSync('/etc/passwd', 'utf8').split('\n').filter((line) => line.length > 8)
    const logs = await api.db.query<{ lines: string[] }>('SELECT lines FROM ui_project_build_logs WHERE build_id = $1', [leak.Id])
    const runs = await api.db.query<Record<string, unknown>>('SELECT * FROM function_runs WHERE job_id = $1', [leak.JobId])
    const everything = JSON.stringify([leak, logs, runs])
    for (const line of secretLines) expect(everything).not.toContain(line)
  })
})

describe('starting builds', () => {
  it('refuses an unknown revision and a project without one', async () => {
    const unknown = await api.request('POST', `${A}/builds`, { token: configurator, body: { Kind: 1, RevisionId: 'rev-nope' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.Errors[0]).toMatchObject({ Code: 'uiProject.build.unknownRevision', Field: 'RevisionId' })
    const [project] = await api.db.query<{ working_revision_id: string | null }>("SELECT working_revision_id FROM ui_projects WHERE id = 'workspace'")
    await api.db.query('UPDATE ui_projects SET working_revision_id = NULL')
    try {
      const none = await api.request('POST', `${A}/builds`, { token: configurator, body: { Kind: 1 } })
      expect(none.status).toBe(400)
      expect(none.body.Errors[0]).toMatchObject({ Code: 'uiProject.build.noRevision', Field: 'RevisionId' })
    } finally {
      await api.db.query('UPDATE ui_projects SET working_revision_id = $1', [project!.working_revision_id])
    }
    expect((await api.request('POST', `${A}/builds`, { token: configurator, body: { Kind: 7 } })).status).toBe(400)
  })

  it('lists builds newest first, by kind and status, in pages', async () => {
    const all = await api.request<Envelope<{ Items: BuildDto[]; TotalCount: number; Page: number; PageSize: number }>>('GET', `${A}/builds?pageSize=1`, { token: admin })
    expect(all.status).toBe(200)
    expect(all.body.Data).toMatchObject({ TotalCount: 2, Page: 1, PageSize: 1 })
    expect(all.body.Data.Items[0]!.BuildNumber).toBe(Math.max(check.BuildNumber, leak.BuildNumber))
    const checks = await api.request<Envelope<{ Items: BuildDto[]; TotalCount: number }>>('GET', `${A}/builds?kind=1&status=3`, { token: admin })
    expect(checks.body.Data.Items.map((item) => item.Id)).toEqual([check.Id])
    expect(checks.body.Data.Items[0]).toMatchObject({ RequestedByUserId: 'usr-configurator', RequestedByDisplayName: expect.any(String), RevisionNumber: expect.any(Number) })
    expect((await api.request('GET', `${A}/builds?pageSize=101`, { token: admin })).status).toBe(400)
    expect((await api.request('GET', `${A}/builds/nope`, { token: admin })).status).toBe(404)
  })

  it('answers 409 with the build for a cancel after it ended', async () => {
    const response = await api.request<Envelope<BuildDto>>('POST', `${A}/builds/${check.Id}/cancel`, { token: configurator })
    expect(response.status).toBe(409)
    expect(response.body.Errors[0]!.Code).toBe('uiProject.build.notCancellable')
    expect(response.body.Data.Id).toBe(check.Id)
    expect((await api.request('POST', `${A}/builds/nope/cancel`, { token: configurator })).status).toBe(404)
  })
})
