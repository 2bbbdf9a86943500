-- Entitlements: the setup (models with their party and resource roles, model security, plan
-- families, renewal policies, plans with limits) and the runtime (issued entitlements with their
-- snapshots, periods, limits per period, the quantity ledger, adjust idempotency, renewals).
-- Amounts are exact decimals (numeric(20,6)); the contract's doubles are rounded at the edge.

-- The module switch itself is workspace_settings.modules.EntitlementOperations; this row versions it.
CREATE TABLE entitlement_module_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  row_version uuid NOT NULL
);

CREATE TABLE entitlement_models (
  id text PRIMARY KEY,
  key text NOT NULL,
  display_name text NOT NULL,
  description text,
  -- EntitlementModelType: 0 Subscription, 1 License, 2 Quota, 3 InformationServiceAccess.
  model_type integer NOT NULL,
  party_type integer NOT NULL DEFAULT 0,
  access_mode integer NOT NULL DEFAULT 0,
  resource_scope_mode integer NOT NULL DEFAULT 0,
  -- Dot-separated reference-field paths (docs/entitlements.md); '' = no path.
  party_delegation_path text NOT NULL DEFAULT '',
  resource_hierarchy_path text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  -- Moves with every change of the model's security grants.
  security_row_version uuid NOT NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX entitlement_models_key ON entitlement_models (lower(key));

-- Role kinds: 0 OwnerParty, 1 DelegateParty, 2 Resource, 3 RelatedResource (one row per kind at most).
CREATE TABLE entitlement_model_roles (
  id text PRIMARY KEY,
  model_id text NOT NULL REFERENCES entitlement_models (id) ON DELETE CASCADE,
  role_kind integer NOT NULL,
  display_name text NOT NULL,
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id),
  picker_input_type integer NOT NULL DEFAULT 0,
  lookup_table_selector_mode integer NOT NULL DEFAULT 0,
  lookup_table_surface_key text,
  UNIQUE (model_id, role_kind)
);

CREATE INDEX entitlement_model_roles_definition ON entitlement_model_roles (entity_definition_id);

-- Who may read, issue (and run the lifecycle) and adjust entitlements of a model, besides Admins.
CREATE TABLE entitlement_model_grants (
  id text PRIMARY KEY,
  model_id text NOT NULL REFERENCES entitlement_models (id) ON DELETE CASCADE,
  -- 'read' | 'issue' | 'adjust'
  operation text NOT NULL,
  -- 0 Role (subject_id = role name as spelled), 1 User (subject_id = user id)
  subject_type integer NOT NULL,
  subject_id text NOT NULL,
  UNIQUE (model_id, operation, subject_type, subject_id)
);

