import { avatarFor, initialsOf } from '../principals'
import { iso } from '../../platform/values'
import { JobStatus, RunStatus, type ExecutionSource } from './model'
import type { FunctionHttpDetail, FunctionJob, FunctionRun, FunctionTargetDisplay, FunctionUserReference } from './types'

/**
 * Row → schema mappers of runs and jobs. Their rows come from `functionRunSelect`
 * (runs/runs.repo.ts) and `functionJobSelect` (queue/jobs.repo.ts).
 */

type Time = Date | string

/** Display reference of the automation actor (schedules and triggers without a user). */
export const automationActorId = 'automation'

interface UserColumns {
  actor_user_id: string | null
  actor_display_name: string | null
  actor_email: string | null
  actor_user_type: number | null
  original_user_id: string | null
  original_display_name: string | null
  original_email: string | null
  original_user_type: number | null
}

export interface FunctionRunRow extends UserColumns {
  id: string
  function_id: string
  function_key: string
  function_display_name: string
  function_version_id: string | null
  function_version_number: number | null
  source: ExecutionSource
  status: RunStatus
  started_at: Time
  completed_at: Time | null
  duration_ms: number | string | null
  correlation_id: string | null
  entity_definition_id: string | null
  entity_instance_id: string | null
  operation: string | null
  trigger_binding_id: string | null
  schedule_id: string | null
  job_id: string | null
  job_attempt: number | null
  result_summary: string | null
  result_json: unknown
  error_summary: string | null
  error_type: string | null
  error_message: string | null
  error_stack_trace: string | null
  surface_action_id: string | null
  surface_action_label: string | null
  publication_id: string | null
  http_endpoint_id: string | null
  action_target_key: string | null
  selected_entity_id_count: number
  target_display: FunctionTargetDisplay | null
  supports_cancellation: boolean
  cancel_requested_at: Time | null
  http_detail: FunctionHttpDetail | null
  net_operation_project_revision_id: string | null
  net_operation_project_build_id: string | null
  net_operation_project_artifact_id: string | null
  arguments_snapshot: unknown
  log_summary: string | null
  progress_done: number | null
  progress_total: number | null
  changed_record_count: number
  validation_error_count: number
  worker_id: string | null
  binding_operation: string | null
  binding_entity_name: string | null
  binding_function_display_name: string | null
  schedule_name: string | null
  schedule_cron_expression: string | null
  schedule_time_zone: string | null
  current_surface_action_label: string | null
}

export interface FunctionJobRow extends UserColumns {
  id: string
  function_id: string
  function_key: string
  function_display_name: string
  function_version_id: string | null
  function_version_number: number | null
  supports_cancellation: boolean
  status: JobStatus
  source: ExecutionSource
  attempt_count: number
  max_attempts: number
  next_attempt_at: Time | null
  lease_owner: string | null
  lease_expires_at: Time | null
  last_error: string | null
  deduplication_key: string | null
  arguments: unknown
  schedule_id: string | null
  trigger_binding_id: string | null
  surface_action_id: string | null
  publication_id: string | null
  entity_definition_id: string | null
  entity_instance_id: string | null
  latest_run_id: string | null
  run_status: RunStatus | null
  run_count: number
  cancel_requested_at: Time | null
  created_at: Time
  completed_at: Time | null
}

const isoOrNull = (value: Time | null | undefined): string | null => (value === null || value === undefined ? null : iso(value))

/** A user reference; a user that no longer exists is shown as missing, never dropped. */
export function userReference(
  id: string | null,
  displayName: string | null,
  email: string | null,
  userType: number | null,
  automation: boolean,
): FunctionUserReference | null {
  if (id === null) {
    if (!automation) return null
    const avatar = avatarFor(automationActorId, 'Automation')
    return {
      Id: automationActorId,
      DisplayName: 'Automation',
      Email: null,
      AvatarInitials: avatar.Initials,
      AvatarBackgroundColor: avatar.BackgroundColor,
      AvatarTextColor: avatar.TextColor,
      IsDeleted: false,
      IsAutomationActor: true,
      IsMissing: false,
    }
  }
  const missing = displayName === null
  const name = displayName ?? id
  const avatar = avatarFor(id, name)
  return {
    Id: id,
    DisplayName: name,
    Email: email,
    AvatarInitials: missing ? initialsOf(id) : avatar.Initials,
    AvatarBackgroundColor: avatar.BackgroundColor,
    AvatarTextColor: avatar.TextColor,
    IsDeleted: missing,
    // Service and system users act for integrations, not for a person.
    IsAutomationActor: userType !== null && userType !== 0,
    IsMissing: missing,
  }
}

/** Schedules and triggers run as the automation actor when no user started them. */
const automatedSource = (source: number): boolean => source === 2 || source === 3

