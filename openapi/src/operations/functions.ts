import type { Parameter } from '../types'
import { arr, bool, dateTime, ref, str } from '../s'
import { queryParam, type OperationSpec } from './spec'

/**
 * Business-function operations (config). The spec names four query parameters of the run page;
 * the other filters it describes have names of ours, marked `x-contract: assumed` per parameter.
 */

const base = { document: 'config', contract: 'documented', tag: 'FunctionOperations' } as const
const ROOT = '/api/workspace/admin/function-operations'
const STATUS_NOTE =
  'Per-operation statuses: not shown; 403 follows the configuration-management access rule, 400/404/409 the general status rules.'

const assumed = (name: string, schema = str(), description?: string): Parameter =>
  queryParam(name, schema, description, 'assumed')

/** Filters the spec describes for run and job lists, with names of ours. */
const filters: Parameter[] = [
  assumed('FunctionId', str()),
  assumed('Source', ref('FunctionExecutionSource')),
  assumed('TriggerBindingId'),
  assumed('ScheduleId'),
  assumed('FromUtc', dateTime(), 'Start of the date and time range.'),
  assumed('ToUtc', dateTime(), 'End of the date and time range.'),
  assumed('SurfaceActionId'),
  assumed('PublicationId'),
  assumed('HttpEndpointId'),
  assumed('EntityDefinitionId'),
  assumed('EntityInstanceId'),
  assumed('FunctionVersionId'),
  assumed('ActorUserId'),
  assumed('OriginalUserId'),
  assumed('Search', str(), 'Free-text search.'),
  assumed('FailureClusterKey', str(), 'Only failed runs of this failure cluster (see failure-clusters).'),
]

const paging: Parameter[] = [
  assumed('Page', { type: 'integer', format: 'int32', minimum: 1, default: 1 }, 'One-based page number.'),
  assumed('PageSize', { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 }),
]

const runStatus = queryParam('Status', ref('FunctionRunStatus'))
// Several statuses at once (the parameter repeated, form style); with Status, a run must match both.
const runStatuses = assumed('Statuses', { type: 'array', items: ref('FunctionRunStatus'), maxItems: 20 }, 'Any of these statuses (repeat the parameter).')
const jobStatus = assumed('Status', ref('FunctionJobStatus'))
const retryingOnly = assumed('RetryingOnly', bool(), 'Only jobs that are waiting for a retry.')

export const functionOperations: OperationSpec[] = [
  {
    ...base,
    method: 'get',
    path: `${ROOT}/overview`,
    operationId: 'FunctionOperations_GetOverview',
    summary: 'Queue counts, recent runs, failed or retrying queued runs.',
    note: STATUS_NOTE,
    envelope: 'FunctionOperationsOverview',
    data: ref('FunctionOperationsOverview'),
    statuses: [200, 403],
  },
  {
    ...base,
    method: 'get',
    path: `${ROOT}/runs`,
    operationId: 'FunctionOperations_ListRuns',
    summary: 'Lists runs.',
    note: STATUS_NOTE,
    query: [{ ...runStatus, 'x-contract': 'assumed' }, runStatuses, ...filters],
    envelope: 'FunctionRunArray',
    data: arr(ref('FunctionRun')),
    statuses: [200, 400, 403],
  },
  {
    ...base,
    method: 'get',
    path: `${ROOT}/runs/page`,
    operationId: 'FunctionOperations_ListRunsPage',
    summary: 'Lists runs, paged, filtered and sorted.',
    note: STATUS_NOTE,
    query: [
      runStatus,
      runStatuses,
      queryParam('ActionTargetScope', ref('ActionTargetScope')),
      queryParam('SortField', ref('FunctionRunSortField')),
      queryParam('SortDirection', ref('SortDirection')),
      ...paging,
      ...filters,
    ],
    envelope: 'FunctionRunPage',
    data: ref('FunctionRunPage'),
    statuses: [200, 400, 403],
  },
  {
    ...base,
    method: 'get',
    path: `${ROOT}/runs/{runId}`,
    operationId: 'FunctionOperations_GetRun',
    summary: 'Reads one run.',
    note: STATUS_NOTE,
    envelope: 'FunctionRun',
    data: ref('FunctionRun'),
    statuses: [200, 403, 404],
  },
  {
    ...base,
    method: 'post',
    path: `${ROOT}/runs/{runId}/cancel`,
    operationId: 'FunctionOperations_CancelRun',
    summary: 'Cancels a running run that supports manual cancellation; otherwise 409 and the run is unchanged.',
    description: 'Written to the workspace audit log.',
    note: `${STATUS_NOTE} Data (the cancelled run) is ours.`,
    envelope: 'FunctionRun',
    data: ref('FunctionRun'),
    statuses: [200, 403, 404, 409],
  },
  {
    ...base,
    method: 'get',
    path: `${ROOT}/jobs`,
    operationId: 'FunctionOperations_ListJobs',
    summary: 'Lists jobs; can be narrowed to retrying jobs.',
    note: STATUS_NOTE,
    query: [jobStatus, retryingOnly, ...filters],
    envelope: 'FunctionJobArray',
    data: arr(ref('FunctionJob')),
    statuses: [200, 400, 403],
  },
  {
    ...base,
    method: 'get',
    path: `${ROOT}/jobs/page`,
    operationId: 'FunctionOperations_ListJobsPage',
    summary: 'Lists jobs, paged and sorted.',
    note: STATUS_NOTE,
    query: [
      jobStatus,
      retryingOnly,
      assumed('SortField', ref('FunctionJobSortField')),
      assumed('SortDirection', ref('SortDirection')),
      ...paging,
      ...filters,
    ],
    envelope: 'FunctionJobPage',
    data: ref('FunctionJobPage'),
    statuses: [200, 400, 403],
  },
  {
    ...base,
    method: 'get',
    path: `${ROOT}/jobs/{jobId}`,
    operationId: 'FunctionOperations_GetJob',
    summary: 'Reads one job.',
    note: STATUS_NOTE,
    envelope: 'FunctionJob',
    data: ref('FunctionJob'),
    statuses: [200, 403, 404],
  },
  {
    ...base,
    method: 'post',
    path: `${ROOT}/jobs/{jobId}/cancel`,
    operationId: 'FunctionOperations_CancelJob',
    summary:
      'Cancels a queued job directly; for a running function the same call requests cancellation of the active execution.',
    description: 'Written to the workspace audit log.',
    note: `${STATUS_NOTE} Data (the job) is ours.`,
    envelope: 'FunctionJob',
    data: ref('FunctionJob'),
    statuses: [200, 403, 404, 409],
  },
]

