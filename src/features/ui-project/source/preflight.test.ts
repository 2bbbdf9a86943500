import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api'
import { refusalsOf, summarizePreflight } from './preflight'

const preflight = {
  BaseRevisionId: 'rev-3',
  PackageHash: 'abc',
  SizeBytes: 2048,
  FileCount: 5,
  Added: ['src/pages/b.vue', 'src/pages/a.vue'],
  Changed: ['src/App.vue'],
  Removed: [],
  UnchangedCount: 2,
  Ignored: ['__MACOSX/._App.vue', '.DS_Store'],
}

describe('the ZIP pre-flight', () => {
  it('groups what would change with counts, sorted, leaving out empty groups', () => {
    expect(summarizePreflight(preflight)).toEqual({
      groups: [
        { key: 'added', paths: ['src/pages/a.vue', 'src/pages/b.vue'], count: 2 },
        { key: 'changed', paths: ['src/App.vue'], count: 1 },
        { key: 'ignored', paths: ['.DS_Store', '__MACOSX/._App.vue'], count: 2 },
      ],
      unchangedCount: 2,
      fileCount: 5,
      sizeBytes: 2048,
      nothingChanges: false,
    })
    expect(summarizePreflight({ ...preflight, Added: [], Changed: [] }).nothingChanges).toBe(true)
  })

  it('lists the refusals of a 400 with the entry each names', () => {
    const error = new ApiError({
      kind: 'envelope',
      status: 400,
      issues: [
        { Code: 'uiProject.zip.traversal', Message: '"../evil.ts" leaves the project.', Target: '../evil.ts', Metadata: {} },
        { Code: 'uiProject.zip.tooManyFiles', Message: 'The archive holds 900 files.', Metadata: {} },
      ],
    })
    expect(refusalsOf(error)).toEqual([
      { message: '"../evil.ts" leaves the project.', entry: '../evil.ts' },
      { message: 'The archive holds 900 files.', entry: null },
    ])
    expect(refusalsOf(new ApiError({ kind: 'network', status: 0 }))).toBeNull()
  })
})
