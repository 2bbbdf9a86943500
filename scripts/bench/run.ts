// `npm run bench [-- <name>...] [--skip-build]`: builds the app once (into BENCH_DIST_DIR, default
// dist), starts the preview of that build and a temporary local API, runs each benchmark, prints
// PASS/FAIL per budget, writes bench-results/<name>.json and exits non-zero when a budget fails.
// A new benchmark is a module exporting a `Benchmark` (see types.ts), added to `benchmarks` below.
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installChromiumHint } from '../../e2e/fixtures/chromium'
import { BENCH_DIST_DIR, buildApp, launchChromium, startPreview, startTemporaryApi, type Running } from './env'
import { attachmentList } from './attachment-list'
import { boardApi } from './board-api'
import { boardView } from './board-view'
import { entityData } from './entity-data'
import { entitlementAdjust } from './entitlementAdjust'
import { entitlementList } from './entitlementList'
import { entityDesigner } from './entity-designer'
import { expressionEditor } from './expression-editor'
import { expressionValidation } from './expression-validation'
import { fileUpload } from './file-upload'
import { functionInvocation } from './function-invocation'
import { functionRuns } from './function-runs'
import { initialLoad } from './initial-load'
import { recalculation } from './recalculation'
import { recordMatching } from './record-matching'
import { recordSecurity } from './record-security'
import { uiBuild } from './ui-build'
import { netOperationProject } from './net-operation-project'
import { describeMachine, machineLines } from './machine'
import { formatKiB } from './sizes'
import { setCpuSlowdown } from './workspace'
import type { BenchContext, Benchmark, BudgetCheck } from './types'

const benchmarks: Benchmark[] = [initialLoad, entityDesigner, entityData, functionRuns, expressionValidation, expressionEditor, recalculation, recordSecurity, recordMatching, fileUpload, attachmentList, boardApi, boardView, entitlementAdjust, entitlementList, functionInvocation, uiBuild, netOperationProject]

const rootDir = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const resultsDir = join(rootDir, 'bench-results')

function formatValue(check: BudgetCheck, value: number): string {
  return check.unit === 'bytes' ? formatKiB(value) : check.unit === 'ms' ? `${value} ms` : String(value)
}

/** `--cpu-slowdown N`: the browser runs N times slower (Chromium's CPU throttling), as on a slower machine. */
function cpuSlowdownOf(args: string[]): number {
  const index = args.indexOf('--cpu-slowdown')
  if (index < 0) return 1
  const rate = Number(args[index + 1])
  if (!Number.isFinite(rate) || rate < 1) throw new Error('--cpu-slowdown takes a number of at least 1, e.g. --cpu-slowdown 3')
  return rate
}

function selectBenchmarks(args: string[]): Benchmark[] {
  const names = args.filter((a, index) => !a.startsWith('--') && args[index - 1] !== '--cpu-slowdown')
  if (names.length === 0) return benchmarks
  const unknown = names.filter((n) => !benchmarks.some((b) => b.name === n))
  if (unknown.length) throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`)
  return benchmarks.filter((b) => names.includes(b.name))
}

async function main(): Promise<boolean> {
  const args = process.argv.slice(2)
  const selected = selectBenchmarks(args)
  const cpuSlowdown = cpuSlowdownOf(args)
  // First, so a machine without Chromium hears how to install it before waiting for a build.
  const browser = await launchChromium()
  // Before the build and the API start: the calibration measures the machine, not this run's own work.
  const machine = await describeMachine(browser, cpuSlowdown)
  for (const line of machineLines(machine)) console.log(line)
  setCpuSlowdown(cpuSlowdown)
  if (!args.includes('--skip-build')) {
    console.log(`Building the app (vite build → ${BENCH_DIST_DIR})…`)
    await buildApp(rootDir).catch(async (error: unknown) => {
      await browser.close()
      throw error
    })
  }

  const started: Running[] = []
  try {
    const api = await startTemporaryApi()
    started.push(api)
    const app = await startPreview(rootDir, api.url)
    started.push(app)
    const context: BenchContext = { rootDir, distDir: resolve(rootDir, BENCH_DIST_DIR), appUrl: app.url, apiUrl: api.url, browser }

    await mkdir(resultsDir, { recursive: true })
    let allPassed = true
    for (const benchmark of selected) {
      console.log(`\n== ${benchmark.name}: ${benchmark.description}`)
      const result = await benchmark.run(context)
      for (const line of result.summary) console.log(line)
      for (const check of result.budgets) {
        const verdict = check.pass ? 'PASS' : 'FAIL'
        console.log(`${verdict}  ${check.name}: ${formatValue(check, check.actual)} (budget ≤ ${formatValue(check, check.limit)})`)
        allPassed &&= check.pass
      }
      const file = join(resultsDir, `${benchmark.name}.json`)
      const record = {
        benchmark: benchmark.name,
        measuredAt: new Date().toISOString(),
        machine,
        passed: result.budgets.every((b) => b.pass),
        budgets: result.budgets,
        ...result.details,
      }
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`)
      console.log(`Results written to ${file}`)
    }
    return allPassed
  } finally {
    await browser.close()
    for (const running of started.reverse()) await running.stop()
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    // A missing Chromium needs the hint, not a stack.
    console.error(error instanceof Error && error.message === installChromiumHint ? error.message : error)
    process.exit(1)
  },
)
