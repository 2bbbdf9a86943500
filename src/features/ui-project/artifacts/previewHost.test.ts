import { describe, expect, it } from 'vitest'
import { isPreviewMessage, previewFrameUrl } from './previewHost'

describe('previewFrameUrl', () => {
  it('frames the API\'s host page with the app\'s language beside the asset token', () => {
    const url = previewFrameUrl({ PreviewUrl: 'http://127.0.0.1:4130/api/workspace/admin/ui-project/artifacts/a1/preview?assetToken=t%2B1' }, 'de')
    expect(url).toBe('http://127.0.0.1:4130/api/workspace/admin/ui-project/artifacts/a1/preview?assetToken=t%2B1&locale=de')
  })

  it('never frames anything but an http(s) page', () => {
    expect(previewFrameUrl({ PreviewUrl: 'javascript:alert(1)' }, 'en')).toBe('about:blank')
    expect(previewFrameUrl({ PreviewUrl: 'not a url' }, 'en')).toBe('about:blank')
  })
})

describe('isPreviewMessage', () => {
  it('knows the host page\'s three reports and nothing else', () => {
    expect(isPreviewMessage({ workspacePreview: 'loaded' })).toBe(true)
    expect(isPreviewMessage({ workspacePreview: 'failed', what: 'script' })).toBe(true)
    expect(isPreviewMessage({ workspacePreview: 'other' })).toBe(false)
    expect(isPreviewMessage('loaded')).toBe(false)
  })
})
