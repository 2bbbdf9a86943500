import { describe, expect, it } from 'vitest'
import {
  addFile,
  afterSave,
  changeList,
  createWorkingCopy,
  deleteFile,
  editFile,
  hasChanges,
  limitProblems,
  rebase,
  renameFile,
  stagedChanges,
  textOf,
  withBaseContent,
  type WorkingCopy,
} from './workingCopy'

const file = (Path: string, SizeBytes = 10) => ({ Path, SizeBytes, ContentHash: `hash-${Path}` })
const revision = (Id: string, Number: number, paths: string[]) => ({ Id, Number, Files: paths.map((path) => file(path)) })
const base = revision('rev-1', 1, ['src/App.vue', 'src/main.ts', 'src/old.ts', 'README.md'])

/** The base with its texts read, as the editor has them after opening the files. */
function loaded(copy: WorkingCopy = createWorkingCopy(base)): WorkingCopy {
  return [...copy.base.keys()].reduce((next, path) => withBaseContent(next, path, `text of ${path}`), copy)
}

describe('staged changes', () => {
  it('start empty and stay empty when text is typed back to what it was', () => {
    let copy = loaded()
    expect(hasChanges(copy)).toBe(false)
    copy = editFile(copy, 'src/App.vue', 'new')
    expect(hasChanges(copy)).toBe(true)
    copy = editFile(copy, 'src/App.vue', 'text of src/App.vue')
    expect(hasChanges(copy)).toBe(false)
    expect(stagedChanges(copy)).toEqual([])
  })

  it('become one save request: edited, added, renamed (with its text and old path) and deleted files', () => {
    let copy = loaded()
    copy = editFile(copy, 'src/App.vue', '<template>new</template>')
    copy = addFile(copy, 'src/pages/Orders.vue', 'orders')
    copy = renameFile(copy, 'src/old.ts', 'src/util/format.ts')
    copy = deleteFile(copy, 'README.md')
    expect(stagedChanges(copy)).toEqual([
      { Path: 'README.md', Content: null, PreviousPath: null },
      { Path: 'src/App.vue', Content: '<template>new</template>', PreviousPath: null },
      { Path: 'src/pages/Orders.vue', Content: 'orders', PreviousPath: null },
      { Path: 'src/util/format.ts', Content: 'text of src/old.ts', PreviousPath: 'src/old.ts' },
    ])
    expect(changeList(copy).map((item) => `${item.state} ${item.path}${item.from ? ` ← ${item.from}` : ''}`)).toEqual([
      'deleted README.md',
      'modified src/App.vue',
      'added src/pages/Orders.vue',
      'renamed src/util/format.ts ← src/old.ts',
    ])
  })

  it('sends a renamed and edited file once, with the new text', () => {
    let copy = loaded()
    copy = renameFile(copy, 'src/main.ts', 'src/entry.ts')
    copy = editFile(copy, 'src/entry.ts', 'changed')
    expect(stagedChanges(copy)).toEqual([{ Path: 'src/entry.ts', Content: 'changed', PreviousPath: 'src/main.ts' }])
  })

  it('forgets a file added and deleted again, and a rename back to where it was', () => {
    let copy = loaded()
    copy = deleteFile(addFile(copy, 'tmp.ts', 'x'), 'tmp.ts')
    copy = renameFile(renameFile(copy, 'src/main.ts', 'src/entry.ts'), 'src/entry.ts', 'src/main.ts')
    expect(stagedChanges(copy)).toEqual([])
  })

  it('renames an added file as an addition at its new path', () => {
    const copy = renameFile(addFile(loaded(), 'a.ts', 'a'), 'a.ts', 'b.ts')
    expect(stagedChanges(copy)).toEqual([{ Path: 'b.ts', Content: 'a', PreviousPath: null }])
  })

  it('turns a new file at a deleted file’s path into a change of that file', () => {
    const copy = addFile(deleteFile(loaded(), 'README.md'), 'README.md', 'fresh')
    expect(stagedChanges(copy)).toEqual([{ Path: 'README.md', Content: 'fresh', PreviousPath: null }])
  })

  it('turns a rename onto a deleted file’s path into that file’s new text and a delete of the old path', () => {
    const copy = renameFile(deleteFile(loaded(), 'README.md'), 'src/old.ts', 'README.md')
    expect(stagedChanges(copy)).toEqual([
      { Path: 'README.md', Content: 'text of src/old.ts', PreviousPath: null },
      { Path: 'src/old.ts', Content: null, PreviousPath: null },
    ])
  })

  it('needs a file’s text before it can be renamed', () => {
    expect(() => renameFile(createWorkingCopy(base), 'src/main.ts', 'src/entry.ts')).toThrow(/not loaded/)
    expect(textOf(createWorkingCopy(base), 'src/main.ts')).toBeNull()
  })
})

