import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlanFamily } from './families.service'
import type { PlanPayload } from './plans.read'
import type { RenewalPolicy } from './policies.service'
import type { ModelPayload } from './types'
import {
  createModel, createPlan, demoDefinitions, errorsOf, insertEntitlement, planBody, setupPath, startEntitlementSetupApi, uniqueKey,
} from '../../../test/fixtures/entitlements/setup'
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

const plansPath = () => `${setupPath}/models/${model.Id}/plans`
const createCall = (body: Record<string, unknown>) => api.call<PlanPayload>('POST', plansPath(), planBody(body))

async function expectRefused(body: Record<string, unknown>, code: string, field: string): Promise<void> {
  const reply = await createCall(body)
  expect(reply.status, JSON.stringify(body)).toBe(400)
  expect(errorsOf(reply)[0]).toMatchObject({ Code: code, Field: field })
}

const updateBody = (plan: PlanPayload, changes: Record<string, unknown> = {}) => planBody({
  Key: plan.Key,
  PlanFamilyId: plan.PlanFamily?.Id ?? null,
  RenewalPolicyId: plan.RenewalPolicy?.Id ?? null,
  Limits: plan.Limits.map(({ Key, DisplayName, LimitFamily, GrantedAmount, UnitLabel }) => ({ Key, DisplayName, LimitFamily, GrantedAmount, UnitLabel })),
  RowVersion: plan.RowVersion,
  ...changes,
})

