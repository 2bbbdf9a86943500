// A check and a build of the multi-page template, as a configurator starts them: over HTTP, queued on
// the function host, run by the sandboxed build runner with the real toolchain. Records the wall
// time of each stage (from the build's own Stages), the whole time from start to the terminal
// status, and the peak memory of the build process tree.
import { createApp } from '../../server/app'
import { openDb } from '../../server/db'
import { startFunctionHost } from '../../server/modules/functions'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { BuildKind, BuildStage, BuildStatus, enumName } from '../../shared/enums'
import type { Benchmark, BudgetCheck } from './types'
import { callApi, signInAdmin, timingBudget } from './workspace'

const API_PORT = 4022
const HOST = '127.0.0.1'
export const BUILD_BUDGET_MS = 30_000
export const CHECK_BUDGET_MS = 30_000
/** The runner gives its child 768 MiB of heap; the whole tree (Node, type-checker, bundler) must stay within this. */
export const PEAK_MEMORY_BUDGET_BYTES = 1536 * 1024 * 1024
const POLL_MS = 100
const A = '/api/workspace/admin/ui-project'

interface Build {
  Id: string
  Status: number
  Stage: number
  ProgressPercent: number
  ErrorSummary: string | null
  PeakMemoryBytes: number | null
  Stages: Array<{ Stage: number; DurationMs: number | null }>
}

interface Measured {
  kind: string
  wallMs: number
  stages: Record<string, number | null>
  progressSeen: number[]
  peakMemoryBytes: number | null
}

async function measure(apiUrl: string, token: string, kind: number): Promise<Measured> {
  const started = performance.now()
  let build = await callApi<Build>(apiUrl, token, 'POST', `${A}/builds`, { Kind: kind, RevisionId: null })
  const progressSeen: number[] = []
  while (build.Status === BuildStatus.Queued || build.Status === BuildStatus.Running) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    build = await callApi<Build>(apiUrl, token, 'GET', `${A}/builds/${build.Id}`)
    if (progressSeen.at(-1) !== build.ProgressPercent) progressSeen.push(build.ProgressPercent)
  }
  const wallMs = performance.now() - started
  if (build.Status !== BuildStatus.Succeeded) throw new Error(`The ${enumName(BuildKind, kind)} ended ${enumName(BuildStatus, build.Status)}: ${build.ErrorSummary}`)
  const stages = Object.fromEntries(build.Stages.map((stage) => [enumName(BuildStage, stage.Stage) ?? String(stage.Stage), stage.DurationMs]))
  return { kind: enumName(BuildKind, kind) ?? String(kind), wallMs: Math.round(wallMs), stages, progressSeen, peakMemoryBytes: build.PeakMemoryBytes }
}

const describe = (measured: Measured): string =>
  `${measured.kind}: ${measured.wallMs} ms (${Object.entries(measured.stages).map(([stage, ms]) => `${stage} ${ms ?? '–'} ms`).join(', ')}), peak memory ${
    measured.peakMemoryBytes === null ? 'not measured' : `${Math.round(measured.peakMemoryBytes / 1024 / 1024)} MiB`
  }`

const memoryBudget = (name: string, actual: number | null): BudgetCheck => ({
  name,
  limit: PEAK_MEMORY_BUDGET_BYTES,
  actual: actual ?? 0,
  unit: 'bytes',
  pass: actual !== null && actual <= PEAK_MEMORY_BUDGET_BYTES,
})

export const uiBuild: Benchmark = {
  name: 'ui-build',
  description: 'Check and build of the multi-page UI project template on the function host (stages, wall time, peak memory)',
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      // The demo seed starts the project from the multi-page template; a workspace without one gets it here.
      const project = await callApi<{ WorkingRevisionId: string | null }>(apiUrl, token, 'GET', A)
      if (project.WorkingRevisionId === null) {
        await callApi(apiUrl, token, 'POST', `${A}/templates/multi-page/apply`, { BaseRevisionId: null, Message: 'Benchmark: the multi-page template' })
      }
      const host = await startFunctionHost(db)
      try {
        const check = await measure(apiUrl, token, BuildKind.Check)
        const build = await measure(apiUrl, token, BuildKind.Build)
        return {
          details: { check, build },
          budgets: [
            timingBudget('check: start → Succeeded', check.wallMs, CHECK_BUDGET_MS),
            timingBudget('build: start → Succeeded', build.wallMs, BUILD_BUDGET_MS),
            memoryBudget('build: peak memory of the build process tree', build.peakMemoryBytes),
          ],
          summary: [describe(check), describe(build), `progress seen (build): ${build.progressSeen.join(' → ')} %`],
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
