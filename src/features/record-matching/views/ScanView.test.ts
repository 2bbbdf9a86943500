import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { ok, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import ScanView from './ScanView.vue'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const PROFILES = '/api/workspace/record-matching/profiles'
const LATEST = '/api/workspace/entity/customers/record-matching/full-scans/latest'
const DECISIONS = '/api/workspace/entity/customers/record-matching/decisions'
const profile = {
  Id: 'p-1', Key: 'customer-duplicates', DisplayName: 'Customer duplicates', Description: null, EntityDefinitionId: 'def-1', EntityDefinitionName: 'customers',
  EntityDisplayName: 'Customers', TargetKind: 0, ScopeField: null, ActionMode: 0, ArchiveMode: 0,
  Rules: [{ Id: 'r-1', Key: 'similar-name', Label: 'Similar name' }],
  ComparedFields: [{ FieldKey: 'name', FieldLabel: 'Name' }],
}
const group = {
  Id: 'g-1', Score: 9000, ConfidenceBand: 2, GroupKind: 0, Decision: null, HiddenCandidateCount: 0,
  Rules: [{ RuleId: 'r-1', RuleKey: 'similar-name', RuleLabel: 'Similar name', EffectiveScore: 9000, ConfiguredScore: 9000, Similarity: 10000 }],
  Reasons: [{ RuleId: 'r-1', RuleKey: 'similar-name', RuleLabel: 'Similar name', FieldId: 'f-1', FieldKey: 'name', FieldLabel: 'Name', Diagnostic: 'ExactMatch', EditDistance: null, Threshold: 8800, Similarity: 10000, Weight: 1 }],
  Candidates: [{ InstanceId: 'c-1', DisplayName: 'Nordlicht Logistik GmbH' }, { InstanceId: 'c-2', DisplayName: 'Logistik Nordlicht GmbH' }],
}
const succeeded = (groups: unknown[]) => ({
  Id: 's-1', Status: 2, Phase: 2, JobId: 'j-1', CanCancel: false, CanRetry: false, ProgressDone: 3, ProgressTotal: 3,
  Result: { Run: { TotalVisibleRecords: 45, TotalScannedRecords: 45, ScanLimitReached: false, Groups: groups }, Page: 1, PageSize: 25, TotalGroupCount: groups.length, CandidatesTotal: null },
})
const envelopeError = (status: number, code: string, message: string) => ({ status, body: { Success: false, Data: null, Errors: [{ Code: code, Message: message }], Warnings: null } })

async function render(latest: { status: number; body: unknown }, extra: Record<string, { status: number; body: unknown }> = {}) {
  const { fetchStub, calls } = stubFetch({ [`GET ${PROFILES}`]: ok([profile]), [`GET ${LATEST}`]: latest, ...extra })
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const routes = [
    { path: '/duplicates/:profileId', name: 'record-matching-scan', component: ScanView, props: { profileId: 'p-1' } },
    { path: '/duplicates/:profileId/edit', name: 'record-matching-edit', component: ScanView },
  ]
  const rendered = await renderWithApp(ScanView, { props: { profileId: 'p-1' }, routes, initialPath: '/duplicates/p-1' })
  await flush()
  return { ...rendered, calls }
}

describe('the scan screen', () => {
  it('says when the profile cannot be scanned: disabled, deleted, or of records one may not read', async () => {
    const { wrapper } = await render(ok(succeeded([])), { [`GET ${PROFILES}`]: ok([]) })
    expect(wrapper.text()).toContain('This profile cannot be scanned')
    expect(wrapper.find('[data-testid="scan-start"]').attributes('disabled')).toBeDefined()
  })

  it('offers to start the first scan when there is none', async () => {
    const { wrapper } = await render(envelopeError(404, 'workspace.notFound', 'There is no full scan of this profile and archive scope.'))
    expect(wrapper.find('[data-testid="scan-none"]').text()).toContain('No scan yet')
    expect(wrapper.find('[data-testid="scan-start"]').text()).toBe('Start scan')
  })

  it('says the data changed since the scan on 409, without any group', async () => {
    const { wrapper } = await render(envelopeError(409, 'workspace.recordMatching.scanDrifted', 'The record-matching profile has changed since this scan: start a new scan.'))
    expect(wrapper.find('[data-testid="scan-drifted"]').text()).toContain('The data changed since this scan')
    expect(wrapper.findAll('[data-testid="scan-group"]')).toHaveLength(0)
    expect(wrapper.find('[data-testid="scan-start"]').text()).toBe('Scan again')
  })

  it('says no duplicates were found in how many records', async () => {
    const { wrapper } = await render(ok(succeeded([])))
    expect(wrapper.find('[data-testid="scan-summary"]').text()).toBe('No duplicates found in 45 records.')
  })

  it('shows progress while running, with cancel for those who may', async () => {
    const { wrapper } = await render(ok({ ...succeeded([]), Status: 1, Phase: 1, CanCancel: true, ProgressDone: 250, ProgressTotal: 1000, Result: null }))
    expect(wrapper.find('[data-testid="scan-progress"]').text()).toContain('250 of 1000 comparisons (25 %)')
    expect(wrapper.find('[data-testid="scan-cancel"]').exists()).toBe(true)
  })

  it('opens a group with its records side by side and sends the decision on all its records', async () => {
    const record = (id: string, name: string) => ok({ Id: id, DisplayName: name, RowVersion: 'rv', Fields: { name } })
    const { wrapper, router, calls } = await render(ok(succeeded([group])), {
      'GET /api/workspace/entity/customers/instances/c-1': record('c-1', 'Nordlicht Logistik GmbH'),
      'GET /api/workspace/entity/customers/instances/c-2': record('c-2', 'Logistik Nordlicht GmbH'),
      [`POST ${DECISIONS}`]: ok({ ProfileId: 'p-1', InstanceIds: ['c-1', 'c-2'], Decision: 0, PairCount: 1, DecidedAt: '2026-11-30T10:00:00Z' }),
    })
    await wrapper.find('[data-testid="scan-group"] button').trigger('click')
    await flush()
    expect(router!.currentRoute.value.query.group).toBe('g-1')
    const differing = wrapper.find('[data-testid="group-records"] tr[data-differs="true"]')
    expect(differing.text()).toContain('Nordlicht Logistik GmbH')
    expect(wrapper.find('[data-testid="group-reasons"]').text()).toContain('Exact match')
    await wrapper.find('[data-testid="decide-not-duplicate"]').trigger('click')
    await flush()
    const sent = calls.find((call) => call.method === 'POST')
    expect(JSON.parse(sent!.body!)).toEqual({ ProfileId: 'p-1', InstanceIds: ['c-1', 'c-2'], Decision: 0 })
  })

  it('compares with the previous scan: new groups marked, those no longer grouped listed', async () => {
    const comparison = { PreviousScanId: 's-0', PreviousCompletedAt: null, NewGroupCount: 1, DissolvedGroupCount: 1, DissolvedGroups: [{ Id: 'g-0', Candidates: [{ InstanceId: 'c-9', DisplayName: 'Old Pair GmbH' }], HiddenCandidateCount: 1 }] }
    const scan = succeeded([{ ...group, IsNew: true }])
    const { wrapper } = await render(ok({ ...scan, Result: { ...scan.Result, Comparison: comparison } }))
    expect(wrapper.find('[data-testid="scan-comparison"]').text()).toContain('Since the previous scan — new groups: 1, no longer grouped: 1.')
    expect(wrapper.find('[data-testid="group-new"]').text()).toBe('New')
    await wrapper.find('[data-testid="scan-comparison"] button').trigger('click')
    expect(wrapper.find('[data-testid="scan-dissolved"]').text()).toContain('Old Pair GmbH · 1 hidden')
  })
})
