import { arr, dateTime, ref, str } from '../s'
import { queryParam, rowVersionQuery, type OperationSpec } from './spec'

/**
 * Function host operations the spec names in its scope but does not list (assumed): the catalog,
 * schedules, trigger bindings, run statistics and failure clusters (config), run-history retention
 * (product UI only: a business-function runtime setting),
 * and the runtime invocations: published commands, enqueue with job tracking and HTTP endpoint
 * functions (public). Entity UI actions are in functionActions.ts.
 */

const config = { document: 'config', contract: 'assumed', tag: 'FunctionOperations' } as const
// Business-function runtime settings are managed only from the product UI and kept out of the configuration description.
const runtimeSettings = { document: 'ui', contract: 'assumed', tag: 'FunctionOperations' } as const
const runtime = { document: 'public', contract: 'assumed', tag: 'Functions' } as const
const ROOT = '/api/workspace/admin/function-operations'
const RUNTIME = '/api/workspace/functions'

const READ = [200, 400, 401, 403]
const WRITE = [200, 400, 401, 403, 404, 409]
const INVOKE = [200, 400, 401, 403, 404, 409]

const rangeQuery = [
  queryParam('FromUtc', dateTime(), 'Start of the range (default: 24 hours before ToUtc).'),
  queryParam('ToUtc', dateTime(), 'End of the range (default: now).'),
]

const httpDescription =
  'Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. ' +
  'A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. ' +
  'The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.'

