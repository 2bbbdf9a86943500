import { describe, expect, it } from 'vitest'
import { sha384Member, toBase64, toHex, verifyAssets, type AssetExpectation } from './verify'

const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
// Hashes computed outside the code under test (Python's hashlib), so the check is independent.
const digests: Record<string, { sha256: string; sri: string }> = {
  'console.log("workspace app")': {
    sha256: 'bbfaa9a109bd28ea4e6199b35902433f536daefecc409fe0875431134766fcea',
    sri: 'sha384-r69APSh9tQ0pCREd+6LaXTXmA2y2I7CjI+Jgc0tmSE0r/O5joXyydNxxGeFhAuz3',
  },
  '#app{color:red}': {
    sha256: 'd60f9642c42c4bc1f595cfcce7cd8873d2a26e9bbf521347ab8fd48418e88f76',
    sri: 'sha384-ijdc8NoS/q2j0MLnyEJy7lJyf7gSVzqfdndwpqcmiHMLGanyG9iFb94GjRZzGNUa',
  },
  'console.log("workspace app");alert(1)': {
    sha256: '5ccc61034bb3e1913a82b8e1dba9ba9b6ffcd07057dd01e8d193c20417fa5dcc',
    sri: 'sha384-pK0ZJnkIhke0j5bDdTR7F1vmZ/GiELti7FLzOE3oEGEMR5tWp/Tr604d4ybHabQO',
  },
}
const sha256 = (text: string) => digests[text]?.sha256 ?? ''
const sri = (text: string) => digests[text]?.sri ?? ''

const js = 'console.log("workspace app")'
const css = '#app{color:red}'
const expected = (jsText: string, cssText: string): Record<'javascript' | 'css', AssetExpectation> => ({
  javascript: { url: 'https://api.test/app.js', contentHash: sha256(jsText), integrity: sri(jsText), sizeBytes: jsText.length },
  css: { url: 'https://api.test/app.css', contentHash: sha256(cssText).toUpperCase(), integrity: sri(cssText), sizeBytes: cssText.length },
})
const served = (files: Record<string, string>) => async (url: string) => {
  if (!(url in files)) throw new Error('Failed to fetch')
  return encode(files[url] ?? '')
}

describe('verifyAssets', () => {
  it('passes when both assets hash to the recorded SHA-256 and SHA-384 values', async () => {
    const result = await verifyAssets(expected(js, css), served({ 'https://api.test/app.js': js, 'https://api.test/app.css': css }))
    expect(result.ok).toBe(true)
    expect(result.assets.map((asset) => [asset.asset, asset.hashMatches, asset.integrityMatches])).toEqual([
      ['javascript', true, true],
      ['css', true, true],
    ])
    expect(result.assets[0]?.actualHash).toBe(sha256(js))
    expect(result.assets[0]?.actualIntegrity).toBe(sri(js))
  })

  it('fails the asset whose bytes differ and shows expected against actual', async () => {
    const tampered = `${js};alert(1)`
    const result = await verifyAssets(expected(js, css), served({ 'https://api.test/app.js': tampered, 'https://api.test/app.css': css }))
    expect(result.ok).toBe(false)
    const [javascript, stylesheet] = result.assets
    expect(javascript?.ok).toBe(false)
    expect(javascript?.hashMatches).toBe(false)
    expect(javascript?.integrityMatches).toBe(false)
    expect(javascript?.expectedHash).toBe(sha256(js))
    expect(javascript?.actualHash).toBe(sha256(tampered))
    expect(javascript?.actualSize).toBe(tampered.length)
    expect(stylesheet?.ok).toBe(true)
  })

  it('fails an asset that cannot be fetched and names why', async () => {
    const result = await verifyAssets(expected(js, css), served({ 'https://api.test/app.js': js }))
    expect(result.ok).toBe(false)
    expect(result.assets[1]?.error).toBe('Failed to fetch')
    expect(result.assets[1]?.actualHash).toBeNull()
  })
})

describe('encoding helpers', () => {
  it('writes hex and base64 as the server does', () => {
    expect(toHex(new Uint8Array([0, 15, 255]).buffer)).toBe('000fff')
    expect(toBase64(encode('hello'))).toBe('aGVsbG8=')
    expect(sha384Member('sha256-abc sha384-def')).toBe('sha384-def')
  })
})
