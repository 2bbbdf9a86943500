import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../../db'
import { conflict, notFound } from '../../../http/errors'
import { RawResponse } from '../../../http/rawResponse'
import { artifactCode } from './artifactModel'
import { uiProjectKind } from '../projectKind'
import { findArtifactRow } from './artifacts.repo'

/**
 * The host page of a sandboxed preview (host contract 1): the artifact's CSS and JavaScript with
 * their integrity, the `#app` element and `window.__WORKSPACE_HOST__` (this API's address and a
 * language, never a token). It carries its own Content-Security-Policy — `sandbox allow-scripts`
 * (an opaque origin whatever frames it), scripts and styles from this API only, the one inline
 * script by its hash — so the admin app frames it by address rather than writing it into a frame
 * that would inherit the app's stricter policy.
 */

// Tells the framing page what happened: a stylesheet or script refused (integrity) or unreachable,
// an error the app threw, and that the page loaded. Nothing secret is posted.
const reporter = [
  "addEventListener('error', function (e) {",
  "  var t = e.target; var post = function (m) { parent.postMessage(m, '*') };",
  "  if (t && t !== window && t.tagName) post({ workspacePreview: 'failed', what: String(t.tagName).toLowerCase() });",
  "  else post({ workspacePreview: 'error', message: String(e.message || e.error || 'Error').slice(0, 500) });",
  '}, true);',
  "addEventListener('load', function () { parent.postMessage({ workspacePreview: 'loaded' }, '*') });",
].join('\n')

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** JSON safe inside a <script> element: nothing in it can end the element early. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** A language tag as the host contract passes it on; anything else becomes `en`. */
export function previewLocale(raw: string | undefined): string {
  return raw !== undefined && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(raw) ? raw : 'en'
}

export interface PreviewPageInput {
  origin: string
  artifactId: string
  assetToken: string
  locale: string
  javascriptIntegrity: string
  cssIntegrity: string
}

export function previewPage(input: PreviewPageInput): { html: string; contentSecurityPolicy: string } {
  const asset = (name: string) =>
    `${input.origin}/api/workspace/admin/ui-project/artifacts/${encodeURIComponent(input.artifactId)}/assets/${name}?assetToken=${encodeURIComponent(input.assetToken)}`
  const inline = `window.__WORKSPACE_HOST__ = ${scriptJson({ apiBaseUrl: input.origin, locale: input.locale })};\n${reporter}`
  const inlineHash = createHash('sha256').update(inline, 'utf8').digest('base64')
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Preview</title>',
    `<link rel="stylesheet" href="${escapeHtml(asset('app.css'))}" integrity="${escapeHtml(input.cssIntegrity)}" crossorigin="anonymous">`,
    `<script>${inline}</script>`,
    '</head>',
    '<body>',
    '<div id="app"></div>',
    `<script src="${escapeHtml(asset('app.js'))}" integrity="${escapeHtml(input.javascriptIntegrity)}" crossorigin="anonymous"></script>`,
    '</body>',
    '</html>',
  ].join('\n')
  const contentSecurityPolicy = [
    'sandbox allow-scripts',
    "default-src 'none'",
    `script-src ${input.origin} 'sha256-${inlineHash}'`,
    `style-src ${input.origin} 'unsafe-inline'`,
    `img-src ${input.origin} data: blob:`,
    `font-src ${input.origin} data:`,
    `connect-src ${input.origin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  return { html, contentSecurityPolicy }
}

/** UiProject_GetArtifactPreview: the page, for whoever may read the artifact's assets (checked by the caller). */
export async function getArtifactPreview(db: Db, request: FastifyRequest, artifactId: string, assetToken: string, locale: string | undefined): Promise<RawResponse> {
  const row = await findArtifactRow(db, uiProjectKind, artifactId)
  if (!row) throw notFound(`Artifact "${artifactId}" does not exist.`, artifactId)
  if (!row.assets_available) throw conflict(artifactCode(uiProjectKind, 'purged'), 'The artifact\'s JavaScript and CSS were purged.')
  const { html, contentSecurityPolicy } = previewPage({
    origin: `${request.protocol}://${request.host}`,
    artifactId,
    assetToken,
    locale: previewLocale(locale),
    javascriptIntegrity: row.javascript_integrity ?? '',
    cssIntegrity: row.css_integrity ?? '',
  })
  return new RawResponse(Buffer.from(html, 'utf8'), {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  })
}
