import { computed, onBeforeUnmount, ref, watch, type ComputedRef } from 'vue'
import type { LocationQuery } from 'vue-router'
import type { ListState } from '@/platform/lists/listState'
import { firstValue as single, useUrlQuery, type UrlQueryChanges } from './useUrlQuery'

export type SortOrder = 'asc' | 'desc'

export interface ListSort {
  key: string
  order: SortOrder
}

export interface UrlStateOptions {
  /** Sort keys the list accepts; anything else in the URL falls back to `defaultSort`. */
  sortKeys: readonly string[]
  defaultSort?: ListSort | null
  defaultPageSize?: number
  pageSizes?: readonly number[]
  /** Delay before typed search text reaches the URL (and the server). */
  searchDebounceMs?: number
}

/** `searchInput` reaches `search` (the URL) after the debounce. */
export interface UrlListState extends ListState {
  /** The whole query string of the list, for its own filters. */
  query: ComputedRef<LocationQuery>
  /** Sets filter parameters (null removes one) and starts over at the first page: other filters mean other rows. */
  setFilters: (changes: UrlQueryChanges) => void
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const

// Short query names keep deep links readable: ?page=2&size=50&sort=-CreatedAt&q=anna
const PAGE = 'page'
const SIZE = 'size'
const SORT = 'sort'
const SEARCH = 'q'

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null
  const n = Number(raw)
  return n >= 1 ? n : null
}

export function parseSort(raw: string | null, sortKeys: readonly string[]): ListSort | null | undefined {
  if (raw === null) return undefined
  if (raw === '') return null
  const desc = raw.startsWith('-')
  const key = desc ? raw.slice(1) : raw
  return sortKeys.includes(key) ? { key, order: desc ? 'desc' : 'asc' } : undefined
}

function formatSort(sort: ListSort | null): string {
  return sort ? `${sort.order === 'desc' ? '-' : ''}${sort.key}` : ''
}

function sameSort(a: ListSort | null, b: ListSort | null): boolean {
  return a?.key === b?.key && a?.order === b?.order
}

/**
 * Paging, page size, sort and search of a list kept in the route's query string, so deep links
 * and the back button restore the list. Defaults are left out of the URL.
 */
export function useUrlState(options: UrlStateOptions): UrlListState {
  const url = useUrlQuery()
  const current = url.query
  const update = (changes: UrlQueryChanges) => url.update(changes)
  const pageSizes = options.pageSizes ?? DEFAULT_PAGE_SIZES
  const defaultPageSize = options.defaultPageSize ?? 25
  const defaultSort = options.defaultSort ?? null
  const debounceMs = options.searchDebounceMs ?? 300

  const page = computed<number>({
    get: () => positiveInt(single(current.value, PAGE)) ?? 1,
    set: (value) => {
      if (value !== page.value) update({ [PAGE]: value > 1 ? String(value) : null })
    },
  })

  const pageSize = computed<number>({
    get: () => {
      const size = positiveInt(single(current.value, SIZE))
      return size !== null && pageSizes.includes(size) ? size : defaultPageSize
    },
    // A new page size starts over at the first page: the old page number means other rows now.
    set: (value) => {
      if (value !== pageSize.value) update({ [SIZE]: value === defaultPageSize ? null : String(value), [PAGE]: null })
    },
  })

  const sort = computed<ListSort | null>({
    get: () => {
      const parsed = parseSort(single(current.value, SORT), options.sortKeys)
      return parsed === undefined ? defaultSort : parsed
    },
    set: (value) => {
      if (sameSort(value, sort.value)) return
      update({ [SORT]: sameSort(value, defaultSort) ? null : formatSort(value), [PAGE]: null })
    },
  })

  const search = computed(() => single(current.value, SEARCH) ?? '')
  const searchInput = ref(search.value)

  let timer: ReturnType<typeof setTimeout> | undefined
  watch(searchInput, (text) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      const trimmed = text.trim()
      if (trimmed !== search.value) update({ [SEARCH]: trimmed || null, [PAGE]: null })
    }, debounceMs)
  })
  // Back/forward changes the URL: the box follows it.
  watch(search, (committed) => {
    if (committed !== searchInput.value.trim()) searchInput.value = committed
  })
  onBeforeUnmount(() => clearTimeout(timer))

  const setFilters = (changes: UrlQueryChanges) => update({ ...changes, [PAGE]: null })

  return { page, pageSize, sort, search, searchInput, pageSizes, query: current, setFilters }
}
