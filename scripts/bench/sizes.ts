// Size accounting for built assets: raw and gzip bytes, totals, budget checks.
import { gzipSync } from 'node:zlib'
import type { BudgetCheck } from './types'

export type AssetKind = 'js' | 'css'

export interface AssetSize {
  file: string
  kind: AssetKind
  rawBytes: number
  gzipBytes: number
}

export interface SizeTotals {
  files: number
  rawBytes: number
  gzipBytes: number
}

export const KiB = 1024

/** Gzip at zlib's default level, which is what common static servers and CDNs send. */
export function measureAsset(file: string, kind: AssetKind, content: Buffer): AssetSize {
  return { file, kind, rawBytes: content.byteLength, gzipBytes: gzipSync(content).byteLength }
}

export function assetKind(path: string, contentType = ''): AssetKind | null {
  if (/\.(m?js)$/.test(path) || contentType.includes('javascript')) return 'js'
  if (path.endsWith('.css') || contentType.includes('text/css')) return 'css'
  return null
}

export function totalsOf(assets: AssetSize[], kind: AssetKind): SizeTotals {
  const ofKind = assets.filter((a) => a.kind === kind)
  return {
    files: ofKind.length,
    rawBytes: ofKind.reduce((sum, a) => sum + a.rawBytes, 0),
    gzipBytes: ofKind.reduce((sum, a) => sum + a.gzipBytes, 0),
  }
}

export function maxBudget(name: string, actual: number, limit: number, unit: BudgetCheck['unit']): BudgetCheck {
  return { name, limit, actual, unit, pass: actual <= limit }
}

export function formatKiB(bytes: number): string {
  return `${(bytes / KiB).toFixed(1)} KiB`
}

/** Monaco must stay out of the first load: match its chunk names and its unmistakable code. */
export function looksLikeMonaco(file: string, source: string | undefined, content: string): boolean {
  if (/monaco|editor\.(main|api)/i.test(file)) return true
  if (source && /monaco-editor/.test(source)) return true
  return content.includes('MonacoEnvironment') || content.includes('vs/editor/')
}
