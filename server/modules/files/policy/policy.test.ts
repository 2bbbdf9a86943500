import { describe, expect, it } from 'vitest'
import { defaultFileTypeRules } from './defaultPolicy'
import { judgeFile, normalizePolicy, policyHash, policyIssues, safeFileName, type FilePolicy, type FileTypeRule } from './policy'

function policyOf(rules: FileTypeRule[], allowed: string[] = []): FilePolicy {
  return { FileTypeRules: rules, AllowedMimeTypes: allowed, Version: 4, Hash: 'h4' }
}

const rules: FileTypeRule[] = [
  { Extensions: ['png'], MimeTypes: ['image/png'] },
  { Extensions: ['tar.gz', 'tgz'], MimeTypes: ['application/gzip'] },
  { Extensions: ['gz'], MimeTypes: ['application/x-gzip'] },
  { Extensions: ['PDF'], MimeTypes: ['Application/PDF'] },
  { Extensions: ['txt'], MimeTypes: ['text/plain'] },
  { Extensions: ['pdf'], MimeTypes: ['application/x-pdf'] },
  { Extensions: ['exe'], MimeTypes: ['application/x-msdownload'] },
  { Extensions: ['sh'], MimeTypes: ['text/x-shellscript'] },
  { Extensions: ['docx'], MimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
]
const policy = policyOf(rules)
const bytes = (...values: Array<number | string>): Uint8Array =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (character) => character.charCodeAt(0)) : [value])))
const windowsProgram = bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0)
const pngImage = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR')

