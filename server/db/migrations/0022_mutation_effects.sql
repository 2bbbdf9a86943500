-- Declared effects of record mutations: set or stamp a field, queue a function; run in order in
-- the mutation's transaction.
CREATE TABLE entity_mutation_effects (
  id text PRIMARY KEY,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id) ON DELETE CASCADE,
  name text NOT NULL,
  display_name text NOT NULL,
  trigger text NOT NULL,
  kind text NOT NULL,
  target_field_id text REFERENCES entity_fields (id) ON DELETE CASCADE,
  value jsonb,
  function_key text,
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX entity_mutation_effects_name ON entity_mutation_effects (entity_definition_id, lower(name));
