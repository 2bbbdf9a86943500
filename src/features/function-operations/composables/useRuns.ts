import { computed, toValue, type ComputedRef, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { cancelRun, getRun, listRunsPage } from '../api/runs'
import type { FunctionRun, RunListParams, RunSortField } from '../api/functionOperations.types'
import type { RunFilters } from '../runs/runFilters'
import { functionOperationsKeys } from '../api/queryKeys'
import { isTerminalRunStatus } from '../runs/statusStyles'

export const RUN_SORT_KEYS: readonly RunSortField[] = ['StartedAt', 'CompletedAt', 'DurationMs', 'FunctionDisplayName', 'Status']
export const RUN_POLL_MS = 2_000

/** The server-side paged run list of the URL's page, sort, search and filters. */
export function useRunsPage(state: UrlListState, filters: ComputedRef<RunFilters>) {
  const params = computed<RunListParams>(() => ({
    page: state.page.value,
    pageSize: state.pageSize.value,
    search: state.search.value,
    sortField: (state.sort.value?.key ?? null) as RunSortField | null,
    descending: state.sort.value?.order === 'desc',
    filters: filters.value,
  }))
  const query = useQuery({
    queryKey: computed(() => functionOperationsKeys.runs.list(params.value)),
    queryFn: ({ signal }) => listRunsPage(params.value, signal),
    placeholderData: keepPreviousData,
  })
  const items = computed(() => query.data.value?.Items ?? [])
  const total = computed(() => query.data.value?.TotalCount ?? 0)
  const filterLabels = computed(() => query.data.value?.FilterLabels ?? [])
  const hasFilters = computed(() => !!params.value.search || Object.keys(params.value.filters).length > 0)
  const isEmpty = computed(() => query.isSuccess.value && total.value === 0 && !hasFilters.value)
  return { query, params, items, total, filterLabels, isEmpty }
}

/** One run; polls while it is Running and stops once it is terminal. */
export function useRun(runId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.runs.detail(toValue(runId))),
    queryFn: ({ signal }) => getRun(toValue(runId), signal),
    refetchInterval: (query) => {
      const run = query.state.data
      return run && run.Status !== undefined && !isTerminalRunStatus(run.Status) ? RUN_POLL_MS : false
    },
    refetchIntervalInBackground: false,
  })
}

export function useCancelRun() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (runId: string) => cancelRun(runId),
    onSuccess: (run: FunctionRun) => {
      if (run.Id) client.setQueryData(functionOperationsKeys.runs.detail(run.Id), run)
    },
    // A refused cancel refetches too: the run may have ended meanwhile.
    onSettled: (_run, _error, runId) => {
      void client.invalidateQueries({ queryKey: functionOperationsKeys.runs.detail(runId) })
      void client.invalidateQueries({ queryKey: functionOperationsKeys.runs.all })
      void client.invalidateQueries({ queryKey: functionOperationsKeys.overview() })
      void client.invalidateQueries({ queryKey: functionOperationsKeys.jobs.all })
    },
  })
}
