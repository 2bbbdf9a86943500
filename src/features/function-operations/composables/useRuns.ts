import { computed, toValue, type ComputedRef, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { useServerList } from '@/platform/lists/useServerList'
import { cancelRun, getRun, listRunsPage } from '../api/runs'
import type { FunctionRun, RunListParams, RunSortField } from '../api/functionOperations.types'
import type { RunFilters } from '../runs/runFilters'
import { functionOperationsKeys } from '../api/queryKeys'
import { isTerminalRunStatus } from '../runs/statusStyles'

export const RUN_SORT_KEYS: readonly RunSortField[] = ['StartedAt', 'CompletedAt', 'DurationMs', 'FunctionDisplayName', 'Status']
export const RUN_POLL_MS = 2_000

/** The server-side paged run list of the URL's page, sort, search and filters. */
export function useRunsPage(state: UrlListState, filters: ComputedRef<RunFilters>) {
  const list = useServerList({
    state,
    sortKeys: RUN_SORT_KEYS,
    params: (base): RunListParams => ({ ...base, filters: filters.value }),
    queryKey: functionOperationsKeys.runs.list,
    fetchPage: listRunsPage,
    hasFilters: (params) => Object.keys(params.filters).length > 0,
  })
  const filterLabels = computed(() => list.query.data.value?.FilterLabels ?? [])
  return { ...list, filterLabels }
}

/** One run; polls while it is Running and stops once it is terminal. */
export function useRun(runId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.runs.detail(toValue(runId))),
    queryFn: ({ signal }) => getRun(toValue(runId), signal),
    // No run yet (a try-it panel before its call): nothing to ask.
    enabled: computed(() => toValue(runId) !== ''),
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
