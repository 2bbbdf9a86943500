import { describe, expect, it } from 'vitest'
import { EntitlementEffectiveState, EntitlementStatus } from '@/api'
import { parseListFilters, withFilterChanges, withoutFilters } from './listFilters'

describe('entitlement list filters in the URL', () => {
  it('reads readable names from the query and leaves unknown ones out', () => {
    expect(parseListFilters({ model: 'mod-1', plan: 'plan-1', owner: 'rec-9', status: 'Suspended', state: 'InGrace' })).toEqual({
      EntitlementModelId: 'mod-1',
      EntitlementPlanId: 'plan-1',
      OwnerEntityInstanceId: 'rec-9',
      Status: EntitlementStatus.Suspended,
      EffectiveState: EntitlementEffectiveState.InGrace,
    })
    expect(parseListFilters({ state: 'Sleeping', status: '' })).toEqual({})
  })

  it('writes changes back by name, starts at page 1 and keeps search and sort', () => {
    const next = withFilterChanges({ q: 'acme', sort: '-EndsAtUtc', page: '3' }, { EffectiveState: EntitlementEffectiveState.Expired })
    expect(next).toEqual({ q: 'acme', sort: '-EndsAtUtc', state: 'Expired' })
  })

  it('drops the plan when another model is chosen: a plan belongs to one model', () => {
    expect(withFilterChanges({ model: 'mod-1', plan: 'plan-1' }, { EntitlementModelId: 'mod-2' })).toEqual({ model: 'mod-2' })
    expect(withFilterChanges({ model: 'mod-1', plan: 'plan-1' }, { EntitlementModelId: 'mod-1' })).toEqual({ model: 'mod-1', plan: 'plan-1' })
    expect(withFilterChanges({ model: 'mod-1', plan: 'plan-1', status: 'Active' }, { EntitlementModelId: null })).toEqual({ status: 'Active' })
  })

  it('clears every filter and nothing else', () => {
    expect(withoutFilters({ model: 'mod-1', state: 'Active', q: 'acme', size: '50', page: '2' })).toEqual({ q: 'acme', size: '50' })
  })

  it('keeps the over-limit filter as true or false in the URL', () => {
    expect(parseListFilters({ overLimit: 'true' })).toEqual({ OverLimit: true })
    expect(parseListFilters({ overLimit: 'false' })).toEqual({ OverLimit: false })
    expect(parseListFilters({ overLimit: 'maybe' })).toEqual({})
    expect(withFilterChanges({ page: '2' }, { OverLimit: true })).toEqual({ overLimit: 'true' })
    expect(withFilterChanges({ overLimit: 'true' }, { OverLimit: null })).toEqual({})
  })
})
