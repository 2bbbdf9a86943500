-- The workspace UI project: a tree of text files with immutable revisions, checks and builds run on
-- the function host's queue, and immutable artifacts with one active at a time (docs/ui-project.md).

-- One project per workspace (id 'workspace'); its row version moves with every activation change.
CREATE TABLE ui_projects (
  id text PRIMARY KEY,
  display_name text NOT NULL,
  working_revision_id text,
  active_artifact_id text,
  last_revision_number integer NOT NULL DEFAULT 0,
  last_build_number integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

-- File contents, shared by every revision that holds the same text (content-addressed).
CREATE TABLE ui_project_blobs (
  content_hash text PRIMARY KEY,
  content text NOT NULL,
  size_bytes bigint NOT NULL
);

-- Revisions are written once and never changed.
CREATE TABLE ui_project_revisions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES ui_projects (id),
  number integer NOT NULL,
  parent_revision_id text REFERENCES ui_project_revisions (id),
  message text NOT NULL,
  source integer NOT NULL,
  author_user_id text,
  created_at timestamptz NOT NULL,
  content_hash text NOT NULL,
  file_count integer NOT NULL,
  total_size_bytes bigint NOT NULL,
  UNIQUE (project_id, number)
);

CREATE TABLE ui_project_revision_files (
  revision_id text NOT NULL REFERENCES ui_project_revisions (id),
  path text NOT NULL,
  content_hash text NOT NULL REFERENCES ui_project_blobs (content_hash),
  PRIMARY KEY (revision_id, path)
);

-- A check (kind 1) or build (kind 0); the job on the function host runs it.
CREATE TABLE ui_project_builds (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES ui_projects (id),
  revision_id text NOT NULL REFERENCES ui_project_revisions (id),
  build_number integer NOT NULL,
  kind integer NOT NULL,
  status integer NOT NULL,
  stage integer NOT NULL,
  stage_message_key text,
  progress_percent integer NOT NULL DEFAULT 0,
  requested_by_user_id text NOT NULL,
  requested_at timestamptz NOT NULL,
  started_at timestamptz,
  completed_at timestamptz,
  worker_id text,
  heartbeat_at timestamptz,
  attempt_count integer NOT NULL DEFAULT 0,
  job_id text,
  artifact_id text,
  cancellation_requested boolean NOT NULL DEFAULT false,
  peak_memory_bytes bigint,
  -- [{Stage, StartedAt, CompletedAt, DurationMs, LogLineCount, LogTruncated}]
  stages jsonb NOT NULL DEFAULT '[]',
  diagnostics jsonb NOT NULL DEFAULT '[]',
  error_summary text,
  failure jsonb,
  generated_project_checksum text,
  row_version uuid NOT NULL,
  UNIQUE (project_id, build_number)
);
CREATE INDEX ui_project_builds_newest ON ui_project_builds (project_id, build_number DESC);

-- Each stage's log, bounded while the build runs (lines beyond the bound are counted, not kept).
CREATE TABLE ui_project_build_logs (
  build_id text NOT NULL REFERENCES ui_project_builds (id),
  stage integer NOT NULL,
  lines jsonb NOT NULL DEFAULT '[]',
  truncated boolean NOT NULL DEFAULT false,
  PRIMARY KEY (build_id, stage)
);

-- Immutable artifacts: only the lifecycle columns (is_active, status, published/deactivated,
-- pinned, purge) ever change; the bytes go when purged, the metadata stays.
CREATE TABLE ui_project_artifacts (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES ui_projects (id),
  build_id text NOT NULL REFERENCES ui_project_builds (id),
  revision_id text NOT NULL REFERENCES ui_project_revisions (id),
  status integer NOT NULL,
  is_active boolean NOT NULL DEFAULT false,
  was_active boolean NOT NULL DEFAULT false,
  is_pinned boolean NOT NULL DEFAULT false,
  javascript bytea,
  css bytea,
  assets_purged_at timestamptz,
  artifact_hash text NOT NULL,
  javascript_content_hash text NOT NULL,
  javascript_integrity text NOT NULL,
  javascript_size_bytes bigint NOT NULL,
  css_content_hash text NOT NULL,
  css_integrity text NOT NULL,
  css_size_bytes bigint NOT NULL,
  total_size_bytes bigint NOT NULL,
  page_descriptor_json text,
  locale_descriptor_json text,
  dependency_metadata_json text,
  web_app_version text NOT NULL,
  host_contract_version integer NOT NULL,
  vue_version text NOT NULL,
  pinia_version text NOT NULL,
  vuetify_version text NOT NULL,
  vite_version text NOT NULL,
  typescript_version text NOT NULL,
  eslint_version text NOT NULL,
  toolchain_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  published_by_user_id text,
  published_at timestamptz,
  deactivated_by_user_id text,
  deactivated_at timestamptz,
  -- The artifact that was active when this one was activated: where a roll back goes.
  previous_active_artifact_id text,
  row_version uuid NOT NULL
);
-- Exactly one active artifact at most, whatever races.
CREATE UNIQUE INDEX ui_project_artifacts_one_active ON ui_project_artifacts (project_id) WHERE is_active;

-- Configurators change, build and publish the frontend; operators see what is live, roll back and
-- clean up (View and Publish).
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, permission_key FROM roles
  CROSS JOIN (VALUES ('uiproject.view'), ('uiproject.source.manage'), ('uiproject.build'), ('uiproject.publish')) AS granted (permission_key)
  WHERE is_system AND name IN ('Admin', 'Configurator')
  ON CONFLICT DO NOTHING;
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, permission_key FROM roles
  CROSS JOIN (VALUES ('uiproject.view'), ('uiproject.publish')) AS granted (permission_key)
  WHERE is_system AND name = 'Operator'
  ON CONFLICT DO NOTHING;
