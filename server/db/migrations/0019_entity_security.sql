-- Entity security: the responsibilities a definition's records carry (relation keys such as Owner),
-- each record's assignments of users and groups to them, and who may do what with the records.

CREATE TABLE entity_responsibilities (
  id text PRIMARY KEY,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id) ON DELETE CASCADE,
  key text NOT NULL,
  display_name text NOT NULL,
  is_required boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL,
  -- 0 one subject, 1 many.
  cardinality integer NOT NULL,
  -- 0 users, 1 responsibility groups, 2 both.
  subject_mode integer NOT NULL,
  -- The creator of a record is assigned on create.
  assign_creator boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX entity_responsibilities_key ON entity_responsibilities (entity_definition_id, lower(key));

-- One row per subject of a record's responsibility; record ids are unique across definitions.
CREATE TABLE entity_record_assignments (
  id text PRIMARY KEY,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id) ON DELETE CASCADE,
  record_id text NOT NULL,
  responsibility_key text NOT NULL,
  subject_type integer NOT NULL,
  subject_id text NOT NULL,
  starts_at timestamptz,
  ends_at timestamptz,
  managed_by_runtime boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL,
  assigned_at timestamptz NOT NULL,
  assigned_by text
);

-- A record's subjects (payloads, the documented GET and PUT) ...
CREATE INDEX entity_record_assignments_record ON entity_record_assignments (record_id, responsibility_key);
-- ... and the records a subject holds a responsibility on (statements such as HAS_RESPONSIBILITY('Owner')).
CREATE INDEX entity_record_assignments_subject ON entity_record_assignments (subject_id, responsibility_key, subject_type, record_id);

-- The version of one record's subject set of one responsibility (optimistic concurrency of the PUT).
CREATE TABLE entity_record_assignment_sets (
  record_id text NOT NULL,
  responsibility_key text NOT NULL,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id) ON DELETE CASCADE,
  row_version uuid NOT NULL,
  modified_at timestamptz NOT NULL,
  modified_by text,
  PRIMARY KEY (record_id, responsibility_key)
);

-- Who may do what: a subject, the operations granted, optionally only where a statement holds.
CREATE TABLE entity_permission_assignments (
  id text PRIMARY KEY,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id) ON DELETE CASCADE,
  -- 0 user, 1 responsibility group, 2 role, 3 a responsibility on the record, 4 every signed-in user.
  subject_type integer NOT NULL,
  subject_key text NOT NULL,
  operations text[] NOT NULL,
  statement_id text REFERENCES entity_statements (id),
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE INDEX entity_permission_assignments_definition ON entity_permission_assignments (entity_definition_id);
