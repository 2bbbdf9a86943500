import { arr, dateTime, ref, str } from '../s'
import { queryParam, type OperationSpec } from './spec'

/**
 * Function host operations the spec names in its scope but does not list (assumed): the catalog,
 * schedules, trigger bindings, run statistics and failure clusters (config), run-history retention
 * (product UI only: a business-function runtime setting),
 * and the runtime invocations: published commands, enqueue with job tracking, entity UI actions and
 * HTTP endpoint functions (public).
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
    method: 'get',
    path: `${ROOT}/trigger-bindings`,
    operationId: 'FunctionOperations_ListTriggerBindings',
    summary: 'Lists the bindings that run a function when entity records change.',
    envelope: 'FunctionTriggerBindingArray',
    data: arr(ref('FunctionTriggerBinding')),
    statuses: READ,
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
    method: 'post',
    path: `${RUNTIME}/{functionKey}/commands`,
    operationId: 'Functions_ExecuteCommand',
    summary: 'Runs a published function now and answers its outcome (execution source Command).',
    pathParams: { functionKey: 'Key of the function.' },
    body: ref('FunctionCommandRequest'),
    envelope: 'FunctionCommandResult',
    data: ref('FunctionCommandResult'),
    statuses: INVOKE,
  },
  {
    ...runtime,
    method: 'post',
    path: `${RUNTIME}/{functionKey}/enqueue`,
    operationId: 'Functions_Enqueue',
    summary: 'Queues a background job for a function; a deduplication key returns the active job instead of a new one.',
    pathParams: { functionKey: 'Key of the function.' },
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
  {
    ...runtime,
    method: 'post',
    path: '/api/workspace/entity/{entityIdOrKey}/actions/{actionKey}/execute',
    operationId: 'EntityActions_Execute',
    summary: 'Executes an entity UI action on the selected instances (execution source Action).',
    description: 'The run is written as Running before the answer; the job carries it to its outcome.',
    pathParams: { entityIdOrKey: 'Entity definition id or Name.', actionKey: 'Key of the action.' },
    body: ref('EntityActionExecuteRequest'),
    envelope: 'EntityActionExecuteResult',
    data: ref('EntityActionExecuteResult'),
    statuses: INVOKE,
  },
  {
    ...runtime,
    method: 'get',
    path: `${RUNTIME}/http/{endpointKey}`,
    operationId: 'Functions_HttpEndpointGet',
    summary: 'Calls an HTTP endpoint function (execution source HttpEndpoint).',
    description:
      'Authentication is optional; an invalid token is a platform failure recorded on the run. The run keeps only ' +
      'redacted headers, query values with secret-looking keys redacted and a form summary.',
    pathParams: { endpointKey: 'Key of the HTTP endpoint.' },
    envelope: 'FunctionHttpEndpointResult',
    data: ref('FunctionHttpEndpointResult'),
    statuses: [200, 400, 401, 403, 404, 409],
  },
  {
    ...runtime,
    method: 'post',
    path: `${RUNTIME}/http/{endpointKey}`,
    operationId: 'Functions_HttpEndpointPost',
    summary: 'Calls an HTTP endpoint function with a JSON or form body (execution source HttpEndpoint).',
    description: 'The body is summarised (content type, length, member or form field names), never stored.',
    pathParams: { endpointKey: 'Key of the HTTP endpoint.' },
    envelope: 'FunctionHttpEndpointResult',
    data: ref('FunctionHttpEndpointResult'),
    statuses: [200, 400, 401, 403, 404, 409],
  },
]
