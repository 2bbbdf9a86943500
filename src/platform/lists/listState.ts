import { computed, ref, watch, type ComputedRef, type Ref, type WatchSource } from 'vue'
import type { ListSort } from '@/platform/composables/useUrlState'

/** Paging, sort and search of a list, wherever they are kept (the URL, or the component for an embedded list). */
export interface ListState {
  page: Ref<number>
  pageSize: Ref<number>
  sort: Ref<ListSort | null>
  /** The committed search; what queries use. */
  search: ComputedRef<string>
  /** What the search box shows. */
  searchInput: Ref<string>
  pageSizes: readonly number[]
}

export interface LocalListStateOptions {
  pageSize: number
  pageSizes?: readonly number[]
  defaultSort?: ListSort | null
  /** The list's own filters: a change starts over at the first page (other filters mean other rows). */
  filters?: WatchSource<unknown>
}

/**
 * List state kept in the component: for lists inside a dialog or a tab, whose paging is no part of
 * the screen's address. A new page size or sort starts over at the first page, as in the URL.
 */
export function useLocalListState(options: LocalListStateOptions): ListState {
  const currentPage = ref(1)
  const currentSize = ref(options.pageSize)
  const currentSort = ref<ListSort | null>(options.defaultSort ?? null)
  const searchInput = ref('')
  const pageSize = computed<number>({
    get: () => currentSize.value,
    set: (value) => {
      if (value === currentSize.value) return
      currentSize.value = value
      currentPage.value = 1
    },
  })
  const sort = computed<ListSort | null>({
    get: () => currentSort.value,
    set: (value) => {
      currentSort.value = value
      currentPage.value = 1
    },
  })
  if (options.filters) watch(options.filters, () => (currentPage.value = 1))
  return {
    page: currentPage,
    pageSize,
    sort,
    search: computed(() => searchInput.value.trim()),
    searchInput,
    pageSizes: options.pageSizes ?? [options.pageSize],
  }
}
