-- Entity UI actions as designed in the product: translated labels, icon, placement (0 list toolbar,
-- 1 record details, 2 both), confirmation text, selection limits (target_scope is the selection
-- mode: 0 none, 1 one, 2 many up to max_selection), a pinned function version (null: the current
-- one), a visibility condition over the record, an enabled flag and a RowVersion.
ALTER TABLE function_surface_actions ADD COLUMN label_translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE function_surface_actions ADD COLUMN icon text;
ALTER TABLE function_surface_actions ADD COLUMN placement smallint NOT NULL DEFAULT 2;
ALTER TABLE function_surface_actions ADD COLUMN confirmation_text text;
ALTER TABLE function_surface_actions ADD COLUMN max_selection integer;
ALTER TABLE function_surface_actions ADD COLUMN function_version_id text REFERENCES function_versions (id);
ALTER TABLE function_surface_actions ADD COLUMN visibility_condition text;
ALTER TABLE function_surface_actions ADD COLUMN is_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE function_surface_actions ADD COLUMN modified_at timestamptz;
ALTER TABLE function_surface_actions ADD COLUMN modified_by_user_id text;
ALTER TABLE function_surface_actions ADD COLUMN row_version uuid NOT NULL DEFAULT gen_random_uuid();
UPDATE function_surface_actions SET max_selection = 100 WHERE target_scope = 2;

-- The records an action job skips before its function runs ([{ Id, Reason }]: ConditionFalse or NotFound).
ALTER TABLE function_jobs ADD COLUMN skipped_records jsonb;

-- What happened to each record an action run acts on, in the order of the selection. Status:
-- Pending (while the run runs), Succeeded, Failed, Skipped or NotReported.
CREATE TABLE function_run_record_outcomes (
  run_id text NOT NULL REFERENCES function_runs (id) ON DELETE CASCADE,
  instance_id text NOT NULL,
  position integer NOT NULL,
  status text NOT NULL,
  skip_reason text,
  message text,
  PRIMARY KEY (run_id, instance_id)
);
