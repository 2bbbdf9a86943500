-- Files: the workspace file-system settings (one row), stored files with their relations, and
-- resumable upload sessions. Bytes live on disk; a client-supplied name never becomes a path.
CREATE TABLE filesystem_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  storage_type integer NOT NULL,
  root_path text,
  folder_strategy integer NOT NULL,
  constant_folder_name text,
  allowed_mime_types jsonb NOT NULL,
  trash_retention_hours integer NOT NULL,
  file_type_rules jsonb NOT NULL,
  max_upload_size_bytes bigint NOT NULL,
  policy_version integer NOT NULL,
  policy_hash text NOT NULL,
  row_version uuid NOT NULL,
  modified_at timestamptz NOT NULL
);

CREATE TABLE files (
  id text PRIMARY KEY,
  folder_id text,
  storage_root text NOT NULL,
  storage_key text NOT NULL,
  owner_module text NOT NULL,
  owner_kind text NOT NULL,
  owner_context_id text NOT NULL,
  owner_object_id text NOT NULL,
  file_name text NOT NULL,
  description text,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL,
  checksum_sha256 text NOT NULL,
  origin_source text,
  origin_policy_code text,
  correlation_id text,
  policy_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  created_by_user_id text,
  modified_at timestamptz,
  modified_by_user_id text,
  deleted_at timestamptz,
  deleted_by_user_id text,
  purge_after timestamptz
);

CREATE TABLE file_relations (
  id text PRIMARY KEY,
  file_id text NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  target_module text NOT NULL,
  target_kind text NOT NULL,
  target_context_id text NOT NULL,
  target_object_id text NOT NULL,
  relation_kind integer NOT NULL,
  source text,
  policy_code text,
  correlation_id text,
  created_by_user_id text,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);

-- The resource list pages one target's relations, newest first.
CREATE INDEX file_relations_by_target ON file_relations (target_module, target_kind, target_context_id, target_object_id, created_at DESC, id);
CREATE INDEX file_relations_by_file ON file_relations (file_id);
CREATE INDEX files_in_trash ON files (deleted_at DESC) WHERE deleted_at IS NOT NULL;

CREATE TABLE file_upload_sessions (
  id text PRIMARY KEY,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL,
  checksum_sha256 text,
  description text,
  owner_module text NOT NULL,
  owner_kind text NOT NULL,
  owner_context_id text NOT NULL,
  owner_object_id text NOT NULL,
  status integer NOT NULL,
  -- Merged, sorted [start, end) byte ranges already written to the part file.
  received_ranges jsonb NOT NULL,
  received_bytes bigint NOT NULL,
  part_path text NOT NULL,
  policy_version integer NOT NULL,
  file_id text,
  created_by_user_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE INDEX file_upload_sessions_open ON file_upload_sessions (expires_at) WHERE status = 0;

-- Managing other people's files and the trash: every built-in role (operators watch the trash).
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, 'files.manage' FROM roles WHERE is_system AND name IN ('Admin', 'Configurator', 'Operator')
  ON CONFLICT DO NOTHING;