describe('after a conflict, keeping mine', () => {
  it('replays my changes onto their newer working revision', () => {
    let mine = loaded()
    mine = editFile(mine, 'src/App.vue', 'my app')
    mine = addFile(mine, 'src/pages/Orders.vue', 'orders')
    mine = renameFile(mine, 'src/old.ts', 'src/util/format.ts')
    mine = deleteFile(mine, 'README.md')
    // They changed main.ts, deleted old.ts and added docs.md.
    const theirs = revision('rev-2', 2, ['src/App.vue', 'src/main.ts', 'README.md', 'docs.md'])
    const replayed = rebase(mine, theirs)
    expect(replayed.baseRevisionId).toBe('rev-2')
    expect(stagedChanges(replayed)).toEqual([
      { Path: 'README.md', Content: null, PreviousPath: null },
      { Path: 'src/App.vue', Content: 'my app', PreviousPath: null },
      { Path: 'src/pages/Orders.vue', Content: 'orders', PreviousPath: null },
      // old.ts is gone there: my renamed file arrives as a new one.
      { Path: 'src/util/format.ts', Content: 'text of src/old.ts', PreviousPath: null },
    ])
    expect([...replayed.entries.keys()].sort()).toEqual(['docs.md', 'src/App.vue', 'src/main.ts', 'src/pages/Orders.vue', 'src/util/format.ts'])
  })

  it('keeps a rename when their revision still has the file', () => {
    const mine = renameFile(loaded(), 'src/old.ts', 'src/util/format.ts')
    const replayed = rebase(mine, revision('rev-2', 2, ['src/App.vue', 'src/old.ts']))
    expect(stagedChanges(replayed)).toEqual([{ Path: 'src/util/format.ts', Content: 'text of src/old.ts', PreviousPath: 'src/old.ts' }])
  })
})

describe('after a save', () => {
  it('stands on the new revision with the texts just sent, and keeps an edit made meanwhile', () => {
    const sent = editFile(loaded(), 'src/App.vue', 'saved text')
    const meanwhile = editFile(sent, 'src/main.ts', 'typed during the save')
    const next = afterSave(sent, meanwhile, revision('rev-2', 2, ['src/App.vue', 'src/main.ts', 'src/old.ts', 'README.md']))
    expect(next.baseRevisionId).toBe('rev-2')
    expect(textOf(next, 'src/App.vue')).toBe('saved text')
    expect(stagedChanges(next)).toEqual([{ Path: 'src/main.ts', Content: 'typed during the save', PreviousPath: null }])
  })
})

describe('limits', () => {
  it('names a file over MaxFileBytes and a tree over MaxFiles or MaxTotalBytes', () => {
    const copy = addFile(loaded(), 'big.txt', 'x'.repeat(30))
    expect(limitProblems(copy, { MaxFiles: 4, MaxFileBytes: 20, MaxTotalBytes: 50 })).toEqual([
      { problem: 'fileTooLarge', path: 'big.txt', limit: 20 },
      { problem: 'tooManyFiles', path: null, limit: 4 },
      { problem: 'totalTooLarge', path: null, limit: 50 },
    ])
  })
})
