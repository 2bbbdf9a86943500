import { computed, type WritableComputedRef } from 'vue'
import { useUrlParam, useUrlQuery } from '@/platform/composables/useUrlQuery'
import type { ArchiveFilter } from './records.types'

const PARAM = 'state'
const VALUES: Record<string, ArchiveFilter> = { archived: 'Archived', all: 'All' }

/** The Active / Archived / All filter in the query string (`?state=archived`), beside useUrlState's. */
export function useArchiveFilter(): WritableComputedRef<ArchiveFilter> {
  return useUrlParam<ArchiveFilter>(PARAM, {
    fallback: 'Active',
    parse: (raw) => VALUES[raw] ?? null,
    format: (value) => value.toLowerCase(),
    resets: ['page'],
  })
}

/** The record the editor shows (`?record=<id>` or `?record=new`, its tab in `recordTab`), so the editor has a deep link. */
export function useEditorParam() {
  const url = useUrlQuery()
  const value = computed(() => url.param('record'))
  function open(recordId: string | 'new'): void {
    url.update({ record: recordId })
  }
  /** The record's deep link: this screen with the record open (for `AppRowLink`). */
  function link(recordId: string): string {
    return url.pathWith({ record: recordId })
  }
  function close(): void {
    url.update({ record: null, recordTab: null }, { replace: true })
  }
  return { value, open, link, close }
}
