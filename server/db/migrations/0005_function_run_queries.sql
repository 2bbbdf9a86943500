-- Run and job lists of the function operations screens: filters and sorts answered from indexes,
-- free-text search over a stored tsvector, and failure clusters (failed runs grouped by function,
-- error type and normalised message) keyed by a stored hash the run list can filter on.
-- Run status: 1 ValidationFailure, 2 PermissionFailure, 3 Timeout, 4 RuntimeException and
-- 8 StoppedByWorkerRestart count as failures; job status: 0 Queued, 3 Failed.

-- The message of a failed run with what varies between occurrences replaced: quoted values, UUIDs,
-- timestamps, ids (words mixing digits with letters or underscores) and numbers.
CREATE FUNCTION function_failure_message(message text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN left(btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    coalesce(message, ''),
    '"[^"]*"|“[^”]*”|«[^»]*»', '<text>', 'g'),
    '(^|[^[:alnum:]])''[^'']*''', '\1<text>', 'g'),
    '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', '<uuid>', 'g'),
    '[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}([.,][0-9]+)?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)?)?', '<time>', 'g'),
    '[[:alnum:]_-]*([[:alpha:]_][[:alnum:]_-]*[0-9]|[0-9][[:alnum:]_-]*[[:alpha:]_])[[:alnum:]_-]*', '<id>', 'g'),
    '[0-9]+([.,][0-9]+)*', '<n>', 'g'),
    '[[:space:]]+', ' ', 'g')), 500);

-- Stable key of a failure cluster: function, error type and normalised message.
CREATE FUNCTION function_failure_cluster_key(function_id text, error_type text, message text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN md5(function_id || chr(10) || coalesce(error_type, '') || chr(10) || function_failure_message(message));

ALTER TABLE function_runs
  ADD COLUMN failure_cluster_key text GENERATED ALWAYS AS (
    CASE WHEN status IN (1, 2, 3, 4, 8) THEN function_failure_cluster_key(function_id, error_type, coalesce(error_message, error_summary)) END
  ) STORED;

-- Word-prefix search over what a person reads on a run (the 'simple' configuration: no stemming,
-- no stop words, so keys and names stay searchable; stripped of positions to stay small). Ids are
-- matched exactly through their own indexes instead.
ALTER TABLE function_runs
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    strip(to_tsvector('simple'::regconfig,
      function_key || ' ' || function_display_name || ' ' || coalesce(error_type, '') || ' ' ||
      coalesce(error_message, error_summary, '') || ' ' || coalesce(result_summary, '') || ' ' || coalesce(operation, '') || ' ' ||
      coalesce(action_target_key, '') || ' ' || coalesce(surface_action_label, '')))
  ) STORED;

CREATE INDEX function_runs_search ON function_runs USING gin (search_vector);

-- Sorts: each field with the start time and id as tie-breakers in the same direction, read forwards
-- for ascending and backwards for descending (a missing completion or duration sorts as the largest).
CREATE INDEX function_runs_sort_completed_at ON function_runs (completed_at, started_at, id);

CREATE INDEX function_runs_sort_duration ON function_runs (duration_ms, started_at, id);

CREATE INDEX function_runs_sort_function_name ON function_runs (function_display_name, started_at, id);

CREATE INDEX function_runs_sort_status ON function_runs (status, started_at, id);

-- Filters, newest first within the match.
CREATE INDEX function_runs_by_function ON function_runs (function_id, started_at DESC, id DESC);

CREATE INDEX function_runs_by_source ON function_runs (source, started_at DESC, id DESC);

CREATE INDEX function_runs_by_version ON function_runs (function_version_id, started_at DESC, id DESC);

CREATE INDEX function_runs_by_binding ON function_runs (trigger_binding_id, started_at DESC, id DESC)
  WHERE trigger_binding_id IS NOT NULL;

CREATE INDEX function_runs_by_schedule ON function_runs (schedule_id, started_at DESC, id DESC)
  WHERE schedule_id IS NOT NULL;

CREATE INDEX function_runs_by_action ON function_runs (surface_action_id, started_at DESC, id DESC)
  WHERE surface_action_id IS NOT NULL;

