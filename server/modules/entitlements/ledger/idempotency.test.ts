import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adjust, dataOf, insertEntitlement, reverse, startLedgerApi, storedEntries } from '../../../test/fixtures/entitlements/ledger'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startLedgerApi()
})
afterAll(() => api.close())

describe('adjust by IdempotencyKey', () => {
  it('answers a repeat with the first result and writes nothing more, even with its now-stale RowVersion', async () => {
    const entitlement = await insertEntitlement(api, { limits: [{ key: 'tickets', granted: '10' }] })
    const start = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 1 }))
    const body = { NewConsumedAmount: 12, RowVersion: start.Limits[0]!.RowVersion, IdempotencyKey: 'dialog-1', ReasonText: 'Correction' }
    const first = await adjust(api, entitlement.id, body)
    expect(first.status).toBe(200)
    const again = await adjust(api, entitlement.id, body)
    expect(again.status).toBe(200)
    // Identical answer, warnings included: the RowVersions and the ledger as they were then.
    expect(again.body).toEqual(first.body)
    expect((first.body as unknown as { Warnings: Array<{ Code: string }> }).Warnings[0]!.Code).toBe('serviceEntitlements.runtime.overLimit')
    expect(await storedEntries(api, entitlement.limit('tickets').id)).toHaveLength(2)

    // Later changes do not alter the replay.
    dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 5 }))
    expect((await adjust(api, entitlement.id, body)).body).toEqual(first.body)
    expect(await storedEntries(api, entitlement.limit('tickets').id)).toHaveLength(3)
  })

  it('writes one entry for 50 concurrent repeats, all answered alike', async () => {
    const entitlement = await insertEntitlement(api)
    const body = { NewConsumedAmount: 42, IdempotencyKey: 'retry-storm', SourceType: 1 }
    const replies = await Promise.all(Array.from({ length: 50 }, () => adjust(api, entitlement.id, body)))
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200))
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body)
    expect(replies[0]!.body.Data.QuantityLedger).toHaveLength(1)
    expect(await storedEntries(api, entitlement.limit('tickets').id)).toEqual([expect.objectContaining({ quantity: '42.000000', balance_after: '42.000000' })])
    const [stored] = await api.sql<{ count: number }>('SELECT count(*)::int AS count FROM entitlement_adjust_requests WHERE entitlement_id = $1', [entitlement.id])
    expect(stored!.count).toBe(1)
  })

  it('refuses the same key with another body, answering the current detail', async () => {
    const entitlement = await insertEntitlement(api)
    dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 7, IdempotencyKey: 'k-1' }))
    const reused = await adjust(api, entitlement.id, { NewConsumedAmount: 8, IdempotencyKey: 'k-1' })
    expect(reused.status).toBe(409)
    expect(reused.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.idempotencyKeyReused', Field: 'IdempotencyKey' })
    expect(reused.body.Data.Limits[0]).toMatchObject({ ConsumedAmountSnapshot: 7 })
    expect(await storedEntries(api, entitlement.limit('tickets').id)).toHaveLength(1)
  })

  it('keeps keys apart per entitlement and between adjust and reverse', async () => {
    const one = await insertEntitlement(api)
    const two = await insertEntitlement(api)
    dataOf(await adjust(api, one.id, { NewConsumedAmount: 3, IdempotencyKey: 'shared' }))
    expect(dataOf(await adjust(api, two.id, { NewConsumedAmount: 3, IdempotencyKey: 'shared' })).Limits[0]).toMatchObject({ ConsumedAmountSnapshot: 3 })

    const detail = dataOf(await adjust(api, one.id, { NewConsumedAmount: 5 }))
    const entryId = detail.QuantityLedger[0]!.Id
    const reversal = await reverse(api, one.id, entryId, { IdempotencyKey: 'shared' })
    expect(reversal.status).toBe(409)
    expect(reversal.body.Errors[0]!.Code).toBe('serviceEntitlements.runtime.idempotencyKeyReused')

    const first = await reverse(api, one.id, entryId, { IdempotencyKey: 'undo-1' })
    expect(first.status).toBe(200)
    const repeat = await reverse(api, one.id, entryId, { IdempotencyKey: 'undo-1' })
    expect(repeat.body).toEqual(first.body)
    expect(await storedEntries(api, one.limit('tickets').id)).toHaveLength(3)
  })

  it('serialises concurrent adjusts with different keys: every one is written and the ledger balances', async () => {
    const entitlement = await insertEntitlement(api)
    const amounts = Array.from({ length: 20 }, (_, index) => index + 1)
    const replies = await Promise.all(amounts.map((amount) => adjust(api, entitlement.id, { NewConsumedAmount: amount, IdempotencyKey: `key-${amount}` })))
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200))
    const entries = await storedEntries(api, entitlement.limit('tickets').id)
    expect(entries).toHaveLength(20)
    const [limit] = await api.sql<{ consumed: string; total: string }>(
      `SELECT consumed_amount::text AS consumed, (SELECT sum(quantity)::text FROM entitlement_ledger_entries WHERE limit_id = l.id) AS total
       FROM entitlement_limits l WHERE l.id = $1`,
      [entitlement.limit('tickets').id],
    )
    expect(limit!.total).toBe(limit!.consumed)
    expect(entries.at(-1)!.balance_after).toBe(limit!.consumed)
  })
})
