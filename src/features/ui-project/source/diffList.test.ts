import { describe, expect, it } from 'vitest'
import { UiProjectFileChange } from '@/api'
import { diffRows, diffTotals, selectedRow, sidesOf } from './diffList'

const entry = (Path: string, Change: UiProjectFileChange, AddedLines: number, RemovedLines: number) => ({
  Path, Change, AddedLines, RemovedLines, OldContentHash: null, NewContentHash: null, Patch: null,
})
const diff = {
  FromRevisionId: 'rev-1', ToRevisionId: 'rev-2', AddedCount: 1, ModifiedCount: 1, RemovedCount: 1,
  Files: [entry('src/old.ts', UiProjectFileChange.Removed, 0, 4), entry('src/App.vue', UiProjectFileChange.Modified, 3, 1), entry('src/new.ts', UiProjectFileChange.Added, 7, 0)],
}

describe('the changed files of a comparison', () => {
  it('are listed by path with their change and +/- lines', () => {
    expect(diffRows(diff)).toEqual([
      { path: 'src/App.vue', change: 'modified', added: 3, removed: 1 },
      { path: 'src/new.ts', change: 'added', added: 7, removed: 0 },
      { path: 'src/old.ts', change: 'removed', added: 0, removed: 4 },
    ])
    expect(diffTotals(diffRows(diff))).toEqual({ added: 10, removed: 5 })
  })

  it('show the file asked for, else the first', () => {
    const rows = diffRows(diff)
    expect(selectedRow(rows, 'src/new.ts')?.path).toBe('src/new.ts')
    expect(selectedRow(rows, 'src/unknown.ts')?.path).toBe('src/App.vue')
    expect(selectedRow([], null)).toBeNull()
  })

  it('diff an added file against nothing and a removed one against nothing', () => {
    const [modified, added, removed] = diffRows(diff)
    expect(sidesOf(modified!)).toEqual({ original: true, modified: true })
    expect(sidesOf(added!)).toEqual({ original: false, modified: true })
    expect(sidesOf(removed!)).toEqual({ original: true, modified: false })
  })
})
