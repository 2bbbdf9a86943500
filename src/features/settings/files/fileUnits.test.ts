import { describe, expect, it } from 'vitest'
import { FolderStrategy } from '@/api'
import { bytesToMegabytesText, folderExample, megabytesTextToBytes, splitHours } from './fileUnits'

const names = { fileId: '<file id>', definitionId: '<entity id>', userId: '<user id>', module: 'entities' }

describe('file units', () => {
  it('turn bytes into the megabytes of the input and back', () => {
    expect(bytesToMegabytesText(1024 ** 3)).toBe('1024')
    expect(bytesToMegabytesText(1_500_000)).toBe('1.43')
    expect(bytesToMegabytesText(null)).toBe('')
    expect(megabytesTextToBytes('0.5')).toBe(512 * 1024)
    expect(megabytesTextToBytes('')).toBeNull()
    expect(megabytesTextToBytes('abc')).toBeNull()
  })

  it('split hours into days and hours', () => {
    expect(splitHours(720)).toEqual({ days: 30, hours: 0 })
    expect(splitHours(36)).toEqual({ days: 1, hours: 12 })
    expect(splitHours(5)).toEqual({ days: 0, hours: 5 })
  })

  it('show where a file goes under each folder layout', () => {
    const now = new Date('2026-11-25T10:00:00Z')
    expect(folderExample(FolderStrategy.ByDate, '', now, names)).toBe('2026/11/25/<file id>')
    expect(folderExample(FolderStrategy.Flat, '', now, names)).toBe('<file id>')
    expect(folderExample(FolderStrategy.ByEntity, '', now, names)).toBe('entities/<entity id>/<file id>')
    expect(folderExample(FolderStrategy.ByUser, '', now, names)).toBe('<user id>/<file id>')
    expect(folderExample(FolderStrategy.ByModule, '', now, names)).toBe('entities/<file id>')
    expect(folderExample(FolderStrategy.Constant, ' uploads ', now, names)).toBe('uploads/<file id>')
  })
})
