import { deflateSync, inflateSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { projectLimits } from './paths'
import { readProjectZip, writeProjectZip, zipIssueCodes, type ReadProjectZipResult } from './zip'
import { buildZip, unixFile, type RawEntry } from '../../../test/fixtures/ui-project/zip'

const tree = new Map([
  ['workspace.json', '{ "name": "Demo", "pages": [] }\n'],
  ['src/main.ts', "import { createApp } from 'vue'\n"],
  ['src/pages/Home.vue', '<template><p>Grüße 🚀</p></template>'],
  ['README.md', ''],
  ['src/日本語/ファイル.txt', 'no trailing newline'],
])

function files(result: ReadProjectZipResult): Map<string, string> {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.issues)}`)
  return result.files
}

function codes(result: ReadProjectZipResult): string[] {
  if (result.ok) throw new Error('Expected the archive to be refused.')
  return result.issues.map((issue) => issue.code)
}

describe('writing a project ZIP', () => {
  it('round-trips a tree and gives the same bytes for the same tree', () => {
    const written = writeProjectZip(tree)
    const read = files(readProjectZip(written))
    expect(read).toEqual(tree)
    expect(writeProjectZip(read)).toEqual(written)
    expect(writeProjectZip(new Map([...tree].reverse()))).toEqual(written)
  })

  it('writes sorted entries with a fixed 1980-01-01 timestamp and no extra fields', () => {
    const bytes = writeProjectZip(new Map([['b.txt', 'b'], ['a.txt', 'a']]))
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    expect(view.getUint32(0, true)).toBe(0x04034b50)
    expect(view.getUint16(10, true)).toBe(0)
    expect(view.getUint16(12, true)).toBe(0x21)
    expect(view.getUint16(28, true)).toBe(0)
    expect(new TextDecoder().decode(bytes.subarray(30, 35))).toBe('a.txt')
  })

  it('stores rather than deflates content that would pass the reader’s ratio limit', () => {
    const repetitive = new Map([['big.txt', 'a'.repeat(400_000)]])
    expect(files(readProjectZip(writeProjectZip(repetitive)))).toEqual(repetitive)
  })

  it('refuses to write a path that is not a project path', () => {
    expect(() => writeProjectZip(new Map([['../x', '']]))).toThrow()
    expect(() => writeProjectZip(new Map([['./x', '']]))).toThrow()
  })
})

describe('reading a project ZIP', () => {
  const read = (entries: RawEntry[]) => readProjectZip(buildZip(entries))

  it('strips a folder that wraps everything and ignores macOS metadata', () => {
    const result = read([
      { name: 'MyProject/', content: '' },
      { name: 'MyProject/workspace.json', content: '{}' },
      { name: 'MyProject/src/main.ts', content: 'main' },
      { name: 'MyProject/.DS_Store', content: new Uint8Array([0, 0, 0, 1]) },
      { name: '__MACOSX/', content: '' },
      { name: '__MACOSX/MyProject/._main.ts', content: new Uint8Array([0, 5, 0x16, 7]) },
    ])
    expect(result).toEqual({
      ok: true,
      files: new Map([
        ['workspace.json', '{}'],
        ['src/main.ts', 'main'],
      ]),
      ignored: ['MyProject/.DS_Store', '__MACOSX/MyProject/._main.ts'],
    })
  })

  it('keeps the tree as it is when files sit at more than one top level', () => {
    const result = read([
      { name: 'src/a.ts', content: 'a' },
      { name: 'workspace.json', content: '{}' },
    ])
    expect([...files(result).keys()]).toEqual(['src/a.ts', 'workspace.json'])
  })

  it('accepts Windows separators, stored entries and entries without the UTF-8 flag', () => {
    const result = read([
      { name: 'src\\main.ts', content: 'x', flags: 0 },
      { name: 'stored.txt', content: 'plain', method: 0 },
      { name: 'folder/', content: '', externalAttributes: unixFile(0o040755) },
    ])
    expect(files(result)).toEqual(new Map([['src/main.ts', 'x'], ['stored.txt', 'plain']]))
  })

  it('refuses paths that leave the project folder', () => {
    for (const name of ['../evil.txt', '/etc/passwd', 'a/../../b', '..\\evil.txt', 'C:/Windows/evil.txt']) {
      const result = read([{ name, content: 'x' }])
      expect(codes(result), name).toEqual([zipIssueCodes.traversal])
      expect(result.ok ? null : result.issues[0]?.path).toBe(name)
    }
  })

  it('refuses reserved folders, bad names and names that are not UTF-8', () => {
    expect(codes(read([{ name: '.git/config', content: 'x' }]))).toEqual([zipIssueCodes.invalidPath])
    expect(codes(read([{ name: 'node_modules/a.js', content: 'x' }]))).toEqual([zipIssueCodes.invalidPath])
    expect(codes(read([{ name: 'a\u0001b', content: 'x' }]))).toEqual([zipIssueCodes.invalidPath])
    expect(codes(read([{ name: new Uint8Array([0x61, 0xff, 0x62]), content: 'x', flags: 0 }]))).toEqual([zipIssueCodes.invalidPath])
  })

  it('refuses symbolic links and other special files', () => {
    const link = read([{ name: 'link', content: '/etc/passwd', method: 0, externalAttributes: unixFile(0o120777) }])
    expect(codes(link)).toEqual([zipIssueCodes.link])
    expect(link.ok ? '' : link.issues[0]?.message).toBe('"link" is a symbolic link; a project holds files only.')
    expect(codes(read([{ name: 'fifo', content: '', externalAttributes: unixFile(0o010644) }]))).toEqual([zipIssueCodes.specialFile])
  })

  it('refuses an entry that inflates to more than it declares, without inflating it all', () => {
    const tenMegabytes = new Uint8Array(10 * 1024 * 1024).fill(0x61)
    expect(codes(read([{ name: 'bomb.txt', content: tenMegabytes, uncompressedSize: 1024, crc: 0 }]))).toEqual([zipIssueCodes.sizeMismatch])
    // The stream's end is cut off: a reader that inflated all of it would find it damaged, not too large.
    const stream = deflateSync(new Uint8Array(40 * 1024 * 1024).fill(0x61))
    const cut = stream.subarray(0, stream.length - 64)
    expect(cut.length).toBeGreaterThan(32 * 1024)
    expect(codes(read([{ name: 'bomb.txt', content: '', data: cut, uncompressedSize: 1024, crc: 0 }]))).toEqual([zipIssueCodes.sizeMismatch])
    expect(() => inflateSync(cut)).toThrow()
  })

  it('refuses an entry that inflates to less than it declares, or to other bytes', () => {
    expect(codes(read([{ name: 'short.txt', content: 'abc', uncompressedSize: 4 }]))).toEqual([zipIssueCodes.sizeMismatch])
    expect(codes(read([{ name: 'crc.txt', content: 'abc', crc: 1 }]))).toEqual([zipIssueCodes.checksum])
    expect(codes(read([{ name: 'bad.txt', content: 'abc', data: new Uint8Array([0xff, 0xff, 0xff]) }]))).toEqual([zipIssueCodes.corrupt])
  })

  it('refuses declared sizes over the limits before inflating anything', () => {
    const huge = read([{ name: 'huge.txt', content: 'x', uncompressedSize: 100 * 1024 * 1024, compressedSize: 1 }])
    expect(codes(huge)).toEqual([zipIssueCodes.entryTooLarge])
    const justOver = read([{ name: 'big.txt', content: 'x', uncompressedSize: projectLimits.maxFileBytes + 1 }])
    expect(codes(justOver)).toEqual([zipIssueCodes.entryTooLarge])

    const block = new Uint8Array(500 * 1024).fill(0x62)
    const many = Array.from({ length: 17 }, (_, index): RawEntry => ({ name: `f${index}.txt`, content: block, method: 0 }))
    expect(codes(read(many))).toEqual([zipIssueCodes.tooLarge])
  })

  it('refuses compression ratios no source file has', () => {
    const zeros = new Uint8Array(300 * 1024).fill(0x20)
    expect(codes(read([{ name: 'spaces.txt', content: zeros }]))).toEqual([zipIssueCodes.compressionRatio])
  })

  it('refuses more files than a project may have', () => {
    const entries = Array.from({ length: projectLimits.maxFiles + 1 }, (_, index): RawEntry => ({ name: `f${index}.txt`, content: 'x' }))
    expect(codes(read(entries))).toEqual([zipIssueCodes.tooManyFiles])
    expect(files(read(entries.slice(1))).size).toBe(projectLimits.maxFiles)
  })

  it('refuses encrypted entries and unsupported methods', () => {
    expect(codes(read([{ name: 'secret.txt', content: 'x', flags: 0x0801 }]))).toEqual([zipIssueCodes.encrypted])
    expect(codes(read([{ name: 'bzip2.txt', content: 'x', method: 12, data: new Uint8Array([1]) }]))).toEqual([zipIssueCodes.unsupportedMethod])
  })

  it('refuses paths that collide on a case-insensitive disk', () => {
    const result = read([
      { name: 'A.txt', content: '1' },
      { name: 'a.txt', content: '2' },
    ])
    expect(codes(result)).toEqual([zipIssueCodes.duplicatePath])
    expect(result.ok ? '' : result.issues[0]?.message).toBe('"a.txt" has the same path as "A.txt" (letter case is ignored).')
    expect(codes(read([{ name: 'x/a', content: '1' }, { name: 'x//a', content: '2' }]))).toEqual([zipIssueCodes.duplicatePath])
    expect(codes(read([{ name: 'a', content: '1' }, { name: 'A/b', content: '2' }]))).toEqual([zipIssueCodes.fileFolderConflict])
  })

  it('refuses content that is not UTF-8 text', () => {
    expect(codes(read([{ name: 'logo.png', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff]) }]))).toEqual([zipIssueCodes.notText])
    expect(codes(read([{ name: 'nul.txt', content: new Uint8Array([0x61, 0x00]) }]))).toEqual([zipIssueCodes.notText])
  })

  it('refuses what is not a ZIP archive, a truncated one and an empty one', () => {
    expect(codes(readProjectZip(new TextEncoder().encode('just some text, not an archive at all')))).toEqual([zipIssueCodes.notZip])
    expect(codes(readProjectZip(new Uint8Array()))).toEqual([zipIssueCodes.notZip])
    const whole = writeProjectZip(tree)
    expect(codes(readProjectZip(whole.subarray(0, whole.length - 10)))).toEqual([zipIssueCodes.truncated])
    expect(codes(readProjectZip(whole.subarray(0, 100)))).toEqual([zipIssueCodes.truncated])
    expect(codes(read([{ name: 'folder/', content: '' }]))).toEqual([zipIssueCodes.empty])
    expect(codes(readProjectZip(new Uint8Array(projectLimits.maxZipBytes + 1)))).toEqual([zipIssueCodes.archiveTooLarge])
  })

  it('refuses ZIP64 and archives whose headers disagree', () => {
    expect(codes(readProjectZip(buildZip([{ name: 'a.txt', content: 'a' }], { zip64Locator: true })))).toEqual([zipIssueCodes.zip64])
    expect(codes(read([{ name: 'a.txt', content: 'a', uncompressedSize: 0xffffffff }]))).toEqual([zipIssueCodes.zip64])
    expect(codes(read([{ name: 'a.txt', localName: '../a.txt', content: 'a' }]))).toEqual([zipIssueCodes.corrupt])
  })

  it('accepts an archive comment', () => {
    expect(files(readProjectZip(buildZip([{ name: 'a.txt', content: 'a' }], { comment: 'made by hand' })))).toEqual(new Map([['a.txt', 'a']]))
  })
})
