import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adjust, dataOf, insertEntitlement, insertModel, reverse, startLedgerApi, storedEntries } from '../../../test/fixtures/entitlements/ledger'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startLedgerApi()
})
afterAll(() => api.close())

describe('EntitlementOperations_ReverseLedgerEntry', () => {
  it('writes a Reverse entry that references the original and leaves nothing to reverse', async () => {
    const entitlement = await insertEntitlement(api)
    dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 10 }))
    const adjusted = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 25.25 }))
    const original = adjusted.QuantityLedger[0]!
    const reversed = dataOf(await reverse(api, entitlement.id, original.Id, { ReasonCode: 'typo', ReasonText: 'Entered twice', RowVersion: adjusted.Limits[0]!.RowVersion }))

    expect(reversed.Limits[0]).toMatchObject({ ConsumedAmountSnapshot: 10, AvailableAmount: 90 })
    expect(reversed.QuantityLedger[0]).toMatchObject({
      Operation: 4, Quantity: -15.25, BalanceAfter: 10, ReversesLedgerEntryId: original.Id, ReversibleQuantity: null,
      ReasonCode: 'typo', ReasonText: 'Entered twice', ActorUserId: 'usr-admin',
    })
    expect(reversed.QuantityLedger.find((entry) => entry.Id === original.Id)).toMatchObject({ ReversibleQuantity: 0 })

    const twice = await reverse(api, entitlement.id, original.Id)
    expect(twice.status).toBe(409)
    expect(twice.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.alreadyReversed' })
    expect(twice.body.Data.Limits[0]).toMatchObject({ ConsumedAmountSnapshot: 10 })

    const ofReversal = await reverse(api, entitlement.id, reversed.QuantityLedger[0]!.Id)
    expect(ofReversal.status).toBe(400)
    expect(ofReversal.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.notReversible' })
    expect(await storedEntries(api, entitlement.limit('tickets').id)).toHaveLength(3)
  })

  it('refuses a reversal that would take the consumed amount below 0', async () => {
    const entitlement = await insertEntitlement(api)
    const up = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 8 })).QuantityLedger[0]!
    dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 3 }))
    const reply = await reverse(api, entitlement.id, up.Id)
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.negativeBalance' })
  })

  it('guards the limit RowVersion, the entitlement status, the entry and the adjust grant', async () => {
    const entitlement = await insertEntitlement(api)
    const first = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 4 }))
    dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 6 }))
    const stale = await reverse(api, entitlement.id, first.QuantityLedger[0]!.Id, { RowVersion: first.Limits[0]!.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]!.Code).toBe('workspace.concurrency.stale')

    const other = await insertEntitlement(api)
    expect((await reverse(api, other.id, first.QuantityLedger[0]!.Id)).status).toBe(404)

    const readOnly = await insertEntitlement(api, { modelId: await insertModel(api, { read: ['Operator'] }) })
    const entry = dataOf(await adjust(api, readOnly.id, { NewConsumedAmount: 1 })).QuantityLedger[0]!
    expect((await reverse(api, readOnly.id, entry.Id, {}, 'operator')).status).toBe(403)

    await api.sql('UPDATE entitlements SET status = 6 WHERE id = $1', [entitlement.id])
    const revoked = await reverse(api, entitlement.id, first.QuantityLedger[0]!.Id)
    expect(revoked.status).toBe(409)
    expect(revoked.body.Errors[0]!.Code).toBe('serviceEntitlements.runtime.notAdjustable')
  })
})
