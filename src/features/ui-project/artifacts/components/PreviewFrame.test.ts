import { renderUiProject } from '@/test/ui-project/render'
import { describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { flush } from '@/test/render'
import { makeArtifact } from '@/test/ui-project/artifacts'
import PreviewFrame from './PreviewFrame.vue'

vi.mock('../../api/uiProject', () => ({
  getAssetLinks: async () => ({
    ArtifactId: 'art-5',
    JavaScriptUrl: 'http://api.test/api/workspace/admin/ui-project/artifacts/art-5/assets/app.js?assetToken=t1',
    JavaScriptIntegrity: 'sha384-js',
    CssUrl: 'http://api.test/api/workspace/admin/ui-project/artifacts/art-5/assets/app.css?assetToken=t1',
    CssIntegrity: 'sha384-css',
    HostContractVersion: 1,
    WebAppVersion: '0.1.0',
    ArtifactHash: 'h',
    PreviewUrl: 'http://api.test/api/workspace/admin/ui-project/artifacts/art-5/preview?assetToken=t1',
    ExpiresAt: '2026-11-28T10:05:00Z',
  }),
}))

// Mounted outside the document: happy-dom would otherwise try to run the frame's page, and what
// the frame is given is what is checked here.
const detached = () => document.createElement('div')

describe('PreviewFrame', () => {
  it('runs the artifact in a frame sandboxed to scripts only, with the host page and no token', async () => {
    configureApi({ baseUrl: 'http://api.test', getToken: () => 'secret-token' })
    const { wrapper } = await renderUiProject(PreviewFrame, { props: { artifact: makeArtifact() }, attachTo: detached() })
    await wrapper.get('[data-testid="preview-button"]').trigger('click')
    await flush()
    const frame = wrapper.get('iframe')
    expect(frame.attributes('sandbox')).toBe('allow-scripts')
    const src = frame.attributes('src') ?? ''
    expect(src).toMatch(/^http:\/\/api\.test\/api\/workspace\/admin\/ui-project\/artifacts\/[^/]+\/preview\?assetToken=.+&locale=en$/)
    expect(src).not.toContain('secret-token')
  })

  it('explains why a purged artifact has no preview', async () => {
    const { wrapper } = await renderUiProject(PreviewFrame, { props: { artifact: makeArtifact({ AssetsAvailable: false, AssetsPurgedAt: '2026-11-20T10:00:00Z' }) } })
    expect(wrapper.find('iframe').exists()).toBe(false)
    expect(wrapper.get('[data-testid="preview-purged"]').text()).toContain('were purged, so there is nothing to preview')
  })
})
