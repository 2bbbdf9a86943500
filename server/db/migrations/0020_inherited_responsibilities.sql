-- A responsibility may be inherited from the record a reference field points to (an account's owners
-- own its deals). Inherited subjects are rows of their own, kept by a recalculation job.
ALTER TABLE entity_responsibilities ADD COLUMN inherit_from_field_id text;

ALTER TABLE entity_record_assignments ADD COLUMN inherited_from_record_id text;
ALTER TABLE entity_record_assignments ADD COLUMN inherited_from_definition_id text;
ALTER TABLE entity_record_assignments ADD COLUMN inheritance_depth integer;
ALTER TABLE entity_record_assignments ADD COLUMN recalculated_at timestamptz;

-- The inherited subjects that came from a parent (what a parent's change recalculates).
CREATE INDEX entity_record_assignments_parent ON entity_record_assignments (inherited_from_record_id) WHERE inherited_from_record_id IS NOT NULL;
