import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OwnedDb } from '../../db'
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../../test/startingDatabase'
import { readEntitlementDetail } from '../../modules/entitlements/detail/detail'
import { listEntitlements } from '../../modules/entitlements/runtime/list.service'
import { EffectiveState } from '../../modules/entitlements/runtime/states'
import { seedDemoWorkspace } from '../seed'
import { seedAdmin } from './demoIssued'

let database: EmptyTestDatabase
let db: OwnedDb
const now = new Date()

beforeAll(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await seedDemoWorkspace(db, now, { runHistory: false, boards: false })
}, 120_000)
afterAll(() => database.close())

describe('demo entitlements', () => {
  it('seed the support and data access models with entitlements in every state', async () => {
    const models = await db.query<{ key: string; plans: number }>(
      'SELECT m.key, (SELECT count(*)::int FROM entitlement_plans p WHERE p.model_id = m.id) AS plans FROM entitlement_models m ORDER BY m.key',
    )
    expect(models).toEqual([{ key: 'data-access', plans: 1 }, { key: 'support', plans: 2 }])
    const page = await listEntitlements(db, seedAdmin, { PageSize: 200 }, now)
    // Twelve issued, plus the successor the lifecycle job renewed.
    expect(page.TotalCount).toBe(13)
    const states = new Set(page.Items.map((item) => item.EffectiveState))
    for (const state of [EffectiveState.NotStarted, EffectiveState.Active, EffectiveState.InGrace, EffectiveState.Suspended, EffectiveState.Expired, EffectiveState.Cancelled, EffectiveState.Superseded]) {
      expect(states.has(state), `state ${state}`).toBe(true)
    }
    const [renewal] = await db.query<{ trigger: number; status: number }>('SELECT trigger, status FROM entitlement_renewal_operations')
    expect(renewal).toEqual({ trigger: 1, status: 1 })
  })

  it('have about three months of adjust history whose balances match every limit', async () => {
    const [history] = await db.query<{ entries: number; oldest: Date }>('SELECT count(*)::int AS entries, min(occurred_at) AS oldest FROM entitlement_ledger_entries')
    expect(history!.entries).toBeGreaterThan(60)
    expect(now.getTime() - history!.oldest.getTime()).toBeGreaterThan(80 * 86_400_000)
    const unbalanced = await db.query(
      `SELECT l.id FROM entitlement_limits l
       LEFT JOIN LATERAL (SELECT coalesce(sum(quantity), 0) AS total FROM entitlement_ledger_entries e WHERE e.limit_id = l.id) s ON true
       LEFT JOIN LATERAL (SELECT balance_after FROM entitlement_ledger_entries e WHERE e.limit_id = l.id ORDER BY seq DESC LIMIT 1) n ON true
       WHERE s.total <> l.consumed_amount OR (n.balance_after IS NOT NULL AND n.balance_after <> l.consumed_amount)`,
    )
    expect(unbalanced).toEqual([])
    const [reversal] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM entitlement_ledger_entries WHERE operation = 4')
    expect(reversal!.count).toBe(1)
  })

  it('give the open-ended data feed its rolling monthly periods up to next month', async () => {
    const [feed] = await db.query<{ id: string }>(
      "SELECT e.id FROM entitlements e JOIN entitlement_plans p ON p.id = e.plan_id WHERE p.key = 'open-data-feed' ORDER BY e.starts_at LIMIT 1",
    )
    const detail = await readEntitlementDetail(db, feed!.id, seedAdmin, now)
    expect(detail.Periods.length).toBeGreaterThanOrEqual(4)
    expect(new Date(detail.Periods.at(-1)!.StartsAtUtc).getTime()).toBeGreaterThan(now.getTime())
    expect(detail.QuantityLedger.length).toBeGreaterThan(10)
  })
})
