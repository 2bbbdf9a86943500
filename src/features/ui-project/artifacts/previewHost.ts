import type { UiArtifactAssetLinks } from '../api/uiProject.types'

/**
 * The sandboxed preview frame shows the API's host page for the artifact (UiProject_GetArtifactPreview):
 * it loads the CSS and JavaScript with their integrity and carries its own Content-Security-Policy
 * (sandbox allow-scripts). The frame is sandboxed with scripts only as well: an opaque origin, no
 * access to this app, its storage or its session; the page's address holds a short-lived asset
 * token, never an access token.
 */
export function previewFrameUrl(links: Pick<UiArtifactAssetLinks, 'PreviewUrl'>, locale: string): string {
  try {
    const url = new URL(links.PreviewUrl)
    // Only an http(s) page goes into the frame: never a `javascript:` or `data:` address.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'about:blank'
    url.searchParams.set('locale', locale)
    return url.href
  } catch {
    return 'about:blank'
  }
}

/** What the host page tells this app about the preview (postMessage to the parent; never anything secret). */
export type PreviewMessage = { workspacePreview: 'loaded' } | { workspacePreview: 'failed'; what: string } | { workspacePreview: 'error'; message: string }

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  const kind = typeof data === 'object' && data !== null ? (data as { workspacePreview?: unknown }).workspacePreview : undefined
  return kind === 'loaded' || kind === 'failed' || kind === 'error'
}
