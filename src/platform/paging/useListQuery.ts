import { computed, type ComputedRef } from 'vue'
import { keepPreviousData, useQuery } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import type { ListParams, Page } from './paging.types'

/** A server-side paged list driven by the URL state of its screen. */
export function useListQuery<T, TSort extends string>(
  state: UrlListState,
  queryKey: (params: ListParams) => readonly unknown[],
  fetchPage: (params: ListParams<TSort>) => Promise<Page<T>>,
) {
  const params: ComputedRef<ListParams<TSort>> = computed(() => ({
    page: state.page.value,
    pageSize: state.pageSize.value,
    search: state.search.value,
    sortField: (state.sort.value?.key ?? null) as TSort | null,
    descending: state.sort.value?.order === 'desc',
  }))
  const query = useQuery({
    queryKey: computed(() => queryKey(params.value)),
    queryFn: () => fetchPage(params.value),
    // Paging keeps the old rows visible (with the loading bar) instead of flashing empty.
    placeholderData: keepPreviousData,
  })
  const items = computed(() => query.data.value?.Items ?? [])
  const total = computed(() => query.data.value?.TotalCount ?? 0)
  /** Nothing at all (no search active): the screen shows its empty state. */
  const isEmpty = computed(() => query.isSuccess.value && total.value === 0 && !params.value.search)
  return { query, params, items, total, isEmpty }
}

export type ListQuery<T> = ReturnType<typeof useListQuery<T, string>>
