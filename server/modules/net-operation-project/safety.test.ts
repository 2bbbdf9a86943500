import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import { activate, applyTemplate, F, finishedBuild, runNow, saveFiles, startBuild } from '../../test/fixtures/net-operation-project/project'
import { BuildFailureCategory, BuildStatus, FunctionRunStatus } from '../../../shared/enums'

/**
 * What a project's code cannot do, over real HTTP with the real runtime: a throwing function, an
 * endless loop, a network attempt and a read outside its folder each end as a failed run, and the
 * API keeps serving. Without Mono a build fails with the documented Failure instead of crashing.
 */

let api: TestApi
let admin: string

const probes = `using System;
using System.IO;
using Workspace.Host;

namespace Workspace.Operations
{
    public static class Probes
    {
        [Command("probe-throw")]
        public static FunctionResult Throw(FunctionContext context) { throw new InvalidOperationException("The order is locked."); }

        [Command("probe-spin")]
        public static FunctionResult Spin(FunctionContext context) { while (true) { } }

        [Command("probe-network")]
        public static FunctionResult Network(FunctionContext context)
        {
            new System.Net.Sockets.TcpClient().Connect("1.1.1.1", 80);
            return FunctionResult.Success("connected");
        }

        [Command("probe-read")]
        public static FunctionResult Read(FunctionContext context) { return FunctionResult.Success(File.ReadAllText("/etc/passwd")); }
    }
}
`

beforeAll(async () => {
  api = await startTestApi({ functionHost: 'timers' })
  admin = await api.login('admin')
  await applyTemplate(api, admin, 'sample')
  await saveFiles(api, admin, { 'Functions/Probes.cs': probes }, 'Probes')
  const build = await finishedBuild(api, admin, await startBuild(api, admin, 'build'))
  if (build.Status !== BuildStatus.Succeeded) throw new Error(`The probe build failed: ${JSON.stringify(build.Diagnostics)}`)
  await activate(api, admin, build.ArtifactId!)
}, 120_000)
afterAll(() => api?.close())

describe('a project function that misbehaves', () => {
  it('throws: the run ends RuntimeException with the exception\'s type and message', async () => {
    const run = await runNow(api, admin, 'probe-throw')
    expect(run).toMatchObject({ Status: FunctionRunStatus.RuntimeException, ErrorType: 'System.InvalidOperationException', ErrorMessage: 'The order is locked.' })
  }, 30_000)

  it('loops for ever: the run ends Timeout at the function\'s limit and its process is gone', async () => {
    const fn = (await api.request<Envelope<{ RowVersion: string }>>('GET', `${F}/functions/fn-probe-spin`, { token: admin })).body.Data
    const updated = await api.request('PUT', `${F}/functions/fn-probe-spin`, { token: admin, body: { TimeoutMs: 1500, MaxAttempts: 1, RowVersion: fn.RowVersion } })
    expect(updated.status).toBe(200)
    const run = await runNow(api, admin, 'probe-spin')
    expect(run).toMatchObject({ Status: FunctionRunStatus.Timeout })
    expect((await runNow(api, admin, 'greet-customer', { name: 'after the loop' })).Status).toBe(FunctionRunStatus.Success)
  }, 60_000)

  it('reaches for the network: the connect fails inside the function', async () => {
    const run = await runNow(api, admin, 'probe-network')
    expect(run).toMatchObject({ Status: FunctionRunStatus.RuntimeException, ErrorType: 'System.Net.Sockets.SocketException' })
  }, 30_000)

  it('reads a file outside its folder: there is no such file in its sandbox', async () => {
    const run = await runNow(api, admin, 'probe-read')
    expect(run.Status).toBe(FunctionRunStatus.RuntimeException)
    expect(run.ErrorType).toMatch(/^System\.IO\.(FileNotFound|DirectoryNotFound)Exception$/)
    expect(JSON.stringify(run)).not.toContain('root:x:0:0')
  }, 30_000)
})

describe('without the toolchain', () => {
  it('fails a build with the toolchain Failure: its reason, category, not retryable, and how to install it', async () => {
    process.env.NET_PROJECT_TOOLCHAIN = 'missing'
    try {
      const build = await finishedBuild(api, admin, await startBuild(api, admin, 'check'))
      expect(build).toMatchObject({
        Status: BuildStatus.Failed,
        Failure: {
          ReasonCode: 'netOperationProject.build.toolchainMissing',
          Category: BuildFailureCategory.Dependency,
          Retryable: false,
          SqlState: null,
          TargetKind: 'Toolchain',
          TargetId: 'mono-mcs',
          RemediationCode: 'netOperationProject.remediation.installMono',
        },
      })
      expect(build.ErrorSummary).toContain('apt-get install mono-mcs mono-runtime')
      const project = (await api.request<Envelope<{ Toolchain: unknown }>>('GET', '/api/workspace/admin/net-operation-project', { token: admin })).body.Data
      expect(project.Toolchain).toEqual({ Available: false, CompilerVersion: null, RemediationCode: 'netOperationProject.remediation.installMono' })
    } finally {
      delete process.env.NET_PROJECT_TOOLCHAIN
    }
  }, 60_000)
})
