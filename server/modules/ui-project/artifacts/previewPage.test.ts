import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { previewLocale, previewPage } from './previewPage'

const input = {
  origin: 'http://127.0.0.1:4010',
  artifactId: 'a1',
  assetToken: 'tok.en+/=',
  locale: 'de',
  javascriptIntegrity: 'sha384-js',
  cssIntegrity: 'sha384-css',
}

describe('the preview host page', () => {
  it('loads the CSS and the script from this API with their integrity and anonymous CORS, after the host settings', () => {
    const { html } = previewPage(input)
    expect(html).toContain(
      '<link rel="stylesheet" href="http://127.0.0.1:4010/api/workspace/admin/ui-project/artifacts/a1/assets/app.css?assetToken=tok.en%2B%2F%3D" integrity="sha384-css" crossorigin="anonymous">',
    )
    expect(html).toContain('src="http://127.0.0.1:4010/api/workspace/admin/ui-project/artifacts/a1/assets/app.js?assetToken=tok.en%2B%2F%3D" integrity="sha384-js" crossorigin="anonymous"')
    expect(html).toContain('<div id="app"></div>')
    expect(html).toContain('window.__WORKSPACE_HOST__ = {"apiBaseUrl":"http://127.0.0.1:4010","locale":"de"};')
    expect(html.indexOf('__WORKSPACE_HOST__')).toBeLessThan(html.indexOf('<script src='))
  })

  it('sandboxes itself and lets run only its own inline script (by hash) and this API\'s scripts', () => {
    const { html, contentSecurityPolicy } = previewPage(input)
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(inline, 'utf8').digest('base64')
    expect(contentSecurityPolicy.split('; ')).toEqual(
      expect.arrayContaining(['sandbox allow-scripts', "default-src 'none'", `script-src http://127.0.0.1:4010 'sha256-${hash}'`, "base-uri 'none'", "form-action 'none'"]),
    )
  })

  it('escapes what it writes, and takes only a language tag as the locale', () => {
    const { html } = previewPage({ ...input, javascriptIntegrity: '"><script>alert(1)</script>', locale: previewLocale('en"><b>') })
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('lang="en"')
    expect(previewLocale('de-CH')).toBe('de-CH')
    expect(previewLocale(undefined)).toBe('en')
  })
})
