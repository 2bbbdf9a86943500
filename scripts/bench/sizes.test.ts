import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { assetKind, formatKiB, looksLikeMonaco, maxBudget, measureAsset, totalsOf } from './sizes'

describe('bench size accounting', () => {
  it('measures raw and gzip bytes of an asset', () => {
    const content = Buffer.from('const answer = 42;\n'.repeat(200))
    const size = measureAsset('assets/index.js', 'js', content)
    expect(size.rawBytes).toBe(content.byteLength)
    expect(size.gzipBytes).toBe(gzipSync(content).byteLength)
    expect(size.gzipBytes).toBeLessThan(size.rawBytes)
  })

  it('classifies scripts and stylesheets by name or content type', () => {
    expect(assetKind('/assets/index-abc.js')).toBe('js')
    expect(assetKind('/assets/index-abc.css')).toBe('css')
    expect(assetKind('/chunk', 'text/javascript; charset=utf-8')).toBe('js')
    expect(assetKind('/config.json', 'application/json')).toBeNull()
  })

  it('totals each kind separately', () => {
    const assets = [
      { file: 'a.js', kind: 'js' as const, rawBytes: 100, gzipBytes: 40 },
      { file: 'b.js', kind: 'js' as const, rawBytes: 50, gzipBytes: 20 },
      { file: 'a.css', kind: 'css' as const, rawBytes: 30, gzipBytes: 10 },
    ]
    expect(totalsOf(assets, 'js')).toEqual({ files: 2, rawBytes: 150, gzipBytes: 60 })
    expect(totalsOf(assets, 'css')).toEqual({ files: 1, rawBytes: 30, gzipBytes: 10 })
  })

  it('passes a budget at the limit and fails above it', () => {
    expect(maxBudget('js', 1024, 1024, 'bytes').pass).toBe(true)
    expect(maxBudget('js', 1025, 1024, 'bytes').pass).toBe(false)
    expect(formatKiB(1536)).toBe('1.5 KiB')
  })

  it('recognises Monaco chunks by name, source or code', () => {
    expect(looksLikeMonaco('assets/editor.main-abc.js', undefined, '')).toBe(true)
    expect(looksLikeMonaco('assets/chunk-1.js', 'node_modules/monaco-editor/esm/x.js', '')).toBe(true)
    expect(looksLikeMonaco('assets/chunk-2.js', undefined, 'self.MonacoEnvironment={}')).toBe(true)
    expect(looksLikeMonaco('assets/index-abc.js', 'src/app/main.ts', 'createApp()')).toBe(false)
  })
})