describe('judgeFile', () => {
  it('allows a file whose extension and declared type a rule names, whatever their case and parameters', () => {
    const verdict = judgeFile(policy, { fileName: 'Scan.PDF', mimeType: 'APPLICATION/PDF; name=x' })
    expect(verdict).toMatchObject({
      Allowed: true, Code: 'workspace.files.policy.allowed', FileName: 'Scan.PDF', Extension: 'pdf', MimeType: 'application/pdf',
      RuleIndex: 3, Rule: { Extensions: ['pdf'], MimeTypes: ['application/pdf'] }, PolicyVersion: 4, PolicyHash: 'h4',
    })
    expect(verdict.AllowedMimeTypesForExtension).toEqual(['application/pdf', 'application/x-pdf'])
  })

  it('allows the types of every rule naming the extension, but names the first of them', () => {
    const verdict = judgeFile(policy, { fileName: 'scan.pdf', mimeType: 'application/x-pdf' })
    expect(verdict).toMatchObject({ Allowed: true, RuleIndex: 3, Message: 'Rules 4 and 6 (.pdf) allow application/x-pdf.' })
  })

  it('refuses a declared type the rules of the extension do not allow, naming the rule', () => {
    const verdict = judgeFile(policy, { fileName: 'photo.png', mimeType: 'image/jpeg' })
    expect(verdict).toMatchObject({
      Allowed: false, Code: 'workspace.files.policy.mimeMismatch', RuleIndex: 0, Extension: 'png',
      Message: 'Rule 1 (.png) allows image/png, not image/jpeg.',
    })
  })

  it('judges by the last extension of a name with several dots', () => {
    expect(judgeFile(policy, { fileName: 'report.final.pdf', mimeType: 'application/pdf' })).toMatchObject({ Allowed: true, Extension: 'pdf' })
  })

  it('prefers the longest compound extension a rule names', () => {
    expect(judgeFile(policy, { fileName: 'archive.TAR.GZ', mimeType: 'application/gzip' })).toMatchObject({ Allowed: true, Extension: 'tar.gz', RuleIndex: 1 })
    expect(judgeFile(policy, { fileName: 'log.gz', mimeType: 'application/x-gzip' })).toMatchObject({ Allowed: true, Extension: 'gz', RuleIndex: 2 })
    expect(judgeFile(policy, { fileName: 'archive.tar.gz', mimeType: 'application/x-gzip' }))
      .toMatchObject({ Allowed: false, Code: 'workspace.files.policy.mimeMismatch', Extension: 'tar.gz' })
  })

  it('refuses names without an extension, hidden files included', () => {
    for (const fileName of ['README', '.bashrc', 'notes.', '...']) {
      expect(judgeFile(policy, { fileName, mimeType: 'text/plain' })).toMatchObject({ Allowed: false, Code: 'workspace.files.policy.extensionMissing', Extension: null })
    }
    expect(judgeFile(policy, { fileName: '.config.txt', mimeType: 'text/plain' })).toMatchObject({ Allowed: true, Extension: 'txt' })
  })

  it('refuses an extension no rule names', () => {
    expect(judgeFile(policy, { fileName: 'movie.MP4', mimeType: 'video/mp4' })).toMatchObject({
      Allowed: false, Code: 'workspace.files.policy.extensionNotAllowed', Extension: 'mp4', RuleIndex: null, Message: 'No file-type rule allows .mp4 files.',
    })
  })

  it('refuses a declared type that is not a MIME type', () => {
    expect(judgeFile(policy, { fileName: 'a.pdf', mimeType: 'pdf' })).toMatchObject({ Allowed: false, Code: 'workspace.files.policy.mimeInvalid' })
    expect(judgeFile(policy, { fileName: 'a.png', mimeType: 'image/*' })).toMatchObject({ Allowed: false, Code: 'workspace.files.policy.mimeInvalid' })
  })

  it('applies the global allow-list, wildcards included', () => {
    const narrowed = policyOf(rules, ['image/*', 'text/plain'])
    expect(judgeFile(narrowed, { fileName: 'a.png', mimeType: 'image/png' })).toMatchObject({ Allowed: true })
    expect(judgeFile(narrowed, { fileName: 'a.txt', mimeType: 'text/plain; charset=UTF-8' })).toMatchObject({ Allowed: true, MimeType: 'text/plain' })
    expect(judgeFile(narrowed, { fileName: 'a.pdf', mimeType: 'application/pdf' })).toMatchObject({
      Allowed: false, Code: 'workspace.files.policy.mimeNotAllowed', RuleIndex: 3, AllowedMimeTypesForExtension: [],
    })
  })

  it('answers what the rules allow for a name when no type is declared', () => {
    expect(judgeFile(policy, { fileName: 'x.pdf', mimeType: null })).toMatchObject({
      Allowed: true, MimeType: null, AllowedMimeTypesForExtension: ['application/pdf', 'application/x-pdf'],
    })
    expect(judgeFile(policyOf(rules, ['text/*']), { fileName: 'x.pdf', mimeType: null })).toMatchObject({ Allowed: false, Code: 'workspace.files.policy.mimeNotAllowed' })
    const wildcardRule = policyOf([{ Extensions: ['img'], MimeTypes: ['image/*'] }], ['image/png', 'text/plain'])
    expect(judgeFile(wildcardRule, { fileName: 'x.img', mimeType: null }).AllowedMimeTypesForExtension).toEqual(['image/png'])
  })

  it('refuses a Windows program named .pdf, naming the pdf rule', () => {
    const verdict = judgeFile(policy, { fileName: 'invoice.pdf', mimeType: 'application/pdf', leadingBytes: windowsProgram })
    expect(verdict).toMatchObject({ Allowed: false, Code: 'workspace.files.policy.executableRefused', RuleIndex: 3, DetectedContentType: 'application/x-msdownload' })
    expect(verdict.Message).toContain('rules 4 and 6 (.pdf)')
    expect(judgeFile(policy, { fileName: 'invoice.pdf', mimeType: null, leadingBytes: windowsProgram }).Code).toBe('workspace.files.policy.executableRefused')
  })

  it('allows a program only when declared as a program type a rule allows', () => {
    expect(judgeFile(policy, { fileName: 'setup.exe', mimeType: 'application/x-msdownload', leadingBytes: windowsProgram }).Allowed).toBe(true)
    expect(judgeFile(policy, { fileName: 'run.sh', mimeType: 'text/x-shellscript', leadingBytes: bytes('#!/bin/sh\n') }).Allowed).toBe(true)
    expect(judgeFile(policy, { fileName: 'notes.txt', mimeType: 'text/plain', leadingBytes: bytes('#!/bin/sh\n') }).Code).toBe('workspace.files.policy.executableRefused')
    expect(judgeFile(policy, { fileName: 'setup.exe', mimeType: 'application/x-msdownload', leadingBytes: bytes(0x7f, 'ELF', 2, 1) }).Code)
      .toBe('workspace.files.policy.contentMismatch')
  })

  it('refuses content whose signature contradicts the declared type', () => {
    expect(judgeFile(policy, { fileName: 'a.pdf', mimeType: 'application/pdf', leadingBytes: pngImage })).toMatchObject({
      Allowed: false, Code: 'workspace.files.policy.contentMismatch', DetectedContentType: 'image/png', RuleIndex: 3,
    })
    expect(judgeFile(policy, { fileName: 'a.txt', mimeType: 'text/plain', leadingBytes: bytes('%PDF-1.7') }).Code).toBe('workspace.files.policy.contentMismatch')
    expect(judgeFile(policy, { fileName: 'a.txt', mimeType: 'text/plain', leadingBytes: bytes('abc', 0, 1, 2) }).Code).toBe('workspace.files.policy.contentMismatch')
  })

  it('accepts content that matches its type, and content it does not recognise', () => {
    expect(judgeFile(policy, { fileName: 'a.png', mimeType: 'image/png', leadingBytes: pngImage }).DetectedContentType).toBe('image/png')
    expect(judgeFile(policy, { fileName: 'a.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', leadingBytes: bytes('PK', 3, 4) }).Allowed).toBe(true)
    expect(judgeFile(policy, { fileName: 'a.tgz', mimeType: 'application/gzip', leadingBytes: bytes(0x1f, 0x8b, 8) }).Allowed).toBe(true)
    expect(judgeFile(policy, { fileName: 'a.txt', mimeType: 'text/plain', leadingBytes: bytes('hello') })).toMatchObject({ Allowed: true, DetectedContentType: null })
    expect(judgeFile(policy, { fileName: 'a.txt', mimeType: 'text/plain', leadingBytes: bytes(0xff, 0xfe, 'h', 0) }).Allowed).toBe(true)
  })

  it('judges the stored name, not the path the client sent', () => {
    expect(judgeFile(policy, { fileName: 'C:\\Users\\me\\..\\photo.png', mimeType: 'image/png' })).toMatchObject({ Allowed: true, FileName: 'photo.png' })
    expect(judgeFile(policy, { fileName: 'evil\u202Egnp.exe', mimeType: 'application/x-msdownload' })).toMatchObject({ Extension: 'exe', FileName: 'evilgnp.exe' })
  })
})

