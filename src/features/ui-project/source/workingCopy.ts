import type { UiProjectFileEdit, UiProjectRevision } from '../api/uiProject.types'
import { byteLength } from './projectPaths'

/**
 * The files as the user is shaping them, staged on top of the revision the edits started from
 * (Directus' flow designer: edit locally, save in one batch). Every operation returns a new copy;
 * `stagedChanges` is what UiProject_SaveRevision gets, and `rebase` replays them onto a newer
 * working revision when someone else saved first.
 */

export interface BaseFile {
  path: string
  sizeBytes: number
  contentHash: string
}

export interface WorkingEntry {
  /** Where the file is now. */
  path: string
  /** The base file it came from (renamed when different); null for a new file. */
  origin: string | null
  /** The text typed; null while the base text is unchanged (and perhaps not loaded). */
  content: string | null
}

export interface WorkingCopy {
  baseRevisionId: string | null
  baseRevisionNumber: number | null
  base: ReadonlyMap<string, BaseFile>
  /** Base texts read so far, by base path. */
  baseContent: ReadonlyMap<string, string>
  /** The files now, by path. */
  entries: ReadonlyMap<string, WorkingEntry>
}

export type FileState = 'added' | 'modified' | 'renamed' | 'unchanged'

export function createWorkingCopy(revision: Pick<UiProjectRevision, 'Id' | 'Number' | 'Files'> | null): WorkingCopy {
  const files = revision?.Files ?? []
  return {
    baseRevisionId: revision?.Id ?? null,
    baseRevisionNumber: revision?.Number ?? null,
    base: new Map(files.map((file) => [file.Path, { path: file.Path, sizeBytes: file.SizeBytes, contentHash: file.ContentHash }])),
    baseContent: new Map(),
    entries: new Map(files.map((file) => [file.Path, { path: file.Path, origin: file.Path, content: null }])),
  }
}

function withEntries(copy: WorkingCopy, change: (entries: Map<string, WorkingEntry>) => void): WorkingCopy {
  const entries = new Map(copy.entries)
  change(entries)
  return { ...copy, entries }
}

/** The text of a file now; null when it is a base file whose text has not been read. */
export function textOf(copy: WorkingCopy, path: string): string | null {
  const entry = copy.entries.get(path)
  if (!entry) return null
  if (entry.content !== null) return entry.content
  return entry.origin === null ? '' : (copy.baseContent.get(entry.origin) ?? null)
}

export function withBaseContent(copy: WorkingCopy, basePath: string, text: string): WorkingCopy {
  if (copy.baseContent.get(basePath) === text) return copy
  const baseContent = new Map(copy.baseContent)
  baseContent.set(basePath, text)
  return { ...copy, baseContent }
}

export function editFile(copy: WorkingCopy, path: string, text: string): WorkingCopy {
  const entry = copy.entries.get(path)
  if (!entry) throw new Error(`No file ${path}`)
  // Typing back the base text unstages the edit.
  const content = entry.origin !== null && copy.baseContent.get(entry.origin) === text ? null : text
  if (entry.content === content) return copy
  return withEntries(copy, (entries) => entries.set(path, { ...entry, content }))
}

export function addFile(copy: WorkingCopy, path: string, text = ''): WorkingCopy {
  if (copy.entries.has(path)) throw new Error(`${path} exists`)
  // A base file deleted before: the new one takes its place (a change of that file, not delete and add).
  const claimed = [...copy.entries.values()].some((entry) => entry.origin === path)
  const origin = copy.base.has(path) && !claimed ? path : null
  return withEntries(copy, (entries) => entries.set(path, { path, origin, content: text }))
}

/** Moves a file; a base file needs its text read first (a rename sends the text). */
export function renameFile(copy: WorkingCopy, from: string, to: string): WorkingCopy {
  const entry = copy.entries.get(from)
  if (!entry) throw new Error(`No file ${from}`)
  if (from === to) return copy
  if (copy.entries.has(to)) throw new Error(`${to} exists`)
  const text = textOf(copy, from)
  if (text === null) throw new Error(`The text of ${from} is not loaded`)
  const backHome = entry.origin === to
  const content = backHome && copy.baseContent.get(to) === text ? null : entry.origin === null || entry.content !== null ? text : null
  return withEntries(copy, (entries) => {
    entries.delete(from)
    entries.set(to, { path: to, origin: entry.origin, content })
  })
}

export function deleteFile(copy: WorkingCopy, path: string): WorkingCopy {
  if (!copy.entries.has(path)) return copy
  return withEntries(copy, (entries) => entries.delete(path))
}

export function fileState(copy: WorkingCopy, path: string): FileState {
  const entry = copy.entries.get(path)
  if (!entry || entry.origin === null) return 'added'
  if (entry.origin !== path) return copy.base.has(path) ? 'modified' : 'renamed'
  return entry.content === null ? 'unchanged' : 'modified'
}

/** Base files no longer in the tree. */
export function deletedPaths(copy: WorkingCopy): string[] {
  return [...copy.base.keys()].filter((path) => !copy.entries.has(path) && !isRenameSource(copy, path))
}

function isRenameSource(copy: WorkingCopy, basePath: string): boolean {
  // A base file moved to a path where no base file was: sent as a rename (PreviousPath).
  return [...copy.entries.values()].some((entry) => entry.origin === basePath && entry.path !== basePath && !copy.base.has(entry.path))
}

