// What the browser loads before the first route renders: every JS and CSS file fetched until the
// sign-in form is on screen, measured from dist/ (raw and gzip) and checked against the budget.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  KiB,
  assetKind,
  formatKiB,
  looksLikeMonaco,
  maxBudget,
  measureAsset,
  totalsOf,
  type AssetKind,
  type AssetSize,
} from './sizes'
import type { BenchContext, Benchmark, BenchmarkResult } from './types'

export const INITIAL_JS_BUDGET_GZIP = 140 * KiB
export const INITIAL_CSS_BUDGET_GZIP = 45 * KiB

interface ManifestChunk {
  file: string
  src?: string
  css?: string[]
}

type Manifest = Record<string, ManifestChunk>

/** Maps each emitted file to the source it was built from, to recognise vendor chunks. */
async function sourcesByFile(distDir: string): Promise<Map<string, string>> {
  const sources = new Map<string, string>()
  try {
    const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
    for (const [key, chunk] of Object.entries(manifest)) {
      sources.set(chunk.file, chunk.src ?? key)
      for (const css of chunk.css ?? []) if (!sources.has(css)) sources.set(css, chunk.src ?? key)
    }
  } catch {
    // Without a manifest, names and content still identify Monaco.
  }
  return sources
}

async function loadedAssets(context: BenchContext): Promise<{ path: string; kind: AssetKind }[]> {
  const page = await context.browser.newPage()
  try {
    const loaded = new Map<string, AssetKind>()
    let recording = true
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!recording || url.origin !== new URL(context.appUrl).origin) return
      const kind = assetKind(url.pathname, response.headers()['content-type'])
      if (kind) loaded.set(url.pathname, kind)
    })
    await page.goto(`${context.appUrl}/`, { waitUntil: 'commit' })
    // The first route for a visitor without a session is the sign-in form.
    await page.locator('input[type="password"]').first().waitFor({ state: 'visible', timeout: 30_000 })
    recording = false
    return [...loaded].map(([path, kind]) => ({ path, kind }))
  } finally {
    await page.close()
  }
}

export const initialLoad: Benchmark = {
  name: 'initial-load',
  description: 'JS and CSS the browser loads before the sign-in form renders (gzip budget, no Monaco)',
  async run(context): Promise<BenchmarkResult> {
    const sources = await sourcesByFile(context.distDir)
    const assets: AssetSize[] = []
    const monacoFiles: string[] = []
    for (const { path, kind } of await loadedAssets(context)) {
      const file = path.replace(/^\//, '')
      const content = await readFile(join(context.distDir, file))
      assets.push(measureAsset(file, kind, content))
      if (looksLikeMonaco(file, sources.get(file), content.toString('utf8'))) monacoFiles.push(file)
    }
    assets.sort((a, b) => b.gzipBytes - a.gzipBytes)

    const js = totalsOf(assets, 'js')
    const css = totalsOf(assets, 'css')
    const budgets = [
      maxBudget('initial JS (gzip)', js.gzipBytes, INITIAL_JS_BUDGET_GZIP, 'bytes'),
      maxBudget('initial CSS (gzip)', css.gzipBytes, INITIAL_CSS_BUDGET_GZIP, 'bytes'),
      maxBudget('Monaco chunks in initial load', monacoFiles.length, 0, 'count'),
    ]
    const summary = [
      ...assets.map(
        (a) => `  ${a.file.padEnd(48)} ${formatKiB(a.rawBytes).padStart(11)} raw ${formatKiB(a.gzipBytes).padStart(10)} gzip`,
      ),
      `  JS  total: ${js.files} files, ${formatKiB(js.rawBytes)} raw, ${formatKiB(js.gzipBytes)} gzip`,
      `  CSS total: ${css.files} files, ${formatKiB(css.rawBytes)} raw, ${formatKiB(css.gzipBytes)} gzip`,
    ]
    return { details: { files: assets, totals: { js, css }, monacoFiles }, budgets, summary }
  },
}