CREATE TABLE entitlement_plan_families (
  id text PRIMARY KEY,
  key text NOT NULL,
  display_name text NOT NULL,
  description text,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX entitlement_plan_families_key ON entitlement_plan_families (lower(key));

CREATE TABLE entitlement_renewal_policies (
  id text PRIMARY KEY,
  key text NOT NULL,
  display_name text NOT NULL,
  description text,
  -- RenewalMode: 0 Manual, 1 Automatic, 2 External.
  mode integer NOT NULL,
  lead_days integer,
  external_policy_key text,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX entitlement_renewal_policies_key ON entitlement_renewal_policies (lower(key));

CREATE TABLE entitlement_plans (
  id text PRIMARY KEY,
  model_id text NOT NULL REFERENCES entitlement_models (id),
  plan_family_id text REFERENCES entitlement_plan_families (id),
  renewal_policy_id text REFERENCES entitlement_renewal_policies (id),
  key text NOT NULL,
  display_name text NOT NULL,
  description text,
  -- Units (PlanPeriodUnit): 0 None, 1 Day, 2 Week, 3 Month, 4 Year. Duration None = open-ended,
  -- grace None = no grace, window None = one period for the whole term.
  duration_amount integer,
  duration_unit integer NOT NULL,
  grace_period_amount integer,
  grace_period_unit integer NOT NULL,
  time_bound_window_amount integer,
  time_bound_window_unit integer NOT NULL,
  -- TimeBoundWindowAnchor: 0 EntitlementStart, 1 Calendar.
  time_bound_window_anchor integer NOT NULL DEFAULT 0,
  issued_terms_text text,
  sort_order integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  row_version uuid NOT NULL
);

CREATE UNIQUE INDEX entitlement_plans_key ON entitlement_plans (model_id, lower(key));

CREATE TABLE entitlement_plan_limits (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES entitlement_plans (id) ON DELETE CASCADE,
  key text NOT NULL,
  display_name text NOT NULL,
  -- LimitFamily: 0 Quantity, 1 Consumption, 2 Seats, 3 Monetary.
  limit_family integer NOT NULL,
  -- null = unlimited (tracked, never exhausted)
  granted_amount numeric(20, 6),
  unit_label text,
  sort_order integer NOT NULL
);

CREATE UNIQUE INDEX entitlement_plan_limits_key ON entitlement_plan_limits (plan_id, lower(key));

CREATE SEQUENCE entitlement_numbers START 1000;

CREATE TABLE entitlements (
  id text PRIMARY KEY,
  entitlement_number bigint NOT NULL UNIQUE,
  model_id text NOT NULL REFERENCES entitlement_models (id),
  plan_id text NOT NULL REFERENCES entitlement_plans (id),
  owner_definition_id text NOT NULL REFERENCES entity_definitions (id),
  owner_instance_id text NOT NULL,
  -- Captured at issue so that lists filter and sort by owner without reading records.
  owner_display_name text NOT NULL,
  -- EntitlementStatus: 0 Draft, 1 Issued, 2 Active, 3 Suspended, 4 Expired, 5 Cancelled, 6 Revoked.
  status integer NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  grace_until timestamptz,
  issued_at timestamptz NOT NULL,
  issued_by_user_id text,
  source_type integer NOT NULL,
  source_data text,
  -- Snapshots taken at issue: later plan and policy edits never change them.
  issued_terms_text_snapshot text,
  issued_terms_captured_at timestamptz NOT NULL,
  plan_terms_snapshot jsonb NOT NULL,
  renewal_policy_id_snapshot text,
  renewal_policy_key_snapshot text,
  renewal_mode_snapshot integer NOT NULL,
  renewal_lead_days_snapshot integer,
  renewal_external_policy_key_snapshot text,
  -- Renewal chain.
  predecessor_entitlement_id text REFERENCES entitlements (id),
  successor_entitlement_id text REFERENCES entitlements (id),
  status_changed_at timestamptz NOT NULL,
  status_reason text,
  issue_idempotency_key text UNIQUE,
  issue_request_hash text,
  row_version uuid NOT NULL
);

CREATE INDEX entitlements_number_desc ON entitlements (entitlement_number DESC);
CREATE INDEX entitlements_owner ON entitlements (owner_instance_id);
CREATE INDEX entitlements_model ON entitlements (model_id, entitlement_number DESC);
CREATE INDEX entitlements_plan ON entitlements (plan_id, entitlement_number DESC);
CREATE INDEX entitlements_status ON entitlements (status, entitlement_number DESC);
CREATE INDEX entitlements_owner_name ON entitlements (lower(owner_display_name) text_pattern_ops);
-- The entitlement list sorts by owner, start and end; ties go by number, so each sort walks one index.
-- The owner index also counts a name search alone (the name is included for index-only scans).
CREATE INDEX entitlements_owner_sort ON entitlements (lower(owner_display_name), entitlement_number)
  INCLUDE (owner_display_name, model_id);
CREATE INDEX entitlements_starts ON entitlements (starts_at, entitlement_number);
CREATE INDEX entitlements_ends ON entitlements (ends_at, entitlement_number);

-- The effective-state filters compare the clock with the end ('infinity' = open-ended) and what is
-- included here; a count reads this index alone.
CREATE INDEX entitlements_clock ON entitlements (status, COALESCE(ends_at, 'infinity'::timestamptz))
  INCLUDE (ends_at, starts_at, grace_until, successor_entitlement_id, model_id);
-- The lifecycle job's due work.
CREATE INDEX entitlements_time_due ON entitlements (status, starts_at, grace_until, ends_at);

CREATE TABLE entitlement_periods (
  id text PRIMARY KEY,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  period_number integer NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  grace_until timestamptz,
  -- Only the outcomes the clock cannot tell: 4 Cancelled, 5 Superseded; null = computed at read.
  closed_status integer,
  UNIQUE (entitlement_id, period_number)
);

CREATE TABLE entitlement_limits (
  id text PRIMARY KEY,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  period_id text NOT NULL REFERENCES entitlement_periods (id) ON DELETE CASCADE,
  plan_limit_key text NOT NULL,
  display_name text NOT NULL,
  limit_family integer NOT NULL,
  granted_amount numeric(20, 6),
  unit_label text,
  consumed_amount numeric(20, 6) NOT NULL DEFAULT 0,
  sort_order integer NOT NULL,
  row_version uuid NOT NULL
);

CREATE INDEX entitlement_limits_entitlement ON entitlement_limits (entitlement_id, period_id);

CREATE TABLE entitlement_ledger_entries (
  id text PRIMARY KEY,
  -- Orders entries of one limit (and the whole ledger) without relying on timestamps.
  seq bigserial NOT NULL,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  limit_id text NOT NULL REFERENCES entitlement_limits (id) ON DELETE CASCADE,
  -- LedgerOperation: 0 Issue … 3 Adjust, 4 Reverse … 8 Correction.
  operation integer NOT NULL,
  quantity numeric(20, 6) NOT NULL,
  balance_after numeric(20, 6),
  reverses_ledger_entry_id text REFERENCES entitlement_ledger_entries (id),
  -- What is left to reverse of this entry (null for entries that cannot be reversed).
  reversible_quantity numeric(20, 6),
  reason_code text,
  reason_text text,
  source_type integer NOT NULL,
  source_data text,
  actor_user_id text,
  occurred_at timestamptz NOT NULL,
  correlation_id text
);

CREATE INDEX entitlement_ledger_limit ON entitlement_ledger_entries (limit_id, seq DESC);
CREATE INDEX entitlement_ledger_entitlement ON entitlement_ledger_entries (entitlement_id, seq DESC);

-- One row per IdempotencyKey of an adjust (or reverse): the first result, replayed on repeats.
CREATE TABLE entitlement_adjust_requests (
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  ledger_entry_id text REFERENCES entitlement_ledger_entries (id),
  -- json, not jsonb: a replay answers the first result byte for byte, member order included.
  response json NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (entitlement_id, idempotency_key)
);

CREATE TABLE entitlement_renewal_operations (
  id text PRIMARY KEY,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  -- RenewalTrigger: 0 Manual, 1 Scheduled, 2 External.
  trigger integer NOT NULL,
  -- RenewalOperationStatus: 0 Pending, 1 Succeeded, 2 Failed, 3 Skipped.
  status integer NOT NULL,
  renewal_policy_id text,
  renewal_policy_key text,
  renewal_mode integer NOT NULL,
  outcome_code text,
  outcome_message text,
  successor_entitlement_id text REFERENCES entitlements (id),
  requested_by_user_id text,
  function_run_id text,
  requested_at timestamptz NOT NULL,
  completed_at timestamptz,
  -- A renewal request may carry an IdempotencyKey: a repeat with the same body answers the first
  -- operation, another body is refused (as for issue and adjust).
  idempotency_key text,
  request_hash text
);

CREATE UNIQUE INDEX entitlement_renewals_key ON entitlement_renewal_operations (entitlement_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

CREATE INDEX entitlement_renewals_entitlement ON entitlement_renewal_operations (entitlement_id, requested_at DESC);

-- Who and what an issued entitlement covers besides its owner: resources (Resource and
-- RelatedResource roles) and beneficiaries (DelegateParty role). Written at issue, read by the detail.
-- display_name is the record's display text captured at issue: the fallback once the record is gone.

CREATE TABLE entitlement_resources (
  id text PRIMARY KEY,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES entitlement_model_roles (id),
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id),
  entity_instance_id text NOT NULL,
  display_name text NOT NULL,
  sort_order integer NOT NULL
);

CREATE INDEX entitlement_resources_entitlement ON entitlement_resources (entitlement_id, sort_order);
CREATE INDEX entitlement_resources_instance ON entitlement_resources (entity_instance_id);

CREATE TABLE entitlement_beneficiaries (
  id text PRIMARY KEY,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES entitlement_model_roles (id),
  entity_definition_id text NOT NULL REFERENCES entity_definitions (id),
  entity_instance_id text NOT NULL,
  display_name text NOT NULL,
  sort_order integer NOT NULL
);

CREATE INDEX entitlement_beneficiaries_entitlement ON entitlement_beneficiaries (entitlement_id, sort_order);
CREATE INDEX entitlement_beneficiaries_instance ON entitlement_beneficiaries (entity_instance_id);

-- Working with issued entitlements, refined per model by its security grants.
INSERT INTO role_permissions (role_id, permission_key)
  SELECT id, 'entitlements.use' FROM roles WHERE is_system AND name IN ('Admin', 'Configurator', 'Operator')
  ON CONFLICT DO NOTHING;
