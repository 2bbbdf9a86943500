import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flush } from '@/test/render'
import { makeArtifact } from '@/test/ui-project/artifacts'
import VerifyPanel from './VerifyPanel.vue'

// The bytes and their hashes (computed with Python's hashlib).
const js = 'console.log("workspace app")'
const css = '#app{color:red}'
const artifact = makeArtifact({
  JavaScriptContentHash: 'bbfaa9a109bd28ea4e6199b35902433f536daefecc409fe0875431134766fcea',
  JavaScriptIntegrity: 'sha384-r69APSh9tQ0pCREd+6LaXTXmA2y2I7CjI+Jgc0tmSE0r/O5joXyydNxxGeFhAuz3',
  JavaScriptSizeBytes: js.length,
  CssContentHash: 'd60f9642c42c4bc1f595cfcce7cd8873d2a26e9bbf521347ab8fd48418e88f76',
  CssIntegrity: 'sha384-ijdc8NoS/q2j0MLnyEJy7lJyf7gSVzqfdndwpqcmiHMLGanyG9iFb94GjRZzGNUa',
  CssSizeBytes: css.length,
})
vi.mock('../../api/uiProject', () => ({
  getAssetLinks: async () => ({
    ArtifactId: 'art-5',
    JavaScriptUrl: 'http://api.test/app.js?assetToken=t',
    JavaScriptIntegrity: 'x',
    CssUrl: 'http://api.test/app.css?assetToken=t',
    CssIntegrity: 'y',
    HostContractVersion: 1,
    WebAppVersion: '0.1.0',
    ArtifactHash: 'h',
    PreviewUrl: 'http://api.test/api/workspace/admin/ui-project/artifacts/art-5/preview?assetToken=t1',
    ExpiresAt: '2026-11-28T10:05:00Z',
  }),
}))

function serve(files: Record<string, string>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const body = Object.entries(files).find(([name]) => url.includes(name))?.[1]
    expect(init).toMatchObject({ credentials: 'omit' })
    return body === undefined ? new Response('gone', { status: 404 }) : new Response(body, { status: 200 })
  })
  vi.stubGlobal('fetch', fetchStub)
  return fetchStub
}

async function verify() {
  const { wrapper } = await renderUiProject(VerifyPanel, { props: { artifact } })
  await wrapper.get('[data-testid="verify-button"]').trigger('click')
  for (let i = 0; i < 5; i++) await flush()
  return wrapper
}

describe('VerifyPanel', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('passes both assets when their bytes match the record', async () => {
    serve({ 'app.js': js, 'app.css': css })
    const wrapper = await verify()
    expect(wrapper.get('[data-testid="verify-summary"]').text()).toBe('Verified: both assets are exactly the recorded bytes.')
    expect(wrapper.get('[data-testid="verify-javascript"]').text()).toContain('Pass')
    expect(wrapper.get('[data-testid="verify-css"]').text()).toContain('Pass')
  })

  it('fails the asset whose bytes differ and shows expected against actual', async () => {
    serve({ 'app.js': `${js};alert(1)`, 'app.css': css })
    const wrapper = await verify()
    expect(wrapper.get('[data-testid="verify-summary"]').text()).toBe('Verification failed: the bytes do not match what the artifact records.')
    const javascript = wrapper.get('[data-testid="verify-javascript"]').text()
    expect(javascript).toContain('Fail')
    expect(javascript).toContain('Expected bbfaa9a109bd28ea4e6199b35902433f536daefecc409fe0875431134766fcea')
    expect(javascript).toContain('Actual 5ccc61034bb3e1913a82b8e1dba9ba9b6ffcd07057dd01e8d193c20417fa5dcc')
    expect(javascript).toContain('Actual sha384-pK0ZJnkIhke0j5bDdTR7F1vmZ/GiELti7FLzOE3oEGEMR5tWp/Tr604d4ybHabQO')
    expect(wrapper.get('[data-testid="verify-css"]').text()).toContain('Pass')
  })

  it('fails an asset that cannot be fetched', async () => {
    serve({ 'app.js': js })
    const wrapper = await verify()
    expect(wrapper.get('[data-testid="verify-css"]').text()).toContain('Could not fetch the asset: HTTP 404')
  })

  it('has nothing to verify once the assets are purged', async () => {
    const { wrapper } = await renderUiProject(VerifyPanel, { props: { artifact: makeArtifact({ AssetsAvailable: false }) } })
    expect(wrapper.get('[data-testid="verify-button"]').attributes('disabled')).toBeDefined()
    expect(wrapper.text()).toContain('The assets were purged: there is nothing to verify.')
  })
})
