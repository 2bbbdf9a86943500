import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appContextOf } from '../../platform/appContext'
import type { RecordMutationEvent } from '../../platform/appEvents'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import { activate, applyTemplate, F, finishedBuild, N, runNow, saveFiles, startBuild, type NetBuild } from '../../test/fixtures/net-operation-project/project'
import { BuildFailureCategory, BuildStatus, FunctionRunStatus } from '../../../shared/enums'

/**
 * The Net Operation Project over real HTTP with Mono's real compiler and runtime: the sample
 * template checks and builds, a type error fails with its place, the built functions join the
 * catalog on activation and run with the revision, build and artifact they came from.
 */

let api: TestApi
let admin: string
let configurator: string

beforeAll(async () => {
  api = await startTestApi({ functionHost: 'timers' })
  ;[admin, configurator] = await Promise.all([api.login('admin'), api.login('configurator')])
}, 60_000)
afterAll(() => api?.close())

describe('checks and builds', () => {
  let sample: NetBuild

  it('checks the sample template clean, with the generated project\'s checksum and schema contract', async () => {
    await applyTemplate(api, configurator, 'sample')
    const check = await finishedBuild(api, configurator, await startBuild(api, configurator, 'check'))
    expect(check).toMatchObject({ Status: BuildStatus.Succeeded, Failure: null, ArtifactId: null })
    expect(check.Diagnostics.filter((item) => item.Severity === 0)).toEqual([])
    expect(check.GeneratedProjectChecksum).toMatch(/^[0-9a-f]{64}$/)
    expect(check.SchemaContractHash).toMatch(/^[0-9a-f]{64}$/)
  }, 120_000)

  it('fails a type error at its file, line and column with the compiler\'s code', async () => {
    const revision = await saveFiles(api, configurator, { 'Functions/Broken.cs': 'namespace Workspace.Operations\n{\n    public static class Broken\n    {\n        public static int Number() { return "seven"; }\n    }\n}\n' })
    const check = await finishedBuild(api, configurator, await startBuild(api, configurator, 'check', revision.Id))
    expect(check.Status).toBe(BuildStatus.Failed)
    expect(check.Failure).toMatchObject({ ReasonCode: 'netOperationProject.build.compileErrors', Category: BuildFailureCategory.Compilation, Retryable: false, TargetKind: 'File', TargetId: 'Functions/Broken.cs' })
    expect(check.Diagnostics).toContainEqual(expect.objectContaining({ File: 'Functions/Broken.cs', Line: 5, Column: expect.any(Number), Severity: 0, Source: 'csharp', Code: 'CS0029' }))
    await saveFiles(api, configurator, { 'Functions/Broken.cs': null }, 'Remove the broken file')
  }, 120_000)

  it('numbers builds one after the other however many start at once', async () => {
    const started = await Promise.all(Array.from({ length: 6 }, () => startBuild(api, configurator, 'check')))
    const numbers = started.map((build) => build.BuildNumber).sort((left, right) => left - right)
    expect(new Set(numbers).size).toBe(6)
    expect(numbers.at(-1)! - numbers[0]!).toBe(5)
    for (const build of started) await api.request('POST', `${N}/builds/${build.Id}/cancel`, { token: configurator })
  }, 60_000)

  it('builds the sample into an artifact whose functions join the catalog when it is activated', async () => {
    sample = await finishedBuild(api, configurator, await startBuild(api, configurator, 'build'))
    expect(sample).toMatchObject({ Status: BuildStatus.Succeeded, ArtifactId: expect.any(String) })
    const artifact = (await api.request<Envelope<{ Functions: Array<{ Key: string; Kind: string }>; ArtifactHash: string; TotalSizeBytes: number }>>('GET', `${N}/artifacts/${sample.ArtifactId}`, { token: admin })).body.Data
    expect(artifact.Functions.map((fn) => fn.Key).sort()).toEqual(['greet-customer', 'tidy-new-customer'])
    expect(artifact.ArtifactHash).toMatch(/^[0-9a-f]{64}$/)
    await activate(api, admin, sample.ArtifactId!)

    const run = await runNow(api, admin, 'greet-customer', { name: 'Ada' })
    expect(run).toMatchObject({ Status: FunctionRunStatus.Success, ResultSummary: 'Hello, Ada!', NetOperationProjectBuildId: sample.Id, NetOperationProjectArtifactId: sample.ArtifactId })
    expect(run.NetOperationProjectRevisionId).toEqual(expect.any(String))
    const invalid = await runNow(api, admin, 'greet-customer', {})
    expect(invalid).toMatchObject({ Status: FunctionRunStatus.ValidationFailure })
  }, 180_000)

  it('runs the handler on a new customer and its change lands through the record path', async () => {
    const events: RecordMutationEvent[] = []
    const stop = appContextOf(api.db).events.on('record.mutated', (event) => void events.push(event))
    const created = await api.request<Envelope<{ InstanceId: string }>>('POST', '/api/workspace/entity/customers/instances', {
      token: admin,
      body: { Fields: { name: '  Lovelace Analytics  ', email: 'INFO@Lovelace.EXAMPLE' } },
    })
    expect(created.status).toBe(200)
    const id = created.body.Data.InstanceId
    const record = await waitForRecord(id, (fields) => fields.email === 'info@lovelace.example')
    expect(record).toMatchObject({ email: 'info@lovelace.example', name: 'Lovelace Analytics' })
    const runs = await api.request<Envelope<Array<{ Status: number; ChangedRecordCount: number; NetOperationProjectArtifactId: string | null }>>>('GET', `${F}/runs?FunctionId=fn-tidy-new-customer`, { token: admin })
    expect(runs.body.Data[0]).toMatchObject({ Status: FunctionRunStatus.Success, ChangedRecordCount: 1, NetOperationProjectArtifactId: sample.ArtifactId })
    // The record event of its write names the function, as the record path announces every write.
    stop()
    expect(events.filter((event) => event.InstanceId === id).map(({ Operation, ByFunctionId }) => ({ Operation, ByFunctionId }))).toEqual([
      { Operation: 'create', ByFunctionId: undefined },
      { Operation: 'patch', ByFunctionId: 'fn-tidy-new-customer' },
    ])
  }, 60_000)

  it('says a rebuild is required once the schema changes', async () => {
    expect((await api.request<Envelope<{ RebuildRequired: boolean }>>('GET', N, { token: admin })).body.Data.RebuildRequired).toBe(false)
    const added = await api.request('POST', '/api/workspace/admin/entity-definitions', {
      token: admin,
      body: { Name: 'suppliers', DisplayNameSingular: 'Supplier', DisplayNamePlural: 'Suppliers' },
    })
    expect(added.status).toBe(200)
    const project = (await api.request<Envelope<{ RebuildRequired: boolean; SchemaContractHash: string; ActiveSchemaContractHash: string }>>('GET', N, { token: admin })).body.Data
    expect(project.RebuildRequired).toBe(true)
    expect(project.ActiveSchemaContractHash).toBe(sample.SchemaContractHash)
  })
})

async function waitForRecord(id: string, done: (fields: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const response = await api.request<Envelope<{ Fields: Record<string, unknown> }>>('GET', `/api/workspace/entity/customers/instances/${id}`, { token: admin })
    const fields = response.body.Data.Fields
    if (done(fields) || Date.now() > deadline) return fields
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
