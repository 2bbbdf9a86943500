import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlanImpact } from './impact.service'
import type { PlanPayload } from './plans.read'
import type { ModelPayload } from './types'
import { createModel, createPlan, demoDefinitions, insertEntitlement, planBody, setupPath, startEntitlementSetupApi } from '../../../test/fixtures/entitlements/setup'
import type { TestApi } from '../../../test/testApi'

let api: TestApi
let model: ModelPayload

beforeAll(async () => {
  api = await startEntitlementSetupApi()
  model = await createModel(api, await demoDefinitions(api))
})

afterAll(async () => {
  await api?.close()
})

/** The update body; the preview does not check its RowVersion. */
const proposal = (plan: PlanPayload, changes: Record<string, unknown> = {}) => planBody({
  Key: plan.Key,
  RowVersion: plan.RowVersion,
  Limits: plan.Limits.map(({ Key, DisplayName, LimitFamily, GrantedAmount, UnitLabel }) => ({ Key, DisplayName, LimitFamily, GrantedAmount, UnitLabel })),
  ...changes,
})

const preview = (plan: PlanPayload, body: Record<string, unknown>) => api.ok<PlanImpact>('POST', `${setupPath}/plans/${plan.Id}/impact`, body)

describe('plan change impact preview', () => {
  it('finds nothing when the proposal is the plan as issued', async () => {
    const plan = await createPlan(api, model.Id)
    await insertEntitlement(api, model, plan)
    expect(await preview(plan, proposal(plan))).toEqual({
      PlanId: plan.Id, ChangedFields: [], LiveCount: 1, DifferingCount: 0, Differing: [], OverLimitCount: 0, OverLimit: [],
    })
  })

  it('lists the live entitlements whose snapshot differs from the proposal, with the differences', async () => {
    const plan = await createPlan(api, model.Id)
    const current = await insertEntitlement(api, model, plan, { ownerDisplayName: 'Current Ltd' })
    // Issued before the plan's terms text and ticket amount changed.
    const older = await insertEntitlement(api, model, { ...plan, IssuedTermsText: 'Old terms.', Limits: plan.Limits.map((limit) => (limit.Key === 'tickets' ? { ...limit, GrantedAmount: 10 } : limit)) }, { ownerDisplayName: 'Older GmbH' })
    await insertEntitlement(api, model, plan, { status: 5 })

    const unchanged = await preview(plan, proposal(plan))
    expect(unchanged).toMatchObject({ ChangedFields: [], LiveCount: 2, DifferingCount: 1 })
    expect(unchanged.Differing).toEqual([{ EntitlementId: older.id, EntitlementNumber: older.number, OwnerDisplayName: 'Older GmbH', Differences: ['terms', 'limit-amount:tickets'] }])

    const longer = await preview(plan, proposal(plan, { DurationAmount: 24, Limits: [{ Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: 20, UnitLabel: null }] }))
    expect(longer.ChangedFields).toEqual(['duration', 'limit-removed:seats'])
    expect(longer.DifferingCount).toBe(2)
    expect(longer.Differing.map((item) => [item.EntitlementNumber, item.Differences])).toEqual([
      [current.number, ['duration', 'limit-removed:seats']],
      [older.number, ['terms', 'duration', 'limit-amount:tickets', 'limit-removed:seats']],
    ])
  })

  it('lists who would be over a proposed limit in their current period; unlimited never is', async () => {
    const plan = await createPlan(api, model.Id)
    const heavy = await insertEntitlement(api, model, plan, { ownerDisplayName: 'Heavy user', consumed: { tickets: 18, seats: 5 } })
    await insertEntitlement(api, model, plan, { consumed: { tickets: 4 } })
    await insertEntitlement(api, model, plan, { status: 4, consumed: { tickets: 19 } })

    const impact = await preview(plan, proposal(plan, {
      Limits: [
        { Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: 10.5, UnitLabel: null },
        { Key: 'seats', DisplayName: 'Seats', LimitFamily: 2, GrantedAmount: null, UnitLabel: null },
      ],
    }))
    expect(impact.ChangedFields).toEqual(['limit-amount:tickets', 'limit-amount:seats'])
    expect(impact.OverLimitCount).toBe(1)
    expect(impact.OverLimit).toEqual([{
      EntitlementId: heavy.id, EntitlementNumber: heavy.number, OwnerDisplayName: 'Heavy user',
      LimitKey: 'tickets', LimitDisplayName: 'Tickets', ConsumedAmount: 18, ProposedGrantedAmount: 10.5,
    }])
  })

  it('validates the proposal like an update and writes nothing', async () => {
    const plan = await createPlan(api, model.Id)
    const reply = await api.call('POST', `${setupPath}/plans/${plan.Id}/impact`, proposal(plan, { DurationUnit: 0 }))
    expect(reply.status).toBe(400)
    await preview(plan, proposal(plan, { DurationAmount: 1 }))
    expect(await api.ok<PlanPayload>('GET', `${setupPath}/plans/${plan.Id}`)).toEqual(plan)
  })
})
