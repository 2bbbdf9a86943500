import { describe, expect, it } from 'vitest'
import { comparePaths, isTextContent, normaliseProjectPath, projectLimits } from './paths'

const accepted = (raw: string) => {
  const result = normaliseProjectPath(raw)
  return result.ok ? result.path : `refused: ${result.reason}`
}

describe('project paths', () => {
  it('normalises separators, a leading "./" and doubled slashes, keeping case', () => {
    expect(accepted('src/main.ts')).toBe('src/main.ts')
    expect(accepted('src\\pages\\Home.vue')).toBe('src/pages/Home.vue')
    expect(accepted('./src/App.vue')).toBe('src/App.vue')
    expect(accepted('././a.txt')).toBe('a.txt')
    expect(accepted('src//pages///X.vue')).toBe('src/pages/X.vue')
    expect(accepted('src/pages/')).toBe('src/pages')
    expect(accepted('README.MD')).toBe('README.MD')
    expect(accepted('.gitignore')).toBe('.gitignore')
    expect(accepted('src/.env.local')).toBe('src/.env.local')
    expect(accepted('Straße/🚀 launch.txt')).toBe('Straße/🚀 launch.txt')
  })

  it('refuses empty paths', () => {
    expect(accepted('')).toBe('refused: empty')
    expect(accepted('./')).toBe('refused: empty')
    expect(accepted('.')).toBe('refused: empty')
  })

  it('refuses absolute paths in every spelling', () => {
    for (const raw of ['/etc/passwd', '\\etc\\passwd', 'C:/Windows/x', 'c:\\x', 'C:x', '\\\\server\\share\\x', '//server/x']) {
      expect(accepted(raw), raw).toBe('refused: absolute')
    }
  })

  it('refuses any ".." segment, even one that would stay inside', () => {
    for (const raw of ['..', '../evil.txt', 'a/../../b', 'a/../b', 'a/..', '..\\x', './../x']) {
      expect(accepted(raw), raw).toBe('refused: traversal')
    }
    expect(accepted('a..b/..c/d..')).toBe('a..b/..c/d..')
  })

  it('refuses control characters, lone surrogates and segments of dots', () => {
    for (const raw of ['a\u0000b', 'a\nb', 'tab\there', 'del\u007f', 'c1\u0085', 'lone\ud800', 'a/./b', 'a/.../b']) {
      expect(accepted(raw), JSON.stringify(raw)).toBe('refused: invalidCharacter')
    }
  })

  it('refuses names over 255 bytes and paths over 512', () => {
    expect(accepted('a'.repeat(255))).toBe('a'.repeat(255))
    expect(accepted('a'.repeat(256))).toBe('refused: tooLong')
    // 86 three-byte characters are 258 bytes.
    expect(accepted('€'.repeat(86))).toBe('refused: tooLong')
    const deep = Array.from({ length: 3 }, () => 'b'.repeat(170)).join('/')
    expect(deep.length).toBe(512)
    expect(accepted(deep)).toBe(deep)
    expect(accepted(`${deep}x`)).toBe('refused: tooLong')
  })

  it('refuses .git and node_modules anywhere, in any case', () => {
    for (const raw of ['.git/config', 'src/.git/HEAD', 'node_modules/vue/index.js', 'packages/x/node_modules/y', '.GIT/config', 'Node_Modules/a']) {
      expect(accepted(raw), raw).toBe('refused: reserved')
    }
    expect(accepted('.github/workflows/ci.yml')).toBe('.github/workflows/ci.yml')
    expect(accepted('my_node_modules/a')).toBe('my_node_modules/a')
  })

  it('sorts by code unit, whatever the locale', () => {
    expect(['b', 'B', 'a', 'src/x', 'src.ts'].sort(comparePaths)).toEqual(['B', 'a', 'b', 'src.ts', 'src/x'])
  })
})

describe('text content', () => {
  const bytes = (...values: number[]) => new Uint8Array(values)

  it('accepts UTF-8 without NUL, a byte order mark and empty files included', () => {
    expect(isTextContent(new TextEncoder().encode('héllo 🚀\n'))).toBe(true)
    expect(isTextContent(bytes())).toBe(true)
    expect(isTextContent(bytes(0xef, 0xbb, 0xbf, 0x61))).toBe(true)
  })

  it('refuses NUL, invalid and overlong sequences', () => {
    expect(isTextContent(bytes(0x61, 0x00, 0x62))).toBe(false)
    expect(isTextContent(bytes(0xff, 0xfe))).toBe(false)
    expect(isTextContent(bytes(0xc0, 0xaf))).toBe(false)
    expect(isTextContent(bytes(0xe2, 0x82))).toBe(false)
  })

  it('has the limits the other parts rely on', () => {
    expect(projectLimits).toEqual({
      maxFiles: 500,
      maxFileBytes: 524288,
      maxTotalBytes: 8388608,
      maxZipBytes: 10485760,
      maxCompressionRatio: 200,
    })
  })
})
