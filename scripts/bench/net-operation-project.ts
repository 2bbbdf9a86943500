// The Net Operation Project with Mono's real compiler and runtime, as a configurator and a caller
// meet it: a check and a build of the sample project (start over HTTP → terminal status, on the
// function host), then a published command of the built assembly called synchronously. Calls go to
// a warm worker of the assembly (a jailed Mono process that answers one call after the other); the
// first call after activation starts it, so it is reported on its own.
import { createApp } from '../../server/app'
import { openDb } from '../../server/db'
import { startFunctionHost } from '../../server/modules/functions'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { BuildKind, BuildStatus, enumName } from '../../shared/enums'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'

const API_PORT = 4023
const HOST = '127.0.0.1'
export const CHECK_BUDGET_MS = 10_000
export const BUILD_BUDGET_MS = 15_000
export const INVOKE_BUDGET_MS = 150
const WARMUPS = 5
const SAMPLES = 60
const POLL_MS = 50
const N = '/api/workspace/admin/net-operation-project'

interface Build {
  Id: string
  Status: number
  ArtifactId: string | null
  ErrorSummary: string | null
  Stages: Array<{ Stage: number; DurationMs: number | null }>
}

async function timedBuild(apiUrl: string, token: string, kind: number): Promise<{ wallMs: number; build: Build }> {
  const started = performance.now()
  let build = await callApi<Build>(apiUrl, token, 'POST', `${N}/builds`, { Kind: kind, RevisionId: null })
  while (build.Status === BuildStatus.Queued || build.Status === BuildStatus.Running) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    build = await callApi<Build>(apiUrl, token, 'GET', `${N}/builds/${build.Id}`)
  }
  if (build.Status !== BuildStatus.Succeeded) throw new Error(`The ${enumName(BuildKind, kind)} ended ${enumName(BuildStatus, build.Status)}: ${build.ErrorSummary}`)
  return { wallMs: Math.round(performance.now() - started), build }
}

export const netOperationProject: Benchmark = {
  name: 'net-operation-project',
  description: 'Check and build of the sample C# project with Mono, and a published command of it called synchronously (the first call starts a warm worker)',
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const project = await callApi<{ WorkingRevisionId: string | null }>(apiUrl, token, 'GET', N)
      await callApi(apiUrl, token, 'POST', `${N}/templates/sample/apply`, { BaseRevisionId: project.WorkingRevisionId, Message: 'Benchmark: the sample functions' })
      const host = await startFunctionHost(db)
      try {
        const check = await timedBuild(apiUrl, token, BuildKind.Check)
        const build = await timedBuild(apiUrl, token, BuildKind.Build)
        const artifact = await callApi<{ RowVersion: string }>(apiUrl, token, 'GET', `${N}/artifacts/${build.build.ArtifactId}`)
        await callApi(apiUrl, token, 'POST', `${N}/artifacts/${build.build.ArtifactId}/activate`, { ExpectedArtifactRowVersion: artifact.RowVersion })
        await callApi(apiUrl, token, 'POST', '/api/workspace/admin/function-operations/publications', {
          Key: 'bench-greet', Description: null, FunctionId: 'fn-greet-customer', FunctionVersionId: null, Kind: 0,
          RequiredPermission: 'functions.publications.invoke', InputSchema: null, DeduplicationMode: 0, DeduplicationMembers: [], IsEnabled: true,
        })
        const call = async (n: number) => {
          const started = performance.now()
          const result = await callApi<{ Status: number; ResultSummary: string | null }>(apiUrl, token, 'POST', '/api/workspace/functions/bench-greet/commands', { Arguments: { name: `caller ${n}` } })
          if (result.ResultSummary !== `Hello, caller ${n}!`) throw new Error(`call ${n} answered ${JSON.stringify(result)}`)
          return performance.now() - started
        }
        // The first call after activation: nothing cached yet (the assembly is read from the database).
        const firstCallMs = Math.round(await call(0))
        for (let i = 1; i < WARMUPS; i++) await call(i)
        const samples: number[] = []
        for (let i = 0; i < SAMPLES; i++) samples.push(await call(WARMUPS + i))
        const invoke = timingStats(samples)
        return {
          details: { checkMs: check.wallMs, buildMs: build.wallMs, firstCallMs, checkStages: check.build.Stages, buildStages: build.build.Stages, invoke },
          budgets: [
            timingBudget('check of the sample project: start → Succeeded', check.wallMs, CHECK_BUDGET_MS),
            timingBudget('build of the sample project: start → Succeeded', build.wallMs, BUILD_BUDGET_MS),
            timingBudget(`published command call p95 (${SAMPLES} calls after the first)`, invoke.p95Ms, INVOKE_BUDGET_MS),
          ],
          summary: [`check ${check.wallMs} ms, build ${build.wallMs} ms`, `first call after activation (starts the warm worker; reported, not budgeted): ${firstCallMs} ms`, formatStats('command call', invoke)],
        }
      } finally {
        await host.stop()
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
