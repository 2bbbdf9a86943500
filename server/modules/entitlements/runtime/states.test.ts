import { describe, expect, it } from 'vitest'
import { EnvelopeError } from '../../../http/errors'
import {
  EffectiveState,
  EntitlementStatus as S,
  LifecycleAction as A,
  PeriodStatus,
  RenewalMode,
  SourceType,
  effectiveStateOf,
  lifecycleRefusal,
  lifecycleTarget,
  limitIsActive,
  nextStatusByClock,
  periodStatusOf,
  renewalRefusal,
} from './states'

const at = (day: number) => new Date(Date.UTC(2025, 0, day))
// A term from Jan 10 to Jan 20 with grace until Jan 25.
type Times = { startsAt: Date; endsAt: Date | null; graceUntil: Date | null }
const term: Times = { startsAt: at(10), endsAt: at(20), graceUntil: at(25) }
const row = (status: S, times: Partial<Times> = {}) => ({ status, ...term, ...times })

describe('effective state', () => {
  it.each([
    ['before the start', at(5), EffectiveState.NotStarted],
    ['at the start', at(10), EffectiveState.Active],
    ['during the term', at(15), EffectiveState.Active],
    ['at the end', at(20), EffectiveState.InGrace],
    ['in grace', at(24), EffectiveState.InGrace],
    ['at the end of grace', at(25), EffectiveState.Expired],
    ['long after', at(90), EffectiveState.Expired],
  ])('follows the clock %s', (_, now, expected) => {
    expect(effectiveStateOf(row(S.Active), null, now)).toBe(expected)
    expect(effectiveStateOf(row(S.Issued), null, now)).toBe(expected)
    expect(effectiveStateOf(row(S.Expired), null, now)).toBe(expected)
  })

  it('lets stored outcomes win over the clock', () => {
    for (const now of [at(5), at(15), at(30)]) {
      expect(effectiveStateOf(row(S.Cancelled), null, now)).toBe(EffectiveState.Cancelled)
      expect(effectiveStateOf(row(S.Revoked), at(20), now)).toBe(EffectiveState.Revoked)
      expect(effectiveStateOf(row(S.Suspended), null, now)).toBe(EffectiveState.Suspended)
      expect(effectiveStateOf(row(S.Draft), null, now)).toBe(EffectiveState.NotStarted)
    }
  })

  it('reads Superseded once the successor has started', () => {
    expect(effectiveStateOf(row(S.Active), at(20), at(19))).toBe(EffectiveState.Active)
    expect(effectiveStateOf(row(S.Active), at(20), at(20))).toBe(EffectiveState.Superseded)
    expect(effectiveStateOf(row(S.Expired), at(20), at(40))).toBe(EffectiveState.Superseded)
  })

  it('never ends an open-ended term, and ends at EndsAt without grace', () => {
    expect(effectiveStateOf(row(S.Active, { endsAt: null, graceUntil: null }), null, at(3000))).toBe(EffectiveState.Active)
    expect(effectiveStateOf(row(S.Active, { graceUntil: at(20) }), null, at(20))).toBe(EffectiveState.Expired)
    expect(effectiveStateOf(row(S.Active, { graceUntil: null }), null, at(20))).toBe(EffectiveState.Expired)
  })
})

describe('period status', () => {
  const period = (times: Partial<Times> = {}, closedStatus: PeriodStatus | null = null) => ({ ...term, ...times, closedStatus })
  const live = { status: S.Active, endsAt: at(20) }

  it.each([
    [at(5), PeriodStatus.Scheduled],
    [at(10), PeriodStatus.Active],
    [at(20), PeriodStatus.InGrace],
    [at(25), PeriodStatus.Completed],
  ])('follows the clock at %s', (now, expected) => {
    expect(periodStatusOf(period(), live, now)).toBe(expected)
  })

  it('has no grace for a period that is not the last', () => {
    const first = period({ startsAt: at(10), endsAt: at(15), graceUntil: at(15) })
    expect(periodStatusOf(first, live, at(15))).toBe(PeriodStatus.Completed)
  })

  it('keeps a stored closed status', () => {
    expect(periodStatusOf(period({}, PeriodStatus.Cancelled), live, at(15))).toBe(PeriodStatus.Cancelled)
    expect(periodStatusOf(period({}, PeriodStatus.Superseded), live, at(5))).toBe(PeriodStatus.Superseded)
  })

  it('reads Cancelled for what a cancel or revoke cut short, Completed for what was over', () => {
    for (const status of [S.Cancelled, S.Revoked]) {
      expect(periodStatusOf(period(), { status, endsAt: at(20) }, at(15))).toBe(PeriodStatus.Cancelled)
      expect(periodStatusOf(period(), { status, endsAt: at(20) }, at(5))).toBe(PeriodStatus.Cancelled)
      expect(periodStatusOf(period(), { status, endsAt: at(20) }, at(30))).toBe(PeriodStatus.Completed)
    }
  })

  it('reads Superseded for the last period once the successor has started', () => {
    const renewed = { status: S.Active, endsAt: at(20), successorStartsAt: at(20) }
    expect(periodStatusOf(period(), renewed, at(19))).toBe(PeriodStatus.Active)
    expect(periodStatusOf(period(), renewed, at(21))).toBe(PeriodStatus.Superseded)
    expect(periodStatusOf(period({ endsAt: at(15), graceUntil: at(15) }), renewed, at(21))).toBe(PeriodStatus.Completed)
  })
})

