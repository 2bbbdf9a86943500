import { computed, toValue, type ComputedRef, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { FunctionJobStatus } from '@/api/enums'
import { cancelJob, getJob, listJobsPage } from '../api/jobs'
import type { FunctionJob, JobListParams, JobSortField } from '../api/functionOperations.types'
import type { JobFilters } from '../runs/runFilters'
import { functionOperationsKeys } from '../api/queryKeys'

export const JOB_SORT_KEYS: readonly JobSortField[] = ['CreatedAt', 'NextAttemptAt', 'AttemptCount', 'Status']
const JOB_POLL_MS = 2_000

export function useJobsPage(state: UrlListState, filter: ComputedRef<{ status: number | null; retryingOnly: boolean; filters: JobFilters }>) {
  const params = computed<JobListParams>(() => ({
    page: state.page.value,
    pageSize: state.pageSize.value,
    search: state.search.value,
    sortField: (state.sort.value?.key ?? null) as JobSortField | null,
    descending: state.sort.value?.order === 'desc',
    ...filter.value,
  }))
  const query = useQuery({
    queryKey: computed(() => functionOperationsKeys.jobs.list(params.value)),
    queryFn: ({ signal }) => listJobsPage(params.value, signal),
    placeholderData: keepPreviousData,
  })
  const items = computed(() => query.data.value?.Items ?? [])
  const total = computed(() => query.data.value?.TotalCount ?? 0)
  const hasFilters = computed(
    () => !!params.value.search || params.value.status !== null || params.value.retryingOnly || Object.keys(params.value.filters).length > 0,
  )
  const isEmpty = computed(() => query.isSuccess.value && total.value === 0 && !hasFilters.value)
  return { query, params, items, total, isEmpty }
}

/** Queued or Leased jobs move on their own: the page follows them until they end. */
export function isActiveJob(job: FunctionJob | undefined): boolean {
  return job?.Status === FunctionJobStatus.Queued || job?.Status === FunctionJobStatus.Leased
}

export function useJob(jobId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.jobs.detail(toValue(jobId))),
    queryFn: ({ signal }) => getJob(toValue(jobId), signal),
    enabled: computed(() => !!toValue(jobId)),
    refetchInterval: (query) => (isActiveJob(query.state.data) ? JOB_POLL_MS : false),
    refetchIntervalInBackground: false,
  })
}

export function useCancelJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) => cancelJob(jobId),
    onSuccess: (job: FunctionJob) => {
      if (job.Id) client.setQueryData(functionOperationsKeys.jobs.detail(job.Id), job)
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: functionOperationsKeys.jobs.all })
      void client.invalidateQueries({ queryKey: functionOperationsKeys.runs.all })
      void client.invalidateQueries({ queryKey: functionOperationsKeys.overview() })
    },
  })
}
