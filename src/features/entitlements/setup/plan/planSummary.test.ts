import { describe, expect, it } from 'vitest'
import { i18n } from '@/app/plugins/i18n'
import { makePlan } from '@/test/entitlements/setup'
import { limitsSummary, planSummary } from './planSummary'

const autoRenew = { DisplayName: 'Auto-renew', Mode: 1, LeadDays: 30 }
const format = (value: number) => new Intl.NumberFormat(i18n.global.locale.value).format(value)

describe('plan summary', () => {
  it('says the term, windows, grace and renewal in one line', () => {
    expect(planSummary(makePlan(), autoRenew)).toBe('12 months · monthly windows from the start · 14 days grace · Auto-renew (30 days ahead)')
  })

  it('names open-ended plans, calendar windows of several units and external renewal', () => {
    const plan = makePlan({ DurationAmount: null, DurationUnit: 0, GracePeriodAmount: null, GracePeriodUnit: 0, TimeBoundWindowAmount: 2, TimeBoundWindowUnit: 2, TimeBoundWindowAnchor: 1 })
    expect(planSummary(plan, { DisplayName: 'Partner portal', Mode: 2, LeadDays: null })).toBe('Open-ended · windows of 2 weeks by the calendar · Partner portal (external)')
    expect(planSummary(makePlan({ TimeBoundWindowAmount: null, TimeBoundWindowUnit: 0, GracePeriodAmount: 1, GracePeriodUnit: 1 }), null)).toBe('12 months · 1 day grace')
  })

  it('lists the limits with their amounts, unlimited ones as such', () => {
    expect(limitsSummary(makePlan().Limits, format)).toBe('Tickets 20 · Seats 5')
    expect(limitsSummary([{ DisplayName: 'Tickets', GrantedAmount: 20, UnitLabel: 'tickets' }, { DisplayName: 'Seats', GrantedAmount: 5, UnitLabel: 'contacts' }], format)).toBe('Tickets 20 · Seats 5 contacts')
    expect(limitsSummary([{ DisplayName: 'Storage', GrantedAmount: 1500, UnitLabel: 'GB' }, { DisplayName: 'API calls', GrantedAmount: null, UnitLabel: 'calls' }], format)).toBe('Storage 1,500 GB · API calls unlimited')
  })

  it('speaks German', () => {
    i18n.global.locale.value = 'de'
    expect(planSummary(makePlan(), autoRenew)).toBe('12 Monate · monatliche Zeitfenster ab Beginn · 14 Tage Nachfrist · Auto-renew (30 Tage vorher)')
    expect(limitsSummary([{ DisplayName: 'Speicher', GrantedAmount: 1500.5, UnitLabel: 'GB' }], format)).toBe('Speicher 1.500,5 GB')
  })
})
