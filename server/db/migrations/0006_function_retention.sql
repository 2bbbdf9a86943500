-- Run-history retention: one settings row (mode 0 Forever, 1 Days) that also records the last purge.
-- A purge deletes terminal runs only; the jobs whose latest run it deleted keep their row, lose the
-- link and remember when (recovery must not mistake a purged confirmation for a missing one).

CREATE TABLE function_retention_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  mode smallint NOT NULL DEFAULT 0 CHECK (mode IN (0, 1)),
  days integer CHECK (days BETWEEN 1 AND 36500),
  row_version uuid NOT NULL,
  modified_at timestamptz NOT NULL,
  modified_by_user_id text,
  last_purge_at timestamptz,
  last_purge_deleted_count integer,
  CHECK (mode = 0 OR days IS NOT NULL)
);

INSERT INTO function_retention_settings (id, mode, days, row_version, modified_at)
  VALUES (1, 0, NULL, gen_random_uuid(), now());

ALTER TABLE function_jobs ADD COLUMN latest_run_purged_at timestamptz;

CREATE INDEX function_jobs_latest_run ON function_jobs (latest_run_id) WHERE latest_run_id IS NOT NULL;
