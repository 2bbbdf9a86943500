import { describe, expect, it } from 'vitest'
import { FolderStrategies } from '../settings.service'
import { folderFor, partFilePath, pathInside, safeSegment, storageKeyFor } from './paths'

const owner = { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: 'def/../1 a', ResourceObjectId: 'rec-1' }
const at = (strategy: number, constantFolderName: string | null = null) =>
  folderFor({ strategy, now: new Date('2026-03-04T23:30:00Z'), owner, userId: 'hr:employee.4711', constantFolderName })

describe('where a file is stored', () => {
  it('follows the folder strategy with folder names of safe characters only', () => {
    expect(at(FolderStrategies.Flat)).toBe('')
    expect(at(FolderStrategies.ByDate)).toBe('2026/03/04')
    expect(at(FolderStrategies.ByEntity)).toBe('entities/def_.._1_a')
    expect(at(FolderStrategies.ByUser)).toBe('hr_employee.4711')
    expect(at(FolderStrategies.ByModule)).toBe('entities')
    expect(at(FolderStrategies.Constant, 'Archive 2026')).toBe('Archive_2026')
    expect(storageKeyFor('2026/03/04', 'f-1')).toBe('2026/03/04/f-1')
    expect(storageKeyFor('', 'f-1')).toBe('f-1')
  })

  it('never names "." or ".." and never leaves the root', () => {
    expect(safeSegment('..')).toBe('_')
    expect(safeSegment('')).toBe('_')
    expect(safeSegment('a/b\\c')).toBe('a_b_c')
    expect(pathInside('/data/files', '2026/03/04/f-1')).toBe('/data/files/2026/03/04/f-1')
    expect(() => pathInside('/data/files', '../etc/passwd')).toThrow()
    expect(() => pathInside('/data/files', '')).toThrow()
    expect(partFilePath('/data/files', '../../x')).toBe('/data/files/.uploads/.._.._x.part')
  })
})
