import type { Schema } from '../types'
import { arr, bool, dateTime, int32, json, nullable, obj, ref, str, uuid } from '../s'

/**
 * The function catalog, schedules, trigger bindings, run statistics, failure clusters, run-history
 * retention (config, assumed) and the runtime invocation shapes: published commands, enqueue with
 * job tracking, entity UI actions and HTTP endpoint functions (public, assumed).
 */

const cronNote = 'Five-field CRON expression (minute hour day-of-month month day-of-week), or six fields with seconds first.'

export const functionHostSchemas: Record<string, Schema> = {
  FunctionVersion: obj(
    {
      Id: str(),
      VersionNumber: int32('Increases by one per version of the function.'),
      CreatedAt: dateTime(),
      CreatedByUserId: nullable(str('Who wrote it; null for a version of the shipped code.')),
      CreatedBy: nullable(ref('FunctionUserReference')),
      ChangeNote: nullable(str()),
      Definition: nullable(ref('FunctionVersionDefinition')),
    },
    { required: ['Id', 'VersionNumber', 'CreatedAt', 'CreatedByUserId', 'CreatedBy', 'ChangeNote', 'Definition'] },
  ),
  FunctionDefinition: obj(
    {
      Id: str(),
      Key: str('Stable key used by commands, enqueue and bindings.'),
      DisplayName: str(),
      Description: nullable(str()),
      SupportsCancellation: bool('A running run may be cancelled manually.'),
      TimeoutMs: int32('Allowed execution time; a run exceeding it ends as Timeout.'),
      MaxAttempts: int32('Attempts of a queued job before it fails.'),
      IsHttpEndpoint: bool(),
      HttpEndpointKey: nullable(str('Its first HTTP endpoint, served at /api/workspace/functions/http/{HttpEndpointKey}.')),
      RequiredPermission: nullable(str('The actor needs this permission; otherwise the run ends as PermissionFailure.')),
      CurrentVersionId: str(),
      Versions: arr(ref('FunctionVersion'), 'Newest first.'),
      Secrets: arr(str(), 'The managed secrets it uses, by name (assumed).'),
      IsEnabled: bool('A disabled function starts no new run (assumed).'),
      IsPlatform: bool('Keeps the workspace working; cannot be disabled (assumed).'),
      Publications: arr(ref('FunctionBindingReference'), 'Its API publications (assumed).'),
      HttpEndpoints: arr(ref('FunctionBindingReference'), 'Its HTTP endpoints (assumed).'),
      RowVersion: uuid(),
    },
    {
      required: [
        'Id', 'Key', 'DisplayName', 'SupportsCancellation', 'TimeoutMs', 'MaxAttempts', 'IsHttpEndpoint', 'CurrentVersionId',
        'Versions', 'Secrets', 'IsEnabled', 'IsPlatform', 'Publications', 'HttpEndpoints', 'RowVersion',
      ],
    },
  ),
  FunctionSchedule: obj(
    {
      Id: str(),
      Name: str(),
      FunctionId: str(),
      FunctionDisplayName: str(),
      CronExpression: str(cronNote),
      TimeZone: nullable(str('IANA time zone overriding the workspace time zone; null uses the workspace time zone.')),
      EffectiveTimeZone: str('The time zone the CRON expression is evaluated in.'),
      IsEnabled: bool(),
      NextRunAt: nullable(dateTime('Null while disabled.')),
      LastRunAt: nullable(dateTime()),
      LastRunStatus: nullable(ref('FunctionRunStatus')),
      RowVersion: uuid(),
    },
    {
      required: ['Id', 'Name', 'FunctionId', 'FunctionDisplayName', 'CronExpression', 'EffectiveTimeZone', 'IsEnabled', 'RowVersion'],
    },
  ),
  FunctionScheduleUpdate: obj(
    {
      IsEnabled: bool(),
      CronExpression: str(cronNote),
      TimeZone: nullable(str('IANA time zone; null uses the workspace time zone.')),
      RowVersion: uuid(),
    },
    { required: ['IsEnabled', 'CronExpression', 'RowVersion'], closed: true },
  ),
  FunctionScheduleCreateRequest: {
    ...obj(
      {
        Name: { type: 'string', maxLength: 120 } as Schema,
        FunctionId: str(),
        CronExpression: { ...str(cronNote), maxLength: 200 } as Schema,
        TimeZone: nullable(str('IANA time zone; null uses the workspace time zone.')),
        IsEnabled: bool(),
        Arguments: nullable({ type: 'object', additionalProperties: true, description: 'The arguments every job of the schedule gets.' } as Schema),
      },
      { required: ['Name', 'FunctionId', 'CronExpression'], closed: true },
    ),
    'x-contract': 'assumed',
  } as Schema,
  FunctionRunStats: obj(
    {
      Buckets: arr(
        obj(
          {
            StartUtc: dateTime(),
            Counts: arr(obj({ Status: ref('FunctionRunStatus'), Count: int32() }, { required: ['Status', 'Count'] })),
          },
          { required: ['StartUtc', 'Counts'] },
        ),
      ),
    },
    { required: ['Buckets'] },
  ),
  FunctionFailureGroupRerunRequest: obj(
    { FromUtc: nullable(dateTime('Start of the range the group was read in (default: 24 hours before ToUtc).')), ToUtc: nullable(dateTime('End of that range (default: now).')) },
    { closed: true, required: [] },
  ),
  FunctionFailureGroupRerun: obj(
    {
      EnqueuedCount: int32('New jobs queued: one per distinct function and arguments among the group\'s failed runs.'),
      FailedRunCount: int32('Failed runs of the group in the range.'),
      Capped: bool('More distinct arguments than one request re-runs (100): run it again for the rest.'),
      JobIds: arr(str()),
    },
    { required: ['EnqueuedCount', 'FailedRunCount', 'Capped', 'JobIds'], description: 'What re-running a failure group queued.' },
  ),
  FunctionFailureCluster: obj(
    {
      Key: str('Stable hash of function id, error type and normalised message.'),
      FunctionId: str(),
      FunctionKey: str(),
      FunctionDisplayName: str(),
      ErrorType: nullable(str()),
      NormalizedMessage: str('Numbers, ids, quoted strings and timestamps replaced by placeholders.'),
      Count: int32(),
      FirstSeenAt: dateTime(),
      LastSeenAt: dateTime(),
      LatestRunId: str(),
    },
    {
      required: [
        'Key', 'FunctionId', 'FunctionKey', 'FunctionDisplayName', 'NormalizedMessage', 'Count', 'FirstSeenAt', 'LastSeenAt', 'LatestRunId',
      ],
    },
  ),
  FunctionRetentionSettings: obj(
    {
      Mode: ref('RunRetentionMode'),
      Days: nullable(int32('Retention day count in mode Days.')),
      RowVersion: uuid(),
      LastPurgeAt: nullable(dateTime()),
      LastPurgeDeletedCount: nullable(int32()),
      NextPurgeAt: nullable(dateTime('When the host purges next by itself: at most once an hour and never within an hour of a settings change. Null in mode Forever.')),
    },
    { required: ['Mode', 'RowVersion'] },
  ),
  FunctionRetentionSettingsUpdate: obj(
    { Mode: ref('RunRetentionMode'), Days: nullable({ type: 'integer', format: 'int32', minimum: 1, maximum: 36500 }), RowVersion: uuid() },
    { required: ['Mode', 'RowVersion'], closed: true },
  ),
  FunctionRetentionPreview: obj(
    {
      CutoffUtc: nullable(dateTime('Null in mode Forever.')),
      DeletableRunCount: int32(),
      NextPurgeAt: nullable(dateTime('When the next scheduled purge would run with these settings (saved now, when they differ from the saved ones). Null in mode Forever.')),
      NextPurgeRunCount: int32('The runs that purge would delete, counted with its cutoff (runs ending meanwhile not counted).'),
    },
    { required: ['DeletableRunCount', 'NextPurgeRunCount'] },
  ),
  FunctionRetentionPurgeResult: obj({ DeletedCount: int32(), Batches: int32() }, { required: ['DeletedCount', 'Batches'] }),

  FunctionCommandRequest: obj(
    { Arguments: json('Arguments passed to the function (a JSON object).') },
    { closed: true },
  ),
  FunctionCommandResult: obj(
    {
      RunId: str(),
      Status: ref('FunctionRunStatus'),
      ResultSummary: nullable(str()),
      Result: json('Structured JSON result.'),
      ErrorType: nullable(str()),
      ErrorMessage: nullable(str()),
    },
    { required: ['RunId', 'Status'] },
  ),
  FunctionEnqueueRequest: obj(
    {
      Arguments: json('Arguments passed to the function (a JSON object).'),
      DeduplicationKey: nullable(
        { type: 'string', minLength: 1, maxLength: 200, description: 'Suppresses a duplicate while a job with this key is Queued or Leased.' },
      ),
    },
    { closed: true },
  ),
  FunctionEnqueueResult: obj(
    {
      JobId: str(),
      Deduplicated: bool('True when an active job with the same deduplication key existed; its id is returned.'),
    },
    { required: ['JobId', 'Deduplicated'] },
  ),
  FunctionJobTracking: obj(
    {
      JobId: str(),
      Status: ref('FunctionJobStatus'),
      AttemptCount: int32(),
      NextAttemptAt: nullable(dateTime()),
      RunId: nullable(str('Latest linked run.')),
      RunStatus: nullable(ref('FunctionRunStatus')),
      ResultSummary: nullable(str()),
      LastError: nullable(str()),
    },
    { required: ['JobId', 'Status', 'AttemptCount'] },
  ),
  EntityActionExecuteRequest: obj(
    { InstanceIds: arr(str(), 'Selected instances; empty for an action without a record.') },
    { required: ['InstanceIds'], closed: true },
  ),
  EntityActionExecuteResult: obj(
    {
      RunId: str('The run, written as Running before this answer.'),
      JobId: str('The job executing the action.'),
    },
    { required: ['RunId', 'JobId'] },
  ),
  FunctionHttpEndpointResult: obj(
    {
      RunId: str(),
      Status: ref('FunctionRunStatus'),
      ResultSummary: nullable(str()),
      Result: json(),
    },
    { required: ['RunId', 'Status'] },
  ),
  FunctionAuditEntry: obj(
    {
      Id: str(),
      OccurredAt: dateTime(),
      ActorUserId: nullable(str()),
      Action: str('RunCancelled, JobCancelled, JobCancellationRequested, RetentionSettingsChanged, RunHistoryPurged or ScheduleChanged.'),
      TargetKind: str('Run, Job, Schedule or RunHistory (retention changes and purges; TargetId is then "run-history").'),
      TargetId: str(),
      Detail: json(),
    },
    { required: ['Id', 'OccurredAt', 'Action', 'TargetKind', 'TargetId'] },
  ),
  FunctionRunFilterOption: obj(
    {
      Id: str('The value for the filter (a user, entity definition, action or record id; "automation" for runs without a user).'),
      Label: str('What a person reads: a name.'),
      SecondaryLabel: nullable(str('What tells equal names apart: an e-mail address, a key, an entity.')),
    },
    { required: ['Id', 'Label'] },
  ),
  FunctionAuditPageEntry: obj(
    {
      Id: str(),
      OccurredAt: dateTime(),
      ActorUserId: nullable(str()),
      Actor: nullable(ref('FunctionUserReference')),
      Action: ref('FunctionAuditAction'),
      TargetKind: str('Run, Job, Schedule, Function or RunHistory.'),
      TargetId: str(),
      Detail: json(),
    },
    { required: ['Id', 'OccurredAt', 'Action', 'TargetKind', 'TargetId'] },
  ),
  FunctionAuditEntryPage: obj(
    { Items: arr(ref('FunctionAuditPageEntry')), TotalCount: int32(), Page: int32('One-based.'), PageSize: int32() },
    { required: ['Items', 'TotalCount', 'Page', 'PageSize'] },
  ),
}
