import type { UiArtifactAssetLinks } from '../uiProject.types'

/**
 * The host page a preview frame shows: the artifact's CSS and JavaScript with their integrity, the
 * `#app` element the app mounts on, and the host settings it reads (host contract 1) — the API
 * address and the language, never an access token. The frame is sandboxed with scripts only (an
 * opaque origin: no access to this app, its storage or its session).
 */
export interface PreviewHostOptions {
  links: Pick<UiArtifactAssetLinks, 'JavaScriptUrl' | 'JavaScriptIntegrity' | 'CssUrl' | 'CssIntegrity'>
  apiBaseUrl: string
  locale: string
  title: string
}

/** Escapes text for an HTML attribute value in double quotes or for element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)
}

/** JSON that is safe inside a <script> element: no `</script>`, `<!--` or line separators can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Only http(s) addresses go into the page: a `javascript:` or `data:` URL never does. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : 'about:blank'
  } catch {
    return 'about:blank'
  }
}

export function previewSrcdoc(options: PreviewHostOptions): string {
  const attr = escapeHtml
  const host = scriptJson({ apiBaseUrl: options.apiBaseUrl.replace(/\/+$/, ''), locale: options.locale })
  return [
    '<!doctype html>',
    `<html lang="${attr(options.locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    // A srcdoc page resolves relative URLs against this app's address, which its opaque origin may
    // not take: a hash router's `history.replaceState('#/')` would throw and fall back to loading
    // this app's page in the frame. Its own address as the base keeps `#/…` inside the frame.
    '<base href="about:srcdoc">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${attr(options.title)}</title>`,
    `<link rel="stylesheet" href="${attr(safeUrl(options.links.CssUrl))}" integrity="${attr(options.links.CssIntegrity)}" crossorigin="anonymous">`,
    `<script>window.__WORKSPACE_HOST__ = ${host};</script>`,
    '</head>',
    '<body>',
    '<div id="app"></div>',
    `<script src="${attr(safeUrl(options.links.JavaScriptUrl))}" integrity="${attr(options.links.JavaScriptIntegrity)}" crossorigin="anonymous"></script>`,
    '</body>',
    '</html>',
  ].join('\n')
}
