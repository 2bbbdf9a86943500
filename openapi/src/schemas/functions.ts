import type { Schema } from '../types'
import { arr, bool, dateTime, int32, int64, json, map, nullable, obj, ref, str } from '../s'

/**
 * Business-function runs and jobs. The spec describes run members in prose and does not show the
 * job fields beyond a few, so the member names are ours (marked with `x-contract-note`) and further
 * members are allowed.
 */

const proseShape = (schema: Schema, note: string): Schema => ({
  ...schema,
  additionalProperties: true,
  'x-contract-note': note,
})

const reference = (): Schema => obj({ Id: str(), DisplayName: str() })

export const functionSchemas: Record<string, Schema> = {
  FunctionUserReference: obj({
    Id: str(),
    DisplayName: str(),
    Email: nullable(str()),
    AvatarInitials: str(),
    AvatarBackgroundColor: str(),
    AvatarTextColor: str(),
    IsDeleted: bool(),
    IsAutomationActor: bool(),
    IsMissing: bool(),
  }),
  FunctionRun: proseShape(
    obj(
      {
        Id: str(),
        FunctionId: str(),
        FunctionKey: str(),
        FunctionDisplayName: str(),
        FunctionVersionId: nullable(str()),
        FunctionVersionNumber: nullable(int32('Captured function version number.')),
        ExecutionSource: ref('FunctionExecutionSource'),
        Status: ref('FunctionRunStatus'),
        StartedAt: dateTime(),
        CompletedAt: nullable(dateTime()),
        DurationMs: nullable(int64()),
        CorrelationId: nullable(str()),
        EntityDefinitionId: nullable(str()),
        EntityInstanceId: nullable(str()),
        Operation: nullable(str()),
        TriggerBindingId: nullable(str()),
        TriggerBinding: nullable(
          obj({ Id: str(), EntityDefinitionDisplayName: nullable(str()), FunctionDisplayName: nullable(str()) }),
        ),
        ScheduleId: nullable(str()),
        Schedule: nullable(obj({ Id: str(), Name: str(), CronExpression: str(), TimeZone: nullable(str()) })),
        QueuedJobId: nullable(str()),
        ResultSummary: nullable(str('Compact result summary.')),
        ResultJson: json('Structured JSON result.'),
        ErrorSummary: nullable(str()),
        ErrorType: nullable(str()),
        ErrorMessage: nullable(str()),
        Actor: nullable(ref('FunctionUserReference')),
        OriginalUser: nullable(ref('FunctionUserReference')),
        SurfaceActionId: nullable(str()),
        SurfaceActionLabel: nullable(str()),
        ActionTargetKey: nullable(str()),
        SelectedEntityIdCount: int32(),
        TargetDisplay: nullable(
          obj({
            EntityDefinitionId: str(),
            PrimaryInstanceId: nullable(str()),
            Labels: arr(str()),
            SelectionCount: int32(),
            SelectedRecordsSample: arr(reference(), 'Bounded sample of the selected records.'),
          }),
        ),
        IsCancellable: bool(),
        Http: nullable(
          obj({
            EndpointId: str(),
            EndpointKey: str(),
            Method: str(),
            PathSuffix: nullable(str()),
            RequestContentType: nullable(str()),
            RequestContentLength: nullable(int64()),
            AuthenticationOutcome: nullable(str()),
            ResponseStatus: nullable(int32()),
            ResponseContentType: nullable(str()),
            ResponseSize: nullable(int64()),
            RedactedHeaders: map(str()),
            QueryValues: map(str()),
            FormSummary: nullable(str()),
            PlatformFailureCode: nullable(str()),
          }),
        ),
        JobAttempt: nullable(int32()),
        NetOperationProjectRevisionId: nullable(str()),
        NetOperationProjectBuildId: nullable(str()),
        NetOperationProjectArtifactId: nullable(str()),
        ArgumentsSnapshot: json(),
        LogSummary: nullable(str()),
        ChangedRecordCount: int32(),
        ValidationErrorCount: int32(),
      },
      { description: 'Operational summary of one business-function run.' },
    ),
    'Members are described in prose by the spec; the names are ours.',
  ),
  FunctionJob: proseShape(
    obj({
      Id: str(),
      FunctionId: str(),
      FunctionDisplayName: nullable(str()),
      Status: ref('FunctionJobStatus'),
      AttemptCount: int32(),
      NextAttemptAt: nullable(dateTime()),
      LeaseExpiresAt: nullable(dateTime()),
      LastError: nullable(str()),
      DeduplicationKey: nullable(str()),
      RunId: nullable(str('Latest linked run.')),
      CreatedAt: dateTime(),
      CompletedAt: nullable(dateTime()),
      IsRetrying: bool(),
    }),
    'Job response fields: not shown; the spec names attempt count, next attempt time, lease expiry, last error and deduplication key.',
  ),
  FunctionRunPage: proseShape(
    obj({
      Items: arr(ref('FunctionRun')),
      TotalCount: int32(),
      Page: int32('One-based.'),
      PageSize: int32(),
      FilterLabels: arr(obj({ Id: str(), Label: str(), SecondaryLabel: nullable(str()) }), 'Labels of the active filters.'),
    }),
    'The spec names the page members in prose; the names are ours.',
  ),
  FunctionJobPage: proseShape(
    obj({ Items: arr(ref('FunctionJob')), TotalCount: int32(), Page: int32('One-based.'), PageSize: int32() }),
    'Paged job list shape: not shown; it follows the run page.',
  ),
  FunctionOperationsOverview: proseShape(
    obj({
      QueueCounts: obj({ Queued: int32(), Leased: int32(), Retrying: int32(), Failed: int32() }),
      RecentRuns: arr(ref('FunctionRun')),
      FailedOrRetryingJobs: arr(ref('FunctionJob')),
    }),
    'The spec names queue counts, recent runs and failed or retrying queued runs; the names are ours.',
  ),
}
