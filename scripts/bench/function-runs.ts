// The function-operations run list on 200,000 runs: how long the local API takes for a page of runs
// with each single filter and each sort (p50/p95 over loopback HTTP, budget on the slowest p95), and
// a page change on the runs screen in Chromium end to end, from a real click on "Next page" (the click
// event's `timeStamp`) until the next page's rows are painted (budget on the median, see
// docs/benchmarks.md). The benchmark starts its own API (in memory, demo seed, no function host, so
// no schedule adds runs while it measures) and fills the runs with SQL (`insertSyntheticRuns`).
import type { Page } from '@playwright/test'
import { createApp } from '../../server/app'
import { openDb, type Db } from '../../server/db'
import { prepareFunctionRuntime } from '../../server/modules/functions'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { ActionTargetScope, FunctionExecutionSource, FunctionRunSortField, FunctionRunStatus, SortDirection } from '../../shared/enums'
import { insertSyntheticRuns } from '../../server/test/fixtures/syntheticRuns'
import type { Benchmark, BudgetCheck } from './types'
import { callApi, formatStats, profiledSteps, signInAdmin, signedInContext, timePagerClick, timingBudget, timingStats, type TimingStats } from './workspace'

const API_PORT = 4014
const HOST = '127.0.0.1'
const RUNS = 200_000
const PAGE_SIZE = 25
const API_WARMUPS = 5
const API_SAMPLES = 40
const PAGE_CHANGES = 20
const PAGE_WARMUPS = 2
export const API_P95_BUDGET_MS = 50
export const PAGE_CHANGE_BUDGET_MS = 150
const RUNS_PAGE = '/api/workspace/admin/function-operations/runs/page'

interface Scenario {
  name: string
  /** An array value repeats the parameter (form style). */
  query: Record<string, string | number | number[]>
  /** Another list than the run page: the pickers' filter options (their length is the "matches"). */
  path?: string
}

const FILTER_OPTIONS = '/api/workspace/admin/function-operations/run-filter-options'

