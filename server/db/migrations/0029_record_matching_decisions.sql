-- Reviewers' decisions on records a record-matching scan grouped (docs/record-matching.md), one row
-- per pair of records (left_id < right_id) and profile. decision: 0 NotDuplicate, 1 Duplicate. The
-- RowVersions are the records' at the decision: a NotDuplicate pair is skipped by later scans only
-- while both are unchanged.
CREATE TABLE record_matching_decisions (
  profile_id text NOT NULL,
  left_id text NOT NULL,
  right_id text NOT NULL,
  decision smallint NOT NULL,
  left_row_version text NOT NULL,
  right_row_version text NOT NULL,
  decided_by_user_id text NOT NULL,
  decided_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, left_id, right_id)
);