export const functionHostOperations: OperationSpec[] = [
  {
    ...config,
    method: 'get',
    path: `${ROOT}/functions`,
    operationId: 'FunctionOperations_ListFunctions',
    summary: 'Lists the function catalog with every version.',
    envelope: 'FunctionDefinitionArray',
    data: arr(ref('FunctionDefinition')),
    statuses: READ,
  },
  {
    ...config,
    method: 'get',
    path: `${ROOT}/schedules`,
    operationId: 'FunctionOperations_ListSchedules',
    summary: 'Lists the function schedules with their next and last run.',
    envelope: 'FunctionScheduleArray',
    data: arr(ref('FunctionSchedule')),
    statuses: READ,
  },
  {
    ...config,
    method: 'put',
    path: `${ROOT}/schedules/{scheduleId}`,
    operationId: 'FunctionOperations_UpdateSchedule',
    summary: 'Enables or disables a schedule and changes its CRON expression and time zone override.',
    description:
      'An invalid CRON expression answers 400 workspace.functions.invalidCron, an unknown time zone ' +
      'workspace.functions.invalidTimeZone; a stale RowVersion answers 409 with the current schedule.',
    pathParams: { scheduleId: 'Id of the schedule.' },
    body: ref('FunctionScheduleUpdate'),
    envelope: 'FunctionSchedule',
    data: ref('FunctionSchedule'),
    statuses: WRITE,
  },
  {
    ...config,
    method: 'post',
    path: `${ROOT}/schedules`,
    operationId: 'FunctionOperations_CreateSchedule',
    summary: 'Adds a schedule: the function is queued with the arguments at every slot of the CRON expression (Admin or Configurator).',
    description: 'A bad CRON expression, time zone, unknown function or non-object arguments answer 400 naming the member. Audited as ScheduleCreated.',
    body: ref('FunctionScheduleCreateRequest'),
    envelope: 'FunctionSchedule',
    data: ref('FunctionSchedule'),
    statuses: [200, 400, 401, 403],
  },
  {
    ...config,
    method: 'delete',
    path: `${ROOT}/schedules/{scheduleId}`,
    operationId: 'FunctionOperations_DeleteSchedule',
    summary: 'Deletes a schedule; its runs stay in the history. Data is the id.',
    pathParams: { scheduleId: 'Id of the schedule.' },
    query: [rowVersionQuery()],
    envelope: 'String',
    data: str(),
    statuses: WRITE,
  },
  {
    ...config,
    method: 'get',
    path: `${ROOT}/run-stats`,
    operationId: 'FunctionOperations_GetRunStats',
    summary: 'Run counts by status in time buckets.',
    query: [
      ...rangeQuery,
      queryParam('BucketMinutes', { type: 'integer', format: 'int32', minimum: 1, maximum: 10080, default: 60 }),
    ],
    envelope: 'FunctionRunStats',
    data: ref('FunctionRunStats'),
    statuses: READ,
  },
  {
    ...config,
    method: 'get',
    path: `${ROOT}/failure-clusters`,
    operationId: 'FunctionOperations_ListFailureClusters',
    summary: 'Failed runs grouped by function, error type and normalised message.',
    query: [...rangeQuery, queryParam('FunctionId', str())],
    envelope: 'FunctionFailureClusterArray',
    data: arr(ref('FunctionFailureCluster')),
    statuses: READ,
  },
  {
    ...config,
    method: 'post',
    path: `${ROOT}/failure-clusters/{clusterKey}/rerun`,
    operationId: 'FunctionOperations_RerunFailureCluster',
    summary: 'Runs a failure group again: each distinct function and arguments among its failed runs in the range once, as a new job (permission functions.operations.run).',
    pathParams: { clusterKey: 'Key of the failure cluster.' },
    body: ref('FunctionFailureGroupRerunRequest'),
    envelope: 'FunctionFailureGroupRerun',
    data: ref('FunctionFailureGroupRerun'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...config,
    method: 'get',
    path: `${ROOT}/audit-log`,
    operationId: 'FunctionOperations_ListAuditLog',
    summary: 'Recent cancel operations on runs and jobs, newest first.',
    query: [
      queryParam('TargetId', str(), 'Only entries about this run or job.'),
      queryParam('Limit', { type: 'integer', format: 'int32', minimum: 1, maximum: 500, default: 100 }),
    ],
    envelope: 'FunctionAuditEntryArray',
    data: arr(ref('FunctionAuditEntry')),
    statuses: READ,
  },
  {
    ...config,
    method: 'get',
    path: `${ROOT}/run-filter-options`,
    operationId: 'FunctionOperations_ListRunFilterOptions',
    summary: 'Values a run filter can take, by name: the users, entity definitions, actions or records that runs have.',
    description:
      'Only values some run carries are offered. Search matches names (and an exact id); records are those of recent runs, narrowed by EntityDefinitionId.',
    query: [
      { ...queryParam('Kind', ref('FunctionRunFilterOptionKind')), required: true },
      queryParam('Search', str(), 'Words of the name, or an exact id.'),
      queryParam('EntityDefinitionId', str(), 'Only actions and records of this entity definition.'),
      queryParam('Limit', { type: 'integer', format: 'int32', minimum: 1, maximum: 50, default: 20 }),
    ],
    envelope: 'FunctionRunFilterOptionArray',
    data: arr(ref('FunctionRunFilterOption')),
    statuses: READ,
  },
  {
    ...config,
    method: 'post',
    path: `${ROOT}/runs/{runId}/rerun`,
    operationId: 'FunctionOperations_RerunRun',
    summary: 'Runs a finished run again with its arguments, as a new job (permission functions.operations.run).',
    pathParams: { runId: 'Id of the run.' },
    envelope: 'FunctionJob',
    data: ref('FunctionJob'),
    statuses: [200, 401, 403, 404, 409],
  },
  {
    ...config,
    method: 'post',
    path: `${ROOT}/jobs/{jobId}/retry`,
    operationId: 'FunctionOperations_RetryJob',
    summary: 'A job waiting for its next attempt tries at once; a failed or cancelled one runs again as a new job (permission functions.operations.run).',
    pathParams: { jobId: 'Id of the job.' },
    envelope: 'FunctionJob',
    data: ref('FunctionJob'),
    statuses: [200, 401, 403, 404, 409],
  },
  {
    ...config,
    method: 'post',
    path: `${ROOT}/schedules/{scheduleId}/run-now`,
    operationId: 'FunctionOperations_RunScheduleNow',
    summary: "Queues the schedule's function now with its arguments; the next firing stays (permission functions.operations.run).",
    pathParams: { scheduleId: 'Id of the schedule.' },
    envelope: 'FunctionJob',
    data: ref('FunctionJob'),
    statuses: [200, 401, 403, 404],
  },
  {
    ...config,
    method: 'post',
    path: `${ROOT}/functions/{functionId}/run-now`,
    operationId: 'FunctionOperations_RunFunctionNow',
    summary: 'Queues a function now with the arguments given (permission functions.operations.run).',
    pathParams: { functionId: 'Id of the function.' },
    body: ref('FunctionCommandRequest'),
    envelope: 'FunctionJob',
    data: ref('FunctionJob'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...config,
    method: 'get',
    path: `${ROOT}/audit-log/page`,
    operationId: 'FunctionOperations_ListAuditLogPage',
    summary: 'The function audit log as a page, newest first, with the acting user.',
    query: [
      queryParam('Action', ref('FunctionAuditAction')),
      queryParam('ActorUserId', str()),
      queryParam('TargetKind', str(), 'Run, Job, Schedule or RunHistory.'),
      queryParam('TargetId', str()),
      queryParam('FromUtc', dateTime(), 'Start of the date and time range (inclusive).'),
      queryParam('ToUtc', dateTime(), 'End of the date and time range (exclusive).'),
      queryParam('Page', { type: 'integer', format: 'int32', minimum: 1, default: 1 }),
      queryParam('PageSize', { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 }),
    ],
    envelope: 'FunctionAuditEntryPage',
    data: ref('FunctionAuditEntryPage'),
    statuses: READ,
  },
  {
    ...runtimeSettings,
    method: 'get',
    path: `${ROOT}/settings/retention`,
    operationId: 'FunctionOperations_GetRetentionSettings',
    summary: 'Run-history retention settings.',
    envelope: 'FunctionRetentionSettings',
    data: ref('FunctionRetentionSettings'),
    statuses: READ,
  },
  {
    ...runtimeSettings,
    method: 'put',
    path: `${ROOT}/settings/retention`,
    operationId: 'FunctionOperations_UpdateRetentionSettings',
    summary: 'Changes run-history retention (Admin role; RowVersion).',
    body: ref('FunctionRetentionSettingsUpdate'),
    envelope: 'FunctionRetentionSettings',
    data: ref('FunctionRetentionSettings'),
    statuses: WRITE,
  },
  {
    ...runtimeSettings,
    method: 'get',
    path: `${ROOT}/settings/retention/preview`,
    operationId: 'FunctionOperations_PreviewRetention',
    summary: 'How many runs a purge with these settings would delete now.',
    query: [
      queryParam('Mode', ref('RunRetentionMode')),
      queryParam('Days', { type: 'integer', format: 'int32', minimum: 1, maximum: 36500 }),
    ],
    envelope: 'FunctionRetentionPreview',
    data: ref('FunctionRetentionPreview'),
    statuses: READ,
  },
  {
    ...runtimeSettings,
    method: 'post',
    path: `${ROOT}/settings/retention/purge`,
    operationId: 'FunctionOperations_PurgeRuns',
    summary: 'Deletes terminal runs older than the retention cutoff in bounded batches (Admin role).',
    envelope: 'FunctionRetentionPurgeResult',
    data: ref('FunctionRetentionPurgeResult'),
    statuses: [200, 401, 403, 409],
  },

  {
    ...runtime,
    method: 'get',
    path: `${RUNTIME}/publications`,
    operationId: 'Functions_ListPublications',
    summary: 'The published commands and enqueue functions the caller may invoke, with their input schemas.',
    envelope: 'FunctionRuntimePublicationArray',
    data: arr(ref('FunctionRuntimePublication')),
    statuses: [200, 401],
  },
  {
    ...runtime,
    method: 'post',
    path: `${RUNTIME}/{publicationKey}/commands`,
    operationId: 'Functions_ExecuteCommand',
    summary: 'Runs a function published as a command now and answers its outcome (execution source Command).',
    description:
      "The caller needs the publication's permission (403); arguments not matching its input schema answer 400 " +
      'workspace.functions.invalidArguments with each problem; a disabled publication or function answers 409.',
    pathParams: { publicationKey: 'Key of the publication.' },
    body: ref('FunctionCommandRequest'),
    envelope: 'FunctionCommandResult',
    data: ref('FunctionCommandResult'),
    statuses: INVOKE,
  },
  {
    ...runtime,
    method: 'post',
    path: `${RUNTIME}/{publicationKey}/enqueue`,
    operationId: 'Functions_Enqueue',
    summary: 'Queues a background job for a function published for enqueue; answers the job id to track.',
    description:
      "Deduplication follows the publication: none, the caller's DeduplicationKey, or a key from named argument members. " +
      'A key suppresses a new job only while a job with it is Queued or Leased (Deduplicated: true, that job answered).',
    pathParams: { publicationKey: 'Key of the publication.' },
    body: ref('FunctionEnqueueRequest'),
    envelope: 'FunctionEnqueueResult',
    data: ref('FunctionEnqueueResult'),
    statuses: INVOKE,
  },
  {
    ...runtime,
    method: 'get',
    path: `${RUNTIME}/jobs/{jobId}`,
    operationId: 'Functions_GetJob',
    summary: 'Tracks a queued job: status, attempts and the latest run.',
    pathParams: { jobId: 'Id of the job.' },
    envelope: 'FunctionJobTracking',
    data: ref('FunctionJobTracking'),
    statuses: [200, 401, 403, 404],
  },
  ...httpEndpointOperations(),
]

/** One operation per method, with and without the path suffix segment. */
function httpEndpointOperations(): OperationSpec[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'] as const
  return methods.flatMap((method) => {
    const name = method[0]!.toUpperCase() + method.slice(1)
    const common = {
      ...runtime,
      method,
      summary: `Calls an HTTP endpoint function with ${method.toUpperCase()} (execution source HttpEndpoint).`,
      description: httpDescription,
      envelope: 'FunctionHttpEndpointResult',
      data: ref('FunctionHttpEndpointResult'),
      statuses: [200, 400, 401, 403, 404, 405, 409, 411, 413, 415, 429],
    }
    return [
      { ...common, path: `${RUNTIME}/http/{endpointKey}`, operationId: `Functions_HttpEndpoint${name}`, pathParams: { endpointKey: 'Key of the HTTP endpoint.' } } as OperationSpec,
      {
        ...common,
        path: `${RUNTIME}/http/{endpointKey}/{pathSuffix}`,
        operationId: `Functions_HttpEndpoint${name}WithSuffix`,
        pathParams: { endpointKey: 'Key of the HTTP endpoint.', pathSuffix: 'The path segment after the key, as the endpoint allows.' },
      },
    ]
  })
}
