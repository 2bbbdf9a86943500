import { renderUiProject } from '@/test/ui-project/render'
import { describe, expect, it, vi } from 'vitest'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import { makeArtifact } from '@/test/ui-project/artifacts'
import ArtifactCompareView from './ArtifactCompareView.vue'

const active = makeArtifact({
  BuildNumber: 4,
  IsActive: true,
  JavaScriptSizeBytes: 200_000,
  CssSizeBytes: 50_000,
  TotalSizeBytes: 250_000,
  PageDescriptorJson: JSON.stringify({ pages: [{ key: 'home', title: 'Home', path: '/' }, { key: 'about', title: 'About', path: '/about' }] }),
})
const candidate = makeArtifact({
  BuildNumber: 6,
  JavaScriptSizeBytes: 250_000,
  CssSizeBytes: 50_000,
  TotalSizeBytes: 300_000,
  VuetifyVersion: '3.9.0',
  ToolchainFingerprint: 'e'.repeat(64),
  PageDescriptorJson: JSON.stringify({ pages: [{ key: 'home', title: 'Start', path: '/' }, { key: 'customers', title: 'Customers', path: '/customers' }] }),
  LocaleDescriptorJson: JSON.stringify({ locales: ['en', 'de'] }),
})
vi.mock('../api/uiProject', () => ({ listArtifacts: async () => [candidate, active], getProject: async () => ({ RowVersion: 'p' }) }))

describe('ArtifactCompareView', () => {
  it('shows size deltas, toolchain drift and what changed in the descriptors', async () => {
    const session = useSessionStore()
    session.token = 'token'
    session.profile = makeProfile({ Roles: ['Operator'], Permissions: ['uiproject.view', 'uiproject.publish'] })
    const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: { template: '<div />' } }])
    const { wrapper } = await renderUiProject(ArtifactCompareView, { routes, initialPath: '/ui-project/artifacts/compare?from=art-4&to=art-6' })
    await flush()
    expect(wrapper.get('[data-testid="size-javascript"]').text()).toContain('+48.83 kB')
    expect(wrapper.get('[data-testid="size-javascript"]').text()).toContain('+25%')
    expect(wrapper.get('[data-testid="size-css"]').text()).toContain('±0')
    expect(wrapper.get('[data-testid="version-Vuetify"]').attributes('data-changed')).toBe('true')
    expect(wrapper.get('[data-testid="version-Vue"]').attributes('data-changed')).toBe('false')
    expect(wrapper.get('[data-testid="version-Fingerprint"]').text()).toContain('Changed')
    const pages = wrapper.get('[data-testid="diff-Pages"]')
    expect(pages.find('[data-kind="added"]').text()).toContain('pages › customers')
    expect(pages.find('[data-kind="removed"]').text()).toContain('pages › about')
    // Only the member that changed, before and after.
    expect(pages.find('[data-kind="changed"]').text()).toContain('title: Home → Start')
    expect(pages.find('[data-kind="changed"]').text()).not.toContain('path')
    expect(wrapper.get('[data-testid="diff-Locales"]').find('[data-kind="added"]').text()).toContain('locales › de')
    // Activating the compared one is offered here, as an activation of a newer build.
    expect(wrapper.get('[data-testid="artifact-activate"]').text()).toBe('Activate')
  })
})
