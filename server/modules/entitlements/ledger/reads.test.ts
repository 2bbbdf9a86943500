import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adjust, dataOf, daysFromNow, entitlementPath, insertEntitlement, insertModel, startLedgerApi, type LedgerEntry } from '../../../test/fixtures/entitlements/ledger'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startLedgerApi()
})
afterAll(() => api.close())

interface Balance {
  AsOfUtc: string
  Limits: Array<{ EntitlementLimitId: string; Key: string; PeriodNumber: number; GrantedAmount: number | null; ConsumedAmount: number; AvailableAmount: number | null; LastLedgerEntryId: string | null }>
}

interface Burndown {
  EntitlementLimitId: string
  GrantedAmount: number | null
  StartsAtUtc: string
  EndsAtUtc: string | null
  Points: Array<{ AtUtc: string; ConsumedAmount: number; AvailableAmount: number | null }>
}

const get = <T>(path: string, role: 'admin' | 'operator' = 'admin') => api.call<T>('GET', path, undefined, role)
const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()

describe('ledger reads', () => {
  // Three adjusts a day apart (the API's clock moves), on the first of two periods.
  let entitlement: Awaited<ReturnType<typeof insertEntitlement>>
  let entries: LedgerEntry[]
  beforeAll(async () => {
    entitlement = await insertEntitlement(api, {
      periods: [{ startsAt: daysFromNow(-10), endsAt: daysFromNow(5) }, { startsAt: daysFromNow(5), endsAt: daysFromNow(20) }],
    })
    for (const amount of [10, 25, 5]) {
      dataOf(await adjust(api, entitlement.id, { EntitlementLimitId: entitlement.limit('tickets').id, NewConsumedAmount: amount }))
      api.advance(24 * 60 * 60_000)
    }
    const page = await get<{ Items: LedgerEntry[] }>(entitlementPath(entitlement.id, '/quantity/ledger'))
    entries = page.body.Data.Items
  })

  it('pages the ledger newest first, optionally by limit', async () => {
    expect(entries.map((entry) => entry.BalanceAfter)).toEqual([5, 25, 10])
    const first = await get<{ Items: LedgerEntry[]; Page: number; PageSize: number; TotalCount: number; HasMore: boolean }>(
      entitlementPath(entitlement.id, '/quantity/ledger?Page=1&PageSize=2'),
    )
    expect(first.body.Data).toMatchObject({ Page: 1, PageSize: 2, TotalCount: 3, HasMore: true })
    expect(first.body.Data.Items.map((entry) => entry.Quantity)).toEqual([-20, 15])
    const second = await get<{ Items: LedgerEntry[]; HasMore: boolean }>(entitlementPath(entitlement.id, '/quantity/ledger?Page=2&PageSize=2'))
    expect(second.body.Data).toMatchObject({ HasMore: false, Items: [expect.objectContaining({ Quantity: 10 })] })

    const otherLimit = entitlement.limit('tickets', 2).id
    const filtered = await get<{ Items: LedgerEntry[]; TotalCount: number }>(entitlementPath(entitlement.id, `/quantity/ledger?EntitlementLimitId=${otherLimit}`))
    expect(filtered.body.Data).toMatchObject({ Items: [], TotalCount: 0 })
    const unknown = await get(entitlementPath(entitlement.id, '/quantity/ledger?EntitlementLimitId=nope'))
    expect(unknown.status).toBe(400)
  })

  it('answers the balances as of a moment between entries', async () => {
    const [, middle, oldest] = [entries[0]!, entries[1]!, entries[2]!]
    const between = await get<Balance>(entitlementPath(entitlement.id, `/quantity/balance?AsOfUtc=${encodeURIComponent(plusMinutes(middle.OccurredAtUtc, 60))}`))
    expect(between.status).toBe(200)
    expect(between.body.Data.Limits).toEqual([
      expect.objectContaining({ Key: 'tickets', PeriodNumber: 1, GrantedAmount: 100, ConsumedAmount: 25, AvailableAmount: 75, LastLedgerEntryId: middle.Id }),
    ])
    const before = await get<Balance>(entitlementPath(entitlement.id, `/quantity/balance?AsOfUtc=${encodeURIComponent(plusMinutes(oldest.OccurredAtUtc, -1))}`))
    expect(before.body.Data.Limits).toEqual([expect.objectContaining({ ConsumedAmount: 0, AvailableAmount: 100, LastLedgerEntryId: null })])
    // A moment in the second period: its own limit, untouched.
    const later = await get<Balance>(entitlementPath(entitlement.id, `/quantity/balance?AsOfUtc=${encodeURIComponent(daysFromNow(6).toISOString())}`))
    expect(later.body.Data.Limits).toEqual([expect.objectContaining({ PeriodNumber: 2, ConsumedAmount: 0, EntitlementLimitId: entitlement.limit('tickets', 2).id })])
  })

  it('draws the burndown: the start, the end of each day with entries, and now', async () => {
    const reply = await get<Burndown>(entitlementPath(entitlement.id, `/limits/${entitlement.limit('tickets').id}/burndown`))
    expect(reply.status).toBe(200)
    const burndown = reply.body.Data
    expect(burndown).toMatchObject({ EntitlementLimitId: entitlement.limit('tickets').id, GrantedAmount: 100 })
    expect(burndown.Points.map((point) => point.ConsumedAmount)).toEqual([0, 10, 25, 5, 5])
    expect(burndown.Points.map((point) => point.AvailableAmount)).toEqual([100, 90, 75, 95, 95])
    expect(burndown.Points[0]!.AtUtc).toBe(burndown.StartsAtUtc)
    const times = burndown.Points.map((point) => Date.parse(point.AtUtc))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect((await get(entitlementPath(entitlement.id, '/limits/nope/burndown'))).status).toBe(404)
  })

  it('coarsens a long history to at most 400 points', async () => {
    const long = await insertEntitlement(api, { periods: [{ startsAt: daysFromNow(-700), endsAt: daysFromNow(30) }], limits: [{ key: 'calls', family: 1, granted: null }] })
    const limitId = long.limit('calls').id
    // One entry a day for 600 days, each adding 1.
    await api.sql(
      `INSERT INTO entitlement_ledger_entries (id, entitlement_id, limit_id, operation, quantity, balance_after, reversible_quantity, source_type, occurred_at)
       SELECT 'e-' || $2 || '-' || n, $1, $2, 3, 1, n, 1, 0, now() - make_interval(days => 650 - n) FROM generate_series(1, 600) n`,
      [long.id, limitId],
    )
    await api.sql('UPDATE entitlement_limits SET consumed_amount = 600 WHERE id = $1', [limitId])
    const burndown = (await get<Burndown>(entitlementPath(long.id, `/limits/${limitId}/burndown`))).body.Data
    expect(burndown.Points.length).toBeLessThanOrEqual(400)
    expect(burndown.Points.length).toBeGreaterThan(80)
    expect(burndown.Points.at(-1)).toMatchObject({ ConsumedAmount: 600, AvailableAmount: null })
    const detail = dataOf(await adjust(api, long.id, { LimitFamily: 1, NewConsumedAmount: 601 }))
    // The detail carries the newest 100 entries and counts them all.
    expect(detail.QuantityLedger).toHaveLength(100)
    expect(detail.QuantityLedgerTotalCount).toBe(601)
  })

  it('hides the ledger of a model the caller may not read', async () => {
    const hidden = await insertEntitlement(api, { modelId: await insertModel(api, {}) })
    expect((await get(entitlementPath(hidden.id, '/quantity/ledger'), 'operator')).status).toBe(404)
    expect((await get(entitlementPath(hidden.id, '/quantity/balance'), 'operator')).status).toBe(404)
    expect((await get(entitlementPath(hidden.id, `/limits/${hidden.limit('tickets').id}/burndown`), 'operator')).status).toBe(404)
  })

  // Last: it switches the module off for the rest of the file.
  it('answers 403 on every ledger operation while the module is off', async () => {
    const module = await api.ok<{ RowVersion: string }>('GET', '/api/workspace/admin/entitlement-operations/module')
    await api.ok('PUT', '/api/workspace/admin/entitlement-operations/module', { Enabled: false, RowVersion: module.RowVersion })
    const calls = [
      adjust(api, entitlement.id, { NewConsumedAmount: 1 }),
      api.call('POST', entitlementPath(entitlement.id, `/quantity/ledger/${entries[0]!.Id}/reverse`), { SourceType: 0 }),
      get(entitlementPath(entitlement.id, '/quantity/ledger')),
      get(entitlementPath(entitlement.id, '/quantity/balance')),
      get(entitlementPath(entitlement.id, `/limits/${entitlement.limit('tickets').id}/burndown`)),
    ]
    for (const reply of await Promise.all(calls)) {
      expect(reply.status).toBe(403)
      expect((reply.body as unknown as { code: string }).code).toBe('serviceEntitlements.module.disabled')
    }
  })
})
