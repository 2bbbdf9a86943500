import { describe, expect, it } from 'vitest'
import type { AttentionPolicyConfig, DueDatePolicyConfig } from '../admin/config'
import type { RuntimeCaller } from './context'
import { attentionSignals, cardDueDate, dueInstant, type SignalFacts } from './signals'

const policy = (overrides: Partial<DueDatePolicyConfig> = {}): DueDatePolicyConfig => ({
  enabled: true,
  timeMode: 0,
  disabledStatusIds: [],
  rowVersion: 'rv',
  expectations: [
    { id: 'warn', expectedStatusId: 'doing', offsetAmount: 3, offsetUnit: 0, severity: 1, sortOrder: 1, rowVersion: 'rv' },
    { id: 'late', expectedStatusId: 'doing', offsetAmount: 12, offsetUnit: 1, severity: 2, sortOrder: 2, rowVersion: 'rv' },
  ],
  ...overrides,
})

const item = { statusId: 'doing', isOpen: true, dueDate: '2030-03-10', dueTime: null }
const at = (iso: string) => new Date(iso)

describe('due dates', () => {
  it('is due at the end of the day in the workspace time zone, or at its time in DateAndTime mode', () => {
    expect(new Date(dueInstant('2030-03-10', null, 0, 'Europe/Berlin')!).toISOString()).toBe('2030-03-10T22:59:59.000Z')
    expect(new Date(dueInstant('2030-03-10', '09:30', 1, 'Europe/Berlin')!).toISOString()).toBe('2030-03-10T08:30:00.000Z')
    expect(new Date(dueInstant('2030-03-10', '09:30', 0, 'UTC')!).toISOString()).toBe('2030-03-10T23:59:59.000Z')
    expect(dueInstant(null, null, 0, 'UTC')).toBeNull()
  })

  it('takes the passed expectation with the highest severity, and Critical once overdue', () => {
    expect(cardDueDate(policy(), item, at('2030-03-01T00:00:00Z'), 'UTC')).toMatchObject({ Severity: 0, MatchedExpectationId: null })
    expect(cardDueDate(policy(), item, at('2030-03-08T00:00:00Z'), 'UTC')).toMatchObject({ Severity: 1, MatchedExpectationId: 'warn', ThresholdUtc: '2030-03-07T23:59:59.000Z' })
    expect(cardDueDate(policy(), item, at('2030-03-10T13:00:00Z'), 'UTC')).toMatchObject({ Severity: 2, MatchedExpectationId: 'late', ThresholdUtc: '2030-03-10T11:59:59.000Z' })
    expect(cardDueDate(policy(), item, at('2030-03-11T00:00:00Z'), 'UTC')).toMatchObject({ Severity: 2, MatchedExpectationId: null, ThresholdUtc: '2030-03-10T23:59:59.000Z' })
  })

  it('matches nothing while the policy is off or the status disabled, and a closed item is never late', () => {
    const now = at('2030-03-08T00:00:00Z')
    expect(cardDueDate(policy({ enabled: false }), item, now, 'UTC')).toMatchObject({ Enabled: false, Severity: 0, DueDate: '2030-03-10' })
    expect(cardDueDate(policy({ disabledStatusIds: ['doing'] }), item, now, 'UTC')).toMatchObject({ Severity: 0 })
    expect(cardDueDate(policy(), { ...item, isOpen: false }, at('2031-01-01T00:00:00Z'), 'UTC')).toMatchObject({ Severity: 0 })
  })
})

describe('attention signals', () => {
  const caller: RuntimeCaller = { userId: 'u1', userName: 'u', displayName: 'U', roles: ['Operator'], permissions: [], groupIds: new Set(['g1']), locale: null }
  const reasons = ([['overdue', 0], ['dueSoon', 1], ['unassigned', 2], ['stale', 0]] as const).map(([typeKey, defaultSeverity], index) => ({
    id: typeKey, typeKey, defaultSeverity, signalEnabled: true, notificationDeliveryEnabled: false, sortOrder: index, rowVersion: 'rv',
  }))
  const attention = (audience: AttentionPolicyConfig['audience'] = []): AttentionPolicyConfig => ({ reasons, audience, rowVersion: 'rv' })
  const now = at('2030-03-20T00:00:00Z')
  const facts = {
    id: 'i1',
    isOpen: true,
    enteredStatusAt: '2030-03-01T00:00:00.000Z',
    subjects: [],
    dueDate: cardDueDate(policy(), item, now, 'UTC'),
  }

  it('raise the enabled reasons that apply', () => {
    const signals = attentionSignals(attention(), caller, facts, now)
    expect(signals.Items.map((signal) => [signal.Id, signal.TypeKey])).toEqual([['i1:overdue', 'overdue'], ['i1:unassigned', 'unassigned'], ['i1:stale', 'stale']])
    expect(signals).toMatchObject({ Count: 3, HighestSeverity: 2 })
  })

  it('show them only to the audience', () => {
    const entry = { id: 'a', roleId: null, displayName: 'x', sortOrder: 1, rowVersion: 'rv' }
    expect(attentionSignals(attention([{ ...entry, subjectType: 1, subjectKey: 'operator' }]), caller, facts, now).Count).toBe(3)
    expect(attentionSignals(attention([{ ...entry, subjectType: 0, subjectKey: 'u2' }]), caller, facts, now).Count).toBe(0)
    const owned: SignalFacts = { ...facts, subjects: [{ responsibilityKey: 'owner', subjectType: 1, subjectId: 'g1' }] }
    expect(attentionSignals(attention([{ ...entry, subjectType: 2, subjectKey: 'owner' }]), caller, owned, now).Count).toBe(2)
  })
})
