-- Boards: the administration model (statuses, transitions with link prerequisites, target
-- definitions, cycles, responsibilities, security, due-date and attention-signal policies) and the
-- runtime (items ranked per status, links, tags, responsibilities, the audit trail).

-- A board owns one Part entity definition holding its items' data fields; the entity list hides it.
ALTER TABLE entity_definitions ADD COLUMN owner_board_id text;

-- The module switch itself is workspace_settings.modules.Boards; this row versions its changes.
CREATE TABLE boards_module_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  row_version uuid NOT NULL
);

CREATE TABLE boards (
  id text PRIMARY KEY,
  key text NOT NULL,
  data_entity_definition_id text NOT NULL REFERENCES entity_definitions (id),
  display_name text NOT NULL,
  description text,
  is_active boolean NOT NULL DEFAULT true,
  board_type integer NOT NULL DEFAULT 0,
  cycle_activation_mode integer NOT NULL DEFAULT 0,
  tags_enabled boolean NOT NULL DEFAULT true,
  -- The last item number handed out; the card Number is <KEY>-<n>.
  last_item_number integer NOT NULL DEFAULT 0,
  -- Moves with every change of the security profile (statements, assignments, initial rules).
  security_row_version uuid NOT NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX boards_key ON boards (lower(key));

CREATE TABLE board_statuses (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  key text NOT NULL,
  display_name text NOT NULL,
  description text,
  color text NOT NULL,
  meta_type integer NOT NULL,
  sort_order integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  deleted_by_user_id text,
  deleted_reason text,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX board_statuses_key ON board_statuses (board_id, lower(key)) WHERE NOT is_deleted;

CREATE TABLE board_transitions (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  key text NOT NULL,
  from_status_id text NOT NULL REFERENCES board_statuses (id),
  to_status_id text NOT NULL REFERENCES board_statuses (id),
  display_name text NOT NULL,
  sort_order integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX board_transitions_key ON board_transitions (board_id, lower(key));
CREATE INDEX board_transitions_from ON board_transitions (from_status_id);

CREATE TABLE board_target_definitions (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  target_kind integer NOT NULL,
  target_model_id text,
  sort_order integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  repeat_policy integer NOT NULL DEFAULT 0,
  create_comment_policy integer NOT NULL DEFAULT 0,
  read_comment_policy integer NOT NULL DEFAULT 0,
  create_attachment_policy integer NOT NULL DEFAULT 0,
  read_attachment_policy integer NOT NULL DEFAULT 0,
  row_version uuid NOT NULL
);

CREATE TABLE board_transition_link_prerequisites (
  id text PRIMARY KEY,
  transition_id text NOT NULL REFERENCES board_transitions (id) ON DELETE CASCADE,
  link_type integer NOT NULL,
  direction integer NOT NULL,
  target_board_id text NOT NULL REFERENCES boards (id),
  target_definition_id text NOT NULL REFERENCES board_target_definitions (id),
  minimum_count integer NOT NULL CHECK (minimum_count >= 1),
  maximum_count integer CHECK (maximum_count IS NULL OR maximum_count >= minimum_count),
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE TABLE board_cycles (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  key text NOT NULL,
  display_name text NOT NULL,
  starts_on date,
  ends_on date,
  is_active boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX board_cycles_key ON board_cycles (board_id, lower(key));

-- Responsibility keys: scope 0 = on each item, 1 = on each status.
CREATE TABLE board_responsibilities (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  key text NOT NULL,
  display_name text NOT NULL,
  scope integer NOT NULL,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX board_responsibilities_key ON board_responsibilities (board_id, lower(key));

CREATE TABLE board_status_responsibility_subjects (
  status_id text NOT NULL REFERENCES board_statuses (id) ON DELETE CASCADE,
  responsibility_key text NOT NULL,
  subject_type integer NOT NULL,
  subject_id text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (status_id, responsibility_key, subject_type, subject_id)
);

CREATE TABLE board_status_responsibility_history (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  status_id text NOT NULL REFERENCES board_statuses (id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL,
  changed_by_user_id text,
  changed_by_user_name text,
  before_subjects jsonb NOT NULL,
  after_subjects jsonb NOT NULL
);

CREATE INDEX board_status_responsibility_history_status ON board_status_responsibility_history (status_id, changed_at DESC);

CREATE TABLE board_initial_assignment_rules (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  resource_kind text NOT NULL,
  key text NOT NULL,
  responsibility_key text NOT NULL,
  subject_source text NOT NULL,
  subject_key text,
  enabled boolean NOT NULL,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX board_initial_assignment_rules_key ON board_initial_assignment_rules (board_id, resource_kind, lower(key));

-- Replay of the initial-assignment-rule upsert: the same OperationKey answers what it answered.
CREATE TABLE board_operation_replays (
  operation_key uuid PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  request_hash text NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE board_security_statements (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  key text NOT NULL,
  display_name text NOT NULL,
  operation text NOT NULL,
  expression text NOT NULL,
  message text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX board_security_statements_key ON board_security_statements (board_id, lower(key));

CREATE TABLE board_permission_assignments (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  operation text NOT NULL,
  subject_type integer NOT NULL,
  subject_key text NOT NULL,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE TABLE board_due_date_policies (
  board_id text PRIMARY KEY REFERENCES boards (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  time_mode integer NOT NULL DEFAULT 0,
  disabled_status_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  row_version uuid NOT NULL
);

CREATE TABLE board_due_date_expectations (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  expected_status_id text NOT NULL REFERENCES board_statuses (id) ON DELETE CASCADE,
  offset_amount integer NOT NULL,
  offset_unit integer NOT NULL,
  severity integer NOT NULL,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE TABLE board_attention_policies (
  board_id text PRIMARY KEY REFERENCES boards (id) ON DELETE CASCADE,
  row_version uuid NOT NULL
);

CREATE TABLE board_attention_reasons (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  type_key text NOT NULL,
  default_severity integer NOT NULL,
  signal_enabled boolean NOT NULL,
  notification_delivery_enabled boolean NOT NULL,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL,
  UNIQUE (board_id, type_key)
);

CREATE TABLE board_attention_audience (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  subject_type integer NOT NULL,
  subject_key text NOT NULL,
  role_id text,
  display_name text NOT NULL,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

-- Runtime. Items are never deleted: a removed item keeps its audit trail (removed_at set).
CREATE TABLE board_items (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  number integer NOT NULL,
  target_definition_id text NOT NULL REFERENCES board_target_definitions (id),
  target_kind integer NOT NULL,
  target_model_id text,
  target_object_id text,
  status_id text NOT NULL REFERENCES board_statuses (id),
  rank_key text COLLATE "C" NOT NULL,
  run_number integer NOT NULL,
  previous_item_id text,
  cycle_id text REFERENCES board_cycles (id) ON DELETE SET NULL,
  is_open boolean NOT NULL,
  entered_status_at timestamptz NOT NULL,
  completed_at timestamptz,
  subject text,
  description text,
  due_at timestamptz,
  due_date date,
  due_time text,
  operation_key uuid NOT NULL,
  operation_hash text NOT NULL,
  created_by_user_id text,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  removed_at timestamptz,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX board_items_operation_key ON board_items (board_id, operation_key);
CREATE UNIQUE INDEX board_items_number ON board_items (board_id, number);
-- A total order per status: no two live items share a rank.
CREATE UNIQUE INDEX board_items_rank ON board_items (status_id, rank_key) WHERE removed_at IS NULL;
CREATE INDEX board_items_target ON board_items (board_id, target_definition_id, target_object_id);

CREATE TABLE board_item_tags (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES board_items (id) ON DELETE CASCADE,
  tag_name text NOT NULL,
  color text NOT NULL,
  category text NOT NULL DEFAULT '',
  UNIQUE (item_id, tag_name)
);

CREATE TABLE board_item_responsibilities (
  item_id text NOT NULL REFERENCES board_items (id) ON DELETE CASCADE,
  responsibility_key text NOT NULL,
  subject_type integer NOT NULL,
  subject_id text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (item_id, responsibility_key, subject_type, subject_id)
);

-- link_type 0 Related, 1 ParentChild (source = parent). Removed links stay for the audit trail.
CREATE TABLE board_item_links (
  id text PRIMARY KEY,
  link_type integer NOT NULL,
  source_item_id text NOT NULL REFERENCES board_items (id) ON DELETE CASCADE,
  target_item_id text NOT NULL REFERENCES board_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  created_by_user_id text,
  removed_at timestamptz,
  CHECK (source_item_id <> target_item_id)
);

CREATE UNIQUE INDEX board_item_links_live ON board_item_links (link_type, source_item_id, target_item_id) WHERE removed_at IS NULL;
CREATE INDEX board_item_links_target ON board_item_links (target_item_id) WHERE removed_at IS NULL;

CREATE TABLE board_item_audit (
  id text PRIMARY KEY,
  board_id text NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES board_items (id) ON DELETE CASCADE,
  activity_kind integer NOT NULL,
  actor_user_id text,
  actor_user_name text,
  occurred_at timestamptz NOT NULL,
  -- The payload object of the kind, exactly as the audit row carries it.
  payload jsonb NOT NULL,
  -- Status ids the row refers to (HistoryReferenceCount of a status).
  status_ids text[] NOT NULL DEFAULT '{}'
);

CREATE INDEX board_item_audit_item ON board_item_audit (item_id, occurred_at);
CREATE INDEX board_item_audit_board ON board_item_audit (board_id, occurred_at);

-- Board data edits replayed by MutationIdempotencyKey answer the item as it was then.
CREATE TABLE board_item_mutation_replays (
  item_id text NOT NULL REFERENCES board_items (id) ON DELETE CASCADE,
  mutation_key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (item_id, mutation_key)
);

-- Working with board items, refined per board by permission assignments and security statements.
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, 'boards.use' FROM roles WHERE is_system AND name IN ('Admin', 'Configurator', 'Operator')
  ON CONFLICT DO NOTHING;
