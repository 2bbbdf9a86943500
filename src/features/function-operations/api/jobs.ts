import { apiClient, unwrap } from '@/api'
import type { ApiPaths } from '@/api'
import { FunctionJobSortField, SortDirection, type FunctionJobStatus } from '@/api/enums'
import type { FunctionJob, FunctionJobPage, JobListParams } from './functionOperations.types'

const ROOT = '/api/workspace/admin/function-operations'

type JobPageQuery = NonNullable<ApiPaths['/api/workspace/admin/function-operations/jobs/page']['get']['parameters']['query']>

export function toJobPageQuery(params: JobListParams): JobPageQuery {
  return {
    Page: params.page,
    PageSize: params.pageSize,
    ...(params.status !== null ? { Status: params.status as FunctionJobStatus } : {}),
    ...(params.retryingOnly ? { RetryingOnly: true } : {}),
    ...params.filters,
    ...(params.search ? { Search: params.search } : {}),
    ...(params.sortField
      ? { SortField: FunctionJobSortField[params.sortField], SortDirection: params.descending ? SortDirection.Descending : SortDirection.Ascending }
      : {}),
  }
}

export function listJobsPage(params: JobListParams, signal?: AbortSignal): Promise<FunctionJobPage> {
  return unwrap(apiClient.GET(`${ROOT}/jobs/page`, { params: { query: toJobPageQuery(params) }, signal }))
}

export function getJob(jobId: string, signal?: AbortSignal): Promise<FunctionJob> {
  return unwrap(apiClient.GET(`${ROOT}/jobs/{jobId}`, { params: { path: { jobId } }, signal }))
}

export function cancelJob(jobId: string): Promise<FunctionJob> {
  return unwrap(apiClient.POST(`${ROOT}/jobs/{jobId}/cancel`, { params: { path: { jobId } } }))
}
