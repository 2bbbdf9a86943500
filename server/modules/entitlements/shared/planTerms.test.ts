import { describe, expect, it } from 'vitest'
import { diffPlanTerms, planTermsOf, renewalTermsOf, type PlanRecord, type PlanTerms, type TermsExtras } from './planTerms'

const plan: Pick<PlanRecord, 'durationAmount' | 'durationUnit' | 'gracePeriodAmount' | 'gracePeriodUnit' | 'timeBoundWindowAmount' | 'timeBoundWindowUnit' | 'timeBoundWindowAnchor' | 'limits' | 'renewalPolicy'> = {
  durationAmount: 12,
  durationUnit: 3,
  gracePeriodAmount: 14,
  gracePeriodUnit: 1,
  timeBoundWindowAmount: 1,
  timeBoundWindowUnit: 3,
  timeBoundWindowAnchor: 0,
  renewalPolicy: { id: 'p1', key: 'auto', displayName: 'Auto', mode: 1, leadDays: 30, externalPolicyKey: null },
  limits: [
    { id: 'l1', key: 'tickets', displayName: 'Tickets', limitFamily: 0, grantedAmount: '20.000000', unitLabel: 'tickets', sortOrder: 1 },
    { id: 'l2', key: 'seats', displayName: 'Seats', limitFamily: 2, grantedAmount: null, unitLabel: null, sortOrder: 2 },
  ],
}

const terms = planTermsOf(plan)
const extras: TermsExtras = { termsText: 'Terms v1', renewal: renewalTermsOf(plan) }
const withLimits = (limits: PlanTerms['Limits']): PlanTerms => ({ ...terms, Limits: limits })

describe('plan terms', () => {
  it('snapshots a plan with normalised amounts', () => {
    expect(terms).toEqual({
      DurationAmount: 12,
      DurationUnit: 3,
      GracePeriodAmount: 14,
      GracePeriodUnit: 1,
      TimeBoundWindowAmount: 1,
      TimeBoundWindowUnit: 3,
      TimeBoundWindowAnchor: 0,
      Limits: [
        { Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: '20', UnitLabel: 'tickets' },
        { Key: 'seats', DisplayName: 'Seats', LimitFamily: 2, GrantedAmount: null, UnitLabel: null },
      ],
    })
    expect(renewalTermsOf({ renewalPolicy: null })).toEqual({ policyId: null, policyKey: null, mode: 0, leadDays: null, externalPolicyKey: null })
  })

  it('finds no difference between equal terms, whatever the amount spelling or wording', () => {
    const reworded = withLimits([{ ...terms.Limits[0]!, GrantedAmount: '20.0', DisplayName: 'Support tickets' }, terms.Limits[1]!])
    expect(diffPlanTerms(terms, reworded, { before: extras, after: { ...extras } })).toEqual([])
  })

  it('names every kind of difference', () => {
    const proposed: PlanTerms = {
      ...terms,
      DurationAmount: 6,
      GracePeriodUnit: 0,
      GracePeriodAmount: null,
      TimeBoundWindowAnchor: 1,
      Limits: [{ ...terms.Limits[0]!, Key: 'TICKETS', GrantedAmount: '10' }, { Key: 'storage', DisplayName: 'Storage', LimitFamily: 1, GrantedAmount: '5', UnitLabel: 'GB' }],
    }
    const after: TermsExtras = { termsText: 'Terms v2', renewal: { ...extras.renewal, leadDays: 10 } }
    expect(diffPlanTerms(terms, proposed, { before: extras, after })).toEqual([
      'terms', 'duration', 'grace', 'window', 'renewal', 'limit-amount:TICKETS', 'limit-added:storage', 'limit-removed:seats',
    ])
  })

  it('treats a limit whose family changed as another limit, and ignores text and renewal without extras', () => {
    const proposed = withLimits([terms.Limits[0]!, { ...terms.Limits[1]!, LimitFamily: 0 }])
    expect(diffPlanTerms(terms, proposed)).toEqual(['limit-removed:seats', 'limit-added:seats'])
  })

  it('ignores the anchor while there is no window', () => {
    const noWindow: PlanTerms = { ...terms, TimeBoundWindowAmount: null, TimeBoundWindowUnit: 0 }
    expect(diffPlanTerms(noWindow, { ...noWindow, TimeBoundWindowAnchor: 1 })).toEqual([])
  })
})
