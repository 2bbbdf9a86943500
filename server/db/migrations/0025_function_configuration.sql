-- Function configuration: versions that carry their definition, enable/disable, API publications
-- (commands and enqueue) and HTTP endpoints bound to a function version.
-- A version's definition is immutable; the functions row mirrors its current version's settings.

ALTER TABLE functions ADD COLUMN is_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE functions ADD COLUMN row_version uuid NOT NULL DEFAULT gen_random_uuid();

ALTER TABLE function_versions ADD COLUMN definition jsonb;
ALTER TABLE function_versions ADD COLUMN created_by_user_id text;
ALTER TABLE function_versions ADD COLUMN change_note text;

-- Kind: 0 Command (synchronous), 1 Enqueue (a job). Deduplication: 0 None, 1 the caller's key,
-- 2 a key built from named argument members.
CREATE TABLE function_publications (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  description text,
  function_id text NOT NULL REFERENCES functions (id) ON DELETE CASCADE,
  function_version_id text REFERENCES function_versions (id),
  kind smallint NOT NULL,
  required_permission text NOT NULL,
  input_schema jsonb,
  deduplication_mode smallint NOT NULL DEFAULT 0,
  deduplication_members jsonb NOT NULL DEFAULT '[]',
  is_enabled boolean NOT NULL DEFAULT true,
  row_version uuid NOT NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  modified_by_user_id text
);

-- Authentication: 0 Optional (a token given must be valid), 1 Required.
CREATE TABLE function_http_endpoints (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  description text,
  function_id text NOT NULL REFERENCES functions (id) ON DELETE CASCADE,
  function_version_id text REFERENCES function_versions (id),
  method text NOT NULL,
  path_suffix text,
  authentication_mode smallint NOT NULL,
  allowed_content_types jsonb NOT NULL,
  max_request_bytes integer NOT NULL,
  rate_limit_per_minute integer,
  is_enabled boolean NOT NULL DEFAULT true,
  row_version uuid NOT NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  modified_by_user_id text
);

ALTER TABLE function_runs ADD COLUMN publication_id text;
ALTER TABLE function_runs ADD COLUMN http_endpoint_id text;
ALTER TABLE function_jobs ADD COLUMN publication_id text;
ALTER TABLE function_jobs ADD COLUMN http_endpoint_id text;
CREATE INDEX function_runs_by_publication ON function_runs (publication_id, started_at DESC, id DESC) WHERE publication_id IS NOT NULL;
CREATE INDEX function_runs_by_http_endpoint ON function_runs (http_endpoint_id, started_at DESC, id DESC) WHERE http_endpoint_id IS NOT NULL;
CREATE INDEX function_jobs_by_publication ON function_jobs (publication_id, created_at DESC, id DESC) WHERE publication_id IS NOT NULL;

-- Endpoints the functions declared so far keep being served, now as configuration.
INSERT INTO function_http_endpoints (id, key, function_id, method, authentication_mode, allowed_content_types, max_request_bytes,
  is_enabled, row_version, created_at, modified_at)
SELECT 'ep-' || http_endpoint_key, http_endpoint_key, id, 'POST', 0, '["application/json", "application/x-www-form-urlencoded"]', 65536,
  true, gen_random_uuid(), now(), now()
FROM functions WHERE http_endpoint_key IS NOT NULL;
