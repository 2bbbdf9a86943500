-- The changes history (audit trail) of records, written by the record path when a definition keeps
-- one: what changed, before and after, by whom, and which mutation effects caused it.
CREATE TABLE entity_record_changes (
  id bigserial PRIMARY KEY,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id) ON DELETE CASCADE,
  record_id text NOT NULL,
  operation text NOT NULL,
  actor_user_id text,
  occurred_at timestamptz NOT NULL,
  cause text,
  changes jsonb NOT NULL
);

CREATE INDEX entity_record_changes_record ON entity_record_changes (record_id, id);

-- Rollups on the parent a reference names: the parent's field, how children are summed up, the
-- children's field.
ALTER TABLE entity_mutation_effects
  ADD COLUMN reference_field_id text REFERENCES entity_fields (id) ON DELETE CASCADE,
  ADD COLUMN rollup_aggregate text,
  ADD COLUMN source_field_id text REFERENCES entity_fields (id) ON DELETE CASCADE;
