-- Reference Eligibility rules of reference fields: validated, impact-checked and stored disabled
-- (enabling waits for the runtime candidate and mutation consumers).
CREATE TABLE entity_reference_eligibility_rules (
  id text PRIMARY KEY,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id) ON DELETE CASCADE,
  field_id text NOT NULL REFERENCES entity_fields (id) ON DELETE CASCADE,
  name text NOT NULL,
  display_name text NOT NULL,
  expression text NOT NULL,
  enabled boolean NOT NULL DEFAULT false CHECK (NOT enabled),
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX entity_reference_eligibility_rules_name ON entity_reference_eligibility_rules (field_id, lower(name));
