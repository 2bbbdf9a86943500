-- The number of active and archived rows of each primary entity table in ws_data, kept by triggers in
-- the writing transaction: a list without a search answers its total without counting 100,000 rows.
CREATE TABLE entity_row_counts (
  table_name text PRIMARY KEY,
  active bigint NOT NULL DEFAULT 0,
  archived bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION entity_rows_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entity_row_counts c SET active = c.active + a.active, archived = c.archived + a.archived
    FROM (SELECT count(*) FILTER (WHERE archived_at IS NULL) AS active,
                 count(*) FILTER (WHERE archived_at IS NOT NULL) AS archived FROM added_rows) a
   WHERE c.table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION entity_rows_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entity_row_counts c SET active = c.active - r.active, archived = c.archived - r.archived
    FROM (SELECT count(*) FILTER (WHERE archived_at IS NULL) AS active,
                 count(*) FILTER (WHERE archived_at IS NOT NULL) AS archived FROM removed_rows) r
   WHERE c.table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

-- Archive and restore move one row between the two numbers (only statements that set archived_at fire it).
CREATE FUNCTION entity_row_archive_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entity_row_counts
     SET active = active + CASE WHEN NEW.archived_at IS NULL THEN 1 ELSE -1 END,
         archived = archived + CASE WHEN NEW.archived_at IS NULL THEN -1 ELSE 1 END
   WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

-- Puts the three triggers on one primary table and counts its rows once.
CREATE FUNCTION entity_row_counts_install(target text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER row_count_added AFTER INSERT ON ws_data.%I REFERENCING NEW TABLE AS added_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION entity_rows_added()', target);
  EXECUTE format('CREATE TRIGGER row_count_removed AFTER DELETE ON ws_data.%I REFERENCING OLD TABLE AS removed_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION entity_rows_removed()', target);
  EXECUTE format('CREATE TRIGGER row_count_archived AFTER UPDATE OF archived_at ON ws_data.%I FOR EACH ROW '
    'WHEN (OLD.archived_at IS DISTINCT FROM NEW.archived_at) EXECUTE FUNCTION entity_row_archive_changed()', target);
  EXECUTE format('INSERT INTO entity_row_counts (table_name, active, archived) '
    'SELECT %L, count(*) FILTER (WHERE archived_at IS NULL), count(*) FILTER (WHERE archived_at IS NOT NULL) FROM ws_data.%I '
    'ON CONFLICT (table_name) DO UPDATE SET active = EXCLUDED.active, archived = EXCLUDED.archived', target, target);
END $$;

SELECT entity_row_counts_install(physical_table_name) FROM entity_tables
 WHERE is_primary AND to_regclass(format('ws_data.%I', physical_table_name)) IS NOT NULL;
