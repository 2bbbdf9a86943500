import { useSourceProject } from '@/platform/source-project/context'
import { computed, ref, shallowRef, watch } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import type { UiProjectRevision } from '../../api/uiProject.types'
import {
  addFile,
  changedPaths,
  createWorkingCopy,
  deletedPaths,
  deleteFile,
  editFile,
  hasChanges,
  renameFile,
  sizeOf,
  textOf,
  withBaseContent,
  type WorkingCopy,
} from '../workingCopy'
import { readOpenTabs, rememberOpenTabs } from '../openTabs'
import { fetchRevisionFile } from './queries'

/**
 * The editor's files: the working copy (staged edits), the open tabs and the active one, the texts
 * read on demand (each base file once, through the query cache) and the errors a save reported per file.
 */
export function useWorkingCopy() {
  const client = useQueryClient()
  const project = useSourceProject()
  const copy = shallowRef<WorkingCopy>(createWorkingCopy(null))
  const openPaths = ref<string[]>([])
  const activePath = ref<string | null>(null)
  const loading = ref<ReadonlySet<string>>(new Set())
  const loadErrors = shallowRef<Record<string, unknown>>({})
  const fileErrors = shallowRef<Record<string, string[]>>({})

  function setLoading(path: string, on: boolean): void {
    const next = new Set(loading.value)
    if (on) next.add(path)
    else next.delete(path)
    loading.value = next
  }

  function without<T>(record: Record<string, T>, path: string): Record<string, T> {
    if (!(path in record)) return record
    const { [path]: _removed, ...rest } = record
    return rest
  }

  /** The text of a file now, read from its revision when needed; null when it cannot be read. */
  async function ensureText(path: string): Promise<string | null> {
    const current = copy.value
    const known = textOf(current, path)
    if (known !== null) return known
    const origin = current.entries.get(path)?.origin
    const revisionId = current.baseRevisionId
    if (!origin || !revisionId) return null
    setLoading(path, true)
    loadErrors.value = without(loadErrors.value, path)
    try {
      const file = await fetchRevisionFile(project, client, revisionId, origin)
      // Only a text of the revision the copy still stands on counts.
      if (copy.value.baseRevisionId === revisionId) copy.value = withBaseContent(copy.value, origin, file.Content)
      return textOf(copy.value, path)
    } catch (error) {
      loadErrors.value = { ...loadErrors.value, [path]: error }
      return null
    } finally {
      setLoading(path, false)
    }
  }

  // The tabs of the last visit open again with the first files (openTabs.ts).
  let restored = false
  watch([openPaths, activePath], ([paths, active]) => restored && rememberOpenTabs({ openPaths: paths, activePath: active }))

  function keepOpenTabs(): void {
    if (!restored && copy.value.entries.size > 0) {
      restored = true
      const remembered = readOpenTabs()
      if (openPaths.value.length === 0) {
        openPaths.value = remembered.openPaths
        activePath.value = remembered.activePath
      }
    }
    openPaths.value = openPaths.value.filter((path) => copy.value.entries.has(path))
    if (!activePath.value || !copy.value.entries.has(activePath.value)) activePath.value = openPaths.value[0] ?? null
    for (const path of openPaths.value) void ensureText(path)
  }

  /** Starts over on a revision (or a copy made from one); tabs of files still there stay open. */
  function reset(revision: UiProjectRevision | null): void {
    replace(createWorkingCopy(revision))
  }

  function replace(next: WorkingCopy): void {
    copy.value = next
    fileErrors.value = {}
    loadErrors.value = {}
    keepOpenTabs()
  }

  function open(path: string): void {
    if (!copy.value.entries.has(path)) return
    if (!openPaths.value.includes(path)) openPaths.value = [...openPaths.value, path]
    activePath.value = path
    void ensureText(path)
  }

  function close(path: string): void {
    const index = openPaths.value.indexOf(path)
    if (index < 0) return
    openPaths.value = openPaths.value.filter((open) => open !== path)
    if (activePath.value === path) activePath.value = openPaths.value[Math.min(index, openPaths.value.length - 1)] ?? null
  }

  function edit(path: string, text: string): void {
    if (!copy.value.entries.has(path)) return
    copy.value = editFile(copy.value, path, text)
    fileErrors.value = without(fileErrors.value, path)
  }

  function add(path: string, text = ''): void {
    copy.value = addFile(copy.value, path, text)
    open(path)
  }

  /** Moves a file (its text is read first: a rename sends it); false when the text could not be read. */
  async function rename(from: string, to: string): Promise<boolean> {
    if ((await ensureText(from)) === null) return false
    copy.value = renameFile(copy.value, from, to)
    openPaths.value = openPaths.value.map((path) => (path === from ? to : path))
    if (activePath.value === from) activePath.value = to
    const errors = fileErrors.value[from]
    fileErrors.value = errors ? { ...without(fileErrors.value, from), [to]: errors } : fileErrors.value
    return true
  }

  function remove(path: string): void {
    copy.value = deleteFile(copy.value, path)
    fileErrors.value = without(fileErrors.value, path)
    close(path)
  }

  function setFileErrors(errors: Record<string, string[]>): void {
    fileErrors.value = errors
  }

  const changes = computed(() => changedPaths(copy.value))
  const deleted = computed(() => deletedPaths(copy.value))
  const dirty = computed(() => hasChanges(copy.value))
  const paths = computed(() => [...copy.value.entries.keys()])
  const treeFiles = computed(() => paths.value.map((path) => ({ path, sizeBytes: sizeOf(copy.value, path) })))

  return {
    copy,
    openPaths,
    activePath,
    loading,
    loadErrors,
    fileErrors,
    changes,
    deleted,
    dirty,
    paths,
    treeFiles,
    textOf: (path: string) => textOf(copy.value, path),
    ensureText,
    reset,
    replace,
    open,
    close,
    edit,
    add,
    rename,
    remove,
    setFileErrors,
  }
}

export type WorkingCopyState = ReturnType<typeof useWorkingCopy>
