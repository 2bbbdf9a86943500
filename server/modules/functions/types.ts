import type { FunctionExecutionSource, FunctionJobStatus, FunctionRunStatus } from '../../../shared/enums'

/**
 * The function host's response shapes (contract schemas FunctionRun, FunctionJob and friends),
 * declared here because the server fills every member the contract leaves optional.
 */

export interface FunctionUserReference {
  Id: string
  DisplayName: string
  Email: string | null
  AvatarInitials: string
  AvatarBackgroundColor: string
  AvatarTextColor: string
  IsDeleted: boolean
  IsAutomationActor: boolean
  IsMissing: boolean
}

export interface FunctionHttpDetail {
  EndpointId: string
  EndpointKey: string
  Method: string
  PathSuffix: string | null
  RequestContentType: string | null
  RequestContentLength: number | null
  AuthenticationOutcome: string | null
  ResponseStatus: number | null
  ResponseContentType: string | null
  ResponseSize: number | null
  RedactedHeaders: Record<string, string>
  QueryValues: Record<string, string>
  FormSummary: string | null
  PlatformFailureCode: string | null
}

export interface FunctionTargetDisplay {
  EntityDefinitionId: string
  PrimaryInstanceId: string | null
  Labels: string[]
  SelectionCount: number
  SelectedRecordsSample: Array<{ Id: string; DisplayName: string }>
}

/** A type alias, not an interface: the contract describes FunctionRun as an open object. */
export type FunctionRun = {
  Id: string
  FunctionId: string
  FunctionKey: string
  FunctionDisplayName: string
  FunctionVersionId: string | null
  FunctionVersionNumber: number | null
  ExecutionSource: FunctionExecutionSource
  Status: FunctionRunStatus
  StartedAt: string
  CompletedAt: string | null
  DurationMs: number | null
  CorrelationId: string | null
  EntityDefinitionId: string | null
  EntityInstanceId: string | null
  Operation: string | null
  TriggerBindingId: string | null
  TriggerBinding: { Id: string; Operation: string | null; EntityDefinitionDisplayName: string | null; FunctionDisplayName: string | null } | null
  ScheduleId: string | null
  Schedule: { Id: string; Name: string; CronExpression: string; TimeZone: string | null } | null
  QueuedJobId: string | null
  ResultSummary: string | null
  ResultJson: unknown
  ErrorSummary: string | null
  ErrorType: string | null
  ErrorMessage: string | null
  ErrorStackTrace: string | null
  Actor: FunctionUserReference | null
  OriginalUser: FunctionUserReference | null
  SurfaceActionId: string | null
  SurfaceActionLabel: string | null
  PublicationId: string | null
  HttpEndpointId: string | null
  ActionTargetKey: string | null
  SelectedEntityIdCount: number
  TargetDisplay: FunctionTargetDisplay | null
  IsCancellable: boolean
  SupportsCancellation: boolean
  CancelRequestedAt: string | null
  Http: FunctionHttpDetail | null
  JobAttempt: number | null
  NetOperationProjectRevisionId: string | null
  NetOperationProjectBuildId: string | null
  NetOperationProjectArtifactId: string | null
  ArgumentsSnapshot: unknown
  LogSummary: string | null
  /** How far a long run is, as it reports it (null when it reports nothing). */
  Progress: { Done: number; Total: number } | null
  ChangedRecordCount: number
  ValidationErrorCount: number
}

/** A type alias, not an interface: the contract describes FunctionJob as an open object. */
export type FunctionJob = {
  Id: string
  FunctionId: string
  FunctionKey: string
  FunctionDisplayName: string | null
  FunctionVersionId: string | null
  FunctionVersionNumber: number | null
  Status: FunctionJobStatus
  Source: FunctionExecutionSource
  AttemptCount: number
  MaxAttempts: number
  NextAttemptAt: string | null
  LeaseOwner: string | null
  LeaseExpiresAt: string | null
  LastError: string | null
  DeduplicationKey: string | null
  Arguments: unknown
  RunId: string | null
  RunStatus: FunctionRunStatus | null
  RunCount: number
  ScheduleId: string | null
  TriggerBindingId: string | null
  SurfaceActionId: string | null
  PublicationId: string | null
  EntityDefinitionId: string | null
  EntityInstanceId: string | null
  Actor: FunctionUserReference | null
  OriginalUser: FunctionUserReference | null
  SupportsCancellation: boolean
  IsCancellable: boolean
  CancelRequestedAt: string | null
  CreatedAt: string
  CompletedAt: string | null
  IsRetrying: boolean
}
