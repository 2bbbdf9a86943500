-- WithinReference profiles: records match only when they reference the same record through this field.
ALTER TABLE record_matching_profiles ADD COLUMN scope_field_id text;

-- Stored reasons gain IsScope (the scope field's implicit criterion); earlier scans had none.
UPDATE record_matching_scan_groups
SET reasons = (
  SELECT coalesce(jsonb_agg(reason || '{"IsScope": false}'::jsonb ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements(reasons) WITH ORDINALITY AS element(reason, position)
);