export function toFunctionRun(row: FunctionRunRow): FunctionRun {
  const running = row.status === RunStatus.Running
  return {
    Id: row.id,
    FunctionId: row.function_id,
    FunctionKey: row.function_key,
    FunctionDisplayName: row.function_display_name,
    FunctionVersionId: row.function_version_id,
    FunctionVersionNumber: row.function_version_number,
    ExecutionSource: row.source,
    Status: row.status,
    StartedAt: iso(row.started_at),
    CompletedAt: isoOrNull(row.completed_at),
    DurationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    CorrelationId: row.correlation_id,
    EntityDefinitionId: row.entity_definition_id,
    EntityInstanceId: row.entity_instance_id,
    Operation: row.operation,
    TriggerBindingId: row.trigger_binding_id,
    TriggerBinding: row.trigger_binding_id
      ? {
          Id: row.trigger_binding_id,
          Operation: row.binding_operation,
          EntityDefinitionDisplayName: row.binding_entity_name,
          FunctionDisplayName: row.binding_function_display_name,
        }
      : null,
    ScheduleId: row.schedule_id,
    Schedule:
      row.schedule_id && row.schedule_name !== null
        ? {
            Id: row.schedule_id,
            Name: row.schedule_name,
            CronExpression: row.schedule_cron_expression ?? '',
            TimeZone: row.schedule_time_zone,
          }
        : null,
    QueuedJobId: row.job_id,
    ResultSummary: row.result_summary,
    ResultJson: row.result_json ?? null,
    ErrorSummary: row.error_summary,
    ErrorType: row.error_type,
    ErrorMessage: row.error_message,
    ErrorStackTrace: row.error_stack_trace ?? null,
    Actor: userReference(row.actor_user_id, row.actor_display_name, row.actor_email, row.actor_user_type, automatedSource(row.source)),
    OriginalUser: userReference(row.original_user_id, row.original_display_name, row.original_email, row.original_user_type, false),
    SurfaceActionId: row.surface_action_id,
    // The action's current label; the captured one when the action no longer exists.
    SurfaceActionLabel: row.current_surface_action_label ?? row.surface_action_label,
    PublicationId: row.publication_id,
    HttpEndpointId: row.http_endpoint_id,
    ActionTargetKey: row.action_target_key,
    SelectedEntityIdCount: row.selected_entity_id_count,
    TargetDisplay: row.target_display,
    IsCancellable: running && row.supports_cancellation,
    SupportsCancellation: row.supports_cancellation,
    CancelRequestedAt: isoOrNull(row.cancel_requested_at),
    Http: row.http_detail,
    JobAttempt: row.job_attempt,
    NetOperationProjectRevisionId: row.net_operation_project_revision_id,
    NetOperationProjectBuildId: row.net_operation_project_build_id,
    NetOperationProjectArtifactId: row.net_operation_project_artifact_id,
    ArgumentsSnapshot: row.arguments_snapshot ?? null,
    LogSummary: row.log_summary,
    Progress: row.progress_total === null ? null : { Done: row.progress_done ?? 0, Total: row.progress_total },
    ChangedRecordCount: row.changed_record_count,
    ValidationErrorCount: row.validation_error_count,
  }
}

export function toFunctionJob(row: FunctionJobRow): FunctionJob {
  const active = row.status === JobStatus.Queued || row.status === JobStatus.Leased
  return {
    Id: row.id,
    FunctionId: row.function_id,
    FunctionKey: row.function_key,
    FunctionDisplayName: row.function_display_name,
    FunctionVersionId: row.function_version_id,
    FunctionVersionNumber: row.function_version_number,
    Status: row.status,
    Source: row.source,
    AttemptCount: row.attempt_count,
    MaxAttempts: row.max_attempts,
    NextAttemptAt: row.status === JobStatus.Queued ? isoOrNull(row.next_attempt_at) : null,
    LeaseOwner: row.status === JobStatus.Leased ? row.lease_owner : null,
    LeaseExpiresAt: row.status === JobStatus.Leased ? isoOrNull(row.lease_expires_at) : null,
    LastError: row.last_error,
    DeduplicationKey: row.deduplication_key,
    Arguments: row.arguments ?? null,
    RunId: row.latest_run_id,
    RunStatus: row.run_status,
    RunCount: row.run_count,
    ScheduleId: row.schedule_id,
    TriggerBindingId: row.trigger_binding_id,
    SurfaceActionId: row.surface_action_id,
    PublicationId: row.publication_id,
    EntityDefinitionId: row.entity_definition_id,
    EntityInstanceId: row.entity_instance_id,
    Actor: userReference(row.actor_user_id, row.actor_display_name, row.actor_email, row.actor_user_type, automatedSource(row.source)),
    OriginalUser: userReference(row.original_user_id, row.original_display_name, row.original_email, row.original_user_type, false),
    SupportsCancellation: row.supports_cancellation,
    IsCancellable: active,
    CancelRequestedAt: isoOrNull(row.cancel_requested_at),
    CreatedAt: iso(row.created_at),
    CompletedAt: isoOrNull(row.completed_at),
    IsRetrying: row.status === JobStatus.Queued && row.attempt_count > 0,
  }
}