describe('plans', () => {
  it('creates a plan with its limits in order, amounts rounded to six places', async () => {
    const plan = await api.ok<PlanPayload>('POST', plansPath(), planBody({
      Limits: [
        { Key: 'API-Calls', DisplayName: 'API calls', LimitFamily: 1, GrantedAmount: 0.1 + 0.2, UnitLabel: 'calls' },
        { Key: 'storage', DisplayName: 'Storage', LimitFamily: 0, GrantedAmount: null, UnitLabel: 'GB' },
      ],
    }))
    expect(plan).toMatchObject({ EntitlementModelId: model.Id, DurationAmount: 12, DurationUnit: 3, IssuedCount: 0, AllowedActions: { CanUpdate: true, CanDelete: true } })
    expect(plan.Limits.map((limit) => [limit.Key, limit.GrantedAmount, limit.SortOrder])).toEqual([['api-calls', 0.3, 1], ['storage', null, 2]])
    const listed = await api.ok<PlanPayload[]>('GET', plansPath())
    expect(listed.map((item) => item.Id)).toContain(plan.Id)
    expect((await api.ok<ModelPayload>('GET', `${setupPath}/models/${model.Id}`)).Plans.find((item) => item.Id === plan.Id)).toMatchObject({ LimitCount: 2, TimeBoundWindowUnit: 3 })
  })

  it('pairs each period unit with its amount', async () => {
    const periodInvalid = 'serviceEntitlements.admin.validation.periodInvalid'
    await expectRefused({ DurationUnit: 0, DurationAmount: 12 }, periodInvalid, 'DurationAmount')
    await expectRefused({ GracePeriodUnit: 1, GracePeriodAmount: null }, periodInvalid, 'GracePeriodAmount')
    await expectRefused({ TimeBoundWindowAmount: 0 }, periodInvalid, 'TimeBoundWindowAmount')
    await expectRefused({ DurationAmount: 1001, DurationUnit: 1, TimeBoundWindowUnit: 0, TimeBoundWindowAmount: null }, periodInvalid, 'DurationAmount')
    const openEnded = await createCall({ DurationUnit: 0, DurationAmount: null, GracePeriodUnit: 0, GracePeriodAmount: null })
    expect(openEnded.status).toBe(200)
  })

  it('needs a window for a calendar anchor and a window no longer than the term', async () => {
    const periodInvalid = 'serviceEntitlements.admin.validation.periodInvalid'
    await expectRefused({ TimeBoundWindowUnit: 0, TimeBoundWindowAmount: null, TimeBoundWindowAnchor: 1 }, periodInvalid, 'TimeBoundWindowAnchor')
    await expectRefused({ DurationAmount: 2, DurationUnit: 3, TimeBoundWindowAmount: 1, TimeBoundWindowUnit: 4 }, periodInvalid, 'TimeBoundWindowAmount')
    await expectRefused({ DurationAmount: 1, DurationUnit: 3, TimeBoundWindowAmount: 5, TimeBoundWindowUnit: 2 }, periodInvalid, 'TimeBoundWindowAmount')
    expect((await createCall({ DurationAmount: 1, DurationUnit: 3, TimeBoundWindowAmount: 4, TimeBoundWindowUnit: 2, TimeBoundWindowAnchor: 1 })).status).toBe(200)
  })

  it('allows at most 1000 periods per term, counting the partial calendar period', async () => {
    const days = { DurationAmount: 1000, DurationUnit: 1, TimeBoundWindowAmount: 1, TimeBoundWindowUnit: 1 }
    expect((await createCall({ ...days, TimeBoundWindowAnchor: 0 })).status).toBe(200)
    await expectRefused({ ...days, TimeBoundWindowAnchor: 1 }, 'serviceEntitlements.admin.validation.tooManyPeriods', 'TimeBoundWindowAmount')
    await expectRefused({ DurationAmount: 100, DurationUnit: 4, TimeBoundWindowAmount: 1, TimeBoundWindowUnit: 2 }, 'serviceEntitlements.admin.validation.tooManyPeriods', 'TimeBoundWindowAmount')
  })

  it('checks limits: amounts, unique keys, unknown family or policy', async () => {
    const limit = { Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: 1, UnitLabel: null }
    await expectRefused({ Limits: [{ ...limit, GrantedAmount: -1 }] }, 'serviceEntitlements.validation.amountInvalid', 'Limits[0].GrantedAmount')
    await expectRefused({ Limits: [{ ...limit, GrantedAmount: 1e13 }] }, 'serviceEntitlements.validation.amountInvalid', 'Limits[0].GrantedAmount')
    await expectRefused({ Limits: [limit, { ...limit, Key: 'TICKETS' }] }, 'serviceEntitlements.admin.validation.limitKeyDuplicate', 'Limits[1].Key')
    await expectRefused({ PlanFamilyId: 'nope' }, 'serviceEntitlements.admin.validation.familyUnknown', 'PlanFamilyId')
    await expectRefused({ RenewalPolicyId: 'nope' }, 'serviceEntitlements.admin.validation.policyUnknown', 'RenewalPolicyId')
  })

  it('refuses a key the model already has, in any case', async () => {
    const plan = await createPlan(api, model.Id)
    const reply = await createCall({ Key: plan.Key.toUpperCase() })
    expect(reply.status).toBe(409)
    expect(errorsOf(reply)[0]?.Code).toBe('serviceEntitlements.admin.keyTaken')
  })

  it('updates with the RowVersion, keeps limit ids by key, and answers 409 with the current plan when stale', async () => {
    const plan = await createPlan(api, model.Id)
    const tickets = plan.Limits.find((limit) => limit.Key === 'tickets')!
    const updated = await api.ok<PlanPayload>('PUT', `${setupPath}/plans/${plan.Id}`, updateBody(plan, {
      DisplayName: 'Basic 2',
      Limits: [{ Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: 30, UnitLabel: null }],
    }))
    expect(updated.DisplayName).toBe('Basic 2')
    expect(updated.Limits).toEqual([expect.objectContaining({ Id: tickets.Id, Key: 'tickets', GrantedAmount: 30 })])
    const stale = await api.call<PlanPayload>('PUT', `${setupPath}/plans/${plan.Id}`, updateBody(plan, { DisplayName: 'Lost' }))
    expect(stale.status).toBe(409)
    expect(errorsOf(stale)[0]?.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data).toMatchObject({ DisplayName: 'Basic 2', RowVersion: updated.RowVersion })
  })

  it('refuses to delete a plan entitlements were issued from', async () => {
    const plan = await createPlan(api, model.Id)
    await insertEntitlement(api, model, plan)
    const current = await api.ok<PlanPayload>('GET', `${setupPath}/plans/${plan.Id}`)
    expect(current).toMatchObject({ IssuedCount: 1, AllowedActions: { CanDelete: false } })
    const reply = await api.call('DELETE', `${setupPath}/plans/${plan.Id}?rowVersion=${current.RowVersion}`)
    expect(reply.status).toBe(409)
    expect(errorsOf(reply)[0]?.Code).toBe('serviceEntitlements.admin.planInUse')
  })
})