const byPath = (left: UiProjectFileEdit, right: UiProjectFileEdit) => (left.Path < right.Path ? -1 : left.Path > right.Path ? 1 : 0)

/**
 * The changes of one UiProject_SaveRevision: deleted files (Content null), renamed ones (PreviousPath,
 * with their text), changed and new ones. A file moved onto the path of a deleted base file is that
 * file's new text, and its old path is deleted.
 */
export function stagedChanges(copy: WorkingCopy): UiProjectFileEdit[] {
  const changes: UiProjectFileEdit[] = deletedPaths(copy).map((path) => ({ Path: path, Content: null, PreviousPath: null }))
  for (const entry of copy.entries.values()) {
    const state = fileState(copy, entry.path)
    if (state === 'unchanged') continue
    const text = textOf(copy, entry.path)
    if (text === null) throw new Error(`The text of ${entry.path} is not loaded`)
    const renamed = state === 'renamed' && entry.origin !== null
    changes.push({ Path: entry.path, Content: text, PreviousPath: renamed ? entry.origin : null })
  }
  return changes.sort(byPath)
}

export function hasChanges(copy: WorkingCopy): boolean {
  return deletedPaths(copy).length > 0 || [...copy.entries.keys()].some((path) => fileState(copy, path) !== 'unchanged')
}

/** Paths that differ from the base (for the unsaved-changes markers). */
export function changedPaths(copy: WorkingCopy): Map<string, FileState> {
  return new Map([...copy.entries.keys()].map((path) => [path, fileState(copy, path)] as const).filter(([, state]) => state !== 'unchanged'))
}

/**
 * Your staged changes replayed onto another working revision ("keep mine" after a conflict): your
 * text wins for the files you changed; deleting or renaming a file that is gone there is dropped.
 */
export function rebase(copy: WorkingCopy, onto: Pick<UiProjectRevision, 'Id' | 'Number' | 'Files'>): WorkingCopy {
  let next = createWorkingCopy(onto)
  for (const change of stagedChanges(copy)) {
    if (change.Content === null) {
      next = deleteFile(next, change.Path)
      continue
    }
    const from = change.PreviousPath
    if (from && next.entries.has(from) && !next.entries.has(change.Path)) {
      next = withEntries(next, (entries) => {
        entries.delete(from)
        entries.set(change.Path, { path: change.Path, origin: from, content: change.Content })
      })
    } else if (next.entries.has(change.Path)) {
      next = editFile(next, change.Path, change.Content)
    } else {
      next = addFile(next, change.Path, change.Content)
    }
  }
  return next
}

/**
 * The copy after a save: the new revision as base, with the texts just sent as its known texts
 * (no second read), and any edit made while the save was under way still staged.
 */
export function afterSave(sent: WorkingCopy, current: WorkingCopy, saved: Pick<UiProjectRevision, 'Id' | 'Number' | 'Files'>): WorkingCopy {
  let next = createWorkingCopy(saved)
  for (const path of sent.entries.keys()) {
    const text = textOf(sent, path)
    if (text !== null && next.base.has(path)) next = withBaseContent(next, path, text)
  }
  for (const path of current.entries.keys()) {
    const text = textOf(current, path)
    if (text !== null && next.entries.has(path) && text !== textOf(sent, path)) next = editFile(next, path, text)
  }
  return next
}

export interface LimitProblem {
  problem: 'fileTooLarge' | 'tooManyFiles' | 'totalTooLarge'
  path: string | null
  limit: number
}

/** What the server would refuse for size: a file over MaxFileBytes, more than MaxFiles, more than MaxTotalBytes. */
export function limitProblems(copy: WorkingCopy, limits: { MaxFiles: number; MaxFileBytes: number; MaxTotalBytes: number }): LimitProblem[] {
  const problems: LimitProblem[] = []
  let total = 0
  for (const entry of copy.entries.values()) {
    const text = entry.content
    const size = text !== null ? byteLength(text) : (copy.base.get(entry.origin ?? '')?.sizeBytes ?? 0)
    total += size
    if (size > limits.MaxFileBytes) problems.push({ problem: 'fileTooLarge', path: entry.path, limit: limits.MaxFileBytes })
  }
  if (copy.entries.size > limits.MaxFiles) problems.push({ problem: 'tooManyFiles', path: null, limit: limits.MaxFiles })
  if (total > limits.MaxTotalBytes) problems.push({ problem: 'totalTooLarge', path: null, limit: limits.MaxTotalBytes })
  return problems
}

/** The size of a file now (its typed text, else the base size). */
export function sizeOf(copy: WorkingCopy, path: string): number {
  const entry = copy.entries.get(path)
  if (!entry) return 0
  if (entry.content !== null) return byteLength(entry.content)
  return copy.base.get(entry.origin ?? '')?.sizeBytes ?? 0
}

export interface ChangeItem {
  path: string
  state: Exclude<FileState, 'unchanged'> | 'deleted'
  /** A renamed file's old path. */
  from: string | null
}

/** The staged changes as the save dialog lists them, by path. */
export function changeList(copy: WorkingCopy): ChangeItem[] {
  const items: ChangeItem[] = deletedPaths(copy).map((path) => ({ path, state: 'deleted', from: null }))
  for (const [path, state] of changedPaths(copy)) {
    if (state === 'unchanged') continue
    items.push({ path, state, from: state === 'renamed' ? (copy.entries.get(path)?.origin ?? null) : null })
  }
  return items.sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0))
}
