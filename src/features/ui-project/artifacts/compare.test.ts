import { describe, expect, it } from 'vitest'
import { compareArtifacts, sizeDelta } from './compare'
import { changedFields, describeEntryValue, describeValue, descriptorEntries, diffDescriptors } from './descriptors'
import { makeArtifact } from '@/test/ui-project/artifacts'

describe('sizeDelta', () => {
  it('gives the absolute and relative change', () => {
    expect(sizeDelta(200, 250)).toEqual({ from: 200, to: 250, delta: 50, percent: 25 })
    expect(sizeDelta(0, 10).percent).toBeNull()
  })
})

describe('descriptor diffs', () => {
  it('lists added, removed and changed pages by their key', () => {
    const from = JSON.stringify({ pages: [{ key: 'home', title: 'Home', path: '/' }, { key: 'about', title: 'About', path: '/about' }] })
    const to = JSON.stringify({ pages: [{ path: '/', title: 'Start', key: 'home' }, { key: 'customers', title: 'Customers', path: '/customers' }] })
    const diff = diffDescriptors(from, to)
    expect(diff.added.map((entry) => entry.key)).toEqual(['pages › customers'])
    expect(diff.removed.map((entry) => entry.key)).toEqual(['pages › about'])
    expect(diff.changed).toEqual([{ key: 'pages › home', from: { key: 'home', title: 'Home', path: '/' }, to: { path: '/', title: 'Start', key: 'home' } }])
  })

  it('ignores the order of members and compares locales and dependency versions', () => {
    expect(diffDescriptors(JSON.stringify({ a: 1, b: 2 }), JSON.stringify({ b: 2, a: 1 })).unchanged).toBe(2)
    const locales = diffDescriptors(JSON.stringify({ locales: ['en'] }), JSON.stringify({ locales: ['en', 'de'] }))
    expect(locales.added.map((entry) => entry.key)).toEqual(['locales › de'])
    const deps = diffDescriptors(JSON.stringify({ vue: '3.5.12', pinia: '3.0.1' }), JSON.stringify({ vue: '3.5.13', pinia: '3.0.1' }))
    expect(deps.changed).toEqual([{ key: 'vue', from: '3.5.12', to: '3.5.13' }])
    expect(deps.unchanged).toBe(1)
  })

  it('treats a missing descriptor as empty and unreadable JSON as not comparable', () => {
    expect(diffDescriptors(null, JSON.stringify(['en'])).added.map((entry) => entry.key)).toEqual(['en'])
    expect(diffDescriptors('{oops', '{}').unreadable).toBe(true)
  })

  it('reads entries as lines a person can read', () => {
    expect(descriptorEntries({ pages: [{ key: 'home', title: 'Home' }] })).toEqual([{ key: 'pages › home', value: { key: 'home', title: 'Home' } }])
    expect(describeValue({ key: 'home', title: 'Home' })).toBe('key: home, title: Home')
    expect(describeEntryValue({ Name: 'vue', Version: '3.5.45' })).toBe('Version: 3.5.45')
  })

  it('names the members a changed entry differs in', () => {
    expect(changedFields({ Key: 'about', Title: 'About', Path: '/about' }, { Key: 'about', Title: 'About this app', Path: '/about', Icon: 'info' })).toEqual([
      { field: 'Title', from: 'About', to: 'About this app' },
      { field: 'Icon', from: '—', to: 'info' },
    ])
    expect(changedFields('3.5.12', '3.5.13')).toBeNull()
  })
})

describe('compareArtifacts', () => {
  it('reports size deltas, toolchain drift and the host contract', () => {
    const active = makeArtifact({ BuildNumber: 4, JavaScriptSizeBytes: 100, CssSizeBytes: 50, TotalSizeBytes: 150 })
    const candidate = makeArtifact({ BuildNumber: 5, JavaScriptSizeBytes: 120, CssSizeBytes: 40, TotalSizeBytes: 160, VuetifyVersion: '3.9.0', ToolchainFingerprint: 'e'.repeat(64), HostContractVersion: 2 })
    const comparison = compareArtifacts(active, candidate)
    expect(comparison.sizes.javascript).toMatchObject({ delta: 20, percent: 20 })
    expect(comparison.sizes.css).toMatchObject({ delta: -10, percent: -20 })
    expect(comparison.sizes.total.delta).toBe(10)
    expect(comparison.toolchain.filter((row) => row.changed).map((row) => row.key)).toEqual(['Vuetify', 'Fingerprint'])
    expect(comparison.contract.find((row) => row.key === 'HostContractVersion')).toMatchObject({ from: '1', to: '2', changed: true })
  })
})