-- ActionTargetScope: 0 NoRecord, 1 SingleRecord, 2 MultipleRecords, from the run's captured selection.
CREATE INDEX function_runs_by_action_scope ON function_runs ((least(selected_entity_id_count, 2)), started_at DESC, id DESC)
  WHERE surface_action_id IS NOT NULL;

CREATE INDEX function_runs_by_entity ON function_runs (entity_definition_id, started_at DESC, id DESC)
  WHERE entity_definition_id IS NOT NULL;

CREATE INDEX function_runs_by_instance ON function_runs (entity_instance_id, started_at DESC, id DESC)
  WHERE entity_instance_id IS NOT NULL;

CREATE INDEX function_runs_by_actor ON function_runs (actor_user_id, started_at DESC, id DESC)
  WHERE actor_user_id IS NOT NULL;

-- ActorUserId "automation": schedules and triggers without a user.
CREATE INDEX function_runs_by_automation ON function_runs (started_at DESC, id DESC)
  WHERE actor_user_id IS NULL AND source IN (2, 3);

CREATE INDEX function_runs_by_original_user ON function_runs (original_user_id, started_at DESC, id DESC)
  WHERE original_user_id IS NOT NULL;

-- Search by id: a run's correlation id (its own id and job id have indexes already).
CREATE INDEX function_runs_by_correlation ON function_runs (correlation_id) WHERE correlation_id IS NOT NULL;

CREATE INDEX function_runs_by_failure_cluster ON function_runs (failure_cluster_key, started_at DESC, id DESC)
  WHERE failure_cluster_key IS NOT NULL;

-- Run counts by status, kept by statement triggers, so the total of the unfiltered run list (or of
-- one status) is read from nine rows instead of counting every run. The triggers fire in replica
-- mode too (bulk loads). The function body keeps every semicolon inside a line, because migrations
-- are split into statements at semicolons that end a line.
CREATE TABLE function_run_counts (
  status smallint PRIMARY KEY,
  run_count bigint NOT NULL
);

INSERT INTO function_run_counts (status, run_count)
  SELECT s.status, count(r.id) FROM generate_series(0, 8) AS s(status) LEFT JOIN function_runs r ON r.status = s.status GROUP BY s.status;

CREATE FUNCTION function_run_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO function_run_counts AS c (status, run_count) SELECT status, count(*) FROM new_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET run_count = c.run_count + excluded.run_count
  ; ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO function_run_counts AS c (status, run_count)
      SELECT status, sum(delta) FROM (SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows) d
      GROUP BY status HAVING sum(delta) <> 0
      ON CONFLICT (status) DO UPDATE SET run_count = c.run_count + excluded.run_count
  ; ELSIF TG_OP = 'DELETE' THEN
    UPDATE function_run_counts c SET run_count = c.run_count - d.n
      FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) d WHERE c.status = d.status
  ; ELSE
    UPDATE function_run_counts SET run_count = 0
  ; END IF
  ; RETURN NULL
; END
$$;

CREATE TRIGGER function_run_counts_insert AFTER INSERT ON function_runs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION function_run_counts_apply();

CREATE TRIGGER function_run_counts_update AFTER UPDATE ON function_runs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION function_run_counts_apply();

CREATE TRIGGER function_run_counts_delete AFTER DELETE ON function_runs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION function_run_counts_apply();

CREATE TRIGGER function_run_counts_truncate AFTER TRUNCATE ON function_runs
  FOR EACH STATEMENT EXECUTE FUNCTION function_run_counts_apply();

ALTER TABLE function_runs ENABLE ALWAYS TRIGGER function_run_counts_insert;

ALTER TABLE function_runs ENABLE ALWAYS TRIGGER function_run_counts_update;

ALTER TABLE function_runs ENABLE ALWAYS TRIGGER function_run_counts_delete;

ALTER TABLE function_runs ENABLE ALWAYS TRIGGER function_run_counts_truncate;

-- Job page: status filter and sort, retrying jobs, recent failures on the overview.
CREATE INDEX function_jobs_by_status ON function_jobs (status, created_at DESC, id DESC);

CREATE INDEX function_jobs_failed ON function_jobs (completed_at DESC) WHERE status = 3;
