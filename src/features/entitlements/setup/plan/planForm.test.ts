import { describe, expect, it } from 'vitest'
import { makePlan } from '@/test/entitlements/setup'
import { checkPlan, newLimitRow, planValues, toPlanRequest, toPlanUpdateRequest } from './planForm'

const valid = () => planValues(makePlan())

describe('plan form', () => {
  it('accepts a saved plan as it is', () => {
    expect(checkPlan(valid())).toEqual({})
  })

  it('wants a whole amount from 1 to 1000 with every unit, and none without one', () => {
    expect(Object.keys(checkPlan({ ...valid(), DurationAmount: null }))).toEqual(['DurationAmount'])
    expect(Object.keys(checkPlan({ ...valid(), GracePeriodAmount: 1001 }))).toEqual(['GracePeriodAmount'])
    expect(Object.keys(checkPlan({ ...valid(), GracePeriodAmount: 1.5 }))).toEqual(['GracePeriodAmount'])
    // Unit None: whatever amount was typed is not sent.
    expect(toPlanRequest({ ...valid(), GracePeriodUnit: 0, GracePeriodAmount: 14 })).toMatchObject({ GracePeriodUnit: 0, GracePeriodAmount: null })
  })

  it('refuses calendar windows without a window, windows longer than the term and more than 1000 of them', () => {
    expect(checkPlan({ ...valid(), TimeBoundWindowUnit: 0, TimeBoundWindowAmount: null, TimeBoundWindowAnchor: 1 }).TimeBoundWindowAnchor?.key).toBe('entitlementsSetup.validation.calendarNeedsWindow')
    expect(checkPlan({ ...valid(), DurationAmount: 1, DurationUnit: 3, TimeBoundWindowAmount: 5, TimeBoundWindowUnit: 2 }).TimeBoundWindowAmount?.key).toBe('entitlementsSetup.validation.windowLongerThanTerm')
    expect(checkPlan({ ...valid(), DurationAmount: 1000, DurationUnit: 1, TimeBoundWindowAmount: 1, TimeBoundWindowUnit: 1 })).toEqual({})
    expect(checkPlan({ ...valid(), DurationAmount: 1000, DurationUnit: 1, TimeBoundWindowAmount: 1, TimeBoundWindowUnit: 1, TimeBoundWindowAnchor: 1 }).TimeBoundWindowAmount?.key).toBe(
      'entitlementsSetup.validation.tooManyPeriods',
    )
  })

  it('checks each limit on its own member', () => {
    const values = { ...valid(), Limits: [...valid().Limits, { ...newLimitRow(), Key: 'Tickets', DisplayName: '', GrantedAmount: -1 }] }
    expect(Object.keys(checkPlan(values))).toEqual(['Limits[2].Key', 'Limits[2].DisplayName', 'Limits[2].GrantedAmount'])
    const unlimited = { ...valid(), Limits: [{ ...newLimitRow(), Key: 'api-calls', DisplayName: 'API calls', Unlimited: true }] }
    expect(checkPlan(unlimited)).toEqual({})
  })

  it('sends the limits in table order with unlimited as null, and the RowVersion on update', () => {
    const values = { ...valid(), Limits: [{ ...valid().Limits[1]!, Unlimited: true }, valid().Limits[0]!] }
    const body = toPlanUpdateRequest(values, 'rv-plan', 1)
    expect(body.Limits).toEqual([
      { Key: 'seats', DisplayName: 'Seats', LimitFamily: 2, GrantedAmount: null, UnitLabel: null },
      { Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: 20, UnitLabel: null },
    ])
    expect(body).toMatchObject({ RowVersion: 'rv-plan', SortOrder: 1, DurationAmount: 12, DurationUnit: 3, PlanFamilyId: 'fam-support', RenewalPolicyId: 'pol-auto' })
  })
})
