// The documented quantity adjust over HTTP with 1,000,000 ledger entries in the database: each
// sample adjusts another entitlement's limit with a fresh IdempotencyKey and the limit's current
// RowVersion, and answers the whole detail (its newest 100 entries and the entry count).
import { randomUUID } from 'node:crypto'
import { createApp } from '../../server/app'
import { openDb } from '../../server/db'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { BENCH_ENTITLEMENTS, BENCH_LEDGER_ENTRIES, benchEntitlementId, benchLimitId, createBenchLedger, ENTRIES_PER_LIMIT } from './entitlementFixture'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'

const API_PORT = 4021
const HOST = '127.0.0.1'
const WARMUPS = 20
const SAMPLES = 300
export const ADJUST_BUDGET_MS = 25

interface AdjustAnswer {
  Limits: Array<{ Id: string; RowVersion: string }>
  QuantityLedger: unknown[]
  QuantityLedgerTotalCount: number
}

export const entitlementAdjust: Benchmark = {
  name: 'entitlement-adjust',
  description: `Quantity adjust (HTTP) over ${BENCH_LEDGER_ENTRIES.toLocaleString('en')} ledger entries of ${BENCH_ENTITLEMENTS.toLocaleString('en')} entitlements`,
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const seedStarted = performance.now()
      await createBenchLedger(db)
      const seedMs = Math.round(performance.now() - seedStarted)

      // Entitlements spread over the whole range; each is adjusted once, from its stored RowVersion.
      const adjustOnce = async (i: number): Promise<number> => {
        const n = 1 + ((i * 7919) % BENCH_ENTITLEMENTS)
        const [limit] = await db.query<{ row_version: string }>('SELECT row_version FROM entitlement_limits WHERE id = $1', [benchLimitId(n)])
        const body = {
          EntitlementLimitId: null,
          LimitFamily: 0,
          NewConsumedAmount: ENTRIES_PER_LIMIT + 1 + (i % 17) / 4,
          RowVersion: limit!.row_version,
          ReasonCode: 'bench',
          ReasonText: null,
          IdempotencyKey: randomUUID(),
          SourceType: 1,
          SourceData: null,
        }
        const started = performance.now()
        const answer = await callApi<AdjustAnswer>(apiUrl, token, 'POST', `/api/workspace/entitlement-operations/entitlements/${benchEntitlementId(n)}/quantity/adjust`, body)
        const elapsed = performance.now() - started
        if (answer.QuantityLedgerTotalCount !== ENTRIES_PER_LIMIT + 1 || answer.QuantityLedger.length !== ENTRIES_PER_LIMIT + 1) {
          throw new Error(`Entitlement ${n} answered ${answer.QuantityLedgerTotalCount} entries`)
        }
        return elapsed
      }
      for (let i = 0; i < WARMUPS; i++) await adjustOnce(SAMPLES + i)
      const samples: number[] = []
      for (let i = 0; i < SAMPLES; i++) samples.push(await adjustOnce(i))

      const [counted] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM entitlement_ledger_entries')
      const stats = timingStats(samples)
      return {
        details: { entitlements: BENCH_ENTITLEMENTS, ledgerEntries: counted!.count, seedMs, adjust: stats },
        budgets: [timingBudget('Adjust, p95', stats.p95Ms, ADJUST_BUDGET_MS)],
        summary: [
          `${counted!.count.toLocaleString('en')} ledger entries of ${BENCH_ENTITLEMENTS.toLocaleString('en')} entitlements put in with SQL in ${seedMs} ms`,
          formatStats('Adjust', stats),
        ],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
