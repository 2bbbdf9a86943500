import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoRecords, entitlementPath, getEntitlement, insertModel, insertPlan, issue, issueCall, startRuntimeApi, Unit, type DemoRecord, type FixtureModel } from '../../../test/fixtures/entitlements/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi
let model: FixtureModel
let planId: string
let customers: DemoRecord[]
let contracts: DemoRecord[]

beforeAll(async () => {
  api = await startRuntimeApi()
  model = await insertModel(api, { roles: ['DelegateParty', 'Resource', 'RelatedResource'], resourceScopeMode: 1 })
  planId = await insertPlan(api, model.id)
  customers = await demoRecords(api, 'customers')
  contracts = await demoRecords(api, 'contracts')
}, 60_000)

afterAll(async () => {
  await api?.close()
})

const withResource = () => ({ Resources: [{ ResourceRoleId: model.roles.Resource, EntityInstanceId: contracts[0]!.id }] })

describe('issue', () => {
  it('takes the term, periods and limits from the plan', async () => {
    const startsAt = '2025-01-15T00:00:00.000Z'
    const detail = await issue(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[0]!.id, StartsAtUtc: startsAt, ...withResource() })
    expect(detail.StartsAtUtc).toBe(startsAt)
    expect(detail.EndsAtUtc).toBe('2026-01-15T00:00:00.000Z')
    expect(detail.GraceUntilUtc).toBe('2026-01-29T00:00:00.000Z')
    expect(detail.Periods).toHaveLength(12)
    expect(detail.Periods[0]).toMatchObject({ PeriodNumber: 1, StartsAtUtc: startsAt, EndsAtUtc: '2025-02-15T00:00:00.000Z', GraceUntilUtc: '2025-02-15T00:00:00.000Z' })
    expect(detail.Periods[11]).toMatchObject({ EndsAtUtc: '2026-01-15T00:00:00.000Z', GraceUntilUtc: '2026-01-29T00:00:00.000Z' })
    expect(detail.Limits).toHaveLength(24)
    expect(detail.Limits.filter((limit) => limit.Key === 'tickets').every((limit) => limit.GrantedAmount === 20)).toBe(true)
    expect(detail.Owner).toMatchObject({ EntityInstanceId: customers[0]!.id, DisplayName: customers[0]!.name })
    expect(detail.Resources.map((item) => item.Resource.EntityInstanceId)).toEqual([contracts[0]!.id])
    expect(detail.IssuedTermsTextSnapshot).toBe('Support during business hours.')
    expect(detail.PlanTermsSnapshot.Limits).toEqual([
      { Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: '20', UnitLabel: null },
      { Key: 'seats', DisplayName: 'Seats', LimitFamily: 2, GrantedAmount: '5', UnitLabel: null },
    ])
  })

  it('is Active from now and Issued with a start in the future', async () => {
    const now = await issue(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[1]!.id, ...withResource() })
    expect([now.Status, now.EffectiveState]).toEqual([2, 1])
    const later = await issue(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[1]!.id, StartsAtUtc: new Date(Date.now() + 86_400_000).toISOString(), ...withResource() })
    expect([later.Status, later.EffectiveState]).toEqual([1, 0])
    expect(later.Limits.some((limit) => limit.IsActive)).toBe(false)
    expect(now.EntitlementNumber).toBeLessThan(later.EntitlementNumber)
  })

  it('starts calendar windows with a partial first period', async () => {
    const calendarPlan = await insertPlan(api, model.id, { calendar: true, limits: [{ key: 'tickets', granted: '20' }] })
    const detail = await issue(api, { EntitlementPlanId: calendarPlan, OwnerEntityInstanceId: customers[0]!.id, StartsAtUtc: '2025-01-15T00:00:00Z', ...withResource() })
    expect(detail.Periods).toHaveLength(13)
    expect(detail.Periods[0]!.EndsAtUtc).toBe('2025-02-01T00:00:00.000Z')
    expect(detail.Limits).toHaveLength(13)
  })

  it('gives an open-ended plan rolling periods up to now + 1 window', async () => {
    const open = await insertPlan(api, model.id, { duration: null, grace: null, window: [1, Unit.Month] })
    const startsAt = new Date(Date.now() - 45 * 86_400_000)
    const detail = await issue(api, { EntitlementPlanId: open, OwnerEntityInstanceId: customers[0]!.id, StartsAtUtc: startsAt.toISOString(), ...withResource() })
    expect(detail.EndsAtUtc).toBeNull()
    expect(detail.Periods.length).toBeGreaterThanOrEqual(3)
    expect(new Date(detail.Periods.at(-1)!.StartsAtUtc).getTime()).toBeGreaterThan(Date.now())
    expect(new Date(detail.Periods.at(-2)!.StartsAtUtc).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('refuses a start more than 10 years from today (the term would leave the range of dates)', async () => {
    const far = await issueCall(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[0]!.id, StartsAtUtc: '9999-12-31T00:00:00Z', ...withResource() })
    expect(far.status).toBe(400)
    expect(far.body.Errors).toEqual([expect.objectContaining({ Field: 'StartsAtUtc', Code: 'workspace.validation.invalid' })])
  })

  it('refuses an owner that is not a record of the owner definition', async () => {
    const reply = await issueCall(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: contracts[0]!.id, ...withResource() })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors).toEqual([expect.objectContaining({ Field: 'OwnerEntityInstanceId', Code: 'serviceEntitlements.runtime.ownerInvalid' })])
  })

  it('checks resources and beneficiaries against the model roles', async () => {
    const none = await issueCall(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[0]!.id })
    expect(none.status).toBe(400)
    expect(none.body.Errors).toEqual([expect.objectContaining({ Field: 'Resources', Code: 'serviceEntitlements.runtime.resourceInvalid' })])
    const wrong = await issueCall(api, {
      EntitlementPlanId: planId,
      OwnerEntityInstanceId: customers[0]!.id,
      Resources: [
        { ResourceRoleId: model.roles.Resource, EntityInstanceId: customers[0]!.id },
        { ResourceRoleId: model.roles.OwnerParty, EntityInstanceId: contracts[0]!.id },
        { ResourceRoleId: model.roles.RelatedResource, EntityInstanceId: contracts[1]!.id },
      ],
      Beneficiaries: [{ BeneficiaryPartyRoleId: model.roles.DelegateParty, EntityInstanceId: 'missing' }],
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.Errors.map((error) => error.Field).sort()).toEqual(['Beneficiaries[0].EntityInstanceId', 'Resources[0].EntityInstanceId', 'Resources[1].ResourceRoleId'])
    expect(wrong.body.Errors.every((error) => error.Code === 'serviceEntitlements.runtime.resourceInvalid')).toBe(true)
  })

  it('takes no Resource-role records when the model covers all resources, and keeps beneficiaries', async () => {
    const all = await insertModel(api, { roles: ['DelegateParty', 'Resource'], resourceScopeMode: 0 })
    const plan = await insertPlan(api, all.id)
    const refused = await issueCall(api, { EntitlementPlanId: plan, OwnerEntityInstanceId: customers[0]!.id, Resources: [{ ResourceRoleId: all.roles.Resource, EntityInstanceId: contracts[0]!.id }] })
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]).toMatchObject({ Field: 'Resources[0].ResourceRoleId' })
    const detail = await issue(api, { EntitlementPlanId: plan, OwnerEntityInstanceId: customers[0]!.id, Beneficiaries: [{ BeneficiaryPartyRoleId: all.roles.DelegateParty, EntityInstanceId: customers[2]!.id }] })
    expect(detail.Beneficiaries.map((item) => item.Beneficiary.EntityInstanceId)).toEqual([customers[2]!.id])
  })

  it('refuses inactive plans and models', async () => {
    const inactivePlan = await insertPlan(api, model.id, { isActive: false })
    const plan = await issueCall(api, { EntitlementPlanId: inactivePlan, OwnerEntityInstanceId: customers[0]!.id, ...withResource() })
    expect(plan.status).toBe(400)
    expect(plan.body.Errors[0]).toMatchObject({ Field: 'EntitlementPlanId', Code: 'serviceEntitlements.runtime.planInactive' })
    const inactiveModel = await insertModel(api, { isActive: false })
    const modelPlan = await insertPlan(api, inactiveModel.id)
    const refused = await issueCall(api, { EntitlementPlanId: modelPlan, OwnerEntityInstanceId: customers[0]!.id })
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]?.Message).toContain('is not active')
    const missing = await issueCall(api, { EntitlementPlanId: 'nope', OwnerEntityInstanceId: customers[0]!.id })
    expect(missing.status).toBe(400)
  })

  it('needs the issue grant: operators may, configurators (read only) may not', async () => {
    const operator = await issueCall(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[0]!.id, ...withResource() }, 'operator')
    expect(operator.status).toBe(200)
    const configurator = await issueCall(api, { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[0]!.id, ...withResource() }, 'configurator')
    expect(configurator.status).toBe(403)
    expect((configurator.body as unknown as { detail: string }).detail).toBe('You may not issue or change entitlements of the model “Support subscription”.')
  })

  it('answers a repeated IdempotencyKey with the first entitlement and refuses it for another body', async () => {
    const body = { EntitlementPlanId: planId, OwnerEntityInstanceId: customers[3]!.id, IdempotencyKey: 'issue-once', ...withResource() }
    const replies = await Promise.all(Array.from({ length: 5 }, () => issueCall(api, body)))
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(replies.map((reply) => reply.body.Data.Id)).size).toBe(1)
    const [stored] = await api.sql<{ count: number }>("SELECT count(*)::int AS count FROM entitlements WHERE issue_idempotency_key = 'issue-once'")
    expect(stored!.count).toBe(1)
    const other = await issueCall(api, { ...body, OwnerEntityInstanceId: customers[4]!.id })
    expect(other.status).toBe(409)
    expect(other.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.runtime.idempotencyKeyReused', Field: 'IdempotencyKey' })
  })

  it('never changes an issued snapshot when the plan changes', async () => {
    const plan = await insertPlan(api, model.id, { termsText: 'Version 1' })
    const before = await issue(api, { EntitlementPlanId: plan, OwnerEntityInstanceId: customers[0]!.id, ...withResource() })
    await api.sql("UPDATE entitlement_plans SET issued_terms_text = 'Version 2', duration_amount = 24, grace_period_unit = 0, grace_period_amount = NULL WHERE id = $1", [plan])
    await api.sql("UPDATE entitlement_plan_limits SET granted_amount = 999 WHERE plan_id = $1", [plan])
    await api.sql("DELETE FROM entitlement_plan_limits WHERE plan_id = $1 AND key = 'seats'", [plan])
    const after = await getEntitlement(api, before.Id)
    expect(after.IssuedTermsTextSnapshot).toBe('Version 1')
    expect(after.PlanTermsSnapshot).toEqual(before.PlanTermsSnapshot)
    expect(after.EndsAtUtc).toBe(before.EndsAtUtc)
    expect(after.Limits.map((limit) => [limit.Key, limit.GrantedAmount])).toEqual(before.Limits.map((limit) => [limit.Key, limit.GrantedAmount]))
    const fresh = await issue(api, { EntitlementPlanId: plan, OwnerEntityInstanceId: customers[0]!.id, ...withResource() })
    expect(fresh.IssuedTermsTextSnapshot).toBe('Version 2')
    expect(fresh.PlanTermsSnapshot.Limits).toEqual([{ Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: '999', UnitLabel: null }])
  })

  it('answers 404 for an entitlement of a model the caller may not read', async () => {
    const hidden = await insertModel(api, { grants: {} })
    const plan = await insertPlan(api, hidden.id)
    const detail = await issue(api, { EntitlementPlanId: plan, OwnerEntityInstanceId: customers[0]!.id })
    const reply = await api.call('GET', entitlementPath(detail.Id), undefined, 'operator')
    expect(reply.status).toBe(404)
  })
})
