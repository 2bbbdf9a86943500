import { apiClient, unwrap } from '@/api'
import { FunctionRunSortField, SortDirection } from '@/api/enums'
import type { RunPageQuery } from '../runs/runFilters'
import type { FunctionRun, FunctionRunPage, RunListParams } from './functionOperations.types'

const ROOT = '/api/workspace/admin/function-operations'

/** The contract's query members for the run list's state: one status goes as the documented Status. */
export function toRunPageQuery(params: RunListParams): RunPageQuery {
  const { Statuses, ...filters } = params.filters
  return {
    Page: params.page,
    PageSize: params.pageSize,
    ...filters,
    ...(Statuses && Statuses.length === 1 ? { Status: Statuses[0] } : {}),
    ...(Statuses && Statuses.length > 1 ? { Statuses } : {}),
    ...(params.search ? { Search: params.search } : {}),
    ...(params.sortField
      ? { SortField: FunctionRunSortField[params.sortField], SortDirection: params.descending ? SortDirection.Descending : SortDirection.Ascending }
      : {}),
  }
}

export function listRunsPage(params: RunListParams, signal?: AbortSignal): Promise<FunctionRunPage> {
  return unwrap(apiClient.GET(`${ROOT}/runs/page`, { params: { query: toRunPageQuery(params) }, signal }))
}

export function getRun(runId: string, signal?: AbortSignal): Promise<FunctionRun> {
  return unwrap(apiClient.GET(`${ROOT}/runs/{runId}`, { params: { path: { runId } }, signal }))
}

export function cancelRun(runId: string): Promise<FunctionRun> {
  return unwrap(apiClient.POST(`${ROOT}/runs/{runId}/cancel`, { params: { path: { runId } } }))
}
