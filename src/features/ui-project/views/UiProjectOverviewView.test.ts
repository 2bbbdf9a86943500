import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildStatus, UiArtifactStatus } from '@/api'
import { useSessionStore } from '@/app/session'
import { notifications } from '@/platform/composables/notifications'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import type { UiArtifact, UiProject } from '../api/uiProject.types'
import { makeArtifact } from '@/test/ui-project/artifacts'
import { makeBuild } from '@/test/ui-project/builds'
import UiProjectOverviewView from './UiProjectOverviewView.vue'

let project: Partial<UiProject>
let artifacts: UiArtifact[]
const rollback = vi.fn(async (_rv: string) => ({ Artifact: makeArtifact({ BuildNumber: 6, IsActive: true }), ProjectRowVersion: 'p2', RefreshRequired: true }))
vi.mock('../api/uiProject', () => ({
  getProject: async () => project,
  listArtifacts: async () => artifacts,
  getRevision: async () => ({ Id: 'rev-3', Number: 3, Message: 'Add customers page', AuthorDisplayName: 'Ada Admin', FileCount: 12, CreatedAt: '2026-11-28T09:00:00Z' }),
  listBuilds: async () => ({ Items: project.WorkingRevisionId ? [makeBuild({ Status: BuildStatus.Succeeded }), makeBuild({ Id: 'bld-0', BuildNumber: 6 })] : [], TotalCount: 2, Page: 1, PageSize: 5 }),
  rollback: (rv: string) => rollback(rv),
  getArtifact: async () => makeArtifact(),
}))

const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])
const live = makeArtifact({ BuildNumber: 8, IsActive: true, WasActive: true, Status: UiArtifactStatus.Published, WebAppVersion: '1.4.0', PublishedAt: '2026-11-28T10:00:00Z', PublishedByUserId: 'usr-admin' })
const previous = makeArtifact({ BuildNumber: 6, WasActive: true, DeactivatedAt: '2026-11-28T10:00:00Z' })

async function render(roles: string[], permissions: string[]) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: roles, Permissions: permissions })
  const rendered = await renderUiProject(UiProjectOverviewView, { routes, initialPath: '/ui-project' })
  await flush()
  return rendered
}

describe('UiProjectOverviewView', { timeout: 20_000 }, () => {
  afterEach(() => vi.clearAllMocks())

  it('shows what is live, the working revision and the latest builds; rolls back after confirmation', async () => {
    project = { Id: 'workspace', DisplayName: 'Workspace UI', WorkingRevisionId: 'rev-3', WorkingRevisionNumber: 3, ActiveArtifactId: live.Id, RowVersion: 'prv-1' }
    artifacts = [live, previous]
    const { wrapper } = await render(['Admin'], ['uiproject.view', 'uiproject.build', 'uiproject.publish'])
    const card = wrapper.get('[data-testid="live-card"]').text()
    expect(card).toContain('1.4.0')
    expect(card).toContain('#8')
    expect(card).toContain('You')
    expect(wrapper.get('[data-testid="working-revision-card"]').text()).toContain('Revision 3 — Add customers page')
    expect(wrapper.get('[data-testid="recent-builds-card"]').text()).toContain('Succeeded')
    expect(wrapper.find('[data-testid="start-check"]').exists()).toBe(true)
    await wrapper.get('[data-testid="overview-rollback"]').trigger('click')
    await flush()
    expect(document.querySelector('.v-dialog')?.textContent).toContain('Build #6, which was live before Build #8, becomes live again.')
    ;[...document.querySelectorAll<HTMLButtonElement>('.v-dialog button')].find((b) => b.textContent?.trim() === 'Roll back')?.click()
    await flush()
    expect(rollback).toHaveBeenCalledWith('prv-1')
    expect(notifications.map((n) => n.text)).toEqual(['Rolled back: Build #6 is live again.', 'Open workspace apps must be refreshed to load the change.'])
  })

  it('offers neither building nor publishing to someone who may only look', async () => {
    project = { Id: 'workspace', DisplayName: 'Workspace UI', WorkingRevisionId: 'rev-3', WorkingRevisionNumber: 3, ActiveArtifactId: live.Id, RowVersion: 'prv-1' }
    artifacts = [live, previous]
    const { wrapper } = await render(['Auditor'], ['uiproject.view'])
    expect(wrapper.get('[data-testid="live-card"]').text()).toContain('1.4.0')
    for (const id of ['start-check', 'start-build', 'overview-rollback', 'overview-deactivate']) expect(wrapper.find(`[data-testid="${id}"]`).exists()).toBe(false)
  })

  it('shows an empty project as such, with the way to its source', async () => {
    project = { Id: 'workspace', DisplayName: 'Workspace UI', WorkingRevisionId: null, WorkingRevisionNumber: null, ActiveArtifactId: null, RowVersion: 'prv-1' }
    artifacts = []
    const { wrapper } = await render(['Admin'], ['uiproject.view', 'uiproject.build'])
    expect(wrapper.get('[data-testid="overview-empty"]').text()).toContain('The UI project is empty')
    expect(wrapper.find('[data-testid="start-build"]').exists()).toBe(false)
  })
})
