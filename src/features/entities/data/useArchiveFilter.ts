import { computed, type WritableComputedRef } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import type { ArchiveFilter } from './records.types'

const PARAM = 'state'
const VALUES: Record<string, ArchiveFilter> = { archived: 'Archived', all: 'All' }

/** The Active / Archived / All filter in the query string (`?state=archived`), beside useUrlState's. */
export function useArchiveFilter(): WritableComputedRef<ArchiveFilter> {
  const route = useRoute()
  const router = useRouter()
  return computed<ArchiveFilter>({
    get: () => {
      const raw = route.query[PARAM]
      return (typeof raw === 'string' && VALUES[raw]) || 'Active'
    },
    set: (value) => {
      const query = { ...route.query }
      delete query.page
      if (value === 'Active') delete query[PARAM]
      else query[PARAM] = value.toLowerCase()
      void router.push({ query })
    },
  })
}

/** The record the editor shows (`?record=<id>` or `?record=new`, its tab in `recordTab`), so the editor has a deep link. */
export function useEditorParam() {
  const route = useRoute()
  const router = useRouter()
  const value = computed(() => (typeof route.query.record === 'string' ? route.query.record : null))
  function open(recordId: string | 'new'): void {
    void router.push({ query: { ...route.query, record: recordId } })
  }
  function close(): void {
    const query = { ...route.query }
    delete query.record
    delete query.recordTab
    void router.replace({ query })
  }
  return { value, open, close }
}
