import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { definition, ENTITY } from '@/test/entities/rules'
import { ok, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import type { EntityDefinition, EntityRecord, RecordChange } from './records.types'
import RecordHistory from './RecordHistory.vue'

afterEach(() => vi.unstubAllGlobals())

const record = (canRead: boolean): EntityRecord => ({
  Id: 'rec-1', Number: '000001', DisplayName: 'Alpha', CreatedAt: '2026-11-30T10:00:00Z', RowVersion: 'rv', Fields: {}, ReferenceLabels: {},
  Permissions: { CanPatch: true, CanArchive: true, CanRestore: false, CanDelete: false, CanReadChangesHistory: canRead },
})
const entry = (members: Partial<RecordChange>): RecordChange => ({
  Id: '1', Operation: 'Patch', ActorUserId: 'usr-ada', ActorDisplayName: 'Ada Admin', OccurredAt: '2026-11-30T11:00:00Z', Cause: null, Changes: [], ...members,
})
const CHANGES = `GET /api/workspace/entity/${ENTITY}/instances/rec-1/changes`

async function render(canRead: boolean, items: RecordChange[], total = items.length) {
  const { fetchStub, calls } = stubFetch({ [CHANGES]: ok({ Items: items, Page: 1, PageSize: 20, TotalCount: total, HasMore: total > items.length }) })
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper } = await renderWithApp(RecordHistory, { props: { definition: definition() as unknown as EntityDefinition, record: record(canRead) } })
  await vi.waitFor(async () => {
    await flush()
    expect(wrapper.find('[data-testid="record-history"]').exists()).toBe(true)
  })
  // Only the history's own requests (classifier names load beside them).
  return { wrapper, calls: calls.filter((call) => call.url.includes('/changes')) }
}

describe('RecordHistory', () => {
  it('shows each entry newest first: what, who, the fields before and after in their format, and the effect that set them', async () => {
    const { wrapper } = await render(true, [
      entry({ Id: '3', Operation: 'Patch', Cause: 'Mark touched', Changes: [{ Key: 'price', DisplayName: 'Price', Before: null, After: 1234.5 }] }),
      entry({ Id: '2', Operation: 'Responsibilities', Changes: [{ Key: 'Owner', DisplayName: 'Owner', Before: [], After: ['Mara Schneider'] }] }),
      entry({ Id: '1', Operation: 'Create', ActorDisplayName: null, ActorUserId: null, Changes: [{ Key: 'price', DisplayName: 'Price', After: 10 }] }),
    ])
    const entries = wrapper.findAll('[data-testid="history-entry"]')
    expect(entries.map((item) => item.find('strong').text())).toEqual(['Changed', 'Responsibility changed', 'Created'])
    expect(entries[0]!.text()).toContain('by Ada Admin')
    expect(entries[0]!.find('[data-testid="history-cause"]').text()).toBe('Set by Mark touched')
    expect(entries[0]!.findAll('tbody td').map((cell) => cell.text())).toEqual(['—', '1,234.5'])
    expect(entries[1]!.findAll('tbody td').map((cell) => cell.text())).toEqual(['nobody', 'Mara Schneider'])
    // A creation has no "before"; a removed user is named as such.
    expect(entries[2]!.findAll('thead th').map((cell) => cell.text())).toEqual(['Field', 'After'])
    expect(entries[2]!.text()).toContain('by a removed user')
  })

  it('says when nothing is recorded yet, and pages a long history', async () => {
    const empty = await render(true, [])
    expect(empty.wrapper.text()).toContain('No changes recorded yet.')
    const long = await render(true, [entry({})], 45)
    expect(long.wrapper.find('.v-pagination').exists()).toBe(true)
    expect(long.calls[0]?.url).toContain('Page=1&PageSize=20')
  })

  it('asks nothing of the server when the caller may not read the history, and says why', async () => {
    const { wrapper, calls } = await render(false, [])
    expect(wrapper.text()).toContain("None of your permissions lets you read this record's history.")
    expect(calls).toHaveLength(0)
  })
})
