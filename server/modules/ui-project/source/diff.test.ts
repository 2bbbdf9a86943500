import { describe, expect, it } from 'vitest'
import { diffTrees, preflightTrees, TreeChange } from './diff'
import { contentHash } from './hashing'

const from = new Map([
  ['a.txt', 'one\ntwo\nthree\n'],
  ['gone.txt', 'bye\n'],
  ['same.txt', 'same\n'],
  ['tail.txt', 'x\ny'],
])
const to = new Map([
  ['a.txt', 'one\nTWO\nthree\nfour\n'],
  ['new.txt', 'hello\nworld'],
  ['same.txt', 'same\n'],
  ['tail.txt', 'x\nz'],
])

describe('diffing trees', () => {
  it('lists added, modified and removed files by path with hashes and line counts', () => {
    expect(diffTrees(from, to)).toEqual([
      { Path: 'a.txt', Change: TreeChange.Modified, OldContentHash: contentHash('one\ntwo\nthree\n'), NewContentHash: contentHash('one\nTWO\nthree\nfour\n'), AddedLines: 2, RemovedLines: 1, Patch: null },
      { Path: 'gone.txt', Change: TreeChange.Removed, OldContentHash: contentHash('bye\n'), NewContentHash: null, AddedLines: 0, RemovedLines: 1, Patch: null },
      { Path: 'new.txt', Change: TreeChange.Added, OldContentHash: null, NewContentHash: contentHash('hello\nworld'), AddedLines: 2, RemovedLines: 0, Patch: null },
      { Path: 'tail.txt', Change: TreeChange.Modified, OldContentHash: contentHash('x\ny'), NewContentHash: contentHash('x\nz'), AddedLines: 1, RemovedLines: 1, Patch: null },
    ])
    expect(TreeChange).toEqual({ Added: 0, Modified: 1, Removed: 2 })
  })

  it('writes unified patches with three lines of context', () => {
    const entries = diffTrees(from, to, { includePatch: true })
    const patch = (path: string) => entries.find((entry) => entry.Path === path)?.Patch
    expect(patch('a.txt')).toBe(['--- a/a.txt', '+++ b/a.txt', '@@ -1,3 +1,4 @@', ' one', '-two', '+TWO', ' three', '+four', ''].join('\n'))
    expect(patch('tail.txt')).toBe(
      ['--- a/tail.txt', '+++ b/tail.txt', '@@ -1,2 +1,2 @@', ' x', '-y', '\\ No newline at end of file', '+z', '\\ No newline at end of file', ''].join('\n'),
    )
    expect(patch('new.txt')).toBe(['--- /dev/null', '+++ b/new.txt', '@@ -0,0 +1,2 @@', '+hello', '+world', '\\ No newline at end of file', ''].join('\n'))
    expect(patch('gone.txt')).toBe(['--- a/gone.txt', '+++ /dev/null', '@@ -1,1 +0,0 @@', '-bye', ''].join('\n'))
  })

  it('counts a change of the final newline alone, and empty files as no lines', () => {
    const [newline] = diffTrees(new Map([['f', 'a']]), new Map([['f', 'a\n']]))
    expect(newline).toMatchObject({ AddedLines: 1, RemovedLines: 1 })
    const [emptyAdded] = diffTrees(new Map(), new Map([['empty', '']]), { includePatch: true })
    expect(emptyAdded).toMatchObject({ Change: TreeChange.Added, AddedLines: 0, RemovedLines: 0, NewContentHash: contentHash('') })
    expect(emptyAdded?.Patch).toBe('--- /dev/null\n+++ b/empty\n')
    const [emptied] = diffTrees(new Map([['f', 'a\nb\n']]), new Map([['f', '']]))
    expect(emptied).toMatchObject({ Change: TreeChange.Modified, AddedLines: 0, RemovedLines: 2 })
    expect(diffTrees(from, from)).toEqual([])
  })

  it('treats a file with too many edits to compute cheaply as rewritten', () => {
    const lines = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix} ${index}`).join('\n')
    const [rewritten] = diffTrees(new Map([['big', `${lines('old', 1500)}\n`]]), new Map([['big', lines('new', 1200)]]), { includePatch: true })
    expect(rewritten).toMatchObject({ AddedLines: 1200, RemovedLines: 1500 })
    const patch = rewritten?.Patch?.split('\n') ?? []
    expect(patch.slice(0, 4)).toEqual(['--- a/big', '+++ b/big', '@@ -1,1500 +1,1200 @@', '-old 0'])
    expect(patch.slice(-3)).toEqual(['+new 1199', '\\ No newline at end of file', ''])
  })
})

describe('preflight of an incoming tree', () => {
  it('names what would be added, changed and removed and counts the rest', () => {
    expect(preflightTrees(from, to)).toEqual({ Added: ['new.txt'], Changed: ['a.txt', 'tail.txt'], Removed: ['gone.txt'], UnchangedCount: 1 })
    expect(preflightTrees(new Map(), new Map())).toEqual({ Added: [], Changed: [], Removed: [], UnchangedCount: 0 })
  })
})
