-- Trigger bindings become configuration: a key, a description, an optional pinned function version,
-- and a RowVersion every change is checked against (as publications and HTTP endpoints).
ALTER TABLE function_trigger_bindings
  ADD COLUMN binding_key text,
  ADD COLUMN description text,
  ADD COLUMN function_version_id text REFERENCES function_versions (id),
  ADD COLUMN row_version uuid,
  ADD COLUMN modified_at timestamptz,
  ADD COLUMN modified_by_user_id text;

UPDATE function_trigger_bindings SET binding_key = id, row_version = gen_random_uuid(), modified_at = created_at;

ALTER TABLE function_trigger_bindings
  ALTER COLUMN binding_key SET NOT NULL,
  ALTER COLUMN row_version SET NOT NULL,
  ALTER COLUMN modified_at SET NOT NULL;

CREATE UNIQUE INDEX function_trigger_bindings_key ON function_trigger_bindings (binding_key);
