-- Function host: catalog, versions, schedules, trigger bindings, entity UI actions, the job queue,
-- runs (one row per execution attempt) and the audit log of cancel operations.
-- Run status: 0 Success, 1 ValidationFailure, 2 PermissionFailure, 3 Timeout, 4 RuntimeException,
-- 5 Cancelled, 6 Running, 7 Skipped, 8 StoppedByWorkerRestart.
-- Job status: 0 Queued, 1 Leased, 2 Completed, 3 Failed, 4 Cancelled.
-- Source: 0 Command, 1 Action, 2 Trigger, 3 Schedule, 4 HttpEndpoint.

CREATE TABLE functions (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  display_name text NOT NULL,
  description text,
  supports_cancellation boolean NOT NULL DEFAULT false,
  timeout_ms integer NOT NULL,
  max_attempts integer NOT NULL DEFAULT 3,
  http_endpoint_key text UNIQUE,
  required_permission text,
  current_version_id text,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL
);

CREATE TABLE function_versions (
  id text PRIMARY KEY,
  function_id text NOT NULL REFERENCES functions (id) ON DELETE CASCADE,
  version_number integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (function_id, version_number)
);

CREATE TABLE function_schedules (
  id text PRIMARY KEY,
  name text NOT NULL,
  function_id text NOT NULL REFERENCES functions (id) ON DELETE CASCADE,
  cron_expression text NOT NULL,
  time_zone text,
  is_enabled boolean NOT NULL DEFAULT true,
  arguments jsonb NOT NULL DEFAULT '{}'::jsonb,
  next_run_at timestamptz,
  last_run_at timestamptz,
  last_job_id text,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE INDEX function_schedules_due ON function_schedules (next_run_at) WHERE is_enabled;

-- Bindings name the entity definition by Name so that they survive before the definition exists.
CREATE TABLE function_trigger_bindings (
  id text PRIMARY KEY,
  entity_definition_name text NOT NULL,
  operation text NOT NULL CHECK (operation IN ('create', 'patch', 'archive', 'restore', 'delete')),
  function_id text NOT NULL REFERENCES functions (id) ON DELETE CASCADE,
  is_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);

CREATE TABLE function_surface_actions (
  id text PRIMARY KEY,
  entity_definition_name text NOT NULL,
  action_key text NOT NULL,
  label text NOT NULL,
  function_id text NOT NULL REFERENCES functions (id) ON DELETE CASCADE,
  -- 0 NoRecord, 1 SingleRecord, 2 MultipleRecords (ActionTargetScope)
  target_scope smallint NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (entity_definition_name, action_key)
);

-- One process running the host; its heartbeat tells recovery whether its leases and runs are alive.
CREATE TABLE function_workers (
  id text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL,
  stopped_at timestamptz
);

CREATE TABLE function_jobs (
  id text PRIMARY KEY,
  function_id text NOT NULL REFERENCES functions (id),
  function_version_id text REFERENCES function_versions (id),
  status smallint NOT NULL,
  attempt_count integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  lease_owner text,
  lease_expires_at timestamptz,
  last_error text,
  deduplication_key text,
  arguments jsonb NOT NULL DEFAULT '{}'::jsonb,
  source smallint NOT NULL,
  schedule_id text,
  trigger_binding_id text,
  surface_action_id text,
  action_target_key text,
  selected_entity_ids jsonb,
  entity_definition_id text,
  entity_instance_id text,
  operation text,
  actor_user_id text,
  original_user_id text,
  correlation_id text,
  latest_run_id text,
  cancel_requested_at timestamptz,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  row_version uuid NOT NULL
);

-- Rule 3: a deduplication key blocks a second enqueue only while a job with it is Queued or Leased.
CREATE UNIQUE INDEX function_jobs_active_deduplication_key ON function_jobs (deduplication_key)
  WHERE deduplication_key IS NOT NULL AND status IN (0, 1);

CREATE INDEX function_jobs_due ON function_jobs (next_attempt_at) WHERE status = 0;

CREATE INDEX function_jobs_leased ON function_jobs (lease_expires_at) WHERE status = 1;

CREATE INDEX function_jobs_created_at ON function_jobs (created_at DESC);

CREATE TABLE function_runs (
  id text PRIMARY KEY,
  function_id text NOT NULL REFERENCES functions (id),
  function_key text NOT NULL,
  function_display_name text NOT NULL,
  function_version_id text,
  function_version_number integer,
  source smallint NOT NULL,
  status smallint NOT NULL,
  started_at timestamptz NOT NULL,
  completed_at timestamptz,
  duration_ms bigint,
  correlation_id text,
  entity_definition_id text,
  entity_instance_id text,
  operation text,
  trigger_binding_id text,
  schedule_id text,
  job_id text REFERENCES function_jobs (id) ON DELETE SET NULL,
  job_attempt integer,
  result_summary text,
  result_json jsonb,
  error_summary text,
  error_type text,
  error_message text,
  actor_user_id text,
  original_user_id text,
  surface_action_id text,
  surface_action_label text,
  action_target_key text,
  selected_entity_id_count integer NOT NULL DEFAULT 0,
  target_display jsonb,
  supports_cancellation boolean NOT NULL DEFAULT false,
  cancel_requested_at timestamptz,
  http_detail jsonb,
  net_operation_project_revision_id text,
  net_operation_project_build_id text,
  net_operation_project_artifact_id text,
  arguments_snapshot jsonb,
  log_summary text,
  changed_record_count integer NOT NULL DEFAULT 0,
  validation_error_count integer NOT NULL DEFAULT 0,
  -- The host process executing the run (function_workers.id).
  worker_id text
);

CREATE INDEX function_runs_started_at ON function_runs (started_at DESC, id DESC);

CREATE INDEX function_runs_job ON function_runs (job_id, started_at DESC);

CREATE INDEX function_runs_running ON function_runs (worker_id) WHERE status = 6;

CREATE TABLE function_audit_log (
  id text PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  actor_user_id text,
  action text NOT NULL,
  target_kind text NOT NULL,
  target_id text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX function_audit_log_target ON function_audit_log (target_id, occurred_at DESC);
