import { describe, expect, it } from 'vitest'
import { escapeHtml, previewSrcdoc } from './previewHost'

const links = {
  JavaScriptUrl: 'http://127.0.0.1:4130/api/workspace/admin/ui-project/artifacts/a1/assets/app.js?assetToken=t&x=1',
  JavaScriptIntegrity: 'sha384-abc',
  CssUrl: 'http://127.0.0.1:4130/api/workspace/admin/ui-project/artifacts/a1/assets/app.css?assetToken=t',
  CssIntegrity: 'sha384-def',
}

describe('previewSrcdoc', () => {
  it('loads the CSS and the script with their integrity and anonymous CORS, after the host settings', () => {
    const html = previewSrcdoc({ links, apiBaseUrl: 'http://127.0.0.1:4130/', locale: 'de', title: 'Build #7' })
    expect(html).toContain(
      '<link rel="stylesheet" href="http://127.0.0.1:4130/api/workspace/admin/ui-project/artifacts/a1/assets/app.css?assetToken=t" integrity="sha384-def" crossorigin="anonymous">',
    )
    expect(html).toContain('src="http://127.0.0.1:4130/api/workspace/admin/ui-project/artifacts/a1/assets/app.js?assetToken=t&amp;x=1" integrity="sha384-abc" crossorigin="anonymous"')
    expect(html).toContain('<div id="app"></div>')
    // Hash routes stay inside the frame.
    expect(html).toContain('<base href="about:srcdoc">')
    expect(html).toContain('window.__WORKSPACE_HOST__ = {"apiBaseUrl":"http://127.0.0.1:4130","locale":"de"};')
    expect(html.indexOf('__WORKSPACE_HOST__')).toBeLessThan(html.indexOf('<script src='))
    expect(html).not.toMatch(/token"|accessToken|Bearer/i)
  })

  it('escapes everything it writes: nothing can close a tag or the inline script', () => {
    const html = previewSrcdoc({
      links: { ...links, JavaScriptIntegrity: '"><script>alert(1)</script>', CssUrl: 'javascript:alert(1)' },
      apiBaseUrl: 'http://x/</script><script>alert(2)</script>',
      locale: 'en"><b>',
      title: '</title><script>alert(3)</script>',
    })
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('\\u003c/script\\u003e')
    expect(html).toContain('lang="en&quot;&gt;&lt;b&gt;"')
    expect(escapeHtml(`<a href='x'>&`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;')
  })
})
