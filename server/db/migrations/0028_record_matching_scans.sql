-- Record-matching full scans (docs/record-matching.md): one row per scan, owned by the user who
-- started it, run as a job of the record-matching scan function. The scan follows its job: queued,
-- running, failed and cancelled are read from function_jobs; the function writes the outcome here.
-- owner_roles, profile_row_version, definition_version and security_fingerprint are what the scan
-- was computed under (a later read that finds them changed answers 409). anchor_instance_id is set
-- for an anchored scan (the duplicates of one record). Groups keep their candidate ids and evidence.
CREATE TABLE record_matching_scans (
  id text PRIMARY KEY,
  -- The order scans were started in (several may start at the same instant).
  sequence bigint GENERATED ALWAYS AS IDENTITY,
  profile_id text NOT NULL,
  profile_row_version uuid NOT NULL,
  entity_definition_id text NOT NULL,
  definition_version text NOT NULL,
  security_fingerprint text NOT NULL,
  owner_user_id text NOT NULL,
  owner_roles jsonb NOT NULL,
  archive_mode smallint NOT NULL,
  anchor_instance_id text,
  record_limit integer NOT NULL,
  job_id text,
  total_visible_records integer,
  total_scanned_records integer,
  scan_limit_reached boolean,
  compared_pairs integer,
  group_count integer,
  candidate_count integer,
  created_at timestamptz NOT NULL,
  first_processed_at timestamptz,
  completed_at timestamptz,
  snapshot_at timestamptz
);
CREATE INDEX record_matching_scans_latest_idx ON record_matching_scans (owner_user_id, profile_id, archive_mode, sequence DESC);

CREATE TABLE record_matching_scan_groups (
  scan_id text NOT NULL REFERENCES record_matching_scans (id) ON DELETE CASCADE,
  position integer NOT NULL,
  group_id text NOT NULL,
  score integer NOT NULL,
  confidence_band smallint NOT NULL,
  group_kind smallint NOT NULL,
  rules jsonb NOT NULL,
  reasons jsonb NOT NULL,
  candidate_ids jsonb NOT NULL,
  pairs jsonb NOT NULL,
  PRIMARY KEY (scan_id, position)
);