describe('limit activity', () => {
  it('counts limits of running periods of entitlements that are not on hold or ended', () => {
    expect(limitIsActive(PeriodStatus.Active, S.Active)).toBe(true)
    expect(limitIsActive(PeriodStatus.InGrace, S.Active)).toBe(true)
    expect(limitIsActive(PeriodStatus.Active, S.Issued)).toBe(true)
    expect(limitIsActive(PeriodStatus.Scheduled, S.Active)).toBe(false)
    expect(limitIsActive(PeriodStatus.Completed, S.Expired)).toBe(false)
    expect(limitIsActive(PeriodStatus.Superseded, S.Active)).toBe(false)
    for (const status of [S.Suspended, S.Cancelled, S.Revoked]) expect(limitIsActive(PeriodStatus.Active, status)).toBe(false)
  })
})

describe('stored status moves by the clock', () => {
  it.each([
    [S.Issued, at(5), null],
    [S.Issued, at(10), S.Active],
    [S.Issued, at(22), S.Active],
    [S.Issued, at(25), S.Expired],
    [S.Active, at(15), null],
    [S.Active, at(24), null],
    [S.Active, at(25), S.Expired],
    [S.Suspended, at(15), null],
    [S.Suspended, at(25), S.Expired],
    [S.Expired, at(30), null],
    [S.Cancelled, at(30), null],
    [S.Revoked, at(30), null],
    [S.Draft, at(30), null],
  ])('%s at %s → %s', (status, now, expected) => {
    expect(nextStatusByClock(row(status), now)).toBe(expected)
  })

  it('expires at EndsAt without grace and never without an end', () => {
    expect(nextStatusByClock(row(S.Active, { graceUntil: null }), at(20))).toBe(S.Expired)
    expect(nextStatusByClock(row(S.Active, { endsAt: null, graceUntil: null }), at(3000))).toBeNull()
  })
})

describe('lifecycle actions', () => {
  const allowed: Array<[number, number, number]> = [
    [A.Suspend, S.Issued, S.Suspended],
    [A.Suspend, S.Active, S.Suspended],
    [A.Cancel, S.Issued, S.Cancelled],
    [A.Cancel, S.Active, S.Cancelled],
    [A.Cancel, S.Suspended, S.Cancelled],
    [A.Revoke, S.Issued, S.Revoked],
    [A.Revoke, S.Active, S.Revoked],
    [A.Revoke, S.Suspended, S.Revoked],
    [A.Revoke, S.Expired, S.Revoked],
  ]

  it('moves every allowed pair to its target', () => {
    for (const [action, from, to] of allowed) expect(lifecycleTarget(from, action, term, at(15))).toBe(to)
  })

  it('refuses every other pair with 409 naming both states', () => {
    const statuses = Object.values(S)
    for (const action of [A.Suspend, A.Cancel, A.Revoke]) {
      for (const from of statuses) {
        if (allowed.some(([a, f]) => a === action && f === from)) continue
        expect(() => lifecycleTarget(from, action, term, at(15))).toThrow(EnvelopeError)
        expect(lifecycleRefusal(from, action)).not.toBeNull()
      }
    }
    expect(lifecycleRefusal(S.Expired, A.Suspend)).toBe('The entitlement is Expired; it cannot be moved to Suspended.')
    expect(lifecycleRefusal(S.Cancelled, A.Revoke)).toBe('The entitlement is Cancelled; it cannot be moved to Revoked.')
    try {
      lifecycleTarget(S.Cancelled, A.Cancel, term, at(15))
    } catch (error) {
      expect(error).toBeInstanceOf(EnvelopeError)
      expect((error as EnvelopeError).status).toBe(409)
      expect((error as EnvelopeError).issues[0]?.Code).toBe('serviceEntitlements.runtime.transitionNotAllowed')
    }
  })

  it('resumes only a suspended entitlement, to what the clock says', () => {
    expect(lifecycleTarget(S.Suspended, A.Resume, term, at(5))).toBe(S.Issued)
    expect(lifecycleTarget(S.Suspended, A.Resume, term, at(21))).toBe(S.Active)
    expect(lifecycleTarget(S.Suspended, A.Resume, term, at(26))).toBe(S.Expired)
    for (const from of [S.Draft, S.Issued, S.Active, S.Expired, S.Cancelled, S.Revoked]) {
      expect(() => lifecycleTarget(from, A.Resume, term, at(15))).toThrow(EnvelopeError)
    }
    expect(lifecycleRefusal(S.Active, A.Resume)).toBe('The entitlement is Active, not Suspended; only a suspended entitlement can be resumed.')
  })
})

describe('renewal rules', () => {
  const facts = { status: S.Active, endsAt: at(20), successorEntitlementId: null, renewalMode: RenewalMode.Manual, renewalExternalPolicyKey: null }

  it('allows a live entitlement with an end and no successor', () => {
    expect(renewalRefusal(facts, SourceType.Manual)).toBeNull()
    expect(renewalRefusal({ ...facts, status: S.Expired }, SourceType.Manual)).toBeNull()
  })

  it('refuses with the documented codes', () => {
    expect(renewalRefusal({ ...facts, status: S.Cancelled }, SourceType.Manual)?.code).toBe('serviceEntitlements.renewal.notRenewable')
    expect(renewalRefusal({ ...facts, endsAt: null }, SourceType.Manual)?.code).toBe('serviceEntitlements.renewal.openEnded')
    expect(renewalRefusal({ ...facts, successorEntitlementId: 'x' }, SourceType.Manual)?.code).toBe('serviceEntitlements.renewal.alreadyRenewed')
    const external = { ...facts, renewalMode: RenewalMode.External, renewalExternalPolicyKey: 'partner-portal' }
    expect(renewalRefusal(external, SourceType.Manual)).toEqual({
      code: 'serviceEntitlements.renewal.externalOnly',
      message: 'Renewed by the external policy “partner-portal”.',
    })
    expect(renewalRefusal(external, SourceType.Api)).toBeNull()
  })
})
