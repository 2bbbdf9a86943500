-- Record-matching profiles: how duplicates of an entity definition's records are recognised. The
-- definition is kept by Name (as entity UI actions keep it). target_kind 0 (the definition's own
-- records), action_mode 0 report only, 1 warn on create, 2 block on create; archive_mode is the default
-- archive scope of a scan (0 active, 1 archived, 2 combined). rules holds the ordered rules with their
-- criteria (docs/record-matching.md), each rule with a stable id.
CREATE TABLE record_matching_profiles (
  id text PRIMARY KEY,
  profile_key text NOT NULL UNIQUE,
  display_name text NOT NULL,
  description text,
  entity_definition_name text NOT NULL,
  target_kind smallint NOT NULL DEFAULT 0,
  action_mode smallint NOT NULL DEFAULT 0,
  archive_mode smallint NOT NULL DEFAULT 0,
  is_enabled boolean NOT NULL DEFAULT true,
  rules jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  modified_by_user_id text,
  row_version uuid NOT NULL
);
CREATE INDEX record_matching_profiles_entity_definition_name_idx ON record_matching_profiles (entity_definition_name);
