// The entitlement list over HTTP with 100,000 entitlements: the first page, a later page, each
// filter (stored status, effective state by the clock, model, plan, owner), searches by owner name
// and by number, a sort by owner, and an operator who reads two of the three models.
import { createApp } from '../../server/app'
import { openDb } from '../../server/db'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { demoPasswords } from '../../e2e/fixtures/demo'
import { BENCH_LIST_ENTITLEMENTS, createBenchEntitlements, type BenchListData } from './entitlementListFixture'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats, type TimingStats } from './workspace'

const API_PORT = 4020
const HOST = '127.0.0.1'
const WARMUPS = 3
const ROUNDS = 20
export const LIST_BUDGET_MS = 30

interface ListCase {
  name: string
  query: string
  operator?: boolean
}

function listCases(data: BenchListData): ListCase[] {
  const owner = data.owners[7]!
  return [
    { name: 'newest first', query: '' },
    { name: 'page 40', query: '?Page=40' },
    { name: 'status Expired', query: '?Status=4' },
    { name: 'effective Active', query: '?EffectiveState=1' },
    { name: 'effective InGrace', query: '?EffectiveState=2' },
    { name: 'model', query: `?EntitlementModelId=${data.modelIds[1]}` },
    { name: 'plan', query: `?EntitlementPlanId=${data.planIds[3]}` },
    { name: 'owner', query: `?OwnerEntityInstanceId=${owner.id}` },
    { name: 'search owner name', query: `?Search=${encodeURIComponent(owner.name.slice(0, 4))}` },
    { name: 'search number', query: '?Search=51234' },
    { name: 'sort by owner', query: '?SortField=1&SortDirection=1' },
    { name: 'operator', query: '', operator: true },
    { name: 'operator, Active', query: '?EffectiveState=1', operator: true },
  ]
}

async function signInOperator(apiUrl: string): Promise<string> {
  const { userName, password } = demoPasswords.operator
  const login = await callApi<{ AccessToken: string }>(apiUrl, null, 'POST', '/api/workspace/auth/login', { UserNameOrEmail: userName, Password: password })
  return login.AccessToken
}

export const entitlementList: Benchmark = {
  name: 'entitlement-list',
  description: `Entitlement list pages (HTTP) over ${BENCH_LIST_ENTITLEMENTS.toLocaleString('en')} entitlements, with and without filters`,
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db, new Date(), { runHistory: false, boards: false, entitlements: false })
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const tokens = { admin: await signInAdmin(apiUrl), operator: await signInOperator(apiUrl) }
      const seedStarted = performance.now()
      const data = await createBenchEntitlements(db)
      const seedMs = Math.round(performance.now() - seedStarted)

      const cases = listCases(data)
      const totals = new Map<string, number>()
      const load = async (item: ListCase): Promise<number> => {
        const started = performance.now()
        const page = await callApi<{ Items: unknown[]; TotalCount: number }>(
          apiUrl, item.operator ? tokens.operator : tokens.admin, 'GET', `/api/workspace/entitlement-operations/entitlements${item.query}`,
        )
        const elapsed = performance.now() - started
        if (page.TotalCount > 0 && page.Items.length === 0) throw new Error(`${item.name}: no items of ${page.TotalCount}`)
        totals.set(item.name, page.TotalCount)
        return elapsed
      }
      for (let round = 0; round < WARMUPS; round++) for (const item of cases) await load(item)
      // Rounds over every case, so a slow moment of the machine spreads over all of them.
      const byCase = new Map<string, number[]>(cases.map((item) => [item.name, []]))
      const all: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        for (const item of cases) {
          const elapsed = await load(item)
          byCase.get(item.name)!.push(elapsed)
          all.push(elapsed)
        }
      }
      const stats = timingStats(all)
      const perCase: Record<string, TimingStats & { totalCount: number }> = {}
      for (const item of cases) perCase[item.name] = { ...timingStats(byCase.get(item.name)!), totalCount: totals.get(item.name) ?? 0 }
      return {
        details: { entitlements: BENCH_LIST_ENTITLEMENTS, seedMs, page: stats, cases: perCase },
        budgets: [timingBudget('List page, p95', stats.p95Ms, LIST_BUDGET_MS)],
        summary: [
          `${BENCH_LIST_ENTITLEMENTS.toLocaleString('en')} entitlements put in with SQL in ${seedMs} ms`,
          formatStats('List page (all cases)', stats),
          ...cases.map((item) => `  ${item.name} (${(perCase[item.name]!.totalCount).toLocaleString('en')}): p50 ${perCase[item.name]!.p50Ms} ms, p95 ${perCase[item.name]!.p95Ms} ms`),
        ],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