describe('safeFileName', () => {
  it('keeps only the last part of a path', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd')
    expect(safeFileName('C:\\temp\\report.pdf')).toBe('report.pdf')
  })

  it('removes control characters and trims spaces and trailing dots', () => {
    expect(safeFileName(' re\u0000port\n.pdf. . ')).toBe('report.pdf')
  })

  it('never answers an empty name or a directory reference', () => {
    for (const name of ['', '   ', '.', '..', '/', 'dir/', '\u0001']) expect(safeFileName(name)).toBe('file')
  })

  it('bounds the name to 255 characters and keeps the extension', () => {
    const long = safeFileName(`${'a'.repeat(300)}.pdf`)
    expect(long).toHaveLength(255)
    expect(long.endsWith('.pdf')).toBe(true)
    expect(Array.from(safeFileName('😀'.repeat(300)))).toHaveLength(255)
  })
})

describe('normalizePolicy and policyHash', () => {
  it('normalises entries and keeps the rule order', () => {
    expect(normalizePolicy([{ Extensions: [' .JPG', 'jpeg', 'jpg', ''], MimeTypes: ['Image/JPEG; q=1'] }, { Extensions: ['a'], MimeTypes: ['b/c'] }], ['Text/*', 'text/*']))
      .toEqual({ AllowedMimeTypes: ['text/*'], FileTypeRules: [{ Extensions: ['jpeg', 'jpg'], MimeTypes: ['image/jpeg'] }, { Extensions: ['a'], MimeTypes: ['b/c'] }] })
  })

  it('gives the same policy in another order, or written differently, the same hash', () => {
    const hash = policyHash(normalizePolicy(defaultFileTypeRules, []))
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const reordered = [...defaultFileTypeRules].reverse().map((rule) => ({ Extensions: rule.Extensions.map((e) => `.${e.toUpperCase()}`).reverse(), MimeTypes: rule.MimeTypes }))
    expect(policyHash({ FileTypeRules: [...reordered, reordered[0]!], AllowedMimeTypes: [] })).toBe(hash)
    expect(policyHash({ FileTypeRules: defaultFileTypeRules, AllowedMimeTypes: ['image/*'] })).not.toBe(hash)
    expect(policyHash({ FileTypeRules: defaultFileTypeRules.slice(1), AllowedMimeTypes: [] })).not.toBe(hash)
  })
})

describe('policyIssues', () => {
  it('names each malformed member', () => {
    const issues = policyIssues(
      [{ Extensions: [], MimeTypes: ['pdf', 'text/', 'application/pdf'] }, { Extensions: ['a/b', 'c\\d', 'ok'], MimeTypes: [' '] }, {}],
      ['image/*', 'nope'],
      'Draft.',
    )
    expect(issues.map((issue) => issue.Field)).toEqual([
      'Draft.AllowedMimeTypes[1]',
      'Draft.FileTypeRules[0].Extensions', 'Draft.FileTypeRules[0].MimeTypes[0]', 'Draft.FileTypeRules[0].MimeTypes[1]',
      'Draft.FileTypeRules[1].MimeTypes', 'Draft.FileTypeRules[1].Extensions[0]', 'Draft.FileTypeRules[1].Extensions[1]',
      'Draft.FileTypeRules[2].Extensions', 'Draft.FileTypeRules[2].MimeTypes',
    ])
  })

  it('accepts repeated rules and the default rules', () => {
    expect(policyIssues([...defaultFileTypeRules, ...defaultFileTypeRules], [])).toEqual([])
  })
})
