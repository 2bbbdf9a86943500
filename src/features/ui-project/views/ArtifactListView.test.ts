import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, UiArtifactStatus } from '@/api'
import { useSessionStore } from '@/app/session'
import { notifications } from '@/platform/composables/notifications'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import type { UiArtifact, UiArtifactLifecycleResult } from '../api/uiProject.types'
import { makeArtifact } from '@/test/ui-project/artifacts'
import ArtifactListView from './ArtifactListView.vue'

let artifacts: UiArtifact[] = []
const project = { Id: 'workspace', DisplayName: 'Workspace UI', WorkingRevisionId: 'rev-3', WorkingRevisionNumber: 3, ActiveArtifactId: 'art-8', RowVersion: 'prv-1' }
const lifecycle = (artifact: UiArtifact, refresh = false): UiArtifactLifecycleResult => ({ Artifact: artifact, ProjectRowVersion: 'prv-2', RefreshRequired: refresh })
const activateArtifact = vi.fn(async (id: string, _rv: string, _prv: string | null) => lifecycle(makeArtifact({ Id: id, BuildNumber: 6, IsActive: true }), true))
const purgeArtifact = vi.fn(async (id: string, _rv: string): Promise<UiArtifactLifecycleResult> => lifecycle(makeArtifact({ Id: id, AssetsAvailable: false })))
const getArtifact = vi.fn(async (id: string) => artifacts.find((artifact) => artifact.Id === id) ?? makeArtifact())
vi.mock('../api/uiProject', () => ({
  listArtifacts: async () => artifacts,
  getProject: async () => project,
  getArtifact: (id: string) => getArtifact(id),
  activateArtifact: (id: string, rv: string, prv: string | null) => activateArtifact(id, rv, prv),
  purgeArtifact: (id: string, rv: string) => purgeArtifact(id, rv),
  deactivateArtifact: async () => lifecycle(makeArtifact()),
  pinArtifact: async () => makeArtifact(),
}))

const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])

async function render(permissions = ['uiproject.view', 'uiproject.publish'], roles = ['Operator']) {
  artifacts = [
    makeArtifact({ BuildNumber: 9 }),
    makeArtifact({ BuildNumber: 8, IsActive: true, Status: UiArtifactStatus.Published, WasActive: true }),
    makeArtifact({ BuildNumber: 6, WasActive: true }),
    makeArtifact({ BuildNumber: 4, AssetsAvailable: false }),
  ]
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: roles, Permissions: permissions })
  const rendered = await renderUiProject(ArtifactListView, { routes, initialPath: '/ui-project/artifacts' })
  await flush()
  return rendered
}

async function openMenu(buildNumber: number): Promise<string[]> {
  const menuButton = document.querySelector<HTMLButtonElement>(`button[aria-label="Actions for Build #${buildNumber}"]`)
  menuButton?.click()
  await flush()
  menu = `.v-list[aria-label="Actions for Build #${buildNumber}"] .v-list-item`
  return [...document.querySelectorAll(menu)].map((item) => item.textContent?.trim() ?? '')
}
let menu = ''
const clickItem = async (label: string) => {
  ;[...document.querySelectorAll<HTMLElement>(menu)].find((item) => item.textContent?.trim() === label)?.click()
  await flush()
}
const dialogText = () => [...document.querySelectorAll('.v-dialog')].map((dialog) => dialog.textContent).join(' ')
const dialogButton = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('.v-dialog button')].find((button) => button.textContent?.trim() === label)

describe('ArtifactListView', { timeout: 20_000 }, () => {
  afterEach(() => vi.clearAllMocks())

  it('lists the artifacts with their state, numbers and sizes', async () => {
    const { wrapper } = await render()
    const rows = wrapper.findAll('tbody tr')
    expect(rows).toHaveLength(4)
    expect(rows[0]?.text()).toContain('Build #9')
    expect(rows[1]?.text()).toContain('Live')
    expect(rows[3]?.text()).toContain('Assets purged')
    expect(rows[0]?.text()).toContain('244.14 kB')
  })

  it('labels an older artifact "Roll back to this" and never offers to purge the live one', async () => {
    await render()
    expect(await openMenu(6)).toEqual(['Open', 'Compare with the active one', 'Roll back to this', 'Pin', 'Purge assets'])
    expect(await openMenu(8)).toEqual(['Open', 'Deactivate', 'Pin'])
  })

  it('offers no lifecycle action without the Publish permission', async () => {
    await render(['uiproject.view', 'uiproject.build'], ['Configurator'])
    expect(await openMenu(6)).toEqual(['Open', 'Compare with the active one'])
    expect(document.body.textContent).not.toContain('Purge planner')
  })

  it('activates after confirmation with both row versions and says open apps must be refreshed', async () => {
    await render()
    await openMenu(6)
    await clickItem('Roll back to this')
    expect(dialogText()).toContain('Build #6 replaces Build #8 as the live UI')
    expect(document.querySelector('[data-testid="compare-with-active"]')?.getAttribute('href')).toBe('/ui-project/artifacts/compare?from=art-8&to=art-6')
    dialogButton('Roll back to this')?.click()
    await flush()
    expect(activateArtifact).toHaveBeenCalledWith('art-6', 'rv-6', 'prv-1')
    expect(notifications.map((n) => n.text)).toEqual(['Build #6 is now live.', 'Open workspace apps must be refreshed to load the change.'])
  })

  it('purges after a confirmation naming it, with its row version', async () => {
    await render()
    await openMenu(9)
    await clickItem('Purge assets')
    expect(dialogText()).toContain('Purge the assets of Build #9?')
    dialogButton('Purge assets')?.click()
    await flush()
    expect(purgeArtifact).toHaveBeenCalledWith('art-9', 'rv-9')
  })

  it('opens the conflict dialog when the artifact changed meanwhile (409 stale), and keeps mine on the current version', async () => {
    purgeArtifact.mockRejectedValueOnce(
      new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'uiProject.artifact.stale', Message: 'The artifact was changed.', Metadata: {} }] }),
    )
    await render()
    getArtifact.mockResolvedValueOnce(makeArtifact({ BuildNumber: 9, IsPinned: true, RowVersion: 'rv-9b' }))
    await openMenu(9)
    await clickItem('Purge assets')
    dialogButton('Purge assets')?.click()
    await flush()
    const conflict = dialogText()
    expect(conflict).toContain('Changed by someone else')
    expect(conflict).toContain('Pinned')
    dialogButton('Keep my changes')?.click()
    await flush()
    expect(purgeArtifact).toHaveBeenLastCalledWith('art-9', 'rv-9b')
  })

  it('explains other refusals with the server message', async () => {
    purgeArtifact.mockRejectedValueOnce(
      new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'uiProject.artifact.alreadyPurged', Message: 'Its assets were purged already.', Metadata: {} }] }),
    )
    await render()
    await openMenu(9)
    await clickItem('Purge assets')
    dialogButton('Purge assets')?.click()
    await flush()
    expect(notifications.map((n) => n.text)).toEqual(['Not done: Its assets were purged already.'])
  })
})
