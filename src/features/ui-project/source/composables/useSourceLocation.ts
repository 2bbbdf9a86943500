import { computed, ref, watch } from 'vue'
import type { CodePosition } from '@/platform/components/expression-editor/codeRuntime'
import { useUrlQuery } from '@/platform/composables/useUrlQuery'
import { parseSourceLocation } from '../sourceLocation'
import { firstFileToOpen } from './useSourceWrites'
import type { WorkingCopyState } from './useWorkingCopy'

/**
 * The address and the editor kept in step: `?path=&line=&column=` opens the file and reveals the
 * position (again on every new link, e.g. from a build's diagnostics), and the active tab is written
 * back as `?path=` so the page can be linked and reloaded. A path the working revision does not
 * have is reported, not opened.
 */
export function useSourceLocation(working: WorkingCopyState) {
  const url = useUrlQuery()
  const location = computed(() => parseSourceLocation(url.query.value))
  const reveals = ref<Record<string, CodePosition>>({})
  const missingPath = ref<string | null>(null)

  /** Follows the address; call once the working copy has its files. */
  function apply(): void {
    const { path, line, column } = location.value
    const files = working.paths.value
    if (files.length === 0) return
    if (!path) {
      const first = working.activePath.value ?? firstFileToOpen(files)
      if (first) working.open(first)
      return
    }
    if (!working.copy.value.entries.has(path)) {
      missingPath.value = path
      return
    }
    missingPath.value = null
    working.open(path)
    if (line !== null) reveals.value = { ...reveals.value, [path]: { line, column } }
  }

  watch(location, (next, previous) => {
    if (next.path === previous.path && next.line === previous.line && next.column === previous.column) return
    apply()
  })

  watch(working.activePath, (path) => {
    if (!path || path === location.value.path) return
    url.update({ path, line: null, column: null }, { replace: true })
  })

  return { location, reveals, missingPath, apply }
}
