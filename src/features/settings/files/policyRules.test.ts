import { describe, expect, it } from 'vitest'
import {
  allowedMimeTypesProblems,
  extensionProblem,
  folderNameProblems,
  isAbsolutePath,
  mimeTypeProblem,
  normaliseEntries,
  normaliseExtension,
  normaliseMimeType,
  retentionProblems,
  rootPathProblems,
  ruleProblems,
  rulesProblems,
  uploadSizeProblems,
} from './policyRules'

describe('file policy entries', () => {
  it('normalise extensions and MIME types as the server does', () => {
    expect(normaliseExtension(' .PDF ')).toBe('pdf')
    expect(normaliseExtension('..Tar.GZ')).toBe('tar.gz')
    expect(normaliseMimeType(' Text/Plain; charset=UTF-8')).toBe('text/plain')
    expect(normaliseEntries(['.PDF', 'pdf', ' ', 'Png'], normaliseExtension)).toEqual(['pdf', 'png'])
  })

  it('accept type/subtype and type/* MIME types only', () => {
    expect(mimeTypeProblem('application/pdf')).toBeNull()
    expect(mimeTypeProblem('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull()
    expect(mimeTypeProblem('image/*')).toBeNull()
    expect(mimeTypeProblem('image/svg+xml; charset=utf-8')).toBeNull()
    expect(mimeTypeProblem('*/*')?.key).toBe('mimeShape')
    expect(mimeTypeProblem('pdf')?.key).toBe('mimeShape')
    expect(mimeTypeProblem('image/')?.key).toBe('mimeShape')
    expect(mimeTypeProblem('a/b/c')?.key).toBe('mimeShape')
  })

  it('refuse extensions with slashes, spaces or empty parts', () => {
    expect(extensionProblem('tar.gz')).toBeNull()
    expect(extensionProblem('.7z')).toBeNull()
    expect(extensionProblem('docs/pdf')).toEqual({ key: 'extensionSlash', params: { value: 'docs/pdf' } })
    expect(extensionProblem('a\\b')?.key).toBe('extensionSlash')
    expect(extensionProblem('tar..gz')?.key).toBe('extensionShape')
    expect(extensionProblem('my file')?.key).toBe('extensionShape')
    expect(extensionProblem('.')?.key).toBe('extensionShape')
  })

  it('need at least one extension and one MIME type per rule, naming the first wrong entry', () => {
    expect(ruleProblems({ Extensions: [], MimeTypes: [] })).toEqual({
      Extensions: [{ key: 'extensionsRequired' }],
      MimeTypes: [{ key: 'mimeTypesRequired' }],
    })
    expect(ruleProblems({ Extensions: ['pdf', 'x/y'], MimeTypes: ['application/pdf', 'nope'] })).toEqual({
      Extensions: [{ key: 'extensionSlash', params: { value: 'x/y' } }],
      MimeTypes: [{ key: 'mimeShape', params: { value: 'nope' } }],
    })
    expect(ruleProblems({ Extensions: ['pdf'], MimeTypes: ['application/pdf'] })).toEqual({ Extensions: [], MimeTypes: [] })
  })
})

describe('file settings bounds', () => {
  it('keep the trash retention to whole hours from 1 to 87600', () => {
    expect(retentionProblems(1)).toEqual([])
    expect(retentionProblems(87_600)).toEqual([])
    for (const hours of [0, 87_601, 1.5, null]) expect(retentionProblems(hours)).toEqual([{ key: 'retentionRange', params: { min: 1, max: 87_600 } }])
  })

  it('keep the largest upload between 1 byte and 10 GiB', () => {
    expect(uploadSizeProblems(1)).toEqual([])
    expect(uploadSizeProblems(10 * 1024 ** 3)).toEqual([])
    expect(uploadSizeProblems(10 * 1024 ** 3 + 1)[0]?.key).toBe('uploadSizeRange')
    expect(uploadSizeProblems(0)[0]?.key).toBe('uploadSizeRange')
  })

  it('take an empty root path as the default and otherwise need an absolute one', () => {
    expect(rootPathProblems('')).toEqual([])
    expect(rootPathProblems('/srv/files')).toEqual([])
    expect(rootPathProblems('files')).toEqual([{ key: 'rootPathAbsolute' }])
    expect(isAbsolutePath('D:\\files')).toBe(true)
    expect(isAbsolutePath('\\\\server\\share')).toBe(true)
    expect(isAbsolutePath('./files')).toBe(false)
  })

  it('need one plain folder name for the constant layout', () => {
    expect(folderNameProblems('attachments')).toEqual([])
    expect(folderNameProblems(' ')).toEqual([{ key: 'folderNameRequired' }])
    expect(folderNameProblems('a/b')).toEqual([{ key: 'folderNameShape' }])
    expect(folderNameProblems('..')).toEqual([{ key: 'folderNameShape' }])
    expect(folderNameProblems('Shared files_2026-v1')).toEqual([])
    expect(folderNameProblems('.hidden')).toEqual([{ key: 'folderNameShape' }])
    expect(folderNameProblems('ends.')).toEqual([{ key: 'folderNameShape' }])
    expect(folderNameProblems('x'.repeat(65))).toEqual([{ key: 'folderNameShape' }])
  })

  it('keep to the server’s 500 rules and 100 entries per list', () => {
    const many = Array.from({ length: 101 }, (_, index) => `ext${index}`)
    expect(ruleProblems({ Extensions: many, MimeTypes: ['text/plain'] }).Extensions).toEqual([{ key: 'tooManyEntries', params: { max: 100 } }])
    expect(allowedMimeTypesProblems(many.map((name) => `text/${name}`))[0]?.key).toBe('tooManyEntries')
    const rule = { Extensions: ['txt'], MimeTypes: ['text/plain'] }
    expect(rulesProblems(Array.from({ length: 500 }, () => rule))).toEqual([])
    expect(rulesProblems(Array.from({ length: 501 }, () => rule))).toEqual([{ key: 'tooManyRules', params: { max: 500 } }])
  })
})
