import { computed, toValue, type ComputedRef, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { useServerList } from '@/platform/lists/useServerList'
import { FunctionJobStatus } from '@/api/enums'
import { cancelJob, getJob, listJobsPage } from '../api/jobs'
import type { FunctionJob, JobListParams, JobSortField } from '../functionOperations.types'
import type { JobFilters } from '../runFilters'
import { functionOperationsKeys } from '../queryKeys'

export const JOB_SORT_KEYS: readonly JobSortField[] = ['CreatedAt', 'NextAttemptAt', 'AttemptCount', 'Status']
const JOB_POLL_MS = 2_000

export function useJobsPage(state: UrlListState, filter: ComputedRef<{ status: number | null; retryingOnly: boolean; filters: JobFilters }>) {
  return useServerList({
    state,
    sortKeys: JOB_SORT_KEYS,
    params: (base): JobListParams => ({ ...base, ...filter.value }),
    queryKey: functionOperationsKeys.jobs.list,
    fetchPage: listJobsPage,
    hasFilters: (params) => params.status !== null || params.retryingOnly || Object.keys(params.filters).length > 0,
  })
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
