import { computed, toValue, type ComputedRef, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useQuery } from '@tanstack/vue-query'
import type { DataTableSortItem } from 'vuetify'
import type { ListSort } from '@/platform/composables/useUrlState'
import type { ListState } from './listState'

/** What a paged list operation answers (the members the list reads; some contracts mark them optional). */
export interface ListPage<T> {
  Items?: T[]
  TotalCount?: number
}

/** Paging, sort and search of a request, from the list state. */
export interface ServerListParams<TSort extends string = string> {
  page: number
  pageSize: number
  search: string
  sortField: TSort | null
  descending: boolean
}

/** The row type of a page type. */
export type ListItem<TPage extends ListPage<unknown>> = NonNullable<TPage['Items']>[number]

export interface ServerListOptions<TState extends ListState, TSort extends string, TParams, TPage extends ListPage<unknown>> {
  /** From `useUrlState` (a screen's list) or `useLocalListState` (a list inside a dialog or tab). */
  state: TState
  /** Sort keys the server accepts; the state's sort is sent only when it is one of them. */
  sortKeys?: readonly TSort[]
  /** The request's parameters: paging, sort and search plus the list's own filters. */
  params: (base: ServerListParams<TSort>) => TParams
  queryKey: (params: TParams) => readonly unknown[]
  /** Calls the API; the signal aborts a request the list no longer needs (page, filter or screen left). */
  fetchPage: (params: TParams, signal: AbortSignal) => Promise<TPage>
  /** Whether a filter other than the search is active: nothing found then is "no matches", not "empty". */
  hasFilters?: (params: TParams) => boolean
  enabled?: MaybeRefOrGetter<boolean>
  /** Polling interval while the answer asks for it (say a live row), or false. */
  refetchInterval?: (page: TPage | undefined) => number | false
}

/** The props and update handlers of `AppDataTable`, to bind with `v-bind`. */
export interface AppDataTableBinding<T> {
  items: T[]
  itemsLength: number
  loading: boolean
  pageSizes: readonly number[]
  page: number
  pageSize: number
  sort: ListSort | null
  search: string
  'onUpdate:page': (page: number) => void
  'onUpdate:pageSize': (size: number) => void
  'onUpdate:sort': (sort: ListSort | null) => void
  'onUpdate:search': (text: string) => void
}

/** The same for a `v-data-table-server` bound directly (lists without the search toolbar). */
export interface DataTableServerBinding<T> {
  items: T[]
  itemsLength: number
  page: number
  itemsPerPage: number
  sortBy: DataTableSortItem[]
  'onUpdate:page': (page: number) => void
  'onUpdate:itemsPerPage': (size: number) => void
  'onUpdate:sortBy': (sortBy: readonly DataTableSortItem[]) => void
}

export function toSortBy(sort: ListSort | null): DataTableSortItem[] {
  return sort ? [sort] : []
}

/** The table's sort (first column only; none when the column's sort is cleared). */
export function fromSortBy(items: readonly DataTableSortItem[]): ListSort | null {
  const first = items[0]
  return first && first.order ? { key: first.key, order: first.order === 'desc' ? 'desc' : 'asc' } : null
}

/**
 * A server-side paged list: its state (URL or local), the query of the page in view (aborted when
 * no longer needed; the previous page stays in view while the next loads) and the table binding.
 */
export function useServerList<TState extends ListState, TSort extends string, TParams, TPage extends ListPage<unknown>>(
  options: ServerListOptions<TState, TSort, TParams, TPage>,
) {
  type TItem = ListItem<TPage>
  const { state } = options
  const sortField = computed<TSort | null>(() => options.sortKeys?.find((key) => key === state.sort.value?.key) ?? null)
  const params: ComputedRef<TParams> = computed(() =>
    options.params({
      page: state.page.value,
      pageSize: state.pageSize.value,
      search: state.search.value,
      sortField: sortField.value,
      descending: state.sort.value?.order === 'desc',
    }),
  )
  const query = useQuery({
    queryKey: computed(() => options.queryKey(params.value)),
    queryFn: ({ signal }) => options.fetchPage(params.value, signal),
    enabled: computed(() => toValue(options.enabled) ?? true),
    // The previous page stays on screen (with the loading bar) until the next one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (current) => options.refetchInterval?.(current.state.data) ?? false,
    // Pages are replaced, never changed in place: plain rows spare every cell read a reactive proxy.
    shallow: true,
  })
  const items = computed<TItem[]>(() => query.data.value?.Items ?? [])
  const total = computed(() => query.data.value?.TotalCount ?? 0)
  const hasFilters = computed(() => !!state.search.value || (options.hasFilters?.(params.value) ?? false))
  /** Nothing at all (no search or filter active): the screen shows its empty state. */
  const isEmpty = computed(() => query.isSuccess.value && total.value === 0 && !hasFilters.value)

  const setPage = (page: number) => (state.page.value = page)
  const setPageSize = (size: number) => (state.pageSize.value = Number(size))
  const table = computed<AppDataTableBinding<TItem>>(() => ({
    items: items.value,
    itemsLength: total.value,
    loading: query.isFetching.value,
    pageSizes: state.pageSizes,
    page: state.page.value,
    pageSize: state.pageSize.value,
    sort: state.sort.value,
    search: state.searchInput.value,
    'onUpdate:page': setPage,
    'onUpdate:pageSize': setPageSize,
    'onUpdate:sort': (sort) => (state.sort.value = sort),
    'onUpdate:search': (text) => (state.searchInput.value = text),
  }))
  const dataTable = computed<DataTableServerBinding<TItem>>(() => ({
    items: items.value,
    itemsLength: total.value,
    page: state.page.value,
    itemsPerPage: state.pageSize.value,
    sortBy: toSortBy(state.sort.value),
    'onUpdate:page': setPage,
    'onUpdate:itemsPerPage': setPageSize,
    'onUpdate:sortBy': (sortBy) => (state.sort.value = fromSortBy(sortBy)),
  }))

  return { state, query, params, items, total, hasFilters, isEmpty, table, dataTable }
}

export type ServerList<TItem> = ReturnType<typeof useServerList<ListState, string, unknown, ListPage<TItem>>>
