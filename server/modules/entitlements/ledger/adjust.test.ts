import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adjust, dataOf, insertEntitlement, insertModel, startLedgerApi, storedEntries } from '../../../test/fixtures/entitlements/ledger'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startLedgerApi()
})
afterAll(() => api.close())

describe('EntitlementOperations_AdjustQuantity', () => {
  it('writes one entry with the signed quantity, balance, reason, source and actor', async () => {
    const entitlement = await insertEntitlement(api)
    const tickets = entitlement.limit('tickets')
    const first = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 30, ReasonCode: ' Support.Ticket ', ReasonText: 'Monthly import', SourceType: 2, SourceData: 'batch 7' }))
    const second = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 12.5, SourceType: 1 }))

    expect(second.Limits).toEqual([
      expect.objectContaining({ Id: tickets.id, Key: 'tickets', GrantedAmount: 100, ConsumedAmountSnapshot: 12.5, AvailableAmount: 87.5, IsActive: true }),
    ])
    expect(second.QuantityLedger).toHaveLength(2)
    expect(second.QuantityLedgerTotalCount).toBe(2)
    const [newest, oldest] = second.QuantityLedger
    expect(oldest).toMatchObject({
      EntitlementLimitId: tickets.id, Operation: 3, Quantity: 30, BalanceAfter: 30, ReversibleQuantity: 30,
      ReasonCode: 'support.ticket', ReasonText: 'Monthly import', SourceType: 2, SourceData: 'batch 7', ActorUserId: 'usr-admin',
    })
    expect(newest).toMatchObject({ Operation: 3, Quantity: -17.5, BalanceAfter: 12.5, ReversibleQuantity: -17.5, SourceType: 1 })
    // Every adjust moves both the entitlement's and the limit's RowVersion.
    expect(second.RowVersion).not.toBe(first.RowVersion)
    expect(second.Limits[0]!.RowVersion).not.toBe(first.Limits[0]!.RowVersion)
  })

  it('keeps decimals exact: 0.1 then 0.3 is a change of exactly 0.2', async () => {
    const entitlement = await insertEntitlement(api)
    dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 0.1 }))
    const detail = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 0.3 }))
    expect(detail.QuantityLedger[0]).toMatchObject({ Quantity: 0.2, BalanceAfter: 0.3 })
    expect((await storedEntries(api, entitlement.limit('tickets').id)).map((entry) => entry.quantity)).toEqual(['0.100000', '0.200000'])
    // 0.1 + 0.2 arrives as 0.3, so nothing changes.
    const same = await adjust(api, entitlement.id, { NewConsumedAmount: 0.1 + 0.2 })
    expect(same.status).toBe(400)
    expect(same.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.noChange', Message: 'The consumed amount is already 0.3.' })
  })

  it('records a consumption over the granted amount with a warning', async () => {
    const entitlement = await insertEntitlement(api, { limits: [{ key: 'tickets', granted: '1000' }] })
    const reply = await adjust(api, entitlement.id, { NewConsumedAmount: 1200 })
    expect(reply.status).toBe(200)
    expect(reply.body.Data.Limits[0]).toMatchObject({ ConsumedAmountSnapshot: 1200, AvailableAmount: 0 })
    expect((reply.body as unknown as { Warnings: unknown[] }).Warnings).toEqual([
      expect.objectContaining({ Code: 'serviceEntitlements.runtime.overLimit', Message: 'Consumption 1,200 is over the granted 1,000.', Severity: 1 }),
    ])
  })

  it('tracks an unlimited limit without an available amount', async () => {
    const entitlement = await insertEntitlement(api, { limits: [{ key: 'calls', family: 1, granted: null }] })
    const detail = dataOf(await adjust(api, entitlement.id, { LimitFamily: 1, NewConsumedAmount: 5000 }))
    expect(detail.Limits[0]).toMatchObject({ GrantedAmount: null, AvailableAmount: null, ConsumedAmountSnapshot: 5000 })
  })

  it('refuses a stale RowVersion with the current detail', async () => {
    const entitlement = await insertEntitlement(api)
    const before = dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 1 }))
    const staleVersion = before.Limits[0]!.RowVersion
    dataOf(await adjust(api, entitlement.id, { NewConsumedAmount: 2, RowVersion: staleVersion }))
    const stale = await adjust(api, entitlement.id, { NewConsumedAmount: 3, RowVersion: staleVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]).toMatchObject({ Code: 'workspace.concurrency.stale', Field: 'RowVersion' })
    expect(stale.body.Data.Limits[0]).toMatchObject({ ConsumedAmountSnapshot: 2 })
    expect(stale.body.Data.QuantityLedger).toHaveLength(2)
  })

  it('needs EntitlementLimitId when several limits of the family are active', async () => {
    const entitlement = await insertEntitlement(api, { limits: [{ key: 'tickets' }, { key: 'incidents' }, { key: 'seats', family: 2, granted: '5' }] })
    const ambiguous = await adjust(api, entitlement.id, { NewConsumedAmount: 4 })
    expect(ambiguous.status).toBe(400)
    expect(ambiguous.body.Errors[0]).toMatchObject({
      Code: 'serviceEntitlements.runtime.limitRequired',
      Field: 'EntitlementLimitId',
      Message: 'This entitlement has 2 active Quantity limits: name one with EntitlementLimitId.',
    })
    expect(ambiguous.body.Errors[0]!.Metadata!.limitIds!.split(',').sort()).toEqual([entitlement.limit('tickets').id, entitlement.limit('incidents').id].sort())

    const named = dataOf(await adjust(api, entitlement.id, { EntitlementLimitId: entitlement.limit('incidents').id, NewConsumedAmount: 4 }))
    expect(named.Limits.find((limit) => limit.Key === 'incidents')).toMatchObject({ ConsumedAmountSnapshot: 4 })
    // The one Seats limit is found by its family alone.
    expect(dataOf(await adjust(api, entitlement.id, { LimitFamily: 2, NewConsumedAmount: 3 })).Limits.find((limit) => limit.Key === 'seats'))
      .toMatchObject({ ConsumedAmountSnapshot: 3, AvailableAmount: 2 })

    const mismatch = await adjust(api, entitlement.id, { EntitlementLimitId: entitlement.limit('seats').id, NewConsumedAmount: 1 })
    expect(mismatch.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.limitFamilyMismatch', Field: 'LimitFamily' })
    const none = await adjust(api, entitlement.id, { LimitFamily: 3, NewConsumedAmount: 1 })
    expect(none.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.noActiveLimit', Field: 'LimitFamily' })
  })

  it('refuses a limit of another entitlement', async () => {
    const entitlement = await insertEntitlement(api)
    const other = await insertEntitlement(api)
    const reply = await adjust(api, entitlement.id, { EntitlementLimitId: other.limit('tickets').id, NewConsumedAmount: 1 })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.limitUnknown', Field: 'EntitlementLimitId' })
  })

  it('refuses negative, out-of-range and non-numeric amounts', async () => {
    const entitlement = await insertEntitlement(api)
    for (const amount of [-1, -0.000001, 1e13]) {
      const reply = await adjust(api, entitlement.id, { NewConsumedAmount: amount })
      expect(reply.status, String(amount)).toBe(400)
      expect(reply.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.validation.amountInvalid', Field: 'NewConsumedAmount' })
    }
    for (const amount of ['NaN', 'Infinity', null]) {
      const reply = await adjust(api, entitlement.id, { NewConsumedAmount: amount })
      expect(reply.status, String(amount)).toBe(400)
    }
    expect(await storedEntries(api, entitlement.limit('tickets').id)).toEqual([])
  })

  it('refuses reason codes and texts out of shape', async () => {
    const entitlement = await insertEntitlement(api)
    const code = await adjust(api, entitlement.id, { NewConsumedAmount: 1, ReasonCode: 'not a code' })
    expect(code.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.validation.reasonInvalid', Field: 'ReasonCode' })
    const text = await adjust(api, entitlement.id, { NewConsumedAmount: 1, ReasonText: 'x'.repeat(501) })
    expect(text.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.validation.reasonInvalid', Field: 'ReasonText' })
    const key = await adjust(api, entitlement.id, { NewConsumedAmount: 1, IdempotencyKey: 'k'.repeat(201) })
    expect(key.body.Errors[0]).toMatchObject({ Field: 'IdempotencyKey' })
  })

  it('refuses a cancelled entitlement with its detail', async () => {
    const entitlement = await insertEntitlement(api, { status: 5 })
    const reply = await adjust(api, entitlement.id, { NewConsumedAmount: 1 })
    expect(reply.status).toBe(409)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.notAdjustable', Message: 'The entitlement is Cancelled; its consumption can no longer change.' })
    expect(reply.body.Data).toMatchObject({ Id: entitlement.id, Status: 5 })
    expect(reply.body.Data.ObjectInvariant.Operations.adjust).toMatchObject({ IsAllowed: false, Denials: [{ Source: 2, ReasonCode: 'serviceEntitlements.invariant.terminal' }] })
  })

  it('lets an operator adjust only with an adjust grant, and hides unreadable entitlements', async () => {
    const granted = await insertEntitlement(api)
    expect(dataOf(await adjust(api, granted.id, { NewConsumedAmount: 2 }, 'operator')).QuantityLedger[0]).toMatchObject({ ActorUserId: 'usr-operator' })

    const readOnly = await insertEntitlement(api, { modelId: await insertModel(api, { read: ['Operator'] }, 'Data service access') })
    const denied = await adjust(api, readOnly.id, { NewConsumedAmount: 2 }, 'operator')
    expect(denied.status).toBe(403)
    expect((denied.body as unknown as { detail: string }).detail).toBe('You may not adjust entitlements of the model “Data service access”.')

    const hidden = await insertEntitlement(api, { modelId: await insertModel(api, {}) })
    expect((await adjust(api, hidden.id, { NewConsumedAmount: 2 }, 'operator')).status).toBe(404)
    expect((await adjust(api, randomUUID(), { NewConsumedAmount: 2 })).status).toBe(404)
  })
})