/** The most frequent value of a column: the filter with the most matches, so the largest count. */
async function commonest(db: Db, column: string): Promise<string> {
  const [row] = await db.query<{ value: string }>(
    `SELECT ${column}::text AS value FROM function_runs WHERE ${column} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  )
  if (!row) throw new Error(`No run has a ${column}`)
  return row.value
}

/** One scenario per filter of the run list (alone) and per sort field in both directions. */
async function scenarios(db: Db, now: Date): Promise<Scenario[]> {
  const day = 86_400_000
  const filters: Scenario[] = [
    { name: 'no filter (newest first)', query: {} },
    { name: 'Status=RuntimeException', query: { Status: FunctionRunStatus.RuntimeException } },
    { name: 'Status=Success (most runs)', query: { Status: FunctionRunStatus.Success } },
    { name: 'Statuses=RuntimeException,Timeout', query: { Statuses: [FunctionRunStatus.RuntimeException, FunctionRunStatus.Timeout] } },
    { name: 'Source=Schedule', query: { Source: FunctionExecutionSource.Schedule } },
    { name: 'ActionTargetScope=MultipleRecords', query: { ActionTargetScope: ActionTargetScope.MultipleRecords } },
    { name: 'FunctionId', query: { FunctionId: await commonest(db, 'function_id') } },
    { name: 'FunctionVersionId', query: { FunctionVersionId: await commonest(db, 'function_version_id') } },
    { name: 'TriggerBindingId', query: { TriggerBindingId: await commonest(db, 'trigger_binding_id') } },
    { name: 'ScheduleId', query: { ScheduleId: await commonest(db, 'schedule_id') } },
    { name: 'SurfaceActionId', query: { SurfaceActionId: await commonest(db, 'surface_action_id') } },
    { name: 'EntityDefinitionId', query: { EntityDefinitionId: await commonest(db, 'entity_definition_id') } },
    { name: 'EntityInstanceId', query: { EntityInstanceId: await commonest(db, 'entity_instance_id') } },
    { name: 'ActorUserId', query: { ActorUserId: await commonest(db, 'actor_user_id') } },
    { name: 'ActorUserId=automation', query: { ActorUserId: 'automation' } },
    { name: 'OriginalUserId', query: { OriginalUserId: await commonest(db, 'original_user_id') } },
    { name: 'FromUtc (last 7 days)', query: { FromUtc: new Date(now.getTime() - 7 * day).toISOString() } },
    { name: 'ToUtc (older than 7 days)', query: { ToUtc: new Date(now.getTime() - 7 * day).toISOString() } },
    { name: 'Search "legacy"', query: { Search: 'legacy' } },
    { name: 'FailureClusterKey (largest)', query: { FailureClusterKey: await commonest(db, 'failure_cluster_key') } },
  ]
  const sorts: Scenario[] = Object.entries(FunctionRunSortField).flatMap(([name, field]) =>
    [SortDirection.Ascending, SortDirection.Descending].map((direction) => ({
      name: `sort ${name} ${direction === SortDirection.Ascending ? 'asc' : 'desc'}`,
      query: { SortField: field, SortDirection: direction },
    })),
  )
  // What the pickers ask as the user opens them (no search) and types a name.
  const options: Scenario[] = [
    { name: 'options Kind=Actor', query: { Kind: 'Actor' }, path: FILTER_OPTIONS },
    { name: 'options Kind=Actor, Search "an"', query: { Kind: 'Actor', Search: 'an' }, path: FILTER_OPTIONS },
    { name: 'options Kind=EntityDefinition', query: { Kind: 'EntityDefinition' }, path: FILTER_OPTIONS },
    { name: 'options Kind=SurfaceAction', query: { Kind: 'SurfaceAction' }, path: FILTER_OPTIONS },
    { name: 'options Kind=EntityInstance', query: { Kind: 'EntityInstance' }, path: FILTER_OPTIONS },
  ]
  return [...filters, ...sorts, ...options]
}

interface ApiMeasurement extends TimingStats {
  name: string
  totalCount: number
}

/** Requests the first page of `scenario` repeatedly and answers the wall time of each request. */
async function measureApi(apiUrl: string, token: string, scenario: Scenario): Promise<ApiMeasurement> {
  const paging = scenario.path ? {} : { Page: 1, PageSize: PAGE_SIZE }
  const params = new URLSearchParams(
    Object.entries({ ...paging, ...scenario.query }).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => [key, String(item)])),
  )
  const path = `${scenario.path ?? RUNS_PAGE}?${params.toString()}`
  let totalCount = 0
  const samples: number[] = []
  for (let i = 0; i < API_WARMUPS + API_SAMPLES; i++) {
    const started = performance.now()
    const answer = await callApi<{ TotalCount: number } | unknown[]>(apiUrl, token, 'GET', path)
    const elapsed = performance.now() - started
    totalCount = Array.isArray(answer) ? answer.length : answer.TotalCount
    if (i >= API_WARMUPS) samples.push(elapsed)
  }
  return { name: scenario.name, totalCount, ...timingStats(samples) }
}

/**
 * Clicks "Next page" and answers the time until the next page's rows are painted. Pages are told
 * apart by the first row's link (the run id): start times shown to the minute can repeat.
 */
function timeNextPage(page: Page): Promise<number> {
  return timePagerClick(page, 'Next page', PAGE_SIZE, { selector: 'table tbody tr td a', attribute: 'href' })
}

function apiTable(measurements: ApiMeasurement[]): string[] {
  const width = Math.max(...measurements.map((m) => m.name.length))
  return [
    `${'Scenario'.padEnd(width)}  ${'Matches'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p95 ms'.padStart(7)}  ${'max ms'.padStart(7)}`,
    ...measurements.map(
      (m) =>
        `${m.name.padEnd(width)}  ${String(m.totalCount).padStart(8)}  ${String(m.p50Ms).padStart(7)}  ${String(m.p95Ms).padStart(7)}  ${String(m.maxMs).padStart(7)}`,
    ),
  ]
}

export const functionRuns: Benchmark = {
  name: 'function-runs',
  description: `Run list on ${RUNS.toLocaleString('en')} runs: API page per filter and sort, and a page change in Chromium`,
  async run({ appUrl, browser }) {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      const now = new Date()
      await seedDemoWorkspace(db, now)
      await prepareFunctionRuntime(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const fill = await insertSyntheticRuns(db, { count: RUNS, now })

      const measurements: ApiMeasurement[] = []
      for (const scenario of await scenarios(db, now)) measurements.push(await measureApi(apiUrl, token, scenario))
      const slowest = measurements.reduce((worst, m) => (m.p95Ms > worst.p95Ms ? m : worst))

      const context = await signedInContext(browser, apiUrl, token)
      let next: TimingStats
      try {
        const page = await context.newPage()
        await page.goto(`${appUrl}/function-operations/runs`)
        await page.locator('table tbody tr td a').first().waitFor()
        // The first changes also load lazy code and fill caches.
        for (let i = 0; i < PAGE_WARMUPS; i++) await timeNextPage(page)
        const samples: number[] = []
        await profiledSteps(page, 'function-runs-next-page', async () => {
          for (let i = 0; i < PAGE_CHANGES; i++) samples.push(await timeNextPage(page))
        })
        next = timingStats(samples)
      } finally {
        await context.close()
      }

      const budgets: BudgetCheck[] = [
        timingBudget(`API runs/page and filter options, slowest p95 (${slowest.name})`, slowest.p95Ms, API_P95_BUDGET_MS),
        // The median, not p95: see docs/benchmarks.md ("Timing budgets").
        timingBudget('Runs screen next page, median', next.p50Ms, PAGE_CHANGE_BUDGET_MS),
      ]
      return {
        details: { runs: RUNS, pageSize: PAGE_SIZE, fill, api: measurements, nextPage: next },
        budgets,
        summary: [
          `${fill.runs.toLocaleString('en')} runs and ${fill.jobs.toLocaleString('en')} jobs inserted in ${fill.elapsedMs} ms; ${PAGE_SIZE} runs a page`,
          `API GET runs/page, ${API_SAMPLES} requests per scenario after ${API_WARMUPS} warm-ups:`,
          ...apiTable(measurements),
          formatStats('Runs screen next page (click → rows painted)', next),
        ],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
