import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromDecimalString, fromDouble } from '../shared/amount'
import { adjust, insertEntitlement, reverse, startLedgerApi, type FixtureEntitlement } from '../../../test/fixtures/entitlements/ledger'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startLedgerApi()
})
afterAll(() => api.close())

type Step =
  | { kind: 'adjust'; limit: number; cents: number }
  | { kind: 'reverse'; pick: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), limit: fc.integer({ min: 0, max: 1 }), cents: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constantFrom(0, 1_000, 5_050)) }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
)

/** What the ledger must say of every limit after any step. */
async function assertBalanced(entitlement: FixtureEntitlement, expected: Map<string, bigint>): Promise<void> {
  const rows = await api.sql<{ id: string; consumed: string; total: string | null; newest: string | null }>(
    `SELECT l.id, l.consumed_amount::text AS consumed,
       (SELECT sum(quantity)::text FROM entitlement_ledger_entries x WHERE x.limit_id = l.id) AS total,
       (SELECT balance_after::text FROM entitlement_ledger_entries x WHERE x.limit_id = l.id ORDER BY seq DESC LIMIT 1) AS newest
     FROM entitlement_limits l WHERE l.entitlement_id = $1`,
    [entitlement.id],
  )
  for (const row of rows) {
    const consumed = fromDecimalString(row.consumed)
    expect(consumed).toBeGreaterThanOrEqual(0n)
    expect(fromDecimalString(row.total ?? '0')).toBe(consumed)
    expect(fromDecimalString(row.newest ?? '0')).toBe(consumed)
    expect(consumed).toBe(expected.get(row.id))
  }
}

describe('the ledger stays balanced', () => {
  it('sum(Quantity) and the newest BalanceAfter equal the consumed amount over random adjust/reverse sequences', async () => {
    // Which outcomes the drawn sequences reached: all of them, or the property proves less than it says.
    const seen = new Set<string>()
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const entitlement = await insertEntitlement(api, { limits: [{ key: 'a', granted: '300' }, { key: 'b', granted: '50.5' }] })
        const limitIds = [entitlement.limit('a').id, entitlement.limit('b').id]
        const expected = new Map(limitIds.map((id) => [id, 0n]))
        // What the model knows of each entry: its limit, what is left to reverse (null = not reversible).
        const entries: Array<{ id: string; limitId: string; left: bigint | null }> = []
        for (const current of steps) {
          if (current.kind === 'adjust') {
            const limitId = limitIds[current.limit]!
            const amount = current.cents / 100
            const reply = await adjust(api, entitlement.id, { EntitlementLimitId: limitId, NewConsumedAmount: amount })
            const target = fromDouble(amount)!
            if (target === expected.get(limitId)) {
              seen.add('noChange')
              expect(reply.body.Errors[0]?.Code).toBe('serviceEntitlements.runtime.noChange')
              continue
            }
            expect(reply.status).toBe(200)
            seen.add('adjusted')
            const written = reply.body.Data.QuantityLedger[0]!
            expect(fromDouble(written.Quantity)).toBe(target - expected.get(limitId)!)
            entries.push({ id: written.Id, limitId, left: target - expected.get(limitId)! })
            expected.set(limitId, target)
          } else if (entries.length > 0) {
            const entry = entries[current.pick % entries.length]!
            const reply = await reverse(api, entitlement.id, entry.id)
            const after = expected.get(entry.limitId)! - (entry.left ?? 0n)
            if (entry.left === null) {
              seen.add('notReversible')
              expect(reply.body.Errors[0]?.Code).toBe('serviceEntitlements.runtime.notReversible')
            } else if (entry.left === 0n) {
              seen.add('alreadyReversed')
              expect(reply.status).toBe(409)
              expect(reply.body.Errors[0]?.Code).toBe('serviceEntitlements.runtime.alreadyReversed')
            } else if (after < 0n) {
              seen.add('negativeBalance')
              expect(reply.body.Errors[0]?.Code).toBe('serviceEntitlements.runtime.negativeBalance')
            } else {
              expect(reply.status).toBe(200)
              seen.add('reversed')
              const written = reply.body.Data.QuantityLedger[0]!
              expect(written).toMatchObject({ Operation: 4, ReversesLedgerEntryId: entry.id, ReversibleQuantity: null })
              entries.push({ id: written.Id, limitId: entry.limitId, left: null })
              entry.left = 0n
              expected.set(entry.limitId, after)
            }
          }
          await assertBalanced(entitlement, expected)
        }
      }),
      { numRuns: 25, seed: 20261125 },
    )
    expect([...seen].sort()).toEqual(['adjusted', 'alreadyReversed', 'negativeBalance', 'noChange', 'notReversible', 'reversed'])
  }, 240_000)
})
