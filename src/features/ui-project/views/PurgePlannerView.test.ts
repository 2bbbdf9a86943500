import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import type { UiArtifact, UiArtifactLifecycleResult } from '../api/uiProject.types'
import { makeArtifact } from '@/test/ui-project/artifacts'
import PurgePlannerView from './PurgePlannerView.vue'

let artifacts: UiArtifact[] = []
const listArtifacts = vi.fn(async () => artifacts)
const purgeArtifact = vi.fn(async (id: string, _rv: string): Promise<UiArtifactLifecycleResult> => {
  if (id === 'art-3') throw new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'uiProject.artifact.stale', Message: 'Build #3 was changed since.', Metadata: {} }] })
  if (id === 'art-2') throw new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'uiProject.artifact.alreadyPurged', Message: 'Already purged.', Metadata: {} }] })
  return { Artifact: makeArtifact({ Id: id, BuildNumber: Number(id.slice(4)), AssetsAvailable: false }), ProjectRowVersion: 'p', RefreshRequired: false }
})
vi.mock('../api/uiProject', () => ({
  listArtifacts: () => listArtifacts(),
  purgeArtifact: (id: string, rv: string) => purgeArtifact(id, rv),
  getProject: async () => ({}),
}))

const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])
const button = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === label)

async function render(permissions = ['uiproject.view', 'uiproject.publish'], roles = ['Operator']) {
  artifacts = [
    makeArtifact({ BuildNumber: 9 }),
    makeArtifact({ BuildNumber: 8, IsPinned: true }),
    makeArtifact({ BuildNumber: 7 }),
    makeArtifact({ BuildNumber: 6 }),
    makeArtifact({ BuildNumber: 5 }),
    makeArtifact({ BuildNumber: 4 }),
    makeArtifact({ BuildNumber: 3 }),
    makeArtifact({ BuildNumber: 2 }),
    makeArtifact({ BuildNumber: 1, IsActive: true }),
  ]
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: roles, Permissions: permissions })
  const rendered = await renderUiProject(PurgePlannerView, { routes, initialPath: '/ui-project/artifacts/purge-planner' })
  await flush()
  return rendered
}

describe('PurgePlannerView', { timeout: 20_000 }, () => {
  afterEach(() => vi.clearAllMocks())

  it('previews what keeping the newest 5, the pinned and the live one would purge', async () => {
    const { wrapper } = await render()
    expect(wrapper.get('[data-testid="purge-plan-summary"]').text()).toBe('3 artifacts would be purged, freeing 732.42 kB.')
    expect(wrapper.get('[data-testid="purge-plan-purge"]').findAll('tbody tr').map((row) => row.find('th').text())).toEqual(['Build #4', 'Build #3', 'Build #2'])
    const kept = wrapper.get('[data-testid="purge-plan-keep"]').text()
    expect(kept).toContain('Pinned')
    expect(kept).toContain('Live')
    await wrapper.get('[data-testid="purge-keep"] input').setValue('7')
    await flush()
    expect(wrapper.get('[data-testid="purge-plan-summary"]').text()).toBe('1 artifact would be purged, freeing 244.14 kB.')
  })

  it('purges one by one with each row version and reports each result, refusals with the server message', async () => {
    const { wrapper } = await render()
    button('Purge 3 artifacts')?.click()
    await flush()
    ;[...document.querySelectorAll<HTMLButtonElement>('.v-dialog button')].find((b) => b.textContent?.trim() === 'Purge 3 artifacts')?.click()
    await flush()
    expect(purgeArtifact.mock.calls).toEqual([
      ['art-4', 'rv-4'],
      ['art-3', 'rv-3'],
      ['art-2', 'rv-2'],
    ])
    const report = wrapper.get('[data-testid="purge-run"]')
    expect(report.text()).toContain('Finished: 1 purged, 2 refused, 0 failed, 0 not run; 244.14 kB freed.')
    const items = report.findAll('li')
    expect(items.map((item) => item.attributes('data-outcome'))).toEqual(['purged', 'conflict', 'conflict'])
    expect(items[1]?.text()).toContain('Build #3 — refused')
    expect(items[1]?.text()).toContain('Build #3 was changed since.')
    expect(items[2]?.text()).toContain('Already purged.')
    // The list is read again at the end.
    expect(listArtifacts.mock.calls.length).toBeGreaterThan(1)
  })

  it('is closed to someone who may not publish', async () => {
    await render(['uiproject.view', 'uiproject.publish'], ['Auditor'])
    expect(document.querySelector('[data-testid="page-forbidden"]')).not.toBeNull()
    expect(button('Purge 3 artifacts')).toBeUndefined()
  })
})