describe('plan families', () => {
  it('creates, lists last, updates with the RowVersion and refuses a delete while plans use it', async () => {
    const family = await api.ok<PlanFamily>('POST', `${setupPath}/plan-families`, { Key: uniqueKey('f'), DisplayName: 'Support plans', Description: null, SortOrder: null })
    const other = await api.ok<PlanFamily>('POST', `${setupPath}/plan-families`, { Key: uniqueKey('f'), DisplayName: 'Data plans', Description: null, SortOrder: null })
    expect(other.SortOrder).toBe(family.SortOrder + 1)
    const duplicate = await api.call('POST', `${setupPath}/plan-families`, { Key: family.Key.toUpperCase(), DisplayName: 'Again' })
    expect(duplicate.status).toBe(409)

    const renamed = await api.ok<PlanFamily>('PUT', `${setupPath}/plan-families/${family.Id}`, { Key: family.Key, DisplayName: 'Support', RowVersion: family.RowVersion })
    const stale = await api.call<PlanFamily>('PUT', `${setupPath}/plan-families/${family.Id}`, { Key: family.Key, DisplayName: 'Lost', RowVersion: family.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ DisplayName: 'Support', RowVersion: renamed.RowVersion })

    await createPlan(api, model.Id, { PlanFamilyId: family.Id })
    const inUse = await api.ok<PlanFamily[]>('GET', `${setupPath}/plan-families`)
    expect(inUse.find((item) => item.Id === family.Id)?.PlanCount).toBe(1)
    const refused = await api.call('DELETE', `${setupPath}/plan-families/${family.Id}?rowVersion=${renamed.RowVersion}`)
    expect(refused.status).toBe(409)
    expect(errorsOf(refused)[0]?.Code).toBe('serviceEntitlements.admin.familyInUse')
    expect(await api.ok('DELETE', `${setupPath}/plan-families/${other.Id}?rowVersion=${other.RowVersion}`)).toBe(other.Id)
  })
})

describe('renewal policies', () => {
  const policy = (body: Record<string, unknown>) => ({ Key: uniqueKey('r'), DisplayName: 'Policy', Description: null, Mode: 0, LeadDays: null, ExternalPolicyKey: null, ...body })

  it('needs lead days for automatic renewal and a key for external renewal', async () => {
    const automatic = await api.call('POST', `${setupPath}/renewal-policies`, policy({ Mode: 1 }))
    expect(errorsOf(automatic)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.leadDaysInvalid', Field: 'LeadDays' })
    const tooFar = await api.call('POST', `${setupPath}/renewal-policies`, policy({ Mode: 0, LeadDays: 366 }))
    expect(errorsOf(tooFar)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.leadDaysInvalid', Field: 'LeadDays' })
    const external = await api.call('POST', `${setupPath}/renewal-policies`, policy({ Mode: 2, ExternalPolicyKey: ' ' }))
    expect(errorsOf(external)[0]).toMatchObject({ Code: 'serviceEntitlements.admin.validation.externalKeyRequired', Field: 'ExternalPolicyKey' })
    const created = await api.ok<RenewalPolicy>('POST', `${setupPath}/renewal-policies`, policy({ Mode: 2, ExternalPolicyKey: 'partner-portal', LeadDays: 10 }))
    expect(created).toMatchObject({ Mode: 2, LeadDays: 10, ExternalPolicyKey: 'partner-portal', PlanCount: 0 })
  })

  it('updates with the RowVersion and refuses a delete while a plan renews by it', async () => {
    const created = await api.ok<RenewalPolicy>('POST', `${setupPath}/renewal-policies`, policy({ Mode: 1, LeadDays: 30 }))
    const updated = await api.ok<RenewalPolicy>('PUT', `${setupPath}/renewal-policies/${created.Id}`, { ...policy({ Key: created.Key, Mode: 1, LeadDays: 14 }), RowVersion: created.RowVersion })
    expect(updated.LeadDays).toBe(14)
    const stale = await api.call<RenewalPolicy>('PUT', `${setupPath}/renewal-policies/${created.Id}`, { ...policy({ Key: created.Key, Mode: 0 }), RowVersion: created.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ LeadDays: 14, RowVersion: updated.RowVersion })

    const plan = await createPlan(api, model.Id, { RenewalPolicyId: created.Id })
    expect(plan.RenewalPolicy).toMatchObject({ Id: created.Id, Mode: 1, LeadDays: 14 })
    const refused = await api.call('DELETE', `${setupPath}/renewal-policies/${created.Id}?rowVersion=${updated.RowVersion}`)
    expect(refused.status).toBe(409)
    expect(errorsOf(refused)[0]?.Code).toBe('serviceEntitlements.admin.policyInUse')
  })
})
